/**
 * Multisig v2 wallets and their orders: an order created through the multisig (new_order, which deploys and
 * initialises the order contract), a signer's approval (approve message or the text comment "approve", answered
 * with approve_accepted or approve_rejected) and the order sent back for execution (execute to the multisig).
 * The messages the multisig then sends stay actions of their own, as the reference reports them.
 */
import { Dictionary, type Cell } from '@ton/core';
import type { Action, TraceInput } from '../model.ts';
import { body, comment, failed, type Make, type Node } from '../parts.ts';
import { addr, bodyAfterOp, build, opOf, read } from './util.ts';

export const MULTISIG = {
  newOrder: 0xf718510f,
  init: 0x9c73fba2,
  approve: 0xa762230f,
  approveAccepted: 0x82609bf6,
  approveRejected: 0xafaf283e,
  execute: 0x75097f5d,
} as const;
/** query_id:uint64 order_seqno:uint256 expiration_date:uint48 approvals_num:uint8 signers_hash:bits256 after execute's opcode. */
const EXECUTE_BITS = 64 + 256 + 48 + 8 + 256;

const boc = (c: Cell) => c.toBoc().toString('base64');

/** Signers of a `Hashmap 8 MsgAddressInt` cell, raw, in index order; none when the cell is not one. */
const signersOf = (c: Cell | null | undefined): string[] =>
  (c
    ? read(() =>
        Dictionary.loadDirect(Dictionary.Keys.Uint(8), Dictionary.Values.Address(), c)
          .values()
          .map((a) => addr(a)!),
      )
    : null) ?? [];

/** Signers the indexer knows for an order contract (its multisig_orders row), when the trace input carries them. */
function knownSigners(trace: TraceInput, order: string | null): string[] {
  const s = order ? trace.interfaces[order]?.MultisigOrder?.signers : undefined;
  return Array.isArray(s) ? s.filter((x): x is string => typeof x === 'string') : [];
}

const childWith = (n: Node, ops: number[]) => n.children.find((c) => !c.used && ops.includes(opOf(c) ?? -1));

function createOrder(n: Node, make: Make): Action | null {
  if (opOf(n) !== MULTISIG.newOrder || !n.in?.source) return null;
  const init = childWith(n, [MULTISIG.init]);
  if (!init) return null;
  // new_order#f718510f query_id:uint64 order_seqno:uint256 signer:(## 1) index:uint8 expiration_date:uint48 order:^Order
  const req = read(() => {
    const s = body(n.in)!;
    s.skip(32);
    return {
      queryId: s.loadUintBig(64),
      seqno: s.loadUintBig(256),
      bySigner: s.loadBit(),
      index: s.loadUint(8),
      expires: s.loadUint(48),
    };
  });
  // init#9c73fba2 query_id:uint64 threshold:uint8 signers:^(Hashmap 8 MsgAddressInt) expiration_date:uint48 order:^Order
  //   approve_on_init:(## 1) signer_index:approve_on_init?uint8
  const deploy = read(() => {
    const s = bodyAfterOp(init)!;
    s.skip(8);
    const signers = s.loadRef();
    s.skip(48);
    const order = s.loadRef();
    return { signers, order, approved: s.loadBit() };
  });
  if (!req || !deploy) return null;
  return build(
    make,
    'multisig_create_order',
    [n, init],
    {
      source: n.in.source,
      destination: n.tx.account,
      destination_secondary: init.tx.account,
      multisig_create_order_data: {
        query_id: req.queryId,
        order_seqno: req.seqno,
        is_created_by_signer: req.bySigner,
        is_signed_by_creator: deploy.approved,
        creator_index: req.index,
        expiration_date: req.expires,
        order_boc: boc(deploy.order),
      },
    },
    signersOf(deploy.signers),
  );
}

function approve(n: Node, trace: TraceInput, make: Make): Action | null {
  const op = opOf(n);
  if ((op !== MULTISIG.approve && op !== 0) || !n.in?.source) return null;
  const source = n.in.source;
  // The order answers the approver itself, with the value it was given.
  const reply = n.children.find(
    (c) =>
      !c.used &&
      c.tx.account === source &&
      (opOf(c) === MULTISIG.approveAccepted || opOf(c) === MULTISIG.approveRejected),
  );
  if (!reply) return null;
  if (op === 0 && comment(body(n.in)).comment !== 'approve') return null;
  // approve#a762230f query_id:uint64 signer_index:uint8; an approval by comment names no index (-1, as the reference stores it)
  const signerIndex = op === MULTISIG.approve ? (read(() => bodyAfterOp(n)!.loadUint(8)) ?? -1) : -1;
  const accepted = opOf(reply) === MULTISIG.approveAccepted;
  // approve_rejected#afaf283e query_id:uint64 exit_code:uint32
  const exitCode = accepted ? 0 : read(() => bodyAfterOp(reply)!.loadUint(32));
  const a = build(
    make,
    'multisig_approve',
    [n, reply],
    {
      source,
      destination: n.tx.account,
      multisig_approve_data: { signer_index: signerIndex, exit_code: exitCode },
    },
    knownSigners(trace, n.tx.account),
  );
  a.success = accepted;
  return a;
}

function execute(n: Node, make: Make): Action | null {
  if (opOf(n) !== MULTISIG.execute || !n.in?.source) return null;
  const d = read(() => {
    const s = bodyAfterOp(n, false)!;
    if (s.remainingBits !== EXECUTE_BITS || s.remainingRefs < 1) return null;
    return {
      queryId: s.loadUintBig(64),
      seqno: s.loadUintBig(256),
      expires: s.loadUint(48),
      approvals: s.loadUint(8),
      signersHash: s.loadBuffer(32),
      order: s.loadRef(),
    };
  });
  if (!d) return null;
  const a = build(make, 'multisig_execute', [n], {
    source: n.in.source,
    destination: n.tx.account,
    multisig_execute_data: {
      query_id: d.queryId,
      order_seqno: d.seqno,
      expiration_date: d.expires,
      approvals_num: d.approvals,
      signers_hash: d.signersHash.toString('base64'),
      order_boc: boc(d.order),
    },
  });
  a.success = !failed(n.tx);
  return a;
}

export function multisigActions(nodes: Node[], trace: TraceInput, make: Make): Action[] {
  const out: Action[] = [];
  for (const n of nodes) {
    if (n.used) continue;
    const a = createOrder(n, make) ?? approve(n, trace, make) ?? execute(n, make);
    if (a) out.push(a);
  }
  return out;
}
