import { fail, skip, type CaseDef } from '../../../src/case.ts';
import { chainProblems, diverse } from '../../../src/semantics/chain.ts';

export default {
  description:
    'recent transactions of every kind are, field for field, the raw transactions the chain holds: lt, time, fees, state hashes, every phase of the description, and each message (hashes, addresses, value, fees, lt, flags, opcode, body, StateInit)',
  mode: 'schema-only',
  async run(ctx) {
    // the masterchain's newest are mostly tick-tocks: basechain transactions are read on their own too
    const basechain = ctx.ok(await ctx.call({ args: { workchain: 0, limit: 60, sort: 'desc' } })).transactions;
    const any = ctx.ok(await ctx.call({ args: { limit: 10, sort: 'desc' } })).transactions;
    if (!basechain.length && !any.length) skip('the index holds no transaction');
    const problems = await chainProblems(ctx, diverse([...basechain, ...any], 12));
    if (problems.length) fail(`${problems.length} field(s) differ from the chain: ${problems.slice(0, 4).join('; ')}`);
  },
} satisfies CaseDef<'v3', 'getTransactions'>;
