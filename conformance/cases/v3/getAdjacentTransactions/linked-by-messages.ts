import { check, type CaseDef } from '../../../src/case.ts';
import { knownMessage } from '../../../src/semantics/known.ts';
import { same } from '../../../src/values.ts';

export default {
  description:
    'the adjacent transactions of a transaction are linked to it by a message, and include the one that sent its inbound message',
  mode: 'schema-only',
  covers: ['hash'],
  async run(ctx) {
    const m = await knownMessage(ctx);
    const txs = ctx.ok(await ctx.call({ args: { hash: m.destTx.hash } })).transactions;
    const sender = txs.find((t) => (t.out_msgs ?? []).some((o) => same(o.hash, m.hash)));
    check(sender, `the transaction that sent ${m.hash} is not among the adjacent ones of ${m.destTx.hash}`);
    check(
      same(sender.account, m.source),
      `the sender's transaction is on ${sender.account}, the message came from ${m.source}`,
    );
  },
} satisfies CaseDef<'v3', 'getAdjacentTransactions'>;
