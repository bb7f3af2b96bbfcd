import { check, skip, type CaseDef } from '../../../src/case.ts';
import { discoveredTrace } from '../../../src/trace-of.ts';

const SAFE = BigInt(Number.MAX_SAFE_INTEGER);

export default {
  description: 'the net TON change of every account of a complete trace is what its balances before and after the trace\'s transactions say',
  mode: 'exact',
  async run(ctx) {
    const trace = await discoveredTrace(ctx);
    if (trace.trace_info.trace_state !== 'complete' || trace.trace_info.pending_messages > 0 || !trace.transactions) skip(`the discovered trace is ${trace.trace_info.trace_state}`);
    const txs = Object.values(trace.transactions) as any[];
    // IHR fees and unknown states are outside what the changes account for
    if (txs.some((t) => [t.in_msg, ...t.out_msgs].some((m: any) => m && m.ihr_fee && m.ihr_fee !== '0'))) skip('the trace pays IHR fees');
    if (txs.some((t) => t.account_state_before.balance === null || t.account_state_after.balance === null)) skip('an account state of the trace is not indexed');
    const expected = new Map<string, bigint>();
    for (const t of txs) expected.set(t.account, (expected.get(t.account) ?? 0n) + BigInt(t.account_state_after.balance) - BigInt(t.account_state_before.balance));
    if ([...expected.values()].some((v) => v > SAFE || v < -SAFE)) skip('a change exceeds what a JSON integer holds exactly');
    const r = ctx.ok(await ctx.call({ args: { trace_id: trace.trace_id } }));
    for (const [account, delta] of expected) {
      const got = BigInt(r.changes[account] ?? 0);
      check(got === delta, `changes[${account}] is ${got}, its balances moved by ${delta}`);
    }
    for (const [account, fee] of Object.entries(r.fees)) check(Number(fee) >= 0, `fees[${account}] is negative: ${fee}`);
    const unknown = await ctx.call({ args: { trace_id: Buffer.alloc(32, 0xee).toString('base64') } });
    check(unknown.response.status === 404, `an unknown trace_id answered ${unknown.response.status}, expected 404`);
  },
} satisfies CaseDef;
