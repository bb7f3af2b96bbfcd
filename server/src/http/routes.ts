import type { OpenApiDocument, Operation as ApiOperation } from '../../../contract/index.ts';
import { answerOf, invoke, parsedBody, readBefore, requestText, type Answer, type RouteSetup } from './dispatch.ts';
import { ApiError } from './errors.ts';
import type { Exchange } from './exchange.ts';
import { handleJsonRpc, jsonRpcMethodTable } from './jsonrpc.ts';
import { declaredQueryKeys, ignoredKeys, queryOf, rejectUnknownKeys } from './query.ts';
import type { Reply } from './reply.ts';
import { errorRoute, type Router, type Shape } from './router.ts';

/** The largest request body an operation takes (v2 D27, v3 D24): 413 beyond. */
export const MAX_BODY_BYTES = 1024 * 1024;

export interface ApiRoutes {
  setup: RouteSetup;
  shape: Shape;
  prefix: string;
  doc: OpenApiDocument;
  /** `<prefix>/healthz`: the status and body from what the health probe keeps (and the client's limit) */
  health(ex: Exchange): Promise<Reply>;
  /**
   * Test mode: the answer checked against the operation's response schema (an inner operation's when `inner`, a
   * JSON-RPC call's); the error to answer instead when it breaks the contract.
   */
  check?(op: ApiOperation, ex: Exchange, answer: Answer, inner: boolean): Answer | undefined;
  /** the deployment lacks what this API needs: every other request under the prefix is 501 with this text */
  unavailable?: string;
}

/** The API's routes under its prefix: one per operation and method, its document, its health, and its 404. */
export function addApiRoutes(router: Router, api: ApiRoutes): void {
  const { setup, shape, prefix } = api;
  const document = JSON.stringify(api.doc);
  router.add('GET', `${prefix}/openapi.json`, { shape, run: () => ({ status: 200, payload: document }) });
  router.add('GET', `${prefix}/healthz`, { shape, run: (ex) => api.health(ex) });
  if (api.unavailable !== undefined) {
    router.under(prefix, errorRoute(shape, new ApiError(501, api.unavailable)));
    return;
  }
  const rpcTable = jsonRpcMethodTable(setup.operations);
  for (const op of setup.operations) {
    const isRpc = rpcTable.endpoint?.operationId === op.operationId;
    const known = declaredQueryKeys(op);
    const strict = setup.style.unknownQuery === 'reject';
    const get = op.method === 'get';
    const run = async (ex: Exchange): Promise<Reply> => {
      ex.state.operationId = op.operationId;
      let answer: Answer;
      try {
        await setup.guard?.(ex);
        if (isRpc) answer = await handleJsonRpc(setup, rpcTable, ex);
        else {
          let input: Parameters<typeof invoke>[2];
          if (get) {
            // a request sent before byte for byte finds its kept answer, or its arguments, without being read again
            const sent = requestText(setup, op, ex.req.url ?? '', ex.headers);
            const kept = setup.answers?.keptFor(sent);
            if (kept) {
              ex.state.ignored = kept.ignored;
              return finish(ex, answerOf(setup.style, ex, { result: kept.answer }));
            }
            const read = readBefore(setup, sent);
            if (read) {
              ex.state.ignored = read.ignored;
              input = { args: read.args, sent: { text: sent, ignored: read.ignored } };
            } else {
              const query = queryOf(ex.req.url ?? '');
              if (strict) rejectUnknownKeys(query, known);
              else ex.state.ignored = ignoredKeys(query, known);
              input = { query, headers: ex.headers, sent: { text: sent, ignored: ex.state.ignored } };
            }
          } else input = { body: parsedBody(ex.body), headers: ex.headers };
          const result = await invoke(setup, op, input, get ? 'get' : 'post', ex);
          answer = answerOf(setup.style, ex, { result });
        }
      } catch (error) {
        answer = answerOf(setup.style, ex, { error });
      }
      return finish(ex, answer);
    };
    const finish = (ex: Exchange, answer: Answer): Answer => {
      if (!api.check || ex.state.operationId === undefined) return answer;
      const answered = setup.operations.find((o) => o.operationId === ex.state.operationId) ?? op;
      return api.check(answered, ex, answer, isRpc && answered !== op) ?? answer;
    };
    router.add(get ? 'GET' : 'POST', `${prefix}${op.path}`, {
      shape,
      maxBody: get ? undefined : MAX_BODY_BYTES,
      run,
    });
  }
  router.under(prefix, errorRoute(shape, new ApiError(404, setup.style.api === 'v3' ? 'not found' : 'Not Found')));
}
