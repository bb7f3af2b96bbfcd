import type { components } from '../../../../generated/v3/types.ts';
import type pg from 'pg';
import { alongside, besides, page, settled, Where, type Sort } from './db.ts';
import { messageTransactionsIn, transactionKeys } from './message-hashes.ts';
import { opaque, planned, run, type Planned } from './statements.ts';
import { compareDecimal, withContents } from './contents.ts';
import { MESSAGE_ROW_BINARY, RECORD_MESSAGE_COLUMNS, transactionRecord } from './records.ts';
import { addAfter, afterCondition, type Keyset, type KeyValues, orderBy } from './keyset.ts';
import type { AccountStateRow, MessageWithContentRow, TransactionRow } from './rows.ts';

export interface TransactionFilter {
  workchain?: number;
  shard?: string;
  seqno?: number;
  mcSeqno?: number;
  accounts?: string[];
  hashes?: Buffer[];
  lt?: string;
  startUtime?: number;
  endUtime?: number;
  startLt?: string;
  endLt?: string;
}

export function transactionWhere(f: TransactionFilter, w = new Where()): Where {
  return w
    .when(f.workchain !== undefined, 't.block_workchain = ?', f.workchain)
    .when(f.shard !== undefined, 't.block_shard = ?', f.shard)
    .when(f.seqno !== undefined, 't.block_seqno = ?', f.seqno)
    .when(f.mcSeqno !== undefined, 't.mc_block_seqno = ?', f.mcSeqno)
    .anyOf('t.account', f.accounts)
    .anyOf('t.hash', f.hashes)
    .when(f.lt !== undefined, 't.lt = ?', f.lt)
    .when(f.startUtime !== undefined, 't.now >= ?', f.startUtime)
    .when(f.endUtime !== undefined, 't.now <= ?', f.endUtime)
    .when(f.startLt !== undefined, 't.lt >= ?', f.startLt)
    .when(f.endLt !== undefined, 't.lt <= ?', f.endLt);
}

const BY_LT: Keyset = [
  { sql: 't.lt', dir: 'sort' },
  { sql: 't.account', dir: 'asc', kind: 'address' },
];
const BY_UTIME: Keyset = [{ sql: 't.now', dir: 'sort' }, ...BY_LT];

/** A transaction list's whole order: lt then account (unique), `now` first with a unix-time bound. */
export const transactionKeyset = (byUtime: boolean): Keyset => (byUtime ? BY_UTIME : BY_LT);

export function transactionOrder(sort: Sort, byUtime: boolean): string {
  return orderBy(transactionKeyset(byUtime), sort);
}

const byUtimeOf = (f: TransactionFilter) => f.startUtime !== undefined || f.endUtime !== undefined;

/**
 * A page of transactions as two statements over one parameter list, each planned once per connection: the page
 * itself, and each of its transactions' keys with that transaction's messages (one row of nulls for a transaction
 * without any). `readTransactions` runs the two at once on two connections instead of one after the other.
 */
export interface TransactionPage {
  rows: Planned;
  messages: Planned;
  params: unknown[];
}

/** Transactions to read with their messages: a page's statements, or rows already read. */
export type TransactionSource = TransactionPage | TransactionRow[];

/** The page of a statement written for any select list (`t.*`, `t.hash, t.lt`) over the rows `t`. */
function transactionPage(select: (columns: string) => string, params: unknown[]): TransactionPage {
  return {
    rows: planned(select('t.*')),
    messages: planned(
      `SELECT tk.hash AS tx_hash, tk.lt AS tx_lt, ${RECORD_MESSAGE_COLUMNS} FROM (${select('t.hash, t.lt')}) tk
  LEFT JOIN LATERAL (SELECT * FROM messages m WHERE m.tx_hash = tk.hash AND m.tx_lt = tk.lt) m ON true`,
      { binaryColumns: MESSAGE_ROW_BINARY },
    ),
    params,
  };
}

export async function selectTransactions(
  c: pg.PoolClient,
  f: TransactionFilter,
  sort: Sort,
  limit: number,
  offset: number,
  /** the key of the row to continue after (a cursor, D36) */
  after?: KeyValues,
): Promise<TransactionSource> {
  const byUtime = byUtimeOf(f);
  const order = transactionOrder(sort, byUtime);
  // One account's page in lt order reads each partition's (account, lt) index whatever the account: one plan fits
  // every request. With other filters the values can steer the plan, so it is planned per request.
  const only = Object.entries(f).filter(([, v]) => v !== undefined);
  if (only.length === 1 && only[0]![0] === 'accounts' && f.accounts!.length === 1) {
    const w = new Where().add(`t.account = ${opaque('?', 'text')}`, f.accounts![0]);
    addAfter(w, transactionKeyset(byUtime), sort, after);
    const tail = `${w.sql} ORDER BY ${order} ${page(w, limit, offset)}`;
    return transactionPage((columns) => `SELECT ${columns} FROM transactions t ${tail}`, w.params);
  }
  const w = addAfter(transactionWhere(f), transactionKeyset(byUtime), sort, after);
  const { rows } = await c.query<TransactionRow>(
    `SELECT t.* FROM transactions t ${w.sql} ORDER BY ${order} ${page(w, limit, offset)}`,
    w.params,
  );
  return rows;
}

