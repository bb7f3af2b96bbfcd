/**
 * Get-method ids of a contract code, read from its method dictionary (FunC/Tolk layout: SETCP0,
 * `19 DICTPUSHCONST` with the dictionary in the first reference), and the interfaces they suggest.
 */
import { getMethodId, type Cell } from '@ton/core';
import { forEachLeaf } from '../../tlb/hashmap.ts';

export const methodId = getMethodId;

/**
 * Method ids, or null when the code does not start with a method dictionary we can read (e.g. a library cell).
 * Keys are taken unsigned, as v3 publishes them (`contract_methods` are uint32): recv_external (-1) is 524287.
 */
export function methodIds(code: Cell): bigint[] | null {
  if (code.isExotic || code.refs.length === 0) return null;
  const s = code.beginParse();
  let skip = -1;
  if (s.remainingBits >= 40 && s.preloadUint(16) === 0xff00 && s.clone().skip(16).preloadUint(24) === 0xf4a413)
    skip = 16;
  else if (s.remainingBits >= 24 && s.preloadUint(24) === 0xf4a413) skip = 0;
  if (skip < 0) return null;
  const ids: bigint[] = [];
  try {
    forEachLeaf(code.refs[0]!, 19, (key) => ids.push(key));
  } catch {
    return null;
  }
  return ids.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** Interfaces and the get-methods each needs; an interface is probed only when all of its methods exist. */
export const INTERFACE_METHODS: Record<string, string[]> = {
  jetton_master: ['get_jetton_data', 'get_wallet_address'],
  jetton_wallet: ['get_wallet_data'],
  nft_collection: ['get_collection_data', 'get_nft_address_by_index'],
  nft_item: ['get_nft_data'],
  dns_item: ['get_nft_data', 'get_domain', 'dnsresolve'],
  multisig: ['get_multisig_data'],
  multisig_order: ['get_order_data'],
  vesting: ['get_vesting_data'],
  nft_sale: ['get_sale_data'],
  nft_auction: ['get_auction_data'],
};

export function candidateInterfaces(ids: bigint[]): string[] {
  const have = new Set(ids.map(Number));
  return Object.entries(INTERFACE_METHODS)
    .filter(([, ms]) => ms.every((m) => have.has(methodId(m))))
    .map(([k]) => k);
}
