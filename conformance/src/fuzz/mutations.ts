// Invalid inputs derived from the spec: for each parameter or body field, fast-check arbitraries of
// values its schema rejects (wrong type, out of range, bad format, not in enum, too many items) and,
// for required ones, leaving it out. The contract's own format checks decide what "invalid" means.
import fc from 'fast-check';
import type { SchemaValidator } from '../spec/validator.ts';
import type { JsonSchema, Operation } from '../types.ts';

export type Mutation =
  | { kind: 'drop'; field: string; why: string }
  | { kind: 'set'; field: string; value: unknown; why: string }
  | { kind: 'noop'; field: string; why: string };

type Obj = Record<string, unknown>;
const NUMERIC = /^-?\d+$/;

function schemaType(s: JsonSchema): string | undefined {
  if (typeof s !== 'object') return undefined;
  if (typeof s.type === 'string') return s.type;
  if (Array.isArray(s.type)) return (s.type as string[]).find((t) => t !== 'null');
  for (const k of ['oneOf', 'anyOf', 'allOf']) {
    const alts = s[k] as JsonSchema[] | undefined;
    if (Array.isArray(alts))
      for (const a of alts) {
        const t = schemaType(a);
        if (t) return t;
      }
  }
  return undefined;
}

function acceptsType(s: JsonSchema, type: string): boolean {
  if (typeof s !== 'object') return true;
  const types = new Set<string>();
  const collect = (x: JsonSchema): void => {
    if (typeof x !== 'object') {
      types.add('*');
      return;
    }
    if (typeof x.type === 'string') types.add(x.type);
    else if (Array.isArray(x.type)) (x.type as string[]).forEach((t) => types.add(t));
    for (const k of ['oneOf', 'anyOf']) (x[k] as JsonSchema[] | undefined)?.forEach(collect);
    if (x.type === undefined && !x.oneOf && !x.anyOf) types.add('*');
  };
  collect(s);
  return types.has('*') || types.has(type) || (type === 'integer' && types.has('number'));
}

/** Flips one character of a valid value: breaks CRCs and hashes while keeping the length. */
function corrupt(valid: string): fc.Arbitrary<string> {
  return fc.nat({ max: Math.max(0, valid.length - 1) }).map((i) => {
    const c = valid[i]!;
    const swap = c === 'A' ? 'B' : c === '0' ? '1' : c === ':' ? ';' : 'A';
    return valid.slice(0, i) + swap + valid.slice(i + 1);
  });
}

function stringValues(s: Obj, valid: unknown, v: SchemaValidator): fc.Arbitrary<unknown> | undefined {
  const arbs: fc.Arbitrary<unknown>[] = [];
  const fmt = typeof s.format === 'string' ? s.format : undefined;
  const holds = (x: string): boolean => {
    if (x.length === 0) return true; // empty often means "absent"; not a fair invalid value
    if (fmt && !v.formatHolds(fmt, x)) return false;
    if (typeof s.pattern === 'string' && !new RegExp(s.pattern, 'u').test(x)) return false;
    if (Array.isArray(s.enum) && !s.enum.includes(x)) return false;
    if (typeof s.maxLength === 'number' && x.length > s.maxLength) return false;
    if (typeof s.minLength === 'number' && x.length < s.minLength) return false;
    return true;
  };
  const constrained =
    fmt !== undefined ||
    s.pattern !== undefined ||
    Array.isArray(s.enum) ||
    s.maxLength !== undefined ||
    (typeof s.minLength === 'number' && s.minLength > 1);
  if (!constrained) return undefined;
  // No filters here: a finite arbitrary whose every value is valid would never yield. Values the
  // contract accepts become no-ops in mutationsOf instead.
  arbs.push(fc.string({ minLength: 1, maxLength: 70 }).map((x) => (holds(x) ? `${x}\u0000!` : x)));
  arbs.push(fc.constantFrom('not-an-address', '0:zz', 'EQ', '-1:' + 'g'.repeat(64), 'x'.repeat(48)));
  if (typeof valid === 'string' && valid.length > 1) arbs.push(corrupt(valid));
  if (typeof s.maxLength === 'number') arbs.push(fc.constant('7'.repeat(s.maxLength + 1)));
  return fc.oneof(...arbs);
}

