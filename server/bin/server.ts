#!/usr/bin/env tsx
/**
 * The reference server: API v2 (liteservers) and API v3 (PostgreSQL index) in one process.
 *   PORT (8080), HOST (0.0.0.0), TON_GLOBAL_CONFIG (global config path, required),
 *   DATABASE_URL (the index; without it /api/v3 answers 501), V3_STATEMENT_TIMEOUT_MS (3000), V3_PREFIX (/api/v3),
 *   TON_ARCHIVAL_GLOBAL_CONFIG (archival liteservers), API_KEYS_FILE (JSON/YAML), NETWORK (mainnet|testnet|local),
 *   REDIS_URL (share rate limits and streaming events between replicas), API_PREFIX (/api/v2), DOCS_DIR (docs/dist), LITESERVER_TIMEOUT_MS (10000),
 *   TRUST_PROXY=1 (keyless limits per X-Forwarded-For client), LOG_LEVEL (info)
 * Flags override the environment: --port 8080 --config path --keys path --network testnet --redis redis://… --database postgres://…
 */
import { parseArgs } from 'node:util';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { repoRoot } from '../../contract/index.ts';
import { KeyStore, parseKeysConfig } from '../src/auth/keys.ts';
import { MemoryRateLimiter, RedisRateLimiter } from '../src/auth/limiter.ts';
import { LitePool } from '../src/lite/pool.ts';
import { createLogger } from '../src/ops/logger.ts';
import { createServer } from '../src/server.ts';
import { observePool, v2Mount } from '../src/v2/app.ts';
import { keepAliveOnIdleErrors, v3Mount, v3UnavailableMount } from '../src/v3/app.ts';
import { emulatePending } from '../../indexer/index.ts';
import { emulateAcceptedSends } from '../src/pending.ts';
import { attachStreaming, attachStreamingUnavailable } from '../src/streaming/index.ts';

const { values: flags } = parseArgs({
  options: {
    port: { type: 'string' }, host: { type: 'string' }, config: { type: 'string' }, archival: { type: 'string' },
    keys: { type: 'string' }, network: { type: 'string' }, redis: { type: 'string' }, prefix: { type: 'string' },
    database: { type: 'string' },
  },
});

const env = process.env;
const logger = createLogger(env.LOG_LEVEL ?? 'info');
const configPath = flags.config ?? env.TON_GLOBAL_CONFIG;
if (!configPath) {
  logger.fatal('TON_GLOBAL_CONFIG (or --config) must point at a TON global config file');
  process.exit(2);
}
const network = flags.network ?? env.NETWORK ?? 'mainnet';
if (!['mainnet', 'testnet', 'local'].includes(network)) {
  logger.fatal({ network }, 'NETWORK must be mainnet, testnet or local');
  process.exit(2);
}

const pool = await LitePool.fromGlobalConfig(configPath, {
  archivalConfigPath: flags.archival ?? env.TON_ARCHIVAL_GLOBAL_CONFIG,
  timeoutMs: Number(env.LITESERVER_TIMEOUT_MS ?? 10_000),
});
pool.startMonitoring();
const keysFile = flags.keys ?? env.API_KEYS_FILE;
const keys = keysFile ? KeyStore.fromFile(keysFile, (err) => logger.error({ err }, 'keys file not reloaded')) : new KeyStore(parseKeysConfig('{}'));
const redisUrl = flags.redis ?? env.REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl) : undefined;
const limiter = redis ? new RedisRateLimiter(redis, undefined, true) : new MemoryRateLimiter();

const databaseUrl = flags.database ?? env.DATABASE_URL;
const db = databaseUrl ? new pg.Pool({ connectionString: databaseUrl, max: Number(env.DATABASE_POOL_SIZE ?? 20) }) : undefined;
if (db) keepAliveOnIdleErrors(db, logger);
const statementTimeout = Number(env.V3_STATEMENT_TIMEOUT_MS ?? 3000);
const v3Prefix = env.V3_PREFIX ?? '/api/v3';

const auth = { keys, limiter, network, trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true' };
const server = await createServer({
  apis: [
    v2Mount({ pool, network }, flags.prefix ?? env.API_PREFIX ?? '/api/v2'),
    db ? v3Mount({ db, pool, network, queryTimeoutMs: statementTimeout }, v3Prefix) : v3UnavailableMount(v3Prefix),
  ],
  logger,
  port: Number(flags.port ?? env.PORT ?? 8080),
  host: flags.host ?? env.HOST ?? '0.0.0.0',
  auth,
  docsDir: env.DOCS_DIR ?? join(repoRoot, 'docs', 'dist'),
  onStop: async () => {
    pool.close();
    await db?.end();
  },
});
observePool(pool, server);
if (db) emulateAcceptedSends(server, { pool, db, logger, emulate: emulatePending });
// The Streaming API (SSE, WebSocket) needs the index's notifications: served only with DATABASE_URL.
if (db) await attachStreaming(server, { db, network, logger, auth, redis });
else attachStreamingUnavailable(server);
await server.start();
logger.info(
  { uri: server.info.uri, apis: Object.fromEntries(Object.entries(server.apis).map(([api, m]) => [api, m!.prefix])), network, liteservers: pool.members.length, index: Boolean(db), redis: Boolean(redisUrl) },
  'listening',
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'draining');
    // In-flight requests get up to 10 s; the pool, database and limiter close in the server's stop hook.
    await server.stop({ timeout: 10_000 });
    process.exit(0);
  });
}
