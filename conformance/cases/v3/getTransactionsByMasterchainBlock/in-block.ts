import { check, skip, type CaseDef } from '../../../src/case.ts';
import { same } from '../../../src/values.ts';

export default {
  description:
    'the transactions listed for a masterchain block all belong to it (mc_block_seqno) and include one known to name it; two blocks apart, so the seqno decides',
  mode: 'schema-only',
  covers: ['seqno'],
  async run(ctx) {
    const recent = ctx.ok(
      await ctx.call({ operationId: 'getTransactions', args: { workchain: 0, limit: 100 } }),
    ).transactions;
    if (!recent.length) skip('the index holds no basechain transaction');
    const known = [recent[0]!, recent.findLast((t) => t.mc_block_seqno !== recent[0]!.mc_block_seqno)].filter(
      (t) => t !== undefined,
    );
    for (const tx of known) {
      const seqno = tx.mc_block_seqno;
      const txs = ctx.ok(await ctx.call({ args: { seqno, limit: 100 } })).transactions;
      check(
        txs.some((t) => same(t.hash, tx.hash)),
        `masterchain block ${seqno} does not list transaction ${tx.hash} that names it`,
      );
      for (const t of txs)
        check(
          t.mc_block_seqno === seqno,
          `transaction ${t.hash} belongs to masterchain block ${t.mc_block_seqno}, not ${seqno}`,
        );
    }
  },
} satisfies CaseDef<'v3', 'getTransactionsByMasterchainBlock'>;
