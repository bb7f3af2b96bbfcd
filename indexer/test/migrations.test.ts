import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMigrations, migrate, MIGRATIONS_DIR } from '../db/migrate.ts';
import { freshDatabase, type TestDatabase } from '../db/fresh-database.ts';
import { ensureLtPartitions } from '../db/partitions.ts';
import { importFiles } from '../pipeline/import.ts';
import { fixturePath, fixturesSkipReason, haveFixtures } from '../../tools/fixtures.ts';
import { readSchema } from '../../tools/row-types.ts';
import { INDEX_EVENTS_CHANNEL } from '../../contract/index-news.ts';
import {
  accountStatesSpec,
  blocksSpec,
  messagesSpec,
  STATE_AFTER_COLUMNS,
  shardStateSpec,
  transactionBocsSpec,
  transactionsSpec,
} from '../model/tables.ts';

describe('migrations', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await freshDatabase({ migrate: false });
  });
  afterAll(async () => {
    await db?.stop();
  });

  it('apply on an empty database, then again as no-ops', async () => {
    const c = await db.pool.connect();
    try {
      const first = await migrate(c);
      expect(first).toEqual(listMigrations().map((m) => m.version));
      const tables = (
        await c.query<{ table_name: string }>(
          `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`,
        )
      ).rows.map((r) => r.table_name);
      for (const t of [
        'blocks',
        'shard_state',
        'transactions',
        'messages',
        'message_contents',
        'message_bodies',
        'message_content_lts',
        'account_states',
        'latest_account_states',
        'jetton_masters',
        'jetton_wallets',
        'jetton_transfers',
        'jetton_burns',
        'nft_collections',
        'nft_items',
        'nft_transfers',
        'dns_entries',
        'multisig',
        'multisig_orders',
        'vesting_contracts',
        'vesting_whitelist',
        'traces',
        'actions',
        'action_accounts',
        'address_metadata',
        'address_book',
      ]) {
        expect(tables).toContain(t);
      }
      const indexCount = Number(
        (await c.query(`SELECT count(*) FROM pg_indexes WHERE schemaname = 'public'`)).rows[0].count,
      );
      expect(indexCount).toBeGreaterThan(100);
      expect(await migrate(c)).toEqual([]);
      const recorded = (await c.query('SELECT version FROM schema_migrations ORDER BY version')).rows.map(
        (r) => r.version,
      );
      expect(recorded).toEqual(first);
    } finally {
      c.release();
    }
  });

  it("give every column the writer casts its values to that column's type", async () => {
    // the writer's statements cast each array parameter to the type its spec names (insertRows in model/tables.ts)
    const schema = await readSchema(db.pool);
    const typeOf = new Map(schema.map((c) => [`${c.table}.${c.column}`, c.typeName]));
    const specs = [blocksSpec, transactionsSpec, messagesSpec, transactionBocsSpec, shardStateSpec, accountStatesSpec];
    const written = [
      ...specs.flatMap((s) => s.columns.map(([column, type]) => [`${s.table}.${column}`, type])),
      ...STATE_AFTER_COLUMNS.map(([column, type]) => [`transactions.${column}`, type]),
    ];
    expect(written.filter(([column, type]) => typeOf.get(column!) !== type)).toEqual([]);
  });

  it("announce the recorded news on the contract's channel", async () => {
    // index_news_add (migration 0013) names the channel in SQL, the API listens on the contract's
    const { rows } = await db.pool.query<{ def: string }>(
      `SELECT pg_get_functiondef('index_news_add'::regproc) AS def`,
    );
    expect(rows[0]!.def).toContain(`pg_notify('${INDEX_EVENTS_CHANNEL}', item)`);
  });

  it('refuses a migration edited after it was applied', async () => {
    const c = await db.pool.connect();
    try {
      await c.query(`UPDATE schema_migrations SET checksum = 'x' WHERE version = 1`);
      await expect(migrate(c)).rejects.toThrow(/was changed after it was applied/);
    } finally {
      c.release();
    }
  });
});

