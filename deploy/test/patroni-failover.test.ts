/**
 * The index on a Patroni cluster (deploy/patroni: etcd, three members in synchronous mode, HAProxy on Patroni's
 * REST checks), under a steady load of transfers and v3 reads: the leader's Patroni and PostgreSQL are killed
 * with SIGKILL. A replica is promoted; the indexer (restarted on exit, as its supervisor does) writes on through
 * HAProxy with no gap and no duplicate; every block committed before the kill is still there, the same row; the
 * server's v3 reads go on, answering 503 at most between the kill and the promotion (docs/operators.md).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Address, internal, toNano } from '@ton/core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Member, type PatroniCluster, startPatroniCluster, unavailable } from '../patroni/local-cluster.ts';
import { startDevnet, type Devnet } from '../../devnet/index.ts';
import { genesisSender } from '../../devnet/test/helpers.ts';
import { freePort } from '../../indexer/db/postgres.ts';

const INDEXER = fileURLToPath(new URL('../../indexer/bin/indexer.ts', import.meta.url));
const SERVER = fileURLToPath(new URL('../../server/bin/server.ts', import.meta.url));
const why = unavailable();
const title = `the index on Patroni: kill -9 of the leader under load${why ? ` (skipped: ${why})` : ''}`;
if (why) console.log(`patroni-failover: skipped: ${why}`);

async function waitFor(what: string, cond: () => Promise<boolean> | boolean, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (
      await Promise.resolve()
        .then(cond)
        .catch(() => false)
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The indexer as a supervisor runs it (compose's restart policy, systemd's Restart=always): started again on exit. */
function superviseIndexer(d: Devnet, url: string) {
  let stopping = false;
  let child: ChildProcess | undefined;
  const exits: { at: number; code: number | null }[] = [];
  let log = '';
  const start = () => {
    child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        INDEXER,
        'follow',
        '--global-config',
        d.globalConfigPath,
        '--database-url',
        url,
        '--from',
        '1',
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    child.stderr!.on('data', (b: Buffer) => {
      log = (log + b.toString()).slice(-8000);
    });
    child.once('exit', (code) => {
      exits.push({ at: Date.now(), code });
      if (!stopping) setTimeout(start, 500);
    });
  };
  start();
  return {
    exits,
    log: () => log,
    async stop() {
      stopping = true;
      const c = child;
      if (!c || c.exitCode !== null || c.signalCode !== null) return;
      const gone = new Promise((r) => c.once('exit', r));
      c.kill('SIGTERM');
      await gone;
    },
  };
}

