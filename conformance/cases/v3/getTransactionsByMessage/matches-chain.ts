import { skip } from '../../../src/case.ts';
import { matchesChainCase } from '../../../src/semantics/chain-cases.ts';

export default matchesChainCase({
  description: "the sending and receiving transactions of a message are, field for field, the chain's",
  async read(ctx) {
    const hash = ctx.data.message?.hash ?? skip('no internal message discovered on the target');
    return ctx.ok(await ctx.call({ operationId: 'getTransactionsByMessage', args: { msg_hash: [hash] } })).transactions;
  },
});