const LT_TABLES = ['transactions', 'messages', 'action_accounts', 'jetton_transfers', 'jetton_burns', 'nft_transfers'];
const h = (n: number) => Buffer.alloc(32, n);

/** A directory holding the migrations up to `version`: an index as it was before the later ones. */
function migrationsUpTo(version: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
  for (const m of listMigrations().filter((m) => m.version <= version)) {
    const file = `${String(m.version).padStart(4, '0')}_${m.name}.sql`;
    copyFileSync(join(MIGRATIONS_DIR, file), join(dir, file));
  }
  return dir;
}

/** A fresh database of the test block's own and the migrations up to `version`, to migrate it from there. */
function olderIndex(version: number): { readonly db: TestDatabase; readonly dir: string } {
  let db: TestDatabase | undefined;
  let dir: string | undefined;
  beforeAll(async () => {
    db = await freshDatabase({ migrate: false });
    dir = migrationsUpTo(version);
  });
  afterAll(async () => {
    await db?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return {
    get db() {
      return db!;
    },
    get dir() {
      return dir!;
    },
  };
}

/** Rows of every lt-partitioned table at `lt`, inserted by hand as a writer that made no range would. */
async function insertAt(c: pg.ClientBase, lt: bigint, n: number) {
  const tx = h(n);
  await c.query(
    `INSERT INTO transactions (hash, lt, account, block_workchain, block_shard, block_seqno, prev_trans_hash, prev_trans_lt,
       now, orig_status, end_status, total_fees, account_state_hash_before, account_state_hash_after, descr)
     VALUES ($1, $2, '0:AA', 0, 0, 1, $1, 0, 1700000000, 'active', 'active', 0, $1, $1, 'ord')`,
    [tx, String(lt)],
  );
  await c.query(
    `INSERT INTO messages (tx_hash, tx_lt, msg_hash, direction, msg_hash_norm) VALUES ($1, $2, $3, 'in', $4), ($1, $2, $5, 'out', NULL)`,
    [tx, String(lt), h(n + 100), h(n + 150), h(n + 200)],
  );
  await c.query(
    `INSERT INTO action_accounts (action_id, trace_id, account, trace_end_lt, trace_end_utime, action_end_lt, action_end_utime)
     VALUES ($1, $1, '0:AA', $2, 1700000000, $2, 1700000000)`,
    [tx, String(lt)],
  );
  for (const t of ['jetton_transfers', 'jetton_burns', 'nft_transfers'])
    await c.query(`INSERT INTO ${t} (tx_hash, tx_lt, tx_now, tx_aborted) VALUES ($1, $2, 1700000000, false)`, [
      tx,
      String(lt),
    ]);
}

/** Every row of the lt tables as its non-null values: columns a later migration adds (null on old rows) do not count. */
async function contents(c: pg.ClientBase): Promise<string[]> {
  const out: string[] = [];
  for (const t of LT_TABLES)
    out.push(
      ...(await c.query(`SELECT '${t}' || jsonb_strip_nulls(to_jsonb(x))::text AS r FROM ${t} x ORDER BY 1`)).rows.map(
        (r) => r.r,
      ),
    );
  return out;
}

describe('lt range partitions without DEFAULT partitions (0009)', () => {
  const old = olderIndex(8);

  it('moves the rows an index of the 0008 layout keeps in DEFAULT partitions into ranges, losing none', async () => {
    const c = await old.db.pool.connect();
    try {
      expect(await migrate(c, old.dir)).toContain(8);
      // rows in two ranges that have no partition yet: the 0008 layout keeps them in the DEFAULT partitions
      await insertAt(c, 5_000_000_000_007n, 1);
      await insertAt(c, 5_000_000_000_009n, 2);
      await insertAt(c, 9_000_000_000_001n, 3);
      for (const t of LT_TABLES)
        expect(Number((await c.query(`SELECT count(*) FROM ${t}_default`)).rows[0].count), t).toBeGreaterThan(0);
      const before = await contents(c);
      expect(before.length).toBe(3 * 7);

      expect(await migrate(c)).toEqual(
        listMigrations()
          .filter((m) => m.version > 8)
          .map((m) => m.version),
      );
      expect(await contents(c)).toEqual(before);
      for (const t of LT_TABLES) {
        expect((await c.query(`SELECT to_regclass($1) AS r`, [`${t}_default`])).rows[0].r, t).toBeNull();
        const parts = (await c.query(`SELECT DISTINCT tableoid::regclass::text AS p FROM ${t} ORDER BY 1`)).rows;
        expect(
          parts.map((p) => p.p),
          t,
        ).toEqual([`${t}_lt_5000000000000`, `${t}_lt_9000000000000`]);
      }
      // the message hash lookup is backfilled: each message's hash, and its normalised hash where it differs
      const lookup = (await c.query(`SELECT hash, direction FROM message_hashes ORDER BY hash, direction`)).rows;
      expect(lookup.map((r) => `${r.hash[0]}:${r.direction}`).sort()).toEqual(
        ['101:in', '102:in', '103:in', '151:in', '152:in', '153:in', '201:out', '202:out', '203:out'].sort(),
      );
    } finally {
      c.release();
    }
  });

  it('refuses a row outside every range (an error, nothing kept apart) and takes it once its range exists', async () => {
    const c = await old.db.pool.connect();
    try {
      const lt = 42_000_000_000_005n;
      await expect(insertAt(c, lt, 4)).rejects.toMatchObject({ code: '23514' });
      expect(
        Number((await c.query('SELECT count(*) FROM transactions WHERE lt = $1', [String(lt)])).rows[0].count),
      ).toBe(0);
      // its range and two ahead, in each table, message_bodies (0010) and transaction_bocs (0018) too
      expect(await ensureLtPartitions(c, [lt])).toBe((LT_TABLES.length + 2) * 3);
      await insertAt(c, lt, 4);
      const {
        rows: [row],
      } = await c.query(`SELECT tableoid::regclass::text AS p FROM transactions WHERE lt = $1`, [String(lt)]);
      expect(row.p).toBe('transactions_lt_42000000000000');
      // the trigger keeps the lookup complete for rows inserted later, by any writer
      expect(
        Number((await c.query('SELECT count(*) FROM message_hashes WHERE tx_lt = $1', [String(lt)])).rows[0].count),
      ).toBe(3);
    } finally {
      c.release();
    }
  });
});

describe('message contents kept beside the transaction first carrying them (0010)', () => {
  const old = olderIndex(9);

  const kept = async (c: pg.ClientBase) =>
    (
      await c.query<{ k: string }>(
        `SELECT get_byte(l.hash, 0) || '@' || l.lt || ':' || encode(b.body, 'escape') AS k FROM message_content_lts l
         JOIN message_bodies b ON b.lt = l.lt AND b.hash = l.hash ORDER BY 1`,
      )
    ).rows.map((r) => r.k);

  it('keeps each content of an index at the earliest lt carrying it, and reads it by hash as before', async () => {
    const c = await old.db.pool.connect();
    try {
      expect(await migrate(c, old.dir)).toContain(9);
      await ensureLtPartitions(c, [5_000_000_000_007n, 9_000_000_000_001n]);
      await insertAt(c, 5_000_000_000_007n, 1);
      await insertAt(c, 9_000_000_000_001n, 2);
      // content 31 carried by both transactions (body of one, StateInit of the other), 32 by the later one only,
      // 33 by none (kept at the oldest transaction's lt)
      await c.query(`UPDATE messages SET body_hash = $1 WHERE tx_lt = 5000000000007 AND direction = 'out'`, [h(31)]);
      await c.query(`UPDATE messages SET init_state_hash = $1 WHERE tx_lt = 9000000000001 AND direction = 'in'`, [
        h(31),
      ]);
      await c.query(`UPDATE messages SET body_hash = $1 WHERE tx_lt = 9000000000001 AND direction = 'out'`, [h(32)]);
      await c.query(`INSERT INTO message_contents (hash, body) VALUES ($1, 'a'), ($2, 'b'), ($3, 'c')`, [
        h(31),
        h(32),
        h(33),
      ]);
      const byHash = async () =>
        (
          await c.query(
            `SELECT get_byte(hash, 0) || ':' || encode(body, 'escape') AS k FROM message_contents ORDER BY 1`,
          )
        ).rows;
      const before = await byHash();

      expect(await migrate(c)).toEqual(
        listMigrations()
          .filter((m) => m.version > 9)
          .map((m) => m.version),
      );
      expect(await byHash()).toEqual(before);
      expect(await kept(c)).toEqual(['31@5000000000007:a', '32@9000000000001:b', '33@5000000000007:c']);
      const parts = (await c.query(`SELECT DISTINCT tableoid::regclass::text AS p FROM message_bodies ORDER BY 1`))
        .rows;
      expect(parts.map((p) => p.p)).toEqual(['message_bodies_lt_5000000000000', 'message_bodies_lt_9000000000000']);
    } finally {
      c.release();
    }
  });

  it('stores a content once, where it was first carried, creating a range it lacks', async () => {
    const c = await old.db.pool.connect();
    try {
      const insert = async (hashes: number[], lts: bigint[], bodies: string[]) =>
        Number(
          (
            await c.query('SELECT ton_insert_contents($1::bytea[], $2::int8[], $3::bytea[]) AS n', [
              hashes.map(h),
              lts.map(String),
              bodies.map((b) => Buffer.from(b)),
            ])
          ).rows[0].n,
        );
      // 31 is kept already (its place and body stay); 34 is new, in a range no table has yet
      expect(await insert([31, 34], [77_000_000_000_003n, 77_000_000_000_003n], ['x', 'd'])).toBe(1);
      expect(await insert([34], [77_000_000_000_009n], ['e'])).toBe(0);
      expect(await kept(c)).toEqual([
        '31@5000000000007:a',
        '32@9000000000001:b',
        '33@5000000000007:c',
        '34@77000000000003:d',
      ]);
      expect((await c.query(`SELECT to_regclass('transactions_lt_77000000000000') AS r`)).rows[0].r).not.toBeNull();
    } finally {
      c.release();
    }
  });
});

describe.skipIf(!haveFixtures)(
  `the indexer's writer and a range it believed to exist ${haveFixtures ? '' : `(skipped: ${fixturesSkipReason})`}`,
  () => {
    let db: TestDatabase;
    beforeAll(async () => {
      db = await freshDatabase();
    });
    afterAll(async () => {
      await db?.stop();
    });

    it('creates the range again and writes the block when a known range was dropped', async () => {
      // one connection, so both imports write through the same client and its remembered ranges
      const pool = new pg.Pool({ connectionString: db.url, max: 1 });
      // pool.end() returns before its connection has closed: the server stopping at the end of the file may close it
      // first, which is not a test failure (as freshDatabase's pool)
      pool.on('error', () => {});
      try {
        // one range spanning every recorded block, so the second block falls in the range the first created
        await pool.query(`UPDATE partitioning SET lt_span = 1000000000000000`);
        await importFiles(pool, [fixturePath('tongo', 'block-1', 'block.bin')]);
        for (const t of LT_TABLES) await pool.query(`DROP TABLE ${t}_lt_0`);
        const r = await importFiles(pool, [fixturePath('tongo', 'block-2', 'block.bin')]);
        expect(r.transactions).toBeGreaterThan(0);
        expect(Number((await pool.query('SELECT count(*) FROM transactions_lt_0')).rows[0].count)).toBe(r.transactions);
      } finally {
        await pool.end();
      }
    }, 120_000);
  },
);

describe('the state after a transaction on its row (0011)', () => {
  const old = olderIndex(10);

  it('adds the columns to an index with transactions, which keep their values and carry no state', async () => {
    const c = await old.db.pool.connect();
    try {
      expect(await migrate(c, old.dir)).toContain(10);
      await ensureLtPartitions(c, [5_000_000_000_007n, 9_000_000_000_001n]);
      await insertAt(c, 5_000_000_000_007n, 1);
      await insertAt(c, 9_000_000_000_001n, 2);
      const before = await contents(c);
      expect(await migrate(c)).toContain(11);
      expect(await contents(c)).toEqual(before);
      const carried = await c.query(
        `SELECT count(*)::int AS rows, count(state_after_account_status)::int AS carrying FROM transactions`,
      );
      expect(carried.rows[0]).toEqual({ rows: 2, carrying: 0 });
      // every partition has the columns, those of ranges made afterwards too
      await ensureLtPartitions(c, [13_000_000_000_001n]);
      await insertAt(c, 13_000_000_000_001n, 3);
      await c.query(`UPDATE transactions SET state_after_account_status = 'active', state_after_balance = 5`);
      const rows = await c.query(`SELECT state_after_balance::text AS b FROM transactions ORDER BY lt`);
      expect(rows.rows.map((r) => r.b)).toEqual(['5', '5', '5']);
      // pending transactions keep the columns of transactions
      const columns = async (table: string) =>
        (
          await c.query(
            `SELECT column_name AS c FROM information_schema.columns WHERE table_name = $1 AND column_name LIKE 'state_after_%' ORDER BY 1`,
            [table],
          )
        ).rows.map((r) => r.c);
      expect(await columns('pending_transactions')).toEqual(await columns('transactions'));
      expect(await columns('transactions')).toHaveLength(6);
    } finally {
      c.release();
    }
  });
});

describe('a small body on its message row (0012)', () => {
  const old = olderIndex(11);

  it('adds the column to an index with messages, which keep their values and carry no body', async () => {
    const c = await old.db.pool.connect();
    try {
      expect(await migrate(c, old.dir)).toContain(11);
      await ensureLtPartitions(c, [5_000_000_000_007n]);
      await insertAt(c, 5_000_000_000_007n, 1);
      const before = await contents(c);
      expect(await migrate(c)).toContain(12);
      expect(await contents(c)).toEqual(before);
      const carried = await c.query(`SELECT count(*)::int AS rows, count(body_boc)::int AS carrying FROM messages`);
      expect(carried.rows[0]).toEqual({ rows: 2, carrying: 0 });
      // ranges made afterwards have it, and pending messages keep the columns of messages
      await ensureLtPartitions(c, [13_000_000_000_001n]);
      await insertAt(c, 13_000_000_000_001n, 3);
      await c.query(`UPDATE messages SET body_boc = '\\x01'::bytea WHERE tx_lt = 13000000000001`);
      const rows = await c.query(`SELECT tx_lt::text AS lt, body_boc FROM messages ORDER BY tx_lt, direction`);
      expect(rows.rows.map((r) => [r.lt, r.body_boc?.toString('hex') ?? null])).toEqual([
        ['5000000000007', null],
        ['5000000000007', null],
        ['13000000000001', '01'],
        ['13000000000001', '01'],
      ]);
      const type = await c.query(
        `SELECT table_name AS t, data_type AS d FROM information_schema.columns WHERE column_name = 'body_boc' ORDER BY 1`,
      );
      expect(type.rows.filter((r) => ['messages', 'pending_messages'].includes(r.t))).toEqual([
        { t: 'messages', d: 'bytea' },
        { t: 'pending_messages', d: 'bytea' },
      ]);
    } finally {
      c.release();
    }
  });
});
