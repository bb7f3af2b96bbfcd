// The operations of a bundled OpenAPI document, in the shape the suite works with, read from the
// contract's operation model. Parameters and bodies are dereferenced (fuzzing reads their types);
// response schemas stay as JSON pointers into the document so cyclic schemas validate through ajv's
// own $ref handling.
import {
  listOperations,
  type MediaTypeObject,
  type OperationParameter,
  type OperationResponse,
} from '../../../contract/operations.ts';
import type { OpenApiDocument } from '../../../contract/spec.ts';
import type { Api, HttpMethod, JsonSchema, Operation, Param, ResponseSpec } from '../types.ts';

const METHODS: HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'];
type Obj = Record<string, unknown>;

function examplesOf(media: MediaTypeObject): unknown[] {
  const out: unknown[] = [];
  if (media.example !== undefined) out.push(media.example);
  for (const ex of Object.values(media.examples ?? {})) if (ex?.value !== undefined) out.push(ex.value);
  return out;
}

function responseSpecs(responses: Record<string, OperationResponse>): Record<string, ResponseSpec> {
  const out: Record<string, ResponseSpec> = {};
  for (const [status, response] of Object.entries(responses)) {
    const content: Record<string, JsonSchema | undefined> = {};
    const examples: Record<string, unknown[]> = {};
    for (const [media, m] of Object.entries(response.content)) {
      const pointer = response.schemaPointers[media];
      content[media] = pointer === undefined ? undefined : { $ref: pointer };
      examples[media] = examplesOf(m ?? {});
    }
    out[status] = { content, examples };
  }
  return out;
}

function paramOf(p: OperationParameter): Param {
  return {
    name: p.name,
    in: p.in,
    required: p.required,
    schema: p.schema as JsonSchema,
    example: p.example,
    examples: Object.values(p.examples ?? {})
      .map((e) => e?.value)
      .filter((v) => v !== undefined),
    style: p.style,
    explode: p.explode,
  };
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
  const model = listOperations(doc).filter((op) => (METHODS as string[]).includes(op.method));
  return model.map((op) => {
    const pathMethods = METHODS.filter((m) => model.some((o) => o.path === op.path && o.method === m));
    let body: Operation['body'];
    if (op.requestBody) {
      const content = op.requestBody.content;
      const media = Object.keys(content).find((c) => c.includes('json')) ?? Object.keys(content)[0];
      if (media) {
        const m = content[media] ?? {};
        body = {
          required: op.requestBody.required,
          contentType: media,
          schema: withOwnProperties((m.schema as JsonSchema) ?? {}),
          example: examplesOf(m)[0],
        };
      }
    }
    return {
      api,
      operationId: op.operationId,
      method: op.method as HttpMethod,
      path: op.path,
      tags: op.tags,
      params: op.parameters.map(paramOf),
      body,
      responses: responseSpecs(op.responses),
      pathMethods,
      extensions: op.extensions,
    };
  });
}

/** Finds the documented response for a status: exact code, then `4XX`-style range, then `default`. */
export function documentedResponse(op: Operation, status: number): { key: string; spec: ResponseSpec } | undefined {
  for (const key of [String(status), `${String(status)[0]}XX`, `${String(status)[0]}xx`, 'default']) {
    const spec = op.responses[key];
    if (spec) return { key, spec };
  }
  return undefined;
}
