// `make run`: the whole system on its embedded defaults, in the foreground.
// Local network → PostgreSQL → indexer → server (v2 + v3 + docs). Each long-running part is its own
// process so the emulator's CPU work never stalls the HTTP server; Ctrl-C / SIGTERM stops them all.
// Once everything is up, a part that exits is started again with backoff (tools/supervisor.ts) while the
// others keep going: the server answers 504 (v2) or 503 (v3) meanwhile and reconnects by itself.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startEmbeddedPostgres, type PostgresHandle } from '../indexer/db/postgres.ts';
import { writeFileAtomicSync } from '../devnet/writeAtomic.ts';
import { processService, Supervisor, type Running } from './supervisor.ts';

const repoRoot = resolve(import.meta.dirname, '..');
const env = process.env;
const dataDir = resolve(env.DATA_DIR ?? '.data');
const port = Number(env.PORT ?? 8080);
const realConfig = env.TON_GLOBAL_CONFIG;
const network = env.NETWORK ?? (realConfig ? 'mainnet' : 'local');

let pg: PostgresHandle | undefined;
let stopping = false;
/** until the system answers, a part that exits stops everything (a taken port does not mend itself) */
let ready = false;

function log(line: string) {
  process.stdout.write(`[run] ${line}\n`);
}

const supervisor = new Supervisor({
  log,
  restart: () => ready,
  onGiveUp: (name) => {
    log(`${name} stopped before the system was up; stopping everything`);
    void stop(1);
  },
});

/** A part of the system as a child process, its output prefixed with its name; `args` is read at each start. */
function start(name: string, args: () => string[], extraEnv: Record<string, string> = {}): Promise<void> {
  return supervisor.add(
    // node itself with tsx as a loader, not the tsx wrapper: a wrapper killed with SIGKILL leaves its node
    // process running, and the part restarted next to it would find its port taken
    processService(name, process.execPath, () => ['--import', 'tsx', ...args()], {
      cwd: repoRoot,
      env: { ...env, ...extraEnv },
      onLine: (line) => process.stdout.write(`[${name}] ${line}\n`),
    }),
  );
}

