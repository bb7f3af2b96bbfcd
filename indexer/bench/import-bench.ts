/** Import throughput into PostgreSQL: recorded mainnet blocks into a fresh database, tx/s printed. */
import pg from 'pg';
import { fixturePath, fixturesSkipReason, haveFixtures } from '../../tools/fixtures.ts';
import { migrate } from '../db/migrate.ts';
import { startEmbeddedPostgres } from '../db/postgres.ts';
import { withDatabase } from '../db/testing.ts';
import { readFile } from 'node:fs/promises';
import { parseBlock } from '../../tlb/index.ts';
import { decodeBlock } from '../ingest/decode.ts';
import { writeBlockSet } from '../ingest/store.ts';

export const BENCH_FILES = () => [
  fixturePath('tongo', 'block-1', 'block.bin'), fixturePath('tongo', 'block-2', 'block.bin'), fixturePath('tongo', 'block-3', 'block.bin'),
  fixturePath('tongo', 'raw-13516764.bin'), fixturePath('tonutils-go', 'block_0_8000000000000000_71398501.boc'),
];

export async function runImportBench(log: (line: string) => void = console.log): Promise<{ transactions: number; txPerSec: number } | undefined> {
  if (!haveFixtures) { log(`import bench skipped: ${fixturesSkipReason}`); return undefined; }
  const server = await startEmbeddedPostgres({ log });
  const admin = new pg.Client(server.connectionString);
  await admin.connect();
  const name = `indexer_bench_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const pool = new pg.Pool({ connectionString: withDatabase(server.connectionString, name), max: 2 });
  pool.on('error', () => {});
  try {
    const c = await pool.connect();
    await migrate(c);
    c.release();
    const files = BENCH_FILES();
    // Rows first, so the database side is timed alone: parsing BOCs is CPU work the follower does in parallel.
    const t0 = performance.now();
    const sets = await Promise.all(files.map(async (f) => decodeBlock(parseBlock(await readFile(f)), { mcSeqno: null })));
    const parseSecs = (performance.now() - t0) / 1000;
    const transactions = sets.reduce((n, d) => n + d.transactions.length, 0);
    const client = await pool.connect();
    const t1 = performance.now();
    try {
      for (const d of sets) await writeBlockSet(client, { blocks: [d] });
    } finally {
      client.release();
    }
    const writeSecs = (performance.now() - t1) / 1000;
    const txPerSec = transactions / writeSecs;
    log(`import into PostgreSQL: ${files.length} blocks, ${transactions} transactions in ${writeSecs.toFixed(2)} s = ${txPerSec.toFixed(0)} tx/s (trace assembly + inserts, one DB transaction per block)`);
    log(`BOC parse + decode of the same blocks: ${parseSecs.toFixed(2)} s = ${(transactions / parseSecs).toFixed(0)} tx/s on one core`);
    return { transactions, txPerSec };
  } finally {
    await pool.end();
    if (server.kind === 'external') {
      const c = new pg.Client(server.connectionString);
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    }
    await server.stop();
  }
}
