import { check, type CaseDef } from '../../../src/case.ts';
import { knownMessage } from '../../../src/semantics/known.ts';
import { same } from '../../../src/values.ts';

export default {
  description: 'the transactions found by a message hash are the one that sent it and the one that received it',
  mode: 'schema-only',
  covers: ['msg_hash'],
  async run(ctx) {
    const m = await knownMessage(ctx);
    const txs = ctx.ok(await ctx.call({ args: { msg_hash: m.hash } })).transactions;
    check(
      txs.some((t) => same(t.hash, m.destTx.hash)),
      `the receiving transaction ${m.destTx.hash} is not listed`,
    );
    for (const t of txs) {
      const touches = same(t.in_msg?.hash, m.hash) || (t.out_msgs ?? []).some((o) => same(o.hash, m.hash));
      check(touches, `transaction ${t.hash} neither received nor sent message ${m.hash}`);
    }
  },
} satisfies CaseDef<'v3', 'getTransactionsByMessage'>;
