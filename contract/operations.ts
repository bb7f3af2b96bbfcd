// The operations of a bundled document, flattened with every local $ref resolved: the one model of
// a document's operations that the server, the conformance suite and the tests read. Next to each
// resolved schema it keeps the JSON pointer where that schema lives, because validators compile by
// pointer: ajv then follows the document's own $refs, which a dereferenced (possibly cyclic) copy cannot.
import {
  ContractError,
  derefDeep,
  escapePointer,
  locate,
  locateObject,
  type JsonObject,
  type OpenApiDocument,
} from './spec.ts';

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];
export type ParameterLocation = 'query' | 'path' | 'header' | 'cookie';

export interface OperationParameter {
  name: string;
  in: ParameterLocation;
  required: boolean;
  schema: JsonObject;
  /** Pointer of the parameter's schema in the document (after following the parameter's `$ref`). */
  schemaPointer?: string;
  description?: string;
  style?: string;
  explode?: boolean;
  deprecated?: boolean;
  example?: unknown;
  examples?: Record<string, ExampleObject>;
}

export interface ExampleObject {
  summary?: string;
  description?: string;
  value?: unknown;
  externalValue?: string;
}

export interface MediaTypeObject {
  schema?: JsonObject;
  example?: unknown;
  examples?: Record<string, ExampleObject>;
}

export interface OperationResponse {
  description: string;
  headers?: Record<string, JsonObject>;
  content: Record<string, MediaTypeObject>;
  /** Pointer of each media type's schema in the document; media types declared without a schema are absent. */
  schemaPointers: Record<string, string>;
}

export interface OperationRequestBody {
  required: boolean;
  description?: string;
  content: Record<string, MediaTypeObject>;
  /** Schema of the first JSON media type (the one clients send by default), if any. */
  schema?: JsonObject;
  /** Pointer of each media type's schema in the document; media types declared without a schema are absent. */
  schemaPointers: Record<string, string>;
}

export interface Operation {
  operationId: string;
  method: HttpMethod;
  /** Path as written in the document, without the server's base path (e.g. `/getAddressInformation`). */
  path: string;
  /** JSON pointer of the operation object inside the bundled document (`#/paths/~1x/get`). */
  pointer: string;
  summary: string;
  description?: string;
  tags: string[];
  deprecated: boolean;
  parameters: OperationParameter[];
  requestBody?: OperationRequestBody;
  responses: Record<string, OperationResponse>;
  security?: Array<Record<string, string[]>>;
  /** `x-*` keys of the operation and its path item (the operation's win). */
  extensions: Record<string, unknown>;
}

function extensionsOf(...objs: JsonObject[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const obj of objs) for (const [k, v] of Object.entries(obj)) if (k.startsWith('x-')) out[k] = v;
  return out;
}

/**
 * Operation- and path-level parameters, the operation's overriding by (name, in). `levels` pairs each
 * level's pointer in the raw document with its dereferenced parameter list.
 */
function mergeParameters(doc: OpenApiDocument, levels: Array<[string, unknown]>): OperationParameter[] {
  const merged = new Map<string, OperationParameter>();
  for (const [base, list] of levels) {
    if (!Array.isArray(list)) continue;
    (list as JsonObject[]).forEach((p, i) => {
      const param: OperationParameter = {
        ...(p as unknown as OperationParameter),
        required: p.in === 'path' ? true : p.required === true,
        schema: (p.schema as JsonObject | undefined) ?? {},
      };
      if (p.schema !== undefined)
        param.schemaPointer = `${locateObject(doc, base, 'parameters', String(i)).pointer}/schema`;
      merged.set(`${param.in}:${param.name}`, param);
    });
  }
  return [...merged.values()];
}

function schemaPointersOf(doc: OpenApiDocument, at: string, content: Record<string, MediaTypeObject>) {
  const out: Record<string, string> = {};
  for (const [mediaType, media] of Object.entries(content))
    if (media?.schema !== undefined) out[mediaType] = locate(doc, at, 'content', mediaType, 'schema').pointer;
  return out;
}

function firstJsonSchema(content: Record<string, MediaTypeObject>): JsonObject | undefined {
  const type = Object.keys(content).find((t) => /json/i.test(t)) ?? Object.keys(content)[0];
  return type === undefined ? undefined : content[type]?.schema;
}

const opCache = new WeakMap<OpenApiDocument, Operation[]>();

/** Every operation of the document in document order, with `$ref`s resolved. */
export function listOperations(doc: OpenApiDocument): Operation[] {
  const hit = opCache.get(doc);
  if (hit) return hit;
  const ops: Operation[] = [];
  const seen = new Set<string>();
  for (const [path, rawItem] of Object.entries(doc.paths)) {
    const item = derefDeep(doc, rawItem);
    for (const method of HTTP_METHODS) {
      const op = item[method] as JsonObject | undefined;
      if (!op) continue;
      const pointer = `#/paths/${escapePointer(path)}/${method}`;
      const operationId = typeof op.operationId === 'string' ? op.operationId : '';
      if (!operationId) throw new ContractError(`${method.toUpperCase()} ${path} has no operationId`);
      if (seen.has(operationId)) throw new ContractError(`operationId ${operationId} is used twice`);
      seen.add(operationId);
      const responses: Record<string, OperationResponse> = {};
      for (const [status, r] of Object.entries((op.responses ?? {}) as Record<string, JsonObject>)) {
        const content = (r.content ?? {}) as Record<string, MediaTypeObject>;
        responses[status] = {
          ...(r as unknown as OperationResponse),
          description: String(r.description ?? ''),
          content,
          schemaPointers: schemaPointersOf(doc, locateObject(doc, pointer, 'responses', status).pointer, content),
        };
      }
      let requestBody: OperationRequestBody | undefined;
      if (op.requestBody) {
        const rb = op.requestBody as JsonObject;
        const content = (rb.content ?? {}) as Record<string, MediaTypeObject>;
        requestBody = {
          ...(rb as object),
          required: rb.required === true,
          content,
          schema: firstJsonSchema(content),
          schemaPointers: schemaPointersOf(doc, locateObject(doc, pointer, 'requestBody').pointer, content),
        };
      }
      const operation: Operation = {
        operationId,
        method,
        path,
        pointer,
        summary: typeof op.summary === 'string' ? op.summary : '',
        tags: Array.isArray(op.tags) ? (op.tags as string[]) : [],
        deprecated: op.deprecated === true,
        parameters: mergeParameters(doc, [
          [`#/paths/${escapePointer(path)}`, item.parameters],
          [pointer, op.parameters],
        ]),
        responses,
        extensions: extensionsOf(item, op),
      };
      if (typeof op.description === 'string') operation.description = op.description;
      if (requestBody) operation.requestBody = requestBody;
      if (Array.isArray(op.security)) operation.security = op.security as Array<Record<string, string[]>>;
      ops.push(operation);
    }
  }
  opCache.set(doc, ops);
  return ops;
}

export function findOperation(doc: OpenApiDocument, operationId: string): Operation {
  const op = listOperations(doc).find((o) => o.operationId === operationId);
  if (!op) throw new ContractError(`unknown operationId ${operationId}`);
  return op;
}

/**
 * The response a status code falls under: the exact code, then its range (`4XX`), then `default`.
 * Returns the key used, or undefined when the operation does not document that status.
 */
export function responseKeyFor(op: Operation, status: number | string): string | undefined {
  const code = String(status);
  if (op.responses[code]) return code;
  const range = `${code[0]}XX`;
  if (op.responses[range]) return range;
  return op.responses.default ? 'default' : undefined;
}