export interface MessageFilter {
  msgHashes?: Buffer[];
  bodyHash?: Buffer;
  opcode?: number;
  direction?: 'in' | 'out';
  /** null selects messages without that end (external-in source, external-out destination) */
  source?: string | null;
  destination?: string | null;
  excludeExternals?: boolean;
  onlyExternals?: boolean;
}

/** Transactions that sent or received the matching messages; msg_hash also matches the normalised hash. */
export async function selectTransactionsByMessage(
  c: pg.PoolClient,
  f: MessageFilter,
  sort: Sort,
  limit: number,
  offset: number,
  /** the key of the row to continue after (a cursor, D36) */
  after?: KeyValues,
): Promise<TransactionSource> {
  const w = new Where();
  const order = `ORDER BY ${transactionOrder(sort, false)}`;
  // the position is on the transactions, outside the messages' conditions that `w` collects
  const position = (prefix: string) =>
    after ? `${prefix} ${afterCondition(w, transactionKeyset(false), sort, after)}` : '';
  if (!f.msgHashes?.length) {
    // by body hash or opcode: driven from the messages' own indexes
    messageConditions(w, f);
    const { rows } = await c.query<TransactionRow>(
      `SELECT t.* FROM transactions t WHERE (t.hash, t.lt) IN (SELECT m.tx_hash, m.tx_lt FROM messages m ${w.sql})
       ${position('AND')} ${order} ${page(w, limit, offset)}`,
      w.params,
    );
    return rows;
  }
  // The transactions message_hashes names for the hashes (one index probe), each read from its one lt partition,
  // and its messages from theirs (pruned at run time, per transaction): a plan that does not depend on the values,
  // so the connection keeps one for it instead of planning over every partition the lts touch on each request. A
  // lateral probe rather than EXISTS: PostgreSQL would turn EXISTS into a join driven from the message hash, which
  // searches every partition.
  const hashes = opaque(w.param(f.msgHashes), 'bytea[]');
  w.add(`m.tx_hash = t.hash AND m.tx_lt = t.lt AND (m.msg_hash = ANY(${hashes}) OR m.msg_hash_norm = ANY(${hashes}))`);
  messageConditions(w, f);
  const tail = `${position('WHERE')} ${order} ${page(w, limit, offset)}`;
  return transactionPage(
    (columns) => `SELECT ${columns} FROM ${messageTransactionsIn(hashes)}
    CROSS JOIN LATERAL (SELECT * FROM transactions t WHERE t.hash = tk.hash AND t.lt = tk.lt) t
    CROSS JOIN LATERAL (SELECT FROM messages m ${w.sql} LIMIT 1) matched
    ${tail}`,
    w.params,
  );
}

function messageConditions(w: Where, f: MessageFilter): Where {
  if (f.source === null) w.add('m.source IS NULL');
  else w.when(f.source, 'm.source = ?', f.source);
  if (f.destination === null) w.add('m.destination IS NULL');
  else w.when(f.destination, 'm.destination = ?', f.destination);
  return w
    .when(f.bodyHash, 'm.body_hash = ?', f.bodyHash)
    .when(f.opcode !== undefined, 'm.opcode = ?', f.opcode)
    .when(f.direction, 'm.direction = ?', f.direction)
    .when(f.excludeExternals, 'm.created_lt IS NOT NULL')
    .when(f.onlyExternals, 'm.created_lt IS NULL');
}

/** The other ends of a transaction's messages: its parent (direction in) and/or children (direction out). */
export async function selectAdjacentTransactions(c: pg.PoolClient, hash: Buffer, direction?: 'in' | 'out') {
  const w = new Where().add('own.tx_hash = ?', hash).when(direction, 'own.direction = ?', direction);
  const { rows } = await c.query<TransactionRow>(
    `SELECT DISTINCT t.* FROM messages own
       JOIN messages other ON other.msg_hash = own.msg_hash AND other.direction <> own.direction
       JOIN transactions t ON t.hash = other.tx_hash AND t.lt = other.tx_lt
     ${w.sql} ORDER BY t.lt ASC, t.account ASC`,
    w.params,
  );
  return rows;
}

