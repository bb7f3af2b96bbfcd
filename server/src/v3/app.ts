import type pg from 'pg';
import { loadSpec } from '../../../contract/index.ts';
import type { LitePool } from '../../../liteapi/pool.ts';
import { observePool } from '../v2/app.ts';
import { createServer, type ApiMount, type ServerOptions } from '../server.ts';
import { createV3Handlers } from './handlers/index.ts';
import type { WebhookDeps } from '../webhooks/handlers.ts';
import type { TraceEmulator } from './handlers/emulation.ts';
import { indexAnswerCache } from './answer-cache.ts';
import { databaseState, withClient, type Db, type ReplicaSet } from './queries/db.ts';
import { ApiError } from '../http/errors.ts';
import type { HealthSource } from '../ops/health.ts';

export interface V3MountDeps {
  db: pg.Pool;
  /** liteserver pool for the legacy operations; without it they answer 501 (D12) */
  pool?: LitePool;
  /** streaming replicas for the reads (DATABASE_READ_URLS); writes and pending rows stay on `db` */
  replicas?: ReplicaSet;
  /** mainnet | testnet | local: the testnet flag of user-friendly addresses */
  network: string;
  /** per-statement timeout (ms); a statement over it is 504 (D6). Default 3000, as upstream. */
  queryTimeoutMs?: number;
  /** an unknown query key is 422 instead of being ignored (D3 strict mode) */
  strict?: boolean;
  /**
   * bytes of answers kept until the index's next notification (default 64 MiB; 0: none kept). Never with
   * `replicas` (see answer-cache.ts).
   */
  answerCacheBytes?: number;
  /** webhook management and delivery (D32); without it the webhook operations answer 501 */
  webhooks?: WebhookDeps;
  /** the indexer's trace emulator for `/emulateTrace` (D37); without it that operation answers 501 */
  emulator?: TraceEmulator;
}

/** What a deployment without PostgreSQL answers under /api/v3 (v3 D12). */
export const INDEX_NOT_CONFIGURED = 'the index (PostgreSQL) is not configured in this deployment';

/** API v3 as one mount of the server: the bundled v3 contract over the PostgreSQL index. */
export function v3Mount(deps: V3MountDeps, prefix?: string): ApiMount {
  const { db, pool, network, queryTimeoutMs, strict, replicas, answerCacheBytes, webhooks, emulator } = deps;
  const dbDeps = { pool: db, timeoutMs: queryTimeoutMs ?? 3000, replicas };
  return {
    answers: answerCacheBytes === 0 ? undefined : indexAnswerCache(dbDeps, { maxBytes: answerCacheBytes }),
    api: 'v3',
    prefix,
    doc: loadSpec('v3'),
    strictQuery: strict,
    handlers: createV3Handlers({ db: dbDeps, pool, network, webhooks, emulator }),
    health: databaseHealth(dbDeps),
  };
}

/**
 * The index's database as the server's health probe sees it: `SELECT 1` on the primary on the server's timer,
 * and every request's outcome besides (`withClient` updates the same state), reported from memory.
 */
export function databaseHealth(db: Db): HealthSource {
  const state = databaseState(db.pool);
  let latencyMs: number | undefined;
  return {
    async probe() {
      const started = performance.now();
      try {
        await withClient(db, (c) => c.query('SELECT 1'), { primary: true });
        latencyMs = Math.round(performance.now() - started);
      } catch (err) {
        // the driver's text names sockets and hosts: the request log has it, the report says what and since when
        const code = err instanceof ApiError ? err.code : 500;
        state.failed(Date.now(), code === 503 ? 'unreachable' : code === 504 ? 'timeout' : 'error');
      }
    },
    report() {
      const ok = state.known && state.up;
      const error = state.message() ?? (state.known ? undefined : 'database not checked yet');
      return { ok, db: ok ? { ok, ...(latencyMs !== undefined ? { ms: latencyMs } : {}) } : { ok, error } };
    },
    dependencies: () => [state.report()],
  };
}

/** API v3 mounted without an index: every request is 501 in the v3 error body. */
export function v3UnavailableMount(prefix?: string): ApiMount {
  return { api: 'v3', prefix, doc: loadSpec('v3'), handlers: {}, unavailable: INDEX_NOT_CONFIGURED };
}

/** An idle pooled connection dropped by PostgreSQL (restart, admin shutdown) must not take the process down. */
export function keepAliveOnIdleErrors(db: pg.Pool, logger: { warn: (o: object, msg: string) => void }): void {
  if (db.listenerCount('error') === 0)
    db.on('error', (err) => logger.warn({ err }, 'idle PostgreSQL connection failed'));
}

export type V3ServerOptions = Omit<ServerOptions, 'doc' | 'handlers' | 'health' | 'apis' | 'api'> &
  V3MountDeps & { prefix?: string };

/** A server with API v3 only (tests, index-only deployments). */
export async function createV3Server(options: V3ServerOptions) {
  const { db, pool, network, queryTimeoutMs, strict, prefix, replicas, answerCacheBytes, webhooks, ...rest } = options;
  const server = await createServer({
    ...rest,
    apis: [v3Mount({ db, pool, network, queryTimeoutMs, strict, replicas, answerCacheBytes, webhooks }, prefix)],
    onStop: async () => {
      pool?.close();
      await replicas?.end();
      await options.onStop?.();
    },
  });
  keepAliveOnIdleErrors(db, server.logger);
  if (pool) observePool(pool, server);
  return server;
}
