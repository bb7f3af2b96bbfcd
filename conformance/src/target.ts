// One API version of the implementation under test: its base URL, the contract's operations, and
// how to turn an operation plus arguments into an HTTP request over each v2 transport.
import { loadSpec, type OpenApiDocument } from '../../contract/spec.ts';
import { joinUrl, send, type HttpOptions, type QueryValue } from './http.ts';
import { operationsOf } from './spec/operations.ts';
import { SchemaValidator } from './spec/validator.ts';
import type { Api, Exchange, Operation, SentRequest } from './types.ts';

export type Transport = 'get' | 'post' | 'jsonrpc';

export interface Call {
  args?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** a body sent verbatim (malformed JSON cases) instead of JSON of args */
  rawBody?: string;
  transport?: Transport;
  /** an HTTP method other than the documented one (unsupported-method check) */
  method?: string;
  /** leave the API key out even when one was given (keyless cases) */
  noApiKey?: boolean;
  apiKey?: string;
  /** the rate-limit case: not paced, its 429s not retried */
  rateLimitProbe?: boolean;
}

export class ApiTarget {
  readonly ops: Operation[];
  readonly byId = new Map<string, Operation>();
  readonly validator: SchemaValidator;
  /** JSON-RPC method name → operationId, from the spec's `x-jsonrpc-methods` */
  readonly rpcMethods = new Map<string, string>();
  rpcOp?: Operation;

  constructor(
    readonly api: Api,
    readonly base: string,
    readonly doc: OpenApiDocument,
    readonly http: HttpOptions,
  ) {
    this.ops = operationsOf(api, doc);
    for (const op of this.ops) this.byId.set(op.operationId, op);
    this.validator = new SchemaValidator(api, doc);
    for (const op of this.ops) {
      const map = op.extensions['x-jsonrpc-methods'];
      if (map && typeof map === 'object') {
        this.rpcOp = op;
        for (const [method, id] of Object.entries(map as Record<string, unknown>))
          this.rpcMethods.set(method, String(id));
      }
    }
  }

  static load(api: Api, base: string, http: HttpOptions, doc?: OpenApiDocument): ApiTarget {
    return new ApiTarget(api, base, doc ?? loadSpec(api), http);
  }

  op(operationId: string): Operation | undefined {
    return this.byId.get(operationId);
  }

  /** The POST twin of a v2 GET operation (`<name>Post` on the same path). */
  postTwin(op: Operation): Operation | undefined {
    const twin = this.byId.get(`${op.operationId}Post`);
    return twin && twin.path === op.path && twin.method === 'post' ? twin : undefined;
  }

  /** The JSON-RPC method name that dispatches to an operation (or its GET sibling). */
  rpcMethodFor(op: Operation): string | undefined {
    const ids = new Set([op.operationId, op.operationId.replace(/Post$/, '')]);
    const named = op.path.replace(/^\//, '');
    let fallback: string | undefined;
    for (const [method, id] of this.rpcMethods) {
      if (!ids.has(id)) continue;
      if (method === named) return method;
      fallback ??= method;
    }
    return fallback;
  }

  build(op: Operation, call: Call = {}): SentRequest {
    const args = { ...(call.args ?? {}) };
    const headers: Record<string, string> = { ...(call.headers ?? {}) };
    const key = call.noApiKey ? undefined : (call.apiKey ?? this.http.apiKey);
    if (key !== undefined) headers['x-api-key'] = key;
    if (call.transport === 'jsonrpc') {
      const method = this.rpcMethodFor(op);
      if (!this.rpcOp || !method) throw new Error(`${op.operationId} has no JSON-RPC method in the spec`);
      headers['content-type'] = 'application/json';
      const body = call.rawBody ?? JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: args });
      return { method: 'POST', url: joinUrl(this.base, this.rpcOp.path), headers, body, transport: 'jsonrpc' };
    }
    let path = op.path;
    const query: Record<string, QueryValue> = {};
    for (const p of op.params) {
      if (!(p.name in args)) continue;
      const v = args[p.name];
      delete args[p.name];
      if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeURIComponent(String(v)));
      else if (p.in === 'header') headers[p.name.toLowerCase()] = String(v);
      else if (p.in === 'query') query[p.name] = v as QueryValue;
    }
    const method = (call.method ?? op.method).toUpperCase();
    let body: string | undefined;
    if (call.rawBody !== undefined) {
      body = call.rawBody;
      headers['content-type'] ??= 'application/json';
    } else if (op.body || (method !== 'GET' && method !== 'HEAD' && Object.keys(args).length > 0)) {
      if (method !== 'GET' && method !== 'HEAD') {
        body = JSON.stringify(args);
        headers['content-type'] ??= op.body?.contentType ?? 'application/json';
      }
    } else if (method === 'GET') {
      // Arguments that are not documented parameters still go out, so undocumented-parameter cases work.
      for (const [k, v] of Object.entries(args)) query[k] = v as QueryValue;
    }
    return {
      method,
      url: joinUrl(this.base, path, query),
      headers,
      body,
      transport: method === 'GET' ? 'get' : 'post',
    };
  }

  async call(op: Operation, call: Call = {}): Promise<Exchange> {
    return send(this.build(op, call), { ...this.http, apiKey: undefined, rateLimitProbe: call.rateLimitProbe });
  }
}
