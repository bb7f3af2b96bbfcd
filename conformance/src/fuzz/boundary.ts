// Boundary fuzzing of one operation over every transport it has (GET query, POST body, JSON-RPC):
// each boundary class once per parameter, plus request-level edges (10,000-level JSON, a body over
// the size limit, wrong content types, repeated parameters, 1 MB values, over-long paths and headers).
// Any answer is fine except a 5xx (other than a documented 501/503/504 with its envelope), a status
// the contract does not document, an error without its envelope, or a 200 whose body breaks the schema.
// A failure is shrunk (other optional arguments left out while it still fails) and shown as sent.
import { checkResponse, envelopeProblem, exchangeRecord } from '../checks/response.ts';
import { fieldsOf, ownsRpcMethod, type Field } from '../checks/protocol-support.ts';
import { excerpt, send } from '../http.ts';
import { documentedResponse } from '../spec/operations.ts';
import type { ApiTarget } from '../target.ts';
import type { CheckResult, Exchange, Operation, SentRequest } from '../types.ts';
import { boundaryValues, deepJson, schemaKind } from './boundary-values.ts';

type Obj = Record<string, unknown>;
type Transport = 'get' | 'post' | 'jsonrpc';
/** Statuses the contract gives for the request itself, not per operation: body (413), request line and headers (414/431), unknown path (404). */
const REQUEST_LEVEL = [413, 414, 431];

interface Probe {
  transport: Transport;
  label: string;
  field?: string;
  build(args: Obj): SentRequest;
  allow?: number[];
  /** the schema a field probe's value is sent for and whether the contract accepts that value */
  valid?: boolean;
}

const enc = (v: unknown): string => encodeURIComponent(typeof v === 'object' ? JSON.stringify(v) : String(v));

function queryString(args: Obj, raw?: { field: string; text: string }, repeat = false): string {
  const parts: string[] = [];
  for (const [k, v] of Object.entries(args)) {
    if (raw && k === raw.field) continue;
    for (const item of Array.isArray(v) ? v : [v]) parts.push(`${enc(k)}=${enc(item)}`);
    if (repeat) for (const item of Array.isArray(v) ? v : [v]) parts.push(`${enc(k)}=${enc(item)}`);
  }
  if (raw) parts.push(`${enc(raw.field)}=${raw.text}`);
  return parts.join('&');
}

/** JSON text of `args` with one field's value replaced by raw JSON text. */
function jsonWith(args: Obj, raw?: { field: string; text: string }): string {
  if (!raw) return JSON.stringify(args);
  const marker = '@@conformance-boundary@@';
  return JSON.stringify({ ...args, [raw.field]: marker }).replace(`"${marker}"`, () => raw.text);
}

/**
 * v2 documents 500 for an unknown block or a liteserver error (v2 D5, D28), which a value the schema
 * accepts can name (seqno 2^31-1, workchain 7). Bad input is never a 5xx (v2 D5, v3 D2), and v3 keeps
 * 500 for unexpected failures only, so a v3 500 fails whatever the value.
 */
/**
 * Over JSON-RPC, a request the server cannot read as JSON-RPC at all (a body it refuses to parse) is
 * answered by the endpoint before any method is chosen: the statuses the JSON-RPC operation documents
 * (400 for an unreadable body, v2 D10–D13) are as good as the method's own.
 */
function allowed(target: ApiTarget, p: { transport: string; allow?: number[] }): number[] {
  const own = p.allow ?? [];
  if (p.transport !== 'jsonrpc' || !target.rpcOp) return own;
  return [
    ...own,
    ...Object.keys(target.rpcOp.responses)
      .map(Number)
      .filter((n) => n >= 400 && n < 500),
  ];
}

