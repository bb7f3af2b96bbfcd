// An account's past from the index (v3 D34): its state at the end of a masterchain block and the points where its
// TON balance changed. The index holds an account's state at each masterchain block that committed one of its
// transactions, on the row of its last transaction there (migration 0011) or, for rows written before that, in
// account_states by hash; both readings below take the row's own fields first and the table second.
import type pg from 'pg';
import { ApiError } from '../../http/errors.ts';
import { addAfter, type Keyset, type KeyValues } from './keyset.ts';
import { page, type Sort, Where } from './db.ts';
import type { LatestAccountStateRow, TransactionRow } from './rows.ts';

/** The masterchain block a state is read at. */
export interface McBlockAt {
  seqno: number;
  utime: number;
}

/** A state the index holds, with the transaction that left it (none for a state held from before the first). */
export interface PastState {
  state: StateFields | null;
  lastLt: string | null;
  lastHash: Buffer | null;
}

/** What a state is answered with (account_states' columns; latest_account_states has them too). */
type StateFields = Pick<
  LatestAccountStateRow,
  'balance' | 'balance_extra_currencies' | 'account_status' | 'code_hash' | 'data_hash' | 'frozen_hash'
>;

const notIndexed = (seqno: number) => new ApiError(404, `account state at masterchain block ${seqno} not indexed`);

/** Masterchain block `seqno` when the index holds it; 404 otherwise (beyond the last, before the first, a gap). */
export async function mcBlockBySeqno(c: pg.PoolClient, seqno: number): Promise<McBlockAt> {
  const { rows } = await c.query<{ seqno: number; gen_utime: string }>(
    'SELECT seqno, gen_utime FROM blocks WHERE workchain = -1 AND seqno = $1 LIMIT 1',
    [seqno],
  );
  if (!rows[0]) throw new ApiError(404, `masterchain block ${seqno} not found`);
  return { seqno: rows[0].seqno, utime: Number(rows[0].gen_utime) };
}

/**
 * The last masterchain block generated at or before `utime`; 404 when that time is after the last indexed
 * masterchain block's (a later block may yet be indexed) or before the first one's.
 */
export async function mcBlockByUtime(c: pg.PoolClient, utime: string): Promise<McBlockAt> {
  const { rows } = await c.query<{ seqno: number; gen_utime: string; last_utime: string }>(
    `SELECT b.seqno, b.gen_utime, l.gen_utime AS last_utime
     FROM (SELECT gen_utime FROM blocks WHERE workchain = -1 ORDER BY seqno DESC LIMIT 1) l,
     LATERAL (SELECT seqno, gen_utime FROM blocks WHERE workchain = -1 AND gen_utime <= $1::bigint
              ORDER BY gen_utime DESC, seqno DESC LIMIT 1) b`,
    [utime],
  );
  const r = rows[0];
  if (!r || BigInt(utime) > BigInt(r.last_utime))
    throw new ApiError(404, `no indexed masterchain block at utime ${utime}`);
  return { seqno: r.seqno, utime: Number(r.gen_utime) };
}

type StateAfterRow = Pick<TransactionRow, 'lt' | 'hash'> & { known: boolean } & StateFields;

/** The state after transaction `t`: the row's own fields (0011), else account_states by the hash after. */
const STATE_AFTER = `
  (t.state_after_account_status IS NOT NULL OR s.hash IS NOT NULL) AS known,
  CASE WHEN t.state_after_account_status IS NOT NULL THEN t.state_after_balance ELSE s.balance END AS balance,
  CASE WHEN t.state_after_account_status IS NOT NULL THEN t.state_after_balance_extra_currencies
       ELSE s.balance_extra_currencies END AS balance_extra_currencies,
  coalesce(t.state_after_account_status, s.account_status) AS account_status,
  CASE WHEN t.state_after_account_status IS NOT NULL THEN t.state_after_code_hash ELSE s.code_hash END AS code_hash,
  CASE WHEN t.state_after_account_status IS NOT NULL THEN t.state_after_data_hash ELSE s.data_hash END AS data_hash,
  CASE WHEN t.state_after_account_status IS NOT NULL THEN t.state_after_frozen_hash ELSE s.frozen_hash END
    AS frozen_hash`;

/**
 * The account's state as of the end of masterchain block `at`: after its last transaction committed by it or an
 * earlier one. Before its first transaction: the state the index holds from before it (a zero-state account), or
 * none when that transaction created the account; 404 when the index cannot tell (an account of the zero state
 * whose first state it does not hold, or whose history starts before the index's).
 */
