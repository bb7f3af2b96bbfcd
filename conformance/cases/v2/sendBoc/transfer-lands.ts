import type { CaseDef } from '../../../src/case.ts';
import { awaitV2Transaction, checkSentTransfer, senderFor, signedTransfer } from '../../../src/send.ts';

export default {
  description:
    'a transfer signed by a genesis wallet is accepted by sendBoc and its transaction then appears in getTransactions',
  mode: 'schema-only',
  tags: ['send', 'local'],
  async run(ctx) {
    const { wallet, to } = await senderFor(ctx, 0);
    const t = await signedTransfer(ctx, wallet, to);
    ctx.ok(await ctx.call({ args: { boc: t.boc } }));
    checkSentTransfer(await awaitV2Transaction(ctx, wallet.address, t.hash), t);
  },
} satisfies CaseDef<'v2', 'sendBoc'>;