export function judge(
  op: Operation,
  ex: Exchange,
  allow: number[] = [],
  v?: ApiTarget['validator'],
  valid = false,
): string | undefined {
  const r = ex.response;
  if (r.networkError) return `no HTTP response: ${r.networkError}`;
  const s = r.status;
  const serverError = s === 500 ? !(op.api === 'v2' && valid) : s >= 500 && s !== 501 && s !== 503 && s !== 504;
  const documented = documentedResponse(op, s) !== undefined && !serverError;
  if (s >= 500 && !documented) return `HTTP ${s}: ${r.text.slice(0, 200)}`;
  if (!documented && !allow.includes(s) && !REQUEST_LEVEL.includes(s))
    return `HTTP ${s} is not documented for ${op.operationId}`;
  if (s >= 400) {
    if (!/json/i.test(r.contentType))
      return `HTTP ${s} with content type ${JSON.stringify(r.contentType || '(none)')}, not the JSON error envelope`;
    const env =
      r.jsonError !== undefined
        ? `error body is not JSON: ${r.text.slice(0, 120)}`
        : envelopeProblem(op.api, s, r.json);
    return env ? `HTTP ${s} without the error envelope: ${env}` : undefined;
  }
  if (v) {
    const bad = checkResponse(op, ex, 'boundary', v).find(
      (c) => c.outcome === 'fail' && (c.check === 'response-schema' || c.check === 'content-type'),
    );
    if (bad) return `HTTP ${s}: ${bad.message}`;
  }
  return undefined;
}

function transportsOf(target: ApiTarget, op: Operation): Transport[] {
  const out: Transport[] = [op.method === 'get' ? 'get' : 'post'];
  if (target.api === 'v2' && ownsRpcMethod(target, op)) out.push('jsonrpc');
  return out;
}

export interface BoundaryOptions {
  /** request-level probes of the whole API (root paths), done once per API */
  apiLevel?: boolean;
  /** the run's seed, reported with a failure (the boundary values themselves do not depend on it) */
  seed?: number;
}

