import { Cell, loadMessage } from '@ton/core';
import { check, otherOk, type CaseDef } from '../../../src/case.ts';
import { senderFor, signedTransfer } from '../../../src/send.ts';

export default {
  description: 'a signed wallet transfer is priced exactly as API v2 prices it',
  mode: 'schema-only',
  tags: ['local'],
  async run(ctx) {
    const { wallet, to } = await senderFor(ctx, 2);
    const seqno = Number((await otherOk(ctx, 'getWalletInformation', { address: wallet.address })).seqno);
    const t = await signedTransfer(ctx, wallet, to, seqno);
    const body = loadMessage(Cell.fromBase64(t.boc).beginParse()).body.toBoc().toString('base64');
    const args = { address: wallet.address, body, ignore_chksig: false };
    const v3 = ctx.ok(await ctx.call({ args }));
    const v2 = await otherOk(ctx, 'estimateFee', args);
    // Forward and gas fees depend only on the message and the config; the storage fee grows with the seconds since
    // the account last paid, so the two calls may differ there by what a few seconds of storage cost.
    const pick = (f: { in_fwd_fee: number; gas_fee: number; fwd_fee: number }) =>
      [f.in_fwd_fee, f.gas_fee, f.fwd_fee].map(Number);
    check(
      JSON.stringify(pick(v3.source_fees)) === JSON.stringify(pick(v2.source_fees)),
      `source fees ${JSON.stringify(v3.source_fees)} ≠ v2 ${JSON.stringify(v2.source_fees)}`,
    );
    const storageGap = Math.abs(Number(v3.source_fees.storage_fee) - Number(v2.source_fees.storage_fee));
    check(
      storageGap <= Math.max(10, Number(v2.source_fees.storage_fee)),
      `storage fee ${v3.source_fees.storage_fee} is far from v2's ${v2.source_fees.storage_fee}`,
    );
  },
} satisfies CaseDef<'v3', 'estimateFee'>;
