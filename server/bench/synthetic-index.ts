/**
 * A synthetic index of any size shaped like the recorded mainnet blocks: the blocks are imported by the indexer
 * into a template database, and the index is made of copies of that history. Copy i of a recorded row has every
 * 32-byte hash re-hashed with i (so links between transactions, messages, traces and actions hold within a copy),
 * every account replaced by one of R replicas of it (so the share of activity per account, the messages per
 * transaction and the actions per trace are the recorded ones), and lt/time moved forward so that copies follow
 * each other at mainnet's pace. Jetton transfers are the transactions whose inbound message is a jetton
 * `transfer` (opcode 0x0f8a7ea5); NFT items (absent from the recorded blocks) are one per 50 transactions, owned
 * by accounts drawn with the same activity weights. Copy 0 is sent with COPY; copies 1… are made from it by
 * PostgreSQL with the same rules written in SQL (replication below); keys and indexes are built after loading.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as { prepareValue: (v: unknown) => unknown };

type Row = Record<string, any>;

export interface Templates {
  transactions: Row[];
  messages: Row[];
  contents: Row[];
  traces: Row[];
  actions: Row[];
  actionAccounts: Row[];
  blocks: Row[];
  /** sorted template transaction lts, for mapping any lt to its rank */
  lts: bigint[];
}

export async function loadTemplates(c: pg.ClientBase): Promise<Templates> {
  const q = async (sql: string) => (await c.query(sql)).rows;
  const transactions = await q('SELECT * FROM transactions ORDER BY lt, hash');
  return {
    transactions,
    messages: await q('SELECT * FROM messages'),
    // in the order the indexer keeps them: each transaction's new contents together
    contents: await q('SELECT lt, hash, body FROM message_bodies ORDER BY lt, hash'),
    traces: await q('SELECT * FROM traces'),
    actions: await q('SELECT * FROM actions'),
    actionAccounts: await q('SELECT * FROM action_accounts'),
    blocks: await q('SELECT * FROM blocks WHERE workchain = 0'),
    lts: transactions.map((t) => BigInt(t.lt)),
  };
}

/** lt a synthetic transaction advances by (mainnet: ~10^12 lt and ~10^8 transactions a month). */
export const LT_PER_TX = 10_000n;
const LT0 = 100_000_000_000_000n;
const T0 = 1_800_000_000;
const TX_PER_SECOND = 40;
const TX_PER_BLOCK = 30;
const ADDRESS = /^(-?\d+):([0-9A-F]{64})$/;
const JETTON_TRANSFER = 0x0f8a7ea5;

/** Which lt column each time column follows. */
const TIME_OF: Record<string, string> = {
  now: 'lt',
  created_at: 'created_lt',
  start_utime: 'start_lt',
  end_utime: 'end_lt',
  trace_end_utime: 'trace_end_lt',
  action_end_utime: 'action_end_lt',
  tx_now: 'tx_lt',
};
const LT_COLUMNS = new Set([
  'lt',
  'prev_trans_lt',
  'tx_lt',
  'created_lt',
  'start_lt',
  'end_lt',
  'trace_end_lt',
  'action_end_lt',
]);
const MC_COLUMNS = new Set(['mc_block_seqno', 'mc_seqno', 'mc_seqno_start', 'mc_seqno_end', 'trace_mc_seqno_end']);

export class Synthesizer {
  readonly copies: number;
  readonly replicas: number;
  private i = 0;
  private salt = Buffer.alloc(32);
  private readonly accountCache = new Map<string, string>();

  constructor(
    readonly t: Templates,
    readonly size: number,
  ) {
    this.copies = Math.ceil(size / t.transactions.length);
    // each account replica appears in 10 copies: its history is ten times its recorded activity
    this.replicas = Math.max(1, Math.round(this.copies / 10));
  }

