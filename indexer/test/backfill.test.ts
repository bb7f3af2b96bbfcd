/**
 * Backfill by ranges: several workers writing disjoint ranges leave exactly the rows one writer leaves, a worker
 * killed mid-range is resumed with no gap and no duplicate, and a trace cut by a range boundary is stitched back.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixturePath, fixturesSkipReason, haveFixtures } from '../../tools/fixtures.ts';
import { freshDatabase, type TestDatabase } from '../db/fresh-database.ts';
import { parseLocal } from '../ingest/parse-local.ts';
import type { BlockData } from '../model/rows.ts';
import { importFiles } from '../pipeline/import.ts';
import { filesJob, importFilesInRanges } from '../pipeline/import-ranges.ts';
import { openRanges } from '../pipeline/ranges.ts';
import { stitchTraces } from '../writer/stitch-traces.ts';
import { writeBlockSet } from '../writer/store.ts';
import { anotherDatabase, digest } from './index-digest.ts';

const CLI = new URL('../bin/indexer.ts', import.meta.url).pathname;

const FILES = haveFixtures
  ? [
      ...[1, 2, 3, 4, 5, 6, 7].map((n) => fixturePath('tongo', `block-${n}`, 'block.bin')),
      fixturePath('tongo', 'raw-13516764.bin'),
      fixturePath('tonutils-go', 'block_0_8000000000000000_71398501.boc'),
    ]
  : [];

describe.skipIf(!haveFixtures)(
  haveFixtures ? 'backfill by ranges' : `backfill by ranges (skipped: ${fixturesSkipReason})`,
  () => {
    let db: TestDatabase;
    let serial: Record<string, string>;
    const others: pg.Pool[] = [];
    beforeAll(async () => {
      db = await freshDatabase({ max: 8 });
      await importFiles(db.pool, FILES, { workers: 0 });
      serial = await digest(db.pool);
    }, 120_000);
    afterAll(async () => {
      for (const p of others) await p.end();
      await db?.stop();
    });

    it('two workers writing disjoint ranges leave the rows one writer leaves', async () => {
      const { pool } = await anotherDatabase(db);
      others.push(pool);
      const r = await importFilesInRanges(pool, FILES, { workers: 2, rangeSize: 2, parseWorkers: 1 });
      expect(r.ranges).toBe(5);
      expect(await openRanges(pool, filesJob(FILES))).toBe(0);
      expect(await digest(pool)).toEqual(serial);
    }, 120_000);

    it('a worker killed mid-range is resumed with no gap and no duplicate', async () => {
      const { url, pool } = await anotherDatabase(db);
      others.push(pool);
      // ranges of two files: a range cut after its first file is written again from its start
      const files = FILES;
      const job = filesJob(files);
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', CLI, 'import', '--database-url', url, '--workers', '2', '--range-size', '2', ...files],
        { stdio: ['ignore', 'ignore', 'pipe'] },
      );
      let log = '';
      child.stderr!.on('data', (b: Buffer) => {
        log = (log + b.toString()).slice(-4000);
      });
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      const deadline = Date.now() + 90_000;
      let done = 0;
      for (;;) {
        const r = await pool
          .query<{ n: number }>(
            'SELECT count(*)::int AS n FROM backfill_ranges WHERE job = $1 AND done_at IS NOT NULL',
            [job],
          )
          .catch(() => ({ rows: [{ n: 0 }] }));
        done = r.rows[0]!.n;
        if (done >= 1 || Date.now() > deadline || child.exitCode !== null) break;
        await new Promise((res) => setTimeout(res, 20));
      }
      child.kill('SIGKILL');
      await exited;
      expect(done, log).toBeGreaterThanOrEqual(1);
      const open = await openRanges(pool, job);
      expect(open, 'the kill came after the whole job was written').toBeGreaterThan(0);

      const r = await importFilesInRanges(pool, files, { workers: 2, rangeSize: 2, parseWorkers: 1 });
      expect(r.ranges).toBe(open);
      expect(await openRanges(pool, job)).toBe(0);
      expect(await digest(pool)).toEqual(serial);
    }, 180_000);

    it('a content met at smaller lts by two writers at once is kept once, at the smallest', async () => {
      const { pool } = await anotherDatabase(db);
      others.push(pool);
      const hash = Buffer.alloc(32, 7);
      const put = (c: pg.ClientBase, lt: number) =>
        c.query('SELECT ton_insert_contents($1::bytea[], $2::int8[], $3::bytea[])', [[hash], [lt], [Buffer.from('x')]]);
      await put(pool as unknown as pg.ClientBase, 30);
      const [a, b] = [await pool.connect(), await pool.connect()];
      try {
        await a.query('BEGIN');
        await put(a, 20); // holds the content's row until it commits
        await b.query('BEGIN');
        const waiting = put(b, 10);
        await new Promise((r) => setTimeout(r, 300));
        await a.query('COMMIT');
        await waiting;
        await b.query('COMMIT');
      } finally {
        a.release();
        b.release();
      }
      const bodies = await pool.query<{ lt: string }>('SELECT lt FROM message_bodies WHERE hash = $1', [hash]);
      const kept = await pool.query<{ lt: string }>('SELECT lt FROM message_content_lts WHERE hash = $1', [hash]);
      expect(bodies.rows.map((r) => Number(r.lt))).toEqual([10]);
      expect(kept.rows.map((r) => Number(r.lt))).toEqual([10]);
    }, 60_000);

    it('a trace cut by a range boundary is folded into its parent once both ranges are in', async () => {
      // one recorded block split at its middle lt into two "ranges", written later half first
      const { data } = parseLocal(readFileSync(FILES.at(-1)!), null);
      const [early, late] = halves(data);
      const traced = ['traces', 'actions', 'action_accounts'];
      const inOrder = await anotherDatabase(db);
      const reversed = await anotherDatabase(db);
      others.push(inOrder.pool, reversed.pool);
      for (const part of [early, late]) await write(inOrder.pool, part());
      for (const part of [late, early]) await write(reversed.pool, part());
      const cut = await reversed.pool.query(`SELECT count(*)::int AS n FROM traces WHERE state = 'broken'`);
      const before = await inOrder.pool.query(`SELECT count(*)::int AS n FROM traces WHERE state = 'broken'`);
      expect(cut.rows[0].n, 'the split cut no trace: the test would prove nothing').toBeGreaterThan(before.rows[0].n);
      const c = await reversed.pool.connect();
      try {
        expect(await stitchTraces(c)).toBeGreaterThan(0);
        expect(await stitchTraces(c)).toBe(0);
      } finally {
        c.release();
      }
      expect(await digest(reversed.pool, traced)).toEqual(await digest(inOrder.pool, traced));
      const ids = `SELECT md5(string_agg(encode(hash, 'hex') || encode(trace_id, 'hex'), ',' ORDER BY hash)) AS s FROM transactions`;
      const msgIds = `SELECT md5(string_agg(encode(msg_hash, 'hex') || direction || encode(trace_id, 'hex'), ',' ORDER BY msg_hash, direction)) AS s FROM messages`;
      for (const q of [ids, msgIds])
        expect((await reversed.pool.query(q)).rows[0].s).toBe((await inOrder.pool.query(q)).rows[0].s);
    }, 120_000);
  },
);

async function write(pool: pg.Pool, block: BlockData): Promise<void> {
  const c = await pool.connect();
  try {
    await writeBlockSet(c, { blocks: [block] });
  } finally {
    c.release();
  }
}

/** A block's transactions split at the middle lt, each half with its messages and BOCs (fresh copies per write). */
function halves(b: BlockData): [() => BlockData, () => BlockData] {
  const lts = b.transactions.map((t) => BigInt(t.lt)).sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
  const mid = lts[Math.floor(lts.length / 2)]!;
  const part = (early: boolean) => (): BlockData => {
    const txs = b.transactions.filter((t) => BigInt(t.lt) < mid === early).map((t) => ({ ...t }));
    const hashes = new Set(txs.map((t) => t.hash.toString('hex')));
    return {
      block: b.block,
      transactions: txs,
      messages: b.messages.filter((m) => hashes.has(m.tx_hash.toString('hex'))).map((m) => ({ ...m })),
      contents: b.contents,
      ...(b.bocs ? { bocs: b.bocs.filter((x) => hashes.has(x.hash.toString('hex'))) } : {}),
    };
  };
  return [part(true), part(false)];
}
