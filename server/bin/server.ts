#!/usr/bin/env tsx
/**
 * The reference server: API v2 (liteservers) and API v3 (PostgreSQL index) in one process.
 *   PORT (8080), HOST (0.0.0.0), TON_GLOBAL_CONFIG (global config path, required),
 *   DATABASE_URL (the index; without it /api/v3 answers 501 and v2 answers history the liteservers pruned with 404,
 *   with it from the index, v2 D34), V3_STATEMENT_TIMEOUT_MS (3000), V3_PREFIX (/api/v3),
 *   TON_ARCHIVAL_GLOBAL_CONFIG (archival liteservers), API_KEYS_FILE (JSON/YAML), NETWORK (mainnet|testnet|local),
 *   REDIS_URL (share rate limits and streaming events between replicas), API_PREFIX (/api/v2), DOCS_DIR (docs/dist), LITESERVER_TIMEOUT_MS (10000),
 *   REDIS_UNAVAILABLE (local|refuse: what the limiter does while Redis is away), HTTP_HEADERS_TIMEOUT_MS (10000),
 *   HTTP_REQUEST_TIMEOUT_MS (30000), TRUST_PROXY=1 (keyless limits per X-Forwarded-For client), LOG_LEVEL (info),
 *   V3_STRICT_QUERY=1 (an unknown v3 query parameter is 422 instead of ignored), DATABASE_READ_URLS (streaming replicas for
 *   v3 reads, comma-separated), DATABASE_READ_MAX_LAG_MS (5000: a replica further behind is skipped), DATABASE_READ_CHECK_MS (1000),
 *   DATABASE_PREPARED_STATEMENTS=0 (no prepared statements: for a pooler in transaction mode that cannot keep them),
 *   HTTP_DIRECT_ANSWERS=0 (every request through Hapi's lifecycle, none answered before it),
 *   HEALTH_PROBE_MS (1000: how often /healthz's dependencies are checked), HEALTHZ_RPS (10: /healthz calls per second per client)
 * Flags override the environment: --port 8080 --config path --keys path --network testnet --redis redis://… --database postgres://…
 */
import { parseArgs } from 'node:util';
import { join } from 'node:path';
import { repoRoot } from '../../contract/index.ts';
import { KeyStore, parseKeysConfig } from '../src/auth/keys.ts';
import { DEFAULT_WEBHOOK_SETTINGS, type WebhookSettings } from '../src/webhooks/config.ts';
import { Deliverer } from '../src/webhooks/deliverer.ts';
import { connectRedisLimiter, MemoryRateLimiter, parseRedisPolicy } from '../src/auth/limiter.ts';
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
import { attachStreaming, DEFAULT_RESUME_SECONDS, attachStreamingUnavailable } from '../src/streaming/index.ts';

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

/** A setting the server cannot start with: one line naming it, exit code 2, no stack trace. */
function refuse(message: string): never {
  logger.fatal(message);
  process.stderr.write(`server: ${message}\n`);
  process.exit(2);
}

const archivalPath = flags.archival ?? env.TON_ARCHIVAL_GLOBAL_CONFIG;
let pool: LitePool;
try {
  pool = await LitePool.fromGlobalConfig(configPath, {
    archivalConfigPath: archivalPath,
    timeoutMs: whole('LITESERVER_TIMEOUT_MS', 10_000, 1),
  });
} catch (err) {
  refuse((err as Error).message);
}
// the server's health probe (HEALTH_PROBE_MS) checks the liteservers: no monitor of the pool's own besides
const keysFile = flags.keys ?? env.API_KEYS_FILE;
const keys = keysFile
  ? KeyStore.fromFile(keysFile, (err) => logger.error({ err }, 'keys file not reloaded'))
  : new KeyStore(parseKeysConfig('{}'));
const redisUrl = flags.redis ?? env.REDIS_URL;
let redisPolicy;
try {
  redisPolicy = parseRedisPolicy(env.REDIS_UNAVAILABLE);
} catch (err) {
  refuse((err as Error).message);
}
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

const databaseUrl = flags.database ?? env.DATABASE_URL;
const statementTimeout = whole('V3_STATEMENT_TIMEOUT_MS', 3000, 1);
const preparedStatements = env.DATABASE_PREPARED_STATEMENTS !== '0';
const db = databaseUrl
  ? createDatabasePool(
      {
        connectionString: databaseUrl,
        max: whole('DATABASE_POOL_SIZE', 20, 1),
        statementTimeoutMs: statementTimeout,
        preparedStatements,
      },
      (err) => logger.warn({ err }, 'idle PostgreSQL connection failed'),
    )
  : undefined;
// Streaming standbys of the index for the v3 reads; a lagging or unreachable one is skipped (docs/operators.md).
const readUrls = (env.DATABASE_READ_URLS ?? '')
  .split(',')
  .map((u) => u.trim())
  .filter(Boolean);
