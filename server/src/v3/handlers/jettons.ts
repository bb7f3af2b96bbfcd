import { Cell } from '@ton/core';
import type pg from 'pg';
import { ApiError } from '../../http/errors.ts';
import { b64, rawAddress, rawAddresses, str } from '../convert.ts';
import { decodeBody, type Decoded } from '../decode.ts';
import { page, Where, withClient, type Sort } from '../queries/db.ts';
import { addAfter, type Keyset, type KeyValues, orderBy } from '../queries/keyset.ts';
import { opaque, planned, run, type Planned } from '../queries/statements.ts';
import { bigParam, bookAndMetadata, cursorPaging, paging } from './common.ts';
import type { V3Deps, V3HandlerGroup } from './types.ts';
import type { JettonBurnRow, JettonMasterRow, JettonTransferRow, JettonWalletListingRow } from '../queries/rows.ts';
import type { components } from '../../../../generated/v3/types.ts';

type S = components['schemas'];

export const boc = (b: Buffer | null | undefined): string | null => (b ? b.toString('base64') : null);

export function decodedPayload(b: Buffer | null | undefined): Decoded | null {
  if (!b) return null;
  try {
    return decodeBody(Cell.fromBoc(b)[0]!);
  } catch {
    return null;
  }
}

export interface EventWindow {
  start_utime?: number;
  end_utime?: number;
  start_lt?: number;
  end_lt?: number;
}

/** An entity list in address order (its primary key), ascending whatever `sort` says: the lists have none. */
export const BY_ADDRESS: Keyset = [{ sql: 'address', dir: 'asc', kind: 'address' }];

const EVENT_KEYS_BY_LT: Keyset = [
  { sql: 'e.tx_lt', dir: 'sort' },
  { sql: 'e.tx_hash', dir: 'sort', kind: 'bytea' },
];
const EVENT_KEYS_BY_UTIME: Keyset = [{ sql: 'e.tx_now', dir: 'sort' }, ...EVENT_KEYS_BY_LT];

/** An event list's whole order: tx_lt, or tx_now with a unix-time bound, then tx_hash ((tx_hash, tx_lt) is the key). */
export const eventKeys = (input: EventWindow): Keyset =>
  input.start_utime !== undefined || input.end_utime !== undefined ? EVENT_KEYS_BY_UTIME : EVENT_KEYS_BY_LT;

/** Time windows on the event's transaction, and the position of a cursor (D36); the ORDER BY of `eventKeys`. */
export function eventWindow(w: Where, input: EventWindow, sort: Sort, after?: KeyValues): string {
  w.when(input.start_utime !== undefined, 'e.tx_now >= ?', input.start_utime)
    .when(input.end_utime !== undefined, 'e.tx_now <= ?', input.end_utime)
    .when(input.start_lt !== undefined, 'e.tx_lt >= ?', bigParam(input.start_lt))
    .when(input.end_lt !== undefined, 'e.tx_lt <= ?', bigParam(input.end_lt));
  addAfter(w, eventKeys(input), sort, after);
  return `ORDER BY ${orderBy(eventKeys(input), sort)}`;
}

/** Owner filter on events, refined by direction: `in` the receiving side, `out` the sending one, `both` either. */
function ownerFilter(w: Where, owners: string[] | undefined, inCol: string, outCol: string, direction = 'both'): void {
  if (!owners?.length) return;
  if (direction === 'in') w.add(`${inCol} = ANY(?)`, owners);
  else if (direction === 'out') w.add(`${outCol} = ANY(?)`, owners);
  else w.add(`(${inCol} = ANY(?) OR ${outCol} = ANY(?))`, owners, owners);
}

/**
 * The page of `table`'s events (alias `e`) matching `w` whose owner filter is `owners` in `direction`. One owner
 * on either side is read as two index-ordered scans, the events it received and those it sent (the others), each
 * stopped at the page: a condition `receiver = x OR sender = x` is read through both parties' indexes whole and
 * sorted, so its cost grows with the owner's history. The rows and their order are those of the plain condition.
 * With no other filter (no parameter in `w`) that statement's plan does not depend on the owner, so it is planned
 * once per connection (statements.ts): planning its two scans of every partition costs more than running them.
 */
