// Bad input for every operation of both contracts, in the classes that once reached a handler, the
// database or the liteserver and came back as a 5xx: integers outside their type, unknown blocks,
// deeply nested JSON, NUL / broken UTF-8 / lone surrogates, over-long paths and headers, and what the HTTP
// layer or Node answer below the routes. Shared by the property test (`bad-input.test.ts`) and the long run
// (`server/bench/fuzz-long.ts`); the judge says what a correct answer looks like.
import { request as httpRequest } from 'node:http';
import fc from 'fast-check';
import {
  integerRangeOf,
  listOperations,
  loadSpec,
  type ApiName,
  type JsonObject,
  type Operation,
} from '../../contract/index.ts';

export const CLASSES = ['integer', 'lite-block', 'deep-json', 'text', 'transport'] as const;
export type BadClass = (typeof CLASSES)[number];

export interface BadRequest {
  cls: BadClass;
  api: ApiName;
  /** operationId, or what the transport probe is */
  target: string;
  transport: 'get' | 'post' | 'jsonrpc' | 'raw';
  method: string;
  /** below the API's prefix, already percent-encoded */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

interface Field {
  name: string;
  schema: JsonObject;
  required: boolean;
}

export interface Target {
  api: ApiName;
  op: Operation;
  transport: 'get' | 'post' | 'jsonrpc';
  /** the JSON-RPC method name */
  rpcMethod?: string;
  fields: Field[];
}

const ADDRESS = '0:' + '3'.repeat(64);
const HASH = 'a'.repeat(64);
const BOC = 'te6cckEBAQEAAgAAAEysuc0=';

function typeOf(s: JsonObject, depth = 0): string | undefined {
  if (typeof s.type === 'string') return s.type;
  for (const k of ['anyOf', 'oneOf', 'allOf'] as const) {
    const list = s[k];
    if (Array.isArray(list) && depth < 4)
      for (const b of list) {
        const t = typeOf(b as JsonObject, depth + 1);
        if (t) return t;
      }
  }
  return undefined;
}

function formatOf(s: JsonObject, depth = 0): string | undefined {
  if (typeof s.format === 'string') return s.format;
  if (s.items && typeof s.items === 'object' && depth < 4) return formatOf(s.items as JsonObject, depth + 1);
  for (const k of ['anyOf', 'oneOf', 'allOf'] as const) {
    const list = s[k];
    if (Array.isArray(list) && depth < 4)
      for (const b of list) {
        const f = formatOf(b as JsonObject, depth + 1);
        if (f) return f;
      }
  }
  return undefined;
}

/** A value the field's schema accepts, so the bad value of another field is what the server meets. */
export function validValue(f: Field): unknown {
  // a request's time budget (v3 X-Timeout): one that never runs out, or an answer would depend on the clock
  if (/^x[-_]timeout$/i.test(f.name)) return 60_000;
  const s = f.schema;
  const range = integerRangeOf(s);
  if (range) return Number(range.min > 1n ? range.min : range.max < 1n ? range.max : 1n);
  if (s.default !== undefined) return s.default;
  if (Array.isArray(s.enum)) return s.enum[0];
  const format = formatOf(s) ?? '';
  const scalar = format.startsWith('ton-address')
    ? ADDRESS
    : format.startsWith('ton-hash')
      ? HASH
      : format === 'boc-base64'
        ? BOC
        : format === 'shard-id'
          ? '-9223372036854775808'
          : format.endsWith('-string')
            ? '1'
            : 'x';
  const type = typeOf(s);
  if (type === 'boolean') return false;
  if (type === 'array') return [scalar];
  if (type === 'object') return {};
  return scalar;
}

/** Every operation of the API by every transport it has: GET query, POST body, JSON-RPC params. */
export function targetsOf(api: ApiName): Target[] {
  const ops = listOperations(loadSpec(api));
  const rpc = ops.find((o) => o.extensions['x-jsonrpc-methods']);
  const methods = Object.entries((rpc?.extensions['x-jsonrpc-methods'] ?? {}) as Record<string, string>);
  const out: Target[] = [];
  for (const op of ops) {
    if (op === rpc) continue;
    if (op.method === 'get') {
      const fields = op.parameters
        .filter((p) => p.in === 'query')
        .map((p) => ({ name: p.name, schema: p.schema, required: p.required }));
      out.push({ api, op, transport: 'get', fields });
    } else {
      const body = op.requestBody?.schema ?? {};
      const required = new Set((body.required as string[] | undefined) ?? []);
      const fields = Object.entries((body.properties ?? {}) as Record<string, JsonObject>).map(([name, schema]) => ({
        name,
        schema,
        required: required.has(name),
      }));
      out.push({ api, op, transport: 'post', fields });
      const rest = op.operationId.endsWith('Post') ? op.operationId.slice(0, -4) : op.operationId;
      for (const [method, id] of methods)
        if (id === rest) out.push({ api, op, transport: 'jsonrpc', rpcMethod: method, fields });
    }
  }
  return out;
}

const enc = (v: string) => encodeURIComponent(v);

/** The request for `values` (already wire text for GET: percent-encoded) on a target. */
function requestFor(
  cls: BadClass,
  t: Target,
  values: Record<string, unknown>,
  rawQuery?: Record<string, string>,
): BadRequest {
  const base = { cls, api: t.api, target: t.op.operationId };
  if (t.transport === 'get') {
    const pairs = Object.entries(values).map(([k, v]) => `${enc(k)}=${rawQuery?.[k] ?? enc(String(v))}`);
    return {
      ...base,
      transport: 'get',
      method: 'GET',
      path: `${t.op.path}${pairs.length ? `?${pairs.join('&')}` : ''}`,
    };
  }
  const headers = { 'content-type': 'application/json' };
  if (t.transport === 'post')
    return { ...base, transport: 'post', method: 'POST', path: t.op.path, headers, body: JSON.stringify(values) };
  return {
    ...base,
    transport: 'jsonrpc',
    method: 'POST',
    path: '/jsonRPC',
    headers,
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: t.rpcMethod, params: values }),
  };
}