export async function boundaryFuzz(
  target: ApiTarget,
  op: Operation,
  base: Obj,
  o: BoundaryOptions = {},
): Promise<CheckResult[]> {
  const headers: Record<string, string> = target.http.apiKey ? { 'x-api-key': target.http.apiKey } : {};
  const path = op.path;
  const url = (p: string, q: string): string => `${target.base.replace(/\/+$/, '')}${p}${q ? `?${q}` : ''}`;
  const rpcMethod = target.rpcMethodFor(op);
  const rpcUrl = target.rpcOp ? url(target.rpcOp.path, '') : '';
  const json = { ...headers, 'content-type': 'application/json' };
  const build: Record<Transport, (args: Obj, raw?: { field: string; text: string }) => SentRequest> = {
    get: (args, raw) => ({ method: 'GET', url: url(path, queryString(args, raw)), headers, transport: 'get' }),
    post: (args, raw) => ({
      method: op.method.toUpperCase(),
      url: url(path, ''),
      headers: json,
      body: jsonWith(args, raw),
      transport: 'post',
    }),
    jsonrpc: (args, raw) => ({
      method: 'POST',
      url: rpcUrl,
      headers: json,
      body: `{"jsonrpc":"2.0","id":1,"method":${JSON.stringify(rpcMethod)},"params":${jsonWith(args, raw)}}`,
      transport: 'jsonrpc',
    }),
  };
  const probes: Probe[] = [];
  const transports = transportsOf(target, op);
  // JSON-RPC params are the body of the POST operation on the same path (v2 D10).
  const rpcFields = fieldsOf(target.postTwin(op) ?? op).filter((f) => f.inBody);
  const queryFields = fieldsOf(op).filter((f) => !f.inBody);
  const bodyFields = fieldsOf(op).filter((f) => f.inBody);
  // Every class once per parameter over the operation's own transport; JSON-RPC, which shares its
  // params with the POST twin (fuzzed on its own), gets the JSON-only classes and a few representatives.
  const RPC_ALSO = /^(1e309|2\^64|NUL byte|NUL after a value)$/;
  for (const f of op.method === 'get' ? queryFields : bodyFields) {
    for (const bv of boundaryValues(f.schema)) {
      const rpc = rpcFields.find((x) => x.name === f.name);
      for (const t of transports) {
        const text = t === 'get' ? bv.query : bv.json;
        if (text === undefined) continue;
        if (t === 'jsonrpc' && (!rpc || (op.method === 'get' && bv.query !== undefined && !RPC_ALSO.test(bv.label))))
          continue;
        const schema = t === 'jsonrpc' ? rpc!.schema : f.schema;
        probes.push({
          transport: t,
          label: `${bv.label} in ${f.name}`,
          field: f.name,
          valid: accepts(target, schema, text, t === 'get'),
          build: (args) => build[t](args, { field: f.name, text }),
        });
      }
    }
    if (op.method === 'get')
      probes.push({
        transport: 'get',
        label: `${f.name} repeated`,
        field: f.name,
        build: (args) => build.get({ ...args, [f.name]: [args[f.name] ?? '1', args[f.name] ?? '2'] }),
      });
  }
  for (const t of transports) {
    const first = (t === 'get' ? queryFields : t === 'jsonrpc' ? rpcFields : bodyFields)[0]?.name ?? 'conformance';
    if (t === 'get') {
      probes.push({
        transport: t,
        label: 'every parameter repeated',
        build: (args) => ({ ...build.get(args), url: url(path, queryString(args, undefined, true)) }),
      });
    } else {
      probes.push({
        transport: t,
        label: '10,000-level JSON in a field',
        build: (args) => build[t](args, { field: first, text: deepJson(10_000) }),
      });
      probes.push({
        transport: t,
        label: '1 MB string in a field',
        build: (args) => build[t](args, { field: first, text: `"${'x'.repeat(1_000_000)}"` }),
      });
    }
    if (t === 'post') {
      const raw = (label: string, body: string, contentType = 'application/json'): void => {
        probes.push({
          transport: t,
          label,
          build: () => ({
            method: op.method.toUpperCase(),
            url: url(path, ''),
            headers: { ...headers, 'content-type': contentType },
            body,
            transport: 'post',
          }),
        });
      };
      raw('10,000-level JSON body', deepJson(10_000));
      raw('body over 1 MiB', `{"${first}":"${'x'.repeat(1100 * 1024)}"}`);
      raw('JSON as text/plain', JSON.stringify(base), 'text/plain');
      raw('form-encoded body', queryString(base), 'application/x-www-form-urlencoded');
      raw('JSON null body', 'null');
      raw('JSON array body', '[1]');
      raw('truncated JSON body', '{"a":');
    }
  }
  probes.push({
    transport: 'get',
    label: 'path + 300 characters',
    allow: [404, 405],
    build: () => ({ method: op.method.toUpperCase(), url: url(`${path}/${'a'.repeat(300)}`, ''), headers }),
  });
  probes.push({
    transport: 'get',
    label: 'path + 8 KB',
    allow: [404, 405],
    build: () => ({ method: op.method.toUpperCase(), url: url(`${path}/${'a'.repeat(8192)}`, ''), headers }),
  });
  if (o.apiLevel) {
    const root = new URL(target.base).origin;
    // Limits of the HTTP layer hold for the whole server: once per API.
    const firstQuery = queryFields[0]?.name ?? 'conformance';
    probes.push({
      transport: 'get',
      label: '1 MB query value',
      build: (args) => ({
        method: 'GET',
        url: url(path, queryString(args, { field: firstQuery, text: 'x'.repeat(1_000_000) })),
        headers,
      }),
    });
    probes.push({
      transport: 'get',
      label: '300 KB header',
      build: (args) => ({
        method: 'GET',
        url: url(path, queryString(args)),
        headers: { ...headers, 'x-conformance-padding': 'a'.repeat(300_000) },
      }),
    });
    for (const [label, p] of [
      ['root path of 300 characters', `/${'a'.repeat(300)}`],
      ['root path of 8 KB', `/${'a'.repeat(8192)}`],
      ['root path with NUL', '/a%00b'],
      ['root path with %FF', '/%FF'],
    ] as const) {
      probes.push({
        transport: 'get',
        label,
        allow: [404, 405, 400],
        build: () => ({ method: 'GET', url: `${root}${p}`, headers }),
      });
    }
  }

  const failures = new Map<string, CheckResult>();
  let passed = 0;
  // A few requests in flight: liteserver and database answers wait, the suite need not.
  const answers = new Array<Exchange>(probes.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < probes.length) {
        const i = next++;
        answers[i] = await send(probes[i]!.build(base), { timeoutMs: 30_000 });
      }
    }),
  );
  for (const [i, p] of probes.entries()) {
    const ex = answers[i]!;
    const problem = judge(
      op,
      ex,
      allowed(target, p),
      ex.response.status === 200 && p.transport !== 'jsonrpc' ? target.validator : undefined,
      p.valid,
    );
    if (!problem) {
      passed++;
      continue;
    }
    const key = `${p.transport} ${p.label.replace(/ in \S+$/, '')}`;
    if (failures.has(key)) continue;
    const shrunk = await shrink(target, op, p, base, ex, problem);
    // Megabyte bodies and paths stay out of the report: their beginning and length say what was sent.
    const shortHeaders = Object.fromEntries(
      Object.entries(shrunk.ex.request.headers).map(([k, v]) => [k, excerpt(v, 200)]),
    );
    const req = {
      ...shrunk.ex.request,
      headers: shortHeaders,
      url: excerpt(shrunk.ex.request.url, 1200),
      body: shrunk.ex.request.body === undefined ? undefined : excerpt(shrunk.ex.request.body, 600),
    };
    shrunk.ex = { ...shrunk.ex, request: req };
    failures.set(key, {
      check: 'boundary-fuzz',
      name: `${p.label} over ${p.transport === 'jsonrpc' ? 'JSON-RPC' : p.transport.toUpperCase()}`,
      outcome: 'fail',
      message: shrunk.problem,
      exchange: exchangeRecord(shrunk.ex),
      counterexample: {
        seed: o.seed ?? 0,
        numRuns: probes.length,
        input: { transport: p.transport, boundary: p.label, args: shrunk.args },
        request: shrunk.ex.request,
        response: { status: shrunk.ex.response.status, body: shrunk.ex.response.text.slice(0, 600) },
      },
    });
  }
  const out = [...failures.values()];
  out.push({
    check: 'boundary-fuzz',
    name: 'boundary values',
    outcome: out.length ? 'fail' : 'pass',
    message: `${passed} of ${probes.length} boundary requests answered within the contract`,
  });
  return out;
}

