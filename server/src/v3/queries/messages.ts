import type pg from 'pg';
import { b64 } from '../convert.ts';
import { page, Where, type Sort } from './db.ts';
import { messageTransactionKeys, messageTransactions, transactionKeys } from './message-hashes.ts';
import { opaque, planned, run } from './statements.ts';
import { withContents } from './contents.ts';
import { MESSAGE_ROW_BINARY, messageRecord, RECORD_MESSAGE_COLUMNS } from './records.ts';
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
 * The rows of messages $3 in transactions ($1 hashes, $2 their lts, pairwise), each read in its own partition,
 * without their contents: those are read as a transaction's are (`withContents`), kept ones from memory.
 */
const MESSAGE_SIDES = planned(
  `SELECT m.tx_hash, m.tx_lt, ${RECORD_MESSAGE_COLUMNS} FROM ${transactionKeys('$1', '$2')}
  CROSS JOIN LATERAL (SELECT * FROM messages m
    WHERE m.tx_hash = tk.hash AND m.tx_lt = tk.lt AND m.msg_hash = ANY(${opaque('$3', 'bytea[]')})) m`,
  { binaryColumns: MESSAGE_ROW_BINARY },
);

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
  // By hash: the transactions message_hashes names, each read in its own lt partition (a plan that does not
  // depend on the values, kept per connection: statements.ts); otherwise the filters' own indexes.
  let from = 'messages m';
  if (f.msgHashes?.length) {
    const tx = await messageTransactions(c, f.msgHashes);
    if (tx.hashes.length === 0) return [];
    from = `${messageTransactionKeys(w, tx)}
      CROSS JOIN LATERAL (SELECT * FROM messages m WHERE m.tx_hash = tk.hash AND m.tx_lt = tk.lt) m`;
    const hashes = opaque(w.param(f.msgHashes), 'bytea[]');
    w.add(`(m.msg_hash = ANY(${hashes}) OR m.msg_hash_norm = ANY(${hashes}))`);
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
  const list = `SELECT m.msg_hash, max(m.${col}) AS k FROM ${from} ${w.sql} GROUP BY m.msg_hash
     ORDER BY k ${dir} NULLS LAST, m.msg_hash ${dir} ${page(w, limit, offset)}`;
  const { rows: picked } = await run<{ msg_hash: Buffer; k: string | null }>(
    c,
    f.msgHashes?.length ? planned(list) : list,
    w.params,
  );
  if (!picked.length) return [];
  // both sides of each picked message, within the transactions message_hashes names for it
  const hashes = picked.map((p) => p.msg_hash);
  const tx = await messageTransactions(c, hashes);
  const { rows } = await run<MessageWithContentRow>(c, MESSAGE_SIDES, [tx.hashes, tx.lts, hashes]);
  await withContents(c, rows);
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