export function ownerEventsSql(
  table: string,
  w: Where,
  owners: string[] | undefined,
  columns: { inCol: string; outCol: string },
  direction: string | undefined,
  order: string,
  limit: number,
  offset: number,
): string | Planned {
  if (owners?.length !== 1 || (direction ?? 'both') !== 'both') {
    ownerFilter(w, owners, columns.inCol, columns.outCol, direction);
    return `SELECT e.* FROM ${table} e ${w.sql} ${order} ${page(w, limit, offset)}`;
  }
  const ownerOnly = w.params.length === 0;
  const where = w.sql ? `${w.sql} AND` : 'WHERE';
  const owner = ownerOnly ? opaque(w.param(owners[0]), 'text') : w.param(owners[0]);
  // each branch needs the rows up to the page's end at most; written in when the page is the first, so the
  // planner knows the scans stop early (and a statement is not made per offset)
  const upTo = offset === 0 ? String(limit) : w.param(limit + offset);
  const sql = `SELECT e.* FROM (
      (SELECT e.* FROM ${table} e ${where} ${columns.inCol} = ${owner} ${order} LIMIT ${upTo})
      UNION ALL
      (SELECT e.* FROM ${table} e ${where} ${columns.outCol} = ${owner} AND ${columns.inCol} IS DISTINCT FROM ${owner}
       ${order} LIMIT ${upTo})
    ) e ${order} ${page(w, limit, offset)}`;
  return ownerOnly ? planned(sql) : sql;
}

const ownersOf = (input: { owner_address?: string[]; address?: string }) =>
  rawAddresses(input.owner_address) ?? (input.address === undefined ? undefined : [rawAddress(input.address)]);

function masterRecord(r: JettonMasterRow): S['JettonMaster'] {
  // the indexer writes the hashes with every state it reads
  return {
    address: r.address,
    total_supply: str(r.total_supply) ?? '0',
    mintable: r.mintable ?? false,
    admin_address: r.admin_address ?? null,
    jetton_content: (r.jetton_content ?? {}) as S['JettonContent'],
    jetton_wallet_code_hash: b64(r.jetton_wallet_code_hash)!,
    code_hash: b64(r.code_hash)!,
    data_hash: b64(r.data_hash)!,
    last_transaction_lt: String(r.last_transaction_lt),
  };
}

function walletRecord(r: JettonWalletListingRow): S['JettonWallet'] {
  // a wallet row is written once its owner and master are read from its state
  const rec: S['JettonWallet'] = {
    address: r.address,
    balance: str(r.balance) ?? '0',
    owner: r.owner!,
    jetton: r.jetton!,
    last_transaction_lt: String(r.last_transaction_lt),
    code_hash: b64(r.code_hash),
    data_hash: b64(r.data_hash),
  };
  if (r.mintless_is_claimed === false && r.mintless_amount !== null) {
    rec.mintless_info = {
      amount: str(r.mintless_amount)!,
      start_from: Number(r.mintless_start_from ?? 0),
      expire_at: Number(r.mintless_expire_at ?? 0),
      custom_payload_api_uri: r.custom_payload_api_uri ?? [],
    };
  }
  return rec;
}

async function list<R extends pg.QueryResultRow, T>(
  c: pg.PoolClient,
  sql: string | Planned,
  w: Where,
  map: (r: R) => T,
  /** given the rows read (a cursor's next position is read from them) */
  read?: (rows: R[]) => void,
): Promise<T[]> {
  const { rows } = await run<R>(c, sql, w.params);
  read?.(rows);
  return rows.map(map);
}

