import { existsSync } from 'node:fs';
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { hostname } from 'node:os';
import { inject as injectRequest, type InjectOptions, type Response as InjectResponse } from 'light-my-request';
import { pino, type Logger } from 'pino';
import {
  listOperations,
  type ApiName,
  type Operation as ApiOperation,
  type OpenApiDocument,
} from '../../contract/index.ts';
import { createValidators, type OperationValidators } from './http/validation.ts';
import { answerOf, findHandler, type Answer, type RequestGuard, type RouteSetup } from './http/dispatch.ts';
import { jsonRpcMethodTable } from './http/jsonrpc.ts';
import { ApiError } from './http/errors.ts';
import { styleOf, type ApiStyle } from './http/styles.ts';
import type { HandlerMap } from './http/types.ts';
import type { Exchange } from './http/exchange.ts';
import { createPipeline, type AnswerLine } from './http/pipeline.ts';
import { errorRoute, Router, type Route, type Shape } from './http/router.ts';
import { addApiRoutes } from './http/routes.ts';
import type { Reply } from './http/reply.ts';
import { docsRoute } from './http/docs-site.ts';
import { createMetrics } from './ops/metrics.ts';
import { requestLog } from './ops/logger.ts';
import type { AnswerCache } from './http/answers.ts';
import { HealthMonitor, type DependencyReport, type HealthReport, type HealthSource } from './ops/health.ts';
import { parseValue } from '../../config/index.ts';
import { apiKeyOf, clientIp, createGuard, type AuthOptions } from './auth/guard.ts';
import { MemoryRateLimiter } from './auth/limiter.ts';
import { answerClientErrors, MAX_HEADER_BYTES, parserHeaderBytes } from './http/limits.ts';

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
}

/** Several APIs in one process (`apis`), or the single-API shorthand (`doc`, `handlers`, …). */
export type SingleApiOptions = CommonOptions & Omit<ApiMount, 'api'> & { api?: ApiName; apis?: undefined };
export type ServerOptions = (CommonOptions & { apis: ApiMount[] }) | SingleApiOptions;

interface Mounted {
  mount: ApiMount;
  prefix: string;
  style: ApiStyle;
  shape: Shape;
  operations: ApiOperation[];
  validators: Map<string, OperationValidators>;
  byId: Map<string, ApiOperation>;
  /** the JSON-RPC endpoint, as the routes find it */
  rpcEndpoint?: ApiOperation;
}

