// Cases shared by `/traces` and its older name `/events` (D26): both must pass every one on their own, so a
// server that serves one name from a diverging copy of the other fails on the name it got wrong.
import { fail, skip, type CaseDef } from '../case.ts';
import { same } from '../values.ts';
import { chainProblems, diverse } from './chain.ts';
import type { components } from '../../../generated/v3/types.ts';

type TracesOp = 'getTraces' | 'getEvents';
type Trace = components['schemas']['Trace'];

/** The root transaction of a trace: the one no other transaction of it sent the inbound message of. */
function rootOf(trace: Trace): components['schemas']['Transaction'] | undefined {
  return trace.trace?.tx_hash
    ? Object.values(trace.transactions ?? {}).find((t) => same(t.hash, trace.trace?.tx_hash))
    : undefined;
}

export function tracesMatchChainCase(op: TracesOp): CaseDef<'v3'> {
  return {
    description:
      "recent traces' transactions are, field for field, the chain's; trace_id is the hash of the root transaction and external_hash its inbound external message",
    mode: 'schema-only',
    async run(ctx) {
      const traces = ctx.ok(await ctx.call({ operationId: op, args: { limit: 6, sort: 'desc' } })).traces;
      const complete = traces.filter((t) => !t.is_incomplete && t.transactions);
      if (!complete.length) skip('the index lists no complete trace');
      const problems: string[] = [];
      for (const t of complete) {
        const root = rootOf(t);
        if (!root) {
          problems.push(`trace ${t.trace_id}: its tree's root ${t.trace?.tx_hash} is not among its transactions`);
          continue;
        }
        if (!same(t.trace_id, root.hash))
          problems.push(`trace_id ${t.trace_id} is not its root transaction ${root.hash}`);
        const external = root.in_msg && root.in_msg.source === null ? root.in_msg.hash : null;
        if (!(external === null ? t.external_hash === null : same(t.external_hash, external)))
          problems.push(
            `trace ${t.trace_id}: external_hash ${t.external_hash}, its root received ${external ?? 'no external message'}`,
          );
      }
      const txs = complete.flatMap((t) => Object.values(t.transactions ?? {}));
      problems.push(...(await chainProblems(ctx, diverse(txs, 10))));
      if (problems.length) fail(`${problems.length} problem(s): ${problems.slice(0, 4).join('; ')}`);
    },
  };
}
