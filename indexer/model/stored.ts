/**
 * A row as PostgreSQL gives it back once written through its table spec (tables.ts), without the round trip: what
 * node-postgres answers for each column type. An emulation the API shows and never keeps is read this way; a test
 * (indexer/test/stored-rows.test.ts) holds it equal to the rows the pending tables give back.
 */
import type { TableSpec } from './tables.ts';

/** A column's value, as written, the way node-postgres answers it for the column's type. */
export function storedValue(type: string, v: unknown): unknown {
  if (v === null || v === undefined) return null;
  switch (type) {
    case 'int8':
    case 'numeric':
      // node-postgres answers 64-bit integers and numerics as decimal strings
      return String(v);
    case 'int2':
    case 'int4':
      return Number(v);
    case 'jsonb':
      // written as JSON text, answered parsed
      return typeof v === 'string' ? JSON.parse(v) : v;
    default:
      return v;
  }
}

export function asStored<R>(spec: TableSpec<R>, row: R): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [column, type] of spec.columns) out[column] = storedValue(type, (row as Record<string, unknown>)[column]);
  return out;
}
