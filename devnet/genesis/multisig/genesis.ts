import multisigCompiled from './multisig.compiled.json' with { type: 'json' };
import {
  type Address,
  beginCell,
  Cell,
  contractAddress,
  Dictionary,
  internal,
  storeMessageRelaxed,
  type MessageRelaxed,
} from '@ton/core';

/**
 * The devnet's multisig v2-compatible wallet and one pending order, written straight into the zero state: the
 * order is in the state it would have after a signer's new_order (its creator's approval counted), so
 * /multisig/wallets and /multisig/orders have real data on every devnet from the first block.
 */

export const MULTISIG_OPS = {
  newOrder: 0xf718510f,
  execute: 0x75097f5d,
  executeInternal: 0xa32c59bf,
  init: 0x9c73fba2,
  approve: 0xa762230f,
  approveAccepted: 0x82609bf6,
  approveRejected: 0xafaf283e,
  sendMessage: 0xf1381e5b,
  updateMultisigParams: 0x1d0cfbd3,
} as const;

export const MULTISIG_THRESHOLD = 2;
/** How long the genesis order stays executable. */
export const GENESIS_ORDER_LIFETIME = 365 * 86400;
const TON = 1_000_000_000n;

export interface MultisigCodes {
  multisig: Cell;
  order: Cell;
}

let cached: MultisigCodes | null = null;
/** The committed build output of multisig.fc and order.fc (build.ts), checked against the recorded hashes. */
export function multisigCodes(): MultisigCodes {
  if (cached) return cached;
  const compiled: Record<'multisig' | 'order', { hash: string; boc: string }> = multisigCompiled;
  const load = (k: 'multisig' | 'order') => {
    const code = Cell.fromBase64(compiled[k].boc);
    if (code.hash().toString('hex') !== compiled[k].hash)
      throw new Error(`multisig.compiled.json: ${k} code hash mismatch; run tsx devnet/genesis/multisig/build.ts`);
    return code;
  };
  cached = { multisig: load('multisig'), order: load('order') };
  return cached;
}

/** Hashmap 8 MsgAddressInt: the addresses sit in the leaves themselves, not behind references. */
export function addressDict(addresses: Address[]): Dictionary<number, Address> {
  const d = Dictionary.empty(Dictionary.Keys.Uint(8), Dictionary.Values.Address());
  addresses.forEach((a, i) => d.set(i, a));
  return d;
}

export const signersCell = (signers: Address[]): Cell => beginCell().storeDictDirect(addressDict(signers)).endCell();

export function multisigData(o: {
  nextOrderSeqno: bigint;
  threshold: number;
  signers: Address[];
  proposers: Address[];
  allowArbitrarySeqno: boolean;
}): Cell {
  return beginCell()
    .storeUint(o.nextOrderSeqno, 256)
    .storeUint(o.threshold, 8)
    .storeRef(signersCell(o.signers))
    .storeUint(o.signers.length, 8)
    .storeDict(o.proposers.length ? addressDict(o.proposers) : null)
    .storeBit(o.allowArbitrarySeqno)
    .endCell();
}

/** An order: index → ^send_message(mode, ^MessageRelaxed). */
export function packOrder(messages: Array<{ mode: number; message: MessageRelaxed }>): Cell {
  const d = Dictionary.empty(Dictionary.Keys.Uint(8), Dictionary.Values.Cell());
  messages.forEach((m, i) =>
    d.set(
      i,
      beginCell()
        .storeUint(MULTISIG_OPS.sendMessage, 32)
        .storeUint(m.mode, 8)
        .storeRef(beginCell().store(storeMessageRelaxed(m.message)))
        .endCell(),
    ),
  );
  return beginCell().storeDictDirect(d).endCell();
}

/** The order's initial data, from which its address derives: the multisig and the order seqno. */
export const orderInitData = (multisig: Address, seqno: bigint): Cell =>
  beginCell().storeAddress(multisig).storeUint(seqno, 256).endCell();

export function orderAddress(multisig: Address, seqno: bigint, code = multisigCodes().order): Address {
  return contractAddress(multisig.workChain, { code, data: orderInitData(multisig, seqno) });
}

export function newOrderBody(o: {
  queryId?: bigint;
  orderSeqno: bigint;
  bySigner: boolean;
  index: number;
  expirationDate: number;
  order: Cell;
}): Cell {
  return beginCell()
    .storeUint(MULTISIG_OPS.newOrder, 32)
    .storeUint(o.queryId ?? 0n, 64)
    .storeUint(o.orderSeqno, 256)
    .storeBit(o.bySigner)
    .storeUint(o.index, 8)
    .storeUint(o.expirationDate, 48)
    .storeRef(o.order)
    .endCell();
}

export const approveBody = (signerIndex: number, queryId = 0n): Cell =>
  beginCell().storeUint(MULTISIG_OPS.approve, 32).storeUint(queryId, 64).storeUint(signerIndex, 8).endCell();

export interface GenesisMultisig {
  multisig: { address: Address; code: Cell; data: Cell; balance: bigint; note: string };
  order: { address: Address; code: Cell; data: Cell; balance: bigint; note: string };
}

/**
 * A 2-of-3 multisig with one proposer, and its order 0: one transfer of 1 TON with a comment to `recipient`,
 * approved by signer 0 (its creator), waiting for a second approval.
 */
export function genesisMultisig(
  signers: Address[],
  proposers: Address[],
  recipient: Address,
  now: number,
): GenesisMultisig {
  const codes = multisigCodes();
  const data = multisigData({
    nextOrderSeqno: 1n,
    threshold: MULTISIG_THRESHOLD,
    signers,
    proposers,
    allowArbitrarySeqno: false,
  });
  const address = contractAddress(0, { code: codes.multisig, data });
  const order = packOrder([
    { mode: 3, message: internal({ to: recipient, value: TON, bounce: false, body: 'devnet multisig order 0' }) },
  ]);
  const orderData = beginCell()
    .storeAddress(address)
    .storeUint(0, 256)
    .storeUint(MULTISIG_THRESHOLD, 8)
    .storeBit(false)
    .storeRef(signersCell(signers))
    .storeUint(1, 256)
    .storeUint(1, 8)
    .storeUint(now + GENESIS_ORDER_LIFETIME, 48)
    .storeRef(order)
    .endCell();
  return {
    multisig: {
      address,
      code: codes.multisig,
      data,
      balance: 100n * TON,
      note: `threshold ${MULTISIG_THRESHOLD} of ${signers.length} signers, ${proposers.length} proposer(s), next order 1`,
    },
    order: {
      address: orderAddress(address, 0n, codes.order),
      code: codes.order,
      data: orderData,
      balance: TON,
      note: `order 0 of the multisig: 1 TON to ${recipient.toRawString()}, 1 of ${MULTISIG_THRESHOLD} approvals`,
    },
  };
}
