import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ErrorObject } from 'ajv';
import { OpenAPIBackend, type Context, type Document, type Request as BackendRequest } from 'openapi-backend';
import {
  integerFormats,
  listOperations,
  loadSpec,
  tonFormats,
  type ApiName,
  type OpenApiDocument,
} from '../../../contract/index.ts';
import { corsHeaders, preflightHeaders } from '../http/cors.ts';
import { createGuard, type GuardedRequest } from '../auth/guard.ts';
import type { KeyStore } from '../auth/keys.ts';
import { MemoryRateLimiter } from '../auth/limiter.ts';
import { ApiError, toApiError } from '../http/errors.ts';
import { parseJsonBody } from '../http/input.ts';
import { jsonRpcMethodTable, type JsonRpcTable } from '../http/jsonrpc.ts';
import { styleOf, styledError, type ApiStyle } from '../http/styles.ts';

export interface MockOptions {
  port?: number;
  host?: string;
  /** the keys file of the real server; without it every request is let through, keyless and unlimited */
  keys?: KeyStore;
  /** mainnet | testnet | local: the network keys are checked against, as on the real server */
  network?: string;
  /** where each API is mounted (default /api/v2 and /api/v3) */
  prefixes?: Partial<Record<ApiName, string>>;
}

interface MockApi {
  name: ApiName;
  prefix: string;
  doc: OpenApiDocument;
  style: ApiStyle;
  backend: OpenAPIBackend;
  rpc: JsonRpcTable;
}

const MAX_BODY_BYTES = 1024 * 1024;

/** What the handlers of openapi-backend return: the status and the body the mock answers with. */
interface Answer {
  status: number;
  body: unknown;
}

/**
 * A copy of the bundled document (openapi-backend dereferences it in place), read back as the OpenAPI 3.1
 * document type openapi-backend declares: loadSpec has checked the version, the rest is JSON as Redocly linted it.
 */
function backendCopy(doc: OpenApiDocument): Document {
  return JSON.parse(JSON.stringify(doc));
}

/**
 * An API answered from its contract alone: openapi-backend routes and validates each request against the
 * bundled document and answers the operation's documented example (or a body built from its schema). It
 * knows no chain, so its answers are well formed and mean nothing; the conformance suite's semantic cases
 * fail on it by design.
 */
async function mockApi(name: ApiName, prefix: string): Promise<MockApi> {
  const doc = loadSpec(name);
  const style = styleOf(name);
  const backend = new OpenAPIBackend({
    definition: backendCopy(doc),
    apiRoot: prefix,
    // quick: no definition check against openapi-backend's own OpenAPI 3.0 meta-schema (the documents are 3.1,
    // linted by Redocly in `make lint`) and a synchronous dereference
    quick: true,
    validate: true,
    coerceTypes: true,
    ajvOpts: { strict: false, coerceTypes: 'array' },
    customizeAjv: (ajv) => {
      for (const [format, validate] of Object.entries(tonFormats)) ajv.addFormat(format, validate);
      for (const [format, validate] of Object.entries(integerFormats))
        ajv.addFormat(format, { type: 'number', validate });
      return ajv;
    },
  });
  const rpc = jsonRpcMethodTable(listOperations(doc));
  const failure = (status: number, message: string): never => {
    throw new ApiError(status, message);
  };
  backend.register({
    notFound: () => failure(404, name === 'v3' ? 'not found' : 'Not Found'),
    methodNotAllowed: (c: Context) => failure(405, `method ${String(c.request.method).toUpperCase()} is not supported`),
    validationFail: (c: Context) => failure(422, describe(c.validation.errors?.[0])),
    notImplemented: (c: Context): Answer => {
      const operationId = c.operation.operationId!;
      if (operationId === rpc.endpoint?.operationId) return jsonRpcAnswer(backend, rpc, c.request.requestBody);
      return example(backend, operationId);
    },
  });
  await backend.init();
  return { name, prefix, doc, style, backend, rpc };
}

/** The real server's wording: addresses keep toncenter's text, the rest names the field and the rule. */
function describe(error: ErrorObject | undefined): string {
  if (!error) return 'failed to validate request';
  if (error.keyword === 'format' && String((error.params as { format?: string }).format).startsWith('ton-address'))
    return 'failed to parse address';
  const where = error.instancePath.split('/').filter(Boolean).slice(1).join('.');
  return `failed to validate request: ${where ? `${where} ` : ''}${error.message ?? 'is invalid'}`;
}

function example(backend: OpenAPIBackend, operationId: string): Answer {
  const { status, mock } = backend.mockResponseForOperation(operationId);
  return { status, body: mock };
}

/** A JSON-RPC call answers the example of the operation its method names, with the rpc fields. */
function jsonRpcAnswer(backend: OpenAPIBackend, rpc: JsonRpcTable, body: unknown): Answer {
  const { id, method, params } = (body ?? {}) as { id?: string | number | null; method?: unknown; params?: unknown };
  const echo = { jsonrpc: '2.0', id: id ?? null };
  const op = typeof method === 'string' ? rpc.methods.get(method) : undefined;
  if (!op) throw Object.assign(new ApiError(404, `Unknown method: ${String(method)}`), { rpc: echo });
  if (op.requestBody) {
    const checked = backend.validateRequest(
      { method: op.method, path: op.path, headers: {}, query: {}, body: params ?? {} },
      op.operationId,
    );
    if (checked.errors?.length) throw Object.assign(new ApiError(422, describe(checked.errors[0])), { rpc: echo });
  }
  const { status, body: answer } = example(backend, op.operationId);
  return { status, body: { ...(answer as object), ...echo } };
}

