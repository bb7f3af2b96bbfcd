/**
 * Import throughput into PostgreSQL: the recorded mainnet blocks, imported end to end (read, parse in workers,
 * trace assembly, inserts) into an emptied database several times over, so the total is a few thousand transactions.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { fixturePath, fixturesSkipReason, haveFixtures } from '../../tools/fixtures.ts';
import { freshDatabase } from '../db/fresh-database.ts';
import { parsedBlocks } from '../pipeline/import.ts';
import { defaultParseWorkers, ParsePool } from '../ingest/parse-pool.ts';
import { writeBlockSet } from '../writer/store.ts';

export const TARGET_TX_PER_SEC = 3000;

/** The CPU ticks fields of /proc/<pid>/stat after the command name: utime, stime, cutime, cstime. */
function cpuTicks(pid: string | number): { own: number; reaped: number; postgres: boolean } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return {
      own: Number(f[11]) + Number(f[12]),
      reaped: Number(f[13]) + Number(f[14]),
      postgres: stat.includes('(postgres)'),
    };
  } catch {
    return undefined; // the process ended meanwhile, or no /proc
  }
}

/**
 * CPU seconds used so far by the PostgreSQL servers on this machine (Linux /proc; 0 elsewhere), counting a
 * server's exited backends too: their time moves to the postmaster's reaped-children fields when they end, so
 * the total only grows. (Summing the live processes alone lost every backend that ended between two readings,
 * and a span could come out negative.)
 */
export function postgresCpuSeconds(): number {
  let ticks = 0;
  try {
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      const t = cpuTicks(pid);
      if (t?.postgres) ticks += t.own + t.reaped;
    }
  } catch {
    return 0;
  }
  return ticks / 100;
}

/** CPU seconds one process has used so far (a connection's backend: `SELECT pg_backend_pid()`). */
export function processCpuSeconds(pid: number): number {
  return (cpuTicks(pid)?.own ?? 0) / 100;
}

/** Where the PostgreSQL CPU of a span is read from: the servers on the machine, and the bench's own backend. */
export interface PgCpuStart {
  servers: number;
  backend?: { pid: number; seconds: number };
}

export function pgCpuStart(backendPid?: number): PgCpuStart {
  return {
    servers: postgresCpuSeconds(),
    // a server on another machine has no /proc entry here: its CPU is then not reported rather than reported as 0
    ...(backendPid && cpuTicks(backendPid)?.postgres
      ? { backend: { pid: backendPid, seconds: processCpuSeconds(backendPid) } }
      : {}),
  };
}

/**
 * Context for a rate measured on a shared machine: this process's CPU time (all threads), PostgreSQL's CPU time
 * over the same span (the backend that ran the bench's statements, and every server process with background
 * work), and the load around it.
 */
export function cpuNote(startCpu: NodeJS.CpuUsage, transactions: number, startPg?: PgCpuStart): string {
  const u = process.cpuUsage(startCpu);
  const secs = (u.user + u.system) / 1e6;
  let pg = '';
  if (startPg) {
    const servers = postgresCpuSeconds() - startPg.servers;
    const backend = startPg.backend ? processCpuSeconds(startPg.backend.pid) - startPg.backend.seconds : undefined;
    pg =
      backend === undefined
        ? `, PostgreSQL CPU ${servers.toFixed(2)} s`
        : `, PostgreSQL CPU ${backend.toFixed(2)} s in the writing backend (${((backend * 1e6) / transactions).toFixed(0)} µs per transaction), ${servers.toFixed(2)} s in all server processes with background work`;
  }
  return `indexer process CPU ${secs.toFixed(2)} s (${(transactions / secs).toFixed(0)} tx per CPU-second, ${((secs * 1e6) / transactions).toFixed(0)} µs per transaction)${pg}, load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`;
}

export const BENCH_FILES = () => [
  fixturePath('tongo', 'block-1', 'block.bin'),
  fixturePath('tongo', 'block-2', 'block.bin'),
  fixturePath('tongo', 'block-3', 'block.bin'),
  fixturePath('tongo', 'raw-13516764.bin'),
  fixturePath('tonutils-go', 'block_0_8000000000000000_71398501.boc'),
];

const TABLES =
  'blocks, transactions, transaction_bocs, messages, message_bodies, message_content_lts, traces, shard_state, actions, action_accounts';

export async function runImportBench(
  options: { rounds?: number; workers?: number; log?: (line: string) => void } = {},
): Promise<{ transactions: number; txPerSec: number } | undefined> {
  const log = options.log ?? console.log;
  if (!haveFixtures) {
    log(`import bench skipped: ${fixturesSkipReason}`);
    return undefined;
  }
  const db = await freshDatabase({ prefix: 'indexer_bench', max: 2 });
  try {
    const client = await db.pool.connect();
    const bocs = await Promise.all(BENCH_FILES().map((f) => readFile(f)));
    const rounds = options.rounds ?? 5;
    const workers = options.workers ?? defaultParseWorkers();
    let transactions = 0;
    let secs = 0;
    const roundRates: number[] = [];
    let cpu = process.cpuUsage();
    let pgCpu: PgCpuStart | undefined;
    let note = '';
    // Workers are started once, as in a long-running import; their start-up is not part of the rate.
    const parsers = workers > 0 ? new ParsePool(workers) : 0;
    try {
      // One uncounted round first: a long-running import runs with its code compiled and PostgreSQL's
      // statements prepared and caches warm, which the first pass over the data is not.
      for await (const { data, shardState } of parsedBlocks(bocs, null, parsers))
        await writeBlockSet(client, { blocks: [data], shardState });
      cpu = process.cpuUsage();
      pgCpu = pgCpuStart((await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid);
      for (let r = 0; r < rounds; r++) {
        await client.query(`TRUNCATE ${TABLES}`);
        const t0 = performance.now();
        let roundTx = 0;
        for await (const { data, shardState } of parsedBlocks(bocs, null, parsers)) {
          roundTx += (await writeBlockSet(client, { blocks: [data], shardState })).transactions;
        }
        const roundSecs = (performance.now() - t0) / 1000;
        transactions += roundTx;
        secs += roundSecs;
        roundRates.push(roundTx / roundSecs);
      }
      note = cpuNote(cpu, transactions, pgCpu);
    } finally {
      client.release();
      if (parsers) await parsers.close();
    }
    const txPerSec = transactions / secs;
    log(
      `import of recorded mainnet blocks: ${rounds} x ${bocs.length} blocks after one warm-up round, ${transactions} transactions in ${secs.toFixed(2)} s = ${txPerSec.toFixed(0)} tx/s ` +
        `(${workers} parse workers; read, parse, trace assembly, inserts, classification) — ${(txPerSec / TARGET_TX_PER_SEC).toFixed(2)} x the ${TARGET_TX_PER_SEC} tx/s target; ` +
        `rounds ${roundRates.map((r) => r.toFixed(0)).join(', ')} tx/s; ${note}`,
    );
    return { transactions, txPerSec };
  } finally {
    await db.stop();
  }
}
