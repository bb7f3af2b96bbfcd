// The whole system on one machine: the local TON network (or a real network's global config), PostgreSQL,
// the indexer following the network and the one-process reference server (v2, v3, streaming, docs).
// `make run` (tools/run.ts), the conformance suite's local run and the load runner all start it here.
// Each long-running part is its own process so the emulator's CPU work never stalls the HTTP server.
// Once everything is up, a part that exits is started again with backoff (supervisor.ts) while the
// others keep going: the server answers 504 (v2) or 503 (v3) meanwhile and reconnects by itself.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseEnv } from 'node:util';
import { writeFileAtomicSync } from '../devnet/writeAtomic.ts';
import { freePort, startEmbeddedPostgres, type PostgresHandle } from '../indexer/db/postgres.ts';
import { awaitIndexed } from './await-indexed.ts';
import { processService, Supervisor, type Running } from './supervisor.ts';

const repoRoot = resolve(import.meta.dirname, '..');
const EXIT_WITH_PARENT = join(repoRoot, 'stack/exit-with-parent.ts');

/** An API keys file's content (server/src/auth/keys.ts reads it). */
export interface KeysConfig {
  plans: Record<string, { rps: number; streams?: number }>;
  keyless?: { rps: number };
  keys: Array<{ key: string; plan: string; networks?: string[] }>;
}

export interface LocalStackOptions {
  /** where the parts keep their data (global config, accounts, PostgreSQL, keys) */
  dataDir: string;
  /** the server's port (default: a free one) */
  port?: number;
  /** a real network's global config: no local network is started */
  globalConfig?: string;
  /** default 'local', or 'mainnet' with `globalConfig` */
  network?: string;
  /** an external PostgreSQL; by default one is started in `dataDir` */
  databaseUrl?: string;
  /**
   * API keys: a keys file of the operator's, or a keys file's content to write to `dataDir`. On the local
   * network without either, a development key without the keyless limit is made once and kept in `dataDir`.
   */
  keys?: { file: string } | { config: KeysConfig };
  /** first masterchain block to index (default 1 on the local network, the head on a real one) */
  indexFrom?: string;
  /** the local network's liteserver port (default: the one it had in `dataDir`, else a free one) */
  devnetPort?: string;
  /** milliseconds between the local network's blocks (default: the network's own, 1000) */
  blockInterval?: number;
  /** more options for the local network (`devnet/bin/devnet.ts --help`), e.g. its shard schedule */
  devnetArgs?: string[];
  /** the docs site served at / (default docs/dist) */
  docsDir?: string;
  /** the server's LOG_LEVEL (default warn) */
  logLevel?: string;
  /** once the server answers, wait until the index holds every block the network had then (the seeded history) */
  awaitIndexed?: boolean;
  /** how long starting may take (default 240 s) */
  timeoutMs?: number;
  /** the stack's own lines (restarts, stopping) */
  log?: (line: string) => void;
  /** every line a part prints, with the part's name */
  onLine?: (part: string, line: string) => void;
  /** aborting it while the stack starts stops the parts started so far and rejects */
  signal?: AbortSignal;
}

export interface RunningLocalStack {
  base: string;
  v2: string;
  v3: string;
  network: string;
  globalConfigPath: string;
  /** the local network's genesis wallets with their mnemonics (absent on a real network) */
  accountsFile?: string;
  /** the keys file the server reads, and its first key */
  keys?: { path: string; key: string };
  databaseUrl: string;
  /** which PostgreSQL serves the index, for people: `embedded PostgreSQL in …`, `DATABASE_URL` */
  database: string;
  /** what the local network seeded (its own words), when it did */
  seeded?: string;
  /** transactions in the index once it caught up (with `awaitIndexed`) */
  indexedTransactions?: number;
  stop(): Promise<void>;
}

/** A part stopped while the system was starting: a port taken or a broken install does not mend itself. */
export class StackExited extends Error {}

/** The environment the parts inherit, without what would point them at another network, index or keys. */
function partEnv(set: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const k of ['DATABASE_URL', 'TON_GLOBAL_CONFIG', 'NETWORK', 'API_KEYS_FILE', 'DEVNET_PORT', 'PORT'])
    delete env[k];
  // exit-with-parent.ts: the part stops if this process is gone
  return { ...env, ...set, STACK_PARENT_PID: String(process.pid) };
}

/** The server process's memory settings, as the image's entrypoint gives them (server/memory.env). */
const SERVER_MEMORY = (() => {
  const settings = parseEnv(readFileSync(join(repoRoot, 'server', 'memory.env'), 'utf8'));
  const env: Record<string, string> = {};
  if (settings.SERVER_GLIBC_TUNABLES) env.GLIBC_TUNABLES = settings.SERVER_GLIBC_TUNABLES;
  return { flags: (settings.SERVER_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean), env };
})();

