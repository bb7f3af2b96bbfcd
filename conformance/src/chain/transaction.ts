// What a transaction's bag of cells says, field by field, as API v2 prints it: the BOC is bound to the
// transaction hash (its root cell hash IS the hash), so every printed field can be compared with it exactly.
import {
  Address,
  beginCell,
  Cell,
  Dictionary,
  loadMessage,
  loadTransaction,
  type Message,
  storeStateInit,
  type Transaction,
} from '@ton/core';

export interface MessageTruth {
  /** the message cell's hash, base64 (what v2 prints as `hash`) */
  hash: string;
  cell: Cell;
  message: Message;
  kind: Message['info']['type'];
  /** '' for an external or absent address */
  source: Address | '';
  destination: Address | '';
  value: bigint;
  fwdFee: bigint;
  ihrFee: bigint;
  createdLt: bigint;
  body: Cell;
  /** the StateInit cell the message carries, if any */
  init?: Cell;
  /** the comment of a text-comment body (op 0 and valid UTF-8), else undefined */
  comment?: string;
}

export interface TxTruth {
  cell: Cell;
  tx: Transaction;
  /** base64 of the root cell hash */
  hash: string;
  /** the account id (256 bits) as 64 hex digits */
  accountHex: string;
  lt: bigint;
  now: number;
  prevLt: bigint;
  /** base64 of the previous transaction's hash */
  prevHash: string;
  totalFees: bigint;
  storageFees: bigint;
  inMsg?: MessageTruth;
  outMsgs: MessageTruth[];
  /** hashes of the Account cell before and after (state_update), hex */
  oldStateHash: string;
  newStateHash: string;
}

const b64 = (b: Buffer): string => b.toString('base64');
const hex256 = (n: bigint): string => n.toString(16).padStart(64, '0');

/** The text of a TEP-74 comment body (32 zero bits, then UTF-8 in a snake of cells), or undefined. */
export function commentOf(body: Cell): string | undefined {
  const s = body.beginParse();
  if (s.remainingBits < 32 || s.preloadUint(32) !== 0) return undefined;
  try {
    s.skip(32);
    const bytes = s.loadBuffer(Math.floor(s.remainingBits / 8));
    const parts = [bytes];
    let next = s.remainingRefs ? s.loadRef() : undefined;
    while (next) {
      const r = next.beginParse();
      parts.push(r.loadBuffer(Math.floor(r.remainingBits / 8)));
      next = r.remainingRefs ? r.loadRef() : undefined;
    }
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(parts));
  } catch {
    return undefined;
  }
}

export function messageTruth(cell: Cell): MessageTruth {
  const message = loadMessage(cell.beginParse());
  const { info } = message;
  const internal = info.type === 'internal' ? info : undefined;
  const addr = (a: unknown): Address | '' => (a instanceof Address ? a : '');
  return {
    hash: b64(cell.hash()),
    cell,
    message,
    kind: info.type,
    source: info.type === 'external-in' ? '' : addr(info.src),
    destination: info.type === 'external-out' ? '' : addr(info.dest),
    value: internal ? internal.value.coins : 0n,
    fwdFee: internal ? internal.forwardFee : 0n,
    ihrFee: internal ? internal.ihrFee : 0n,
    createdLt: info.type === 'external-in' ? 0n : info.createdLt,
    body: message.body,
    init: message.init ? beginCell().store(storeStateInit(message.init)).endCell() : undefined,
    comment: commentOf(message.body),
  };
}

/** Parses the `data` BOC of a v2 transaction. */
export function txTruth(data: string | Cell): TxTruth {
  const cell = typeof data === 'string' ? Cell.fromBase64(data) : data;
  const tx = loadTransaction(cell.beginParse());
  const msgs = cell.refs[0]!.beginParse();
  const inCell = msgs.loadMaybeRef();
  const outDict = msgs.loadDict(Dictionary.Keys.Uint(15), Dictionary.Values.Cell());
  const d = tx.description;
  const storageFees = 'storagePhase' in d && d.storagePhase ? d.storagePhase.storageFeesCollected : 0n;
  return {
    cell,
    tx,
    hash: b64(cell.hash()),
    accountHex: hex256(tx.address),
    lt: tx.lt,
    now: tx.now,
    prevLt: tx.prevTransactionLt,
    prevHash: b64(Buffer.from(hex256(tx.prevTransactionHash), 'hex')),
    totalFees: tx.totalFees.coins,
    storageFees,
    inMsg: inCell ? messageTruth(inCell) : undefined,
    outMsgs: [...outDict.keys()].sort((a, b) => a - b).map((k) => messageTruth(outDict.get(k)!)),
    oldStateHash: tx.stateUpdate.oldHash.toString('hex'),
    newStateHash: tx.stateUpdate.newHash.toString('hex'),
  };
}

/** The gas, action and import fees of an ordinary transaction's phases. */
export function phaseFees(t: TxTruth): { gas: bigint; actionFees: bigint; fwdFees: bigint; importFee: bigint } {
  const d = t.tx.description;
  const gas = 'computePhase' in d && d.computePhase.type === 'vm' ? d.computePhase.gasFees : 0n;
  const action = 'actionPhase' in d ? d.actionPhase : undefined;
  const actionFees = action?.totalActionFees ?? 0n;
  const fwdFees = action?.totalFwdFees ?? 0n;
  // total_fees = import fee of an inbound external message + storage + gas + the action fees kept
  const importFee = t.inMsg?.kind === 'external-in' ? t.totalFees - t.storageFees - gas - actionFees : 0n;
  return { gas, actionFees, fwdFees, importFee };
}
