// A complete trace of a discovered transaction, for cases about what a trace did.
import { check, skip, type CaseContext } from './case.ts';

/** The trace containing the discovered internal message's transaction (else any discovered one), with its transactions. */
export async function discoveredTrace(ctx: CaseContext): Promise<any> {
  const tx = ctx.data.message?.destTx ?? ctx.data.transactions[0];
  if (!tx) skip('no transaction discovered on the target');
  const ex = await ctx.call({ operationId: 'getTraces', args: { tx_hash: [tx.hash] } });
  const traces = ctx.ok(ex).traces as any[];
  check(traces.length === 1, `getTraces by tx_hash found ${traces.length} traces, expected one`);
  return traces[0];
}
