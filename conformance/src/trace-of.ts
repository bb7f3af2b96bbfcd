// Complete traces of discovered transactions, for cases about what a trace did.
import type { components } from '../../generated/v3/types.ts';
import { check, skip, type CaseContext } from './case.ts';

type Trace = components['schemas']['Trace'];

/** The discovered transactions, the one that received the discovered internal message first. */
function candidates(ctx: CaseContext) {
  const all = [ctx.data.message?.destTx, ...ctx.data.transactions].filter((t): t is NonNullable<typeof t> => !!t);
  return all.filter((t, i) => all.findIndex((u) => u.hash === t.hash) === i);
}

async function traceOf(ctx: CaseContext<'v3'>, txHash: string): Promise<Trace> {
  const { traces } = ctx.ok(await ctx.call({ operationId: 'getTraces', args: { tx_hash: [txHash] } }));
  check(traces.length === 1, `getTraces by tx_hash ${txHash} found ${traces.length} traces, expected one`);
  return traces[0]!;
}

/** The trace containing the discovered internal message's transaction (else any discovered one), with its transactions. */
export async function discoveredTrace(ctx: CaseContext<'v3'>): Promise<Trace> {
  const [tx] = candidates(ctx);
  if (!tx) skip('no transaction discovered on the target');
  return traceOf(ctx, tx.hash);
}

/** The first trace of the discovered transactions (at most `limit` tried) that `usable` accepts, or a skip with the last reason. */
export async function usableTrace(
  ctx: CaseContext<'v3'>,
  usable: (trace: Trace) => string | undefined,
  limit = 8,
): Promise<Trace> {
  const list = candidates(ctx).slice(0, limit);
  if (!list.length) skip('no transaction discovered on the target');
  let reason = '';
  for (const tx of list) {
    const trace = await traceOf(ctx, tx.hash);
    const why = usable(trace);
    if (why === undefined) return trace;
    reason = why;
  }
  skip(`none of the ${list.length} discovered traces can be judged; the last: ${reason}`);
}
