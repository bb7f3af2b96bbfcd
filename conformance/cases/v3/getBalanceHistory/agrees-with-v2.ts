import { type CaseDef, check, discoveredAccount, otherOk } from '../../../src/case.ts';

export default {
  description:
    "each change of an account's balance is one API v2 reads: the balance at its masterchain block, and the balance minus delta at the block before",
  mode: 'schema-only',
  covers: ['address'],
  async run(ctx) {
    // the local network's wallets first (they move TON), then the busiest accounts discovered
    const wallets = ctx.data.local.filter((a) => a.kind === 'wallet').map((a) => a.address);
    const candidates = [...new Set([...wallets, discoveredAccount(ctx), ...ctx.data.accounts])].slice(0, 8);
    let deltas = 0;
    for (const address of candidates) {
      const rows = ctx.ok(await ctx.call({ args: { address, limit: 6, sort: 'desc' } })).balances;
      for (const r of rows) {
        check(r.mc_seqno !== null, `change ${r.lt} of ${address} names no masterchain block`);
        const after = await otherOk(ctx, 'getAddressBalance', { address, seqno: r.mc_seqno });
        check(after === r.balance, `${address} at block ${r.mc_seqno}: balance ${r.balance}, v2 reads ${after}`);
        // v2 reads from masterchain block 1 on: a change in block 1 has no block before it to read there
        if (r.delta === null || r.mc_seqno <= 1) continue;
        const before = await otherOk(ctx, 'getAddressBalance', { address, seqno: r.mc_seqno - 1 });
        const expected = (BigInt(r.balance) - BigInt(r.delta)).toString();
        check(
          before === expected,
          `${address} at block ${r.mc_seqno - 1}: v2 reads ${before}, the change ${r.lt} says ${expected} (balance − delta)`,
        );
        deltas++;
      }
      if (deltas >= 6) break;
    }
    check(deltas > 0, `no balance change after block 1 among ${candidates.length} accounts with transactions`);
  },
} satisfies CaseDef<'v3', 'getBalanceHistory'>;
