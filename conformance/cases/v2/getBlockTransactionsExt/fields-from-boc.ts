import { Address } from '@ton/core';
import { check, fail, skip, type CaseDef } from '../../../src/case.ts';
import { txBlockArgs } from '../../../src/blocks.ts';
import { printedTxProblems } from '../../../src/chain/printed-tx.ts';
import { txTruth } from '../../../src/chain/transaction.ts';

export default {
  description:
    "every transaction of a block is printed as its own BOC says (hash, lt, time, fees, each message), with `account` the transaction's account, and is the one getBlockTransactions lists at the same place",
  mode: 'exact',
  ignore: ['/@extra'],
  async run(ctx) {
    const at = txBlockArgs(ctx);
    const full = ctx.ok(await ctx.call({ args: { ...at, count: 40 } }));
    if (!full.transactions.length) skip(`block ${at.seqno} has no transactions`);
    const short = ctx.ok(await ctx.call({ operationId: 'getBlockTransactions', args: { ...at, count: 40 } }));
    full.transactions.forEach((t, i) => {
      const problems = printedTxProblems(t, 'raw', `transaction ${i}`);
      if (problems.length) fail(problems.slice(0, 3).join('; '));
      const account = Address.parse(t.account).hash.toString('hex');
      check(
        account === txTruth(t.data).accountHex,
        `transaction ${i}: account ${t.account} is not the account of its BOC`,
      );
      const s = short.transactions[i];
      check(
        s?.hash === t.transaction_id.hash && Address.parse(s.account).equals(Address.parse(t.account)),
        `transaction ${i} is ${t.transaction_id.hash} of ${t.account}; getBlockTransactions lists ${s?.hash} of ${s?.account} there`,
      );
    });
  },
} satisfies CaseDef<'v2', 'getBlockTransactionsExt'>;
