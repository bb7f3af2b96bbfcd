import type { Cell } from '@ton/core';
import { patchPoint } from './patch-point.ts';

type Sorted = Array<{ cell: Cell; refs: number[] }>;
type TopologicalSort = (root: Cell) => Sorted;

/**
 * The distinct cells of a tree in BOC order with their references as indexes — the contract of @ton/core's
 * topologicalSort, which every BOC write calls. Same walk, same order: breadth-first discovery, then a
 * depth-first visit (last reference first) started from each cell in discovery order. The original restarts
 * the scan of its pending set from the beginning for every start (quadratic on large trees) and keys cells by
 * hex strings; here the scan goes on where it stopped, keys are the raw hash bytes, and a lone cell returns at once.
 */
export function fastTopologicalSort(root: Cell): Sorted {
  if (root.refs.length === 0) return [{ cell: root, refs: [] }];
  const key = (c: Cell) => c.hash().toString('latin1');
  const found = new Map<string, { cell: Cell; refs: string[] }>();
  const order: string[] = [];
  const queue: Cell[] = [root];
  for (let q = 0; q < queue.length; q++) {
    const cell = queue[q]!;
    const k = key(cell);
    if (found.has(k)) continue;
    found.set(k, { cell, refs: cell.refs.map(key) });
    order.push(k);
    for (const r of cell.refs) queue.push(r);
  }
  const done = new Set<string>();
  const onPath = new Set<string>();
  const sorted: string[] = [];
  const visit = (k: string): void => {
    if (done.has(k)) return;
    if (onPath.has(k)) throw Error('Not a DAG');
    onPath.add(k);
    const refs = found.get(k)!.refs;
    for (let i = refs.length - 1; i >= 0; i--) visit(refs[i]!);
    sorted.push(k);
    onPath.delete(k);
    done.add(k);
  };
  for (const k of order) visit(k);
  const index = new Map<string, number>();
  for (let i = 0; i < sorted.length; i++) index.set(sorted[sorted.length - 1 - i]!, i);
  const result: Sorted = [];
  for (let i = sorted.length - 1; i >= 0; i--) {
    const e = found.get(sorted[i]!)!;
    result.push({ cell: e.cell, refs: e.refs.map((r) => index.get(r)!) });
  }
  return result;
}

export const topologicalSort = patchPoint<TopologicalSort>(
  '@ton/core/dist/boc/cell/utils/topologicalSort.js',
  [],
  'topologicalSort',
  () => fastTopologicalSort,
);
