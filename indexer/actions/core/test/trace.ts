/** Hand-built traces for the matcher tests: a list of transactions, each naming the one whose message it received. */
import type { Cell } from '@ton/core';
import { actionMaker } from '../../make.ts';
import type { Action, TraceInput, TraceMessage, TraceTx } from '../../model.ts';
import type { NodeMatcher } from '../../matcher.ts';
import type { Node } from '../../parts.ts';
import { buildTree } from '../../trace-tree.ts';

/** A raw address, distinct for each number. */
export const A = (i: number) => `0:${i.toString(16).toUpperCase().padStart(64, '0')}`;

export interface Step {
  account: string;
  /** Index of the step whose out-message this one received; absent: the message came from outside the trace. */
  parent?: number;
  /** Sender of a message from outside the trace; null (the default) makes it an external message. */
  from?: string | null;
  op?: number | null;
  body?: Cell;
  value?: bigint;
  /** The account was not active before this transaction and is after it. */
  deploys?: boolean;
  descr?: string;
  exitCode?: number;
  /** Out-messages that go nowhere in the trace (a wallet's request that left). */
  extraOut?: number;
}

export function trace(steps: Step[], interfaces: TraceInput['interfaces'] = {}): TraceInput {
  const msg = (i: number, direction: 'in' | 'out', source: string | null, s: Step): TraceMessage => ({
    msg_hash: `m${i}`,
    direction,
    source,
    destination: s.account,
    value: s.value ?? 1_000_000_000n,
    opcode: s.op === undefined || s.op === null ? null : s.op | 0,
    created_lt: BigInt(i * 2),
    bounced: false,
    body: s.body ? s.body.toBoc().toString('base64') : null,
    init_state: false,
  });
  const txs: TraceTx[] = steps.map((s, i) => ({
    hash: `t${i}`,
    lt: BigInt(i * 2 + 1),
    now: 1_700_000_000 + i,
    account: s.account,
    aborted: false,
    compute_exit_code: s.exitCode ?? 0,
    orig_status: s.deploys ? 'uninit' : 'active',
    end_status: 'active',
    descr: s.descr ?? 'ord',
    is_tock: null,
    messages: [msg(i, 'in', s.parent === undefined ? (s.from ?? null) : steps[s.parent]!.account, s)],
  }));
  steps.forEach((s, i) => {
    if (s.parent !== undefined) txs[s.parent]!.messages.push({ ...txs[i]!.messages[0]!, direction: 'out' });
    for (let k = 0; k < (s.extraOut ?? 0); k++)
      txs[i]!.messages.push({ ...txs[i]!.messages[0]!, msg_hash: `x${i}-${k}`, direction: 'out' });
  });
  return {
    trace_id: 'test-trace',
    end_lt: BigInt(steps.length * 2),
    end_utime: 1_700_000_000 + steps.length,
    mc_seqno_end: 1,
    external_hash: null,
    transactions: txs,
    interfaces,
  };
}

/** What the matcher answers for the trace's node `at` (steps are in logical-time order, so the index is the step's). */
export function claim(m: NodeMatcher, t: TraceInput, at = 0): Action[] | null {
  const nodes: Node[] = buildTree(t);
  return m.claim(nodes[at]!, t, actionMaker(t));
}