const baseValues = (t: Target, keepOptional: boolean) =>
  Object.fromEntries(t.fields.filter((f) => f.required || keepOptional).map((f) => [f.name, validValue(f)]));

/** Out of range, not decimal, not finite, fractional, hex, exponent, padded, leading zeros, 2^64 … */
const BAD_INTEGER_TEXT = [
  '1e309',
  '-1e309',
  'Infinity',
  '-Infinity',
  'NaN',
  '1.5',
  '0x10',
  '010',
  '+1',
  ' 1',
  '1 ',
  ' ',
  '\t',
  '1e3',
  '-0',
  '',
  '18446744073709551616',
  '18446744073709551615',
  '-9223372036854775809',
  '9223372036854775808',
  '9223372036854775807',
  '2147483648',
  '-2147483649',
  '4294967296',
  '4294967295',
  '99999999999999999999999999',
  '１',
  '1_000',
  '٣',
];
const BAD_INTEGER_JSON: unknown[] = [
  1e308,
  -1e308,
  1.5,
  2 ** 64,
  -(2 ** 64),
  2 ** 63,
  2 ** 53 + 1,
  -1,
  2 ** 31,
  2 ** 32,
  true,
  null,
  [],
  {},
  [1],
  '1e3',
  'NaN',
];

/** In-range values that name blocks, shards and workchains the liteserver or the index does not have. */
const ODD_BLOCK: Record<string, unknown[]> = {
  workchain: [-2147483648, 2147483647, 1, -2, 7, 0, -1],
  shard: [
    '1',
    '0',
    '-1',
    '9223372036854775807',
    '-9223372036854775808',
    '8000000000000000',
    '4000000000000000',
    '-4611686018427387904',
  ],
  seqno: [1, 2, 2147483647, 100000, 0],
  mc_seqno: [0, 2147483647],
  from_seqno: [0, 1, 2147483647],
  lt: ['0', '1', '18446744073709551615', '9223372036854775807', 1],
  after_lt: ['0', '18446744073709551615'],
  created_lt: ['0', '18446744073709551615'],
  unixtime: [0, 1, 2147483647],
  config_id: [0, 2147483647, 99, 1000],
  param: [2147483647],
};

const BAD_TEXT_QUERY = [
  '%00',
  'a%00b',
  '%FF',
  '%C3%28',
  '%ED%A0%80',
  '%E0%A4%A',
  '%zz',
  '%',
  '0%3A%00',
  '%F0%90%80',
  '%C0%AF',
];
const BAD_TEXT_JSON = ['\u0000', 'a\u0000', '\ud800', 'x\udc00y', '0:\u0000' + '3'.repeat(63)];

