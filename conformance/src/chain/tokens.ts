// What getTokenData must say of a token contract, read from the contract's own data cell (its ShardAccount,
// account.ts) in the storage layouts of the TEP-74 and TEP-62 reference contracts: the jetton minter
// (total_supply, admin, content, wallet code), the jetton wallet (balance, owner, master, code), the NFT
// collection (owner, next item index, content, item code, royalty) and the NFT item (index, collection, owner,
// content). A contract whose data does not parse in its layout yields nothing to compare.
import type { Address, Cell } from '@ton/core';
import { friendly } from './resolver.ts';
import { comparable, snake, tokenContent } from './token-content.ts';

export type TokenKind = 'jetton-minter' | 'jetton-wallet' | 'nft-collection' | 'nft-item';

/** The fields the data determines, as v2 prints them (addresses url-safe bounceable, v2 D20; codes by hash; contents as token-content.ts compares them). */
export type TokenTruth = Record<string, string | undefined>;

const addr = (a: Address | null): string | undefined => (a ? friendly(a) : undefined);
/** The common content of the reference collection: data owner, next index, then ^(collection content, common content). */
function commonContent(collection: Cell): Cell | undefined {
  const s = collection.beginParse();
  s.loadMaybeAddress();
  s.loadUintBig(64);
  return s.loadRef().refs[1];
}
const contentOf = (c: Cell): string | undefined => {
  const content = tokenContent(c);
  return content ? comparable(content) : undefined;
};

export function tokenTruth(kind: TokenKind, data: Cell | undefined, collectionData?: Cell): TokenTruth | undefined {
  if (!data) return undefined;
  try {
    const s = data.beginParse();
    switch (kind) {
      case 'jetton-minter': {
        const supply = s.loadCoins().toString();
        const admin = addr(s.loadMaybeAddress());
        const content = contentOf(s.loadRef());
        return {
          total_supply: supply,
          admin_address: admin,
          jetton_content: content,
          jetton_wallet_code: s.loadRef().hash().toString('hex'),
        };
      }
      case 'jetton-wallet':
        return {
          balance: s.loadCoins().toString(),
          owner: addr(s.loadAddress()),
          jetton: addr(s.loadAddress()),
          jetton_wallet_code: s.loadRef().hash().toString('hex'),
        };
      case 'nft-collection': {
        const owner = addr(s.loadMaybeAddress());
        const next = s.loadUintBig(64).toString();
        return { owner_address: owner, next_item_index: next, collection_content: contentOf(s.loadRef().refs[0]!) };
      }
      case 'nft-item': {
        const index = s.loadUintBig(64).toString();
        const collection = addr(s.loadMaybeAddress());
        const owner = addr(s.loadMaybeAddress());
        const individual = s.loadRef();
        // with a collection the item's content is the collection's common content followed by the individual one
        // (get_nft_content of the reference collection); the individual part is read when the collection is known
        const content = collectionData ? commonContent(collectionData) : undefined;
        return {
          index,
          collection_address: collection,
          owner_address: owner,
          content: content
            ? comparable({
                type: 'offchain',
                data: snake(content.beginParse()).toString('utf8') + snake(individual.beginParse()).toString('utf8'),
              })
            : undefined,
        };
      }
    }
  } catch {
    return undefined;
  }
}