/** The messages of the transactions ($1 hashes, $2 their lts, pairwise), without their contents (`withContents`). */
export const TRANSACTION_MESSAGES = planned(
  `SELECT m.tx_hash, m.tx_lt, ${RECORD_MESSAGE_COLUMNS} FROM ${transactionKeys('$1', '$2')}
  CROSS JOIN LATERAL (SELECT * FROM messages m WHERE m.tx_hash = tk.hash AND m.tx_lt = tk.lt) m`,
  { binaryColumns: MESSAGE_ROW_BINARY },
);

/** The account states with the given hashes ($1), each from the one hash partition that can hold it. */
const ACCOUNT_STATES = planned(`SELECT s.* FROM unnest(${opaque('$1', 'bytea[]')}) AS h(hash)
  CROSS JOIN LATERAL (SELECT * FROM account_states a WHERE a.hash = h.hash) s`);

/**
 * Transactions by identity (hash and lt). Keyed by lt, which is nearly unique, with the hash compared as bytes
 * under it: a string key of the hash's hex per message cost more than the lookups on pages of 255 messages.
 */
class ByTransaction<T> {
  readonly #byLt = new Map<string, Array<{ hash: Buffer; value: T }>>();
  // (loops, not find/some: a closure per lookup was most of what a page of 254 messages allocated here)
  get(hash: Buffer, lt: unknown): T | undefined {
    const list = this.#byLt.get(String(lt));
    if (list) for (const e of list) if (e.hash.equals(hash)) return e.value;
    return undefined;
  }
  /** false when the transaction has a value already (which is kept) */
  set(hash: Buffer, lt: unknown, value: T): boolean {
    const key = String(lt);
    const list = this.#byLt.get(key);
    if (!list) {
      this.#byLt.set(key, [{ hash, value }]);
      return true;
    }
    for (const e of list) if (e.hash.equals(hash)) return false;
    list.push({ hash, value });
    return true;
  }
}

/**
 * A row of a page's messages statement: a transaction of the page (tx_hash, tx_lt), and one of its messages, or
 * nulls (msg_hash among them) for a transaction without any.
 */
type PageMessageRow = MessageWithContentRow;

/** Messages and account states of the given transaction rows, assembled into Transaction records. */
export async function loadTransactions(c: pg.PoolClient, rows: TransactionRow[]) {
  return (await readTransactions(c, rows)).transactions;
}

/**
 * Transactions with their messages and account states as Transaction records, and `book` of their addresses (those
 * of `transactionAddresses`, in its order) read while the records are made. A page's rows and messages are read at
 * once on two connections where the pool has a second free, as are its states, contents and book afterwards.
 */
export async function readTransactions<B>(
  c: pg.PoolClient,
  source: TransactionSource,
  book?: (addresses: string[]) => Promise<B>,
): Promise<{ transactions: Array<components['schemas']['Transaction']>; book: B | undefined }> {
  const page = Array.isArray(source) ? undefined : source;
  const rowsRead: Promise<TransactionRow[]> = Array.isArray(source)
    ? Promise.resolve(source)
    : run<TransactionRow>(c, source.rows, source.params).then((r) => r.rows);
  const pageMessages = page && besides(c, (other) => run<PageMessageRow>(other, page.messages, page.params));
  // The states the rows carry (each its state after, which is also the state before the account's next
  // transaction), and the others looked up: one index probe per hash, each in the one hash partition that can hold
  // it (a plain `hash = ANY($1)` probes every listed hash in every partition the list touches).
  const statesRead = rowsRead.then(async (rows) => {
    const states = carriedStates(rows);
    const hashes = distinct(
      rows.flatMap((r) => [r.account_state_hash_before, r.account_state_hash_after]),
      states,
    );
    if (hashes.length)
      for (const s of (await alongside<AccountStateRow>(c, ACCOUNT_STATES, [hashes])).rows)
        states.set(s.hash.toString('hex'), s);
    return states;
  });
  const messagesRead = rowsRead.then(async (rows) =>
    pageMessages ? pageMessagesOf(c, rows, (await pageMessages).rows) : messagesOf(c, rows),
  );
  const grouped = settled([rowsRead, messagesRead]).then(([rows, messages]) => {
    const byTx = new ByTransaction<{ in?: MessageWithContentRow; out: MessageWithContentRow[] }>();
    for (const m of messages) {
      let e = byTx.get(m.tx_hash, m.tx_lt);
      if (!e) byTx.set(m.tx_hash, m.tx_lt, (e = { out: [] }));
      if (m.direction === 'in') e.in = m;
      else e.out.push(m);
    }
    const ordered = rows.map((t) => {
      const e = byTx.get(t.hash, t.lt) ?? { out: [] };
      // created_lt ascending; messages without one (external-out has one, so only odd rows) first, as upstream
      e.out.sort((a, b) =>
        a.created_lt === null ? -1 : b.created_lt === null ? 1 : compareDecimal(a.created_lt, b.created_lt),
      );
      return { t, account: t.account, in_msg: e.in, out_msgs: e.out };
    });
    return { ordered, messages, addresses: transactionAddresses(ordered) };
  });
  // the book is read while the records are made, from the moment the addresses are known
  const bookRead = book && grouped.then((g) => book(g.addresses));
  const contentsRead = grouped.then((g) => withContents(c, g.messages));
  const records = settled([grouped, statesRead, contentsRead]).then(([g, states]) =>
    g.ordered.map((o) => transactionRecord(o.t, o.in_msg, o.out_msgs, states)),
  );
  const [transactions, found] = await settled([records, bookRead, pageMessages]);
  return { transactions, book: found };
}

