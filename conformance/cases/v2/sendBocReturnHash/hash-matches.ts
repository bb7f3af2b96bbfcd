import { beginCell, Cell, loadMessage } from '@ton/core';
import { check, type CaseDef } from '../../../src/case.ts';
import { awaitV2Transaction, checkSentTransfer, senderFor, signedTransfer } from '../../../src/send.ts';
import { same } from '../../../src/values.ts';

/** TEP-467: the external message with src addr_none, import_fee 0, no init and the body in a reference. */
function normalizedHash(boc: string): string {
  const m = loadMessage(Cell.fromBase64(boc).beginParse());
  if (m.info.type !== 'external-in') throw new Error('not an inbound external message');
  return beginCell()
    .storeUint(2, 2)
    .storeUint(0, 2)
    .storeAddress(m.info.dest)
    .storeCoins(0)
    .storeBit(false)
    .storeBit(true)
    .storeRef(m.body)
    .endCell()
    .hash()
    .toString('base64');
}

export default {
  description:
    "sendBocReturnHash (over POST, then JSON-RPC) returns the hash of the external message it broadcast and its TEP-467 normalised hash, and that message's transaction appears",
  mode: 'schema-only',
  tags: ['send', 'local'],
  covers: ['boc'],
  async run(ctx) {
    const { wallet, to } = await senderFor(ctx, 1);
    for (const transport of ['post', 'jsonrpc'] as const) {
      const t = await signedTransfer(ctx, wallet, to);
      const r = ctx.ok(await ctx.call({ args: { boc: t.boc }, ...(transport === 'jsonrpc' ? { transport } : {}) }));
      check(same(r.hash, t.hash), `${transport}: returned hash ${r.hash} is not the message hash ${t.hash}`);
      const norm = normalizedHash(t.boc);
      check(same(r.hash_norm, norm), `${transport}: hash_norm ${r.hash_norm} is not the normalised hash ${norm}`);
      checkSentTransfer(await awaitV2Transaction(ctx, wallet.address, t.hash), t);
    }
  },
} satisfies CaseDef<'v2', 'sendBocReturnHash'>;
