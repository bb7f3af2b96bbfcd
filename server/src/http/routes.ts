import type { Request, ResponseToolkit, Server, ResponseObject } from '@hapi/hapi';
import type { Operation as ApiOperation } from '../../../contract/index.ts';
import type { OperationValidators } from './validation.ts';
import type { HandlerContext, HandlerMap, OperationHandler, Transport } from './types.ts';
import { ApiError, toApiError } from './errors.ts';
import type { RpcEcho } from './envelope.ts';
import { handleJsonRpc, jsonRpcMethodTable } from './jsonrpc.ts';
import { declaredQueryKeys, fullQuery, rejectUnknownKeys, SECURITY_QUERY_KEYS } from './query.ts';
import { styledError, type ApiStyle } from './styles.ts';
import { parseJsonBody } from './input.ts';

/** Runs before validation on every API call: authentication and rate limits. */
export type RequestGuard = (request: Request) => Promise<void>;

export interface RouteSetup {
  prefix: string;
  operations: ApiOperation[];
  validators: Map<string, OperationValidators>;
  handlers: HandlerMap;
  style: ApiStyle;
  guard?: RequestGuard;
}

/** request.app fields the server shares between the route handler and the response hooks */
export interface RequestState {
  operationId?: string;
  rpc?: RpcEcho;
  servedBy: Set<number>;
}

export function requestState(request: Request): RequestState {
  const app = request.app as { state?: RequestState };
  app.state ??= { servedBy: new Set() };
  return app.state;
}

export function findHandler(handlers: HandlerMap, operationId: string, ops: ApiOperation[]): OperationHandler | undefined {
  if (handlers[operationId]) return handlers[operationId];
  const base = operationId.endsWith('Post') ? operationId.slice(0, -4) : undefined;
  return base && ops.some((o) => o.operationId === base) ? handlers[base] : undefined;
}

/** Validates input for an operation and runs its handler; shared by REST and JSON-RPC so both answer alike. */
export async function invoke(
  setup: RouteSetup,
  op: ApiOperation,
  input: { query?: Record<string, unknown>; body?: unknown; headers?: Record<string, unknown> },
  transport: Transport,
  request: Request,
): Promise<unknown> {
  const v = setup.validators.get(op.operationId)!;
  const state = requestState(request);
  state.operationId = op.operationId;
  if (op.parameters.some((p) => p.in === 'header')) v.params('header', input.headers ?? {});
  let args: Record<string, unknown>;
  if (input.body !== undefined || op.requestBody) {
    args = v.body(input.body);
  } else {
    const query = { ...(input.query ?? {}) };
    for (const k of SECURITY_QUERY_KEYS) delete query[k];
    args = v.params('query', query);
  }
  const handler = findHandler(setup.handlers, op.operationId, setup.operations);
  if (!handler) throw new ApiError(501, `${op.operationId} is not implemented`);
  return handler(args, new RequestContext(op.operationId, transport, request, state.servedBy));
}

/**
 * A class, not an object literal with a getter: with the literal, every request's objects survived V8's
 * young-generation collections and were promoted (measured: ~9 MB per scavenge, 10–20 ms pauses, a third of
 * the CPU of a cheap request), most likely because V8 keeps such a literal's per-object getter in the old
 * generation, from where it references the request.
 */
class RequestContext implements HandlerContext {
  constructor(
    readonly operationId: string,
    readonly transport: Transport,
    readonly request: Request,
    readonly servedBy: Set<number>,
  ) {}

  get signal(): AbortSignal {
    return abortSignal(this.request);
  }
}

/**
 * Aborted when the client leaves before the answer. Made only for handlers that ask for it: a controller and a
 * socket listener per request cost more than most answers, and abort() after a normal end builds a DOMException.
 */
function abortSignal(request: Request): AbortSignal {
  const app = request.app as { abort?: AbortController };
  if (!app.abort) {
    const controller = (app.abort = new AbortController());
    const res = request.raw.res;
    if (res.destroyed) {
      if (!res.writableFinished) controller.abort();
    } else {
      res.once('close', () => {
        if (!res.writableFinished) controller.abort();
      });
    }
  }
  return app.abort.signal;
}

