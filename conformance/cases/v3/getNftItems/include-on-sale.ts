import { check, skip, type CaseDef } from '../../../src/case.ts';
import { chainSale, heldItems } from '../../../src/semantics/sales.ts';
import { same } from '../../../src/values.ts';

export default {
  description:
    'an item on a sale is owned by the sale contract: owner_address=<seller> leaves it out, and with include_on_sale=true finds it, its real_owner the seller get_sale_data names; owner_address=<the sale> finds it either way',
  mode: 'schema-only',
  covers: ['include_on_sale', 'owner_address'],
  async run(ctx) {
    const held = await heldItems(ctx);
    let judged = false;
    for (const h of held.slice(0, 3)) {
      const sale = await chainSale(ctx, h.contract);
      if (!sale) continue;
      const seller = sale.nft_owner_address;
      const find = async (owner: string, include_on_sale?: boolean) =>
        ctx
          .ok(
            await ctx.call({
              args: {
                owner_address: [owner],
                limit: 1000,
                ...(include_on_sale === undefined ? {} : { include_on_sale }),
              },
            }),
          )
          .nft_items.find((i) => same(i.address, h.item));
      check(
        !(await find(seller)),
        `owner_address=${seller} (the seller) finds ${h.item}, which the sale ${h.contract} owns`,
      );
      check(
        !(await find(seller, false)),
        `include_on_sale=false: owner_address=${seller} finds ${h.item}, which the sale owns`,
      );
      const onSale = await find(seller, true);
      check(
        onSale,
        `include_on_sale=true: owner_address=${seller} (the seller behind ${h.contract}) does not find ${h.item}`,
      );
      check(
        same(onSale.real_owner, seller) && onSale.on_sale === true,
        `${h.item}: real_owner ${onSale.real_owner}, on_sale ${onSale.on_sale}; get_sale_data names seller ${seller}`,
      );
      check(
        !!(await find(h.contract)) && !!(await find(h.contract, true)),
        `owner_address=${h.contract} (the sale) does not find the item it holds`,
      );
      judged = true;
    }
    if (!judged) skip('no item is held by a getgems fixed-price sale (the contract whose get-method the suite reads)');
  },
} satisfies CaseDef<'v3', 'getNftItems'>;
