import { check, skip, type CaseDef } from '../../../src/case.ts';
import { rawTransaction } from '../../../src/semantics/chain.ts';
import { knownMessage } from '../../../src/semantics/known.ts';
import { same } from '../../../src/values.ts';

export default {
  description:
    "body_hash=H (the hash of a message body read off the raw transaction) answers only transactions that sent or received a message with that body, the message's receiver among them",
  mode: 'schema-only',
  covers: ['body_hash'],
  async run(ctx) {
    const m = await knownMessage(ctx);
    const raw = await rawTransaction(ctx, m.destTx.account, m.destTx.lt, m.destTx.hash);
    const body = raw.inMsg?.message.body.hash().toString('base64') ?? skip('the receiving transaction has no message');
    const txs = ctx.ok(await ctx.call({ args: { body_hash: body, limit: 100 } })).transactions;
    check(
      txs.some((t) => same(t.hash, m.destTx.hash)),
      `the receiver ${m.destTx.hash} of a message with body ${body} is not listed`,
    );
    for (const t of txs)
      check(
        [t.in_msg, ...t.out_msgs].some((x) => same(x?.message_content?.hash, body)),
        `transaction ${t.hash} neither sent nor received a message with body ${body}`,
      );
  },
} satisfies CaseDef<'v3', 'getTransactionsByMessage'>;
