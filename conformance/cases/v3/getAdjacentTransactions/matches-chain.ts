import { skip } from '../../../src/case.ts';
import { matchesChainCase } from '../../../src/semantics/chain-cases.ts';

export default matchesChainCase({
  description: "the transactions adjacent to a transaction are, field for field, the chain's",
  async read(ctx) {
    const hash = ctx.data.message?.destTx.hash ?? skip('no internal message discovered on the target');
    return ctx.ok(await ctx.call({ operationId: 'getAdjacentTransactions', args: { hash } })).transactions;
  },
});
