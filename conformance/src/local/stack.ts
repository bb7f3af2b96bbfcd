// The whole reference deployment on one machine, for `make conformance`: the local stack (stack/local.ts,
// as `make run` starts it: a local TON network, PostgreSQL that the indexer fills by following that
// network, the one-process reference server for v2 and v3) in a temporary folder on a free port, with
// API keys and keyless limits switched on as in production.
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalStack as startStack } from '../../../stack/local.ts';

export interface LocalStack {
  v2: string;
  v3: string;
  /** the Streaming API (SSE and WebSocket) on the v3 server */
  streaming: string;
  accountsFile: string;
  /** a key of the deployment's keys file, allowed on the local network, without a practical limit */
  apiKey: string;
  /** a key of the same keys file issued for mainnet only: refused on the local network with 403 */
  otherNetworkKey: string;
  /** another key of the local network (webhook ownership) */
  secondApiKey: string;
  /** what the v3 index holds, for the report header */
  description: string[];
  stop(): Promise<void>;
}

export interface LocalStackOptions {
  /** milliseconds between blocks once the suite runs (default 500) */
  blockInterval?: number;
  log?: (line: string) => void;
}

const API_KEY = 'local-conformance-key';
const OTHER_NETWORK_KEY = 'mainnet-only-conformance-key';
/** a second key of the local network: a webhook of one key is 404 for the other (D32) */
const SECOND_KEY = 'local-conformance-key-2';

export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const log = options.log ?? (() => {});
  const t0 = Date.now();
  const dataDir = mkdtempSync(join(tmpdir(), 'conformance-stack-'));
  // PostgreSQL runs as its own OS user when started by root: it must be able to enter the folder.
  chmodSync(dataDir, 0o755);
  // The docs site at / as production serves it; a one-page stand-in, so the suite never depends on a docs build.
  const docsDir = join(dataDir, 'docs');
  mkdirSync(docsDir, { recursive: true });
  writeFileSync(join(docsDir, 'index.html'), '<!doctype html><title>API docs</title>\n');
  try {
    const stack = await startStack({
      dataDir,
      blockInterval: options.blockInterval ?? 500,
      docsDir,
      logLevel: process.env.LOG_LEVEL ?? 'silent',
      keys: {
        config: {
          plans: { conformance: { rps: 100_000 } },
          keyless: { rps: 1 },
          keys: [
            { key: API_KEY, plan: 'conformance', networks: ['local'] },
            { key: OTHER_NETWORK_KEY, plan: 'conformance', networks: ['mainnet'] },
            { key: SECOND_KEY, plan: 'conformance', networks: ['local'] },
          ],
        },
      },
      awaitIndexed: true,
      log,
    });
    log(`local stack up on ${stack.base}, its seeded history indexed, in ${Date.now() - t0} ms`);
    return {
      v2: stack.v2,
      v3: stack.v3,
      streaming: `${stack.base}/api/streaming/v2`,
      accountsFile: stack.accountsFile!,
      apiKey: API_KEY,
      otherNetworkKey: OTHER_NETWORK_KEY,
      secondApiKey: SECOND_KEY,
      description: [
        "v2 and v3: the one-process reference server (stack/local.ts, as `make run`); v2 over the local network's liteserver (ADNL over TCP)",
        `v3: over PostgreSQL filled by the indexer following the local network from block 1 (${stack.indexedTransactions} transactions indexed; seeded: ${stack.seeded ?? 'nothing'})`,
        'streaming (SSE and WebSocket) on the same server, fed by the same index; accepted sends emulated as pending',
        'API keys (one issued for mainnet only) and the keyless limit (1 request/s) switched on; the docs site served at /',
      ],
      stop: async () => {
        await stack.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (e) {
    rmSync(dataDir, { recursive: true, force: true });
    throw e;
  }
}
