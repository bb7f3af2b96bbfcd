// The cells of the coverage matrix, read off the contracts: every (operation, parameter, transport) of both
// OpenAPI documents, the API key in each of its forms over each transport, and every subscription field and
// event field of the AsyncAPI document over each streaming transport. A cell is what a semantic oracle must
// prove: that the parameter changes the answer the way its description says (fuzzing does not count).
import { asyncApi } from '../../../contract/streaming.ts';
import type { ApiTarget } from '../target.ts';
import type { Api, CellRef, Operation } from '../types.ts';

/** The row an operation's cells live in: a v2 POST twin and JSON-RPC share the GET operation's row. */
export function rowOf(target: ApiTarget, op: Operation): string {
  if (target.api === 'v2' && op.method === 'post' && op.operationId.endsWith('Post')) {
    const get = target.op(op.operationId.slice(0, -4));
    if (get && get.path === op.path && get.method === 'get') return get.operationId;
  }
  return op.operationId;
}

/** The parameter names an operation takes: query and path parameters, and the top-level fields of its JSON body. */
export function parametersOf(op: Operation): string[] {
  const names = op.params.filter((p) => p.in === 'query' || p.in === 'path').map((p) => p.name);
  const schema = op.body?.schema;
  if (schema && typeof schema === 'object' && schema.properties && typeof schema.properties === 'object')
    names.push(...Object.keys(schema.properties as object));
  return [...new Set(names)];
}

export const GATEWAY = '(gateway)';
export const KEY_FORMS = ['X-API-Key', 'api_key'] as const;

/** Every cell of one API's contract. */
export function apiCells(target: ApiTarget): CellRef[] {
  const out: CellRef[] = [];
  const seen = new Set<string>();
  const add = (operation: string, parameter: string, transport: string) => {
    const key = `${operation} ${parameter} ${transport}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ api: target.api, operation, parameter, transport });
  };
  const transports = new Set<string>();
  for (const op of target.ops) {
    const row = rowOf(target, op);
    // The JSON-RPC endpoint's own fields are the transport's: they are judged per method by the protocol checks.
    const own = op === target.rpcOp ? 'jsonrpc' : op.method;
    transports.add(own);
    for (const p of parametersOf(op)) {
      add(row, p, own);
      if (op !== target.rpcOp && target.rpcMethodFor(op)) add(row, p, 'jsonrpc');
    }
  }
  for (const form of KEY_FORMS) for (const t of [...transports].sort()) add(GATEWAY, form, t);
  return out;
}

type Schema = Record<string, unknown>;

/** The properties of an AsyncAPI schema, following local `$ref`s and `allOf`. */
function propertiesOf(name: string, depth = 0): string[] {
  const schemas = asyncApi().components.schemas as Record<string, Schema>;
  const walk = (s: unknown, d: number): string[] => {
    if (!s || typeof s !== 'object' || d > 8) return [];
    const node = s as Schema;
    const ref = typeof node.$ref === 'string' ? /^#\/components\/schemas\/(\w+)$/.exec(node.$ref) : null;
    if (ref) return walk(schemas[ref[1]!], d + 1);
    const own = Object.keys((node.properties as object) ?? {});
    const inherited = Array.isArray(node.allOf) ? node.allOf.flatMap((x) => walk(x, d + 1)) : [];
    return [...inherited, ...own];
  };
  return [...new Set(walk(schemas[name], depth))];
}

/** Notification schemas of the streaming contract, by the event type that names them. */
export const EVENT_SCHEMAS: Record<string, string> = {
  transactions: 'TransactionsNotification',
  actions: 'ActionsNotification',
  trace: 'TraceNotification',
  trace_invalidated: 'TraceInvalidatedNotification',
  account_state_change: 'AccountStateChangeNotification',
  jettons_change: 'JettonsChangeNotification',
};

/** Every cell of the streaming contract: subscription and unsubscribe fields per transport, event fields per transport. */
export function streamingCells(): CellRef[] {
  const out: CellRef[] = [];
  const add = (operation: string, parameter: string, transport: string) =>
    out.push({ api: 'streaming', operation, parameter, transport });
  for (const field of propertiesOf('Subscription'))
    for (const t of ['sse', 'sse-get', 'ws']) add('subscription', field, t);
  for (const field of propertiesOf('UnsubscribeRequest').filter((f) => f !== 'operation'))
    add('unsubscribe', field, 'ws');
  // a WebSocket request's own fields beyond the subscription (its `id`, repeated in the reply)
  const subscription = new Set(propertiesOf('Subscription'));
  for (const field of propertiesOf('SubscribeRequest').filter((f) => f !== 'operation' && !subscription.has(f)))
    add('subscribe', field, 'ws');
  for (const field of propertiesOf('PingRequest').filter((f) => f !== 'operation')) add('ping', field, 'ws');
  for (const [type, schema] of Object.entries(EVENT_SCHEMAS))
    for (const field of propertiesOf(schema)) for (const t of ['sse', 'ws']) add(type, field, t);
  for (const form of KEY_FORMS) for (const t of ['sse', 'ws']) add(GATEWAY, form, t);
  return out;
}

export const cellKey = (c: CellRef): string => `${c.api} ${c.operation} ${c.parameter} ${c.transport}`;

export function allCells(targets: Partial<Record<Api, ApiTarget>>, streaming: boolean): CellRef[] {
  return [
    ...(targets.v2 ? apiCells(targets.v2) : []),
    ...(targets.v3 ? apiCells(targets.v3) : []),
    ...(streaming ? streamingCells() : []),
  ];
}
