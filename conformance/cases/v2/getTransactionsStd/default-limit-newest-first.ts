import { check, type CaseDef } from '../../../src/case.ts';

export default {
  description: 'without limit at most 10 transactions come back, newest first (lt strictly decreasing)',
  mode: 'schema-only',
  async run(ctx) {
    const result = ctx.ok(await ctx.call({ args: { address: ctx.args().address } }));
    const txs = (Array.isArray(result) ? result : (result?.transactions ?? [])) as Array<{
      transaction_id?: { lt: string };
      lt?: string;
    }>;
    check(txs.length <= 10, `default limit is 10, got ${txs.length} transactions`);
    const lts = txs.map((t) => BigInt(t.transaction_id?.lt ?? t.lt ?? '0'));
    for (let i = 1; i < lts.length; i++)
      check(lts[i]! < lts[i - 1]!, `transaction ${i} is not older than transaction ${i - 1}`);
  },
} satisfies CaseDef<'v2', 'getTransactionsStd'>;