  /** Global index of the recorded transaction at or before `lt` in copy i. */
  private g(lt: bigint): { g: number; rest: bigint } {
    const lts = this.t.lts;
    let lo = 0;
    let hi = lts.length - 1;
    if (lt < lts[0]!) return { g: this.i * lts.length, rest: 0n };
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lts[mid]! <= lt) lo = mid;
      else hi = mid - 1;
    }
    const rest = lt - lts[lo]!;
    return { g: this.i * lts.length + lo, rest: rest < LT_PER_TX ? rest : LT_PER_TX - 1n };
  }

  lt(v: unknown): string | null {
    if (v === null || v === undefined) return null;
    const { g, rest } = this.g(BigInt(v as string));
    return String(LT0 + BigInt(g) * LT_PER_TX + rest);
  }

  timeOfLt(v: unknown): number | null {
    if (v === null || v === undefined) return null;
    return T0 + Math.floor(this.g(BigInt(v as string)).g / TX_PER_SECOND);
  }

  /** The recorded hash XOR a per-copy salt: distinct within a copy as the recorded ones are, and cheap. */
  hash(b: Buffer): Buffer {
    const h = Buffer.allocUnsafe(32);
    for (let k = 0; k < 32; k++) h[k] = b[k]! ^ this.salt[k]!;
    return h;
  }

  account(a: string): string {
    let r = this.accountCache.get(a);
    if (!r) {
      const m = ADDRESS.exec(a)!;
      r = `${m[1]}:${createHash('sha256')
        .update(`${a}:${this.i % this.replicas}`)
        .digest('hex')
        .toUpperCase()}`;
      this.accountCache.set(a, r);
    }
    return r;
  }

  /** Every value of a recorded row, as copy i has it. */
  map(row: Row): Row {
    const out: Row = {};
    for (const [k, v] of Object.entries(row)) {
      if (LT_COLUMNS.has(k)) out[k] = this.lt(v);
      else if (k in TIME_OF) out[k] = this.timeOfLt(row[TIME_OF[k]!] ?? row.tx_lt ?? row.lt);
      else if (MC_COLUMNS.has(k))
        out[k] =
          v === null
            ? null
            : 1_000_000 +
              Math.floor(
                this.g(BigInt(row.lt ?? row.tx_lt ?? row.end_lt ?? row.trace_end_lt ?? this.t.lts[0]!)).g /
                  (TX_PER_BLOCK * 4),
              );
      else if (CONTENT_BYTES.has(k)) out[k] = v;
      else if (Buffer.isBuffer(v) && v.length === 32) out[k] = this.hash(v);
      else if (Array.isArray(v))
        out[k] = v.map((x) =>
          Buffer.isBuffer(x) && x.length === 32
            ? this.hash(x)
            : typeof x === 'string' && ADDRESS.test(x)
              ? this.account(x)
              : x,
        );
      else if (typeof v === 'string' && ADDRESS.test(v)) out[k] = this.account(v);
      else out[k] = v;
    }
    return out;
  }

  /** Moves on to copy i (caches are per copy). */
  setCopy(i: number): void {
    this.i = i;
    this.salt = createHash('sha256').update(`copy:${i}`).digest();
    this.accountCache.clear();
  }
}

/**
 * Copies 1…n-1 of a table's copy 0, made by PostgreSQL: each 32-byte hash becomes sha256(hash || copy), each
 * account its replica (copy mod replicas), lt and time move forward by the copy's place. The same rules apply to
 * every table, so a hash or an account means the same thing in all of them, as in copy 0. Returns the
 * statements, each a range of copies of about a million rows, to run in any order on any connection.
 */