function deepJson(levels: number, kind: 'array' | 'object'): string {
  return kind === 'array' ? '['.repeat(levels) + ']'.repeat(levels) : '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
}

/** Requests below the routes: long paths, long headers, wrong methods, big or broken bodies. */
function transportProbes(api: ApiName, ops: Operation[]): fc.Arbitrary<BadRequest> {
  const gets = ops.filter((o) => o.method === 'get').map((o) => o.path);
  const posts = ops.filter((o) => o.method === 'post').map((o) => o.path);
  const probe = (target: string, method: string, path: string, extra: Partial<BadRequest> = {}): BadRequest => ({
    cls: 'transport',
    api,
    target,
    transport: 'raw',
    method,
    path,
    ...extra,
  });
  return fc.oneof(
    fc
      .tuple(fc.integer({ min: 257, max: 5000 }), fc.constantFrom('x', '%00', 'é', '..%2F', '/'))
      .map(([n, c]) => probe('long path', 'GET', '/' + c.repeat(Math.ceil(n / c.length)))),
    fc.constantFrom(...gets).map((p) => probe('long path below an operation', 'GET', `${p}/${'y'.repeat(300)}`)),
    fc
      .constantFrom(...gets)
      .map((p) => probe('long header', 'GET', p, { headers: { 'x-long': 'z'.repeat(300 * 1024) } })),
    fc.constantFrom(...gets).map((p) => probe('long query', 'GET', `${p}?a=${'q'.repeat(300 * 1024)}`)),
    fc
      .tuple(fc.constantFrom(...gets, ...posts), fc.constantFrom('PUT', 'DELETE', 'PATCH'))
      .map(([p, m]) => probe('wrong method', m, p)),
    ...(posts.length
      ? [
          fc.constantFrom(...posts).map((p) =>
            probe('body over 1 MiB', 'POST', p, {
              headers: { 'content-type': 'application/json' },
              body: `{"a":"${'b'.repeat(1024 * 1024 + 10)}"}`,
            }),
          ),
          fc
            .tuple(
              fc.constantFrom(...posts),
              fc.constantFrom('{', '{"a":', '[1,2', 'nul', '"x"', '1', 'null', '\u0000', '{"a":1}}'),
            )
            .map(([p, b]) =>
              probe('broken JSON', 'POST', p, { headers: { 'content-type': 'application/json' }, body: b }),
            ),
          fc
            .tuple(
              fc.constantFrom(...posts),
              fc.constantFrom(
                'text/plain',
                'application/xml',
                'multipart/form-data; boundary=x',
                'application/x-www-form-urlencoded',
              ),
            )
            .map(([p, ct]) =>
              probe('other content type', 'POST', p, { headers: { 'content-type': ct }, body: 'a=1&b=2' }),
            ),
          fc.constantFrom(...posts).map((p) =>
            probe('invalid UTF-8 body', 'POST', p, {
              headers: { 'content-type': 'application/json' },
              body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
            }),
          ),
        ]
      : []),
    fc
      .constantFrom('/%E0%A4%A', '/%zz', '/a%00b', '/%ED%A0%80', '/..%2F..%2Fetc%2Fpasswd', '/%2e%2e/%2e%2e/')
      .map((p) => probe('broken path encoding', 'GET', p)),
  );
}

