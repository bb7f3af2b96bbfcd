// One v2 request over every transport the contract gives its operation (GET, the POST twin, JSON-RPC; POST and
// JSON-RPC for POST-only operations): a parameter's meaning is proven over each, not assumed to carry over.
import type { CaseContext, OperationExchange } from '../case.ts';
import type { Transport } from '../target.ts';

export interface Sent<P extends string = string> {
  transport: Transport;
  ex: OperationExchange<P>;
}

export async function overTransports<P extends string>(
  ctx: CaseContext<'v2'>,
  operationId: P,
  args: Record<string, unknown>,
): Promise<Array<Sent<P>>> {
  const op = ctx.target.op(operationId);
  if (!op) return [];
  const out: Array<Sent<P>> = [];
  const call = async (transport: Transport, id: string) =>
    out.push({
      transport,
      ex: (await ctx.call({
        operationId: id,
        args,
        ...(transport === 'jsonrpc' ? { transport } : {}),
      })) as OperationExchange<P>,
    });
  if (op.method === 'get') {
    await call('get', operationId);
    const twin = ctx.target.postTwin(op);
    if (twin) await call('post', twin.operationId);
  } else await call('post', operationId);
  if (ctx.target.rpcMethodFor(op)) await call('jsonrpc', operationId);
  return out;
}

export const transportName = (t: Transport): string => (t === 'jsonrpc' ? 'JSON-RPC' : t.toUpperCase());
