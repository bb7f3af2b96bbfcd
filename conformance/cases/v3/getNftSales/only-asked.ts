import { check, type CaseDef } from '../../../src/case.ts';
import { same } from '../../../src/values.ts';

export default {
  description:
    "every sale answered is a contract that was asked for; an item's sale or auction contract is found with that item; an ordinary account is no sale",
  mode: 'schema-only',
  async run(ctx) {
    const items = ctx.ok(await ctx.call({ operationId: 'getNftItems', args: { limit: 100 } })).nft_items ?? [];
    const held = new Map<string, string>();
    for (const i of items)
      for (const k of ['sale_contract_address', 'auction_contract_address'] as const) {
        const contract = i[k];
        if (contract) held.set(contract, i.address);
      }
    const ordinary = ctx.data.accounts.find((a) => ![...held.keys()].some((h) => same(h, a)));
    const asked = [...held.keys(), ...(ordinary ? [ordinary] : [])];
    if (!asked.length) return;
    const sales = ctx.ok(await ctx.call({ args: { address: asked } })).nft_sales;
    for (const s of sales)
      check(
        asked.some((a) => same(a, s.address)),
        `sale ${s.address} was not asked for`,
      );
    if (ordinary)
      check(!sales.some((s) => same(s.address, ordinary)), `the ordinary account ${ordinary} was answered as a sale`);
    // a contract the index reports as holding an item may since have ended: when it is answered, it holds that item
    for (const [contract, item] of held) {
      const s = sales.find((x) => same(x.address, contract));
      if (s) check(same(s.nft_address, item), `sale ${contract} holds ${s.nft_address}, /nft/items says ${item}`);
    }
  },
} satisfies CaseDef<'v3', 'getNftSales'>;
