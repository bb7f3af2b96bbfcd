import type { ServerResponse } from 'node:http';
import type { GuardedRequest } from '../auth/guard.ts';
import type { Operation as ApiOperation } from '../../../contract/index.ts';
import type { OperationValidators } from './validation.ts';
import type { HandlerContext, HandlerMap, OperationHandler, ServedFrom, Transport } from './types.ts';
import { ApiError, toApiError } from './errors.ts';
import { extraString, successText, type RpcEcho } from './envelope.ts';
import { declaredQueryKeys, ignoredKeys, SECURITY_QUERY_KEYS } from './query.ts';
import { styledError, type ApiStyle } from './styles.ts';
import { parseJsonBody } from './input.ts';
import { SerializedAnswer, type AnswerCache, type SentRequest } from './answers.ts';
import { answerBytes, utf8 } from './kept-json.ts';
import { LRUCache } from 'lru-cache';

// What REST routes and JSON-RPC share: running one operation and answering in the API's shape. Both
// transports import it; neither imports the other's module for it.

/** Runs before validation on every API call: authentication and rate limits. */
export type RequestGuard = (request: GuardedRequest) => Promise<void>;

export interface RouteSetup {
  operations: ApiOperation[];
  validators: Map<string, OperationValidators>;
  handlers: HandlerMap;
  style: ApiStyle;
  guard?: RequestGuard;
  /** answers of GET operations kept until the data behind them changes (API v3 over the index) */
  answers?: AnswerCache;
  /** the contract's version, sent as X-API-Version */
  version: string;
}

/** What the stages of one request share: the operation it reached and what its answer says of itself. */
export interface RequestState {
  operationId?: string;
  rpc?: RpcEcho;
  servedBy: Set<number>;
  /** the query keys the operation does not declare and the API ignored, as `X-Ignored-Parameters` names them */
  ignored?: string;
  /** the answer's source when not the API's own (`X-Served-From`, v2 D34) */
  servedFrom?: ServedFrom;
}

/** One API call as the operations' shared code sees it, whichever transport it came by. */
export interface ApiCall {
  readonly id: string;
  /** when the request arrived (ms since the epoch) */
  readonly received: number;
  readonly state: RequestState;
  /** aborted when the client leaves before the answer */
  readonly signal: AbortSignal;
  /** an `error` tag reaches the server's log with the request id */
  log(tags: string[], data: unknown): void;
  /** the API key the request carries, if any */
  readonly apiKey?: string;
}

export function findHandler(
  handlers: HandlerMap,
  operationId: string,
  ops: ApiOperation[],
): OperationHandler | undefined {
  if (handlers[operationId]) return handlers[operationId];
  const base = operationId.endsWith('Post') ? operationId.slice(0, -4) : undefined;
  return base && ops.some((o) => o.operationId === base) ? handlers[base] : undefined;
}

/** What `invoke` needs of an operation, looked up once per operation rather than per request. */
interface PreparedOperation {
  validators: OperationValidators;
  /** the operation's header parameters: each lower-cased name (as Node gives headers) → its name in the input */
  headerParams: Map<string, string>;
  handler?: OperationHandler;
}
const preparedOperations = new WeakMap<RouteSetup, Map<string, PreparedOperation>>();
function prepared(setup: RouteSetup, op: ApiOperation): PreparedOperation {
  let byId = preparedOperations.get(setup);
  if (!byId) preparedOperations.set(setup, (byId = new Map()));
  let p = byId.get(op.operationId);
  if (!p) {
    p = {
      validators: setup.validators.get(op.operationId)!,
      headerParams: new Map(op.parameters.filter((x) => x.in === 'header').map((x) => [x.name.toLowerCase(), x.name])),
      handler: findHandler(setup.handlers, op.operationId, setup.operations),
    };
    byId.set(op.operationId, p);
  }
  return p;
}

/**
 * A GET request as sent, all its answer can depend on: the request target and the values of the headers the
 * operation declares. Two requests with the same text are read and validated alike.
 */
export function requestText(
  setup: RouteSetup,
  op: ApiOperation,
  target: string,
  headers: Record<string, string | string[] | undefined>,
): string {
  const { headerParams } = prepared(setup, op);
  let text = target;
  for (const lower of headerParams.keys()) {
    const value = headers[lower];
    text += value === undefined ? '\n' : `\n${typeof value === 'string' ? value : JSON.stringify(value)}`;
  }
  return text;
}

