import type pg from 'pg';
import type { Where } from './db.ts';
import { opaque } from './statements.ts';

/**
 * The messages (alias `m`) whose hash or normalised hash is one of the `?` values, found through message_hashes
 * (migration 0009): a message hash carries no lt, so on the lt-partitioned messages table alone the lookup probes
 * every partition's index; the lookup table answers with one probe and yields the (tx_hash, tx_lt) keys that prune
 * the rest at run time. The original condition stays, so the rows matched are exactly those it matches. Takes the
 * hashes three times: `w.add(BY_MESSAGE_HASH, hashes, hashes, hashes)`. Where the query can run in two steps,
 * `messageTransactions` and `messageTransactionKeys` are cheaper: planning the one statement over every partition
 * costs more than running it.
 */
export const BY_MESSAGE_HASH =
  '(m.tx_hash, m.tx_lt) IN (SELECT h.tx_hash, h.tx_lt FROM message_hashes h WHERE h.hash = ANY(?))' +
  ' AND (m.msg_hash = ANY(?) OR m.msg_hash_norm = ANY(?))';

/** The transactions that sent or received a message with one of `hashes` (its hash or normalised hash). */
export interface MessageTransactions {
  hashes: Buffer[];
  lts: string[];
}

/**
 * Step one: the transactions of the messages with these hashes, from message_hashes in one index probe; each
 * once (a message's hash and its normalised hash can name the same transaction).
 */
export async function messageTransactions(c: pg.ClientBase, hashes: Buffer[]): Promise<MessageTransactions> {
  const { rows } = await c.query<{ tx_hash: Buffer; tx_lt: string }>(
    'SELECT DISTINCT tx_hash, tx_lt::text AS tx_lt FROM message_hashes WHERE hash = ANY($1)',
    [hashes],
  );
  return { hashes: rows.map((r) => r.tx_hash), lts: rows.map((r) => r.tx_lt) };
}

/**
 * Transactions as a row source `tk(hash, lt)` for a statement planned once (statements.ts), from the parameters
 * holding their hashes and lts pairwise: each is joined laterally to its own rows, so every transaction reads only
 * its own lt partition (pruned at run time).
 */
export const transactionKeys = (hashes: string, lts: string): string =>
  `unnest(${opaque(hashes, 'bytea[]')}, ${opaque(lts, 'bigint[]')}) AS tk(hash, lt)`;

/** Step two: the transactions of step one as `transactionKeys`, their two parameters added to `w`. */
export const messageTransactionKeys = (w: Where, tx: MessageTransactions): string =>
  transactionKeys(w.param(tx.hashes), w.param(tx.lts));

/**
 * Steps one and two in one statement: the transactions of the messages whose hash or normalised hash is in
 * `hashes` (an SQL expression for a bytea[], `opaque` in a planned statement) as a row source `tk(hash, lt)`. The
 * message_hashes probe and the run-time pruning of each key are the same; a statement that has to run beside
 * another (a page and its messages, read at once) need not wait for a first step.
 */
export const messageTransactionsIn = (hashes: string): string =>
  `(SELECT DISTINCT h.tx_hash AS hash, h.tx_lt AS lt FROM message_hashes h WHERE h.hash = ANY(${hashes})) tk`;