/** A route of its own a part of the server adds (a stream): it answers, or writes `ex.res` itself. */
export interface ExtraRoute {
  method: 'GET' | 'POST' | '*';
  path: string;
  /** the route takes a body of at most this many bytes (413 beyond) */
  maxBody?: number;
  run: Route['run'];
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
  const shape: Shape = { style, version: mount.doc.info.version, api: mount.api };
  return { mount, prefix, style, shape, operations, validators, byId, rpcEndpoint };
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

export async function createServer(options: ServerOptions) {
  // without a logger of the caller's (tests, the mock), LOG_LEVEL as the server process reads it
  const logger = options.logger ?? pino({ level: parseValue('LOG_LEVEL', process.env.LOG_LEVEL) });
  const mounted = mountsOf(options).map(prepare);
  const first = mounted[0]!;
  /** the server's own routes (health, metrics, the docs site) and what no route takes: the first API's errors */
  const ownShape: Shape = { style: first.style, version: first.shape.version };
  const metrics = createMetrics({ defaultMetrics: true });
  const violations: ResponseViolation[] = [];
  const headerLimit = options.maxHeaderBytes ?? MAX_HEADER_BYTES;
  const router = new Router();

  /** Test mode: an answer checked against the operation's response schema; a mismatch is reported and is a 500. */
  const contractCheck =
    (m: Mounted) =>
    (op: ApiOperation, ex: Exchange, answer: Answer, inner: boolean): Answer | undefined => {
      // the answer as the client reads it
      const text = answer.payload.toString();
      const body: unknown = text === '' ? undefined : JSON.parse(text);
      if (!body || typeof body !== 'object') return undefined;
      const { jsonrpc: _j, id: _i, ...rest } = body as Record<string, unknown>;
      const problem = m.validators.get(op.operationId)!.response(answer.status, inner ? rest : body);
      if (!problem) return undefined;
      const v = { operationId: op.operationId, status: answer.status, problem, body };
      violations.push(v);
      options.onResponseViolation?.(v);
      return answerOf(m.style, ex, {
        error: new ApiError(500, `response does not match the contract: ${problem}`, true),
      });
    };

  const guard: RequestGuard | undefined = options.auth ? createGuard(options.auth) : undefined;
  // Health answers come from what the probe (and the requests) found, never from a query of their own: a load
  // balancer probing every replica often, or a client calling /healthz in a loop, costs no database or
  // liteserver round trip. The probe runs while the server does.
  const monitor = new HealthMonitor(
    mounted.flatMap((m) => (m.mount.unavailable || !m.mount.health ? [] : [m.mount.health])),
    options.healthProbeMs ?? 1000,
  );
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
  const healthBucket = (ex: Exchange): string => {
    const key = apiKeyOf(ex);
    if (key !== undefined && options.auth?.keys.lookup(key)) return `healthz:key:${key}`;
    return `healthz:ip:${clientIp(ex, options.auth?.trustProxy)}`;
  };
  const answerHealth = async (ex: Exchange, build: () => HealthReport): Promise<Reply> => {
    if (!(await healthLimiter.take(healthBucket(ex), healthRps)))
      return {
        status: 429,
        payload: JSON.stringify({ ok: false, error: 'Ratelimit exceeded' }),
        headers: { 'retry-after': '1' },
      };
    await monitor.ready();
    const body = build();
    return { status: body.ok ? 200 : 503, payload: JSON.stringify(body) };
  };

  for (const m of mounted) {
    const setup: RouteSetup = {
      operations: m.operations,
      validators: m.validators,
      handlers: m.mount.handlers,
      style: m.style,
      guard,
      answers: m.mount.unavailable ? undefined : m.mount.answers?.cache,
      version: m.shape.version,
    };
    addApiRoutes(router, {
      setup,
      shape: m.shape,
      prefix: m.prefix,
      doc: m.mount.doc,
      unavailable: m.mount.unavailable,
      health: (ex) => answerHealth(ex, () => ({ ...healthOf(m), dependencies: dependenciesOf(m) })),
      check: options.validateResponses ? contractCheck(m) : undefined,
    });
  }
  router.add('GET', '/healthz', {
    shape: ownShape,
    run: (ex) =>
      answerHealth(ex, () => {
        const reports = mounted.map(healthOf);
        const apis = Object.fromEntries(mounted.map((m, i) => [m.mount.api, reports[i]!]));
        // every dependency once (two APIs may share one), and the limiter's Redis when there is one
        const dependencies = new Map<string, DependencyReport>();
        for (const d of mounted.flatMap(dependenciesOf)) dependencies.set(d.name, d);
        const limiter = options.auth?.limiter.health?.();
        if (limiter) dependencies.set(limiter.dependency.name, limiter.dependency);
        const ok = reports.every((r) => r.ok) && (!limiter?.required || limiter.dependency.ok);
        return { ok, apis, dependencies: [...dependencies.values()] };
      }),
  });
  router.add('GET', '/metrics', {
    shape: ownShape,
    run: async () => ({
      status: 200,
      payload: await metrics.registry.metrics(),
      type: metrics.registry.contentType,
    }),
  });
  const notFound = errorRoute(ownShape, new ApiError(404, 'Not Found'));
  const fallback =
    options.docsDir && existsSync(options.docsDir) ? docsRoute(ownShape, options.docsDir, notFound) : notFound;

  const logRequest = requestLog(logger);
  const answerListeners: Array<(line: AnswerLine, ex: Exchange) => void> = [];
  const logError = (reqId: string, err: unknown) => logger.error({ reqId, err }, 'request error');
  const serverId = `${hostname()}:${process.pid}:${Date.now().toString(36)}`;
  const pipeline = createPipeline({
    router,
    fallback,
    headerLimit,
    serverId,
    logError,
    observe(line, ex) {
      if (line.api) metrics.observeRequest(line.api, line.operation, line.transport, line.status, line.ms / 1000);
      logRequest(line);
      for (const listener of answerListeners) listener(line, ex);
    },
  });
  const listener: HttpServer = createHttpServer(listenerTimeouts(options, parserHeaderBytes(headerLimit)), (req, res) =>
    pipeline.handle(req, res),
  );
  answerClientErrors(listener, headerLimit, (path, status, message) => {
    const shape = (router.prefixOf(path)?.route ?? fallback).shape;
    return JSON.stringify(shape.style.error(new ApiError(status, message), { startedAt: Date.now(), servedBy: [] }));
  });

  const stopping: Array<() => Promise<void> | void> = [];
  const info = { id: serverId, port: 0, uri: '' };
  let started = false;
  const start = async () => {
    if (started) return;
    monitor.start();
    for (const m of mounted) if (!m.mount.unavailable) await m.mount.answers?.start();
    pipeline.resume();
    await new Promise<void>((resolve, reject) => {
      listener.once('error', reject);
      listener.listen(info.port || options.port || 0, options.host ?? '127.0.0.1', () => {
        listener.off('error', reject);
        resolve();
      });
    });
    const address = listener.address() as { port: number; address: string };
    info.port = address.port;
    info.uri = `http://${address.address.includes(':') ? `[${address.address}]` : address.address}:${address.port}`;
    started = true;
  };
  /**
   * Streams end first (`onStopping`), then the listener stops taking connections, idle ones are closed, the answers
   * under way get up to `timeout` ms, and what is left is cut; then what the server holds is released.
   */
  const stop = async (stopOptions: { timeout?: number } = {}) => {
    const wasStarted = started;
    started = false;
    for (const hook of stopping) await hook();
    const closed = wasStarted ? new Promise<void>((resolve) => listener.close(() => resolve())) : Promise.resolve();
    listener.closeIdleConnections();
    await pipeline.drain(stopOptions.timeout ?? 5000);
    listener.closeAllConnections();
    await closed;
    monitor.stop();
    for (const m of mounted) await m.mount.answers?.stop();
    options.auth?.keys.close();
    await options.auth?.limiter.close();
    await healthLimiter.close();
    await options.onStop?.();
  };

  const apis = Object.fromEntries(
    mounted.map((m) => [m.mount.api, { prefix: m.prefix, operations: m.operations }]),
  ) as Partial<Record<ApiName, { prefix: string; operations: ApiOperation[] }>>;
  /** Errors under `prefix` (404, 413, 431) get `api`'s body and `version` as X-API-Version: an interface served beside the APIs. */
  const answerErrorsAs = (prefix: string, api: ApiName, version: string): Shape => {
    const shape: Shape = { style: styleOf(api), version };
    router.under(prefix.replace(/\/$/, ''), errorRoute(shape, new ApiError(404, 'not found')));
    return shape;
  };
  return {
    info,
    listener,
    start,
    stop,
    /** A request answered in this process, without a socket (tests, benches). */
    inject: (request: InjectOptions | string): Promise<InjectResponse> =>
      injectRequest((req, res) => pipeline.handle(req, res), request),
    /** A route of a part beside the APIs (a stream), answering in `shape`'s body. */
    route: (shape: Shape, extra: ExtraRoute) =>
      router.add(extra.method, extra.path, { shape, maxBody: extra.maxBody, run: extra.run }),
    /** Runs first when the server stops: long answers (streams) end here. */
    onStopping: (hook: () => Promise<void> | void) => stopping.push(hook),
    /** Called with every answer once it is written (or, for a stream, once it ends). */
    onAnswer: (listener: (line: AnswerLine, ex: Exchange) => void) => answerListeners.push(listener),
    answerErrorsAs,
    health: monitor,
    violations,
    metrics,
    operations: first.operations,
    prefix: first.prefix,
    apis,
    logger,
  };
}

export type ApiServer = Awaited<ReturnType<typeof createServer>>;
