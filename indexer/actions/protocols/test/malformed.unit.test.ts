import { beginCell } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { classifyTrace } from '../../classify.ts';
import type { TraceInput, TraceMessage, TraceTx } from '../../model.ts';
import { PROTOCOL_TYPES } from '../index.ts';

const A = (i: number) => `0:${i.toString(16).toUpperCase().padStart(64, '0')}`;

/** A chain of transactions, each receiving the previous one's message with the given opcode and a truncated body. */
function chain(ops: number[], bodyBits: number): TraceInput {
  const txs: TraceTx[] = [];
  let prevOut: TraceMessage | null = null;
  ops.forEach((op, i) => {
    const b = beginCell().storeUint(op, 32);
    if (bodyBits > 0) b.storeUint(0x5a5a5a5a % 2 ** bodyBits, bodyBits);
    const body = b.endCell().toBoc().toString('base64');
    const msg: TraceMessage = {
      msg_hash: `m${i}`,
      direction: 'in',
      source: A(i),
      destination: A(i + 1),
      value: 1_000_000_000n,
      opcode: op | 0,
      created_lt: BigInt(i * 2),
      bounced: false,
      body,
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
    };
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
      messages: [inMsg, ...(i + 1 < ops.length ? [out] : [])],
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

// Opcode chains shaped like each protocol's flow, with bodies too short to hold their fields.
const FLOWS: number[][] = [
  [0x47d54391, 0x1674b0a0, 0x178d4519],
  [0x595f07bc, 0x7bdd97de, 0x319b0cdc, 0x0a77535c],
  [0xf127fe4e, 0xed58b0b2, 0xdb3b8abd],
  [0xa7733acd, 0xf7733acd],
  [0x7258a69b, 0xf258a69b],
  [0x499a9262, 0xf5c5baa3],
  [0x0168d4b7],
  [0x78d9f109, 0x44bc1fe3, 0x0f8a7ea5],
  [0x2, 0x106e0000],
  [0x1, 0x106e0000, 0x11a],
  [0xcb03bfaf, 0xcb03bfaf, 0xcb03bfaf, 0x0f8a7ea5],
  [0xb30c7310, 0x0f8a7ea5],
  [0x3f781d24, 0xe42a879b, 0x642b7d07],
  [0x0f8a7ea5, 0x178d4519, 0x7362d09c, 0xd68a4ac1, 0xf5c5baa3],
  // LayerZero: send (also paid by a jetton transfer), receive, commit, DVN verification.
  [0xdd4ea3b4, 0x536feb09, 0x4002b790, 0x5de68393, 0x421c1a25, 0xa2b5fbae],
  [0x0f8a7ea5, 0x178d4519, 0x7362d09c, 0xdd4ea3b4, 0x536feb09, 0x4002b790, 0x5de68393, 0x421c1a25, 0xa2b5fbae],
  [0x22f3ac09, 0x97df404c, 0xb7680bc6, 0x0c7b8418, 0xcaae25a1],
  [0x28b97077, 0xf9d37b80, 0x5dab749a, 0x5388cd88, 0x5e178f33],
  [0xa0d51a8d, 0x09f047d9, 0x994aaf4e, 0x4ec8f80a, 0x3cb38090],
  // Cocoon: worker payout, top-up, refund through the owner wallet, withdraw, granted refund, charge, root request.
  [0xa040ad28, 0x4d725d2c, 0xc59a7cd3],
  [0xf172e6c2, 0x65448ff4, 0x2565934c],
  [0x9c69f376, 0xfafa6cc1, 0x65448ff4],
  [0xda068e78, 0x65448ff4, 0xc59a7cd3],
  [0xefd711e1, 0x65448ff4, 0xc59a7cd3],
  [0xbb63ff93, 0x65448ff4],
  [0x6d49eaf2, 0x2565934c],
];

describe('protocol matchers on malformed messages', () => {
  for (const ops of FLOWS)
    for (const bits of [0, 16, 32]) {
      it(`${ops.map((o) => o.toString(16)).join(' → ')} with ${bits} body bits: classified without throwing, every transaction accounted for`, () => {
        const trace = chain(ops, bits);
        const actions = classifyTrace(trace);
        const covered = new Set(actions.flatMap((a) => a.tx_hashes));
        for (const t of trace.transactions) expect(covered.has(t.hash)).toBe(true);
        // Fields a truncated body cannot give are left empty rather than read from the wrong bits.
        for (const a of actions.filter((x) => PROTOCOL_TYPES.includes(x.type))) {
          for (const [k, v] of Object.entries(a))
            if (k.endsWith('_data') && v)
              for (const f of Object.values(v))
                expect(f === null || typeof f !== 'number' || Number.isFinite(f)).toBe(true);
        }
      });
    }
});
