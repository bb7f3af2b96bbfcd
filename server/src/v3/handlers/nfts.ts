import type pg from 'pg';
import { ApiError } from '../../http/errors.ts';
import { b64, jsonObject, rawAddress, rawAddresses, str } from '../convert.ts';
import { page, Where, withClient } from '../queries/db.ts';
import { run } from '../queries/statements.ts';
import { addAfter, orderBy } from '../queries/keyset.ts';
import { bookAndMetadata, cursorPaging, paging } from './common.ts';
import { BY_ADDRESS, boc, decodedPayload, eventKeys, eventWindow, ownerEventsSql } from './jettons.ts';
import type { V3Deps, V3HandlerGroup } from './types.ts';
import type { NftCollectionRow, NftItemListingRow, NftTransferRow, PrefixedCollectionRow } from '../queries/rows.ts';
import type { components } from '../../../../generated/v3/types.ts';

type S = components['schemas'];

function collectionRecord(r: NftCollectionRow): S['NftCollection'] {
  return {
    address: r.address,
    owner_address: r.owner_address ?? null,
    last_transaction_lt: String(r.last_transaction_lt),
    next_item_index: str(r.next_item_index) ?? '0',
    collection_content: jsonObject(r.collection_content ?? {}),
    // the indexer writes both hashes with every state it reads
    data_hash: b64(r.data_hash)!,
    code_hash: b64(r.code_hash)!,
  };
}

/** The joined `c_` columns of an item's collection, when it has one. */
function joinedCollection(r: PrefixedCollectionRow): NftCollectionRow | null {
  if (!r.c_address) return null;
  return {
    address: r.c_address,
    owner_address: r.c_owner_address,
    last_transaction_lt: r.c_last_transaction_lt ?? '0',
    next_item_index: r.c_next_item_index,
    collection_content: r.c_collection_content,
    data_hash: r.c_data_hash,
    code_hash: r.c_code_hash,
  };
}

function itemRecord(r: NftItemListingRow): S['NftItem'] {
  const collection = joinedCollection(r);
  const rec: S['NftItem'] = {
    address: r.address,
    init: r.init ?? false,
    index: str(r.index) ?? '0',
    collection_address: r.collection_address ?? null,
    owner_address: r.owner_address ?? null,
    content: jsonObject(r.content ?? {}),
    last_transaction_lt: String(r.last_transaction_lt),
    code_hash: b64(r.code_hash)!,
    data_hash: b64(r.data_hash)!,
    collection: collection ? collectionRecord(collection) : null,
    on_sale: Boolean(r.sale_address || r.auction_address),
  };
  if (r.sale_address) rec.sale_contract_address = r.sale_address;
  if (r.auction_address) rec.auction_contract_address = r.auction_address;
  // the owner behind the sale or auction contract is the seller the contract names, not the item's owner (the contract)
  if (r.seller && (r.sale_address || r.auction_address)) rec.real_owner = r.seller;
  return rec;
}

/** Items matching `w` with their collection and the sale or auction contract holding them, as `/nft/items` answers them. */
export async function queryItems(c: pg.PoolClient, w: Where, tail: string) {
  const { rows } = await c.query<NftItemListingRow>(
    `SELECT i.*, s.address AS sale_address, a.address AS auction_address, COALESCE(s.seller, a.seller) AS seller,
            c.address AS c_address, c.owner_address AS c_owner_address, c.last_transaction_lt AS c_last_transaction_lt,
            c.next_item_index AS c_next_item_index, c.collection_content AS c_collection_content, c.data_hash AS c_data_hash, c.code_hash AS c_code_hash
     FROM nft_items i
       LEFT JOIN nft_collections c ON c.address = i.collection_address
       LEFT JOIN LATERAL (SELECT address, nft_owner_address AS seller FROM getgems_nft_sales WHERE nft_address = i.address AND address = i.owner_address LIMIT 1) s ON true
       LEFT JOIN LATERAL (SELECT address, nft_owner AS seller FROM getgems_nft_auctions WHERE nft_addr = i.address AND address = i.owner_address LIMIT 1) a ON true
     ${w.sql} ${tail}`,
    w.params,
  );
  return rows.map(itemRecord);
}

