import { check, skip, type CaseDef } from '../../../src/case.ts';
import { txBlockArgs, sameBlock, show } from '../../../src/blocks.ts';

export default {
  description:
    "the listed transactions lie in the block's lt range and each is the transaction getTransactions finds at its lt",
  mode: 'exact',
  ignore: ['/@extra'],
  async run(ctx) {
    const at = txBlockArgs(ctx);
    const r = ctx.ok(await ctx.call({ args: { ...at, count: 40 } }));
    check(
      sameBlock(r.id, { ...r.id, ...at }) && r.id.seqno === at.seqno,
      `id ${show(r.id)} is not the requested block ${at.seqno}`,
    );
    if (!r.transactions.length) skip(`block ${at.seqno} has no transactions`);
    const h = ctx.ok(await ctx.call({ operationId: 'getBlockHeader', args: { ...r.id } }));
    for (const t of r.transactions)
      check(
        BigInt(t.lt) >= BigInt(h.start_lt) && BigInt(t.lt) <= BigInt(h.end_lt),
        `transaction lt ${t.lt} outside the block's ${h.start_lt}..${h.end_lt}`,
      );
    for (const t of r.transactions.slice(0, 3)) {
      const txs = ctx.ok(
        await ctx.call({
          operationId: 'getTransactions',
          args: { address: t.account, lt: t.lt, hash: t.hash, limit: 1 },
        }),
      );
      check(
        txs[0]?.transaction_id?.hash === t.hash,
        `getTransactions(${t.account} at ${t.lt}) gave ${txs[0]?.transaction_id?.hash}, the block lists ${t.hash}`,
      );
    }
  },
} satisfies CaseDef<'v2', 'getBlockTransactions'>;