const INT_FORMATS: Record<string, [bigint, bigint]> = {
  int32: [-(2n ** 31n), 2n ** 31n - 1n],
  uint32: [0n, 2n ** 32n - 1n],
  int64: [-(2n ** 63n), 2n ** 63n - 1n],
  'int64-string': [-(2n ** 63n), 2n ** 63n - 1n],
  'uint64-string': [0n, 2n ** 64n - 1n],
};

/**
 * Whether the contract accepts a boundary value for a field. Integers are judged here, independently
 * of any JSON Schema library: a decimal literal within the schema's bounds and format range, nothing
 * else (validators that coerce query text have let `1e309` and `Infinity` through as numbers).
 */
function accepts(target: ApiTarget, schema: Field['schema'], text: string, fromQuery: boolean): boolean {
  let value: unknown;
  try {
    value = fromQuery ? decodeURIComponent(text) : JSON.parse(text);
  } catch {
    return false;
  }
  if (schemaKind(schema) === 'integer' && typeof schema === 'object') {
    const literal = fromQuery || typeof value === 'string' ? String(value) : /^-?\d+$/.test(text) ? text : undefined;
    if (literal === undefined || !/^-?\d+$/.test(literal)) return false;
    if (
      !fromQuery &&
      typeof value === 'string' &&
      !(schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string')))
    )
      return false;
    const n = BigInt(literal);
    const range = INT_FORMATS[String(schema.format)];
    const min = typeof schema.minimum === 'number' ? BigInt(schema.minimum) : range?.[0];
    const max = typeof schema.maximum === 'number' ? BigInt(schema.maximum) : range?.[1];
    return (
      (min === undefined || n >= min) && (max === undefined || n <= max) && (!range || (n >= range[0] && n <= range[1]))
    );
  }
  if (fromQuery && typeof schema === 'object' && schema.type === 'array') value = [value];
  return !target.validator.rejects(schema, value, fromQuery);
}

/** Leaves out the other arguments one at a time while the request still fails. */
async function shrink(
  target: ApiTarget,
  op: Operation,
  p: Probe,
  base: Obj,
  ex: Exchange,
  problem: string,
): Promise<{ args: Obj; ex: Exchange; problem: string }> {
  let args = { ...base };
  let best = { args, ex, problem };
  for (const k of Object.keys(base)) {
    if (k === p.field) continue;
    const { [k]: _, ...fewer } = args;
    const again = await send(p.build(fewer), { timeoutMs: 30_000 });
    const still = judge(op, again, allowed(target, p), undefined, p.valid);
    if (still && again.response.status === ex.response.status) {
      args = fewer;
      best = { args, ex: again, problem: still };
    }
  }
  return best;
}
