// The coverage matrix of a run: every cell of the contracts (cells.ts) with the semantic oracles that covered
// it in this run, or the written reason it has none (reasons.ts), or neither. Only the rows of operations the
// run judged count, and not the cells of a capability the profile does not claim (streaming resume); the figure
// is what a full run of the suite proves about a server.
import type { Api, CellRef, OperationResult } from '../types.ts';
import type { ApiTarget } from '../target.ts';
import { allCells, cellKey, GATEWAY, rowOf } from './cells.ts';
import { reasonFor } from './reasons.ts';

export interface CoverageCell extends CellRef {
  status: 'covered' | 'reasoned' | 'uncovered';
  /** the checks that covered it: `<api>/<operationId> <check> <name>` */
  oracles?: string[];
  /** some oracle of the cell failed in this run */
  failed?: boolean;
  reason?: string;
}

export interface CoverageFigure {
  total: number;
  covered: number;
  reasoned: number;
  uncovered: number;
}

export interface CoverageMatrix {
  figure: CoverageFigure;
  cells: CoverageCell[];
}

export function coverageMatrix(
  targets: Partial<Record<Api, ApiTarget>>,
  operations: OperationResult[],
): CoverageMatrix {
  // rows the run judged: operations run (not "not implemented"), by their matrix row
  const judged = new Set<string>();
  let streaming = false;
  for (const o of operations) {
    if (o.outcome === 'not-implemented') continue;
    if (o.api === 'streaming') {
      if (o.outcome !== 'skipped') streaming = true;
      continue;
    }
    const target = targets[o.api];
    const op = target?.op(o.operationId);
    if (target && op) {
      judged.add(`${o.api} ${rowOf(target, op)}`);
      judged.add(`${o.api} ${GATEWAY}`);
    }
  }
  const oracles = new Map<string, { names: string[]; failed: boolean }>();
  // cells of a capability the profile does not claim (the checks that would prove them are not implemented)
  const unclaimed = new Set<string>();
  for (const o of operations)
    for (const c of o.checks) {
      if (c.covers && c.outcome === 'not-implemented') for (const cell of c.covers) unclaimed.add(cellKey(cell));
      if (!c.covers || (c.outcome !== 'pass' && c.outcome !== 'fail')) continue;
      for (const cell of c.covers) {
        const k = cellKey(cell);
        const entry = oracles.get(k) ?? { names: [], failed: false };
        const name = `${o.api}/${o.operationId} ${c.check} ${c.name}`;
        if (!entry.names.includes(name)) entry.names.push(name);
        entry.failed ||= c.outcome === 'fail';
        oracles.set(k, entry);
      }
    }
  const cells: CoverageCell[] = [];
  for (const cell of allCells(targets, streaming)) {
    if (cell.api !== 'streaming' && !judged.has(`${cell.api} ${cell.operation}`)) continue;
    const found = oracles.get(cellKey(cell));
    if (!found && unclaimed.has(cellKey(cell))) continue;
    if (found) {
      cells.push({ ...cell, status: 'covered', oracles: found.names, ...(found.failed ? { failed: true } : {}) });
      continue;
    }
    const reason = reasonFor(cell);
    cells.push(reason ? { ...cell, status: 'reasoned', reason } : { ...cell, status: 'uncovered' });
  }
  const count = (s: CoverageCell['status']) => cells.filter((c) => c.status === s).length;
  return {
    figure: {
      total: cells.length,
      covered: count('covered'),
      reasoned: count('reasoned'),
      uncovered: count('uncovered'),
    },
    cells,
  };
}

/** `612 cells: 540 covered by an oracle (88.2%), 72 with a written reason, 0 uncovered` */
export function figureLine(f: CoverageFigure): string {
  const pct = (n: number) => (f.total ? ((100 * n) / f.total).toFixed(1) : '0.0');
  return `coverage matrix: ${f.total} cells, ${f.covered} covered by a semantic oracle (${pct(f.covered)}%), ${f.reasoned} with a written reason, ${f.uncovered} uncovered`;
}