interface ReadRequest {
  args: Record<string, unknown>;
  ignored?: string;
}
/**
 * GET requests as sent (`requestText`) → the arguments their reading and validation gave, per API. Both depend on
 * the request's bytes alone, so a request sent again byte for byte (a wallet polling its account, an explorer's
 * front page) is given the same arguments without its query being parsed and checked again. Only requests that
 * passed are kept: a refused one is read, and refused, every time.
 */
const readRequests = new WeakMap<RouteSetup, LRUCache<string, ReadRequest>>();
function readsOf(setup: RouteSetup): LRUCache<string, ReadRequest> {
  let reads = readRequests.get(setup);
  if (!reads) {
    // UTF-16 text, and the arguments about as large again
    reads = new LRUCache({ maxSize: 16 * 1024 * 1024, sizeCalculation: (_, text) => text.length * 4 + 256 });
    readRequests.set(setup, reads);
  }
  return reads;
}

/** Each request's own copy: a handler changing its arguments changes nothing another request is given. */
function copyOf(args: Record<string, unknown>): Record<string, unknown> {
  const out = { ...args };
  for (const name in out) {
    const value = out[name];
    if (Array.isArray(value)) out[name] = [...value];
  }
  return out;
}

/** The arguments a GET request sent byte for byte as one read before was given, and its `X-Ignored-Parameters`. */
export function readBefore(setup: RouteSetup, sent: string): ReadRequest | undefined {
  const seen = readsOf(setup).get(sent);
  return seen && { args: copyOf(seen.args), ignored: seen.ignored };
}

/** Validates input for an operation and runs its handler; shared by REST and JSON-RPC so both answer alike. */
export async function invoke(
  setup: RouteSetup,
  op: ApiOperation,
  input: {
    query?: Record<string, unknown>;
    body?: unknown;
    headers?: Record<string, unknown>;
    /** a GET request as sent: its arguments are found again with `readBefore`, its kept answer with `keptFor` */
    sent?: SentRequest;
    /** the arguments `readBefore` found: read and validated already */
    args?: Record<string, unknown>;
  },
  transport: Transport,
  call: ApiCall,
): Promise<unknown> {
  const { handler } = prepared(setup, op);
  call.state.operationId = op.operationId;
  const args = input.args ?? readInput(setup, op, input, transport, call);
  if (!handler) throw new ApiError(501, `${op.operationId} is not implemented`);
  const context = new RequestContext(op.operationId, transport, call);
  if (transport === 'get' && setup.answers)
    return setup.answers.answer(op.operationId, args, () => handler(args, context), input.sent);
  return handler(args, context);
}

/** The operation's arguments from its query or body and its declared headers, validated. */
function readInput(
  setup: RouteSetup,
  op: ApiOperation,
  input: Parameters<typeof invoke>[2],
  transport: Transport,
  call: ApiCall,
): Record<string, unknown> {
  const { validators: v, headerParams } = prepared(setup, op);
  const headers = headerParams.size ? v.params('header', input.headers ?? {}) : undefined;
  let args: Record<string, unknown>;
  if (input.body !== undefined || op.requestBody) {
    args = v.body(input.body);
    announceIgnored(call.state, input.body, v.bodyKeys);
  } else {
    // REST reads name the query's ignored keys as they read it (or refuse them, strict); a JSON-RPC call's params
    // come here only
    if (transport === 'jsonrpc') announceIgnored(call.state, input.query, declaredQueryKeys(op));
    args = v.params('query', withoutSecurityKeys(input.query ?? {}));
  }
  // declared headers reach the handler as input under their contract names (and key the answer cache with it)
  if (headers) for (const [lower, name] of headerParams) if (headers[lower] !== undefined) args[name] = headers[lower];
  if (input.sent && transport === 'get')
    readsOf(setup).set(input.sent.text, { args: copyOf(args), ignored: input.sent.ignored });
  return args;
}

/** Unknown fields of a JSON body or of JSON-RPC params are ignored (v2 D4), and named like a query's. */
function announceIgnored(state: RequestState, input: unknown, known: Set<string>): void {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return;
  const ignored = ignoredKeys(input as Record<string, unknown>, known, SECURITY_QUERY_KEYS);
  if (ignored) state.ignored = ignored;
}

