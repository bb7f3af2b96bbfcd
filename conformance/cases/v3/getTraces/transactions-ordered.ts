import { check, skip, type CaseDef } from '../../../src/case.ts';
import { same } from '../../../src/values.ts';
import type { components } from '../../../../generated/v3/types.ts';

type Node = components['schemas']['TraceNode'];

function edges(node: Node | undefined, out: Array<[string, string]> = []): Array<[string, string]> {
  for (const c of node?.children ?? []) {
    out.push([String(node?.tx_hash), String(c.tx_hash)]);
    edges(c, out);
  }
  return out;
}

export default {
  description:
    "a trace's transactions_order lists each of its transactions once, by lt then account, and every child in the tree is later than its parent",
  mode: 'schema-only',
  async run(ctx) {
    const traces = ctx.ok(await ctx.call({ args: { limit: 5 } })).traces;
    if (!traces.length) skip('the index lists no trace');
    for (const t of traces.filter((x) => !x.is_incomplete)) {
      const txs = t.transactions ?? {};
      const order = t.transactions_order ?? [];
      const keys = Object.keys(txs);
      check(
        order.length === keys.length && keys.every((k) => order.some((o) => same(o, k))),
        `trace ${t.trace_id}: transactions_order (${order.length}) does not list each of its ${keys.length} transactions once`,
      );
      const tx = (h: string) => (txs[h] ?? txs[keys.find((k) => same(k, h))!])!;
      for (let i = 1; i < order.length; i++) {
        const [a, b] = [tx(order[i - 1]!), tx(order[i]!)];
        const ok = BigInt(a.lt) < BigInt(b.lt) || (a.lt === b.lt && String(a.account) <= String(b.account));
        check(
          ok,
          `trace ${t.trace_id}: transactions_order puts lt ${a.lt} (${a.account}) before lt ${b.lt} (${b.account})`,
        );
      }
      for (const [p, c] of edges(t.trace))
        check(
          BigInt(tx(c).lt) > BigInt(tx(p).lt),
          `trace ${t.trace_id}: child ${c} (lt ${tx(c).lt}) is not later than its parent ${p} (lt ${tx(p).lt})`,
        );
    }
  },
} satisfies CaseDef<'v3', 'getTraces'>;