export function jettonHandlers(deps: V3Deps) {
  return {
    getJettonMasters: async (input) => {
      const p = cursorPaging('getJettonMasters', input, BY_ADDRESS);
      const w = new Where()
        .anyOf('address', rawAddresses(input.address))
        .anyOf('admin_address', rawAddresses(input.admin_address));
      addAfter(w, BY_ADDRESS, p.sort, p.after);
      return withClient(deps.db, async (c) => {
        const masters = await list(
          c,
          `SELECT * FROM jetton_masters ${w.sql} ORDER BY ${orderBy(BY_ADDRESS, p.sort)} ${page(w, p.limit, p.offset)}`,
          w,
          masterRecord,
        );
        const addresses = masters.flatMap((m) => [m.address, m.admin_address]).filter((a): a is string => !!a);
        const body = { jetton_masters: masters, ...(await bookAndMetadata(c, deps, addresses)) };
        return { ...body, next_cursor: p.next(masters) };
      });
    },

    getJettonWallets: async (input) => {
      const p = paging(input);
      const owners = rawAddresses(input.owner_address);
      const jettons = rawAddresses(input.jetton_address);
      if (jettons && jettons.length > 1 && owners?.length !== 1)
        throw new ApiError(422, 'exact one owner_address required for multiple jetton_address');
      const w = new Where()
        .anyOf('w.address', rawAddresses(input.address))
        .anyOf('w.owner', owners)
        .anyOf('w.jetton', jettons)
        .when(input.exclude_zero_balance, 'w.balance + coalesce(w.mintless_amount, 0) > 0');
      const order = input.sort ? `w.balance ${input.sort === 'asc' ? 'ASC' : 'DESC'}, w.address ASC` : 'w.id ASC';
      return withClient(deps.db, async (c) => {
        const wallets = await list(
          c,
          `SELECT w.*, mm.custom_payload_api_uri FROM jetton_wallets w LEFT JOIN mintless_jetton_masters mm ON mm.address = w.jetton
           ${w.sql} ORDER BY ${order} ${page(w, p.limit, p.offset)}`,
          w,
          walletRecord,
        );
        const addresses = wallets
          .flatMap((x) => [x.address, x.owner, x.jetton])
          .filter((a): a is string => typeof a === 'string');
        return { jetton_wallets: wallets, ...(await bookAndMetadata(c, deps, addresses)) };
      });
    },

    getJettonTransfers: async (input) => {
      const p = cursorPaging('getJettonTransfers', input, eventKeys(input));
      let nextCursor: string | null = null;
      const w = new Where().add('e.tx_aborted = false');
      w.anyOf('e.jetton_wallet_address', rawAddresses(input.jetton_wallet)).when(
        input.jetton_master !== undefined,
        'e.jetton_master_address = ?',
        input.jetton_master && rawAddress(input.jetton_master),
      );
      const order = eventWindow(w, input, p.sort, p.after);
      return withClient(deps.db, async (c) => {
        // a transfer is recorded with both parties, the sending wallet and its master (indexer/entities/events.ts)
        const transfers = await list(
          c,
          ownerEventsSql(
            'jetton_transfers',
            w,
            ownersOf(input),
            { inCol: 'e.destination', outCol: 'e.source' },
            input.direction,
            order,
            p.limit,
            p.offset,
          ),
          w,
          (r: JettonTransferRow): S['JettonTransfer'] => ({
            query_id: str(r.query_id) ?? '0',
            source: r.source!,
            destination: r.destination!,
            amount: str(r.amount) ?? '0',
            source_wallet: r.jetton_wallet_address!,
            jetton_master: r.jetton_master_address!,
            transaction_hash: b64(r.tx_hash)!,
            transaction_lt: String(r.tx_lt),
            transaction_now: Number(r.tx_now),
            transaction_aborted: r.tx_aborted,
            response_destination: r.response_destination ?? null,
            custom_payload: boc(r.custom_payload),
            decoded_custom_payload: decodedPayload(r.custom_payload),
            forward_ton_amount: str(r.forward_ton_amount),
            forward_payload: boc(r.forward_payload),
            decoded_forward_payload: decodedPayload(r.forward_payload),
            trace_id: b64(r.trace_id),
          }),
          (rows) => (nextCursor = p.next(rows)),
        );
        const addresses = transfers.flatMap((t) => [
          t.source,
          t.destination,
          t.source_wallet,
          t.jetton_master,
          t.response_destination,
        ]);
        return {
          jetton_transfers: transfers,
          ...(await bookAndMetadata(
            c,
            deps,
            addresses.filter((a): a is string => !!a),
          )),
          next_cursor: nextCursor,
        };
      });
    },

    getJettonBurns: async (input) => {
      const p = cursorPaging('getJettonBurns', input, eventKeys(input));
      let nextCursor: string | null = null;
      const w = new Where()
        .anyOf('e.owner', ownersOf(input))
        .anyOf('e.jetton_wallet_address', rawAddresses(input.jetton_wallet))
        .when(
          input.jetton_master !== undefined,
          'e.jetton_master_address = ?',
          input.jetton_master && rawAddress(input.jetton_master),
        );
      const order = eventWindow(w, input, p.sort, p.after);
      return withClient(deps.db, async (c) => {
        // a burn is recorded with its owner, the burning wallet and its master (indexer/entities/events.ts)
        const burns = await list(
          c,
          `SELECT e.* FROM jetton_burns e ${w.sql} ${order} ${page(w, p.limit, p.offset)}`,
          w,
          (r: JettonBurnRow): S['JettonBurn'] => ({
            query_id: str(r.query_id) ?? '0',
            owner: r.owner!,
            jetton_wallet: r.jetton_wallet_address!,
            jetton_master: r.jetton_master_address!,
            transaction_hash: b64(r.tx_hash)!,
            transaction_lt: String(r.tx_lt),
            transaction_now: Number(r.tx_now),
            transaction_aborted: r.tx_aborted,
            amount: str(r.amount) ?? '0',
            response_destination: r.response_destination ?? null,
            custom_payload: boc(r.custom_payload),
            decoded_custom_payload: decodedPayload(r.custom_payload),
            trace_id: b64(r.trace_id),
          }),
          (rows) => (nextCursor = p.next(rows)),
        );
        const addresses = burns.flatMap((b) => [b.owner, b.jetton_wallet, b.jetton_master]);
        return {
          jetton_burns: burns,
          ...(await bookAndMetadata(
            c,
            deps,
            addresses.filter((a): a is string => !!a),
          )),
          next_cursor: nextCursor,
        };
      });
    },
  } satisfies V3HandlerGroup<'getJettonMasters' | 'getJettonWallets' | 'getJettonTransfers' | 'getJettonBurns'>;
}
