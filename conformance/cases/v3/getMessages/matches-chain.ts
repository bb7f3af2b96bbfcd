import { fail, skip, type CaseDef } from '../../../src/case.ts';
import { messageProblems, rawTransaction } from '../../../src/semantics/chain.ts';
import { same } from '../../../src/values.ts';

export default {
  description:
    'messages are, field for field, the message cells of the transactions they name (in_msg_tx_hash, out_msg_tx_hash): hash, addresses, value, fees, lt, time, flags, opcode, body, StateInit',
  mode: 'schema-only',
  async run(ctx) {
    const newest = ctx.ok(await ctx.call({ args: { limit: 40, sort: 'desc' } })).messages;
    const internal = ctx.ok(await ctx.call({ args: { limit: 40, sort: 'desc', exclude_externals: true } })).messages;
    // internal messages and the newest others (external-in, external-out)
    const msgs = [
      ...internal.slice(0, 7),
      ...newest.filter((m) => !internal.some((i) => i.hash === m.hash)).slice(0, 4),
    ];
    if (!msgs.length) skip('the index lists no message');
    const problems: string[] = [];
    for (const m of msgs) {
      const txHash = m.in_msg_tx_hash ?? m.out_msg_tx_hash;
      if (!txHash) continue;
      const tx = ctx.ok(await ctx.call({ operationId: 'getTransactions', args: { hash: txHash } })).transactions[0];
      if (!tx) {
        problems.push(`message ${m.hash} names transaction ${txHash}, which /transactions does not find`);
        continue;
      }
      const raw = await rawTransaction(ctx, tx.account, tx.lt, tx.hash);
      const cells = m.in_msg_tx_hash ? [raw.inMsg] : raw.outMsgs;
      const cell = cells.find((c) => c && same(c.cell.hash().toString('hex'), m.hash));
      if (!cell) problems.push(`message ${m.hash} is not among the messages of transaction ${txHash} on chain`);
      else problems.push(...messageProblems(`message ${m.hash}`, m, cell));
    }
    if (problems.length) fail(`${problems.length} field(s) differ from the chain: ${problems.slice(0, 4).join('; ')}`);
  },
} satisfies CaseDef<'v3', 'getMessages'>;
