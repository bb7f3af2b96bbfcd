/**
 * An NFT item deployed by its collection: `nft_mint`, and when the new item announces its first owner
 * (ownership_assigned), that announcement is the item's first transfer, from nobody.
 */
import type { NodeMatcher } from '../matcher.ts';
import { iface, OP, opOf } from '../parts.ts';
import { ownershipAssigned } from './nft-payload.ts';

export const nftMint: NodeMatcher = {
  name: 'NFT mint',
  types: ['nft_mint', 'nft_transfer'],
  claim(n, trace, make) {
    const deploys = n.tx.orig_status !== 'active' && n.tx.end_status === 'active';
    const item = deploys && n.parent ? iface(trace, n.tx.account, 'NftItem') : undefined;
    if (!item || !n.parent) return null;
    const index = item.index ?? null;
    const out = [
      make('nft_mint', [n], {
        source: n.parent.tx.account,
        destination: n.tx.account,
        asset: n.parent.tx.account,
        asset_secondary: n.tx.account,
        opcode: opOf(n),
        nft_mint_data: { nft_item_index: index },
      }),
    ];
    const assigned = n.children.find((c) => opOf(c) === OP.ownershipAssigned);
    if (!assigned) return out;
    const read = ownershipAssigned(assigned);
    const data: Record<string, unknown> = read
      ? {
          query_id: read.query_id,
          is_purchase: false,
          price: null,
          nft_item_index: index,
          forward_amount: null,
          custom_payload: null,
          forward_payload: read.forward_payload,
          response_destination: null,
        }
      : {};
    out.push(
      make('nft_transfer', [assigned], {
        destination: assigned.tx.account,
        asset_secondary: n.tx.account,
        asset: n.parent.tx.account,
        nft_transfer_data: data,
      }),
    );
    return out;
  },
};