/** One arbitrary bad request of `cls` for the API. */
export function badRequests(api: ApiName, cls: BadClass): fc.Arbitrary<BadRequest> {
  const targets = targetsOf(api);
  const ops = listOperations(loadSpec(api));
  if (cls === 'transport') return transportProbes(api, ops);
  if (cls === 'deep-json') {
    const bodied = targets.filter((t) => t.transport !== 'get');
    return fc
      .tuple(
        fc.constantFrom(...bodied),
        fc.constantFrom<'array' | 'object'>('array', 'object'),
        fc.constantFrom(200, 1000, 10_000),
        fc.boolean(),
      )
      .map(([t, kind, levels, inField]) => {
        const deep = deepJson(levels, kind);
        const field = t.fields[0]?.name ?? 'a';
        const values = JSON.stringify(baseValues(t, false)).slice(0, -1);
        const params = inField ? `${values}${values.length > 1 ? ',' : ''}"${field}":${deep}}` : deep;
        const body =
          t.transport === 'post' ? params : `{"jsonrpc":"2.0","id":1,"method":"${t.rpcMethod}","params":${params}}`;
        return {
          cls,
          api,
          target: t.op.operationId,
          transport: t.transport,
          method: 'POST',
          path: t.transport === 'post' ? t.op.path : '/jsonRPC',
          headers: { 'content-type': 'application/json' },
          body,
        };
      });
  }
  if (cls === 'integer') {
    const withInts = targets.filter((t) => t.fields.some((f) => integerRangeOf(f.schema)));
    return fc.tuple(fc.constantFrom(...withInts), fc.boolean(), fc.nat()).chain(([t, keepOptional, pick]) => {
      const ints = t.fields.filter((f) => integerRangeOf(f.schema));
      const f = ints[pick % ints.length]!;
      const bad =
        t.transport === 'get'
          ? fc.constantFrom<unknown>(...BAD_INTEGER_TEXT)
          : fc.constantFrom<unknown>(...BAD_INTEGER_JSON, ...BAD_INTEGER_TEXT);
      return bad.map((v) => requestFor(cls, t, { ...baseValues(t, keepOptional), [f.name]: v }));
    });
  }
  if (cls === 'lite-block') {
    const blocky = targets.filter((t) => t.fields.some((f) => f.name in ODD_BLOCK));
    return fc.tuple(fc.constantFrom(...blocky), fc.nat(), fc.nat(), fc.nat()).map(([t, a, b, c]) => {
      const values: Record<string, unknown> = baseValues(t, false);
      for (const [i, f] of t.fields.entries()) {
        const odd = ODD_BLOCK[f.name];
        if (odd && (f.required || (a + i) % 2 === 0)) values[f.name] = odd[(b + c * i) % odd.length];
      }
      // lookupBlock takes exactly one of seqno/lt/unixtime
      if (t.op.path === '/lookupBlock') {
        const keep = ['seqno', 'lt', 'unixtime'][c % 3]!;
        for (const k of ['seqno', 'lt', 'unixtime']) if (k !== keep) delete values[k];
        if (values[keep] === undefined) values[keep] = ODD_BLOCK[keep]![b % ODD_BLOCK[keep]!.length];
      }
      if (t.op.path === '/getConfigParam') delete values[c % 2 ? 'param' : 'config_id'];
      return requestFor(cls, t, values);
    });
  }
  // text: NUL, invalid UTF-8, lone surrogates in any string field (and in names)
  const stringy = targets.filter((t) => t.fields.some((f) => !integerRangeOf(f.schema)));
  return fc.tuple(fc.constantFrom(...stringy), fc.nat(), fc.nat(), fc.boolean()).map(([t, pick, v, inName]) => {
    const fields = t.fields.filter((f) => !integerRangeOf(f.schema));
    const f = fields[pick % fields.length]!;
    const values: Record<string, unknown> = baseValues(t, false);
    if (t.transport === 'get') {
      const raw = BAD_TEXT_QUERY[v % BAD_TEXT_QUERY.length]!;
      if (inName) {
        const req = requestFor(cls, t, values);
        return { ...req, path: `${req.path}${req.path.includes('?') ? '&' : '?'}${raw}=1` };
      }
      values[f.name] = '';
      return requestFor(cls, t, values, { [f.name]: raw });
    }
    const bad = BAD_TEXT_JSON[v % BAD_TEXT_JSON.length]!;
    if (inName) values[bad] = 1;
    else values[f.name] = typeOf(f.schema) === 'array' ? [bad] : bad;
    return requestFor(cls, t, values);
  });
}

export interface Answer {
  status: number;
  text: string;
}

/** Sends one request over a real socket (paths exactly as written, no client-side normalisation). */
export function send(
  base: string,
  prefix: string,
  req: BadRequest,
  extraHeaders: Record<string, string> = {},
): Promise<Answer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const r = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method: req.method,
        path: prefix + req.path,
        headers: { ...extraHeaders, ...req.headers },
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      },
    );
    // the server may answer (413, 431) and close before the whole request is written
    r.on('error', (e: NodeJS.ErrnoException) =>
      e.code === 'EPIPE' || e.code === 'ECONNRESET' ? resolve({ status: -1, text: e.code }) : reject(e),
    );
    r.end(req.body);
  });
}

