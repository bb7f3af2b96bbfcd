import type pg from 'pg';
import { b64 } from '../convert.ts';
import { page, Where, type Sort } from './db.ts';
import { addAfter, type KeyColumn, type Keyset, type KeyValues } from './keyset.ts';
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

const hashKey: KeyColumn = { sql: 'm.msg_hash', dir: 'sort', kind: 'bytea' };
/**
 * A message list's whole order on the message's own columns (the same on both of its rows, so a condition on them
 * keeps or drops a message whole): created_lt, or created_at with a unix-time bound, external-in last, then hash.
 */
export const messageKeys = (byUtime: boolean): Keyset => [
  { sql: byUtime ? 'm.created_at' : 'm.created_lt', dir: 'sort', nullable: true },
  hashKey,
];

/** A page of messages and the sort key of its last message (for its next cursor, D36). */
export interface MessagePage {
  messages: Array<ReturnType<typeof messageRecord>>;
  last: KeyValues | undefined;
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
  /** the key of the message to continue after (a cursor, D36) */
  after?: KeyValues,
): Promise<MessagePage> {
  const w = new Where();
  // By hash: the transactions message_hashes names, each read in its own lt partition (a plan that does not
  // depend on the values, kept per connection: statements.ts); otherwise the filters' own indexes.
  let from = 'messages m';
  if (f.msgHashes?.length) {
    const tx = await messageTransactions(c, f.msgHashes);
    if (tx.hashes.length === 0) return { messages: [], last: undefined };
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
  const byUtime = f.startUtime !== undefined || f.endUtime !== undefined;
  const col = byUtime ? 'created_at' : 'created_lt';
  addAfter(w, messageKeys(byUtime), sort, after);
  const dir = sort === 'asc' ? 'ASC' : 'DESC';
  const list = `SELECT m.msg_hash, max(m.${col}) AS k FROM ${from} ${w.sql} GROUP BY m.msg_hash
     ORDER BY k ${dir} NULLS LAST, m.msg_hash ${dir} ${page(w, limit, offset)}`;
  const { rows: picked } = await run<{ msg_hash: Buffer; k: string | null }>(
    c,
    f.msgHashes?.length ? planned(list) : list,
    w.params,
  );
  if (!picked.length) return { messages: [], last: undefined };
  const end = picked[picked.length - 1]!;
  const last = [end.k === null ? null : String(end.k), end.msg_hash.toString('hex')];
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
  const messages = picked.map((p) => {
    const sides = byHash.get(p.msg_hash.toString('hex')) ?? [];
    const inRow = sides.find((s) => s.direction === 'in');
    const outRow = sides.find((s) => s.direction === 'out');
    const rec = messageRecord((outRow ?? inRow)!);
    if (inRow) rec.in_msg_tx_hash = b64(inRow.tx_hash)!;
    if (outRow) rec.out_msg_tx_hash = b64(outRow.tx_hash)!;
    return rec;
  });
  return { messages, last };
}
