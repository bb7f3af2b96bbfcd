import { skip } from '../../../src/case.ts';
import { matchesChainCase } from '../../../src/semantics/chain-cases.ts';

export default matchesChainCase({
  description: "the transactions of a masterchain block are, field for field, the chain's",
  async read(ctx) {
    const newest = ctx.ok(await ctx.call({ operationId: 'getTransactions', args: { workchain: 0, limit: 1 } }))
      .transactions[0];
    if (!newest) skip('the index holds no basechain transaction');
    const seqno = newest.mc_block_seqno;
    return ctx.ok(await ctx.call({ operationId: 'getTransactionsByMasterchainBlock', args: { seqno, limit: 50 } }))
      .transactions;
  },
});
