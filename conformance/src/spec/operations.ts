// The operations of a bundled OpenAPI document, in the shape the suite works with. Parameters and
// bodies are dereferenced (fuzzing reads their types); response schemas stay as JSON pointers into
// the document so cyclic schemas validate through ajv's own $ref handling.
import { derefDeep, escapePointer, resolvePointer, type OpenApiDocument } from '../../../contract/spec.ts';
import type { Api, HttpMethod, JsonSchema, Operation, Param, ResponseSpec } from '../types.ts';

const METHODS: HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'];
type Obj = Record<string, unknown>;

/** Follows `$ref`s at one node, returning the target and the pointer where it lives. */
function follow(doc: OpenApiDocument, node: unknown, pointer: string): { value: Obj; pointer: string } {
  let value = node as Obj;
  let at = pointer;
  for (let hops = 0; value && typeof value.$ref === 'string' && hops < 16; hops++) {
    at = value.$ref as string;
    value = resolvePointer(doc, at) as Obj;
  }
  return { value, pointer: at };
}

function examplesOf(media: Obj, doc?: OpenApiDocument): unknown[] {
  const out: unknown[] = [];
  if (media.example !== undefined) out.push(media.example);
  const named = media.examples as Obj | undefined;
  for (const ex of Object.values(named ?? {})) {
    const value = (doc ? follow(doc, ex, '').value : (ex as Obj))?.value;
    if (value !== undefined) out.push(value);
  }
  return out;
}

function responseSpecs(doc: OpenApiDocument, responses: Obj, pointer: string): Record<string, ResponseSpec> {
  const out: Record<string, ResponseSpec> = {};
  for (const [status, raw] of Object.entries(responses ?? {})) {
    const { value, pointer: at } = follow(doc, raw, `${pointer}/${escapePointer(status)}`);
    const content: Record<string, JsonSchema | undefined> = {};
    const examples: Record<string, unknown[]> = {};
    for (const [media, m] of Object.entries((value?.content as Obj) ?? {})) {
      const mediaObj = (m ?? {}) as Obj;
      content[media] =
        mediaObj.schema === undefined ? undefined : { $ref: `#${at.slice(1)}/content/${escapePointer(media)}/schema` };
      examples[media] = derefDeep(doc, examplesOf(mediaObj, doc));
    }
    out[status] = { content, examples };
  }
  return out;
}

function params(doc: OpenApiDocument, pathItem: Obj, op: Obj): Param[] {
  const byKey = new Map<string, Param>();
  for (const raw of [...((pathItem.parameters as unknown[]) ?? []), ...((op.parameters as unknown[]) ?? [])]) {
    const p = derefDeep(doc, raw) as Obj;
    const examples = Object.values((p.examples as Obj) ?? {})
      .map((e) => (e as Obj)?.value)
      .filter((v) => v !== undefined);
    byKey.set(`${p.in}:${p.name}`, {
      name: String(p.name),
      in: p.in as Param['in'],
      required: p.required === true,
      schema: (p.schema as JsonSchema) ?? {},
      example: p.example,
      examples,
      style: p.style as string | undefined,
      explode: p.explode as boolean | undefined,
    });
  }
  return [...byKey.values()];
}

/**
 * A body schema composed with `allOf` (v3's webhook bodies: the filter fields plus their own) with the members'
 * properties and required names also at its top, where the cells, the valid arguments and the fuzzers read a
 * body's fields. The composition stays as it was, so validation is unchanged.
 */
function withOwnProperties(schema: JsonSchema): JsonSchema {
  if (typeof schema !== 'object' || !Array.isArray(schema.allOf)) return schema;
  const properties: Obj = { ...((schema.properties as Obj) ?? {}) };
  const required = new Set<string>((schema.required as string[]) ?? []);
  for (const member of schema.allOf as Obj[]) {
    const m = withOwnProperties(member) as Obj;
    for (const [k, v] of Object.entries((m.properties as Obj) ?? {})) properties[k] ??= v;
    for (const r of (m.required as string[]) ?? []) required.add(r);
  }
  return { ...schema, properties, ...(required.size ? { required: [...required] } : {}) };
}

/** Lists every operation of a bundled document. */
export function operationsOf(api: Api, doc: OpenApiDocument): Operation[] {
  const out: Operation[] = [];
  for (const [path, rawItem] of Object.entries(doc.paths ?? {})) {
    const { value: item } = follow(doc, rawItem, `#/paths/${escapePointer(path)}`);
    const pathMethods = METHODS.filter((m) => item[m] !== undefined);
    for (const method of pathMethods) {
      const op = item[method] as Obj;
      const pointer = `#/paths/${escapePointer(path)}/${method}`;
      const extensions: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(op)) if (k.startsWith('x-')) extensions[k] = v;
      let body: Operation['body'];
      if (op.requestBody !== undefined) {
        const rb = derefDeep(doc, op.requestBody) as Obj;
        const content = (rb.content as Obj) ?? {};
        const media = Object.keys(content).find((c) => c.includes('json')) ?? Object.keys(content)[0];
        if (media) {
          const m = (content[media] ?? {}) as Obj;
          body = {
            required: rb.required === true,
            contentType: media,
            schema: withOwnProperties((m.schema as JsonSchema) ?? {}),
            example: derefDeep(doc, examplesOf(m, doc)[0]),
          };
        }
      }
      out.push({
        api,
        operationId: String(op.operationId ?? `${method}${path}`),
        method,
        path,
        tags: (op.tags as string[]) ?? [],
        params: params(doc, item, op),
        body,
        responses: responseSpecs(doc, (op.responses as Obj) ?? {}, `${pointer}/responses`),
        pathMethods,
        extensions,
      });
    }
  }
  return out;
}

/** Finds the documented response for a status: exact code, then `4XX`-style range, then `default`. */
export function documentedResponse(op: Operation, status: number): { key: string; spec: ResponseSpec } | undefined {
  for (const key of [String(status), `${String(status)[0]}XX`, `${String(status)[0]}xx`, 'default']) {
    const spec = op.responses[key];
    if (spec) return { key, spec };
  }
  return undefined;
}
