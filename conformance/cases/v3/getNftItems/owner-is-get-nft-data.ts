import { getMethodAgreesCase } from '../../../src/common-cases.ts';
import { same } from '../../../src/values.ts';

export default getMethodAgreesCase({
  description: "an indexed NFT item's owner, index and collection are what its get_nft_data answers on chain (API v2)",
  records: 'nft_items',
  what: 'NFT item',
  method: 'get_nft_data',
  differs(item, [, index, collection, owner]) {
    if (!same(item.owner_address ?? 'addr_none', owner))
      return `${item.address}: owner_address ${item.owner_address}, get_nft_data says ${owner}`;
    if (String(item.index) !== String(index)) return `${item.address}: index ${item.index}, get_nft_data says ${index}`;
    if (item.collection_address && !same(item.collection_address, collection))
      return `${item.address}: collection_address ${item.collection_address}, get_nft_data says ${collection}`;
    return undefined;
  },
});
