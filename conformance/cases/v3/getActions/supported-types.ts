import { check, type CaseDef } from '../../../src/case.ts';
import { laterAction, V1_TYPE } from '../../../src/semantics/action-visibility.ts';
import { same } from '../../../src/values.ts';

export default {
  description:
    "supported_action_types decides what a client sees: absent is latest; a client listing an action's type sees it; one listing only ton_transfer (plus v1, always added) does not see a type of a later family (multisig, vesting, …); X-Actions-Version replaces it",
  mode: 'schema-only',
  covers: ['supported_action_types'],
  async run(ctx) {
    const a = await laterAction(ctx);
    const ids = async (supported?: string[]) =>
      ctx
        .ok(
          await ctx.call({
            args: { trace_id: [a.trace_id], limit: 100, ...(supported ? { supported_action_types: supported } : {}) },
          }),
        )
        .actions.map((x) => x.action_id);
    const plain = await ids();
    const latest = await ids(['latest']);
    check(
      plain.some((id) => same(id, a.action_id)),
      `the ${a.type} action ${a.action_id} is not listed by default`,
    );
    check(
      plain.join() === latest.join(),
      `without supported_action_types: ${plain.join(', ')}; with latest: ${latest.join(', ')}`,
    );
    const own = await ids([a.type]);
    check(
      own.some((id) => same(id, a.action_id)),
      `a client listing ${a.type} is not shown the ${a.type} action ${a.action_id}`,
    );
    const v1 = await ids([V1_TYPE]);
    check(
      !v1.some((id) => same(id, a.action_id)),
      `a client listing only ${V1_TYPE} is shown the ${a.type} action ${a.action_id}`,
    );
    // X-Actions-Version: one value in a header, replacing the query's (D33)
    const versioned = async (version: string, supported?: string[]) =>
      ctx
        .ok(
          await ctx.call({
            args: { trace_id: [a.trace_id], limit: 100, ...(supported ? { supported_action_types: supported } : {}) },
            headers: { 'X-Actions-Version': version },
          }),
        )
        .actions.map((x) => x.action_id);
    check(
      !(await versioned(V1_TYPE, [a.type])).some((id) => same(id, a.action_id)),
      `X-Actions-Version: ${V1_TYPE} with supported_action_types=${a.type} shows the ${a.type} action ${a.action_id}: the header must replace the query`,
    );
    check(
      (await versioned(a.type, [V1_TYPE])).some((id) => same(id, a.action_id)),
      `X-Actions-Version: ${a.type} does not show the ${a.type} action ${a.action_id}`,
    );
  },
} satisfies CaseDef<'v3', 'getActions'>;
