#!/usr/bin/env tsx
/**
 * The reference server: API v2 (liteservers) and API v3 (PostgreSQL index) in one process.
 * Its settings are environment variables, read and checked at start by config/ (the table: docs/operators.md,
 * "Configuration"); a bad one stops it with exit code 2 and one line naming it.
 * Flags override the environment: --port 8080 --host 0.0.0.0 --config path --archival path --keys path
 * --network testnet --redis redis://… --prefix /api/v2 --database postgres://…
 */
import { parseArgs } from 'node:util';
import { join } from 'node:path';
import { repoRoot } from '../../contract/index.ts';
import { KeyStore, parseKeysConfig } from '../src/auth/keys.ts';
import type { WebhookSettings } from '../src/webhooks/config.ts';
import { Deliverer } from '../src/webhooks/deliverer.ts';
import { connectRedisLimiter, MemoryRateLimiter } from '../src/auth/limiter.ts';
import { LitePool } from '../../liteapi/pool.ts';
import { createLogger } from '../src/ops/logger.ts';
import { indexMetrics } from '../src/ops/index-metrics.ts';
import { createServer } from '../src/server.ts';
import { observePool, v2Mount } from '../src/v2/app.ts';
import { v3Mount, v3UnavailableMount } from '../src/v3/app.ts';
import { createDatabasePool, ReplicaSet } from '../src/v3/queries/db.ts';
import { installPgAdaptations } from '../src/v3/queries/adapters/pg.ts';
import { installTonCoreSpeedups } from '../../tlb/adapters/ton-core.ts';
import { emulatePending, emulateTrace, emulationRows } from '../../indexer/index.ts';
import { emulateAcceptedSends } from '../src/pending.ts';
import { attachStreaming, attachStreamingUnavailable } from '../src/streaming/index.ts';
import { configOrExit } from '../../config/index.ts';

const { values: flags } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    config: { type: 'string' },
    archival: { type: 'string' },
    keys: { type: 'string' },
    network: { type: 'string' },
    redis: { type: 'string' },
    prefix: { type: 'string' },
    database: { type: 'string' },
  },
});

// flags override the variables, and are checked as they are
const settings = configOrExit('server', process.env, {
  PORT: ['--port', flags.port],
  HOST: ['--host', flags.host],
  TON_GLOBAL_CONFIG: ['--config', flags.config],
  TON_ARCHIVAL_GLOBAL_CONFIG: ['--archival', flags.archival],
  API_KEYS_FILE: ['--keys', flags.keys],
  NETWORK: ['--network', flags.network],
  REDIS_URL: ['--redis', flags.redis],
  API_PREFIX: ['--prefix', flags.prefix],
  DATABASE_URL: ['--database', flags.database],
});
const logger = createLogger(settings.LOG_LEVEL);
const configPath = settings.TON_GLOBAL_CONFIG;
if (!configPath) refuse('TON_GLOBAL_CONFIG (or --config) must point at a TON global config file');
const network = settings.NETWORK;

/** A setting the server cannot start with: one line naming it, exit code 2, no stack trace. */
function refuse(message: string): never {
  logger.fatal(message);
  process.stderr.write(`server: ${message}\n`);
  process.exit(2);
}

const archivalPath = settings.TON_ARCHIVAL_GLOBAL_CONFIG;
let pool: LitePool;
try {
  pool = await LitePool.fromGlobalConfig(configPath, {
    archivalConfigPath: archivalPath,
    timeoutMs: settings.LITESERVER_TIMEOUT_MS,
  });
} catch (err) {
  refuse((err as Error).message);
}
// the server's health probe (HEALTH_PROBE_MS) checks the liteservers: no monitor of the pool's own besides
const keysFile = settings.API_KEYS_FILE;
const keys = keysFile
  ? KeyStore.fromFile(keysFile, (err) => logger.error({ err }, 'keys file not reloaded'))
  : new KeyStore(parseKeysConfig('{}'));
const redisUrl = settings.REDIS_URL;
const redisPolicy = settings.REDIS_UNAVAILABLE;
const limiter = redisUrl
  ? await connectRedisLimiter(redisUrl, redisPolicy, (err) =>
      logger.warn(
        { err: { message: err.message }, policy: redisPolicy },
        'Redis unreachable; rate limits follow REDIS_UNAVAILABLE',
      ),
    )
  : new MemoryRateLimiter();

// The library deviations this process runs with, each with its reasons and its test in its header: cells are
// parsed and hashed on most answers (v2 account states and proofs, v3 message bodies), several times slower on
// @ton/core's own functions; the v3 reads are faster and hold less garbage with the node-pg adaptations. Both
// give the same answers as the plain libraries. Installed before the database pools are created.
const adapters = [installTonCoreSpeedups(), installPgAdaptations()];

const databaseUrl = settings.DATABASE_URL;
const statementTimeout = settings.V3_STATEMENT_TIMEOUT_MS;
const preparedStatements = settings.DATABASE_PREPARED_STATEMENTS;
const db = databaseUrl
  ? createDatabasePool(
      {
        connectionString: databaseUrl,
        max: settings.DATABASE_POOL_SIZE,
        statementTimeoutMs: statementTimeout,
        preparedStatements,
      },
      (err) => logger.warn({ err }, 'idle PostgreSQL connection failed'),
    )
  : undefined;
