/**
 * An NFT item paid directly (the Fragment/telemint auction): a plain payment to the item, which assigns itself to
 * the payer (ownership_assigned) and pays the seller out (#370fec51). It is the item's transfer, as a purchase.
 */
import type { NodeMatcher } from '../matcher.ts';
import { failed, iface, OP, opOf, type Node } from '../parts.ts';
import { ownershipAssigned } from './nft-payload.ts';

export const nftItemPurchase: NodeMatcher = {
  name: 'NFT item purchase',
  types: ['nft_transfer'],
  claim(n, trace, make) {
    const op = opOf(n);
    if (!n.in?.source || (op !== null && op !== 0)) return null;
    const item = iface(trace, n.tx.account, 'NftItem');
    const assigned = item ? n.children.find((c) => opOf(c) === OP.ownershipAssigned) : undefined;
    if (!assigned) return null;
    const payouts = n.children.filter((c) => opOf(c) === OP.telemintPayout);
    const seller = payouts.reduce<Node | undefined>(
      (m, c) => (!m || (c.in?.value ?? 0n) > (m.in?.value ?? 0n) ? c : m),
      undefined,
    );
    const read = ownershipAssigned(assigned);
    const data: Record<string, unknown> = read
      ? {
          query_id: read.query_id,
          is_purchase: true,
          price: n.in.value,
          forward_amount: null,
          custom_payload: null,
          forward_payload: read.forward_payload,
          response_destination: null,
          marketplace: 'fragment',
          real_prev_owner: null,
        }
      : {};
    data.nft_item_index = item?.index ?? null;
    const a = make('nft_transfer', [n, assigned, ...payouts], {
      source: seller?.tx.account ?? null,
      destination: assigned.tx.account,
      asset_secondary: n.tx.account,
      asset: (item?.collection_address as string | undefined) ?? null,
      nft_transfer_data: data,
    });
    a.success = !failed(n.tx);
    return [a];
  },
};
