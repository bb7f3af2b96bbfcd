/** Readers shared by the NFT matchers: TEP-62 payload tails and the marketplace contract an item was sold by. */
import type { Slice } from '@ton/core';
import type { TraceInput } from '../model.ts';
import { body, type Node } from '../parts.ts';

/** A TEP-62 forward_payload:(Either Cell ^Cell) at the end of a body, as a BOC; null when the body ends before it. */
export function forwardPayload(s: Slice): string | null {
  const fwd = s.remainingBits > 0 || s.remainingRefs > 0 ? (s.loadBit() ? s.loadRef() : s.asCell()) : null;
  return fwd ? fwd.toBoc().toString('base64') : null;
}

/** ownership_assigned#05138d91 query_id:uint64 prev_owner:MsgAddress forward_payload; null when not that layout. */
export function ownershipAssigned(n: Node): { query_id: bigint; forward_payload: string | null } | null {
  try {
    const s = body(n.in)!;
    s.skip(32);
    const queryId = s.loadUintBig(64);
    s.loadAddressAny();
    return { query_id: queryId, forward_payload: forwardPayload(s) };
  } catch {
    return null;
  }
}

/** A marketplace fixed-price sale or auction contract known for this address (its price, marketplace and seller). */
export function saleOf(
  trace: TraceInput,
  address: string,
): { kind: 'sale' | 'auction'; price: unknown; marketplace: string | null; prevOwner: string | null } | null {
  const i = trace.interfaces[address];
  if (i?.NftSale)
    return {
      kind: 'sale',
      price: i.NftSale.full_price ?? null,
      marketplace: (i.NftSale.marketplace_address as string) ?? null,
      prevOwner: (i.NftSale.nft_owner_address as string) ?? null,
    };
  if (i?.NftAuction)
    return {
      kind: 'auction',
      price: i.NftAuction.last_bid ?? null,
      marketplace: (i.NftAuction.mp_addr as string) ?? null,
      prevOwner: (i.NftAuction.nft_owner as string) ?? null,
    };
  return null;
}