// Streaming standbys of the index for the v3 reads; a lagging or unreachable one is skipped (docs/operators.md).
const readUrls = settings.DATABASE_READ_URLS;
const replicas =
  db && readUrls.length
    ? new ReplicaSet(
        readUrls,
        (connectionString) =>
          createDatabasePool(
            {
              connectionString,
              max: settings.DATABASE_POOL_SIZE,
              statementTimeoutMs: statementTimeout,
              connectTimeoutMs: 2000,
              preparedStatements,
            },
            (err) => logger.warn({ err: { message: err.message } }, 'idle PostgreSQL replica connection failed'),
          ),
        {
          maxLagMs: settings.DATABASE_READ_MAX_LAG_MS,
          checkIntervalMs: settings.DATABASE_READ_CHECK_MS,
        },
      )
    : undefined;
await replicas?.check();
const v3Prefix = settings.V3_PREFIX;

const auth = { keys, limiter, network, trustProxy: settings.TRUST_PROXY };
// Webhooks (D32) are delivered by every replica that has the index's database.
const deliverer = db
  ? new Deliverer({
      db: { pool: db, timeoutMs: statementTimeout },
      network,
      logger,
      settings: webhookSettings(),
    })
  : undefined;
const server = await createServer({
  apis: [
    // with the index, v2 answers the history a pruned liteserver no longer keeps from it (v2 D34)
    v2Mount({ pool, network, index: db && { pool: db, timeoutMs: statementTimeout, replicas } }, settings.API_PREFIX),
    db
      ? v3Mount(
          {
            db,
            pool,
            network,
            queryTimeoutMs: statementTimeout,
            strict: settings.V3_STRICT_QUERY,
            replicas,
            answerCacheBytes: settings.V3_ANSWER_CACHE_MB * 1024 * 1024,
            // D37: the indexer's emulator, the one pending traces come from
            emulator: { run: (boc, opts) => emulateTrace(pool, boc, opts), rows: emulationRows },
            webhooks: deliverer && {
              db: { pool: db, timeoutMs: statementTimeout },
              settings: deliverer.settings,
              deliverer,
              keyed: () => keys.hasKeys,
            },
          },
          v3Prefix,
        )
      : v3UnavailableMount(v3Prefix),
  ],
  logger,
  port: settings.PORT,
  host: settings.HOST,
  headersTimeoutMs: settings.HTTP_HEADERS_TIMEOUT_MS,
  requestTimeoutMs: settings.HTTP_REQUEST_TIMEOUT_MS,
  healthProbeMs: settings.HEALTH_PROBE_MS,
  healthRps: settings.HEALTHZ_RPS,
  auth,
  docsDir: settings.DOCS_DIR ?? join(repoRoot, 'docs', 'dist'),
  onStop: async () => {
    await deliverer?.stop();
    pool.close();
    await replicas?.end();
    await db?.end();
  },
});
observePool(pool, server);

/** D32: the deliverer's settings from WEBHOOK_* (docs/operators.md). */
function webhookSettings(): WebhookSettings {
  return {
    allowedTargets: settings.WEBHOOK_ALLOWED_TARGETS,
    timeoutMs: settings.WEBHOOK_TIMEOUT_MS,
    retryBaseMs: settings.WEBHOOK_RETRY_BASE_MS,
    retryMaxMs: settings.WEBHOOK_RETRY_MAX_MS,
    retryHorizonSeconds: settings.WEBHOOK_RETRY_HORIZON_SECONDS,
    maxPerKey: settings.WEBHOOK_MAX_PER_KEY,
    maxAddressesPerKey: settings.WEBHOOK_MAX_ADDRESSES_PER_KEY,
    keepSeconds: settings.WEBHOOK_KEEP_SECONDS,
    concurrency: settings.WEBHOOK_CONCURRENCY,
  };
}
// The index's lag behind the liteservers and what the last `indexer verify` found (docs/operators.md).
if (db)
  indexMetrics(
    server.metrics.registry,
    { pool: db, timeoutMs: statementTimeout },
    async () => (await pool.masterchainInfo()).last.seqno,
  );
if (deliverer) {
  deliverer.measure(server.metrics.registry);
  deliverer.start();
}
if (db) emulateAcceptedSends(server, { pool, db, logger, emulate: emulatePending });
// The Streaming API (SSE, WebSocket) needs the index's notifications: served only with DATABASE_URL.
if (db)
  await attachStreaming(server, {
    db,
    network,
    logger,
    auth,
    pool,
    resumeSeconds: settings.STREAMING_RESUME_SECONDS,
    // the batch of each piece of news is built and stored by now: webhooks cut it at once rather than on their timer
    onBatch: () => deliverer?.wake(),
  });
else attachStreamingUnavailable(server);
await server.start();
logger.info(
  {
    uri: server.info.uri,
    apis: Object.fromEntries(Object.entries(server.apis).map(([api, m]) => [api, m!.prefix])),
    network,
    liteservers: pool.members.length,
    index: Boolean(db),
    redis: Boolean(redisUrl),
    adapters,
  },
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
