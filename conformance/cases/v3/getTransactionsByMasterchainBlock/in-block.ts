import { check, skip, type CaseDef } from '../../../src/case.ts';

export default {
  description: 'every transaction listed for a masterchain block belongs to it (mc_block_seqno)',
  mode: 'schema-only',
  async run(ctx) {
    const recent = ctx.ok(await ctx.call({ operationId: 'getTransactions', args: { limit: 1, sort: 'desc' } }))
      .transactions?.[0];
    if (!recent) skip('the index holds no transactions');
    const seqno = Number(recent.mc_block_seqno);
    const txs = ctx.ok(await ctx.call({ args: { seqno, limit: 50 } })).transactions;
    check(
      txs.some((t) => t.hash === recent.hash),
      `masterchain block ${seqno} does not list transaction ${recent.hash} that names it`,
    );
    for (const t of txs)
      check(
        Number(t.mc_block_seqno) === seqno,
        `transaction ${t.hash} belongs to masterchain block ${t.mc_block_seqno}, not ${seqno}`,
      );
  },
} satisfies CaseDef<'v3', 'getTransactionsByMasterchainBlock'>;
