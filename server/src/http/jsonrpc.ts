import type { Operation as ApiOperation } from '../../../contract/index.ts';
import { ApiError } from './errors.ts';
import { answerOf, invoke, parsedBody, type Answer, type RouteSetup } from './dispatch.ts';
import type { Exchange } from './exchange.ts';

export interface JsonRpcTable {
  endpoint?: ApiOperation;
  methods: Map<string, ApiOperation>;
}

/**
 * JSON-RPC method → the operation whose body schema validates `params`: `x-jsonrpc-methods` names a REST
 * operation, and its params are the JSON body of the POST operation on that path (`<name>Post`).
 * Without that map every operation is callable under its own name.
 */
export function jsonRpcMethodTable(ops: ApiOperation[]): JsonRpcTable {
  const byId = new Map(ops.map((o) => [o.operationId, o]));
  const endpoint = ops.find((o) => o.extensions['x-jsonrpc-methods']) ?? ops.find((o) => o.operationId === 'jsonRPC');
  const methods = new Map<string, ApiOperation>();
  const declared = endpoint?.extensions['x-jsonrpc-methods'] as Record<string, string> | undefined;
  if (declared) {
    for (const [method, operationId] of Object.entries(declared)) {
      const op = byId.get(operationId);
      if (!op) throw new Error(`x-jsonrpc-methods: ${method} → unknown operation ${operationId}`);
      const bodied = op.method === 'post' ? op : ops.find((o) => o.path === op.path && o.method === 'post');
      methods.set(method, bodied ?? op);
    }
  } else {
    for (const op of ops) {
      if (op === endpoint || op.operationId.endsWith('Post')) continue;
      methods.set(op.operationId, byId.get(`${op.operationId}Post`) ?? op);
    }
  }
  return { endpoint, methods };
}

/** One JSON-RPC call: the envelope read, the method's operation run as its REST twin would run, the answer. */
export async function handleJsonRpc(setup: RouteSetup, table: JsonRpcTable, ex: Exchange): Promise<Answer> {
  const state = ex.state;
  state.rpc = {};
  try {
    const envelope = parsedBody(ex.body);
    if (envelope === undefined) throw new ApiError(400, 'failed to parse json body: empty body');
    // `jsonrpc` is not read: both upstream implementations accept any value or none (v2 D11)
    const { id, method, params } = envelope as { id?: unknown; method?: unknown; params?: unknown };
    if (typeof id === 'string' || typeof id === 'number' || id === null) state.rpc.id = id;
    if (typeof method !== 'string' || method === '')
      throw new ApiError(422, 'failed to parse json-rpc request: method is required');
    const op = table.methods.get(method);
    if (!op) throw new ApiError(404, `Unknown method: ${method}`);
    let args: Record<string, unknown>;
    if (params === undefined || params === null || (Array.isArray(params) && params.length === 0)) args = {};
    else if (typeof params === 'object' && !Array.isArray(params)) args = params as Record<string, unknown>;
    else throw new ApiError(422, 'params must contain an object');
    const input = op.method === 'get' ? { query: args, headers: ex.headers } : { body: args, headers: ex.headers };
    const result = await invoke(setup, op, input, 'jsonrpc', ex);
    return answerOf(setup.style, ex, { result });
  } catch (error) {
    return answerOf(setup.style, ex, { error });
  }
}
