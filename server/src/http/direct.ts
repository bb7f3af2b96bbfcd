import Accept from '@hapi/accept';
import type { IncomingHttpHeaders, IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import { createDeflate, createGzip } from 'node:zlib';
import type { Operation as ApiOperation } from '../../../contract/index.ts';
import {
  abortSignal,
  answerOf,
  invoke,
  JSON_TYPE,
  type AbortHolder,
  type Answer,
  type ApiCall,
  type RequestState,
  type RouteSetup,
} from './dispatch.ts';
import type { ApiError } from './errors.ts';
import { apiKeyOf, declaredQueryKeys, ignoredKeys, queryOf, rejectUnknownKeys } from './query.ts';

/*
 * A plain GET of an API operation is answered here, straight from node:http, instead of through Hapi's request
 * lifecycle: on a cheap answer (a kept v3 page, the masterchain info of the current block) that lifecycle costs
 * about as much as all of the API's own work. The API's own work is the same code either way: the guard (keys,
 * limits), the query as read and validated for Hapi's routes, `invoke`, the answer's shape (`answerOf`), the
 * test-mode response check, the log line and metrics.
 *
 * What Hapi adds to such an answer is written here as Hapi writes it for the API's routes (its CORS, compression
 * and range settings as the server configures them): the same status, headers and body, so a client cannot tell
 * which way its request went (`server/test/direct-answers.test.ts` compares the two on the same requests).
 * Anything outside that plain case goes to Hapi untouched: other methods (HEAD included), a path that is not
 * exactly an operation's (a trailing slash, percent-encoding, `..`), a request with a body, a Range request, or an
 * Accept-Encoding header other than the common ones.
 */

/** One operation answered directly, and the API it belongs to. */
export interface DirectRoute {
  setup: RouteSetup;
  op: ApiOperation;
  /** the query keys the operation declares, when its API answers unknown ones 422 */
  known?: Set<string>;
}

/** What a direct answer reports, as the server's response listener reports Hapi's answers. */
export interface DirectLine {
  reqId: string;
  method: string;
  path: string;
  api: DirectRoute['setup']['style']['api'];
  operation: string;
  transport: string;
  status: number;
  ms: number;
  ip: string;
}

export interface DirectOptions {
  /** the full path (prefix included) of each operation answered directly */
  routes: Map<string, DirectRoute>;
  /** Hapi's `server.info.id`: request ids are written as Hapi writes them */
  serverId: string;
  /** the value of Access-Control-Expose-Headers the server's CORS settings give */
  exposedHeaders: string;
  observe(line: DirectLine): void;
  /** a request's error (an unanticipated 500's detail), for the log with the request id */
  logError(reqId: string, err: unknown): void;
  /** test mode: a response that breaks the contract, as the error to answer instead */
  checkResponse?(route: DirectRoute, state: RequestState, status: number): ApiError | undefined;
}

/** Hapi compresses an answer of at least this many bytes (its `compression.minBytes` default). */
const COMPRESS_FROM = 1024;

/** Accept-Encoding values read directly, with the encoding Hapi picks for each; any other goes to Hapi. */
const ENCODINGS = new Map<string | undefined, string>(
  [
    undefined,
    'identity',
    'gzip',
    'deflate',
    'gzip, deflate',
    'deflate, gzip',
    'gzip, deflate, br',
    'gzip, deflate, br, zstd',
  ].map((header) => [
    header,
    header === undefined ? 'identity' : Accept.encoding(header, ['identity', 'gzip', 'deflate']),
  ]),
);

/** Direct answers in flight, which a stopping server lets finish (`drain`) before it closes idle connections. */
export interface DirectAnswers {
  /** from now on every request goes to Hapi; resolves once the direct answers under way are sent, or after `maxMs` */
  drain(maxMs: number): Promise<void>;
  /** plain GETs are answered directly again (a server started after it stopped) */
  resume(): void;
}

/** Requests the listener's own handlers (Hapi's) would otherwise get are answered by `serve` where plain enough. */
export function answerDirectly(listener: HttpServer, options: DirectOptions): DirectAnswers {
  const others = listener.listeners('request') as Array<(req: IncomingMessage, res: ServerResponse) => void>;
  listener.removeAllListeners('request');
  let counter = 0;
  let inFlight = 0;
  let stopping = false;
  let drained: (() => void) | undefined;
  listener.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const plain = stopping ? undefined : plainRoute(req, options.routes);
    if (!plain) {
      for (const handler of others) handler(req, res);
      return;
    }
    // Hapi's request id: arrival time, server id, a counter that wraps
    counter = counter >= 99_999 ? 10_000 : counter + 1;
    const received = Date.now();
    const id = `${received}:${options.serverId}:d${counter}`;
    inFlight++;
    serve(new DirectCall(req, res, id, received), plain, options)
      // serve answers every error itself; what could still fail is its report (the log line, the metrics)
      .catch((err: unknown) => options.logError(id, err))
      .finally(() => {
        if (--inFlight === 0) drained?.();
      });
  });
  return {
    resume() {
      stopping = false;
    },
    drain(maxMs) {
      stopping = true;
      if (inFlight === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, maxMs);
        drained = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    },
  };
}

