import { check, skip, type CaseDef } from '../../../src/case.ts';

type Tx = { transaction_id: { lt: string; hash: string } };

export default {
  description: 'paging with lt/hash of the last transaction continues without gaps or repeats',
  mode: 'exact',
  async run(ctx) {
    const address = ctx.args().address;
    const all = ctx.ok(await ctx.call({ args: { address, limit: 6 } })) as Tx[];
    if (all.length < 4) skip(`the account has only ${all.length} transactions`);
    // Both pages start from the newest transaction of the one page, not from the account's head: a transaction the
    // account gets between the calls would otherwise shift the pages against it.
    const top = all[0]!.transaction_id;
    const first = ctx.ok(await ctx.call({ args: { address, limit: 3, lt: top.lt, hash: top.hash } })) as Tx[];
    const tail = first[first.length - 1]!.transaction_id;
    const next = ctx.ok(await ctx.call({ args: { address, limit: 4, lt: tail.lt, hash: tail.hash } })) as Tx[];
    // The page starting at (lt, hash) includes that transaction itself.
    const joined = [...first, ...next.slice(1)].slice(0, all.length).map((t) => t.transaction_id.lt);
    check(
      JSON.stringify(joined) === JSON.stringify(all.map((t) => t.transaction_id.lt).slice(0, joined.length)),
      `paged lts ${joined.join(',')} differ from one page ${all.map((t) => t.transaction_id.lt).join(',')}`,
    );
  },
} satisfies CaseDef<'v2', 'getTransactions'>;