async function replication(
  c: pg.PoolClient,
  table: string,
  copy0Rows: number,
  n: number,
  T: number,
  replicas: number,
): Promise<{ setup: string; steps: string[] }> {
  const { rows: columns } = await c.query<{ name: string; type: string }>(
    `SELECT column_name AS name, udt_name AS type FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1
       AND column_default IS DISTINCT FROM 'nextval(''' || $1 || '_id_seq''::regclass)' ORDER BY ordinal_position`,
    [table],
  );
  const account = (x: string) => `CASE WHEN ${x} ~ '^-?[0-9]+:[0-9A-F]{64}$' AND i % ${replicas} <> 0
    THEN split_part(${x}, ':', 1) || ':' || upper(encode(sha256(convert_to(${x} || ':' || (i % ${replicas}), 'UTF8')), 'hex')) ELSE ${x} END`;
  const hash = (x: string) => `CASE WHEN octet_length(${x}) = 32 THEN sha256(${x} || int4send(i)) ELSE ${x} END`;
  const expr = ({ name, type }: { name: string; type: string }): string => {
    const col = `"${name}"`;
    // an account's first transaction in a copy starts from the state its last one left in the account's copy before
    // (i - replicas), as on the chain each state before is the state after the account's previous transaction
    if (table === 'transactions' && name === 'account_state_hash_before')
      return `CASE WHEN chain_from IS NOT NULL AND i >= ${replicas} THEN CASE WHEN i = ${replicas} THEN chain_from
        ELSE sha256(chain_from || int4send(i - ${replicas})) END ELSE ${hash(col)} END`;
    if (table === 'nft_items' && name === 'address')
      return `'0:' || upper(encode(sha256(convert_to(${col} || ':' || i, 'UTF8')), 'hex'))`;
    if (table === 'blocks' && name === 'seqno') return `${col} + i * ${Math.ceil(T / TX_PER_BLOCK)}`;
    if (table === 'latest_account_states') return name === 'account' ? account(col) : col;
    if (LT_COLUMNS.has(name) || name === 'last_transaction_lt') return `${col} + i::bigint * ${BigInt(T) * LT_PER_TX}`;
    if (name in TIME_OF || name === 'gen_utime') return `${col} + (i::bigint * ${T}) / ${TX_PER_SECOND}`;
    if (MC_COLUMNS.has(name)) return `${col} + (i * ${T}) / ${TX_PER_BLOCK * 4}`;
    if (CONTENT_BYTES.has(name)) return col;
    if (type === 'bytea') return hash(col);
    if (type === '_bytea')
      return `ARRAY(SELECT ${hash('x')} FROM unnest(${col}) WITH ORDINALITY AS u(x, o) ORDER BY o)`;
    if (type === 'text') return account(col);
    return col;
  };
  const names = columns.map((x) => `"${x.name}"`).join(', ');
  const source = `copy0_${table}`;
  const step = Math.max(1, Math.floor(1_000_000 / Math.max(1, copy0Rows)));
  // Messages and bodies are written copy after copy, each in lt order, as the indexer writes a block's rows (a
  // transaction's messages next to each other, and its new contents): the subquery's reference to i makes it the
  // inner side, read once per copy. Joined the other way, a copy's rows came one per copy in turn, and a batch's 255
  // messages lay on 249 pages. Other tables' readers take one row per transaction or action: no order needed.
  const order = IN_LT_ORDER[table];
  const from = (series: string) =>
    order
      ? `${series} CROSS JOIN LATERAL (SELECT * FROM ${source} WHERE i IS NOT NULL ORDER BY ${order}) c0`
      : `${source}, ${series}`;
  const steps: string[] = [];
  for (let lo = 1; lo < n; lo += step) {
    steps.push(
      `INSERT INTO ${table} (${names}) SELECT ${columns.map(expr).join(', ')} FROM ${from(`generate_series(${lo}, ${Math.min(n - 1, lo + step - 1)}) AS i`)}`,
    );
  }
  // chain_from: on an account's first transaction of copy 0, the state after its last one
  const chain =
    table === 'transactions'
      ? `, CASE WHEN lt = min(lt) OVER w THEN last_value(account_state_hash_after) OVER (w ORDER BY lt
          ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING) END AS chain_from FROM ${table} WINDOW w AS (PARTITION BY account)`
      : ` FROM ${table}`;
  return { setup: `CREATE UNLOGGED TABLE ${source} AS SELECT ${names}${chain}`, steps };
}

