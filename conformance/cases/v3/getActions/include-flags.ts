import { fail, skip, type CaseDef } from '../../../src/case.ts';
import { chainProblems, diverse } from '../../../src/semantics/chain.ts';
import { same } from '../../../src/values.ts';

const key = (h: string) => Buffer.from(h, 'base64').toString('hex');

export default {
  description:
    "include_transactions adds transactions_full, exactly the action's transactions and each the chain's; include_accounts adds accounts, and an action is found by account=X for each X it lists and only for those; without the flags neither field is there",
  mode: 'schema-only',
  covers: ['include_accounts', 'include_transactions'],
  async run(ctx) {
    const base = { exclude_action_type: ['tick_tock'], limit: 20, sort: 'desc' as const };
    const plain = ctx.ok(await ctx.call({ args: base })).actions;
    if (!plain.length) skip('the index lists no action besides tick-tocks');
    const off = ctx.ok(await ctx.call({ args: { ...base, include_accounts: false, include_transactions: false } }));
    for (const a of [...plain, ...off.actions])
      if (a.accounts !== undefined || a.transactions_full !== undefined)
        fail(
          `action ${a.action_id} carries accounts or transactions_full without include_accounts/include_transactions`,
        );
    const full = ctx.ok(
      await ctx.call({ args: { ...base, include_accounts: true, include_transactions: true } }),
    ).actions;
    for (const a of full) {
      if (!Array.isArray(a.accounts) || !Array.isArray(a.transactions_full))
        fail(`action ${a.action_id} lacks accounts or transactions_full with both flags on`);
      const got = a.transactions_full.map((t) => key(t.hash)).sort();
      const want = a.transactions.map(key).sort();
      if (got.join() !== want.join())
        fail(
          `action ${a.action_id}: transactions_full holds ${got.join(', ')}; its transactions are ${want.join(', ')}`,
        );
      if (new Set(a.accounts.map((x) => x.toUpperCase())).size !== a.accounts.length)
        fail(`action ${a.action_id} lists an account twice: ${a.accounts.join(', ')}`);
    }
    const problems = await chainProblems(
      ctx,
      diverse(
        full.flatMap((a) => a.transactions_full ?? []),
        8,
      ),
    );
    if (problems.length) fail(`transactions_full differs from the chain: ${problems.slice(0, 3).join('; ')}`);
    // accounts and the account filter say the same: within the trace of an action with several accounts
    const a = full.find((x) => (x.accounts?.length ?? 0) >= 2) ?? full[0]!;
    const inTrace = full.filter((x) => same(x.trace_id, a.trace_id));
    const everyone = [...new Set(inTrace.flatMap((x) => x.accounts ?? []))];
    for (const account of everyone.slice(0, 6)) {
      const found = ctx.ok(
        await ctx.call({ args: { account, trace_id: [String(a.trace_id)], include_accounts: true, limit: 100 } }),
      ).actions;
      for (const x of inTrace) {
        const lists = (x.accounts ?? []).some((y) => same(y, account));
        const listed = found.some((y) => same(y.action_id, x.action_id));
        if (lists !== listed)
          fail(
            `action ${x.action_id} ${lists ? 'lists' : 'does not list'} account ${account} but account=${account} ${listed ? 'finds' : 'does not find'} it`,
          );
      }
    }
  },
} satisfies CaseDef<'v3', 'getActions'>;
