// Reading a resolved JSON Schema the way a client sees the data: through allOf/anyOf/oneOf, down
// properties, array items and map values, and out to the set of JSON types a value may take.
import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { bundledSpecPath, repoRoot, sourceSpecPath, type ApiName, type JsonObject } from '../../contract/index.ts';

export type JsonType = 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array' | 'null';
const ALL_TYPES: JsonType[] = ['string', 'integer', 'number', 'boolean', 'object', 'array', 'null'];

/** Why the tests of an api cannot run yet, or undefined when its source document exists. */
export function missingSpec(api: ApiName): string | undefined {
  const src = sourceSpecPath(api);
  if (!existsSync(src)) return `${relative(repoRoot, src)} does not exist yet`;
  return undefined;
}

/** Asserted by suites once the source exists: the bundle must too. */
export function requireBundle(api: ApiName): void {
  if (!existsSync(bundledSpecPath(api))) {
    throw new Error(`${relative(repoRoot, bundledSpecPath(api))} is missing: run make generate`);
  }
}

/** The leaf schemas a value must or may satisfy (composition flattened; `true`/`{}` stay as-is). */
export function leaves(schema: unknown, seen = new Set<unknown>()): JsonObject[] {
  if (schema === true || schema === undefined) return [{}];
  if (schema === false || schema === null || typeof schema !== 'object' || seen.has(schema)) return [];
  seen.add(schema);
  const s = schema as JsonObject;
  const out: JsonObject[] = [];
  const own = Object.fromEntries(Object.entries(s).filter(([k]) => !['allOf', 'anyOf', 'oneOf'].includes(k)));
  const hasOwn = [
    'type',
    'properties',
    'items',
    'additionalProperties',
    'const',
    'enum',
    'prefixItems',
    'patternProperties',
  ].some((k) => k in own);
  if (hasOwn || !(s.allOf || s.anyOf || s.oneOf)) out.push(own);
  for (const k of ['allOf', 'anyOf', 'oneOf'] as const) {
    if (Array.isArray(s[k])) for (const sub of s[k] as unknown[]) out.push(...leaves(sub, new Set(seen)));
  }
  return out;
}

function typesOfLeaf(leaf: JsonObject): JsonType[] | 'any' {
  if (Array.isArray(leaf.type)) return leaf.type as JsonType[];
  if (typeof leaf.type === 'string') return [leaf.type as JsonType];
  const literals = 'const' in leaf ? [leaf.const] : Array.isArray(leaf.enum) ? leaf.enum : undefined;
  if (literals) {
    return [
      ...new Set(
        literals.map(
          (v): JsonType =>
            v === null
              ? 'null'
              : Array.isArray(v)
                ? 'array'
                : typeof v === 'number'
                  ? Number.isInteger(v)
                    ? 'integer'
                    : 'number'
                  : (typeof v as JsonType),
        ),
      ),
    ];
  }
  if ('properties' in leaf || 'additionalProperties' in leaf) return ['object'];
  if ('items' in leaf || 'prefixItems' in leaf) return ['array'];
  return 'any';
}

/**
 * The JSON types a value under `schema` may have. Within one allOf, the types intersect; across
 * anyOf/oneOf branches, they unite. `{}` (or no type at all) means any type.
 */
export function jsonTypes(schema: unknown): Set<JsonType> {
  const s = schema as JsonObject | undefined;
  if (s === undefined || s === null || typeof s !== 'object') return new Set(ALL_TYPES);
  const own = typesOfLeaf(
    Object.fromEntries(Object.entries(s).filter(([k]) => !['allOf', 'anyOf', 'oneOf'].includes(k))),
  );
  let result = new Set<JsonType>(own === 'any' ? ALL_TYPES : own);
  if (result.has('number')) result.add('integer');
  for (const part of (s.allOf as unknown[] | undefined) ?? []) {
    const t = jsonTypes(part);
    result = new Set([...result].filter((x) => t.has(x)));
  }
  for (const k of ['anyOf', 'oneOf'] as const) {
    if (!Array.isArray(s[k])) continue;
    const union = new Set<JsonType>();
    for (const sub of s[k] as unknown[]) for (const t of jsonTypes(sub)) union.add(t);
    result = new Set([...result].filter((x) => union.has(x)));
  }
  return result;
}

/** True when the schema says nothing about the value (`{}`, `true`, a bare description). */
export function isUntyped(schema: unknown): boolean {
  return jsonTypes(schema).size === ALL_TYPES.length;
}

/** Property names a value under `schema` can carry, from every leaf. */
export function propertyNames(schema: unknown): Set<string> {
  const names = new Set<string>();
  for (const leaf of leaves(schema))
    for (const k of Object.keys((leaf.properties as JsonObject | undefined) ?? {})) names.add(k);
  return names;
}

/**
 * The schema one step down: a property name, `[]` for array items, `{}` for map values. Several
 * leaves may define it (branches of a union); they are returned as an anyOf.
 */
export function step(schema: unknown, token: string): JsonObject | undefined {
  const found: unknown[] = [];
  for (const leaf of leaves(schema)) {
    if (token === '[]' && leaf.items !== undefined) found.push(leaf.items);
    else if (token === '{}' && leaf.additionalProperties !== undefined && typeof leaf.additionalProperties === 'object')
      found.push(leaf.additionalProperties);
    else if (leaf.properties && (leaf.properties as JsonObject)[token] !== undefined)
      found.push((leaf.properties as JsonObject)[token]);
  }
  if (found.length === 0) return undefined;
  // An envelope's generic `result: {}` refined by an allOf sibling: the refinement is what holds.
  const typed = found.filter((f) => !isUntyped(f));
  if (typed.length > 0) found.splice(0, found.length, ...typed);
  return found.length === 1 ? (found[0] as JsonObject) : { anyOf: found };
}

/** `a.b[].c{}` style path → the schema there, or undefined with the first missing step. */
export function walk(schema: unknown, path: string): { schema?: JsonObject; missing?: string } {
  const tokens = path.split(/(\[\]|\{\})|\./).filter((t): t is string => !!t);
  let node = schema as JsonObject | undefined;
  const done: string[] = [];
  for (const token of tokens) {
    node = step(node, token);
    done.push(token);
    if (node === undefined) return { missing: done.join('.').replace(/\.(\[\]|\{\})/g, '$1') };
  }
  return { schema: node };
}
