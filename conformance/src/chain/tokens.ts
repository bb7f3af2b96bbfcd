// What getTokenData must say of a token contract, read from the contract's own data cell (its ShardAccount,
// account.ts) in the storage layouts of the TEP-74 and TEP-62 reference contracts: the jetton minter
// (total_supply, admin, content, wallet code), the jetton wallet (balance, owner, master, code), the NFT
// collection (owner, next item index, content, item code, royalty) and the NFT item (index, collection, owner,
// content). A contract whose data does not parse in its layout yields nothing to compare.
import type { Address, Cell } from '@ton/core';
import { friendly } from './resolver.ts';

export type TokenKind = 'jetton-minter' | 'jetton-wallet' | 'nft-collection' | 'nft-item';

/** The fields the data determines, as v2 prints them (addresses url-safe bounceable, v2 D20; codes by hash). */
export type TokenTruth = Record<string, string | undefined>;

const addr = (a: Address | null): string | undefined => (a ? friendly(a) : undefined);

export function tokenTruth(kind: TokenKind, data: Cell | undefined): TokenTruth | undefined {
  if (!data) return undefined;
  try {
    const s = data.beginParse();
    switch (kind) {
      case 'jetton-minter': {
        const supply = s.loadCoins().toString();
        const admin = addr(s.loadMaybeAddress());
        s.loadRef(); // content: printed decoded, compared elsewhere
        return { total_supply: supply, admin_address: admin, jetton_wallet_code: s.loadRef().hash().toString('hex') };
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
        return { owner_address: owner, next_item_index: s.loadUintBig(64).toString() };
      }
      case 'nft-item':
        return {
          index: s.loadUintBig(64).toString(),
          collection_address: addr(s.loadMaybeAddress()),
          owner_address: addr(s.loadMaybeAddress()),
        };
    }
  } catch {
    return undefined;
  }
}
