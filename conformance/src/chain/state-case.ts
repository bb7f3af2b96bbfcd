// "State at an older seqno", one case per operation: the operation, asked for the sender or the resolver at the
// masterchain seqnos just before and just at the commit of the suite's own transfer (state-points.ts), over
// every transport, must say what the account's verified ShardAccount cell says there. A server that ignores
// `seqno` (answers the current state), reads one block off, or answers another account is caught.
import { fail, type CaseContext, type CaseDef, type OperationExchange } from '../case.ts';
import { type StatePoint, statePoints, type Subject } from './state-points.ts';
import { chainTransfer, type ChainTransfer } from './transfer.ts';
import { overTransports, transportName } from './transports.ts';

export type Judge = (
  ex: OperationExchange<string>,
  point: StatePoint,
  fact: ChainTransfer,
  ctx: CaseContext<'v2'>,
) => string | undefined | Promise<string | undefined>;

export function stateAtSeqnoCase(
  description: string,
  subjects: Subject[],
  judge: Judge,
  extraArgs: (point: StatePoint, fact: ChainTransfer) => Record<string, unknown> = () => ({}),
): CaseDef<'v2'> {
  return {
    description,
    mode: 'schema-only',
    tags: ['send', 'local'],
    covers: ['address', 'seqno'],
    async run(ctx) {
      const fact = await chainTransfer(ctx);
      const problems: string[] = [];
      for (const point of await statePoints(ctx, fact, subjects)) {
        const args = { address: point.account.toRawString(), seqno: point.seqno, ...extraArgs(point, fact) };
        for (const { transport, ex } of await overTransports(ctx, ctx.op.operationId, args)) {
          const problem = await judge(ex, point, fact, ctx);
          if (problem) problems.push(`${transportName(transport)} ${point.label}: ${problem}`);
        }
      }
      if (problems.length) fail(problems.slice(0, 4).join('; '));
    },
  };
}

/** The v2 `result` of a 200 answer, or a problem naming the status. */
export function resultOf(ex: OperationExchange<string>): { result?: unknown; problem?: string } {
  const body = ex.response.json as { ok?: boolean; result?: unknown } | undefined;
  if (ex.response.status !== 200 || body?.ok !== true)
    return { problem: `HTTP ${ex.response.status}: ${ex.response.text.slice(0, 160)}` };
  return { result: body.result };
}
