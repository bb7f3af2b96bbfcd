import { check, fail, skip, type CaseDef } from '../../../src/case.ts';
import { parameterPointer } from '../../../src/spec/pointers.ts';

type Tx = { transaction_id: { lt: string; hash: string } };
const id = (t: Tx): string => `${t.transaction_id.lt}/${t.transaction_id.hash}`;

// Every read starts at a fixed transaction (lt/hash) so the account's new transactions cannot move the pages.
export default {
  description:
    'limit=N returns exactly N (default 10); lt/hash start at that transaction (inclusive); to_lt stops before it (exclusive); archival=true answers the same history',
  mode: 'exact',
  async run(ctx) {
    const address = ctx.args().address;
    const at = (p: string) => ({ pointer: parameterPointer(ctx.target.doc, ctx.op, p) });
    const head = ctx.ok(await ctx.call({ args: { address, limit: 1 } })) as Tx[];
    if (!head.length) skip('the discovered account has no transactions');
    const start = { lt: head[0]!.transaction_id.lt, hash: head[0]!.transaction_id.hash };
    const all = ctx.ok(await ctx.call({ args: { address, ...start, limit: 20 } })) as Tx[];
    if (all.length < 3) skip(`the account has only ${all.length} transactions: limit and to_lt need three`);
    if (id(all[0]!) !== id(head[0]!))
      fail(
        `lt/hash of a transaction did not start the page at it: first is ${id(all[0]!)}, expected ${id(head[0]!)} (inclusive)`,
        at('lt'),
      );
    for (let i = 1; i < all.length; i++)
      check(
        BigInt(all[i]!.transaction_id.lt) < BigInt(all[i - 1]!.transaction_id.lt),
        `transactions are not newest first at ${i}`,
      );
    const n = all.length - 1;
    const page = ctx.ok(await ctx.call({ args: { address, ...start, limit: n } })) as Tx[];
    if (page.map(id).join() !== all.slice(0, n).map(id).join())
      fail(`limit=${n} returned ${page.length} transactions, expected the first ${n} of ${all.length}`, at('limit'));
    const plain = ctx.ok(await ctx.call({ args: { address, ...start } })) as Tx[];
    if (plain.length !== Math.min(10, all.length))
      fail(
        `without limit ${plain.length} transactions came back while ${all.length} exist; the documented default is 10`,
        at('limit'),
      );
    const mid = all[1]!;
    const inner = ctx.ok(
      await ctx.call({ args: { address, lt: mid.transaction_id.lt, hash: mid.transaction_id.hash, limit: 2 } }),
    ) as Tx[];
    if (inner.map(id).join() !== all.slice(1, 3).map(id).join())
      fail(
        `lt/hash of transaction 1 gave ${inner.map(id).join(', ')}, expected transactions 1 and 2 of one read`,
        at('hash'),
      );
    const stop = all[2]!.transaction_id.lt;
    const bounded = ctx.ok(await ctx.call({ args: { address, ...start, to_lt: stop, limit: 20 } })) as Tx[];
    if (bounded.map(id).join() !== all.slice(0, 2).map(id).join())
      fail(
        `to_lt=${stop} returned ${bounded.map(id).join(', ')}: expected the two transactions newer than it, and not the one at it (exclusive)`,
        at('to_lt'),
      );
    const archival = ctx.ok(await ctx.call({ args: { address, ...start, limit: 3, archival: true } })) as Tx[];
    if (archival.map(id).join() !== all.slice(0, 3).map(id).join())
      fail(
        `archival=true answered ${archival.map(id).join(', ')}, the same history without it is ${all.slice(0, 3).map(id).join(', ')}`,
        at('archival'),
      );
  },
} satisfies CaseDef<'v2', 'getTransactions'>;
