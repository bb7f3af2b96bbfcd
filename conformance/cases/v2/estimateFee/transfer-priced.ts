import { check, type CaseDef } from '../../../src/case.ts';
import { senderFor, signedTransfer } from '../../../src/send.ts';

export default {
  description:
    'a signed wallet transfer is priced: gas and an inbound forwarding fee at the source, one destination, the same price twice (storage fees aside, which grow with time)',
  mode: 'schema-only',
  tags: ['local'],
  async run(ctx) {
    const { wallet, to } = await senderFor(ctx, 2);
    const t = await signedTransfer(ctx, wallet, to);
    const { Cell, loadMessage } = await import('@ton/core');
    const body = loadMessage(Cell.fromBase64(t.boc).beginParse()).body.toBoc().toString('base64');
    const args = { address: wallet.address, body, ignore_chksig: false };
    const a = ctx.ok(await ctx.call({ args }));
    const b = ctx.ok(await ctx.call({ args }));
    check(a.source_fees.gas_fee > 0, `source gas_fee ${a.source_fees.gas_fee}: a wallet transfer runs code`);
    check(
      a.source_fees.in_fwd_fee > 0,
      `source in_fwd_fee ${a.source_fees.in_fwd_fee}: an external message pays import`,
    );
    // storage_fee is charged for the time since the account last paid: a second or a block between the two calls
    // can add a nanoton to it, on a correct server, but not more than seconds of storage cost; every other fee is a
    // function of the query and the config
    const timeless = (q: typeof a) => JSON.stringify(q, (key, value) => (key === 'storage_fee' ? undefined : value));
    check(
      timeless(a) === timeless(b),
      `the same query was priced twice differently: ${JSON.stringify(a)} vs ${JSON.stringify(b)}`,
    );
    const storageGap = Math.abs(Number(a.source_fees.storage_fee) - Number(b.source_fees.storage_fee));
    check(
      storageGap <= Math.max(10, Number(a.source_fees.storage_fee)),
      `storage fee ${b.source_fees.storage_fee} a moment after ${a.source_fees.storage_fee}: more than seconds of storage`,
    );
  },
} satisfies CaseDef<'v2', 'estimateFee'>;
