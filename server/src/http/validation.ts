import type { ErrorObject, ValidateFunction } from 'ajv';
import {
  OperationValidators as CompiledValidators,
  resolvePointer,
  type ApiName,
  type JsonObject,
  type OpenApiDocument,
  type Operation,
} from '../../../contract/index.ts';
import { ApiError } from './errors.ts';
import { checkText, integerFields, readIntegers } from './input.ts';

export interface OperationValidators {
  /** validates (coercing URL strings and filling defaults) the parameters of one location */
  params(location: 'query' | 'header', input: Record<string, unknown>): Record<string, unknown>;
  body(input: unknown): Record<string, unknown>;
  /** the fields the operation's JSON body declares (empty without a body) */
  bodyKeys: Set<string>;
  /** undefined when the body matches the documented response for that status, else the problem */
  response(status: number, body: unknown): string | undefined;
}

interface ParamSet {
  validate: ValidateFunction;
  formats: Map<string, string>;
  integers: ReturnType<typeof integerFields>;
  /** boolean parameters: their text spellings (1/0, yes/no) are read before the schema check (v2 D8, v3 D29) */
  booleans: Set<string>;
}

/** A body schema's fields, with those of its `allOf` members (a body composed of shared parts, as webhooks' are). */
function bodyProperties(schema: JsonObject | undefined, doc: OpenApiDocument, depth = 0): Record<string, JsonObject> {
  if (!schema || depth > 8) return {};
  if (typeof schema.$ref === 'string')
    return bodyProperties(resolvePointer(doc, schema.$ref) as JsonObject, doc, depth + 1);
  const out: Record<string, JsonObject> = {};
  for (const member of Array.isArray(schema.allOf) ? schema.allOf : [])
    Object.assign(out, bodyProperties(member as JsonObject, doc, depth + 1));
  return Object.assign(out, (schema.properties ?? {}) as Record<string, JsonObject>);
}

function formatOf(schema: JsonObject | undefined, doc?: OpenApiDocument, depth = 0): string {
  if (!schema || depth > 8) return '';
  if (typeof schema.$ref === 'string' && doc)
    return formatOf(resolvePointer(doc, schema.$ref) as JsonObject, doc, depth + 1);
  if (typeof schema.format === 'string') return schema.format;
  // a list of addresses is judged by its items: a bad item is a bad address
  if (schema.items && typeof schema.items === 'object') {
    const f = formatOf(schema.items as JsonObject, doc, depth + 1);
    if (f) return f;
  }
  for (const k of ['anyOf', 'oneOf', 'allOf'] as const) {
    const list = schema[k];
    if (Array.isArray(list))
      for (const s of list) {
        const f = formatOf(s as JsonObject, doc, depth + 1);
        if (f) return f;
      }
  }
  return '';
}

/** The client-facing text for a failed input check; addresses keep toncenter's wording. */
function describe(location: string, error: ErrorObject, formats: Map<string, string>): string {
  const name =
    error.keyword === 'required'
      ? String((error.params as { missingProperty?: string }).missingProperty)
      : (error.instancePath.split('/')[1] ?? '');
  const aboutTheList = ['required', 'maxItems', 'minItems', 'uniqueItems'].includes(error.keyword);
  if (formats.get(name)?.startsWith('ton-address') && !aboutTheList) return 'failed to parse address';
  if (error.keyword === 'required') return `failed to validate request: ${name} is required`;
  if (error.keyword === 'additionalProperties') {
    return `failed to validate request: unknown ${location} field ${(error.params as { additionalProperty?: string }).additionalProperty}`;
  }
  const where = error.instancePath ? error.instancePath.slice(1).replace(/\//g, '.') : location;
  const allowed = (error.params as { allowedValues?: unknown }).allowedValues;
  return `failed to validate request: ${where} ${error.message ?? 'is invalid'}${allowed ? ` ${JSON.stringify(allowed)}` : ''}`;
}

const BOOLEAN_TEXT = new Map([
  ['true', 'true'],
  ['false', 'false'],
  ['1', 'true'],
  ['0', 'false'],
  ['yes', 'true'],
  ['no', 'false'],
]);

/** Query text of a boolean in any spelling clients send, as `true`/`false`; anything else is left for the schema to refuse. */
function readBooleans(data: Record<string, unknown>, names: Set<string>): void {
  for (const name of names) {
    const v = data[name];
    if (typeof v === 'string') data[name] = BOOLEAN_TEXT.get(v.toLowerCase()) ?? v;
  }
}

/**
 * Per operation, the contract's compiled validators (`contract/validators.ts`) with what reading a request adds: text
 * checks, exact integers, boolean spellings, and the client-facing status and text of a failure.
 */
export function createValidators(
  api: ApiName,
  doc: OpenApiDocument,
  ops: Operation[],
): Map<string, OperationValidators> {
  const model = new CompiledValidators(api, doc);
  const out = new Map<string, OperationValidators>();
  for (const op of ops) {
    const compiled = model.of(op);
    const params = new Map<string, ParamSet>();
    for (const location of ['query', 'header'] as const) {
      const own = op.parameters.filter((p) => p.in === location);
      const nameOf = (p: { name: string }) => (location === 'header' ? p.name.toLowerCase() : p.name);
      params.set(location, {
        validate: compiled.params[location],
        formats: new Map(
          own.filter((p) => p.schemaPointer !== undefined).map((p) => [nameOf(p), formatOf(p.schema, doc)]),
        ),
        integers: integerFields(own.map((q) => [nameOf(q), q.schema])),
        booleans: new Set(own.filter((q) => (q.schema as JsonObject | undefined)?.type === 'boolean').map(nameOf)),
      });
    }
    let body:
      | { validate: ValidateFunction; formats: Map<string, string>; integers: ReturnType<typeof integerFields> }
      | undefined;
    if (compiled.body) {
      const props = bodyProperties(op.requestBody?.schema as JsonObject | undefined, doc);
      body = {
        validate: compiled.body,
        formats: new Map(Object.entries(props).map(([k, s]) => [k, formatOf(s, doc)])),
        integers: integerFields(Object.entries(props)),
      };
    }
    const bodyKeys = new Set(body ? body.formats.keys() : []);

    out.set(op.operationId, {
      bodyKeys,
      params(location, input) {
        const set = params.get(location)!;
        const data = { ...input };
        checkText(data);
        const exact = readIntegers(data, set.integers);
        readBooleans(data, set.booleans);
        if (!set.validate(data)) throw new ApiError(422, describe(location, set.validate.errors![0]!, set.formats));
        for (const [name, value] of exact) data[name] = value;
        return data;
      },
      body(input) {
        if (!body) return {};
        const data = input === undefined || input === null ? {} : input;
        if (typeof data !== 'object' || Array.isArray(data))
          throw new ApiError(400, 'failed to parse json body: not a JSON object');
        // bodies come from parseJsonBody, nested at most MAX_JSON_DEPTH levels, so the copy cannot recurse deeply
        const copy = structuredClone(data) as Record<string, unknown>;
        checkText(copy);
        const exact = readIntegers(copy, body.integers);
        if (!body.validate(copy)) throw new ApiError(422, describe('body', body.validate.errors![0]!, body.formats));
        for (const [name, value] of exact) copy[name] = value;
        return copy;
      },
      response(status, payload) {
        const { key, validate } = compiled.response(status);
        if (key === undefined) return `status ${status} is not documented for ${op.operationId}`;
        if (!validate || validate(payload)) return undefined;
        return (validate.errors ?? [])
          .slice(0, 5)
          .map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`)
          .join('; ');
      },
    });
  }
  return out;
}