async function waitForFile(path: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!existsSync(path)) {
    if (stopping) throw new Error(`${path} was never written: the process exited`);
    if (Date.now() > deadline) throw new Error(`${path} was not written within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function waitForHttp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

/** The indexed data belongs to one chain: a new local network (its data deleted) needs a new index. */
function resetIndexIfChainChanged(globalConfigPath: string, pgDir: string) {
  const zeroState = JSON.stringify(JSON.parse(readFileSync(globalConfigPath, 'utf8')).validator?.zero_state ?? null);
  const marker = join(dataDir, 'indexed-chain.json');
  if (existsSync(marker) && readFileSync(marker, 'utf8') !== zeroState && existsSync(pgDir)) {
    log('the network was reset since the index was built: starting a fresh index');
    rmSync(pgDir, { recursive: true, force: true });
  }
  writeFileAtomicSync(marker, zeroState);
}

/**
 * Keyless clients get the documented 1 request/s; on the local network a development key without that
 * limit is made once and kept in DATA_DIR, so scripts and clients can run at full speed with it.
 */
function localKeysFile(): { path: string; key: string } {
  const path = join(dataDir, 'api-keys.json');
  if (!existsSync(path)) {
    const config = {
      plans: { local: { rps: 1000 } },
      keyless: { rps: 1 },
      keys: [{ key: randomBytes(16).toString('hex'), plan: 'local', networks: ['local'] }],
    };
    writeFileAtomicSync(path, JSON.stringify(config, null, 2) + '\n', { mode: 0o600 });
  }
  const key = (JSON.parse(readFileSync(path, 'utf8')) as { keys?: { key: string }[] }).keys?.[0]?.key ?? '';
  return { path, key };
}

async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  log('stopping');
  // the server, the indexer and the local network first (last started, first stopped), then PostgreSQL
  await supervisor.stop();
  await pg?.stop().catch((e: Error) => log(`postgres stop: ${e.message}`));
  process.exit(code);
}

/** The liteserver's port from the global config it wrote: a restarted local network must listen there again. */
function devnetPort(globalConfigPath: string): string | undefined {
  try {
    const port = (JSON.parse(readFileSync(globalConfigPath, 'utf8')) as { liteservers?: { port?: number }[] }).liteservers?.[0]?.port;
    return port ? String(port) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * PostgreSQL as a supervised part: started again in the same folder on the same port, so the connection
 * string the indexer and the server hold stays valid.
 */
async function startPostgres(pgDir: string): Promise<string> {
  let fixedPort: number | undefined;
  await supervisor.add({
    name: 'postgres',
    async start(): Promise<Running> {
      const handle = await startEmbeddedPostgres({ dataDir: env.DATABASE_URL ? undefined : pgDir, port: fixedPort, log });
      pg = handle;
      fixedPort ??= Number(new URL(handle.connectionString).port) || undefined;
      return { exited: handle.exited, stop: () => handle.stop() };
    },
  });
  return pg!.connectionString;
}

async function main() {
  mkdirSync(dataDir, { recursive: true });
  let globalConfigPath = realConfig ? resolve(realConfig) : join(dataDir, 'global.config.json');
  const accountsPath = join(dataDir, 'accounts.json');

  if (!realConfig) {
    rmSync(globalConfigPath, { force: true });
    let liteserverPort: string | undefined;
    await start('devnet', () => [
      'devnet/bin/devnet.ts',
      '--port', (liteserverPort ??= devnetPort(globalConfigPath)) ?? env.DEVNET_PORT ?? '0',
      '--data-dir', join(dataDir, 'devnet'),
      '--global-config-out', globalConfigPath,
      '--accounts-out', accountsPath,
    ]);
    await waitForFile(globalConfigPath, 180_000);
  } else if (!existsSync(globalConfigPath)) {
    throw new Error(`TON_GLOBAL_CONFIG names ${globalConfigPath}, which does not exist`);
  }

  const pgDir = join(dataDir, 'postgres');
  if (!env.DATABASE_URL) resetIndexIfChainChanged(globalConfigPath, pgDir);
  const databaseUrl = await startPostgres(pgDir);

  const keys = env.API_KEYS_FILE ? { path: resolve(env.API_KEYS_FILE), key: '' } : realConfig ? undefined : localKeysFile();

  // The local network's whole history is small and is the point; a real network is indexed from its head
  // (INDEX_FROM=N for a chosen start), as years of history through liteservers are not a start-up step.
  const indexFrom = env.INDEX_FROM ?? (realConfig ? 'latest' : '1');
  await start('indexer', () => ['indexer/bin/indexer.ts', 'follow', '--global-config', globalConfigPath, '--database-url', databaseUrl, '--from', indexFrom]);
  await start('server', () => ['server/bin/server.ts'], {
    PORT: String(port),
    TON_GLOBAL_CONFIG: globalConfigPath,
    NETWORK: network,
    DATABASE_URL: databaseUrl,
    DOCS_DIR: join(repoRoot, 'docs', 'dist'),
    LOG_LEVEL: env.LOG_LEVEL ?? 'warn',
    ...(keys ? { API_KEYS_FILE: keys.path } : {}),
  });
  const base = `http://localhost:${port}`;
  await waitForHttp(`${base}/healthz`, 120_000);
  ready = true;

  globalConfigPath = resolve(globalConfigPath);
  process.stdout.write(
    [
      '',
      `  API v2     ${base}/api/v2   (JSON-RPC: ${base}/api/v2/jsonRPC)`,
      `  API v3     ${base}/api/v3`,
      `  Docs       ${base}/`,
      `  Health     ${base}/healthz    Metrics ${base}/metrics`,
      `  Network    ${network}; global config ${globalConfigPath}`,
      ...(realConfig ? [] : [`  Accounts   ${accountsPath} (genesis wallets with their mnemonic)`]),
      `  API keys   keyless clients: 1 request/s` + (keys?.key ? `; X-API-Key: ${keys.key} (local network, 1000/s; ${keys.path})` : keys ? ` (keys: ${keys.path})` : ''),
      `  Database   ${pg?.kind === 'external' ? 'DATABASE_URL' : `${pg?.kind} PostgreSQL in ${pgDir}`}`,
      '',
      '  A part that stops is started again; Ctrl-C stops everything.',
      '',
    ].join('\n') + '\n',
  );
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(0));
main().catch((err: Error) => {
  log(`failed: ${err.message}`);
  void stop(1);
});
