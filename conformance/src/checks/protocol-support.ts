// Small pieces the protocol-level checks share: results, JSON-RPC requests with a chosen id, and
// which parameters of an operation hold addresses.
import { exchangeRecord } from './response.ts';
import { send } from '../http.ts';
import type { ApiTarget } from '../target.ts';
import type { CheckResult, Exchange, JsonSchema, Operation } from '../types.ts';

export type Obj = Record<string, unknown>;

export function verdict(
  check: string,
  name: string,
  ex: Exchange | undefined,
  problem: string | undefined,
): CheckResult {
  return problem === undefined
    ? { check, name, outcome: 'pass' }
    : { check, name, outcome: 'fail', message: problem, exchange: ex ? exchangeRecord(ex) : undefined };
}

export function skipped(check: string, name: string, reason: string): CheckResult {
  return { check, name, outcome: 'skipped', message: reason };
}

/** A JSON-RPC call of the method that dispatches to `op`, with the given id and params. */
export function rpcCall(
  target: ApiTarget,
  op: Operation,
  id: unknown,
  params: unknown,
  method = target.rpcMethodFor(op),
): Promise<Exchange> {
  const rpc = target.rpcOp!;
  const body = JSON.stringify({ jsonrpc: '2.0', id, method, params });
  return target
    .call(rpc, { rawBody: body, headers: { 'content-type': 'application/json' }, transport: undefined, method: 'POST' })
    .then((ex) => ({ ...ex, request: { ...ex.request, transport: 'jsonrpc' as const } }));
}

/** Sends a request built for `op`, changing its method and adding headers (HEAD, OPTIONS, CORS). */
export function sendAs(
  target: ApiTarget,
  op: Operation,
  args: Obj,
  method: string,
  headers: Record<string, string>,
): Promise<Exchange> {
  const req = target.build(op, { args, method: op.method });
  const sent = { ...req, method, headers: { ...req.headers, ...headers } };
  if (method === 'HEAD' || method === 'OPTIONS') {
    delete sent.body;
    delete sent.headers['content-type'];
  }
  return send(sent, { ...target.http, apiKey: undefined });
}

function formatOf(schema: JsonSchema): string | undefined {
  if (typeof schema !== 'object') return undefined;
  if (typeof schema.format === 'string') return schema.format;
  if (schema.type === 'array' && schema.items) return formatOf(schema.items as JsonSchema);
  for (const k of ['oneOf', 'anyOf'] as const) {
    for (const alt of (schema[k] as JsonSchema[] | undefined) ?? []) {
      const f = formatOf(alt);
      if (f) return f;
    }
  }
  return undefined;
}

export interface Field {
  name: string;
  schema: JsonSchema;
  inBody: boolean;
  required: boolean;
}

/** Every query/path parameter and JSON body field of an operation. */
export function fieldsOf(op: Operation): Field[] {
  const out: Field[] = [];
  for (const p of op.params)
    if (p.in === 'query' || p.in === 'path')
      out.push({ name: p.name, schema: p.schema, inBody: false, required: p.required });
  const body = op.body?.schema;
  if (body && typeof body === 'object') {
    const req = new Set((body.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries((body.properties ?? {}) as Record<string, JsonSchema>))
      out.push({ name, schema, inBody: true, required: req.has(name) });
  }
  return out;
}

/** Fields whose schema (or item schema) has one of the contract's address formats. */
export function addressFields(op: Operation): Field[] {
  return fieldsOf(op).filter((f) => formatOf(f.schema)?.startsWith('ton-address'));
}

export const isArraySchema = (s: JsonSchema): boolean =>
  typeof s === 'object' && (s.type === 'array' || (Array.isArray(s.type) && s.type.includes('array')));

/** The v2 GET operation an operation's JSON-RPC method belongs to is where JSON-RPC checks run (not twice for its POST twin). */
export function ownsRpcMethod(target: ApiTarget, op: Operation): boolean {
  if (!target.rpcOp || op === target.rpcOp || !target.rpcMethodFor(op)) return false;
  const getId = op.operationId.replace(/Post$/, '');
  return getId === op.operationId || !target.op(getId);
}

export const header = (ex: Exchange, name: string): string | undefined => ex.response.headers[name.toLowerCase()];

/** An operation that sends a message to the network: its probes carry no BOC, so nothing is sent twice. */
export function isSendOperation(op: Operation): boolean {
  return /^send|^message$|sendMessage/i.test(op.operationId) || op.path === '/message';
}
