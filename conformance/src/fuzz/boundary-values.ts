// Boundary values per parameter type, the classes a schema-driven fuzzer such as Schemathesis tries
// and more: integer edges and overflows, non-finite and non-integer numbers, NUL bytes, invalid UTF-8
// and lone surrogates, the wrong JSON type, huge values. Each class is sent once per parameter, so a
// run is deterministic. A boundary value may be valid (0 for an unsigned field): what fails is a 5xx,
// an undocumented status or a missing error envelope, not the answer itself.
import type { JsonSchema } from '../types.ts';

/** One value: its text for a query string (already percent-encoded) and for a JSON body. */
export interface BoundaryValue {
  label: string;
  query?: string;
  json?: string;
}

const INTEGER_EDGES: Array<[string, string]> = [
  ['0', '0'],
  ['-1', '-1'],
  ['2^31', '2147483648'],
  ['2^53+1', '9007199254740993'],
  ['2^63', '9223372036854775808'],
  ['-2^63-1', '-9223372036854775809'],
  ['2^64', '18446744073709551616'],
  ['10^30', '1000000000000000000000000000000'],
];

export function schemaKind(s: JsonSchema): 'integer' | 'boolean' | 'array' | 'object' | 'string' | undefined {
  if (typeof s !== 'object') return undefined;
  const types = Array.isArray(s.type) ? (s.type as string[]) : typeof s.type === 'string' ? [s.type] : [];
  if (types.includes('array')) return 'array';
  if (types.includes('integer') || types.includes('number')) return 'integer';
  if (types.includes('boolean')) return 'boolean';
  if (types.includes('object')) return 'object';
  // 64-bit values travel as decimal strings (v2 D8, v3 D9): their edges are the integer ones.
  if (types.includes('string') && typeof s.format === 'string' && /int/.test(s.format)) return 'integer';
  if (types.includes('string')) return 'string';
  for (const k of ['oneOf', 'anyOf'] as const) {
    for (const alt of (s[k] as JsonSchema[] | undefined) ?? []) {
      const t = schemaKind(alt);
      if (t) return t;
    }
  }
  return undefined;
}

export function boundaryValues(schema: JsonSchema): BoundaryValue[] {
  const kind = schemaKind(schema);
  const out: BoundaryValue[] = [];
  const both = (label: string, query: string, json: string): void => {
    out.push({ label, query, json });
  };
  if (kind === 'integer') {
    for (const [label, v] of INTEGER_EDGES) both(label, v, v);
    both('1e309', '1e309', '1e309');
    both('Infinity', 'Infinity', '"Infinity"');
    both('NaN', 'NaN', '"NaN"');
    both('1.5', '1.5', '1.5');
    both('leading zeros', '007', '"007"');
    both('hex', '0x10', '"0x10"');
    out.push({ label: '2^64 as text', json: '"18446744073709551616"' });
    both('empty', '', '""');
  }
  if (kind === 'boolean') {
    both('upper case', 'TRUE', '"TRUE"');
    both('2', '2', '2');
  }
  if (kind === 'integer' || kind === 'boolean') {
    both('NUL after a value', '1%00', '"1\\u0000"');
    out.push({ label: 'array for a scalar', json: '[1]' });
  }
  if (kind === 'string' || kind === undefined) {
    both('NUL byte', '%00', '"\\u0000"');
    both('NUL inside', 'a%00b', '"a\\u0000b"');
    out.push({ label: 'invalid UTF-8 %FF', query: '%FF' });
    out.push({ label: 'invalid UTF-8 %C3%28', query: '%C3%28' });
    both('lone surrogate', '%ED%A0%80', '"\\ud800"');
    both('8 KB value', 'x'.repeat(8192), `"${'x'.repeat(8192)}"`);
    out.push({ label: 'array for a scalar', json: '["1"]' });
    out.push({ label: 'object for a scalar', json: '{"a":1}' });
  }
  if (kind !== 'array' && kind !== 'object') out.push({ label: 'null', json: 'null' });
  if (kind === 'array') {
    const item = (schema as Record<string, unknown>).items as JsonSchema | undefined;
    for (const v of boundaryValues(item ?? {}).filter((x) => !/for a scalar|^null$/.test(x.label))) {
      out.push({ label: `item ${v.label}`, query: v.query, json: v.json === undefined ? undefined : `[${v.json}]` });
    }
    out.push({ label: 'scalar for an array', json: '"x"' });
    out.push({ label: 'nested array', json: '[["x"]]' });
  }
  if (kind === 'object') {
    out.push(
      { label: 'array for an object', json: '[1]' },
      { label: 'string for an object', json: '"x"' },
      { label: 'null', json: 'null' },
    );
  }
  return out;
}

/** Nested JSON arrays, `depth` levels deep. */
export const deepJson = (depth: number): string => '['.repeat(depth) + ']'.repeat(depth);