describe.skipIf(!!why)(title, () => {
  let dir: string;
  let passed = false;
  // the load's loops, stopped by afterAll too when the test fails halfway
  let producing = false;
  let reading = false;
  let cluster: PatroniCluster;
  let d: Devnet;
  let db: pg.Pool;
  let server: ChildProcess | undefined;
  let indexer: ReturnType<typeof superviseIndexer> | undefined;
  const { send } = genesisSender(() => d);

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'patroni-failover-'));
    // the members run as the postgres OS user when the tests run as root
    chmodSync(dir, 0o755);
    [cluster, d] = await Promise.all([
      startPatroniCluster(join(dir, 'cluster'), (l) => console.log(`patroni-failover: ${l}`)),
      startDevnet({ blockInterval: 0 }),
    ]);
    // the test's own view of the index, through HAProxy as the indexer sees it
    db = new pg.Pool({ connectionString: cluster.primaryUrl, max: 2, connectionTimeoutMillis: 2000 });
    db.on('error', () => {});
  }, 180_000);
  afterAll(async () => {
    producing = false;
    reading = false;
    await indexer?.stop();
    server?.kill('SIGTERM');
    await db?.end().catch(() => {});
    await d?.stop();
    await cluster?.stop();
    // a failed run keeps the members' logs
    if (dir && passed) rmSync(dir, { recursive: true, force: true });
    else if (dir) console.log(`patroni-failover: the cluster's logs are kept in ${dir}/cluster`);
  }, 60_000);

  it('promotes the synchronous replica; the index goes on with nothing lost, twice written or missing', async () => {
    const t0 = Date.now();
    const maxIndexed = async () =>
      Number((await db.query('SELECT coalesce(max(seqno), 0) AS m FROM indexed_mc_blocks')).rows[0].m);
    producing = true;
    const oneBlock = async () => {
      await send('v3r2', 1, [
        internal({ to: Address.parse(d.accounts[0]!.address), value: toNano('0.1'), bounce: false }),
      ]);
      await d.chain.produceBlock();
    };
    for (let i = 0; i < 5; i++) await oneBlock();
    // steady: a block with a transfer every 300 ms, as long as the test lasts
    const producer = (async () => {
      while (producing) {
        await oneBlock();
        await new Promise((r) => setTimeout(r, 300));
      }
    })();
    indexer = superviseIndexer(d, cluster.primaryUrl);
    // the server starts meanwhile (tens of seconds on a busy machine)
    const keys = join(dir, 'keys.yaml');
    writeFileSync(keys, 'keyless: { rps: 100000 }\n');
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        TON_GLOBAL_CONFIG: d.globalConfigPath,
        NETWORK: 'local',
        API_KEYS_FILE: keys,
        LOG_LEVEL: 'error',
        // writes' view and pending rows on the leader through HAProxy; reads on each member that is a streaming
        // replica now (the server checks each one itself and skips a promoted or dead one)
        DATABASE_URL: cluster.primaryUrl,
        DATABASE_READ_URLS: cluster.members.map((m) => cluster.memberUrl(m)).join(','),
        DATABASE_READ_CHECK_MS: '500',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitFor('the indexer to write through HAProxy', async () => (await maxIndexed()) >= 5, 90_000);

    await waitFor('the server', async () => (await fetch(`${base}/api/v3/masterchainInfo`)).status === 200, 90_000);

    // steady reads: two readers, each a v3 request after the other
    const reads: { at: number; status: number; path: string }[] = [];
    reading = true;
    const paths = ['/api/v3/masterchainInfo', '/api/v3/transactions?limit=10', '/api/v3/blocks?workchain=-1&limit=5'];
    const reader = async (k: number) => {
      for (let i = k; reading; i++) {
        const path = paths[i % paths.length]!;
        const status = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(10_000) }).then(
          async (r) => {
            await r.arrayBuffer();
            return r.status;
          },
          () => 0,
        );
        reads.push({ at: Date.now(), status, path });
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    const readers = [reader(0), reader(1)];
    await waitFor('more blocks under the load', async () => (await maxIndexed()) >= 15, 60_000);

    // what the leader has committed just before it is lost: seen by another session only once the synchronous
    // standby has it too (the commit waits for it before the transaction becomes visible)
    const before = await cluster.state();
    const leader = (await cluster.leader()) as Member;
    const sync = before.members.find((m) => m.role === 'sync_standby')?.name;
    expect(leader).toBeDefined();
    expect(sync).toBeDefined();
    const committed = (
      await db.query('SELECT seqno, indexed_at::text AS at, tx_count FROM indexed_mc_blocks ORDER BY seqno')
    ).rows;
    const lastCommitted = committed.at(-1).seqno as number;

    const killedAt = Date.now();
    cluster.crash(leader);
    let promoted: Member | undefined;
    await waitFor(
      'a replica to be promoted',
      async () => {
        const l = await cluster.leader();
        if (l && l !== leader) promoted = l;
        return !!promoted;
      },
      60_000,
    );
    const promotedAt = Date.now();
    await waitFor('the indexer to write again', async () => (await maxIndexed()) > lastCommitted, 60_000);
    const resumedAt = Date.now();
    // the load goes on a while on the new leader, past the window in which reads may answer 503
    await new Promise((r) => setTimeout(r, Math.max(3000, promotedAt + 8000 - Date.now())));
    producing = false;
    await producer;
    const head = d.chain.lastMc.id.seqno;
    await waitFor('the indexer to reach the head', async () => (await maxIndexed()) >= head, 90_000);
    reading = false;
    await Promise.all(readers);
    const restarts = indexer.exits.filter((e) => e.at >= killedAt).length;
    await indexer.stop();

    const failover = (promotedAt - killedAt) / 1000;
    const resumed = (resumedAt - killedAt) / 1000;
    const failed = reads.filter((r) => r.status !== 200);
    const refusedFrom = Math.min(...failed.map((r) => r.at));
    const refusedTo = Math.max(...failed.map((r) => r.at));
    console.log(
      `patroni-failover: ${leader.name} killed after mc ${lastCommitted}; ${promoted!.name} (the synchronous standby: ${sync}) promoted after ${failover.toFixed(1)} s; indexer writing again after ${resumed.toFixed(1)} s (${restarts} restarts)`,
    );
    console.log(
      `patroni-failover: v3 reads ${reads.length}, ${reads.length - failed.length} answered 200, ${failed.length} not (${[...new Set(failed.map((r) => r.status))].join(', ') || 'none'})${failed.length ? ` from ${((refusedFrom - killedAt) / 1000).toFixed(1)} s to ${((refusedTo - killedAt) / 1000).toFixed(1)} s after the kill` : ''}; test ${((Date.now() - t0) / 1000).toFixed(0)} s`,
    );

    // synchronous mode: only the standby that had every commit may take over
    expect(promoted!.name).toBe(sync);
    // no committed block lost: each row read before the kill is there, the same row (not indexed again)
    const after = (
      await db.query('SELECT seqno, indexed_at::text AS at, tx_count FROM indexed_mc_blocks ORDER BY seqno')
    ).rows;
    expect(after.slice(0, committed.length)).toEqual(committed);
    // no gap, no duplicate
    const mc = after.map((r) => r.seqno);
    expect(mc).toEqual(Array.from({ length: mc.length }, (_, i) => i + 1));
    expect(mc.at(-1)).toBeGreaterThanOrEqual(head);
    const shards = (
      await db.query('SELECT workchain, shard::text, array_agg(seqno ORDER BY seqno) s FROM blocks GROUP BY 1, 2')
    ).rows;
    for (const b of shards) {
      const s: number[] = b.s;
      expect(s, `${b.workchain}:${b.shard}`).toEqual(Array.from({ length: s.length }, (_, i) => s[0]! + i));
    }
    const c = (
      await db.query(`SELECT (SELECT count(*) FROM transactions) t, (SELECT count(DISTINCT hash) FROM transactions) dt,
      (SELECT sum(tx_count) FROM blocks) bt`)
    ).rows[0];
    expect(Number(c.t)).toBe(Number(c.dt));
    expect(Number(c.t)).toBe(Number(c.bt));
    expect(Number(c.t)).toBeGreaterThan(lastCommitted);
    // the old leader's host comes back: its Patroni makes it a replica of the new leader (rewinding what it may
    // have written past the new leader's timeline), and it then holds exactly the leader's rows
    const restartedAt = Date.now();
    cluster.restart(leader);
    await waitFor(
      'the old leader to rejoin as a streaming replica',
      async () => {
        const m = (await cluster.state()).members.find((x) => x.name === leader.name);
        return !!m && ['replica', 'sync_standby'].includes(m.role) && m.state === 'running' && m.lag === 0;
      },
      90_000,
    );
    const old = new pg.Client({ connectionString: cluster.memberUrl(leader) });
    await old.connect();
    try {
      await waitFor(
        "the old leader to replay the new leader's rows",
        async () => (await old.query('SELECT count(*)::int AS n FROM indexed_mc_blocks')).rows[0].n === after.length,
        30_000,
      );
      const rows = (
        await old.query('SELECT seqno, indexed_at::text AS at, tx_count FROM indexed_mc_blocks ORDER BY seqno')
      ).rows;
      expect(rows).toEqual(after);
      expect((await old.query('SELECT pg_is_in_recovery() AS r')).rows[0].r).toBe(true);
    } finally {
      await old.end();
    }
    console.log(
      `patroni-failover: ${leader.name} back as a replica of ${promoted!.name} ${((Date.now() - restartedAt) / 1000).toFixed(1)} s after its Patroni started again`,
    );
    // reads: 503 only, and only between the kill and a few seconds after the promotion (HAProxy's checks)
    expect(failed.filter((r) => r.status !== 503)).toEqual([]);
    if (failed.length) {
      expect(refusedFrom).toBeGreaterThanOrEqual(killedAt);
      expect(refusedTo).toBeLessThanOrEqual(promotedAt + 5000);
    }
    expect(reads.filter((r) => r.at > promotedAt + 5000 && r.status === 200).length).toBeGreaterThan(10);
    passed = true;
  }, 300_000);
});
