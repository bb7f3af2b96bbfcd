import { check, type CaseDef } from '../../../src/case.ts';

export default {
  description: 'accounts come richest first, and the next page continues below the first one',
  mode: 'schema-only',
  async run(ctx) {
    const page = ctx.ok(await ctx.call({ args: { limit: 5 } })) as Array<{ account: string; balance: string }>;
    for (let i = 1; i < page.length; i++)
      check(
        BigInt(page[i]!.balance) <= BigInt(page[i - 1]!.balance),
        `account ${i} (${page[i]!.balance}) is richer than account ${i - 1} (${page[i - 1]!.balance})`,
      );
    const next = ctx.ok(await ctx.call({ args: { limit: 5, offset: 5 } })) as Array<{
      account: string;
      balance: string;
    }>;
    if (page.length === 5 && next.length)
      check(
        BigInt(next[0]!.balance) <= BigInt(page[4]!.balance),
        `page 2 starts with ${next[0]!.balance}, above page 1's last ${page[4]!.balance}`,
      );
    check(!next.some((n) => page.some((p) => p.account === n.account)), 'an account is on both pages');
  },
} satisfies CaseDef<'v3', 'getTopAccountsByBalance'>;
