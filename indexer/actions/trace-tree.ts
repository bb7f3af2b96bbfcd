/** The trace as a tree of nodes: each transaction with its in-message, under the transaction that sent it. */
import type { TraceInput } from './model.ts';
import type { Node } from './parts.ts';

/** The nodes in logical-time order, which is the order the node matchers visit them in. */
export function buildTree(trace: TraceInput): Node[] {
  const nodes = [...trace.transactions]
    .sort((a, b) => (a.lt < b.lt ? -1 : a.lt > b.lt ? 1 : 0))
    .map((tx): Node => ({ tx, in: tx.messages.find((m) => m.direction === 'in'), children: [], used: false }));
  const byOut = new Map<string, Node>();
  for (const n of nodes) for (const m of n.tx.messages) if (m.direction === 'out') byOut.set(m.msg_hash, n);
  for (const n of nodes) {
    const p = n.in ? byOut.get(n.in.msg_hash) : undefined;
    if (p) {
      n.parent = p;
      p.children.push(n);
    }
  }
  return nodes;
}
