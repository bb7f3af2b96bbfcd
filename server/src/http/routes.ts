import type { Request, ResponseToolkit, RouteOptions, Server } from '@hapi/hapi';
import { ApiError } from './errors.ts';
import { reply, requestState, parsedBody, invoke, withApiHeaders, hapiCall, type RouteSetup } from './dispatch.ts';
import type { Transport } from './types.ts';
import { handleJsonRpc, jsonRpcMethodTable } from './jsonrpc.ts';
import { declaredQueryKeys, fullQuery, ignoredKeys, rejectUnknownKeys } from './query.ts';

/** What every route of an API carries: its API name, and the response hook where the route needs it. */
export function routeOptions(setup: RouteSetup, method: string, app: Record<string, unknown>): RouteOptions {
  const hooked = setup.onPreResponse && (setup.hookEveryRoute || method.toUpperCase() !== 'GET');
  return {
    app: { api: setup.style.api, ...app },
    ...(hooked ? { ext: { onPreResponse: { method: setup.onPreResponse! } } } : {}),
  };
}

/** An answer of the API's own routes, in its shape and with the headers every answer carries. */
export function answer(
  h: ResponseToolkit,
  request: Request,
  setup: RouteSetup,
  outcome: { result: unknown } | { error: unknown },
) {
  return withApiHeaders(reply(h, request, setup.style, outcome), request, setup.version);
}

/** The API's routes, at paths relative to where it is mounted (the plugin's `routes.prefix`). */
export function registerApiRoutes(server: Server, setup: RouteSetup): void {
  const paths = new Set<string>();
  const rpcTable = jsonRpcMethodTable(setup.operations);
  for (const op of setup.operations) {
    const path = op.path;
    paths.add(path);
    const isRpc = rpcTable.endpoint?.operationId === op.operationId;
    const known = declaredQueryKeys(op);
    const strict = setup.style.unknownQuery === 'reject';
    const readQuery = (request: Request) => {
      const query = fullQuery(request);
      if (strict) rejectUnknownKeys(query, known);
      else {
        const ignored = ignoredKeys(query, known);
        if (ignored) requestState(request).ignored = ignored;
      }
      return query;
    };
    server.route({
      method: op.method.toUpperCase() as 'GET' | 'POST',
      path,
      options: {
        ...routeOptions(setup, op.method, { operationId: op.operationId }),
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
            op.method === 'get'
              ? { query: readQuery(request), headers: request.headers }
              : { body: parsedBody(request), headers: request.headers },
            transport,
            hapiCall(request),
          );
          return answer(h, request, setup, { result });
        } catch (error) {
          return answer(h, request, setup, { error });
        }
      },
    });
  }
  for (const path of paths) {
    // GET named explicitly where the path has no GET operation: it would otherwise match the GET catch-all below
    const hasGet = setup.operations.some((o) => o.method === 'get' && o.path === path);
    for (const method of hasGet ? (['*'] as const) : (['GET', '*'] as const)) {
      server.route({
        method,
        path,
        options: routeOptions(setup, method, {}),
        handler: (request, h) =>
          answer(h, request, setup, {
            error: new ApiError(405, `method ${request.method.toUpperCase()} is not supported`),
          }),
      });
    }
  }
  // GET named explicitly: a wildcard-method route loses to the docs site's GET /{file*}
  for (const method of ['GET', '*'] as const) {
    server.route({
      method,
      path: '/{rest*}',
      options: routeOptions(setup, method, {}),
      handler: (request, h) =>
        answer(h, request, setup, {
          error: new ApiError(404, setup.style.api === 'v3' ? 'not found' : 'Not Found'),
        }),
    });
  }
}

/** A prefix whose API this deployment does not serve: every request there is 501 in that API's shape. */
export function registerUnavailableApi(server: Server, setup: RouteSetup, message: string): void {
  const handler = (request: Request, h: ResponseToolkit) =>
    answer(h, request, setup, { error: new ApiError(501, message) });
  // GET named explicitly: a wildcard-method route loses to the docs site's GET /{file*}
  for (const path of ['/', '/{rest*}']) {
    for (const method of ['GET', '*'] as const)
      server.route({ method, path, options: routeOptions(setup, method, {}), handler });
  }
}
