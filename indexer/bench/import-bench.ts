/**
 * Import throughput into PostgreSQL: the recorded mainnet blocks, imported end to end (read, parse in workers,
 * trace assembly, inserts, classification) into an emptied database several times over, by one writer and by two
 * writers sharing the blocks out, each on its own connection, rounds alternating between the two so that whatever else the
 * machine does in a moment falls on both alike.
 */
import { readFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import type pg from 'pg';
import { fixturePath, fixturesSkipReason, haveFixtures } from '../../tools/fixtures.ts';
import { freshDatabase } from '../db/fresh-database.ts';
import { parsedBlocks } from '../pipeline/import.ts';
import { defaultParseWorkers, ParsePool } from '../ingest/parse-pool.ts';
import { writeBlockSet } from '../writer/store.ts';
import { postmasterOf, processCpuSince, serverCpuSeconds } from './cpu.ts';

export const TARGET_TX_PER_SEC = 3000;

/** Context for a rate measured on a shared machine: this process's CPU time (all threads) and the load. */
export function cpuNote(startCpu: NodeJS.CpuUsage, transactions: number): string {
  const secs = processCpuSince(startCpu);
  return `indexer process CPU ${secs.toFixed(2)} s (${(transactions / secs).toFixed(0)} tx per CPU-second, ${((secs * 1e6) / transactions).toFixed(0)} µs per transaction), ${loadNote()}`;
}

export const loadNote = () => `load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`;

export const BENCH_FILES = () => [
  fixturePath('tongo', 'block-1', 'block.bin'),
  fixturePath('tongo', 'block-2', 'block.bin'),
  fixturePath('tongo', 'block-3', 'block.bin'),
  fixturePath('tongo', 'raw-13516764.bin'),
  fixturePath('tonutils-go', 'block_0_8000000000000000_71398501.boc'),
];

const TABLES =
  'blocks, transactions, transaction_bocs, messages, message_bodies, message_content_lts, traces, shard_state, actions, action_accounts';

/** What one number of writers did over its rounds. */
export interface WriterFigures {
  writers: number;
  transactions: number;
  seconds: number;
  txPerSec: number;
  /** CPU seconds per 1,000 transactions: the indexer process (every thread), and the PostgreSQL server. */
  indexerCpuPer1000: number;
  postgresCpuPer1000?: number;
}

/**
 * The blocks split between `n` writers with about equal transactions each, largest first to the least loaded: a
 * range of a real backfill holds a thousand blocks and ranges even out, where five blocks cut in order would not
 * (one share would hold most of the transactions and the other writer would wait).
 */
export function shares<T>(items: T[], weights: number[], n: number): T[][] {
  const out = Array.from({ length: n }, () => ({ weight: 0, items: [] as T[] }));
  const order = items.map((_, i) => i).sort((a, b) => weights[b]! - weights[a]!);
  for (const i of order) {
    const least = out.reduce((a, c) => (c.weight < a.weight ? c : a));
    least.weight += weights[i]!;
    least.items.push(items[i]!);
  }
  return out.map((s) => s.items);
}

/** One writer's share: its blocks parsed ahead in the shared workers and written in order on its connection. */
async function writeShare(client: pg.ClientBase, bocs: Buffer[], parsers: ParsePool | 0): Promise<number> {
  let tx = 0;
  for await (const { data, shardState } of parsedBlocks(bocs, null, parsers))
    tx += (await writeBlockSet(client, { blocks: [data], shardState })).transactions;
  return tx;
}

export async function runImportBench(
  options: { rounds?: number; workers?: number; writers?: number[]; log?: (line: string) => void } = {},
): Promise<WriterFigures[] | undefined> {
  const log = options.log ?? console.log;
  if (!haveFixtures) {
    log(`import bench skipped: ${fixturesSkipReason}`);
    return undefined;
  }
  const writerCounts = options.writers ?? [1, 2];
  const db = await freshDatabase({ prefix: 'indexer_bench', max: Math.max(...writerCounts) + 1 });
  const clients: pg.PoolClient[] = [];
  const rounds = options.rounds ?? 5;
  const workers = options.workers ?? defaultParseWorkers();
  // Workers are started once, as in a long-running import; their start-up is not part of the rate.
  const parsers = workers > 0 ? new ParsePool(workers) : 0;
  try {
    for (let i = 0; i < Math.max(...writerCounts); i++) clients.push(await db.pool.connect());
    const bocs = await Promise.all(BENCH_FILES().map((f) => readFile(f)));
    const pid = (await clients[0]!.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
    const postmaster = postmasterOf(pid);
    const weights: number[] = [];
    for await (const { data } of parsedBlocks(bocs, null, parsers)) weights.push(data.transactions.length);
    const totals = new Map(writerCounts.map((n) => [n, { tx: 0, secs: 0, cpu: 0, pg: 0 as number | undefined }]));
    // One uncounted round of each first: a long-running import runs with its code compiled, its statements
    // prepared and caches warm, which the first pass over the data is not.
    for (let r = -1; r < rounds; r++) {
      for (const n of writerCounts) {
        await clients[0]!.query(`TRUNCATE ${TABLES}`);
        const cpu0 = process.cpuUsage();
        const pg0 = postmaster ? serverCpuSeconds(postmaster) : undefined;
        const t0 = performance.now();
        const counts = await Promise.all(
          shares(bocs, weights, n).map((share, i) => writeShare(clients[i]!, share, parsers)),
        );
        const secs = (performance.now() - t0) / 1000;
        const pg1 = postmaster ? serverCpuSeconds(postmaster) : undefined;
        if (r < 0) continue;
        const t = totals.get(n)!;
        t.tx += counts.reduce((a, b) => a + b, 0);
        t.secs += secs;
        t.cpu += processCpuSince(cpu0);
        t.pg = t.pg !== undefined && pg0 !== undefined && pg1 !== undefined ? t.pg + (pg1 - pg0) : undefined;
      }
    }
    const figures = writerCounts.map((n): WriterFigures => {
      const t = totals.get(n)!;
      return {
        writers: n,
        transactions: t.tx,
        seconds: t.secs,
        txPerSec: t.tx / t.secs,
        indexerCpuPer1000: (t.cpu * 1000) / t.tx,
        ...(t.pg !== undefined ? { postgresCpuPer1000: (t.pg * 1000) / t.tx } : {}),
      };
    });
    log(
      `import of recorded mainnet blocks (${bocs.length} blocks, ${rounds} rounds per writer count after one warm-up each, ` +
        `${workers} parse workers; read, parse, trace assembly, inserts, classification), ${loadNote()}:`,
    );
    for (const f of figures)
      log(
        `  ${f.writers} writer${f.writers > 1 ? 's' : ''}: ${f.transactions} transactions in ${f.seconds.toFixed(2)} s = ${f.txPerSec.toFixed(0)} tx/s, ` +
          `${(f.txPerSec / TARGET_TX_PER_SEC).toFixed(2)} x the ${TARGET_TX_PER_SEC} tx/s target; CPU per 1,000 transactions: ` +
          `indexer ${f.indexerCpuPer1000.toFixed(3)} s, PostgreSQL ${f.postgresCpuPer1000?.toFixed(3) ?? 'not visible (server on another machine)'} s`,
      );
    return figures;
  } finally {
    for (const c of clients) c.release();
    if (parsers) await parsers.close();
    await db.stop();
  }
}
