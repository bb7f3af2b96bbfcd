import { check, type CaseDef } from '../../../src/case.ts';
import { txBlockArgs } from '../../../src/blocks.ts';

export default {
  description:
    'the full transactions of a block are the ones getBlockTransactions lists (same lt and hash, same order)',
  mode: 'exact',
  ignore: ['/@extra'],
  async run(ctx) {
    const at = txBlockArgs(ctx);
    const full = ctx.ok(await ctx.call({ args: { ...at, count: 40 } }));
    const short = ctx.ok(await ctx.call({ operationId: 'getBlockTransactions', args: { ...at, count: 40 } }));
    const a = full.transactions.map((t) => `${t.transaction_id.lt}/${t.transaction_id.hash}`);
    const b = short.transactions.map((t) => `${t.lt}/${t.hash}`);
    check(
      JSON.stringify(a) === JSON.stringify(b),
      `getBlockTransactionsExt lists ${a.join(', ')}; getBlockTransactions ${b.join(', ')}`,
    );
    check(full.incomplete === short.incomplete, `incomplete ${full.incomplete} ≠ ${short.incomplete}`);
  },
} satisfies CaseDef<'v2', 'getBlockTransactionsExt'>;
