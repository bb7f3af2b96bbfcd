import type pg from 'pg';
import { b64 } from '../convert.ts';
import { page, Where, type Sort } from './db.ts';
import { byMessageHash, messageTransactions } from './message-hashes.ts';
import { MESSAGE_COLUMNS, MESSAGE_JOINS, messageRecord } from './records.ts';
import type { MessageWithContentRow } from './rows.ts';

export interface MessageListFilter {
  msgHashes?: Buffer[];
  bodyHash?: Buffer;
  /** null selects messages without that end (external-in source, external-out destination) */
  source?: string | null;
  destination?: string | null;
  opcode?: number;
  startUtime?: number;
  endUtime?: number;
  startLt?: string;
  endLt?: string;
  direction?: 'in' | 'out';
  excludeExternals: boolean;
  onlyExternals: boolean;
}

/**
 * Each message once, ordered by created_lt (created_at with a unix-time bound) then hash; external-in
 * messages (no created_lt) sort after every internal message in both directions (D19).
 */
export async function selectMessages(
  c: pg.PoolClient,
  f: MessageListFilter,
  sort: Sort,
  limit: number,
  offset: number,
) {
  const w = new Where();
  if (f.msgHashes?.length) {
    const tx = await messageTransactions(c, f.msgHashes);
    if (tx.hashes.length === 0) return [];
    byMessageHash(w, f.msgHashes, tx);
  }
  w.when(f.bodyHash, 'm.body_hash = ?', f.bodyHash);
  if (f.source === null) w.add('m.source IS NULL');
  else w.when(f.source, 'm.source = ?', f.source);
  if (f.destination === null) w.add('m.destination IS NULL');
  else w.when(f.destination, 'm.destination = ?', f.destination);
  w.when(f.opcode !== undefined, 'm.opcode = ?', f.opcode)
    .when(f.startUtime !== undefined, 'm.created_at >= ?', f.startUtime)
    .when(f.endUtime !== undefined, 'm.created_at <= ?', f.endUtime)
    .when(f.startLt !== undefined, 'm.created_lt >= ?', f.startLt)
    .when(f.endLt !== undefined, 'm.created_lt <= ?', f.endLt)
    .when(f.direction, 'm.direction = ?', f.direction)
    .when(f.excludeExternals, 'm.created_lt IS NOT NULL')
    .when(f.onlyExternals, 'm.created_lt IS NULL');
  const col = f.startUtime !== undefined || f.endUtime !== undefined ? 'created_at' : 'created_lt';
  const dir = sort === 'asc' ? 'ASC' : 'DESC';
  const { rows: picked } = await c.query<{ msg_hash: Buffer; k: string | null }>(
    `SELECT m.msg_hash, max(m.${col}) AS k FROM messages m ${w.sql} GROUP BY m.msg_hash
     ORDER BY k ${dir} NULLS LAST, m.msg_hash ${dir} ${page(w, limit, offset)}`,
    w.params,
  );
  if (!picked.length) return [];
  // both sides of each picked message, within the transactions message_hashes names for it (their lts prune)
  const hashes = picked.map((p) => p.msg_hash);
  const tx = await messageTransactions(c, hashes);
  const { rows } = await c.query<MessageWithContentRow>(
    `SELECT ${MESSAGE_COLUMNS} FROM messages m ${MESSAGE_JOINS}
     WHERE m.tx_hash = ANY($2) AND m.tx_lt = ANY($3::bigint[]) AND m.msg_hash = ANY($1)`,
    [hashes, tx.hashes, tx.lts],
  );
  const byHash = new Map<string, MessageWithContentRow[]>();
  for (const r of rows) {
    const key = r.msg_hash.toString('hex');
    byHash.set(key, [...(byHash.get(key) ?? []), r]);
  }
  return picked.map((p) => {
    const sides = byHash.get(p.msg_hash.toString('hex')) ?? [];
    const inRow = sides.find((s) => s.direction === 'in');
    const outRow = sides.find((s) => s.direction === 'out');
    const rec = messageRecord((outRow ?? inRow)!);
    if (inRow) rec.in_msg_tx_hash = b64(inRow.tx_hash)!;
    if (outRow) rec.out_msg_tx_hash = b64(outRow.tx_hash)!;
    return rec;
  });
}