export function nftHandlers(deps: V3Deps) {
  return {
    getNftCollections: async (input) => {
      const p = cursorPaging('getNftCollections', input, BY_ADDRESS);
      const w = new Where()
        .anyOf('address', rawAddresses(input.collection_address))
        .anyOf('owner_address', rawAddresses(input.owner_address));
      addAfter(w, BY_ADDRESS, p.sort, p.after);
      return withClient(deps.db, async (c) => {
        const { rows } = await c.query<NftCollectionRow>(
          `SELECT * FROM nft_collections ${w.sql} ORDER BY ${orderBy(BY_ADDRESS, p.sort)} ${page(w, p.limit, p.offset)}`,
          w.params,
        );
        const collections = rows.map((r) => collectionRecord(r));
        const addresses = collections.flatMap((x) => [x.address, x.owner_address]).filter((a): a is string => !!a);
        const body = { nft_collections: collections, ...(await bookAndMetadata(c, deps, addresses)) };
        return { ...body, next_cursor: p.next(rows) };
      });
    },

    getNftItems: async (input) => {
      const p = paging(input);
      const owners = rawAddresses(input.owner_address);
      const collections = rawAddresses(input.collection_address);
      if (collections && collections.length > 1 && owners?.length !== 1)
        throw new ApiError(422, 'exact one owner_address required for multiple collection_address');
      if (input.index?.length && !collections?.length)
        throw new ApiError(422, 'index parameter is not allowed without the collection_address');
      if (input.index?.some((i) => !/^\d+$/.test(i))) throw new ApiError(422, 'index should contain digits only');
      const w = new Where().anyOf('i.address', rawAddresses(input.address));
      if (owners?.length) {
        if (input.include_on_sale)
          w.add('(i.owner_address = ANY(?) OR COALESCE(s.seller, a.seller) = ANY(?))', owners, owners);
        else w.add('i.owner_address = ANY(?)', owners);
      }
      w.anyOf('i.collection_address', collections).anyOf('i.index', input.index);
      const order = input.sort_by_last_transaction_lt
        ? 'i.last_transaction_lt DESC, i.address ASC'
        : `${owners?.length ? 'i.owner_address ASC, ' : ''}i.collection_address ASC NULLS LAST, i.index ASC, i.address ASC`;
      return withClient(deps.db, async (c) => {
        const items = await queryItems(c, w, `ORDER BY ${order} ${page(w, p.limit, p.offset)}`);
        const addresses = items
          .flatMap((x) => [x.address, x.owner_address, x.collection_address])
          .filter((a): a is string => typeof a === 'string');
        return { nft_items: items, ...(await bookAndMetadata(c, deps, addresses)) };
      });
    },

    getNftTransfers: async (input) => {
      const p = cursorPaging('getNftTransfers', input, eventKeys(input));
      const owners =
        rawAddresses(input.owner_address) ?? (input.address === undefined ? undefined : [rawAddress(input.address)]);
      const w = new Where();
      w.anyOf('e.nft_item_address', rawAddresses(input.item_address)).when(
        input.collection_address !== undefined,
        'e.nft_collection_address = ?',
        input.collection_address && rawAddress(input.collection_address),
      );
      const order = eventWindow(w, input, p.sort, p.after);
      return withClient(deps.db, async (c) => {
        const { rows } = await run<NftTransferRow>(
          c,
          ownerEventsSql(
            'nft_transfers',
            w,
            owners,
            { inCol: 'e.new_owner', outCol: 'e.old_owner' },
            input.direction,
            order,
            p.limit,
            p.offset,
          ),
          w.params,
        );
        // the indexer records a transfer with the item it ran on and both owners (indexer/entities/events.ts)
        const transfers = rows.map((r): S['NftTransfer'] => ({
          query_id: str(r.query_id) ?? '0',
          nft_address: r.nft_item_address!,
          nft_collection: r.nft_collection_address ?? null,
          transaction_hash: b64(r.tx_hash)!,
          transaction_lt: String(r.tx_lt),
          transaction_now: Number(r.tx_now),
          transaction_aborted: r.tx_aborted,
          old_owner: r.old_owner!,
          new_owner: r.new_owner!,
          response_destination: r.response_destination ?? null,
          custom_payload: boc(r.custom_payload),
          decoded_custom_payload: decodedPayload(r.custom_payload),
          forward_amount: str(r.forward_amount),
          forward_payload: boc(r.forward_payload),
          decoded_forward_payload: decodedPayload(r.forward_payload),
          trace_id: b64(r.trace_id),
        }));
        const addresses = transfers
          .flatMap((t) => [t.nft_address, t.nft_collection, t.old_owner, t.new_owner])
          .filter((a): a is string => !!a);
        return { nft_transfers: transfers, ...(await bookAndMetadata(c, deps, addresses)), next_cursor: p.next(rows) };
      });
    },
  } satisfies V3HandlerGroup<'getNftCollections' | 'getNftItems' | 'getNftTransfers'>;
}