/** The answer in the API's own shape: v2 envelope or v3 bare body / `{code, error}`. */
export function reply(h: ResponseToolkit, request: Request, style: ApiStyle, outcome: { result: unknown } | { error: unknown }): ResponseObject {
  const state = requestState(request);
  const info = { startedAt: request.info.received, servedBy: state.servedBy };
  if ('result' in outcome) return h.response(style.success(outcome.result, info, state.rpc) as object).code(200);
  const error = styledError(style, toApiError(outcome.error, request.info.id));
  // The detail of an unanticipated 500, or the cause of a mapped dependency error (503/504), goes to the log
  // with the request id the client was shown, never into the body.
  const cause = outcome.error instanceof ApiError ? outcome.error.cause : outcome.error;
  if (error.code >= 500 && cause !== undefined) request.log(['error'], cause as object);
  return h.response(style.error(error, info, state.rpc)).code(error.code);
}

export function registerApiRoutes(server: Server, setup: RouteSetup): void {
  const paths = new Set<string>();
  const rpcTable = jsonRpcMethodTable(setup.operations);
  for (const op of setup.operations) {
    const path = setup.prefix + op.path;
    paths.add(path);
    const isRpc = rpcTable.endpoint?.operationId === op.operationId;
    const known = setup.style.unknownQuery === 'reject' ? declaredQueryKeys(op) : undefined;
    const readQuery = (request: Request) => {
      const query = fullQuery(request);
      if (known) rejectUnknownKeys(query, known);
      return query;
    };
    server.route({
      method: op.method.toUpperCase() as 'GET' | 'POST',
      path,
      options: {
        app: { operationId: op.operationId, api: setup.style.api },
        payload: op.method === 'get' ? undefined : { parse: false, output: 'data', maxBytes: 1024 * 1024 },
      },
      handler: async (request, h) => {
        requestState(request).operationId = op.operationId;
        try {
          await setup.guard?.(request);
          if (isRpc) return await handleJsonRpc(setup, rpcTable, request, h);
          const transport: Transport = op.method === 'get' ? 'get' : 'post';
          const result = await invoke(
            setup,
            op,
            op.method === 'get' ? { query: readQuery(request), headers: request.headers } : { body: parsedBody(request), headers: request.headers },
            transport,
            request,
          );
          return reply(h, request, setup.style, { result });
        } catch (error) {
          return reply(h, request, setup.style, { error });
        }
      },
    });
  }
  for (const path of paths) {
    // GET named explicitly where the path has no GET operation: it would otherwise match the GET catch-all below
    const hasGet = setup.operations.some((o) => o.method === 'get' && setup.prefix + o.path === path);
    for (const method of hasGet ? (['*'] as const) : (['GET', '*'] as const)) {
      server.route({
        method,
        path,
        options: { app: { api: setup.style.api } },
        handler: (request, h) => reply(h, request, setup.style, { error: new ApiError(405, `method ${request.method.toUpperCase()} is not supported`) }),
      });
    }
  }
  // GET named explicitly: a wildcard-method route loses to the docs site's GET /{file*}
  for (const method of ['GET', '*'] as const) {
    server.route({
      method,
      path: `${setup.prefix}/{rest*}`,
      options: { app: { api: setup.style.api } },
      handler: (request, h) => reply(h, request, setup.style, { error: new ApiError(404, setup.style.api === 'v3' ? 'not found' : 'Not Found') }),
    });
  }
}

/** Bodies are parsed here, whatever the content type, so a bad one gets the documented 400 and message. */
export function parsedBody(request: Request): unknown {
  const p = request.payload;
  if (typeof p === 'string' || Buffer.isBuffer(p)) return parseJsonBody(p);
  return p ?? undefined;
}

/** A prefix whose API this deployment does not serve: every request there is 501 in that API's shape. */
export function registerUnavailableApi(server: Server, prefix: string, style: ApiStyle, message: string): void {
  const handler = (request: Request, h: ResponseToolkit) => reply(h, request, style, { error: new ApiError(501, message) });
  // GET named explicitly: a wildcard-method route loses to the docs site's GET /{file*}
  for (const path of [prefix || '/', `${prefix}/{rest*}`]) {
    for (const method of ['GET', '*'] as const) server.route({ method, path, options: { app: { api: style.api } }, handler });
  }
}