const replicas =
  db && readUrls.length
    ? new ReplicaSet(
        readUrls,
        (connectionString) =>
          createDatabasePool(
            {
              connectionString,
              max: whole('DATABASE_POOL_SIZE', 20, 1),
              statementTimeoutMs: statementTimeout,
              connectTimeoutMs: 2000,
              preparedStatements,
            },
            (err) => logger.warn({ err: { message: err.message } }, 'idle PostgreSQL replica connection failed'),
          ),
        {
          maxLagMs: whole('DATABASE_READ_MAX_LAG_MS', 5000),
          checkIntervalMs: whole('DATABASE_READ_CHECK_MS', 1000, 1),
        },
      )
    : undefined;
await replicas?.check();
const v3Prefix = env.V3_PREFIX ?? '/api/v3';

const auth = { keys, limiter, network, trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true' };
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
    v2Mount(
      { pool, network, index: db && { pool: db, timeoutMs: statementTimeout, replicas } },
      flags.prefix ?? env.API_PREFIX ?? '/api/v2',
    ),
    db
      ? v3Mount(
          {
            db,
            pool,
            network,
            queryTimeoutMs: statementTimeout,
            strict: env.V3_STRICT_QUERY === '1',
            replicas,
            answerCacheBytes: env.V3_ANSWER_CACHE_MB ? whole('V3_ANSWER_CACHE_MB', 0) * 1024 * 1024 : undefined,
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
  port: flags.port === undefined ? whole('PORT', 8080) : whole('--port', 8080, 0, String(flags.port)),
  host: flags.host ?? env.HOST ?? '0.0.0.0',
  headersTimeoutMs: env.HTTP_HEADERS_TIMEOUT_MS ? whole('HTTP_HEADERS_TIMEOUT_MS', 0, 1) : undefined,
  requestTimeoutMs: env.HTTP_REQUEST_TIMEOUT_MS ? whole('HTTP_REQUEST_TIMEOUT_MS', 0, 1) : undefined,
  directAnswers: env.HTTP_DIRECT_ANSWERS !== '0',
  healthProbeMs: whole('HEALTH_PROBE_MS', 1000, 1),
  healthRps: whole('HEALTHZ_RPS', 10, 1),
  auth,
  docsDir: env.DOCS_DIR ?? join(repoRoot, 'docs', 'dist'),
  onStop: async () => {
    await deliverer?.stop();
    pool.close();
    await replicas?.end();
    await db?.end();
  },
});
observePool(pool, server);

/**
 * A whole number of at least `min` from the environment, or the default when unset; anything else stops the server
 * saying so (`Number()` alone read `10s` as NaN and `-1` as a timeout).
 */
function whole(name: string, fallback: number, min = 0, text = env[name]): number {
  if (text === undefined || text === '') return fallback;
  if (!/^\d+$/.test(text) || Number(text) < min || !Number.isSafeInteger(Number(text)))
    refuse(`${name}: a whole number, at least ${min}, got "${text}"`);
  return Number(text);
}

/** S16: how long streaming positions stay resumable; at most the day the index keeps its news. */
function resumeSeconds(): number {
  const text = env.STREAMING_RESUME_SECONDS ?? String(DEFAULT_RESUME_SECONDS);
  const value = Number(text);
  if (!/^\d+$/.test(text) || value > 86_400) {
    logger.fatal({ STREAMING_RESUME_SECONDS: text }, 'STREAMING_RESUME_SECONDS: whole seconds from 0 to 86400');
    process.exit(2);
  }
  return value;
}
/** D32: the deliverer's settings from WEBHOOK_* (docs/operators.md); a value that is not a whole number stops the server. */
function webhookSettings(): WebhookSettings {
  const d = DEFAULT_WEBHOOK_SETTINGS;
  return {
    allowedTargets: env.WEBHOOK_ALLOWED_TARGETS ?? d.allowedTargets,
    timeoutMs: whole('WEBHOOK_TIMEOUT_MS', d.timeoutMs, 100),
    retryBaseMs: whole('WEBHOOK_RETRY_BASE_MS', d.retryBaseMs, 1),
    retryMaxMs: whole('WEBHOOK_RETRY_MAX_MS', d.retryMaxMs, 1),
    retryHorizonSeconds: whole('WEBHOOK_RETRY_HORIZON_SECONDS', d.retryHorizonSeconds, 1),
    maxPerKey: whole('WEBHOOK_MAX_PER_KEY', d.maxPerKey),
    maxAddressesPerKey: whole('WEBHOOK_MAX_ADDRESSES_PER_KEY', d.maxAddressesPerKey),
    keepSeconds: whole('WEBHOOK_KEEP_SECONDS', d.keepSeconds, 60),
    concurrency: whole('WEBHOOK_CONCURRENCY', d.concurrency, 1),
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
    resumeSeconds: resumeSeconds(),
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
