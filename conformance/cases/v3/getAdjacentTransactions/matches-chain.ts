import { knownMessage } from '../../../src/semantics/known.ts';
import { matchesChainCase } from '../../../src/semantics/chain-cases.ts';

export default matchesChainCase({
  description: "the transactions adjacent to a transaction are, field for field, the chain's",
  async read(ctx) {
    const hash = (await knownMessage(ctx)).destTx.hash;
    return ctx.ok(await ctx.call({ operationId: 'getAdjacentTransactions', args: { hash } })).transactions;
  },
});