/** One value in COPY's text format. */
function field(v: unknown): string {
  if (v === null || v === undefined) return '\\N';
  // node-postgres sends a Buffer as binary; COPY's text format takes bytea as \x hex (its backslash escaped below)
  const s = Buffer.isBuffer(v) ? `\\x${v.toString('hex')}` : String(prepareValue(v));
  return s.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/\r/g, '\\r').replace(/\t/g, '\\t');
}

/** Streams rows into `table` with COPY; returns how many. */
export async function copyRows(
  c: pg.PoolClient,
  table: string,
  columns: string[],
  rows: Iterable<Row>,
): Promise<number> {
  let n = 0;
  function* lines() {
    let chunk = '';
    for (const r of rows) {
      chunk += `${columns.map((col) => field(r[col])).join('\t')}\n`;
      n++;
      if (chunk.length > 1 << 16) {
        yield chunk;
        chunk = '';
      }
    }
    if (chunk) yield chunk;
  }
  await pipeline(
    Readable.from(lines()),
    c.query(copyFrom(`COPY ${table} (${columns.map((x) => `"${x}"`).join(', ')}) FROM STDIN`)),
  );
  return n;
}

const BIG_TABLES = [
  'transactions',
  'messages',
  'message_bodies',
  'message_content_lts',
  'account_states',
  'traces',
  'actions',
  'action_accounts',
  'jetton_transfers',
  'nft_items',
  'blocks',
  'latest_account_states',
  'message_hashes',
];

/** Columns holding a content's bytes, not a hash: copied as they are, whatever their length (a BOC can be 32 bytes). */
const CONTENT_BYTES = new Set(['body', 'body_boc']);

/** Tables written copy after copy, each copy in this order (`replicate`). */
const IN_LT_ORDER: Record<string, string> = {
  messages: 'tx_lt, tx_hash, direction, created_lt, msg_hash',
  message_bodies: 'lt, hash',
};

/**
 * How the builder lays rows out, numbered: an index kept from an earlier layout is built again rather than
 * measured (2: messages in lt order, a transaction's next to each other; 3: each transaction carries the state
 * after it, migration 0011; 4: an account's states chain across copies, each state before its previous state after;
 * 5: small bodies on their messages' rows, migration 0012).
 */
export const LAYOUT = 5;

export interface BuildReport {
  rows: Record<string, number>;
  seconds: number;
  partitions: number;
  /** `LAYOUT` of the builder that made it (none before layout 2) */
  layout?: number;
}

