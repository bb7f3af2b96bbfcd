// Cases shared by `/traces` and its older name `/events` (D26): both must pass every one on their own, so a
// server that serves one name from a diverging copy of the other fails on the name it got wrong.
import { fail, skip, type CaseDef } from '../case.ts';
import { same } from '../values.ts';
import { laterAction, V1_TYPE } from './action-visibility.ts';
import { chainProblems, diverse } from './chain.ts';
import { activeAccount } from './known.ts';
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
      // the newest traces (on a quiet network, tick-tocks) and those of the busiest account (transfers)
      const newest = ctx.ok(await ctx.call({ operationId: op, args: { limit: 4, sort: 'desc' } })).traces;
      const account = await activeAccount(ctx);
      const busy = account
        ? ctx.ok(await ctx.call({ operationId: op, args: { account, limit: 4, sort: 'desc' } })).traces
        : [];
      const traces = [...busy, ...newest.filter((t) => !busy.some((b) => b.trace_id === t.trace_id))];
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

/** The action ids a trace carries with include_actions=true and the given supported_action_types. */
async function traceActions(
  ctx: Parameters<CaseDef<'v3'>['run']>[0],
  op: TracesOp,
  traceId: string,
  extra: Record<string, unknown>,
) {
  const traces = ctx.ok(await ctx.call({ operationId: op, args: { trace_id: [traceId], ...extra } })).traces;
  if (traces.length !== 1) fail(`trace_id ${traceId} found ${traces.length} traces`);
  return traces[0]!;
}

export function includeActionsCase(op: TracesOp): CaseDef<'v3'> {
  return {
    description:
      "include_actions=true carries each trace's actions, exactly those /actions lists for the trace (each of that trace, its transactions among the trace's); false or absent carries none",
    mode: 'schema-only',
    covers: ['include_actions'],
    async run(ctx) {
      const a = await laterAction(ctx);
      const plain = await traceActions(ctx, op, a.trace_id, {});
      const off = await traceActions(ctx, op, a.trace_id, { include_actions: false });
      const on = await traceActions(ctx, op, a.trace_id, { include_actions: true });
      if (plain.actions !== undefined || off.actions !== undefined)
        fail(
          `actions are carried without include_actions=true: ${JSON.stringify(plain.actions ?? off.actions).slice(0, 200)}`,
        );
      if (!Array.isArray(on.actions)) fail('include_actions=true carries no actions array');
      const listed = ctx.ok(
        await ctx.call({ operationId: 'getActions', args: { trace_id: [a.trace_id], limit: 1000 } }),
      );
      const want = listed.actions.map((x) => x.action_id).sort();
      const got = on.actions.map((x) => x.action_id).sort();
      if (got.join() !== want.join())
        fail(`the trace carries actions ${got.join(', ')}; /actions lists ${want.join(', ')}`);
      const txs = Object.keys(on.transactions ?? {});
      for (const x of on.actions) {
        if (!same(x.trace_id, a.trace_id)) fail(`action ${x.action_id} names trace ${x.trace_id}, not ${a.trace_id}`);
        const stray = x.transactions.find((h) => !txs.some((t) => same(t, h)));
        if (stray) fail(`action ${x.action_id} names transaction ${stray}, not one of its trace's`);
      }
    },
  };
}

export function supportedTypesTraceCase(op: TracesOp): CaseDef<'v3'> {
  return {
    description:
      "supported_action_types decides which actions a trace carries: a client listing an action's type sees it, one listing only ton_transfer (plus v1) does not see a type of a later family; absent is latest",
    mode: 'schema-only',
    covers: ['supported_action_types'],
    async run(ctx) {
      const a = await laterAction(ctx);
      const ids = async (supported?: string[]) =>
        (
          (
            await traceActions(ctx, op, a.trace_id, {
              include_actions: true,
              ...(supported ? { supported_action_types: supported } : {}),
            })
          ).actions ?? []
        ).map((x) => x.action_id);
      const [plain, latest, own, v1] = [await ids(), await ids(['latest']), await ids([a.type]), await ids([V1_TYPE])];
      if (!plain.some((id) => same(id, a.action_id))) fail(`the ${a.type} action is not carried by default`);
      if (plain.sort().join() !== latest.sort().join())
        fail(`absent (${plain.join(', ')}) is not latest (${latest.join(', ')})`);
      if (!own.some((id) => same(id, a.action_id)))
        fail(`a client listing ${a.type} is not shown its ${a.type} action`);
      if (v1.some((id) => same(id, a.action_id)))
        fail(`a client listing only ${V1_TYPE} is shown the ${a.type} action`);
    },
  };
}
