import Hapi, { type Request, type ResponseToolkit } from '@hapi/hapi';
import Inert from '@hapi/inert';
import { existsSync } from 'node:fs';
import { pino, type Logger } from 'pino';
import { listOperations, type ApiName, type Operation as ApiOperation, type OpenApiDocument } from '../../contract/index.ts';
import { createValidators } from './http/validation.ts';
import { registerApiRoutes, reply, requestState, findHandler, type RequestGuard } from './http/routes.ts';
import { ApiError } from './http/errors.ts';
import type { HandlerMap } from './http/types.ts';
import { createMetrics } from './ops/metrics.ts';
import type { HealthSource } from './ops/health.ts';
import { createGuard, type AuthOptions } from './auth/guard.ts';

export interface ResponseViolation {
  operationId: string;
  status: number;
  problem: string;
  body: unknown;
}

export interface ServerOptions {
  /** the bundled OpenAPI document (generated/v2/openapi.json) */
  doc: OpenApiDocument;
  handlers: HandlerMap;
  /** where the API is mounted; default /api/v2 */
  prefix?: string;
  port?: number;
  host?: string;
  /** which contract the document is (v2 by default) */
  api?: ApiName;
  /** operations list; default: read from `doc` */
  operations?: ApiOperation[];
  auth?: AuthOptions;
  /** every response is checked against the spec; a mismatch becomes a 500 and is reported (tests) */
  validateResponses?: boolean;
  onResponseViolation?: (v: ResponseViolation) => void;
  health?: HealthSource;
  logger?: Logger;
  /** static docs site served at / (docs/dist, built by `make docs`) */
  docsDir?: string;
  /** refuse to start when an operation has no handler (default true) */
  requireAllHandlers?: boolean;
  onStop?: () => Promise<void>;
}

export async function createServer(options: ServerOptions) {
  const prefix = (options.prefix ?? '/api/v2').replace(/\/$/, '');
  const logger = options.logger ?? pino({ level: process.env.LOG_LEVEL ?? 'info' });
  const operations = options.operations ?? listOperations(options.doc);
  const validators = createValidators(options.api ?? 'v2', options.doc, operations);
  const byId = new Map(operations.map((o) => [o.operationId, o]));
  const rpcEndpoint = operations.find((o) => o.extensions['x-jsonrpc-methods'] || o.operationId === 'jsonRPC');
  if (options.requireAllHandlers !== false) {
    const missing = operations.filter((o) => o !== rpcEndpoint && !findHandler(options.handlers, o.operationId, operations));
    if (missing.length) throw new Error(`no handler for: ${missing.map((o) => o.operationId).join(', ')}`);
  }
  const metrics = createMetrics({ defaultMetrics: true });
  const violations: ResponseViolation[] = [];

  const server = Hapi.server({
    port: options.port ?? 0,
    host: options.host ?? '127.0.0.1',
    routes: {
      cors: { origin: ['*'], additionalHeaders: ['X-API-Key', 'X-Ton-Client-Version'], additionalExposedHeaders: ['X-API-Version', 'X-Request-Id'] },
    },
    router: { stripTrailingSlash: true },
  });
  await server.register(Inert);

  const guard: RequestGuard | undefined = options.auth ? createGuard(options.auth) : undefined;
  registerApiRoutes(server, { prefix, operations, validators, handlers: options.handlers, guard });

  server.route({ method: 'GET', path: `${prefix}/openapi.json`, handler: () => options.doc });
  server.route({
    method: 'GET',
    path: '/healthz',
    handler: async (_r, h) => {
      const report = options.health ? await options.health.health().catch((e: Error) => ({ ok: false, error: e.message })) : { ok: true };
      return h.response(report).code(report.ok ? 200 : 503);
    },
  });
  server.route({
    method: 'GET',
    path: '/metrics',
    handler: async (_r, h) => h.response(await metrics.registry.metrics()).type(metrics.registry.contentType),
  });
  if (options.docsDir && existsSync(options.docsDir)) {
    server.route({ method: 'GET', path: '/{file*}', handler: { directory: { path: options.docsDir, index: true, redirectToSlash: false } } });
  }

  server.ext('onPreResponse', (request: Request, h: ResponseToolkit) => {
    const response = request.response;
    if ('isBoom' in response && response.isBoom) {
      const status = response.output.statusCode;
      const message = status === 413 ? 'request body too large' : (response.output.payload.error ?? response.message);
      return reply(h, request, { error: new ApiError(status, message) });
    }
    if (!('header' in response)) return h.continue;
    const state = requestState(request);
    response.header('X-API-Version', options.doc.info.version);
    response.header('X-Request-Id', request.info.id);
    if (options.validateResponses && state.operationId && request.path.startsWith(prefix)) {
      const op = byId.get(state.operationId);
      const status = response.statusCode;
      const body = response.source;
      if (op && body && typeof body === 'object') {
        // A JSON-RPC answer of an inner operation is judged by that operation's REST schema, without the rpc fields;
        // errors before dispatch (bad envelope, unknown method) by the JSON-RPC endpoint's own schema.
        const routeOp = (request.route.settings.app as { operationId?: string } | undefined)?.operationId;
        const { jsonrpc: _j, id: _i, ...rest } = body as Record<string, unknown>;
        const inner = state.rpc !== undefined && routeOp !== op.operationId;
        const problem = validators.get(op.operationId)!.response(status, inner ? rest : body);
        if (problem) {
          const v = { operationId: op.operationId, status, problem, body };
          violations.push(v);
          options.onResponseViolation?.(v);
          return reply(h, request, { error: new ApiError(500, `response does not match the contract: ${problem}`) });
        }
      }
    }
    return h.continue;
  });

  server.events.on('response', (request) => {
    const state = requestState(request);
    const status = 'statusCode' in request.response ? request.response.statusCode : 0;
    const ms = Date.now() - request.info.received;
    const operation = state.operationId ?? 'other';
    const transport = state.rpc ? 'jsonrpc' : request.method;
    if (request.path.startsWith(prefix)) {
      metrics.requests.inc({ operation, transport, status: String(status) });
      metrics.duration.observe({ operation, transport }, ms / 1000);
    }
    logger.info({ reqId: request.info.id, method: request.method, path: request.path, operation, status, ms, ip: request.info.remoteAddress }, 'request');
  });
  server.events.on({ name: 'request', channels: 'app' }, (request, event) => {
    if (event.tags.includes('error')) logger.error({ reqId: request.info.id, err: event.error ?? event.data }, 'request error');
  });
  server.events.on('stop', async () => {
    options.auth?.keys.close();
    await options.auth?.limiter.close();
    await options.onStop?.();
  });

  return Object.assign(server, { violations, metrics, operations, prefix, logger });
}

export type ApiServer = Awaited<ReturnType<typeof createServer>>;
