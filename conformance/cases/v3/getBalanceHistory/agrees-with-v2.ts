import { type CaseDef, check, discoveredAccount, otherOk } from '../../../src/case.ts';

export default {
  description:
    "each change of an account's balance is one API v2 reads: the balance at its masterchain block, and the balance minus delta at the block before",
  mode: 'schema-only',
  covers: ['address'],
  async run(ctx) {
    const address = discoveredAccount(ctx);
    const rows = ctx.ok(await ctx.call({ args: { address, limit: 6, sort: 'desc' } })).balances;
    check(rows.length > 0, `the index lists no balance change of ${address}, an account with transactions`);
    for (const r of rows) {
      check(r.mc_seqno !== null, `change ${r.lt} names no masterchain block`);
      const after = await otherOk(ctx, 'getAddressBalance', { address, seqno: r.mc_seqno });
      check(after === r.balance, `${address} at block ${r.mc_seqno}: balance ${r.balance}, v2 reads ${after}`);
      if (r.delta === null || r.mc_seqno === 0) continue;
      const before = await otherOk(ctx, 'getAddressBalance', { address, seqno: r.mc_seqno - 1 });
      const expected = (BigInt(r.balance) - BigInt(r.delta)).toString();
      check(
        before === expected,
        `${address} at block ${r.mc_seqno - 1}: v2 reads ${before}, the change ${r.lt} says ${expected} (balance − delta)`,
      );
    }
  },
} satisfies CaseDef<'v3', 'getBalanceHistory'>;
