import { check, skip, type CaseDef } from '../../../src/case.ts';
import { same } from '../../../src/values.ts';
import type { components } from '../../../../generated/v3/types.ts';

function hashes(node: components['schemas']['TraceNode'] | undefined, out: string[] = []): string[] {
  if (!node) return out;
  if (node.tx_hash) out.push(node.tx_hash);
  for (const c of node.children ?? []) hashes(c, out);
  return out;
}

export default {
  description: 'the trace found by a transaction hash contains that transaction, and its counts match its tree',
  mode: 'schema-only',
  async run(ctx) {
    const tx = ctx.data.message?.destTx ?? ctx.data.transactions[0];
    if (!tx) skip('no transaction discovered on the target');
    const traces = ctx.ok(await ctx.call({ args: { tx_hash: tx.hash } })).traces;
    check(traces.length === 1, `tx_hash found ${traces.length} traces, expected one`);
    const trace = traces[0]!;
    const tree = hashes(trace.trace);
    check(
      tree.some((h) => same(h, tx.hash)),
      `the trace tree does not contain ${tx.hash}`,
    );
    check(
      tree.length === trace.trace_info.transactions,
      `the tree has ${tree.length} transactions, trace_info says ${trace.trace_info.transactions}`,
    );
  },
} satisfies CaseDef<'v3', 'getTraces'>;
