import { compact, num, rawAddresses, str, b64 } from '../convert.ts';
import { Where, withClient } from '../queries/db.ts';
import { bookAndMetadata } from './common.ts';
import { queryItems } from './nfts.ts';
import type { V3Deps, V3HandlerGroup } from './types.ts';
import type { GetgemsAuctionRow, GetgemsSaleRow } from '../queries/rows.ts';
import type { components } from '../../../../generated/v3/types.ts';

type S = components['schemas'];

/** Fields every sale type shares; absent ones are left out, as upstream omits them. */
function common(
  type: string,
  r: GetgemsSaleRow | GetgemsAuctionRow,
  nft: string | null,
  owner: string | null,
  marketplace: string | null,
) {
  return compact({
    type,
    address: r.address,
    nft_address: nft,
    nft_owner_address: owner,
    marketplace_address: marketplace,
    created_at: num(r.created_at),
    last_transaction_lt: str(r.last_transaction_lt),
    code_hash: b64(r.code_hash),
    data_hash: b64(r.data_hash),
  });
}

function saleRecord(r: GetgemsSaleRow): S['NftSale'] {
  return {
    ...common('getgems_sale', r, r.nft_address, r.nft_owner_address, r.marketplace_address),
    type: 'getgems_sale',
    address: r.address,
    details: compact({
      is_complete: r.is_complete,
      full_price: str(r.full_price),
      marketplace_fee_address: r.marketplace_fee_address,
      marketplace_fee: str(r.marketplace_fee),
      royalty_address: r.royalty_address,
      royalty_amount: str(r.royalty_amount),
    }),
  };
}

function auctionRecord(r: GetgemsAuctionRow): S['NftSale'] {
  return {
    ...common('getgems_auction', r, r.nft_addr, r.nft_owner, r.mp_addr),
    type: 'getgems_auction',
    address: r.address,
    details: compact({
      end_flag: r.end_flag,
      end_time: num(r.end_time),
      last_bid: str(r.last_bid),
      last_member: r.last_member,
      min_step: num(r.min_step),
      mp_fee_address: r.mp_fee_addr,
      mp_fee_factor: num(r.mp_fee_factor),
      mp_fee_base: num(r.mp_fee_base),
      royalty_fee_address: r.royalty_fee_addr,
      royalty_fee_factor: num(r.royalty_fee_factor),
      royalty_fee_base: num(r.royalty_fee_base),
      max_bid: str(r.max_bid),
      min_bid: str(r.min_bid),
      last_bid_at: num(r.last_bid_at),
      is_canceled: r.is_canceled,
    }),
  };
}

const addressesOf = (o: Record<string, unknown>): string[] =>
  Object.entries(o)
    .filter(([k, v]) => typeof v === 'string' && (k === 'address' || k.endsWith('_address') || k === 'last_member'))
    .map(([, v]) => v as string);

/**
 * `/nft/sales` over the getgems sale and auction contracts the indexer detects. Telemint items are
 * not detected by this indexer, so the `telemint` type never appears here (v3 D26).
 */
export function nftSaleHandlers(deps: V3Deps) {
  return {
    getNftSales: async (input) => {
      const addresses = rawAddresses(input.address)!;
      return withClient(deps.db, async (c) => {
        const sales = await c.query<GetgemsSaleRow>(
          'SELECT * FROM getgems_nft_sales WHERE address = ANY($1) ORDER BY address',
          [addresses],
        );
        const auctions = await c.query<GetgemsAuctionRow>(
          'SELECT * FROM getgems_nft_auctions WHERE address = ANY($1) ORDER BY address',
          [addresses],
        );
        const records: S['NftSale'][] = [...sales.rows.map(saleRecord), ...auctions.rows.map(auctionRecord)];
        const nfts = [...new Set(records.map((s) => s.nft_address).filter((a): a is string => !!a))];
        const items = nfts.length ? await queryItems(c, new Where().add('i.address = ANY(?)', nfts), '') : [];
        const byAddress = new Map(items.map((i) => [i.address, i]));
        const book: string[] = [];
        for (const s of records) {
          const item = s.nft_address && byAddress.get(s.nft_address);
          if (item) s.nft_item = item;
          book.push(...addressesOf(s), ...addressesOf(s.details));
          if (item) book.push(...addressesOf(item));
        }
        return { nft_sales: records, ...(await bookAndMetadata(c, deps, [...new Set(book)])) };
      });
    },
  } satisfies V3HandlerGroup<'getNftSales'>;
}