/** Fills an empty migrated database with `size` transactions (rounded up to whole copies) and what goes with them. */
export async function buildSyntheticIndex(
  pool: pg.Pool,
  t: Templates,
  size: number,
  options: { txPerPartition: number; log?: (line: string) => void },
): Promise<BuildReport> {
  const log = options.log ?? (() => {});
  const withConn = async <R>(fn: (k: pg.PoolClient) => Promise<R>): Promise<R> => {
    const k = await pool.connect();
    try {
      return await fn(k);
    } finally {
      k.release();
    }
  };
  const c = await pool.connect();
  try {
    return await build(c);
  } finally {
    c.release();
  }
  async function build(c: pg.PoolClient): Promise<BuildReport> {
    const started = Date.now();
    const s = new Synthesizer(t, size);
    const T = t.transactions.length;
    await c.query(`SET maintenance_work_mem = '512MB'`);
    await c.query('UPDATE partitioning SET lt_span = $1', [String(BigInt(options.txPerPartition) * LT_PER_TX)]);
    const lastLt = LT0 + BigInt(s.copies * T) * LT_PER_TX;
    const span = BigInt(options.txPerPartition) * LT_PER_TX;
    const starts: string[] = [];
    for (let x = (LT0 / span) * span; x <= lastLt; x += span) starts.push(String(x));
    await c.query('SELECT ton_ensure_lt_partitions($1::bigint[])', [starts]);
    const partitions = Number(
      (await c.query(`SELECT count(*) FROM pg_inherits WHERE inhparent = 'transactions'::regclass`)).rows[0].count,
    );
    // a benchmark index needs no crash safety: its tables skip the write-ahead log, which halves the loading
    for (const table of BIG_TABLES) {
      const { rows: leaves } = await c.query<{ r: string }>(
        `SELECT relid::regclass::text AS r FROM pg_partition_tree($1) WHERE isleaf`,
        [table],
      );
      for (const { r } of leaves) await c.query(`ALTER TABLE ${r} SET UNLOGGED`);
    }
    // secondary indexes are built once after loading (far cheaper than maintaining them row by row)
    const { rows: indexes } = await c.query<{ indexname: string; indexdef: string }>(
      `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename = ANY($1) AND indexname NOT LIKE '%_pkey'`,
      [BIG_TABLES],
    );
    for (const ix of indexes) await c.query(`DROP INDEX IF EXISTS "${ix.indexname}"`);
    // primary keys too: a key built from sorted input costs a fraction of one maintained through random inserts
    const { rows: keys } = await c.query<{ tbl: string; name: string; def: string }>(
      `SELECT conrelid::regclass::text AS tbl, conname AS name, pg_get_constraintdef(oid) AS def FROM pg_constraint
     WHERE contype = 'p' AND conrelid::regclass::text = ANY($1)`,
      [BIG_TABLES],
    );
    for (const k of keys) await c.query(`ALTER TABLE ${k.tbl} DROP CONSTRAINT "${k.name}"`);
    // the message hash lookup (migration 0009) is filled once after loading, as its migration backfills it,
    // instead of by its trigger on every statement of the load (UNION ALL: the rows are distinct by construction,
    // and the primary key built afterwards would refuse a duplicate)
    await c.query('ALTER TABLE messages DISABLE TRIGGER messages_hashes');

    const cols = (rows: Row[]) => Object.keys(rows[0] ?? {});
    // copy 0 is made here and sent with COPY; copies 1… are made from it by PostgreSQL itself (replicate below)
    const first = function* <R>(make: (i: number) => Iterable<R>) {
      s.setCopy(0);
      yield* make(0);
    };
    const rows: Record<string, number> = {};
    const load = async (table: string, columns: string[], gen: Iterable<Row>) => {
      rows[table] = await copyRows(c, table, columns, gen);
    };
    // one state per transaction (the state after it), as the indexer stores them: in account_states, and on the
    // row of the transaction that ended in it (migration 0011)
    const afterKey = (r: Row) => (r.account_state_hash_after as Buffer).toString('hex');
    // each state after once, made from the (last) transaction ending in it
    const endingIn = new Map(t.transactions.map((r) => [afterKey(r), r]));
    const stateAfter = (r: Row) => ({
      balance: '1000000000',
      account_status: 'active',
      code_hash: Buffer.alloc(32, 1),
      data_hash: r.hash,
    });
    await load(
      'transactions',
      cols(t.transactions),
      first(() =>
        t.transactions.map((r) => {
          const state = stateAfter(endingIn.get(afterKey(r))!);
          return s.map({
            ...r,
            state_after_balance: state.balance,
            state_after_account_status: state.account_status,
            state_after_code_hash: state.code_hash,
            state_after_data_hash: state.data_hash,
          });
        }),
      ),
    );
    await load(
      'messages',
      cols(t.messages),
      first(() => t.messages.map((r) => s.map(r))),
    );
    // each content where the indexer keeps it (migration 0010): at the lt of the first transaction carrying it
    const contents0 = [...first(() => t.contents.map((r) => s.map(r)))];
    await load('message_bodies', ['lt', 'hash', 'body'], contents0);
    await load('message_content_lts', ['hash', 'lt'], contents0);
    await load(
      'traces',
      cols(t.traces),
      first(() => t.traces.map((r) => s.map(r))),
    );
    await load(
      'actions',
      cols(t.actions),
      first(() => t.actions.map((r) => s.map(r))),
    );
    await load(
      'action_accounts',
      cols(t.actionAccounts),
      first(() => t.actionAccounts.map((r) => s.map(r))),
    );
    await load(
      'account_states',
      ['hash', 'account', 'balance', 'account_status', 'code_hash', 'data_hash'],
      first(() =>
        [...endingIn.values()].map((r) =>
          s.map({ hash: r.account_state_hash_after, account: r.account, ...stateAfter(r) }),
        ),
      ),
    );
    const inbound = new Map(
      t.messages.filter((m) => m.direction === 'in').map((m) => [(m.tx_hash as Buffer).toString('hex'), m]),
    );
    const jettonTxs = t.transactions.filter(
      (r) =>
        inbound.get((r.hash as Buffer).toString('hex'))?.opcode === JETTON_TRANSFER &&
        inbound.get((r.hash as Buffer).toString('hex'))?.source,
    );
    await load(
      'jetton_transfers',
      [
        'tx_hash',
        'tx_lt',
        'tx_now',
        'tx_aborted',
        'mc_seqno',
        'query_id',
        'amount',
        'source',
        'destination',
        'jetton_wallet_address',
        'jetton_master_address',
        'forward_ton_amount',
        'trace_id',
      ],
      first(() =>
        jettonTxs.map((r, k) => {
          const m = s.map(r);
          const to = jettonTxs[(k + 1) % jettonTxs.length]!;
          return {
            tx_hash: m.hash,
            tx_lt: m.lt,
            tx_now: m.now,
            tx_aborted: false,
            mc_seqno: m.mc_block_seqno,
            query_id: '0',
            amount: '1000000000',
            source: s.account(inbound.get((r.hash as Buffer).toString('hex'))!.source),
            destination: s.account(to.account),
            jetton_wallet_address: m.account,
            jetton_master_address: `0:${createHash('sha256')
              .update(`master:${k % 7}`)
              .digest('hex')
              .toUpperCase()}`,
            forward_ton_amount: '1',
            trace_id: m.trace_id,
          };
        }),
      ),
    );
    await load(
      'nft_items',
      ['address', 'init', 'index', 'collection_address', 'owner_address', 'last_transaction_lt', 'real_owner'],
      first((i) => {
        const out: Row[] = [];
        for (let k = 0; k < T; k += 50) {
          const m = s.map(t.transactions[(k * 7919 + i) % T]!);
          out.push({
            address: `0:${createHash('sha256').update(`nft:${k}`).digest('hex').toUpperCase()}`,
            init: true,
            index: String(k),
            collection_address: `0:${createHash('sha256')
              .update(`collection:${k % 1000}`)
              .digest('hex')
              .toUpperCase()}`,
            owner_address: m.account,
            last_transaction_lt: m.lt,
            real_owner: m.account,
          });
        }
        return out;
      }),
    );
    const blockCols = cols(t.blocks);
    await load(
      'blocks',
      blockCols,
      first(() => {
        const out: Row[] = [];
        for (let k = 0; k < T; k += TX_PER_BLOCK) {
          const tx = t.transactions[k]!;
          const b = { ...t.blocks[(k / TX_PER_BLOCK) % t.blocks.length]! };
          const lt = s.lt(tx.lt)!;
          const seqno = 1_000_000 + k / TX_PER_BLOCK;
          out.push({
            ...b,
            shard: '-9223372036854775808',
            seqno,
            root_hash: s.hash(Buffer.from(`${seqno}`.padStart(32, '0'))),
            file_hash: s.hash(Buffer.from(`${seqno}`.padStart(32, '1'))),
            mc_block_seqno: 1_000_000 + Math.floor(k / (TX_PER_BLOCK * 4)),
            gen_utime: s.timeOfLt(tx.lt),
            start_lt: lt,
            end_lt: String(BigInt(lt) + LT_PER_TX * BigInt(TX_PER_BLOCK)),
            prev_blocks: JSON.stringify(b.prev_blocks ?? []),
            tx_count: TX_PER_BLOCK,
          });
        }
        return out;
      }),
    );
    const accounts = [...new Set<string>(t.transactions.map((r) => r.account as string))];
    await load(
      'latest_account_states',
      ['account', 'hash', 'balance', 'account_status', 'timestamp', 'last_trans_hash', 'last_trans_lt'],
      first(() =>
        accounts.map((a) => ({
          account: s.account(a),
          hash: s.hash(Buffer.alloc(32, 2)),
          balance: '1000000000',
          account_status: 'active',
          timestamp: T0,
          last_trans_hash: s.hash(Buffer.alloc(32, 3)),
          last_trans_lt: '0',
        })),
      ),
    );
    log(`  copy 0 (${T} transactions) sent with COPY in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    // the copies as statements of about a million rows each, run on four connections at once
    const plans = new Map<string, { setup: string; steps: string[] }>();
    for (const table of Object.keys(rows)) {
      const plan = await replication(
        c,
        table,
        rows[table]!,
        table === 'latest_account_states' ? s.replicas : s.copies,
        T,
        s.replicas,
      );
      await c.query(plan.setup);
      plans.set(table, plan);
    }
    const queue = [...plans.values()].flatMap((p) => p.steps);
    const t1 = Date.now();
    const counts = await Promise.all(
      [0, 1, 2, 3].map(() =>
        withConn(async (k) => {
          let n = 0;
          for (let sql = queue.shift(); sql; sql = queue.shift()) n += (await k.query(sql)).rowCount ?? 0;
          return n;
        }),
      ),
    );
    for (const table of plans.keys()) {
      rows[table] = Number((await c.query(`SELECT count(*) FROM ${table}`)).rows[0].count);
      await c.query(`DROP TABLE copy0_${table}`);
    }
    log(
      `  copies 1… made by PostgreSQL: ${counts.reduce((a, b) => a + b, 0).toLocaleString('en')} rows in ${((Date.now() - t1) / 1000).toFixed(1)} s`,
    );
    const tm = Date.now();
    const filled = await c.query(
      `INSERT INTO message_hashes (hash, tx_lt, tx_hash, direction)
         SELECT msg_hash, tx_lt, tx_hash, direction FROM messages
         UNION ALL SELECT msg_hash_norm, tx_lt, tx_hash, direction FROM messages
           WHERE msg_hash_norm IS NOT NULL AND msg_hash_norm <> msg_hash`,
    );
    rows.message_hashes = filled.rowCount ?? 0;
    await c.query('ALTER TABLE messages ENABLE TRIGGER messages_hashes');
    log(
      `  message_hashes filled: ${rows.message_hashes.toLocaleString('en')} rows in ${((Date.now() - tm) / 1000).toFixed(1)} s`,
    );
    const t0 = Date.now();
    await c.query('SET max_parallel_maintenance_workers = 2');
    for (const k of keys) await c.query(`ALTER TABLE ${k.tbl} ADD CONSTRAINT "${k.name}" ${k.def}`);
    // a partitioned table's index is listed as `ON ONLY parent` (the parent alone): built here on every partition
    await Promise.all(
      chunks(indexes, 4).map((part) =>
        withConn(async (k) => {
          await k.query(`SET maintenance_work_mem = '256MB'`);
          for (const ix of part) await k.query(ix.indexdef.replace(' ON ONLY ', ' ON '));
        }),
      ),
    );
    log(
      `  ${keys.length} primary keys and ${indexes.length} secondary indexes built in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
    );
    // statistics for the planner; the visibility map only where a plan reads an index alone (a body's place by
    // hash), as autovacuum leaves it on a live index (elsewhere it would cost a pass over the whole index)
    await c.query('ANALYZE');
    await c.query('VACUUM message_content_lts');
    return { rows, seconds: (Date.now() - started) / 1000, partitions, layout: LAYOUT };
  }
}

function chunks<T>(xs: T[], n: number): T[][] {
  const out: T[][] = Array.from({ length: n }, () => []);
  xs.forEach((x, i) => out[i % n]!.push(x));
  return out;
}