export async function stateAt(c: pg.PoolClient, account: string, at: McBlockAt): Promise<PastState> {
  const last = await c.query<StateAfterRow>(
    `SELECT t.lt, t.hash, ${STATE_AFTER}
     FROM (SELECT * FROM transactions WHERE account = $1 AND mc_block_seqno <= $2 ORDER BY lt DESC LIMIT 1) t
     LEFT JOIN account_states s ON t.state_after_account_status IS NULL AND s.hash = t.account_state_hash_after`,
    [account, at.seqno],
  );
  const t = last.rows[0];
  if (t) {
    if (!t.known) throw notIndexed(at.seqno);
    return { state: t, lastLt: t.lt, lastHash: t.hash };
  }
  // no transaction by then: the state before the account's first one the index holds
  const first = await c.query<Pick<TransactionRow, 'orig_status'> & { known: boolean } & StateFields>(
    `SELECT f.orig_status, s.hash IS NOT NULL AS known, s.balance, s.balance_extra_currencies, s.account_status,
            s.code_hash, s.data_hash, s.frozen_hash
     FROM (SELECT orig_status, account_state_hash_before FROM transactions WHERE account = $1 ORDER BY lt LIMIT 1) f
     LEFT JOIN account_states s ON s.hash = f.account_state_hash_before`,
    [account],
  );
  const f = first.rows[0];
  if (f) {
    if (f.known) return { state: f, lastLt: null, lastHash: null };
    // the first transaction the index holds created the account; otherwise the account existed before it (in the
    // zero state, or before the index's history starts) in a state the index does not hold
    if (f.orig_status !== 'nonexist') throw notIndexed(at.seqno);
    return { state: null, lastLt: null, lastHash: null };
  }
  // no transaction at all: a state the index holds is one the account has had throughout (the zero state's)
  const latest = await c.query<LatestAccountStateRow>('SELECT * FROM latest_account_states WHERE account = $1', [
    account,
  ]);
  const l = latest.rows[0];
  if (l && l.last_trans_lt !== null && BigInt(l.last_trans_lt) !== 0n) throw notIndexed(at.seqno);
  return { state: l ?? null, lastLt: null, lastHash: null };
}

export interface BalanceChangeRow {
  lt: string;
  hash: Buffer;
  now: string;
  mc_block_seqno: number | null;
  balance: string;
  /** the balance before; null when the index cannot tell it */
  before: string | null;
}

export interface HistoryFilter {
  account: string;
  startLt?: string;
  endLt?: string;
  startUtime?: string;
  endUtime?: string;
  limit: number;
  offset: number;
  sort: Sort;
  /** the key of the row to continue after (a cursor, D36) */
  after?: KeyValues;
}

/** A balance history's order: the transaction's lt, unique within the one account. */
export const BALANCE_HISTORY_KEYS: Keyset = [{ sql: 't.lt', dir: 'sort' }];

/**
 * The account's transactions whose state after the index holds (its last of each masterchain block), with the
 * balance after and the balance after the previous such transaction (the balance before the first: the state its
 * first transaction started from when held, 0 when that transaction created the account, else unknown), where
 * the two differ.
 */
export async function balanceChanges(c: pg.PoolClient, f: HistoryFilter): Promise<BalanceChangeRow[]> {
  const w = new Where();
  w.add('t.account = ?', f.account);
  w.when(f.startLt, 't.lt >= ?', f.startLt);
  w.when(f.endLt, 't.lt <= ?', f.endLt);
  w.when(f.startUtime, 't.now >= ?', f.startUtime);
  w.when(f.endUtime, 't.now <= ?', f.endUtime);
  w.add('(t.state_after_account_status IS NOT NULL OR s.hash IS NOT NULL)');
  // on the transaction's lt inside, where the (account, lt) index reads it, rather than on h.lt (the same value)
  addAfter(w, BALANCE_HISTORY_KEYS, f.sort, f.after);
  const dir = f.sort === 'asc' ? 'ASC' : 'DESC';
  const sql = `
    SELECT * FROM (
      SELECT t.lt, t.hash, t.now, t.mc_block_seqno,
        coalesce(CASE WHEN t.state_after_account_status IS NOT NULL THEN t.state_after_balance ELSE s.balance END, 0)
          AS balance,
        coalesce(p.balance, fs.balance, CASE WHEN fs.orig_status = 'nonexist' THEN 0 END) AS before
      FROM transactions t
      LEFT JOIN account_states s ON t.state_after_account_status IS NULL AND s.hash = t.account_state_hash_after
      LEFT JOIN LATERAL (
        SELECT coalesce(CASE WHEN q.state_after_account_status IS NOT NULL THEN q.state_after_balance
                             ELSE qs.balance END, 0) AS balance
        FROM transactions q
        LEFT JOIN account_states qs ON q.state_after_account_status IS NULL AND qs.hash = q.account_state_hash_after
        WHERE q.account = t.account AND q.lt < t.lt AND (q.state_after_account_status IS NOT NULL OR qs.hash IS NOT NULL)
        ORDER BY q.lt DESC LIMIT 1
      ) p ON true
      LEFT JOIN LATERAL (
        SELECT r.orig_status, rs.balance
        FROM (SELECT orig_status, account_state_hash_before FROM transactions
              WHERE account = t.account ORDER BY lt LIMIT 1) r
        LEFT JOIN account_states rs ON rs.hash = r.account_state_hash_before
      ) fs ON p.balance IS NULL
      ${w.sql}
    ) h
    WHERE h.before IS NULL OR h.before <> h.balance
    ORDER BY h.lt ${dir}
    ${page(w, f.limit, f.offset)}`;
  const { rows } = await c.query<BalanceChangeRow>(sql, w.params);
  return rows;
}
