import { check, type CaseDef } from '../../../src/case.ts';
import { awaitV2Transaction, checkSentTransfer, senderFor, signedTransfer } from '../../../src/send.ts';
import { same } from '../../../src/values.ts';

export default {
  description:
    "sendBocReturnHash returns the hash of the external message it broadcast, and that message's transaction appears",
  mode: 'schema-only',
  tags: ['send', 'local'],
  async run(ctx) {
    const { wallet, to } = await senderFor(ctx, 1);
    const t = await signedTransfer(ctx, wallet, to);
    const r = ctx.ok(await ctx.call({ args: { boc: t.boc } }));
    check(same(r.hash, t.hash), `returned hash ${r.hash} is not the message hash ${t.hash}`);
    checkSentTransfer(await awaitV2Transaction(ctx, wallet.address, t.hash), t);
  },
} satisfies CaseDef<'v2', 'sendBocReturnHash'>;
