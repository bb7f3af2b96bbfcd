// One v2 request over every transport the contract gives its operation (GET, the POST twin, JSON-RPC; POST and
// JSON-RPC for POST-only operations): a parameter's meaning is proven over each, not assumed to carry over.
import type { CaseContext, OperationExchange } from '../case.ts';
import type { Transport } from '../target.ts';

export interface Sent<P extends string = string> {
  transport: Transport;
  ex: OperationExchange<P>;
}

/** The transports the contract offers an operation. */
export function transportsOf(ctx: CaseContext<'v2'>, operationId: string): Transport[] {
  const op = ctx.target.op(operationId);
  if (!op) return [];
  const out: Transport[] =
    op.method === 'get' ? ['get', ...(ctx.target.postTwin(op) ? (['post'] as const) : [])] : ['post'];
  if (ctx.target.rpcMethodFor(op)) out.push('jsonrpc');
  return out;
}

/** The request over one transport (GET operation id; its POST twin and JSON-RPC method are found for it). */
export async function callOver<P extends string>(
  ctx: CaseContext<'v2'>,
  operationId: P,
  args: Record<string, unknown>,
  transport: Transport,
): Promise<OperationExchange<P>> {
  const op = ctx.target.op(operationId)!;
  const id = transport === 'post' && op.method === 'get' ? ctx.target.postTwin(op)!.operationId : operationId;
  return (await ctx.call({
    operationId: id,
    args,
    ...(transport === 'jsonrpc' ? { transport } : {}),
  })) as OperationExchange<P>;
}

export async function overTransports<P extends string>(
  ctx: CaseContext<'v2'>,
  operationId: P,
  args: Record<string, unknown>,
): Promise<Array<Sent<P>>> {
  const out: Array<Sent<P>> = [];
  for (const transport of transportsOf(ctx, operationId))
    out.push({ transport, ex: await callOver(ctx, operationId, args, transport) });
  return out;
}

export const transportName = (t: Transport): string => (t === 'jsonrpc' ? 'JSON-RPC' : t.toUpperCase());
