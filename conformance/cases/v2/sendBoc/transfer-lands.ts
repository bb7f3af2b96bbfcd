import { fail, type CaseDef } from '../../../src/case.ts';
import { awaitV2Transaction, checkSentTransfer, senderFor, signedTransfer } from '../../../src/send.ts';

export default {
  description:
    'a transfer signed by a genesis wallet, broadcast by sendBoc over POST and another over JSON-RPC, each lands: its transaction is the one of that external message and sends the value to the recipient',
  mode: 'schema-only',
  tags: ['send', 'local'],
  covers: ['boc'],
  async run(ctx) {
    const { wallet, to } = await senderFor(ctx, 0);
    const first = await signedTransfer(ctx, wallet, to);
    ctx.ok(await ctx.call({ args: { boc: first.boc } }));
    checkSentTransfer(await awaitV2Transaction(ctx, wallet.address, first.hash), first);
    const second = await signedTransfer(ctx, wallet, to);
    if (second.hash === first.hash) fail('the wallet seqno did not move after its transfer landed');
    ctx.ok(await ctx.call({ args: { boc: second.boc }, transport: 'jsonrpc' }));
    checkSentTransfer(await awaitV2Transaction(ctx, wallet.address, second.hash), second);
  },
} satisfies CaseDef<'v2', 'sendBoc'>;