const declaredQuery = new WeakMap<object, Set<string>>();
function queryNames(operation: { parameters?: unknown[] }): Set<string> {
  let names = declaredQuery.get(operation);
  if (!names) {
    const params = (operation.parameters ?? []) as Array<{ in?: string; name?: string }>;
    declaredQuery.set(operation, (names = new Set(params.filter((p) => p.in === 'query').map((p) => String(p.name)))));
  }
  return names;
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) reject(new ApiError(413, 'request body too large'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function queryOf(search: URLSearchParams): Record<string, string | string[]> {
  const out = Object.create(null) as Record<string, string | string[]>;
  for (const [k, v] of search) {
    const seen = out[k];
    out[k] = seen === undefined ? v : Array.isArray(seen) ? [...seen, v] : [seen, v];
  }
  return out;
}

/** Headers every answer carries, as on the real server: CORS for any origin, no sniffing, the contract's version. */
function commonHeaders(req: IncomingMessage, api: MockApi | undefined): Record<string, string> {
  const origin = req.headers.origin;
  return {
    'x-content-type-options': 'nosniff',
    ...(api ? { 'x-api-version': String((api.doc.info as { version?: string }).version ?? '') } : {}),
    ...corsHeaders(origin),
  };
}

export async function createMockServer(options: MockOptions = {}) {
  const apis = await Promise.all(
    (['v2', 'v3'] as const).map((name) =>
      mockApi(name, (options.prefixes?.[name] ?? `/api/${name}`).replace(/\/$/, '')),
    ),
  );
  const limiter = new MemoryRateLimiter();
  const guard = options.keys
    ? createGuard({ keys: options.keys, limiter, network: options.network ?? 'mainnet' })
    : undefined;
  const apiOf = (path: string) => apis.find((a) => path === a.prefix || path.startsWith(`${a.prefix}/`));

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://mock.invalid');
    const path = url.pathname.length > 1 ? url.pathname.replace(/\/$/, '') : url.pathname;
    const api = apiOf(path);
    const headers = commonHeaders(req, api);
    const method = (req.method ?? 'GET').toLowerCase();
    const send = (status: number, body: unknown) => {
      const text = JSON.stringify(body);
      res.writeHead(status, {
        ...headers,
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(text),
      });
      res.end(method === 'head' ? undefined : text);
    };
    if (method === 'options' && req.headers['access-control-request-method']) {
      res.writeHead(200, {
        ...headers,
        ...preflightHeaders(req.headers.origin, String(req.headers['access-control-request-method'])),
        'content-length': '0',
      });
      res.end();
      return;
    }
    const style = (api ?? apis[0]!).style;
    let rpcEcho: object | undefined;
    try {
      if (!api) throw new ApiError(404, 'Not Found');
      if (path.endsWith('/openapi.json') && method === 'get') return send(200, api.doc);
      const query = queryOf(url.searchParams);
      if (guard) {
        const guarded: GuardedRequest = {
          headers: req.headers as Record<string, string>,
          query,
          info: { remoteAddress: req.socket.remoteAddress ?? '' },
          log: () => {},
        };
        await guard(guarded);
      }
      delete query.api_key;
      const raw = method === 'post' ? await readBody(req) : undefined;
      const body = raw?.length ? parseJsonBody(raw) : undefined;
      if (api.rpc.endpoint && path === api.prefix + api.rpc.endpoint.path && body && typeof body === 'object') {
        const { id } = body as { id?: unknown };
        rpcEcho = { jsonrpc: '2.0', id: typeof id === 'string' || typeof id === 'number' ? id : null };
      }
      const request: BackendRequest = {
        method: method === 'head' ? 'get' : method,
        path,
        query,
        headers: req.headers as Record<string, string>,
        body,
      };
      // v2 D4, v3 D3: a query key the operation does not declare is ignored, as on the real server
      const operation = api.backend.matchOperation(request);
      if (operation) for (const key of Object.keys(query)) if (!queryNames(operation).has(key)) delete query[key];
      const answer = (await api.backend.handleRequest(request)) as Answer;
      send(answer.status, answer.body);
    } catch (thrown) {
      const error = styledError(style, toApiError(thrown));
      const echo = (thrown as { rpc?: object }).rpc ?? rpcEcho;
      send(error.code, { ...style.error(error, { startedAt: Date.now(), servedBy: [] }), ...(echo ?? {}) });
    }
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
      res.end(
        JSON.stringify(
          apis[0]!.style.error(new ApiError(500, 'internal error'), { startedAt: Date.now(), servedBy: [] }),
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://${options.host && options.host !== '0.0.0.0' ? options.host : '127.0.0.1'}:${port}`;
  return {
    url: origin,
    urls: Object.fromEntries(apis.map((a) => [a.name, origin + a.prefix])) as Record<ApiName, string>,
    async stop() {
      options.keys?.close();
      await limiter.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
