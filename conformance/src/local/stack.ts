// The whole reference deployment on one machine, for `make conformance`: a local TON network, an
// embedded PostgreSQL that the indexer fills by following that network, and the reference servers
// for v2 and v3 on free ports, with API keys and keyless limits switched on as in production.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { startDevnet, type Devnet } from '../../../devnet/index.ts';
import { freshDatabase, type TestDatabase } from '../../../indexer/db/testing.ts';
import { ChainSource, follow, lastIndexed, ProgressLine } from '../../../indexer/index.ts';
import { KeyStore, parseKeysConfig } from '../../../server/src/auth/keys.ts';
import { MemoryRateLimiter } from '../../../server/src/auth/limiter.ts';
import { LitePool } from '../../../liteapi/pool.ts';
import { createV2Server } from '../../../server/src/v2/app.ts';
import { createV3Server } from '../../../server/src/v3/app.ts';

export interface LocalStack {
  v2: string;
  v3: string;
  accountsFile: string;
  /** a key of the deployment's keys file, allowed on the local network, without a practical limit */
  apiKey: string;
  /** a key of the same keys file issued for mainnet only: refused on the local network with 403 */
  otherNetworkKey: string;
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
const quiet = new Writable({ write(_c, _e, cb) { cb(); } }) as unknown as NodeJS.WriteStream;

async function waitFor(what: string, cond: () => Promise<boolean>, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > end) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const log = options.log ?? (() => {});
  const cleanups: Array<() => Promise<unknown>> = [];
  const stop = async (): Promise<void> => {
    for (const c of cleanups.reverse()) await c().catch((e: Error) => log(`stopping: ${e.message}`));
    cleanups.length = 0;
  };
  try {
    const t0 = Date.now();
    // Blocks only on demand while the history is seeded, so the seed lands in a known number of rounds.
    const [devnet, db] = await Promise.all([startDevnet({ blockInterval: 0, seed: true }), freshDatabase()]) as [Devnet, TestDatabase];
    cleanups.push(() => db.stop(), () => devnet.stop());
    const accountsFile = join(devnet.dataDir, 'accounts.json');
    writeFileSync(accountsFile, JSON.stringify(devnet.accounts, null, 2) + '\n');
    const seeded = devnet.seeded!;
    devnet.chain.startCadence(options.blockInterval ?? 500);
    log(`local network up (${seeded.transactions} seed transactions) in ${Date.now() - t0} ms`);

    // The indexer follows the network from its first block, through its own liteserver connection.
    const indexerLite = await LitePool.fromGlobalConfig(devnet.globalConfigPath, { timeoutMs: 15_000 });
    const abort = new AbortController();
    const following = follow(db.pool, new ChainSource(indexerLite), { from: 1, signal: abort.signal, progress: new ProgressLine(quiet), log });
    cleanups.push(async () => { abort.abort(); await following.catch(() => undefined); indexerLite.close(); });
    const head = devnet.chain.lastMc.id.seqno;
    await waitFor(`the indexer to reach masterchain block ${head}`, async () => ((await lastIndexed(db.pool)) ?? 0) >= head, 30_000);
    log(`indexer caught up with block ${head} in ${Date.now() - t0} ms`);

    const keys = new KeyStore(parseKeysConfig(JSON.stringify({ plans: { conformance: { rps: 100_000 } }, keyless: { rps: 1 }, keys: [{ key: API_KEY, plan: 'conformance', networks: ['local'] }, { key: OTHER_NETWORK_KEY, plan: 'conformance', networks: ['mainnet'] }] })));
    // The docs site at / as production serves it (tools/run.ts); a one-page stand-in when docs/dist is not built.
    const docsDir = join(devnet.dataDir, 'docs');
    mkdirSync(docsDir, { recursive: true });
    writeFileSync(join(docsDir, 'index.html'), '<!doctype html><title>API docs</title>\n');
    const logger = pino({ level: process.env.LOG_LEVEL ?? 'silent' });
    const v2Lite = await LitePool.fromGlobalConfig(devnet.globalConfigPath, { timeoutMs: 10_000 });
    const v2 = await createV2Server({ pool: v2Lite, network: 'local', logger, docsDir, auth: { keys, limiter: new MemoryRateLimiter(), network: 'local' } });
    await v2.start();
    cleanups.push(() => v2.stop({ timeout: 1000 }));
    const v3Lite = await LitePool.fromGlobalConfig(devnet.globalConfigPath, { timeoutMs: 10_000 });
    const v3 = await createV3Server({ db: db.pool, pool: v3Lite, network: 'local', logger, docsDir, auth: { keys, limiter: new MemoryRateLimiter(), network: 'local' } });
    await v3.start();
    cleanups.push(() => v3.stop({ timeout: 1000 }));
    return {
      v2: `${v2.info.uri}/api/v2`,
      v3: `${v3.info.uri}/api/v3`,
      accountsFile,
      apiKey: API_KEY,
      otherNetworkKey: OTHER_NETWORK_KEY,
      description: [
        'v2: reference server over the local network\'s liteserver (ADNL over TCP)',
        `v3: reference server over PostgreSQL filled by the indexer following the local network from block 1 (${seeded.transactions} seed transactions: ${seeded.activity.join('; ')})`,
        'API keys (one issued for mainnet only) and the keyless limit (1 request/s) switched on; the docs site served at /',
      ],
      stop,
    };
  } catch (e) {
    await stop();
    throw e;
  }
}
