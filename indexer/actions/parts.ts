/** Shared pieces of the classifier: opcodes, the trace tree node, body and comment readers. */
import { Cell } from '@ton/core';
import type { Action, TraceInput, TraceMessage, TraceTx } from './model.ts';

export const OP = {
  jettonTransfer: 0x0f8a7ea5,
  internalTransfer: 0x178d4519,
  transferNotification: 0x7362d09c,
  excesses: 0xd53276db,
  burn: 0x595f07bc,
  burnNotification: 0x7bdd97de,
  mint: 0x642b7d07,
  mint15: 0x00000015,
  nftTransfer: 0x5fcc3d14,
  ownershipAssigned: 0x05138d91,
  telemintPayout: 0x370fec51,
  changeDns: 0x4eb1f0f9,
  encryptedComment: 0x2167da4b,
} as const;

export interface Node {
  tx: TraceTx;
  in: TraceMessage | undefined;
  parent?: Node;
  children: Node[];
  used: boolean;
}

export const u32 = (op: number | null) => (op === null ? null : op >>> 0);
/** The node's in-message opcode, unsigned. */
export const opOf = (n: Node | undefined): number | null => u32(n?.in?.opcode ?? null);
/** The node's children whose in-message has this opcode (used or not). */
export const withOp = (n: Node | undefined, op: number): Node[] => (n ? n.children.filter((c) => opOf(c) === op) : []);
export const failed = (t: TraceTx) =>
  t.aborted === true || (t.compute_exit_code !== null && t.compute_exit_code !== 0 && t.compute_exit_code !== 1);

/** The fields of interface `kind` detected at this address (`JettonWallet`, `NftItem`, …), if any. */
export const iface = (trace: TraceInput, address: string | null, kind: string) =>
  address ? trace.interfaces[address]?.[kind] : undefined;

export type Make = (type: string, ns: Node[], fields: Partial<Action>) => Action;
export const raw = (a: { workChain: number; hash: Buffer }) => `${a.workChain}:${a.hash.toString('hex').toUpperCase()}`;

/** Each message's body cell, decoded once per trace: every matcher reads bodies, often the same ones. */
const bodyCells = new WeakMap<TraceMessage, Cell | null>();

/** A fresh slice over the message's body, or null when it has none or it is not a valid BOC. */
export function body(m: TraceMessage | undefined) {
  if (!m?.body) return null;
  let cell = bodyCells.get(m);
  if (cell === undefined) {
    try {
      cell = Cell.fromBase64(m.body);
    } catch {
      cell = null;
    }
    bodyCells.set(m, cell);
  }
  return cell ? cell.beginParse() : null;
}

export function comment(payloadSlice: ReturnType<typeof body>): { comment: string | null; encrypted: boolean } {
  if (!payloadSlice || payloadSlice.remainingBits < 32) return { comment: null, encrypted: false };
  try {
    const op = payloadSlice.loadUint(32);
    if (op === 0) return { comment: payloadSlice.loadStringTail(), encrypted: false };
    if (op === OP.encryptedComment)
      return { comment: payloadSlice.loadBuffer(payloadSlice.remainingBits >> 3).toString('base64'), encrypted: true };
  } catch {
    /* not a comment */
  }
  return { comment: null, encrypted: false };
}
