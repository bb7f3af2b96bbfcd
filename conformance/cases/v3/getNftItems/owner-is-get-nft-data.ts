import { skip, type CaseDef } from '../../../src/case.ts';
import { getMethodStack } from '../../../src/get-method.ts';
import { eventually } from '../../../src/settled.ts';
import { same } from '../../../src/values.ts';

export default {
  description: 'an indexed NFT item\'s owner, index and collection are what its get_nft_data answers on chain (API v2)',
  mode: 'schema-only',
  async run(ctx) {
    const items = ctx.ok(await ctx.call({ args: { limit: 3 } })).nft_items as any[];
    if (!items.length) skip('the index lists no NFT item');
    for (const item of items) {
      await eventually(async () => {
        const now = (ctx.ok(await ctx.call({ args: { address: item.address } })).nft_items as any[])[0];
        const { exit, stack } = await getMethodStack(ctx, item.address, 'get_nft_data');
        if (exit !== 0) return `get_nft_data of ${item.address} exited ${exit}`;
        const [, index, collection, owner] = stack;
        if (!now) return `${item.address} is no longer listed`;
        if (!same(now.owner_address ?? 'addr_none', owner)) return `${item.address}: owner_address ${now.owner_address}, get_nft_data says ${owner}`;
        if (String(now.index) !== String(index)) return `${item.address}: index ${now.index}, get_nft_data says ${index}`;
        if (now.collection_address && !same(now.collection_address, collection)) return `${item.address}: collection_address ${now.collection_address}, get_nft_data says ${collection}`;
        return undefined;
      });
    }
  },
} satisfies CaseDef;
