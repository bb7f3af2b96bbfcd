// Cells of the coverage matrix that no semantic oracle covers, each with the reason it has none. A pattern is
// `<api> <operation> <parameter> <transport>`, `*` matching any one part. The reason says why the suite cannot
// prove the parameter's meaning on a server it is given, not that nobody wrote the check yet: a cell without
// an oracle and without a reason shows as uncovered.
import type { CellRef } from '../types.ts';
import { REASONS as GATEWAY } from './reasons/gateway.ts';
import { REASONS as STREAMING } from './reasons/streaming.ts';
import { REASONS as V2 } from './reasons/v2.ts';
import { REASONS as V3 } from './reasons/v3.ts';

export const REASONS: Array<[pattern: string, reason: string]> = [...V2, ...V3, ...STREAMING, ...GATEWAY];

function matches(pattern: string, cell: CellRef): boolean {
  const parts = pattern.split(' ');
  const values = [cell.api, cell.operation, cell.parameter, cell.transport];
  return parts.length === 4 && parts.every((p, i) => p === '*' || p === values[i]);
}

export function reasonFor(cell: CellRef): string | undefined {
  return REASONS.find(([p]) => matches(p, cell))?.[1];
}