function numberValues(s: Obj, inQuery: boolean): fc.Arbitrary<unknown> {
  const arbs: fc.Arbitrary<unknown>[] = [
    fc.constantFrom('abc', '1.5', '0x1g', 'NaN', '1e400', '--1', 'Infinity', '-Infinity', '1e309', '0x10', '1\u0000'),
    fc
      .string({ minLength: 1, maxLength: 12 })
      .map((x) => (NUMERIC.test(x.trim()) || x.trim().length === 0 ? `${x}z` : x)),
  ];
  if (!inQuery) arbs.push(fc.constantFrom<unknown>({}, [], true));
  // Beyond 64 bits, either sign: what overflows a database column or a machine integer.
  arbs.push(fc.bigInt({ min: 2n ** 63n, max: 2n ** 80n }).chain((n) => fc.constantFrom(String(n), String(-n))));
  const max =
    typeof s.maximum === 'number'
      ? s.maximum
      : typeof s.exclusiveMaximum === 'number'
        ? s.exclusiveMaximum - 1
        : undefined;
  const min =
    typeof s.minimum === 'number'
      ? s.minimum
      : typeof s.exclusiveMinimum === 'number'
        ? s.exclusiveMinimum + 1
        : undefined;
  if (max !== undefined) arbs.push(fc.integer({ min: max + 1, max: max + 1_000_000 }));
  if (min !== undefined) arbs.push(fc.integer({ min: min - 1_000_000, max: min - 1 }));
  return fc.oneof(...arbs);
}

function fieldValues(
  schema: JsonSchema,
  valid: unknown,
  inQuery: boolean,
  v: SchemaValidator,
): fc.Arbitrary<unknown> | undefined {
  if (typeof schema !== 'object') return undefined;
  const s = schema as Obj;
  const type = schemaType(schema);
  if (type === 'integer' || type === 'number') {
    // A spec that also allows strings for numbers (JSON-RPC convenience) only rejects non-numeric ones.
    return numberValues(s, inQuery);
  }
  if (type === 'boolean') return fc.constantFrom<unknown>('maybe', '2', 'truthy', ...(inQuery ? [] : [42, 'true?']));
  if (type === 'array') {
    const items = (s.items ?? {}) as JsonSchema;
    const arbs: fc.Arbitrary<unknown>[] = [];
    const item = Array.isArray(valid) ? valid[0] : valid;
    if (typeof s.maxItems === 'number' && item !== undefined && s.maxItems < 5000) {
      arbs.push(fc.constant(Array.from({ length: s.maxItems + 1 }, () => item)));
    }
    const bad = fieldValues(items, item, inQuery, v);
    if (bad) arbs.push(bad.map((x) => [x]));
    if (!inQuery) arbs.push(fc.constantFrom<unknown>(42, { a: 1 }));
    return arbs.length ? fc.oneof(...arbs) : undefined;
  }
  if (type === 'object' && !inQuery) return fc.constantFrom<unknown>(42, 'text', [1, 2]);
  if (type === 'string') {
    const str = stringValues(s, valid, v);
    const wrongType =
      !inQuery && !acceptsType(schema, 'integer') && !acceptsType(schema, 'object')
        ? fc.constantFrom<unknown>(12345, { a: 1 }, [true])
        : undefined;
    const arbs = [str, wrongType].filter((a): a is fc.Arbitrary<unknown> => a !== undefined);
    return arbs.length ? fc.oneof(...arbs) : undefined;
  }
  return undefined;
}

/** All mutations of an operation's inputs as one arbitrary, or undefined when nothing can be invalid. */
export function mutationsOf(op: Operation, base: Obj, v: SchemaValidator): fc.Arbitrary<Mutation> | undefined {
  const arbs: fc.Arbitrary<Mutation>[] = [];
  const fields: Array<{ name: string; schema: JsonSchema; required: boolean; inQuery: boolean }> = [];
  for (const p of op.params)
    if (p.in === 'query' || p.in === 'path')
      fields.push({ name: p.name, schema: p.schema, required: p.required, inQuery: true });
  const body = op.body?.schema;
  if (body && typeof body === 'object') {
    const req = new Set((body.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries((body.properties ?? {}) as Record<string, JsonSchema>)) {
      fields.push({ name, schema, required: req.has(name), inQuery: false });
    }
  }
  for (const f of fields) {
    if (f.required) arbs.push(fc.constant<Mutation>({ kind: 'drop', field: f.name, why: 'required field left out' }));
    // The contract itself decides what is invalid: a generated value it accepts is thrown away.
    // (mapped to a no-op rather than filtered, so a field whose candidates all pass cannot stall generation)
    const values = fieldValues(f.schema, base[f.name], f.inQuery, v);
    if (values)
      arbs.push(
        values.map(
          (value): Mutation =>
            v.rejects(f.schema, value, f.inQuery)
              ? { kind: 'set', field: f.name, value, why: `value the schema of ${f.name} rejects` }
              : { kind: 'noop', field: f.name, why: 'generated value is valid' },
        ),
      );
  }
  return arbs.length ? fc.oneof(...arbs) : undefined;
}

export function applyMutation(base: Obj, m: Mutation): Obj {
  const out = { ...base };
  if (m.kind === 'drop') delete out[m.field];
  else if (m.kind === 'set') out[m.field] = m.value;
  return out;
}
