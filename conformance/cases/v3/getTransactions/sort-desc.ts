import { check, type CaseDef } from '../../../src/case.ts';

export default {
  description: 'sort=desc returns transactions newest first (lt non-increasing)',
  mode: 'schema-only',
  async run(ctx) {
    const body = ctx.ok(await ctx.call({ args: { limit: 20, sort: 'desc' } }));
    const lts = (body.transactions as Array<{ lt: string }>).map((t) => BigInt(t.lt));
    for (let i = 1; i < lts.length; i++)
      check(
        lts[i]! <= lts[i - 1]!,
        `transaction ${i} (lt ${lts[i]}) is newer than transaction ${i - 1} (lt ${lts[i - 1]})`,
      );
  },
} satisfies CaseDef<'v3', 'getTransactions'>;
