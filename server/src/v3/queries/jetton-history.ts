// A jetton wallet's balance history from the index (v3 D35): the readings of get_wallet_data the indexer keeps in
// jetton_wallet_balances (migration 0017), one per masterchain block that changed the balance. The zero state's
// reading of a wallet (no transaction, tx_hash null) is never a point; it is the balance the next one counts from.
import type pg from 'pg';
import { page, type Sort, Where } from './db.ts';

export interface JettonBalanceChangeRow {
  address: string;
  jetton: string | null;
  owner: string | null;
  lt: string;
  hash: Buffer;
  now: string;
  mc_seqno: number;
  balance: string;
  /** the balance before; null when the index cannot tell it */
  before: string | null;
}

export interface JettonHistoryFilter {
  wallet?: string;
  owner?: string;
  jetton?: string;
  startLt?: string;
  endLt?: string;
  startUtime?: string;
  endUtime?: string;
  limit: number;
  offset: number;
  sort: Sort;
}

/**
 * The balance before a reading `b`: the wallet's previous reading (`p`), else 0 when the first transaction the index
 * holds of the wallet started without code (`fs`: nonexist or uninit, so no get_wallet_data and no jettons), else
 * unknown. Readings are kept only where the balance changed, so only a wallet's first one can equal the balance before
 * (a wallet created empty).
 */
const BEFORE = `coalesce(p.balance, CASE WHEN fs.orig_status IN ('nonexist', 'uninit') THEN 0 END)`;

/** The change points of the selected wallets, each with the balance before it. */
export async function jettonBalanceChanges(
  c: pg.PoolClient,
  f: JettonHistoryFilter,
): Promise<JettonBalanceChangeRow[]> {
  const w = new Where();
  w.add('b.tx_hash IS NOT NULL');
  w.when(f.wallet, 'b.address = ?', f.wallet);
  w.when(f.owner, 'b.owner = ?', f.owner);
  w.when(f.jetton, 'b.jetton = ?', f.jetton);
  w.when(f.startLt, 'b.tx_lt >= ?', f.startLt);
  w.when(f.endLt, 'b.tx_lt <= ?', f.endLt);
  w.when(f.startUtime, 'b.tx_now >= ?', f.startUtime);
  w.when(f.endUtime, 'b.tx_now <= ?', f.endUtime);
  // a change: the balance before unknown or different. One level, in index order, so a page of a busy wallet
  // reads its rows from the newest (or oldest) and stops at the limit instead of sorting the wallet's history
  w.add(`${BEFORE} IS DISTINCT FROM b.balance`);
  const dir = f.sort === 'asc' ? 'ASC' : 'DESC';
  const sql = `
    SELECT b.address, b.jetton, b.owner, b.tx_lt AS lt, b.tx_hash AS hash, b.tx_now AS now, b.mc_seqno, b.balance,
      ${BEFORE} AS before
    FROM jetton_wallet_balances b
    LEFT JOIN LATERAL (
      SELECT q.balance FROM jetton_wallet_balances q
      WHERE q.address = b.address AND q.tx_lt < b.tx_lt ORDER BY q.tx_lt DESC LIMIT 1
    ) p ON true
    LEFT JOIN LATERAL (
      SELECT orig_status FROM transactions WHERE account = b.address ORDER BY lt LIMIT 1
    ) fs ON p.balance IS NULL
    ${w.sql}
    ORDER BY b.tx_lt ${dir}, b.address ${dir}
    ${page(w, f.limit, f.offset)}`;
  const { rows } = await c.query<JettonBalanceChangeRow>(sql, w.params);
  return rows;
}
