/**
 * An index written in the earlier, unpartitioned layout (migrations 0001–0007) and then migrated to the
 * partitioned one (0008, then 0009 without DEFAULT partitions and with the message hash lookup, then 0010 with
 * message contents kept beside the transaction that first carried them) answers every v3
 * list exactly as the same blocks indexed on the current layout do; its rows sit in their lt range partitions,
 * and blocks indexed afterwards land in range partitions created ahead. (The answers are compared with a fresh
 * index rather than with the old layout's: the current server reads message_hashes, which 0009 creates.)
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMigrations, migrate, MIGRATIONS_DIR } from '../../../indexer/db/migrate.ts';
import { freshDatabase, type TestDatabase } from '../../../indexer/db/fresh-database.ts';
import { importFiles } from '../../../indexer/pipeline/import.ts';
import { STATE_AFTER_COLUMNS } from '../../../indexer/model/tables.ts';
import { fixturePath, fixturesSkipReason, haveFixtures } from '../../../tools/fixtures.ts';
import { createV3Server } from '../../src/v3/app.ts';
import { MESSAGE_CONTENTS } from '../../src/v3/queries/contents.ts';
import { TRANSACTION_MESSAGES } from '../../src/v3/queries/transactions.ts';
import { silentLogger } from '../helpers.ts';

const BEFORE = [1, 2, 3].map((n) => fixturePath('tongo', `block-${n}`, 'block.bin'));
const AFTER = [fixturePath('tonutils-go', 'block_0_8000000000000000_71398501.boc')];
const LT_TABLES = [
  'transactions',
  'messages',
  'message_bodies',
  'action_accounts',
  'jetton_transfers',
  'jetton_burns',
  'nft_transfers',
  'transaction_bocs',
];
const HASH_TABLES = ['message_content_lts', 'account_states', 'traces', 'actions'];

describe.skipIf(!haveFixtures)(
  `the partitioned layout ${haveFixtures ? '' : `(skipped: ${fixturesSkipReason})`}`,
  () => {
    let db: TestDatabase;
    let fresh: TestDatabase;
    let oldDir: string;
    const urls: string[] = [];
    const before = new Map<string, string>();

    const answers = async (index: TestDatabase) => {
      const server = await createV3Server({
        db: index.pool,
        network: 'mainnet',
        logger: silentLogger,
        validateResponses: true,
      });
      try {
        const out = new Map<string, string>();
        for (const url of urls) {
          const res = await server.inject(`/api/v3${url}`);
          expect(res.statusCode, `${url}: ${res.payload.slice(0, 200)}`).toBe(200);
          out.set(url, res.payload);
        }
        return out;
      } finally {
        await server.stop();
      }
    };

    beforeAll(async () => {
      db = await freshDatabase({ migrate: false });
      oldDir = mkdtempSync(join(tmpdir(), 'old-layout-'));
      for (const m of listMigrations().filter((m) => m.version <= 7))
        copyFileSync(
          join(MIGRATIONS_DIR, `${String(m.version).padStart(4, '0')}_${m.name}.sql`),
          join(oldDir, `${String(m.version).padStart(4, '0')}_${m.name}.sql`),
        );
      const c = await db.pool.connect();
      try {
        await migrate(c, oldDir);
        // the writer stores contents through 0010's function; on this layout it stored them by hash, as here
        await c.query(`CREATE FUNCTION ton_insert_contents(hashes bytea[], lts bigint[], bodies bytea[]) RETURNS bigint
          LANGUAGE sql AS $$ WITH n AS (INSERT INTO message_contents (hash, body) SELECT h, b FROM unnest(hashes, bodies)
          AS k(h, b) ON CONFLICT DO NOTHING RETURNING 1) SELECT count(*) FROM n $$`);
      } finally {
        c.release();
      }
      // and it writes the states after transactions in 0011's columns and small bodies in 0012's, which that layout
      // did not have
      await db.pool.query(
        `ALTER TABLE transactions ${STATE_AFTER_COLUMNS.map(([c, t]) => `ADD COLUMN ${c} ${t}`).join(', ')}`,
      );
      await db.pool.query('ALTER TABLE messages ADD COLUMN body_boc bytea');
      // and the transactions' BOCs in 0018's table
      await db.pool.query(
        'CREATE TABLE transaction_bocs (lt bigint NOT NULL, hash bytea NOT NULL, boc bytea NOT NULL, PRIMARY KEY (lt, hash))',
      );
      await importFiles(db.pool, BEFORE);
      await db.pool.query('DROP FUNCTION ton_insert_contents');
      await db.pool.query(
        `ALTER TABLE transactions ${STATE_AFTER_COLUMNS.map(([c]) => `DROP COLUMN ${c}`).join(', ')}`,
      );
      await db.pool.query('ALTER TABLE messages DROP COLUMN body_boc');
      await db.pool.query('DROP TABLE transaction_bocs');
      const q = async (sql: string) => (await db.pool.query(sql)).rows;
      const hex = (b: Buffer) => b.toString('hex');
      for (const { account } of await q(
        `SELECT account FROM transactions GROUP BY account ORDER BY count(*) DESC, account LIMIT 4`,
      )) {
        urls.push(
          `/transactions?account=${account}&limit=20`,
          `/transactions?account=${account}&limit=5&offset=3&sort=asc`,
          `/actions?account=${account}&limit=20`,
          `/traces?account=${account}&limit=5`,
          `/messages?source=${account}&limit=20`,
        );
      }
      for (const { msg_hash } of await q(`SELECT msg_hash FROM messages ORDER BY tx_lt, msg_hash LIMIT 3`)) {
        urls.push(
          `/transactionsByMessage?msg_hash=${hex(msg_hash)}`,
          `/transactionsByMessage?msg_hash=${hex(msg_hash)}&direction=out`,
          `/messages?msg_hash=${hex(msg_hash)}`,
          `/actions?msg_hash=${hex(msg_hash)}`,
          `/traces?msg_hash=${hex(msg_hash)}`,
        );
      }
      for (const { hash } of await q(`SELECT hash FROM transactions ORDER BY lt DESC, hash LIMIT 3`)) {
        urls.push(`/transactions?hash=${hex(hash)}`, `/adjacentTransactions?hash=${hex(hash)}`);
      }
      const [range] = await q(`SELECT min(lt)::text AS lo, max(lt)::text AS hi FROM transactions`);
      urls.push(
        '/transactions?limit=50&sort=desc',
        '/transactions?limit=50&sort=asc',
        `/transactions?start_lt=${range.lo}&end_lt=${range.hi}&limit=30`,
        '/blocks?limit=10',
        '/messages?limit=30',
        '/actions?limit=30',
        '/traces?limit=10',
        '/jetton/transfers?limit=20',
        '/nft/transfers?limit=20',
      );
      fresh = await freshDatabase();
      await importFiles(fresh.pool, BEFORE);
      for (const [url, body] of await answers(fresh)) before.set(url, body);
    }, 300_000);

    afterAll(async () => {
      await db?.stop();
      await fresh?.stop();
      if (oldDir) rmSync(oldDir, { recursive: true, force: true });
    });

    it('an index migrated from the earlier layout answers as one indexed on the current layout', async () => {
      expect(Number((await db.pool.query('SELECT count(*) FROM transactions')).rows[0].count)).toBeGreaterThan(1000);
      expect((await db.pool.query(`SELECT to_regclass('partitioning') AS t`)).rows[0].t).toBeNull();
      const c = await db.pool.connect();
      try {
        expect(await migrate(c)).toEqual(expect.arrayContaining([8, 9, 10]));
      } finally {
        c.release();
      }
      const partitioned = (
        await db.pool.query(`SELECT partrelid::regclass::text AS name FROM pg_partitioned_table`)
      ).rows.map((r) => r.name);
      expect(partitioned.sort()).toEqual([...LT_TABLES, ...HASH_TABLES].sort());
      const after = await answers(db);
      for (const url of urls) expect(after.get(url), url).toBe(before.get(url));
      // not every list may be empty, or the comparison would prove little
      expect([...before.values()].filter((b) => b.length > 200).length).toBeGreaterThan(urls.length / 2);
    }, 120_000);

    it('keeps rows in their range partitions, has no DEFAULT partition, and reads partitions in lt order', async () => {
      for (const t of LT_TABLES)
        expect((await db.pool.query(`SELECT to_regclass($1) AS r`, [`${t}_default`])).rows[0].r, t).toBeNull();
      const parts = (
        await db.pool.query(`SELECT tableoid::regclass::text AS part, count(*) FROM transactions GROUP BY 1`)
      ).rows;
      expect(parts.length).toBeGreaterThan(1); // the three recorded blocks are more than a year apart
      for (const p of parts) expect(p.part).toMatch(/^transactions_lt_\d+$/);
      const {
        rows: [{ account }],
      } = await db.pool.query(`SELECT account FROM transactions GROUP BY account ORDER BY count(*) DESC LIMIT 1`);
      const plan = (
        await db.pool.query(
          `EXPLAIN SELECT t.* FROM transactions t WHERE t.account = $1 ORDER BY t.lt DESC, t.account ASC LIMIT 10`,
          [account],
        )
      ).rows
        .map((r) => r['QUERY PLAN'])
        .join('\n');
      expect(plan).toMatch(/Index Scan Backward using transactions_lt_\d+_account_lt_idx/);
      // each partition's index gives lt order, and the partitions are read one after another newest first (an
      // ordered Append that stops at the limit), not merged (Merge Append probes every one), sorted or read whole
      expect(plan).not.toMatch(/(->\s*|^)(Sort|Seq Scan|Merge Append) {2}/m);
      expect(plan).toMatch(/(->\s*|^)Append {2}/m);
    });

    it("reads each listed transaction's messages from its own partition, once", async () => {
      // one transaction from each of the partitions (the recorded blocks are more than a year apart)
      const { rows } = await db.pool.query<{ hash: Buffer; lt: string }>(
        `SELECT DISTINCT ON (tableoid) hash, lt::text AS lt FROM transactions ORDER BY tableoid, lt DESC`,
      );
      expect(rows.length).toBeGreaterThan(1);
      const plan = (
        await db.pool.query(`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) ${TRANSACTION_MESSAGES.text}`, [
          rows.map((r) => r.hash),
          rows.map((r) => r.lt),
        ])
      ).rows.map((r) => r['QUERY PLAN'] as string);
      // the index searches made in messages partitions: one per transaction, not one per transaction and partition
      let inMessages = false;
      const searches: number[] = [];
      for (const line of plan) {
        if (line.includes('->'))
          inMessages = /Index (Only )?Scan (Backward )?(using|on) messages_lt_\d+_\w+/.test(line);
        const n = /Index Searches: (\d+)/.exec(line);
        if (n && inMessages) searches.push(Number(n[1]));
      }
      expect(searches.length).toBeGreaterThan(1);
      expect(searches.reduce((a, b) => a + b, 0)).toBe(rows.length);
    });

    it("reads a transaction's bodies beside it, and by hash those kept with another transaction", async () => {
      // the transaction sending the most distinct bodies
      const {
        rows: [tx],
      } = await db.pool.query<{ tx_hash: Buffer; tx_lt: string }>(
        `SELECT tx_hash, tx_lt::text FROM messages WHERE direction = 'out' GROUP BY 1, 2 ORDER BY count(DISTINCT body_hash) DESC LIMIT 1`,
      );
      // each body once, at an lt of a transaction carrying it, as a page asks for it: the sender's own, and those
      // the receivers of its messages got (kept with the sender, so not at the receivers' lts)
      const bodies = async (direction: 'out' | 'in') =>
        (
          await db.pool.query<{ h: Buffer; lt: string }>(
            `SELECT DISTINCT ON (m.body_hash) m.body_hash AS h, m.tx_lt::text AS lt FROM messages m
             WHERE m.direction = $3 AND m.body_hash IS NOT NULL AND m.msg_hash IN (
               SELECT msg_hash FROM messages WHERE tx_hash = $1 AND tx_lt = $2 AND direction = 'out')
             ORDER BY m.body_hash, m.tx_lt`,
            [tx!.tx_hash, tx!.tx_lt, direction],
          )
        ).rows;
      /** The bodies read for `keys` (checked against the view by hash); how many were looked up by hash. */
      const byHash = async (keys: Array<{ h: Buffer; lt: string | null }>) => {
        const params = [keys.map((k) => k.h), keys.map((k) => k.lt)];
        const read = (await db.pool.query(MESSAGE_CONTENTS.text, params)).rows;
        const viewed = (
          await db.pool.query(`SELECT hash, body FROM message_contents WHERE hash = ANY($1)`, [params[0]])
        ).rows;
        const text = (r: { hash: Buffer; body: Buffer }) => `${r.hash.toString('hex')}:${r.body.toString('hex')}`;
        expect(read.map(text).sort()).toEqual(viewed.map(text).sort());
        const plan = (
          await db.pool.query(`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) ${MESSAGE_CONTENTS.text}`, params)
        ).rows.map((r) => r['QUERY PLAN'] as string);
        // the lookup by hash (a subquery) runs once per body not found at its lt, and never otherwise
        const sub = plan[plan.findIndex((l) => /SubPlan/.test(l)) + 1] ?? '';
        return /never executed/.test(sub) ? 0 : Number(/loops=(\d+)/.exec(sub)?.[1]);
      };
      const sent = await bodies('out');
      expect(sent.length).toBeGreaterThan(3);
      expect(sent.every((b) => b.lt === tx!.tx_lt)).toBe(true);
      // each read at its lt, none by hash
      expect(await byHash(sent)).toBe(0);
      const received = (await bodies('in')).filter((b) => b.lt !== tx!.tx_lt).slice(0, 5);
      expect(received.length).toBeGreaterThan(0);
      // each missed at the receiver's lt, then found by hash where it is kept
      expect(await byHash(received)).toBe(received.length);
      // given no lt (as a page gives an inbound message's body), each is read by hash at once
      expect(await byHash(received.map((r) => ({ ...r, lt: null })))).toBe(received.length);
    });

    it("keeps one plan per connection for a page's key lookups, and plans lists the values steer per request", async () => {
      const pool = new pg.Pool({ connectionString: db.url, max: 1 });
      const server = await createV3Server({ db: pool, network: 'mainnet', logger: silentLogger, answerCacheBytes: 0 });
      try {
        const q = async (sql: string) => (await db.pool.query(sql)).rows;
        const [{ account }] = await q(
          `SELECT account FROM transactions GROUP BY account ORDER BY count(*) DESC LIMIT 1`,
        );
        const [{ msg }] = await q(
          `SELECT encode(msg_hash, 'hex') AS msg FROM messages ORDER BY tx_lt, msg_hash LIMIT 1`,
        );
        // more runs than PostgreSQL plans per value before it weighs the generic plan
        for (let i = 0; i < 8; i++)
          for (const url of [
            `/transactions?account=${account}&limit=10`,
            `/transactionsByMessage?msg_hash=${msg}`,
            `/messages?msg_hash=${msg}`,
            `/actions?account=${account}&limit=10`,
            `/jetton/transfers?owner_address=${account}&limit=10`,
            `/transactions?account=${account}&start_utime=1&limit=10`,
            `/jetton/transfers?owner_address=${account}&jetton_master=${account}&limit=10`,
          ])
            expect((await server.inject(`/api/v3${url}`)).statusCode, url).toBe(200);
        const prepared = (
          await pool.query<{ statement: string; generic_plans: string }>(
            'SELECT statement, generic_plans FROM pg_prepared_statements',
          )
        ).rows;
        const planOf = (pattern: RegExp) => prepared.filter((p) => pattern.test(p.statement));
        for (const pattern of [
          /^SELECT t\.\* FROM transactions t WHERE t\.account = \(SELECT \$1::text\)::text ORDER BY/, // an account's page
          /^SELECT tk\.hash AS tx_hash[\s\S]*FROM transactions t WHERE t\.account = \(SELECT/, // its messages
          /FROM account_states a WHERE a\.hash = h\.hash/, // its states
          /^SELECT t\.\* FROM \(SELECT DISTINCT h\.tx_hash[\s\S]*FROM transactions t WHERE t\.hash = tk\.hash/, // the transactions of a message
          /^SELECT tk\.hash AS tx_hash[\s\S]*FROM message_hashes h/, // their messages
          /SELECT m\.msg_hash, max\(m\.created_lt\) AS k FROM unnest/, // a message by hash
          /m\.tx_lt = tk\.lt AND m\.msg_hash = ANY/, // both its sides
          /FROM action_accounts/, // an account's actions
          /LEFT JOIN latest_account_states/, // the address book
          /FROM jetton_transfers e WHERE e\.tx_aborted = false AND e\.destination =/, // an owner's transfers
        ]) {
          expect(planOf(pattern), String(pattern)).toHaveLength(1);
          // the generic plan was chosen and reused: planning is no longer paid per request
          expect(Number(planOf(pattern)[0]!.generic_plans), String(pattern)).toBeGreaterThan(0);
        }
        // the same lists with a time window or a jetton: the values can steer the plan (which index, how many
        // rows the window holds), so they are planned per request and never prepared
        expect(planOf(/t\.now >=|e\.jetton_master_address =/)).toHaveLength(0);
      } finally {
        await server.stop();
        await pool.end();
      }
    });

    it('creates the partitions of newly indexed blocks ahead of them', async () => {
      await importFiles(db.pool, AFTER);
      const {
        rows: [{ lt }],
      } = await db.pool.query(`SELECT max(lt)::text AS lt FROM transactions`);
      const {
        rows: [{ lt_span, ahead }],
      } = await db.pool.query(`SELECT lt_span::text, ahead FROM partitioning`);
      const start = (BigInt(lt) / BigInt(lt_span)) * BigInt(lt_span);
      for (const t of LT_TABLES) {
        for (let i = 0; i <= ahead; i++)
          expect(
            (await db.pool.query(`SELECT to_regclass($1) AS r`, [`${t}_lt_${start + BigInt(i) * BigInt(lt_span)}`]))
              .rows[0].r,
            t,
          ).not.toBeNull();
      }
    }, 120_000);
  },
);