export async function startLocalStack(options: LocalStackOptions): Promise<RunningLocalStack> {
  const log = options.log ?? (() => {});
  const dataDir = resolve(options.dataDir);
  const realConfig = options.globalConfig ? resolve(options.globalConfig) : undefined;
  const network = options.network ?? (realConfig ? 'mainnet' : 'local');
  const deadline = Date.now() + (options.timeoutMs ?? 240_000);
  let ready = false;
  let pg: PostgresHandle | undefined;
  let seeded: string | undefined;
  // For a failure's message: the last lines, without the local network's long genesis table.
  const recent: string[] = [];
  const onLine = (part: string, line: string) => {
    options.onLine?.(part, line);
    if (part === 'devnet' && line.startsWith('Seeded: ')) seeded = line.slice('Seeded: '.length);
    if (part === 'devnet' && /^ {3}/.test(line)) return;
    recent.push(`[${part}] ${line}`);
    if (recent.length > 60) recent.shift();
  };
  let gaveUp: (err: Error) => void = () => {};
  const failed = new Promise<never>((_, reject) => (gaveUp = reject));
  failed.catch(() => {});
  options.signal?.addEventListener('abort', () => gaveUp(new Error('the local stack was stopped while starting')), {
    once: true,
  });
  const supervisor = new Supervisor({
    log,
    restart: () => ready,
    onGiveUp: (name, exit) =>
      gaveUp(
        new StackExited(
          `${name} stopped (${exit.signal ?? `code ${exit.code}`}) before the system was up:\n${recent.join('\n')}`,
        ),
      ),
  });
  let stopped = false;
  const stop = async (): Promise<void> => {
    if (stopped) return;
    stopped = true;
    // the server, the indexer and the local network first (last started, first stopped), then PostgreSQL
    await supervisor.stop();
    await pg?.stop().catch((e: Error) => log(`postgres stop: ${e.message}`));
  };
  /** Waits for `step`, unless a part gives up or the start-up time runs out first. */
  const step = <T>(what: string, p: Promise<T>): Promise<T> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new Error(
              `the local stack: ${what} within ${options.timeoutMs ?? 240_000} ms failed:\n${recent.join('\n')}`,
            ),
          ),
        Math.max(0, deadline - Date.now()),
      );
    });
    return Promise.race([p, failed, late]).finally(() => clearTimeout(timer));
  };
  /** A part as a child process; `args` is read at each start. */
  const start = (name: string, args: () => string[], env: Record<string, string> = {}): Promise<void> =>
    supervisor.add(
      // node itself with tsx as a loader, not the tsx wrapper: a wrapper killed with SIGKILL leaves its node
      // process running, and the part restarted next to it would find its port taken
      processService(name, process.execPath, () => ['--import', 'tsx', '--import', EXIT_WITH_PARENT, ...args()], {
        cwd: repoRoot,
        env: partEnv(env),
        onLine: (line) => onLine(name, line),
      }),
    );

  try {
    mkdirSync(dataDir, { recursive: true });
    const globalConfigPath = realConfig ?? join(dataDir, 'global.config.json');
    const accountsFile = realConfig ? undefined : join(dataDir, 'accounts.json');
    if (!realConfig) {
      rmSync(globalConfigPath, { force: true });
      let liteserverPort: string | undefined;
      await step(
        'starting the local network',
        start('devnet', () => [
          'devnet/bin/devnet.ts',
          '--port',
          (liteserverPort ??= devnetPort(globalConfigPath)) ?? options.devnetPort ?? '0',
          '--data-dir',
          join(dataDir, 'devnet'),
          '--global-config-out',
          globalConfigPath,
          '--accounts-out',
          accountsFile!,
          ...(options.blockInterval !== undefined ? ['--block-interval', String(options.blockInterval)] : []),
          ...(options.devnetArgs ?? []),
        ]),
      );
      await step(
        'the local network writing its global config',
        waitForFile(globalConfigPath, () => stopped),
      );
    } else if (!existsSync(globalConfigPath)) {
      throw new Error(`the global config ${globalConfigPath} does not exist`);
    }

    const pgDir = join(dataDir, 'postgres');
    let databaseUrl = options.databaseUrl;
    if (!databaseUrl) {
      resetIndexIfChainChanged(dataDir, globalConfigPath, pgDir, log);
      databaseUrl = await step(
        'starting PostgreSQL',
        startPostgres(supervisor, pgDir, log, (h) => (pg = h)),
      );
    }

    const keys =
      'keys' in options && options.keys
        ? 'file' in options.keys
          ? { path: resolve(options.keys.file), key: '' }
          : writeKeys(join(dataDir, 'api-keys.json'), options.keys.config)
        : realConfig
          ? undefined
          : localKeysFile(dataDir);

    // The local network's whole history is small and is the point; a real network is indexed from its head
    // (a chosen start otherwise), as years of history through liteservers are not a start-up step.
    const indexFrom = options.indexFrom ?? (realConfig ? 'latest' : '1');
    await step(
      'starting the indexer',
      start('indexer', () => [
        'indexer/bin/indexer.ts',
        'follow',
        '--global-config',
        globalConfigPath,
        '--database-url',
        databaseUrl!,
        '--from',
        indexFrom,
      ]),
    );
    const port = options.port || (await freePort());
    await step(
      'starting the server',
      start('server', () => [...SERVER_MEMORY.flags, 'server/bin/server.ts'], {
        ...SERVER_MEMORY.env,
        PORT: String(port),
        TON_GLOBAL_CONFIG: globalConfigPath,
        NETWORK: network,
        DATABASE_URL: databaseUrl,
        DOCS_DIR: options.docsDir ?? join(repoRoot, 'docs', 'dist'),
        LOG_LEVEL: options.logLevel ?? 'warn',
        // webhooks to a receiver on this machine: the local stack allows loopback (D32), a deployment does not
        WEBHOOK_ALLOWED_TARGETS: process.env.WEBHOOK_ALLOWED_TARGETS ?? '127.0.0.0/8,::1,localhost',
        ...(keys ? { API_KEYS_FILE: keys.path } : {}),
      }),
    );
    const base = `http://localhost:${port}`;
    await step(
      `${base}/healthz answering`,
      waitForHttp(`${base}/healthz`, () => stopped),
    );
    ready = true;
    const v2 = `${base}/api/v2`;
    const v3 = `${base}/api/v3`;
    let indexedTransactions: number | undefined;
    if (options.awaitIndexed) {
      const timeoutMs = Math.max(deadline - Date.now(), 60_000);
      indexedTransactions = (await awaitIndexed({ v2, v3, apiKey: keys?.key || undefined, timeoutMs, log }))
        .transactions;
    }
    return {
      base,
      v2,
      v3,
      network,
      globalConfigPath,
      accountsFile,
      keys,
      databaseUrl,
      seeded,
      indexedTransactions,
      stop,
      database: options.databaseUrl ? 'DATABASE_URL' : `${pg?.kind} PostgreSQL in ${pgDir}`,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

async function waitForFile(path: string, stopped: () => boolean): Promise<void> {
  while (!existsSync(path)) {
    if (stopped()) throw new Error(`${path} was never written: the stack stopped`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function waitForHttp(url: string, stopped: () => boolean): Promise<void> {
  for (;;) {
    if (stopped()) throw new Error(`${url} never answered: the stack stopped`);
    const status = await fetch(url).then(
      (r) => r.status,
      () => 0,
    );
    if (status > 0 && status < 500) return;
    await new Promise((r) => setTimeout(r, 300));
  }
}

/** The indexed data belongs to one chain: a new local network (its data deleted) needs a new index. */
function resetIndexIfChainChanged(
  dataDir: string,
  globalConfigPath: string,
  pgDir: string,
  log: (line: string) => void,
) {
  const zeroState = JSON.stringify(JSON.parse(readFileSync(globalConfigPath, 'utf8')).validator?.zero_state ?? null);
  const marker = join(dataDir, 'indexed-chain.json');
  if (existsSync(marker) && readFileSync(marker, 'utf8') !== zeroState && existsSync(pgDir)) {
    log('the network was reset since the index was built: starting a fresh index');
    rmSync(pgDir, { recursive: true, force: true });
  }
  writeFileAtomicSync(marker, zeroState);
}

function writeKeys(path: string, config: KeysConfig): { path: string; key: string } {
  writeFileAtomicSync(path, JSON.stringify(config, null, 2) + '\n', { mode: 0o600 });
  return { path, key: config.keys[0]?.key ?? '' };
}

/**
 * Keyless clients get the documented 1 request/s; on the local network a development key without that
 * limit is made once and kept in the data folder, so scripts and clients can run at full speed with it.
 */
function localKeysFile(dataDir: string): { path: string; key: string } {
  const path = join(dataDir, 'api-keys.json');
  if (!existsSync(path)) {
    writeKeys(path, {
      plans: { local: { rps: 1000 } },
      keyless: { rps: 1 },
      keys: [{ key: randomBytes(16).toString('hex'), plan: 'local', networks: ['local'] }],
    });
  }
  const key = (JSON.parse(readFileSync(path, 'utf8')) as { keys?: { key: string }[] }).keys?.[0]?.key ?? '';
  return { path, key };
}

/** The liteserver's port from the global config it wrote: a restarted local network must listen there again. */
function devnetPort(globalConfigPath: string): string | undefined {
  try {
    const port = (JSON.parse(readFileSync(globalConfigPath, 'utf8')) as { liteservers?: { port?: number }[] })
      .liteservers?.[0]?.port;
    return port ? String(port) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * PostgreSQL as a supervised part: started again in the same folder on the same port, so the connection
 * string the indexer and the server hold stays valid.
 */
async function startPostgres(
  supervisor: Supervisor,
  pgDir: string,
  log: (line: string) => void,
  started: (h: PostgresHandle) => void,
): Promise<string> {
  let fixedPort: number | undefined;
  let handle: PostgresHandle | undefined;
  await supervisor.add({
    name: 'postgres',
    async start(): Promise<Running> {
      handle = await startEmbeddedPostgres({ dataDir: pgDir, port: fixedPort, local: true, log });
      started(handle);
      fixedPort ??= Number(new URL(handle.connectionString).port) || undefined;
      return { exited: handle.exited, stop: () => handle!.stop() };
    },
  });
  return handle!.connectionString;
}
