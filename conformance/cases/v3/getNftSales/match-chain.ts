import { Address } from '@ton/core';
import { randomBytes } from 'node:crypto';
import { check, skip, type CaseDef } from '../../../src/case.ts';
import { chainSale, heldItems } from '../../../src/semantics/sales.ts';
import { same } from '../../../src/values.ts';

export default {
  description:
    'address=[S, X] answers the sale S as its get_sale_data says (the NFT, seller, marketplace, price, fees, royalty) and leaves out X, an ordinary account; each asked sale is answered once',
  mode: 'schema-only',
  covers: ['address'],
  async run(ctx) {
    const held = await heldItems(ctx);
    const sales: Array<{ contract: string; chain: NonNullable<Awaited<ReturnType<typeof chainSale>>> }> = [];
    for (const h of held.slice(0, 3)) {
      const chain = await chainSale(ctx, h.contract);
      if (chain) sales.push({ contract: h.contract, chain });
    }
    if (!sales.length)
      skip('no item is held by a getgems fixed-price sale (the contract whose get-method the suite reads)');
    const stranger = new Address(0, randomBytes(32)).toRawString();
    for (const s of sales) {
      const got = ctx.ok(await ctx.call({ args: { address: [s.contract, stranger] } })).nft_sales;
      check(
        got.length === 1 && same(got[0]!.address, s.contract),
        `address=[${s.contract}, an ordinary account] answered ${got.map((x) => x.address).join(', ') || 'nothing'}`,
      );
      const r = got[0]!;
      const d = (r.details ?? {}) as Record<string, unknown>;
      const record = {
        is_complete: d.is_complete,
        created_at: r.created_at,
        marketplace_address: String(r.marketplace_address).toUpperCase(),
        nft_address: String(r.nft_address).toUpperCase(),
        nft_owner_address: String(r.nft_owner_address).toUpperCase(),
        full_price: String(d.full_price),
        marketplace_fee_address: String(d.marketplace_fee_address).toUpperCase(),
        marketplace_fee: String(d.marketplace_fee),
        royalty_address: String(d.royalty_address).toUpperCase(),
        royalty_amount: String(d.royalty_amount),
      };
      check(r.type === 'getgems_sale', `sale ${s.contract} is typed ${r.type}, not getgems_sale`);
      check(
        JSON.stringify(record) === JSON.stringify(s.chain),
        `sale ${s.contract}: ${JSON.stringify(record)}; get_sale_data says ${JSON.stringify(s.chain)}`,
      );
    }
    const none = ctx.ok(await ctx.call({ args: { address: [stranger] } })).nft_sales;
    check(none.length === 0, `an ordinary account alone answered ${none.length} sale(s)`);
  },
} satisfies CaseDef<'v3', 'getNftSales'>;
