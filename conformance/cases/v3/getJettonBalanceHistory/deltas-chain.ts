// v3 D35, judged on any implementation: a wallet's points chain through their deltas, each names a transaction of
// that wallet the index lists, the newest is the balance /jetton/wallets answers, and an owner's history holds
// exactly its wallets' points.
import { type CaseDef, check } from '../../../src/case.ts';
import { movedJettonWallets } from '../../../src/semantics/jetton-history.ts';
import { eventually } from '../../../src/settled.ts';
import { same } from '../../../src/values.ts';

const PAGE = 50;

export default {
  description:
    "a jetton wallet's balance changes chain (each balance is the previous plus its delta), each names a transaction of the wallet, the newest is the balance /jetton/wallets answers, and its owner's history lists the same points",
  mode: 'schema-only',
  covers: ['jetton_wallet', 'owner_address'],
  async run(ctx) {
    let chained = 0;
    for (const { wallet } of await movedJettonWallets(ctx)) {
      const rows = ctx.ok(await ctx.call({ args: { jetton_wallet: wallet, sort: 'asc', limit: PAGE } })).balances;
      for (const [i, r] of rows.entries()) {
        check(same(r.jetton_wallet, wallet), `asked for ${wallet}, got a point of ${r.jetton_wallet}`);
        if (i === 0) continue;
        check(r.delta !== null, `${wallet}: point ${r.lt} is not its first, yet its delta is null`);
        const expected = (BigInt(rows[i - 1]!.balance) + BigInt(r.delta)).toString();
        check(
          r.balance === expected,
          `${wallet}: point ${r.lt} has balance ${r.balance}, previous + delta = ${expected}`,
        );
        chained++;
      }
      for (const r of rows.slice(0, 6)) {
        const txs = ctx.ok(await ctx.call({ operationId: 'getTransactions', args: { account: wallet, lt: r.lt } }))
          .transactions as Array<{ hash: string; now: number; mc_block_seqno: number }>;
        check(
          txs.some((t) => same(t.hash, r.hash) && t.now === r.utime && t.mc_block_seqno === r.mc_seqno),
          `${wallet}: point ${r.lt} names transaction ${r.hash} (block ${r.mc_seqno}), which /transactions does not list so`,
        );
      }
      if (!rows.length) continue;
      // a live network moves on between the two reads: compared until they agree
      await eventually(async () => {
        const [newest] = ctx.ok(await ctx.call({ args: { jetton_wallet: wallet, sort: 'desc', limit: 1 } })).balances;
        const listed = ctx.ok(await ctx.call({ operationId: 'getJettonWallets', args: { address: [wallet] } }))
          .jetton_wallets as Array<{ balance: string }>;
        if (!newest || !listed[0]) return `${wallet}: no newest point or no /jetton/wallets row`;
        if (newest.balance !== listed[0].balance)
          return `${wallet}: newest point ${newest.balance}, /jetton/wallets says ${listed[0].balance}`;
        return undefined;
      });
      const owner = rows[0]!.owner;
      if (!owner) continue;
      const byOwner = ctx.ok(await ctx.call({ args: { owner_address: owner, sort: 'asc', limit: PAGE } })).balances;
      check(
        byOwner.every((r) => same(r.owner, owner)),
        `owner_address=${owner} lists a point of another owner`,
      );
      // both pages start at the oldest point: the wallet's own points among the owner's are its first ones
      const mine = byOwner.filter((r) => same(r.jetton_wallet, wallet)).map((r) => r.hash);
      const expected = rows.slice(0, byOwner.length < PAGE ? rows.length : mine.length).map((r) => r.hash);
      check(
        JSON.stringify(mine) === JSON.stringify(expected),
        `owner_address=${owner} lists ${mine.length} points of ${wallet}, jetton_wallet lists ${expected.length} (first ones)`,
      );
    }
    check(chained > 0, 'no jetton wallet with two balance changes: the deltas could not be chained');
  },
} satisfies CaseDef<'v3', 'getJettonBalanceHistory'>;
