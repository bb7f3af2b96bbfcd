import type pg from 'pg';
import type * as Table from '../../../../generated/db/rows.ts';
import { ApiError } from '../../http/errors.ts';
import { b64 } from '../convert.ts';
import { withContents } from '../queries/contents.ts';
import { RECORD_MESSAGE_COLUMNS, transactionRecord } from '../queries/records.ts';
import type { MessageWithContentRow, TransactionRow } from '../queries/rows.ts';

/** A pending_transactions row: a transaction's columns with its finality and its trace's external message. */
export interface PendingTransactionRow
  extends TransactionRow,
    Pick<Table.PendingTransactionsRow, 'finality' | 'trace_external_hash'> {
  finality: 'pending' | 'confirmed';
}

/**
 * Pending (emulated) data lives in the indexer's pending_* tables (see SCHEMA-NEEDS.md): the same columns
 * as transactions / messages / traces / actions plus `finality` and `trace_external_hash`. A deployment
 * whose index has no such tables has no emulation store: 501 (D12).
 */
export async function pendingStore(
  c: pg.PoolClient,
  tables = ['pending_transactions', 'pending_messages'],
): Promise<void> {
  const { rows } = await c.query<{ ok: boolean | null }>(
    'SELECT bool_and(to_regclass(t) IS NOT NULL) AS ok FROM unnest($1::text[]) AS t',
    [tables],
  );
  if (!rows[0]?.ok) throw new ApiError(501, 'pending traces store is not configured in this deployment');
}

export async function pendingTransactions(c: pg.PoolClient, accounts: string[], traceIds?: Buffer[]) {
  await pendingStore(c);
  const params: unknown[] = [accounts];
  let sql = 'SELECT t.* FROM pending_transactions t WHERE t.account = ANY($1)';
  if (traceIds?.length) {
    params.push(traceIds);
    sql += ' AND t.trace_id = ANY($2)';
  }
  const { rows } = await c.query<PendingTransactionRow>(`${sql} ORDER BY t.lt DESC, t.account ASC LIMIT 1000`, params);
  return pendingRecords(c, rows);
}

/** Every emulated transaction of a pending trace, by lt then account (the order of a trace's transactions). */
export async function pendingTraceTransactions(c: pg.PoolClient, traceId: Buffer, max: number) {
  const { rows } = await c.query<PendingTransactionRow>(
    'SELECT t.* FROM pending_transactions t WHERE t.trace_id = $1 ORDER BY t.lt ASC, t.account ASC LIMIT $2',
    [traceId, max],
  );
  return pendingRecords(c, rows);
}

/** The accounts of each pending transaction, by hash: who a pending action involves besides its details. */
export async function pendingTransactionAccounts(c: pg.PoolClient, hashes: Buffer[]): Promise<Map<string, string>> {
  const { rows } = await c.query<{ hash: Buffer; account: string }>(
    'SELECT hash, account FROM pending_transactions WHERE hash = ANY($1)',
    [hashes],
  );
  return new Map(rows.map((r) => [r.hash.toString('hex'), r.account]));
}

async function pendingRecords(c: pg.PoolClient, rows: PendingTransactionRow[]) {
  if (!rows.length) return [];
  const { rows: msgs } = await c.query<MessageWithContentRow>(
    `SELECT m.tx_hash, m.tx_lt, ${RECORD_MESSAGE_COLUMNS} FROM pending_messages m WHERE m.tx_hash = ANY($1)`,
    [rows.map((r) => r.hash)],
  );
  // bodies and StateInits as an indexed transaction's: the emulator stores them the same way (ton_insert_contents)
  await withContents(c, msgs);
  return pendingTransactionRecords(rows, msgs);
}

/** Pending transactions as v3 records, each with its messages (their contents read already), marked emulated. */
export function pendingTransactionRecords(rows: PendingTransactionRow[], msgs: MessageWithContentRow[]) {
  return rows.map((t) => {
    const mine = msgs.filter((m) => m.tx_hash.equals(t.hash));
    const rec = transactionRecord(
      t,
      mine.find((m) => m.direction === 'in'),
      mine.filter((m) => m.direction === 'out'),
      new Map(),
    );
    rec.emulated = true;
    rec.finality = t.finality ?? 'pending';
    if (t.trace_external_hash) rec.trace_external_hash = b64(t.trace_external_hash)!;
    return rec;
  });
}