/** Internals an error body must never show: file paths, stack frames, SQL and driver text, host names. */
const INTERNALS =
  /\bat [\w.<>]+ \(|\/work\/|node_modules|\.ts:\d|\bSELECT\b|\bFROM\b.*\bWHERE\b|syntax error|invalid input syntax|relation "|ECONNREFUSED|Maximum call stack|TypeError|RangeError|Cannot read propert|undefined is not/i;

/**
 * What is wrong with an answer to bad input, or undefined: never a 5xx (a 504 only where the operation
 * documents it), always the API's own error envelope with `code` equal to the status, no internals.
 */
export function judge(
  api: ApiName,
  req: BadRequest,
  answer: Answer,
  documents504: (target: string) => boolean,
): string | undefined {
  const { status, text } = answer;
  if (status === -1) return undefined; // closed while we were still writing a request far over a limit: not an answer
  if (status >= 500 && !(status === 504 && documents504(req.target))) return `HTTP ${status}: ${text.slice(0, 300)}`;
  if (status < 400) return undefined;
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return `HTTP ${status} without a JSON body: ${text.slice(0, 200)}`;
  }
  if (body === null || typeof body !== 'object') return `HTTP ${status} body is not an object`;
  if (body.code !== status) return `HTTP ${status} with code ${String(body.code)}`;
  if (typeof body.error !== 'string') return `HTTP ${status} without an error text`;
  if (INTERNALS.test(body.error)) return `HTTP ${status} shows internals: ${body.error.slice(0, 300)}`;
  const keys = Object.keys(body)
    .filter((k) => k !== 'jsonrpc' && k !== 'id' && k !== '@extra')
    .sort()
    .join(',');
  if (api === 'v2' && (body.ok !== false || keys !== 'code,error,ok'))
    return `v2 HTTP ${status} not in the v2 envelope: ${text.slice(0, 200)}`;
  if (api === 'v3' && keys !== 'code,error') return `v3 HTTP ${status} not in the v3 envelope: ${text.slice(0, 200)}`;
  return undefined;
}

/** Whether the operation documents 504 (a genuinely slow dependency). */
export function documents504(api: ApiName): (target: string) => boolean {
  const ops = new Map(listOperations(loadSpec(api)).map((o) => [o.operationId, o]));
  return (target) => ops.get(target)?.responses['504'] !== undefined;
}

export interface Tally {
  sent: number;
  byClass: Record<string, { sent: number; bad: number }>;
  /** 5xx answers per class */
  fiveXX: Record<string, number>;
  problems: Array<{ req: BadRequest; problem: string }>;
}

/** Sends the requests, `concurrency` at a time, and judges every answer. */
export async function runBatch(
  bases: Record<ApiName, { url: string; prefix: string }>,
  reqs: BadRequest[],
  options: { concurrency?: number; headers?: Record<string, string>; keepProblems?: number } = {},
): Promise<Tally> {
  const tally: Tally = { sent: 0, byClass: {}, fiveXX: {}, problems: [] };
  const doc504 = { v2: documents504('v2'), v3: documents504('v3') };
  let next = 0;
  const worker = async () => {
    while (next < reqs.length) {
      const req = reqs[next++]!;
      const { url, prefix } = bases[req.api];
      const answer = await send(url, prefix, req, options.headers).catch((e: Error) => ({
        status: -2,
        text: e.message,
      }));
      const problem =
        answer.status === -2 ? `request failed: ${answer.text}` : judge(req.api, req, answer, doc504[req.api]);
      const key = `${req.api} ${req.cls}`;
      const c = (tally.byClass[key] ??= { sent: 0, bad: 0 });
      c.sent++;
      tally.sent++;
      if (answer.status >= 500) tally.fiveXX[key] = (tally.fiveXX[key] ?? 0) + 1;
      if (problem) {
        c.bad++;
        if (tally.problems.length < (options.keepProblems ?? 50)) tally.problems.push({ req, problem });
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 8 }, worker));
  return tally;
}

/** `n` requests of every class for both APIs, reproducible from `seed`. */
export function sampleAll(n: number, seed: number): BadRequest[] {
  const out: BadRequest[] = [];
  let s = seed;
  for (const api of ['v2', 'v3'] as const)
    for (const cls of CLASSES) out.push(...fc.sample(badRequests(api, cls), { numRuns: n, seed: s++ }));
  return out;
}
