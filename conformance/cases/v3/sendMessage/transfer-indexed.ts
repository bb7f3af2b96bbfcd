import { Cell, loadMessage } from '@ton/core';
import { check, otherOk, type CaseDef } from '../../../src/case.ts';
import { normalizedHash } from '../../../src/semantics/chain.ts';
import { senderFor, signedTransfer } from '../../../src/send.ts';
import { eventually } from '../../../src/settled.ts';
import { same } from '../../../src/values.ts';

export default {
  description:
    'a transfer signed by a genesis wallet is accepted by POST /message with its hash, and its transaction is then indexed',
  mode: 'schema-only',
  tags: ['send', 'local'],
  covers: ['boc'],
  async run(ctx) {
    const { wallet, to } = await senderFor(ctx, 4);
    const seqno = Number((await otherOk(ctx, 'getWalletInformation', { address: wallet.address })).seqno);
    const t = await signedTransfer(ctx, wallet, to, seqno);
    const r = ctx.ok(await ctx.call({ args: { boc: t.boc } }));
    check(same(r.message_hash, t.hash), `message_hash ${r.message_hash} is not the message hash ${t.hash}`);
    const norm = normalizedHash(loadMessage(Cell.fromBase64(t.boc).beginParse()));
    check(
      same(r.message_hash_norm, norm),
      `message_hash_norm ${r.message_hash_norm} is not the TEP-467 normalised hash ${norm}`,
    );
    await eventually(async () => {
      const txs = ctx.ok(
        await ctx.call({ operationId: 'getTransactions', args: { account: wallet.address, limit: 5, sort: 'desc' } }),
      ).transactions;
      const tx = txs.find((x) => same(x.in_msg?.hash, t.hash));
      if (!tx) return `the transaction of message ${t.hash} is not indexed`;
      const out = (tx.out_msgs ?? []).find((o) => same(o.destination, to));
      return out?.value && BigInt(out.value) === t.value
        ? undefined
        : `the indexed transaction sent no ${t.value} nanoton to ${to}`;
    }, 20_000);
  },
} satisfies CaseDef<'v3', 'sendMessage'>;
