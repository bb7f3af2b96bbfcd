import { isDeepStrictEqual } from 'node:util';
import { friendly } from '../../../src/chain/resolver.ts';
import { stateAtSeqnoCase, resultOf } from '../../../src/chain/state-case.ts';
import { fields } from '../../../src/values.ts';

// The resolver the suite deploys is a TEP-62 item without collection: before its deploy there is no token
// (409), from its commit on its get_nft_data answers exactly what the suite put in its data.
export default stateAtSeqnoCase(
  'the resolver the suite deploys is no token at the seqno before its deploy (409) and, from the commit on, an NFT item without collection with the index, owner and on-chain content of its data',
  ['resolver'],
  (ex, point, fact) => {
    if (point.side === 'before')
      return ex.response.status === 409
        ? undefined
        : `HTTP ${ex.response.status} before the contract exists, expected 409`;
    const { result, problem } = resultOf(ex);
    if (problem) return problem;
    const r = fields(result);
    const d = fact.resolver;
    const want: Record<string, unknown> = {
      '@type': 'ext.tokens.nftItemData',
      address: friendly(d.address),
      contract_type: 'nft_item',
      init: true,
      index: d.index.toString(),
      owner_address: friendly(d.owner),
      content: { type: 'onchain', data: d.content },
    };
    for (const [k, v] of Object.entries(want))
      if (!isDeepStrictEqual(r?.[k], v)) return `${k} is ${JSON.stringify(r?.[k])}, the data says ${JSON.stringify(v)}`;
    // an absent (addr_none) collection is left out (v2 D20)
    return r?.collection_address === undefined
      ? undefined
      : `collection_address ${r.collection_address} of an item without collection`;
  },
);
