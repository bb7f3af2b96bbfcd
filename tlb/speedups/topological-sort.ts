import type { Cell } from '@ton/core';
import { patchPoint } from './patch-point.ts';

type Sorted = Array<{ cell: Cell; refs: number[] }>;
type TopologicalSort = (root: Cell) => Sorted;

/**
 * The distinct cells of a tree in BOC order with their references as indexes — the contract of @ton/core's
 * topologicalSort, which every BOC write calls. Same walk, same order: breadth-first discovery, then a
 * depth-first visit (last reference first) started from each cell in discovery order. The original restarts
 * the scan of its pending set from the beginning for every start (quadratic on large trees) and keeps its sets
 * keyed by hex strings; here each distinct cell gets a number when first met, its hash read as a key once per
 * reference to it, and the walks run on those numbers. A lone cell returns at once.
 *
 * Numbering cells as they are first met is numbering them in the original's discovery order: its queue takes
 * every reference in turn and skips a cell met before, so the cells it keeps come in the order first met.
 */
export function fastTopologicalSort(root: Cell): Sorted {
  if (root.refs.length === 0) return [{ cell: root, refs: [] }];
  const ids = new Map<string, number>();
  const cells: Cell[] = [];
  const refs: number[][] = [];
  const idOf = (c: Cell): number => {
    const k = c.hash().toString('latin1');
    let id = ids.get(k);
    if (id === undefined) {
      id = cells.length;
      ids.set(k, id);
      cells.push(c);
    }
    return id;
  };
  idOf(root);
  for (let q = 0; q < cells.length; q++) {
    const out = cells[q]!.refs;
    const r: number[] = new Array(out.length);
    for (let i = 0; i < out.length; i++) r[i] = idOf(out[i]!);
    refs.push(r);
  }
  const n = cells.length;
  const ON_PATH = 1;
  const DONE = 2;
  const state = new Uint8Array(n);
  const sorted: number[] = [];
  const visit = (id: number): void => {
    if (state[id] === DONE) return;
    if (state[id] === ON_PATH) throw Error('Not a DAG');
    state[id] = ON_PATH;
    const r = refs[id]!;
    for (let i = r.length - 1; i >= 0; i--) visit(r[i]!);
    sorted.push(id);
    state[id] = DONE;
  };
  for (let id = 0; id < n; id++) visit(id);
  const index = new Int32Array(n);
  for (let i = 0; i < n; i++) index[sorted[n - 1 - i]!] = i;
  const result: Sorted = new Array(n);
  for (let i = 0; i < n; i++) {
    const id = sorted[n - 1 - i]!;
    result[i] = { cell: cells[id]!, refs: refs[id]!.map((r) => index[r]!) };
  }
  return result;
}

export const topologicalSort = patchPoint<TopologicalSort>(
  '@ton/core/dist/boc/cell/utils/topologicalSort.js',
  [],
  'topologicalSort',
  () => fastTopologicalSort,
);
