import { knownMessage } from '../../../src/semantics/known.ts';
import { matchesChainCase } from '../../../src/semantics/chain-cases.ts';

export default matchesChainCase({
  description: "the sending and receiving transactions of a message are, field for field, the chain's",
  async read(ctx) {
    const { hash } = await knownMessage(ctx);
    return ctx.ok(await ctx.call({ operationId: 'getTransactionsByMessage', args: { msg_hash: [hash] } })).transactions;
  },
});
