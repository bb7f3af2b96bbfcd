import Hapi, { type Request, type ResponseToolkit } from '@hapi/hapi';
import Inert from '@hapi/inert';
import { existsSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { pino, type Logger } from 'pino';
import {
  listOperations,
  type ApiName,
  type Operation as ApiOperation,
  type OpenApiDocument,
} from '../../contract/index.ts';
import { createValidators, type OperationValidators } from './http/validation.ts';
import {
  reply,
  requestState,
  findHandler,
  withApiHeaders,
  type RequestGuard,
  type RequestState,
  type RouteSetup,
} from './http/dispatch.ts';
import { apiPlugin } from './http/plugin.ts';
import { jsonRpcMethodTable } from './http/jsonrpc.ts';
import { answerDirectly, type DirectRoute } from './http/direct.ts';
import { declaredQueryKeys } from './http/query.ts';
import { ApiError } from './http/errors.ts';
import { styleOf, type ApiStyle } from './http/styles.ts';
import { CORS_EXPOSED, CORS_EXPOSED_OWN, corsHeaders } from './http/cors.ts';
import type { HandlerMap } from './http/types.ts';
import { createMetrics } from './ops/metrics.ts';
import { requestLog } from './ops/logger.ts';
import type { AnswerCache } from './http/answers.ts';
import { HealthMonitor, type DependencyReport, type HealthReport, type HealthSource } from './ops/health.ts';
import { parseValue } from '../../config/index.ts';
import { apiKeyOf, clientIp, createGuard, type AuthOptions } from './auth/guard.ts';
import { MemoryRateLimiter } from './auth/limiter.ts';
import {
  answerClientErrors,
  answerOversizedRequests,
  closeSlowClients,
  MAX_HEADER_BYTES,
  parserHeaderBytes,
  tooLargeMessage,
} from './http/limits.ts';

export interface ResponseViolation {
  operationId: string;
  status: number;
  problem: string;
  body: unknown;
}

/** One API served by the process: its contract, handlers and where it is mounted. */
export interface ApiMount {
  /** which contract the document is; decides the answer shape and the query policy */
  api: ApiName;
  /** the bundled OpenAPI document (generated/vN/openapi.json) */
  doc: OpenApiDocument;
  handlers: HandlerMap;
  /** where the API is mounted; default /api/<api> */
  prefix?: string;
  /** operations list; default: read from `doc` */
  operations?: ApiOperation[];
  health?: HealthSource;
  /** refuse to start when an operation has no handler (default true) */
  requireAllHandlers?: boolean;
  /** the deployment lacks what this API needs: every request under the prefix is 501 with this text */
  unavailable?: string;
  /** answer an undeclared query key 422 instead of ignoring it (v3 D3 strict mode) */
  strictQuery?: boolean;
  /** answers kept until the data behind them changes; its news is listened to while the server runs */
  answers?: { cache: AnswerCache; start(): Promise<void>; stop(): Promise<void> };
}

export interface CommonOptions {
  port?: number;
  host?: string;
  auth?: AuthOptions;
  /** every response is checked against the spec; a mismatch becomes a 500 and is reported (tests) */
  validateResponses?: boolean;
  onResponseViolation?: (v: ResponseViolation) => void;
  logger?: Logger;
  /** static docs site served at / (docs/dist, built by `make docs`) */
  docsDir?: string;
  /** request line + headers limit; long address lists must meet the contract's caps, not Node's 16 KiB */
  maxHeaderBytes?: number;
  /** a client must send its request line and headers within this long, or its socket is closed (default 10 s) */
  headersTimeoutMs?: number;
  /** …and its whole request, body included, within this long (default 30 s); answers may take longer */
  requestTimeoutMs?: number;
  onStop?: () => Promise<void>;
  /** how often the health probe checks each API's dependencies (default 1000 ms); `/healthz` answers from it */
  healthProbeMs?: number;
  /** `/healthz` calls per second per client (API key or, keyless, address), counted in this process (default 10) */
  healthRps?: number;
  /**
   * Plain GETs of the APIs' operations are answered before Hapi's request lifecycle (`http/direct.ts`), as Hapi
   * would answer them; false sends every request through Hapi (default true).
   */
  directAnswers?: boolean;
}

/** Several APIs in one process (`apis`), or the single-API shorthand (`doc`, `handlers`, …). */
export type SingleApiOptions = CommonOptions & Omit<ApiMount, 'api'> & { api?: ApiName; apis?: undefined };
export type ServerOptions = (CommonOptions & { apis: ApiMount[] }) | SingleApiOptions;

interface Mounted {
  mount: ApiMount;
  prefix: string;
  style: ApiStyle;
  operations: ApiOperation[];
  validators: Map<string, OperationValidators>;
  byId: Map<string, ApiOperation>;
  /** the JSON-RPC endpoint, as the routes find it */
  rpcEndpoint?: ApiOperation;
}

/** A path the docs site could have a file for: segments of at most 255 bytes, at most 1024 bytes in all, no NUL. */
function servableName(path: string): boolean {
  return (
    !path.includes('\u0000') &&
    Buffer.byteLength(path) <= 1024 &&
    path.split('/').every((s) => Buffer.byteLength(s) <= 255)
  );
}

function mountsOf(options: ServerOptions): ApiMount[] {
  if (options.apis) return options.apis;
  const { doc, handlers, prefix, operations, health, requireAllHandlers, unavailable } = options;
  return [{ api: options.api ?? 'v2', doc, handlers, prefix, operations, health, requireAllHandlers, unavailable }];
}

function prepare(mount: ApiMount): Mounted {
  const prefix = (mount.prefix ?? `/api/${mount.api}`).replace(/\/$/, '');
  const operations = mount.operations ?? listOperations(mount.doc);
  const rpcEndpoint = jsonRpcMethodTable(operations).endpoint;
  if (!mount.unavailable && mount.requireAllHandlers !== false) {
    const missing = operations.filter(
      (o) => o !== rpcEndpoint && !findHandler(mount.handlers, o.operationId, operations),
    );
    if (missing.length)
      throw new Error(`${mount.api}: no handler for: ${missing.map((o) => o.operationId).join(', ')}`);
  }
  const validators = mount.unavailable ? new Map() : createValidators(mount.api, mount.doc, operations);
  const style: ApiStyle = mount.strictQuery ? { ...styleOf(mount.api), unknownQuery: 'reject' } : styleOf(mount.api);
  const byId = new Map(operations.map((o) => [o.operationId, o]));
  return { mount, prefix, style, operations, validators, byId, rpcEndpoint };
}

/**
 * Slow clients cannot hold sockets: one that has not sent its headers within `headersTimeoutMs` (slowloris),
 * or its whole request within `requestTimeoutMs`, is answered 408 and disconnected. Both bound only the
 * request's arrival, never the time the server takes to answer (a get-method or a long v3 query).
 */
function listenerTimeouts(options: CommonOptions, maxHeaderSize: number) {
  const headersTimeout = options.headersTimeoutMs ?? 10_000;
  const requestTimeout = Math.max(options.requestTimeoutMs ?? 30_000, headersTimeout);
  return {
    maxHeaderSize,
    headersTimeout,
    requestTimeout,
    // how often Node checks the two timeouts (default 30 s, which would let a stalled socket live 40 s)
    connectionsCheckingInterval: Math.min(1000, headersTimeout),
  };
}

let oversized = 0;
/** How long a stopping server waits for its direct answers under way (the CLI's stop waits as long for Hapi's). */
const STOP_DRAIN_MS = 10_000;

export async function createServer(options: ServerOptions) {
  // without a logger of the caller's (tests, the mock), LOG_LEVEL as the server process reads it
  const logger = options.logger ?? pino({ level: parseValue('LOG_LEVEL', process.env.LOG_LEVEL) });
  const mounted = mountsOf(options).map(prepare);
  // longest prefix first, so /api/v2 never captures /api/v2x
  const byPrefix = [...mounted].sort((a, b) => b.prefix.length - a.prefix.length);
  const mountOf = (path: string) => byPrefix.find((m) => path === m.prefix || path.startsWith(`${m.prefix}/`));
  // whose envelope an error gets: the prefix the client wrote, before Hapi resolves `..` segments away from it
  const errorMountOf = (request: Request) =>
    mountOf((request.raw.req.url ?? '').split('?')[0]!) ?? mountOf(request.path) ?? mounted[0]!;
  /** Interfaces served beside the APIs (streaming), whose errors take one API's body: `answerErrorsAs`. */
  const besides: Array<{ prefix: string; style: ApiStyle; version: string }> = [];
  const besideOf = (path: string) => besides.find((b) => path === b.prefix || path.startsWith(`${b.prefix}/`));
  /** The body and X-API-Version of an error on `path` (or on the request's path, as the client wrote it first). */
  const errorShapeOf = (path: string, resolved?: string): { style: ApiStyle; version: string } => {
    const beside = besideOf(path) ?? (resolved === undefined ? undefined : besideOf(resolved));
    if (beside) return beside;
    const m = mountOf(path) ?? (resolved === undefined ? undefined : mountOf(resolved)) ?? mounted[0]!;
    return { style: m.style, version: m.mount.doc.info.version };
  };
  const metrics = createMetrics({ defaultMetrics: true });
  const violations: ResponseViolation[] = [];
  const headerLimit = options.maxHeaderBytes ?? MAX_HEADER_BYTES;

  const server = Hapi.server({
    port: options.port ?? 0,
    host: options.host ?? '127.0.0.1',
    listener: createHttpServer(listenerTimeouts(options, parserHeaderBytes(headerLimit))),
    routes: {
      // Public read APIs called from browsers on any site: every origin, no credentials (keys travel in a
      // header, never in cookies), preflights cached for a day. Documented in server/README.md.
      cors: {
        origin: ['*'],
        credentials: false,
        maxAge: 86_400,
        additionalHeaders: ['X-API-Key', 'X-Ton-Client-Version'],
        additionalExposedHeaders: CORS_EXPOSED_OWN,
      },
      // the APIs use no cookies: parsing them is work per request, and a malformed one (set by another site on
      // the same domain) would fail the call with 400
      state: { parse: false, failAction: 'ignore' },
    },
    router: { stripTrailingSlash: true },
  });
  answerClientErrors(server.listener, headerLimit, (path, status, message) => {
    const { style } = errorShapeOf(path);
    return JSON.stringify(style.error(new ApiError(status, message), { startedAt: Date.now(), servedBy: [] }));
  });
  closeSlowClients(server.listener);
  await server.register(Inert);

  /** Test mode: the answer left on `state` checked against the operation's response schema; a mismatch is reported. */
  const contractViolation = (m: Mounted, state: RequestState, status: number, inner: boolean) => {
    const op = state.operationId === undefined ? undefined : m.byId.get(state.operationId);
    const body = state.body ?? (state.json ? JSON.parse(state.json.toString()) : undefined);
    if (!op || !body || typeof body !== 'object') return undefined;
    const { jsonrpc: _j, id: _i, ...rest } = body as Record<string, unknown>;
    const problem = m.validators.get(op.operationId)!.response(status, inner ? rest : body);
    if (!problem) return undefined;
    const v = { operationId: op.operationId, status, problem, body };
    violations.push(v);
    options.onResponseViolation?.(v);
    return new ApiError(500, `response does not match the contract: ${problem}`, true);
  };

  const onPreResponse = (request: Request, h: ResponseToolkit) => {
    const response = request.response;
    const m = errorMountOf(request);
    if ('isBoom' in response && response.isBoom) {
      const status = response.output.statusCode;
      const { style, version } = errorShapeOf((request.raw.req.url ?? '').split('?')[0]!, request.path);
      // a 500 from below the routes (a plugin, the docs site) is answered as an internal error and logged whole
      if (status === 500) return withApiHeaders(reply(h, request, style, { error: response }), request, version);
      const message = status === 413 ? 'request body too large' : (response.output.payload.error ?? response.message);
      return withApiHeaders(reply(h, request, style, { error: new ApiError(status, message) }), request, version);
    }
    if (!('header' in response)) return h.continue;
    // every answer, errors and docs pages included
    withApiHeaders(response, request, m.mount.doc.info.version);
    const state = requestState(request);
    if (options.validateResponses && state.operationId && mountOf(request.path) === m) {
      // A JSON-RPC answer of an inner operation is judged by that operation's REST schema, without the rpc fields;
      // errors before dispatch (bad envelope, unknown method) by the JSON-RPC endpoint's own schema.
      const routeOp = (request.route.settings.app as { operationId?: string } | undefined)?.operationId;
      const inner = state.rpc !== undefined && routeOp !== state.operationId;
      const violation = contractViolation(m, state, response.statusCode, inner);
      if (violation)
        return withApiHeaders(reply(h, request, m.style, { error: violation }), request, m.mount.doc.info.version);
    }
    return h.continue;
  };

  const guard: RequestGuard | undefined = options.auth ? createGuard(options.auth) : undefined;
  // Health answers come from what the probe (and the requests) found, never from a query of their own: a load
  // balancer probing every replica often, or a client calling /healthz in a loop, costs no database or
  // liteserver round trip. The probe runs while the server does.
  const monitor = new HealthMonitor(
    mounted.flatMap((m) => (m.mount.unavailable || !m.mount.health ? [] : [m.mount.health])),
    options.healthProbeMs ?? 1000,
  );
  server.ext('onPreStart', () => monitor.start());
  server.ext('onPostStop', () => monitor.stop());
  const healthOf = (m: Mounted): HealthReport => {
    if (m.mount.unavailable) return { ok: true, served: false, reason: m.mount.unavailable };
    return m.mount.health?.report() ?? { ok: true };
  };
  const dependenciesOf = (m: Mounted): DependencyReport[] =>
    (!m.mount.unavailable && m.mount.health?.dependencies()) || [];
  // Counted in this process whatever the API limiter shares through Redis: a health check must not depend on Redis
  // to be answered, and what it protects is this process.
  const healthLimiter = new MemoryRateLimiter();
  const healthRps = options.healthRps ?? 10;
  /** The client as the API limits it: its key when the key exists, else its address (X-Forwarded-For behind a proxy). */
  const healthBucket = (request: Request): string => {
    const key = apiKeyOf(request);
    if (key !== undefined && options.auth?.keys.lookup(key)) return `healthz:key:${key}`;
    return `healthz:ip:${clientIp(request, options.auth?.trustProxy)}`;
  };
  const answerHealth = async (
    request: Request,
    build: () => HealthReport,
  ): Promise<{ status: number; body: object; retryAfter?: number }> => {
    if (!(await healthLimiter.take(healthBucket(request), healthRps)))
      return { status: 429, body: { ok: false, error: 'Ratelimit exceeded' }, retryAfter: 1 };
    await monitor.ready();
    const body = build();
    return { status: body.ok ? 200 : 503, body };
  };
  const direct = new Map<string, DirectRoute>();
  const mountedOf = new Map<RouteSetup, Mounted>();
  for (const m of mounted) {
    const setup: RouteSetup = {
      operations: m.operations,
      validators: m.validators,
      handlers: m.mount.handlers,
      style: m.style,
      guard,
      answers: m.mount.unavailable ? undefined : m.mount.answers?.cache,
      version: m.mount.doc.info.version,
      onPreResponse,
      hookEveryRoute: options.validateResponses === true,
    };
    mountedOf.set(setup, m);
    await server.register(
      {
        plugin: apiPlugin(m.mount.api),
        options: {
          doc: m.mount.doc,
          setup,
          unavailable: m.mount.unavailable,
          health: (request) => answerHealth(request, () => ({ ...healthOf(m), dependencies: dependenciesOf(m) })),
        },
      },
      m.prefix ? { routes: { prefix: m.prefix } } : {},
    );
    if (m.mount.unavailable) continue;
    for (const op of m.operations) {
      if (op.method !== 'get' || op === m.rpcEndpoint || !findHandler(setup.handlers, op.operationId, m.operations))
        continue;
      const known = m.style.unknownQuery === 'reject' ? declaredQueryKeys(op) : undefined;
      direct.set(`${m.prefix}${op.path}`, { setup, op, known });
    }
  }
  server.route({
    method: 'GET',
    path: '/healthz',
    handler: async (request, h) => {
      const { status, body, retryAfter } = await answerHealth(request, () => {
        const reports = mounted.map(healthOf);
        const apis = Object.fromEntries(mounted.map((m, i) => [m.mount.api, reports[i]!]));
        // every dependency once (two APIs may share one), and the limiter's Redis when there is one
        const dependencies = new Map<string, DependencyReport>();
        for (const d of mounted.flatMap(dependenciesOf)) dependencies.set(d.name, d);
        const limiter = options.auth?.limiter.health?.();
        if (limiter) dependencies.set(limiter.dependency.name, limiter.dependency);
        const ok = reports.every((r) => r.ok) && (!limiter?.required || limiter.dependency.ok);
        return { ok, apis, dependencies: [...dependencies.values()] };
      });
      const response = h.response(body).code(status);
      if (retryAfter !== undefined) response.header('retry-after', String(retryAfter));
      return response;
    },
  });
  server.route({
    method: 'GET',
    path: '/metrics',
    handler: async (_r, h) => h.response(await metrics.registry.metrics()).type(metrics.registry.contentType),
  });
  if (options.docsDir && existsSync(options.docsDir)) {
    server.route({
      method: 'GET',
      path: '/{file*}',
      options: {
        // a name no file system holds (too long, NUL) is a missing page, not a failed read
        ext: {
          onPreHandler: {
            method: (request, h) =>
              servableName(String(request.params.file ?? ''))
                ? h.continue
                : reply(h, request, mounted[0]!.style, { error: new ApiError(404, 'Not Found') }).takeover(),
          },
        },
      },
      handler: { directory: { path: options.docsDir, index: true, redirectToSlash: false } },
    });
  }

  // Routes outside the APIs (docs, health, metrics, streaming, Hapi's own not-found and bad-request answers); the
  // APIs' routes run it only where they need it (RouteSetup.onPreResponse).
  server.ext('onPreResponse', onPreResponse, { sandbox: 'plugin' });

  const logRequest = requestLog(logger);
  /** One line in the log and the request metrics, for every answer (Hapi's or one given before Hapi saw it). */
  const observe = (r: {
    reqId: string;
    method: string;
    path: string;
    api: ApiName | undefined;
    operation: string;
    transport: string;
    status: number;
    ms: number;
    ip: string;
  }) => {
    if (r.api) metrics.observeRequest(r.api, r.operation, r.transport, r.status, r.ms / 1000);
    logRequest(r);
  };
  server.events.on('response', (request) => {
    const state = requestState(request);
    // a stream (SSE) takes over the raw response: its status is on it, not on a Hapi response object
    const response = request.response as unknown;
    const status =
      typeof response === 'object' && response !== null && 'statusCode' in response
        ? (response as { statusCode: number }).statusCode
        : request.raw.res.statusCode;
    // an API's routes name their API; elsewhere (its health and document, Hapi's own answers) the path does
    const api = (request.route.settings.app as { api?: ApiName } | undefined)?.api ?? mountOf(request.path)?.mount.api;
    observe({
      reqId: request.info.id,
      method: request.method,
      path: request.path,
      api,
      operation: state.operationId ?? 'other',
      transport: state.rpc ? 'jsonrpc' : request.method,
      status,
      ms: Date.now() - request.info.received,
      ip: request.info.remoteAddress,
    });
  });
  const directAnswers =
    options.directAnswers === false
      ? undefined
      : answerDirectly(server.listener, {
          routes: direct,
          serverId: server.info.id,
          exposedHeaders: CORS_EXPOSED.join(','),
          observe,
          logError: (reqId, err) => logger.error({ reqId, err }, 'request error'),
          checkResponse: options.validateResponses
            ? (route, state, status) => contractViolation(mountedOf.get(route.setup)!, state, status, false)
            : undefined,
        });
  // Hapi ends the connections it does not see answering when it stops: direct answers under way finish first
  if (directAnswers) {
    server.ext('onPreStop', () => directAnswers.drain(STOP_DRAIN_MS));
    server.ext('onPreStart', () => directAnswers.resume());
  }
  // The contract's request size limit (v2 D27, v3 D24), in the envelope of the API the path names. Checked before
  // Hapi sees the request: as a Hapi extension it would run on every request, at a cost comparable to Hapi's own.
  answerOversizedRequests(server.listener, headerLimit, (req, res) => {
    const received = Date.now();
    const path = (req.url ?? '').split('?')[0]!;
    const { style, version } = errorShapeOf(path);
    const body = JSON.stringify(
      style.error(new ApiError(431, tooLargeMessage(headerLimit)), { startedAt: received, servedBy: [] }),
    );
    const reqId = `${received}:oversized:${++oversized}`;
    res.writeHead(431, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      'x-content-type-options': 'nosniff',
      'x-api-version': version,
      'x-request-id': reqId,
      // as Hapi answers a request from any origin (routes.cors below)
      ...corsHeaders(req.headers.origin),
      // the request's body, if any, is not read: the connection cannot carry another request
      connection: 'close',
    });
    res.end(body);
    observe({
      reqId,
      method: (req.method ?? '').toLowerCase(),
      path,
      api: mountOf(path)?.mount.api,
      operation: 'other',
      transport: (req.method ?? '').toLowerCase(),
      status: 431,
      ms: 0,
      ip: req.socket.remoteAddress ?? '',
    });
  });
  server.events.on({ name: 'request', channels: 'app' }, (request, event) => {
    if (event.tags.includes('error'))
      logger.error({ reqId: request.info.id, err: event.error ?? event.data }, 'request error');
  });
  server.ext('onPreStart', async () => {
    for (const m of mounted) if (!m.mount.unavailable) await m.mount.answers?.start();
  });
  server.events.on('stop', async () => {
    for (const m of mounted) await m.mount.answers?.stop();
    options.auth?.keys.close();
    await options.auth?.limiter.close();
    await healthLimiter.close();
    await options.onStop?.();
  });

  const first = mounted[0]!;
  const apis = Object.fromEntries(
    mounted.map((m) => [m.mount.api, { prefix: m.prefix, operations: m.operations }]),
  ) as Partial<Record<ApiName, { prefix: string; operations: ApiOperation[] }>>;
  /**
   * Errors under `prefix` (Hapi's 404 and 413, the 431 of an oversized request) get `api`'s body and `version` as
   * X-API-Version: for an interface served beside the APIs, which answers its own errors in that body.
   */
  const answerErrorsAs = (prefix: string, api: ApiName, version: string) =>
    besides.push({ prefix: prefix.replace(/\/$/, ''), style: styleOf(api), version });
  return Object.assign(server, {
    answerErrorsAs,
    health: monitor,
    violations,
    metrics,
    operations: first.operations,
    prefix: first.prefix,
    apis,
    logger,
  });
}

export type ApiServer = Awaited<ReturnType<typeof createServer>>;
