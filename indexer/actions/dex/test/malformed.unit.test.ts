import { beginCell } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { classifyTrace } from '../../classify.ts';
import type { TraceInput, TraceMessage, TraceTx } from '../../model.ts';

const A = (i: number) => `0:${i.toString(16).toUpperCase().padStart(64, '0')}`;
const cell = (op: number, bits: number) => {
  const b = beginCell().storeUint(op, 32);
  if (bits > 0) b.storeUint(0x5a5a5a5a % 2 ** bits, bits);
  return b.endCell().toBoc().toString('base64');
};

/**
 * A chain of transactions, each receiving the previous one's message with the given opcode and a truncated body;
 * `logs` adds an external-out message (a DEX event log, as truncated) to the transaction at that index.
 */
function chain(ops: number[], bits: number, logs: Record<number, number> = {}): TraceInput {
  const txs: TraceTx[] = [];
  let prevOut: TraceMessage | null = null;
  ops.forEach((op, i) => {
    const msg: TraceMessage = {
      msg_hash: `m${i}`,
      direction: 'in',
      source: A(i),
      destination: A(i + 1),
      value: 1_000_000_000n,
      opcode: op | 0,
      created_lt: BigInt(i * 2),
      bounced: false,
      body: cell(op, bits),
      init_state: false,
    };
    const inMsg = prevOut ? { ...msg, msg_hash: prevOut.msg_hash } : msg;
    const out: TraceMessage = {
      ...msg,
      msg_hash: `o${i}`,
      direction: 'out',
      source: A(i + 1),
      destination: A(i + 2),
      opcode: (ops[i + 1] ?? 0) | 0,
      body: cell(ops[i + 1] ?? 0, bits),
    };
    const log: TraceMessage[] =
      logs[i] === undefined
        ? []
        : [{ ...out, msg_hash: `l${i}`, destination: null, opcode: logs[i]! | 0, body: cell(logs[i]!, bits) }];
    txs.push({
      hash: `t${i}`,
      lt: BigInt(i * 2 + 1),
      now: 1,
      account: A(i + 1),
      aborted: false,
      compute_exit_code: 0,
      orig_status: 'active',
      end_status: 'active',
      descr: 'ord',
      is_tock: null,
      messages: [inMsg, ...(i + 1 < ops.length ? [out] : []), ...log],
    });
    prevOut = out;
  });
  return {
    trace_id: 'x',
    end_lt: 100n,
    end_utime: 1,
    mc_seqno_end: 1,
    external_hash: null,
    transactions: txs,
    interfaces: {},
  };
}

interface Flow {
  name: string;
  ops: number[];
  logs?: Record<number, number>;
  swap?: boolean;
}
const FLOWS: Flow[] = [
  {
    name: 'DeDust jetton swap',
    ops: [0x0f8a7ea5, 0x178d4519, 0x7362d09c, 0x61ee542d, 0xad4eb6f5, 0x0f8a7ea5, 0x178d4519],
    logs: { 3: 0x9c610de3 },
    swap: true,
  },
  {
    name: 'DeDust two-pool TON swap',
    ops: [0xea06185d, 0x61ee542d, 0x72aca8aa, 0xad4eb6f5, 0x474f86cf],
    logs: { 1: 0x9c610de3, 2: 0x9c610de3 },
    swap: true,
  },
  {
    name: 'TONCO swap paid in TON',
    ops: [0x01f3835d, 0x7362d09c, 0xa7fb58f8, 0xa1daa96d, 0x0f8a7ea5, 0x01f3835d],
    swap: true,
  },
  {
    name: 'swap.coffee TON deposit',
    ops: [0xc0ffee04, 0xc0ffee27, 0xc0ffee22, 0xc0ffee29, 0xc0ffee21, 0xc0ffee32],
    logs: { 3: 0xc0ffee33 },
  },
  { name: 'swap.coffee withdrawal', ops: [0x595f07bc, 0x7bdd97de, 0xc0ffee21, 0x0f8a7ea5], logs: { 1: 0xc0ffee35 } },
  {
    name: 'swap.coffee pool creation',
    ops: [0xc0ffee02, 0xc0ffee23, 0xc0ffee22, 0xc0ffee25, 0xc0ffee22, 0x178d4519],
    logs: { 4: 0xc0ffee33 },
  },
  { name: 'swap.coffee jetton pool creator', ops: [0x0f8a7ea5, 0x178d4519, 0x7362d09c, 0xc0ffee23, 0xc0ffee22] },
  { name: 'swap.coffee vault creation', ops: [0xc0ffee06, 0xc0ffee22, 0x2c76b973, 0xd1735400] },
  { name: 'swap.coffee MEV hold', ops: [0x6bc79e7e] },
];

describe('DEX matchers on malformed messages', () => {
  for (const f of FLOWS)
    for (const bits of [0, 16, 32]) {
      it(`${f.name} with ${bits} body bits: classified without throwing, every transaction accounted for`, () => {
        const trace = chain(f.ops, bits, f.logs);
        const actions = classifyTrace(trace);
        const covered = new Set(actions.flatMap((a) => a.tx_hashes));
        for (const t of trace.transactions) expect(covered.has(t.hash)).toBe(true);
        // A swap whose log or request cannot be read is still one swap, and not reported as a success.
        if (f.swap) {
          const swaps = actions.filter((a) => a.type === 'jetton_swap');
          expect(swaps).toHaveLength(1);
          expect(swaps[0]!.success).toBe(false);
        }
      });
    }
});
