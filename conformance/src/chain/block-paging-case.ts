// getBlockTransactions(Ext) paging over every transport: count=N gives exactly the first N with incomplete=true
// (req_count N), and the exclusive cursor (after_lt, after_hash = lt and account of the last item seen) walks
// the block without gaps or repeats to incomplete=false. The block is one with two transactions or more: the
// discovered basechain block or, walking back, a masterchain block (whose tick and tock transactions are
// several in every block).
import { type CaseContext, type CaseDef, fail, skip } from '../case.ts';
import type { BlockIdExt } from '../blocks.ts';
import { parameterPointer } from '../spec/pointers.ts';
import { at, records } from '../values.ts';
import { callOver, overTransports, transportName, transportsOf } from './transports.ts';

type Paged = 'getBlockTransactions' | 'getBlockTransactionsExt';
type Item = Record<string, unknown>;
const ltOf = (t: Item): string => String(at(t, 'lt') ?? at(t, 'transaction_id', 'lt'));
const idOf = (t: Item): string => `${t.account}/${ltOf(t)}`;

export function blockCursorCase(op: Paged): CaseDef<'v2'> {
  return {
    description:
      'count=N returns exactly the first N transactions of a block with incomplete=true and req_count N; after_lt/after_hash (exclusive) continue without gaps or repeats to incomplete=false; over GET, POST and JSON-RPC',
    mode: 'exact',
    covers: ['count', 'after_lt', 'after_hash'],
    async run(ctx: CaseContext<'v2'>) {
      const clause = (p: string) => ({ pointer: parameterPointer(ctx.target.doc, ctx.op, p) });
      const starts = [ctx.data.shardTxBlock, ctx.data.txBlock].filter((b): b is BlockIdExt => !!b);
      let block: { workchain: number; shard: string; seqno: number } | undefined;
      let all: Item[] = [];
      for (const s of starts) {
        for (let back = 0; back < 10 && s.seqno - back > 0 && all.length < 2; back++) {
          block = { workchain: s.workchain, shard: String(s.shard), seqno: s.seqno - back };
          const r = ctx.ok(await ctx.call({ operationId: op, args: { ...block, count: 1000 } }));
          all = records(r.transactions);
          if (all.length >= 2 && r.incomplete !== false)
            fail(`count=1000 over ${all.length} transactions says incomplete=${r.incomplete}`, clause('count'));
        }
        if (all.length >= 2) break;
      }
      if (!block || all.length < 2)
        skip('no block with two transactions found near the discovered ones: paging needs two');
      const want = all.map(idOf);
      const n = all.length - 1;
      for (const { transport, ex } of await overTransports(ctx, op, { ...block, count: n })) {
        const r = ctx.ok(ex);
        const got = records(r.transactions).map(idOf);
        if (got.join() !== want.slice(0, n).join() || r.incomplete !== true || r.req_count !== n)
          fail(
            `${transportName(transport)} count=${n} of ${all.length}: ${got.length} transactions, incomplete=${r.incomplete}, req_count=${r.req_count}`,
            clause('count'),
          );
      }
      const step = Math.max(1, Math.floor(all.length / 3));
      for (const transport of transportsOf(ctx, op)) {
        const seen: string[] = [];
        let cursor: Record<string, unknown> = {};
        for (let i = 0; i <= all.length; i++) {
          const r = ctx.ok(await callOver(ctx, op, { ...block, count: step, ...cursor }, transport));
          const items = records(r.transactions);
          const ids = items.map(idOf);
          if (ids.some((id) => seen.includes(id)))
            fail(
              `${transportName(transport)}: the page after ${JSON.stringify(cursor)} repeats a transaction`,
              clause('after_lt'),
            );
          seen.push(...ids);
          if (!r.incomplete || !items.length) break;
          const last = items.at(-1)!;
          cursor = { after_lt: ltOf(last), after_hash: String(last.account) };
        }
        if (seen.join('|') !== want.join('|'))
          fail(
            `${transportName(transport)}: paging with after_lt/after_hash listed ${seen.length} transactions, one read lists ${want.length}`,
            clause('after_hash'),
          );
      }
    },
  };
}