function plainRoute(
  req: IncomingMessage,
  routes: Map<string, DirectRoute>,
): { route: DirectRoute; path: string; encoding: string } | undefined {
  if (req.method !== 'GET') return undefined;
  const url = req.url ?? '';
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const route = routes.get(path);
  if (!route) return undefined;
  const h = req.headers;
  if (h.range !== undefined || h['content-length'] !== undefined || h['transfer-encoding'] !== undefined)
    return undefined;
  const encoding = ENCODINGS.get(h['accept-encoding']);
  return encoding === undefined ? undefined : { route, path, encoding };
}

/** The call as `invoke` and the guard read it; the query string is read only if the guard asks for its key. */
class DirectCall implements ApiCall, AbortHolder {
  readonly state: RequestState = { servedBy: new Set() };
  readonly info: { remoteAddress: string };
  abort?: AbortController;
  #query?: Record<string, unknown>;
  /** errors to log with the request id once answered (an unanticipated 500's cause) */
  logged?: unknown[];

  constructor(
    readonly req: IncomingMessage,
    readonly res: ServerResponse,
    readonly id: string,
    readonly received: number,
  ) {
    this.info = { remoteAddress: req.socket.remoteAddress ?? '' };
  }

  get headers(): IncomingHttpHeaders {
    return this.req.headers;
  }

  /** As Hapi's `request.query` (the WHATWG reading of the query string): only the guard reads it, for `api_key`. */
  get query(): Record<string, unknown> {
    if (!this.#query) {
      const url = this.req.url ?? '';
      const params = new URLSearchParams(url.includes('?') ? url.slice(url.indexOf('?') + 1) : '');
      const query: Record<string, unknown> = Object.create(null);
      for (const key of params.keys()) {
        const all = params.getAll(key);
        query[key] = all.length === 1 ? all[0] : all;
      }
      this.#query = query;
    }
    return this.#query;
  }

  get signal(): AbortSignal {
    return abortSignal(this, this.res);
  }

  get apiKey(): string | undefined {
    return apiKeyOf(this);
  }

  log(tags: string[] | string, data?: unknown): void {
    if ((Array.isArray(tags) ? tags : [tags]).includes('error')) (this.logged ??= []).push(data);
  }
}

async function serve(
  call: DirectCall,
  plain: { route: DirectRoute; path: string; encoding: string },
  options: DirectOptions,
): Promise<void> {
  const { route, path, encoding } = plain;
  const { setup, op } = route;
  call.state.operationId = op.operationId;
  let status: number;
  try {
    let outcome: { result: unknown } | { error: unknown };
    try {
      await setup.guard?.(call);
      const query = queryOf(call.req.url ?? '');
      if (route.known) rejectUnknownKeys(query, route.known);
      else call.state.ignored = ignoredKeys(query, declaredQueryKeys(op));
      outcome = { result: await invoke(setup, op, { query, headers: call.req.headers }, 'get', call) };
    } catch (error) {
      outcome = { error };
    }
    let answer = answerOf(setup.style, call, outcome);
    const violation = options.checkResponse?.(route, call.state, answer.status);
    if (violation) answer = answerOf(setup.style, call, { error: violation });
    status = send(call, answer, encoding, setup.version, options.exposedHeaders);
  } catch (err) {
    // nothing above throws by design: an answer that could not be written ends the connection, never the process
    (call.logged ??= []).push(err);
    call.res.destroy();
    status = 500;
  }
  for (const err of call.logged ?? []) options.logError(call.id, err);
  options.observe({
    reqId: call.id,
    method: 'get',
    path,
    api: setup.style.api,
    operation: op.operationId,
    transport: 'get',
    status,
    ms: Date.now() - call.received,
    ip: call.info.remoteAddress,
  });
}

/** The answer with the headers Hapi gives an API route's answer, compressed where Hapi would compress it. */
function send(call: DirectCall, answer: Answer, encoding: string, version: string, exposedHeaders: string): number {
  const { res } = call;
  // (a large answer comes encoded already: answerOf)
  const body = answer.payload;
  const length = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
  // an empty 200 is Hapi's 204
  const status = length === 0 && answer.status === 200 ? 204 : answer.status;
  const compress = length >= COMPRESS_FROM;
  const headers: Record<string, string | number> = {
    'content-type': JSON_TYPE,
    'x-content-type-options': 'nosniff',
    'x-api-version': version,
    'x-request-id': call.id,
    vary: compress ? 'origin,accept-encoding' : 'origin',
  };
  if (call.state.ignored) headers['x-ignored-parameters'] = call.state.ignored;
  if (call.state.servedFrom && status === 200) headers['x-served-from'] = call.state.servedFrom;
  const origin = call.req.headers.origin;
  if (origin !== undefined) headers['access-control-allow-origin'] = origin;
  headers['access-control-expose-headers'] = exposedHeaders;
  headers['cache-control'] = 'no-cache';
  if (compress && encoding !== 'identity') {
    headers['content-encoding'] = encoding;
    res.writeHead(status, headers);
    const compressor = encoding === 'gzip' ? createGzip() : createDeflate();
    compressor.on('error', () => res.destroy());
    compressor.pipe(res);
    compressor.end(body);
    return status;
  }
  if (status !== 204) headers['content-length'] = length;
  if (status === 200) headers['accept-ranges'] = 'bytes';
  res.writeHead(status, headers);
  res.end(body);
  return status;
}
