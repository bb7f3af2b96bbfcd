// `make run`: the whole system on its embedded defaults, in the foreground (stack/local.ts starts it).
// Local network → PostgreSQL → indexer → server (v2 + v3 + docs); Ctrl-C / SIGTERM stops them all.
// The environment chooses (docs/operators.md, "Configuration"): DATA_DIR, PORT, TON_GLOBAL_CONFIG and NETWORK
// (a real network instead of the local one), DATABASE_URL (an external PostgreSQL), API_KEYS_FILE, INDEX_FROM,
// DEVNET_PORT, LOG_LEVEL (the server's), INDEXER_POSTGRES; a bad value stops it before anything starts.
import { resolve } from 'node:path';
import { configOrExit } from '../config/index.ts';
import { startLocalStack, type RunningLocalStack } from '../stack/local.ts';

const settings = configOrExit('run');
const realConfig = settings.TON_GLOBAL_CONFIG;
let stack: RunningLocalStack | undefined;
let starting: Promise<RunningLocalStack> | undefined;
const aborting = new AbortController();
let stopping = false;

function log(line: string) {
  process.stdout.write(`[run] ${line}\n`);
}

async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  log('stopping');
  aborting.abort();
  await starting?.catch(() => undefined);
  await stack?.stop();
  process.exit(code);
}

async function main() {
  starting = startLocalStack({
    dataDir: settings.DATA_DIR,
    port: settings.PORT,
    globalConfig: realConfig,
    network: settings.NETWORK,
    databaseUrl: settings.DATABASE_URL,
    keys: settings.API_KEYS_FILE ? { file: settings.API_KEYS_FILE } : undefined,
    indexFrom: settings.INDEX_FROM,
    devnetPort: settings.DEVNET_PORT === undefined ? undefined : String(settings.DEVNET_PORT),
    logLevel: settings.LOG_LEVEL,
    // the first start of a real network's index, or a slow machine's first genesis, can take a while
    timeoutMs: 600_000,
    log,
    onLine: (part, line) => process.stdout.write(`[${part}] ${line}\n`),
    signal: aborting.signal,
  });
  stack = await starting;
  if (stopping) return;
  const { base, keys } = stack;
  process.stdout.write(
    [
      '',
      `  API v2     ${base}/api/v2   (JSON-RPC: ${base}/api/v2/jsonRPC)`,
      `  API v3     ${base}/api/v3`,
      `  Docs       ${base}/`,
      `  Health     ${base}/healthz    Metrics ${base}/metrics`,
      `  Network    ${stack.network}; global config ${resolve(stack.globalConfigPath)}`,
      ...(stack.accountsFile ? [`  Accounts   ${stack.accountsFile} (genesis wallets with their mnemonic)`] : []),
      `  API keys   keyless clients: 1 request/s` +
        (keys?.key
          ? `; X-API-Key: ${keys.key} (local network, 1000/s; ${keys.path})`
          : keys
            ? ` (keys: ${keys.path})`
            : ''),
      `  Database   ${stack.database}`,
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
