// getBlockTransactions(Ext): `count` bounds a page and `incomplete` says whether more follow; the cursor
// (`after_lt`, `after_hash` = lt and account of the last item, exclusive) walks the block without gaps
// or repeats. Both operations share the semantics, only the shape of an item differs.
import { check, fail, skip, type CaseContext, type CaseDef, type OkBody } from '../case.ts';
import { txBlockArgs } from '../blocks.ts';
import { parameterPointer } from '../spec/pointers.ts';

type Paged = 'getBlockTransactions' | 'getBlockTransactionsExt';
/** An item of either operation: a short id (`lt`, `account`) or a full transaction (`transaction_id.lt`, `account`). */
type Item = OkBody<'v2', Paged>['transactions'][number];
const ltOf = (t: Item): string => ('lt' in t ? t.lt : t.transaction_id.lt);
const idOf = (t: Item): string => `${t.account}/${ltOf(t)}`;

export function blockPagingCase(): CaseDef<'v2', Paged> {
  return {
    description:
      'count=N returns exactly N with incomplete=true while more remain; after_lt/after_hash (exclusive) continue without gaps or repeats to incomplete=false',
    mode: 'exact',
    ignore: ['/@extra'],
    async run(ctx: CaseContext<'v2', Paged>) {
      const found = txBlockArgs(ctx);
      const clause = (param: string) => ({ pointer: parameterPointer(ctx.target.doc, ctx.op, param) });
      // Paging needs a block of two transactions or more: the discovered one, or one of its predecessors in the shard.
      let at = found;
      let full: OkBody<'v2', Paged> | undefined;
      for (let back = 0; back < 30 && at.seqno > 0; back++, at = { ...found, seqno: found.seqno - back }) {
        full = ctx.ok(await ctx.call({ args: { ...at, count: 1000 } }));
        if (full.transactions.length >= 2) break;
      }
      if (!full) skip(`no block of ${found.workchain}:${found.shard} up to ${found.seqno} was read`);
      const all: Item[] = full.transactions;
      if (all.length < 2)
        skip(
          `no block of ${found.workchain}:${found.shard} up to ${found.seqno} holds two transactions: paging needs two`,
        );
      check(full.incomplete === false, `count=1000 over ${all.length} transactions says incomplete=${full.incomplete}`);
      const page = ctx.ok(await ctx.call({ args: { ...at, count: all.length - 1 } }));
      if (page.transactions.length !== all.length - 1)
        fail(
          `count=${all.length - 1} returned ${page.transactions.length} of ${all.length} transactions`,
          clause('count'),
        );
      if (page.incomplete !== true)
        fail(
          `count=${all.length - 1} of ${all.length} transactions says incomplete=${page.incomplete}`,
          clause('count'),
        );
      const seen: string[] = [];
      let cursor: Record<string, unknown> = {};
      for (let i = 0; i <= all.length; i++) {
        const step = Math.max(1, Math.floor(all.length / 3));
        const r = ctx.ok(await ctx.call({ args: { ...at, count: step, ...cursor } }));
        const ids = r.transactions.map(idOf);
        const repeated = ids.filter((id) => seen.includes(id));
        if (repeated.length)
          fail(`the page after ${JSON.stringify(cursor)} repeats ${repeated.join(', ')}`, clause('after_lt'));
        seen.push(...ids);
        if (!r.incomplete || !r.transactions.length) break;
        const last = r.transactions[r.transactions.length - 1]!;
        cursor = { after_lt: ltOf(last), after_hash: last.account };
      }
      const want = all.map(idOf);
      if (seen.join('|') !== want.join('|'))
        fail(
          `paging with after_lt/after_hash listed ${seen.length} transactions (${seen.slice(0, 3).join(', ')}…), one read lists ${want.length} (${want.slice(0, 3).join(', ')}…)`,
          clause('after_lt'),
        );
    },
  };
}
