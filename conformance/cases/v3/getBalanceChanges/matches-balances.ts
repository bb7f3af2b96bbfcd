import { check, skip, type CaseDef } from '../../../src/case.ts';
import { usableTrace } from '../../../src/trace-of.ts';
import type { components } from '../../../../generated/v3/types.ts';

type Transaction = components['schemas']['Transaction'];

const SAFE = BigInt(Number.MAX_SAFE_INTEGER);
const big = (v: unknown): bigint => (v === null || v === undefined ? 0n : BigInt(String(v)));
const add = (m: Map<string, bigint>, k: string, v: bigint) => m.set(k, (m.get(k) ?? 0n) + v);

/**
 * What the trace's own transactions say: each account pays its transactions' fees and the forwarding fees of
 * the messages it sent, and the value of every internal message moves from its sender to its receiver.
 */
export function fromTransactions(txs: Transaction[]): { fees: Map<string, bigint>; net: Map<string, bigint> } {
  const fees = new Map<string, bigint>();
  const net = new Map<string, bigint>();
  for (const t of txs) {
    add(fees, t.account, big(t.total_fees));
    if (t.in_msg?.source) {
      add(net, t.in_msg.source, -big(t.in_msg.value));
      add(net, t.account, big(t.in_msg.value));
      add(fees, t.in_msg.source, big(t.in_msg.fwd_fee));
    }
    for (const m of t.out_msgs) if (!m.destination) add(fees, t.account, big(m.fwd_fee));
  }
  for (const [k, v] of fees) add(net, k, -v);
  return { fees, net };
}

/** Balance moves over the trace of the accounts whose states before their first and after their last transaction are indexed. */
function balanceMoves(txs: Transaction[]): Map<string, bigint> {
  const byAccount = new Map<string, Transaction[]>();
  for (const t of txs) byAccount.set(t.account, [...(byAccount.get(t.account) ?? []), t]);
  const moves = new Map<string, bigint>();
  for (const [account, list] of byAccount) {
    list.sort((a, b) => (BigInt(a.lt) < BigInt(b.lt) ? -1 : 1));
    // only an unbroken run of the account's transactions telescopes to "last after − first before"
    if (list.some((t, i) => i > 0 && t.prev_trans_lt !== list[i - 1]!.lt)) continue;
    const first = list[0]!;
    const last = list.at(-1)!;
    const before = first.account_state_before.balance ?? (first.orig_status === 'nonexist' ? '0' : null);
    const after = last.account_state_after.balance ?? (last.end_status === 'nonexist' ? '0' : null);
    // the index may hold only the state at each masterchain block, not the one between two transactions
    if (before !== null && after !== null) moves.set(account, BigInt(after) - BigInt(before));
  }
  return moves;
}

export default {
  description:
    "a complete trace's fees and net TON changes are what its transactions and messages say, and match its accounts' indexed balances",
  mode: 'exact',
  covers: ['trace_id'],
  async run(ctx) {
    const trace = await usableTrace(ctx, (t) => {
      if (t.trace_info.trace_state !== 'complete' || t.trace_info.pending_messages > 0 || !t.transactions)
        return `the trace is ${t.trace_info.trace_state}`;
      const txs = Object.values(t.transactions);
      // IHR fees are outside what the changes account for
      if (txs.some((x) => [x.in_msg, ...x.out_msgs].some((m) => m?.ihr_fee && m.ihr_fee !== '0')))
        return 'the trace pays IHR fees';
      return undefined;
    });
    const txs = Object.values(trace.transactions ?? {});
    const { fees, net } = fromTransactions(txs);
    if ([...net.values(), ...fees.values()].some((v) => v > SAFE || v < -SAFE))
      skip('a change exceeds what a JSON integer holds exactly');
    const r = ctx.ok(await ctx.call({ args: { trace_id: trace.trace_id } }));
    for (const [account, fee] of fees)
      check(
        big(r.fees[account]) === fee,
        `fees[${account}] is ${r.fees[account]}, the trace's transactions and messages say ${fee}`,
      );
    for (const [account, delta] of net)
      check(
        big(r.changes[account]) === delta,
        `changes[${account}] is ${r.changes[account]}, the trace's transactions and messages say ${delta}`,
      );
    for (const [account, moved] of balanceMoves(txs))
      check(
        big(r.changes[account]) === moved,
        `changes[${account}] is ${r.changes[account]}, its indexed balance moved by ${moved}`,
      );
    const unknown = await ctx.call({ args: { trace_id: Buffer.alloc(32, 0xee).toString('base64') } });
    check(unknown.response.status === 404, `an unknown trace_id answered ${unknown.response.status}, expected 404`);
  },
} satisfies CaseDef<'v3', 'getBalanceChanges'>;
