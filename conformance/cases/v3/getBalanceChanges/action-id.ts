import { check, skip, type CaseDef } from '../../../src/case.ts';
import { chainProblems } from '../../../src/semantics/chain.ts';
import { fromTransactions } from './matches-balances.ts';

const SAFE = BigInt(Number.MAX_SAFE_INTEGER);
const big = (v: unknown): bigint => (v === null || v === undefined ? 0n : BigInt(String(v)));

export default {
  description:
    "action_id counts only that action's transactions (the chain's), without the first when an internal message started it: fees and net TON changes as those transactions say; a contract_deploy has none; an action of another trace is 404",
  mode: 'exact',
  covers: ['action_id', 'trace_id'],
  async run(ctx) {
    const actions = ctx.ok(
      await ctx.call({
        operationId: 'getActions',
        args: { exclude_action_type: ['tick_tock'], include_transactions: true, limit: 30, sort: 'asc' },
      }),
    ).actions;
    // actions of different types, those whose first transaction an internal message started among them
    const picked = actions.filter((a, i) => actions.findIndex((b) => b.type === a.type) === i).slice(0, 5);
    if (!picked.length) skip('the index lists no action besides tick-tocks');
    for (const a of picked) {
      const txs = [...(a.transactions_full ?? [])].sort((x, y) => (BigInt(x.lt) < BigInt(y.lt) ? -1 : 1));
      const problems = await chainProblems(ctx, txs);
      check(!problems.length, `the transactions of action ${a.action_id} differ from the chain: ${problems[0]}`);
      const counted = a.type === 'contract_deploy' ? [] : txs[0]?.in_msg?.source ? txs.slice(1) : txs;
      const { fees, net } = fromTransactions(counted);
      if ([...net.values(), ...fees.values()].some((v) => v > SAFE || v < -SAFE)) continue;
      const r = ctx.ok(await ctx.call({ args: { action_id: a.action_id } }));
      const show = (m: Map<string, bigint>) =>
        JSON.stringify(Object.fromEntries([...m].map(([k, v]) => [k, String(v)])));
      // every account of either map moved exactly as the transactions say (an entry of zero is no move)
      const sameMap = (got: Record<string, number>, want: Map<string, bigint>) =>
        [...new Set([...Object.keys(got), ...want.keys()])].every((k) => big(got[k]) === (want.get(k) ?? 0n));
      check(
        sameMap(r.fees, fees),
        `${a.type} ${a.action_id}: fees ${JSON.stringify(r.fees)}, its transactions say ${show(fees)}`,
      );
      check(
        sameMap(r.changes, net),
        `${a.type} ${a.action_id}: changes ${JSON.stringify(r.changes)}, its transactions say ${show(net)}`,
      );
      const withTrace = ctx.ok(await ctx.call({ args: { action_id: a.action_id, trace_id: String(a.trace_id) } }));
      check(JSON.stringify(withTrace) === JSON.stringify(r), `${a.action_id} with its own trace_id answers otherwise`);
    }
    const other = actions.find((x) => x.trace_id !== picked[0]!.trace_id);
    if (other) {
      const ex = await ctx.call({ args: { action_id: picked[0]!.action_id, trace_id: String(other.trace_id) } });
      check(
        ex.response.status === 404,
        `an action with another trace's trace_id answered ${ex.response.status}, expected 404`,
      );
    }
  },
} satisfies CaseDef<'v3', 'getBalanceChanges'>;
