// A minimal implementation built only from the contract: it validates requests with the contract's
// own request validators and answers with the spec's examples. It conforms by construction, which
// makes it the baseline the defect proxy breaks in known ways.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { requestValidators } from '../../../contract/ajv.ts';
import type { OpenApiDocument } from '../../../contract/spec.ts';
import { operationsOf } from '../../src/spec/operations.ts';
import type { Api, Operation } from '../../src/types.ts';

export const GOOD_KEY = 'conformance-good-key';

function errorBody(api: Api, code: number, error: string): unknown {
  return api === 'v2' ? { ok: false, code, error } : { code, error };
}

function example(op: Operation): unknown {
  const r = op.responses['200'];
  const list = r ? Object.values(r.examples)[0] : undefined;
  return list?.[0] ?? (op.api === 'v2' ? { ok: true, result: {} } : {});
}

/**
 * Lists of records with an lt (v3 transactions, messages…) get six records, newest first unless
 * `sort=asc`, cut at `limit`: with one example record, order and limit would not be observable.
 */
function withRecords(op: Operation, body: unknown, input: Record<string, unknown>): unknown {
  if (!op.params.some((p) => p.name === 'sort') || !body || typeof body !== 'object' || Array.isArray(body)) return body;
  const out = structuredClone(body) as Record<string, unknown>;
  for (const [k, v] of Object.entries(out)) {
    if (!Array.isArray(v) || !v.length || typeof v[0]?.lt !== 'string') continue;
    const top = BigInt(v[0].lt) + 5n;
    let list = Array.from({ length: 6 }, (_, i) => ({ ...v[0], lt: String(top - BigInt(i)) }));
    if (input.sort === 'asc') list.reverse();
    const limit = Number(input.limit);
    if (limit > 0) list = list.slice(0, limit);
    out[k] = list;
  }
  return out;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export interface Started { url: string; server: Server; close(): Promise<void> }

export function listen(server: Server): Promise<Started> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => {
    const { port } = server.address() as AddressInfo;
    resolve({ url: `http://127.0.0.1:${port}`, server, close: () => new Promise((r) => { server.closeAllConnections(); server.close(() => r()); }) });
  }));
}

/** Serves `doc`'s operations under `/api/<api>`. */
export function fakeServer(api: Api, doc: OpenApiDocument): Promise<Started> {
  const ops = operationsOf(api, doc);
  const prefix = `/api/${api}`;
  const rpc = ops.find((o) => o.extensions['x-jsonrpc-methods']);
  const send = (res: ServerResponse, status: number, body: unknown): void => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  const answer = (op: Operation, input: Record<string, unknown>, res: ServerResponse): void => {
    const v = requestValidators(api, op.operationId);
    if (op.method === 'get' || !op.body) {
      const known = new Set(v.paramNames.query ?? []);
      const unknown = Object.keys(input).filter((k) => !known.has(k));
      if (unknown.length) return send(res, 422, errorBody(api, 422, `unknown parameter ${unknown[0]}`));
      const query = { ...input };
      if (v.params.query && !v.params.query(query)) return send(res, 422, errorBody(api, 422, `invalid parameter: ${v.params.query.errors?.[0]?.instancePath} ${v.params.query.errors?.[0]?.message}`));
    } else {
      const check = v.body?.['application/json'];
      if (check && !check(input)) return send(res, 422, errorBody(api, 422, `invalid body: ${check.errors?.[0]?.instancePath} ${check.errors?.[0]?.message}`));
    }
    send(res, 200, withRecords(op, example(op), input));
  };
  const server = createServer({ maxHeaderSize: 512 * 1024 }, async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const key = req.headers['x-api-key'];
    if (key !== undefined && key !== GOOD_KEY) return send(res, 401, errorBody(api, 401, 'API key does not exist'));
    if (!url.pathname.startsWith(prefix)) return send(res, 404, { statusCode: 404, message: 'Not Found' });
    const path = url.pathname.slice(prefix.length);
    const onPath = ops.filter((o) => o.path === path);
    if (!onPath.length) return send(res, 404, { statusCode: 404, message: 'Not Found' });
    const op = onPath.find((o) => o.method === req.method?.toLowerCase());
    if (!op) return send(res, 405, errorBody(api, 405, `method ${req.method} is not supported`));
    const raw = await readBody(req);
    let input: Record<string, unknown> = {};
    if (op.method === 'get') {
      for (const k of new Set(url.searchParams.keys())) {
        const all = url.searchParams.getAll(k);
        const p = op.params.find((x) => x.name === k);
        input[k] = p && typeof p.schema === 'object' && (p.schema.type === 'array') ? all : all[0];
      }
    } else {
      try { input = raw ? JSON.parse(raw) : {}; } catch { return send(res, 422, errorBody(api, 422, 'body is not JSON')); }
      if (!input || typeof input !== 'object' || Array.isArray(input)) return send(res, 422, errorBody(api, 422, 'body is not a JSON object'));
    }
    if (rpc && op === rpc) {
      const methods = rpc.extensions['x-jsonrpc-methods'] as Record<string, string>;
      const target = ops.find((o) => o.operationId === methods[String(input.method)]);
      if (!target) return send(res, 404, errorBody(api, 404, 'unknown method'));
      const params = (input.params ?? {}) as Record<string, unknown>;
      const stringified = target.method === 'get' ? Object.fromEntries(Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? v.map(String) : String(v)])) : params;
      return answer(target, stringified, res);
    }
    answer(op, input, res);
  });
  return listen(server);
}
