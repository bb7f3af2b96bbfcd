import type { Request, ResponseToolkit } from '@hapi/hapi';
import type pg from 'pg';
import { listOperations, loadSpec } from '../../../contract/index.ts';
import { ApiError } from '../http/errors.ts';
import type { HandlerMap, OperationHandler } from '../http/types.ts';
import type { LitePool } from '../lite/pool.ts';
import { createServer, type ServerOptions } from '../server.ts';
import { createV3Handlers } from './handlers/index.ts';
import { withClient } from './queries/db.ts';

export interface V3ServerOptions extends Omit<ServerOptions, 'doc' | 'handlers' | 'health' | 'api'> {
  db: pg.Pool;
  /** liteserver pool for the legacy operations; without it they answer 501 (D12) */
  pool?: LitePool;
  /** mainnet | testnet | local: API key network checks and the testnet flag of user-friendly addresses */
  network: string;
  /** per-statement timeout (ms); a statement over it is 504 (D6). Default 3000, as upstream. */
  queryTimeoutMs?: number;
}

/** Query keys a client may send besides the operation's parameters (security scheme). */
const ALWAYS_ALLOWED = new Set(['api_key']);

/**
 * D3: a query key the operation does not declare is 422, so a misspelled filter never returns unfiltered data.
 * Node's query parser keeps only the first 1000 pairs; repeated keys are re-read from the raw query so a
 * longer list is checked against its documented maximum (D15) instead of being cut silently.
 */
function checkQuery(handlers: HandlerMap, doc: ReturnType<typeof loadSpec>): HandlerMap {
  const out: Record<string, OperationHandler> = {};
  for (const op of listOperations(doc)) {
    const handler = handlers[op.operationId];
    if (!handler) continue;
    const params = op.parameters.filter((p) => p.in === 'query');
    const known = new Set(params.map((p) => p.name));
    const arrays = params.filter((p) => p.schema.type === 'array');
    out[op.operationId] = (input, ctx) => {
      if (ctx.transport !== 'get') return handler(input, ctx);
      const raw = new URLSearchParams(ctx.request.url.search);
      for (const key of raw.keys()) {
        if (!known.has(key) && !ALWAYS_ALLOWED.has(key)) throw new ApiError(422, `unknown query parameter: ${key}`);
      }
      let args = input;
      for (const p of arrays) {
        const all = raw.getAll(p.name);
        const max = typeof p.schema.maxItems === 'number' ? p.schema.maxItems : Infinity;
        if (all.length > max) throw new ApiError(422, `failed to validate request: ${p.name} must NOT have more than ${max} items`);
        if (all.length > ((input[p.name] as unknown[] | undefined)?.length ?? 0)) args = { ...args, [p.name]: all };
      }
      return handler(args, ctx);
    };
  }
  return out;
}

/**
 * The generic layer answers in API v2's envelope; v3 bodies are the bare result and errors `{code, error}`
 * (D1). A malformed JSON body is a validation failure here (422, D2), not v2's 400.
 */
function v3Body(source: unknown, status: number): { body: unknown; status: number } | undefined {
  if (!source || typeof source !== 'object' || Array.isArray(source) || !('@extra' in source) || !('ok' in source)) return undefined;
  const env = source as { ok: boolean; result?: unknown; code?: number; error?: string };
  if (env.ok) return { body: env.result, status };
  const code = status === 400 ? 422 : status;
  // the generic validator names array items' format failures generically; addresses keep the shared wording (D7)
  const error = /must match format "ton-address/.test(env.error ?? '') ? 'failed to parse address' : (env.error ?? 'error');
  return { body: { code, error }, status: code };
}

function unwrap(request: Request, h: ResponseToolkit) {
  const response = request.response;
  if (!response || ('isBoom' in response && response.isBoom) || !('source' in response)) return h.continue;
  const converted = v3Body(response.source, response.statusCode);
  if (!converted) return h.continue;
  const next = h.response(converted.body as object).code(converted.status);
  for (const [k, v] of Object.entries(response.headers)) if (v !== undefined) next.header(k, String(v));
  return next;
}

/** The v3 reference server: the bundled v3 contract over the PostgreSQL index, legacy operations via liteservers. */
export async function createV3Server(options: V3ServerOptions) {
  const { db, pool, network, queryTimeoutMs, ...rest } = options;
  const doc = loadSpec('v3');
  const deps = { db: { pool: db, timeoutMs: queryTimeoutMs ?? 3000 }, pool, network };
  const server = await createServer({
    prefix: '/api/v3',
    ...rest,
    api: 'v3',
    doc,
    handlers: checkQuery(createV3Handlers(deps) as unknown as HandlerMap, doc),
    health: {
      health: async () => {
        const started = Date.now();
        try {
          await withClient(deps.db, (c) => c.query('SELECT 1'));
          return { ok: true, db: { ok: true, ms: Date.now() - started }, liteservers: pool ? await pool.health() : undefined };
        } catch (err) {
          return { ok: false, db: { ok: false, error: (err as Error).message } };
        }
      },
    },
    onStop: async () => {
      pool?.close();
      await options.onStop?.();
    },
  });
  // onPostHandler runs before the generic response validation, so the contract checks the v3 body;
  // onPreResponse (registered after the generic one) converts what the generic layer built itself.
  server.ext('onPostHandler', unwrap);
  // an idle pooled connection dropped by PostgreSQL (restart, admin shutdown) must not take the process down
  if (db.listenerCount('error') === 0) db.on('error', (err) => server.logger.warn({ err }, 'idle PostgreSQL connection failed'));
  server.ext('onPreResponse', unwrap);
  if (pool) {
    pool.options.observe ??= (index, method, outcome, seconds) => server.metrics.liteserver.observe({ server: String(index), method, outcome }, seconds);
  }
  return server;
}