/**
 * Each transaction's messages from the one lt partition holding it (pruned at run time, per transaction):
 * `tx_hash = ANY(…) AND tx_lt = ANY(…)` would probe every partition the lts touch with every hash, a cost that
 * grows with the number of partitions a page spans (an account's history spread over months).
 */
async function messagesOf(c: pg.PoolClient, rows: TransactionRow[]): Promise<MessageWithContentRow[]> {
  const seen = new ByTransaction<true>();
  const keys: TransactionRow[] = [];
  for (const r of rows) if (seen.set(r.hash, r.lt, true)) keys.push(r);
  if (!keys.length) return [];
  const params = [keys.map((k) => k.hash), keys.map((k) => String(k.lt))];
  return (await run<MessageWithContentRow>(c, TRANSACTION_MESSAGES, params)).rows;
}

/**
 * The messages of a page's rows from its messages statement. The two statements ran on two connections, each
 * seeing the index as of its own start, so a transaction written in between can be on one page and not on the
 * other: messages are kept for the transactions of the rows, and those of a transaction the messages statement
 * did not see are read by key.
 */
async function pageMessagesOf(
  c: pg.PoolClient,
  rows: TransactionRow[],
  paged: PageMessageRow[],
): Promise<MessageWithContentRow[]> {
  const onPage = new ByTransaction<true>();
  for (const r of rows) onPage.set(r.hash, r.lt, true);
  const seen = new ByTransaction<true>();
  const messages: MessageWithContentRow[] = [];
  for (const m of paged) {
    seen.set(m.tx_hash, m.tx_lt, true);
    if (m.msg_hash !== null && onPage.get(m.tx_hash, m.tx_lt)) messages.push(m);
  }
  const unseen = rows.filter((r) => !seen.get(r.hash, r.lt));
  if (unseen.length) messages.push(...(await messagesOf(c, unseen)));
  return messages;
}

/** Each hash once, but those already known. */
function distinct(hashes: Buffer[], known: ReadonlyMap<string, unknown>): Buffer[] {
  const seen = new Map<string, Buffer>();
  for (const h of hashes) {
    const key = h.toString('hex');
    if (!known.has(key)) seen.set(key, h);
  }
  return [...seen.values()];
}

/** The states after the transactions that carry theirs on their rows (migration 0011), by hash (hex). */
function carriedStates(rows: TransactionRow[]): Map<string, AccountStateRow> {
  const states = new Map<string, AccountStateRow>();
  for (const r of rows) {
    if (r.state_after_account_status == null) continue;
    states.set(r.account_state_hash_after.toString('hex'), {
      hash: r.account_state_hash_after,
      account: r.account,
      balance: r.state_after_balance ?? null,
      balance_extra_currencies: r.state_after_balance_extra_currencies ?? null,
      account_status: r.state_after_account_status,
      frozen_hash: r.state_after_frozen_hash ?? null,
      data_hash: r.state_after_data_hash ?? null,
      code_hash: r.state_after_code_hash ?? null,
    });
  }
  return states;
}

/** A transaction's parts that carry its book's addresses: a Transaction record, or a row with its messages. */
interface AddressedTransaction {
  account: string;
  in_msg?: { source: string | null } | null;
  out_msgs?: Array<{ destination: string | null }>;
}

/** Addresses a transaction list's address book covers: each account, inbound sources, outbound destinations. */
export function transactionAddresses(txs: AddressedTransaction[]): string[] {
  const out = new Set<string>();
  for (const t of txs) {
    out.add(t.account);
    if (t.in_msg?.source) out.add(t.in_msg.source);
    for (const m of t.out_msgs ?? []) if (m.destination) out.add(m.destination);
  }
  return [...out];
}
