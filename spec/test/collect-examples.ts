// Every example a bundled document carries, with the pointer of the schema it must satisfy.
import { escapePointer, resolvePointer, type JsonObject, type OpenApiDocument } from '../../contract/index.ts';

export interface FoundExample {
  kind: 'media type' | 'parameter' | 'schema';
  /** Where the example is written. */
  where: string;
  /** The schema it must validate against. */
  schemaPointer: string;
  value: unknown;
}

const SCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'dependentSchemas'];
const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SCHEMA_SINGLE = [
  'items',
  'additionalProperties',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
  'unevaluatedItems',
  'unevaluatedProperties',
];

/** Values of an OpenAPI `examples` map (Example objects, possibly $refs to components/examples). */
function exampleValues(
  doc: OpenApiDocument,
  map: unknown,
  where: string,
  problems: string[],
): Array<{ where: string; value: unknown }> {
  const out: Array<{ where: string; value: unknown }> = [];
  if (!map || typeof map !== 'object') return out;
  for (const [name, raw] of Object.entries(map as JsonObject)) {
    let ex = raw as JsonObject;
    let at = `${where}/examples/${escapePointer(name)}`;
    if (typeof ex.$ref === 'string') {
      at = ex.$ref;
      ex = resolvePointer(doc, ex.$ref) as JsonObject;
    }
    if ('value' in ex) out.push({ where: at, value: ex.value });
    else problems.push(`${at}: example has no inline value (externalValue cannot be checked offline)`);
  }
  return out;
}

function walkSchema(node: unknown, pointer: string, found: FoundExample[]): void {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return;
  const s = node as JsonObject;
  if (Array.isArray(s.examples)) {
    s.examples.forEach((value, i) =>
      found.push({ kind: 'schema', where: `${pointer}/examples/${i}`, schemaPointer: pointer, value }),
    );
  }
  if ('example' in s)
    found.push({ kind: 'schema', where: `${pointer}/example`, schemaPointer: pointer, value: s.example });
  for (const k of SCHEMA_MAPS) {
    if (s[k] && typeof s[k] === 'object') {
      for (const [name, sub] of Object.entries(s[k] as JsonObject))
        walkSchema(sub, `${pointer}/${k}/${escapePointer(name)}`, found);
    }
  }
  for (const k of SCHEMA_LISTS)
    if (Array.isArray(s[k])) (s[k] as unknown[]).forEach((sub, i) => walkSchema(sub, `${pointer}/${k}/${i}`, found));
  for (const k of SCHEMA_SINGLE) if (k in s) walkSchema(s[k], `${pointer}/${k}`, found);
}

function mediaTypes(
  doc: OpenApiDocument,
  content: unknown,
  pointer: string,
  found: FoundExample[],
  problems: string[],
): void {
  if (!content || typeof content !== 'object') return;
  for (const [mt, media] of Object.entries(content as JsonObject)) {
    const m = media as JsonObject;
    const at = `${pointer}/content/${escapePointer(mt)}`;
    if (m.schema === undefined) continue;
    walkSchema(m.schema, `${at}/schema`, found);
    if ('example' in m)
      found.push({ kind: 'media type', where: `${at}/example`, schemaPointer: `${at}/schema`, value: m.example });
    for (const ex of exampleValues(doc, m.examples, at, problems))
      found.push({ kind: 'media type', ...ex, schemaPointer: `${at}/schema` });
  }
}

function parameter(
  doc: OpenApiDocument,
  p: JsonObject,
  pointer: string,
  found: FoundExample[],
  problems: string[],
): void {
  if (typeof p.$ref === 'string') return; // checked where it is defined, in components/parameters
  if (p.schema !== undefined) {
    walkSchema(p.schema, `${pointer}/schema`, found);
    if ('example' in p)
      found.push({
        kind: 'parameter',
        where: `${pointer}/example`,
        schemaPointer: `${pointer}/schema`,
        value: p.example,
      });
    for (const ex of exampleValues(doc, p.examples, pointer, problems))
      found.push({ kind: 'parameter', ...ex, schemaPointer: `${pointer}/schema` });
  }
  mediaTypes(doc, p.content, pointer, found, problems);
}

function responsesAndBody(
  doc: OpenApiDocument,
  op: JsonObject,
  pointer: string,
  found: FoundExample[],
  problems: string[],
): void {
  for (const [status, r] of Object.entries((op.responses ?? {}) as JsonObject)) {
    if (typeof (r as JsonObject).$ref !== 'string')
      mediaTypes(doc, (r as JsonObject).content, `${pointer}/responses/${status}`, found, problems);
  }
  const rb = op.requestBody as JsonObject | undefined;
  if (rb && typeof rb.$ref !== 'string') mediaTypes(doc, rb.content, `${pointer}/requestBody`, found, problems);
  const params = Array.isArray(op.parameters) ? op.parameters : [];
  params.forEach((p, i) => parameter(doc, p as JsonObject, `${pointer}/parameters/${i}`, found, problems));
}

/** All examples in the document, each once, at the place it is written. */
export function collectExamples(doc: OpenApiDocument): { found: FoundExample[]; problems: string[] } {
  const found: FoundExample[] = [];
  const problems: string[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    const base = `#/paths/${escapePointer(path)}`;
    const it = item as JsonObject;
    responsesAndBody(doc, { parameters: it.parameters }, base, found, problems);
    for (const [method, op] of Object.entries(it)) {
      if (['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'].includes(method)) {
        responsesAndBody(doc, op as JsonObject, `${base}/${method}`, found, problems);
      }
    }
  }
  const c = doc.components ?? {};
  for (const [name, s] of Object.entries(c.schemas ?? {}))
    walkSchema(s, `#/components/schemas/${escapePointer(name)}`, found);
  for (const [name, p] of Object.entries(c.parameters ?? {}))
    parameter(doc, p as JsonObject, `#/components/parameters/${escapePointer(name)}`, found, problems);
  for (const [name, r] of Object.entries(c.responses ?? {}))
    mediaTypes(doc, (r as JsonObject).content, `#/components/responses/${escapePointer(name)}`, found, problems);
  for (const [name, r] of Object.entries(c.requestBodies ?? {}))
    mediaTypes(doc, (r as JsonObject).content, `#/components/requestBodies/${escapePointer(name)}`, found, problems);
  for (const [name, h] of Object.entries(c.headers ?? {})) {
    const hdr = h as JsonObject;
    if (hdr.schema) walkSchema(hdr.schema, `#/components/headers/${escapePointer(name)}/schema`, found);
  }
  return { found, problems };
}
