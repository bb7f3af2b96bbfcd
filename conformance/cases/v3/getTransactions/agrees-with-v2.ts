import { discoveredAccount, otherOk, type CaseDef } from '../../../src/case.ts';
import { eventually } from '../../../src/settled.ts';
import { same } from '../../../src/values.ts';

export default {
  description:
    "an account's last transactions in the index are the ones API v2 reads from the chain (same hashes, same order)",
  mode: 'schema-only',
  async run(ctx) {
    const account = discoveredAccount(ctx);
    await eventually(async () => {
      const v2 = await otherOk(ctx, 'getTransactions', { address: account, limit: 5 });
      const v3 = ctx.ok(await ctx.call({ args: { account, limit: 5, sort: 'desc' } })).transactions;
      const a = v2.map((t) => `${t.transaction_id.lt}/${Buffer.from(t.transaction_id.hash, 'base64').toString('hex')}`);
      const b = v3.map((t) => `${t.lt}/${Buffer.from(t.hash, 'base64').toString('hex')}`);
      if (JSON.stringify(a) !== JSON.stringify(b)) return `v2 lists ${a.join(', ')}; v3 lists ${b.join(', ')}`;
      if (!v3.every((t) => same(t.account, account))) return 'v3 lists a transaction of another account';
      return undefined;
    });
  },
} satisfies CaseDef<'v3', 'getTransactions'>;