/** The query without the security scheme's keys; the same object when it has none (the usual case). */
function withoutSecurityKeys(query: Record<string, unknown>): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  for (const k of SECURITY_QUERY_KEYS)
    if (Object.hasOwn(query, k)) {
      copy ??= { ...query };
      delete copy[k];
    }
  return copy ?? query;
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
    private readonly call: ApiCall,
  ) {}

  get servedBy(): Set<number> {
    return this.call.state.servedBy;
  }

  get signal(): AbortSignal {
    return this.call.signal;
  }

  get apiKey(): string | undefined {
    return this.call.apiKey;
  }

  markServedFrom(source: ServedFrom): void {
    this.call.state.servedFrom = source;
  }
}

/**
 * Aborted when the client leaves before the answer. Made only for handlers that ask for it: a controller and a
 * socket listener per request cost more than most answers, and abort() after a normal end builds a DOMException.
 */
export interface AbortHolder {
  abort?: AbortController;
}
export function abortSignal(app: AbortHolder, res: ServerResponse): AbortSignal {
  if (!app.abort) {
    const controller = (app.abort = new AbortController());
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

/**
 * The last result of each operation and its JSON: handlers hand out the same object while their answer cannot
 * change (the masterchain info within its cache window, an account read at a fixed block), so a repeated answer
 * is serialised once. One entry per operation: nothing to evict, and a miss costs one comparison.
 */
const lastResults = new Map<string, { result: unknown; json: string }>();
function resultJson(operationId: string | undefined, result: unknown): string {
  if (operationId === undefined || typeof result !== 'object' || result === null) return JSON.stringify(result);
  const last = lastResults.get(operationId);
  if (last?.result === result) return last.json;
  const json = JSON.stringify(result);
  lastResults.set(operationId, { result, json });
  return json;
}

/** An answer's status and body as sent. */
export interface Answer {
  status: number;
  /** JSON text (a short one), or its UTF-8 bytes */
  payload: string | Buffer;
}

/** answers from this many characters are sent as bytes, encoded once (`answerOf`) */
const ENCODE_FROM = 8 * 1024;

/**
 * The answer in the API's own shape: v2 envelope or v3 bare body / `{code, error}`, as JSON.
 *
 * A large answer is encoded once here, for its length and to send: as a string it would be counted, then joined
 * to the head (one more copy of it) and encoded. A small one stays a string,
 * which node:http sends in one write with the head.
 */
export function answerOf(style: ApiStyle, call: ApiCall, outcome: { result: unknown } | { error: unknown }): Answer {
  const answer = answerText(style, call, outcome);
  if (typeof answer.payload !== 'string' || answer.payload.length < ENCODE_FROM) return answer;
  return { status: answer.status, payload: utf8(answer.payload) };
}

function answerText(style: ApiStyle, call: ApiCall, outcome: { result: unknown } | { error: unknown }): Answer {
  const state = call.state;
  const info = { startedAt: call.received, servedBy: state.servedBy };
  if ('result' in outcome) {
    if (outcome.result instanceof SerializedAnswer) {
      // only API v3 keeps answers, and its success body is the result itself
      return { status: 200, payload: outcome.result.bytes };
    }
    if (style.api !== 'v2' || outcome.result === undefined) {
      const body = style.success(outcome.result, info, state.rpc);
      return { status: 200, payload: body === undefined ? '' : answerBytes(body) };
    }
    const extra = extraString(info);
    return { status: 200, payload: successText(resultJson(state.operationId, outcome.result), extra, state.rpc) };
  }
  const error = styledError(style, toApiError(outcome.error, call.id));
  // The detail of an unanticipated 500, or the cause of a mapped dependency error (503/504), goes to the log
  // with the request id the client was shown, never into the body.
  const cause = outcome.error instanceof ApiError ? outcome.error.cause : outcome.error;
  if (error.code >= 500 && cause !== undefined) call.log(['error'], cause as object);
  return { status: error.code, payload: JSON.stringify(style.error(error, info, state.rpc)) };
}

export const JSON_TYPE = 'application/json; charset=utf-8';

/** Bodies are parsed here, whatever the content type, so a bad one gets the documented 400 and message. */
export function parsedBody(body: Buffer | undefined): unknown {
  return body === undefined ? undefined : parseJsonBody(body);
}
