import type { ErrorObject, ValidateFunction } from 'ajv';
import type { Ajv2020 } from 'ajv/dist/2020.js';
import {
  createAjv,
  resolvePointer,
  responseKeyFor,
  specSchemaId,
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

/** Compiles, per operation, the ajv validators the contract defines, by JSON pointer into `doc`. */
export function createValidators(
  api: ApiName,
  doc: OpenApiDocument,
  ops: Operation[],
): Map<string, OperationValidators> {
  const id = specSchemaId(api);
  const coercing: Ajv2020 = createAjv({
    docs: { [api]: doc },
    ajv: { coerceTypes: 'array', useDefaults: true, allErrors: false },
  });
  const plain: Ajv2020 = createAjv({ docs: { [api]: doc }, ajv: { allErrors: false, useDefaults: true } });
  const checker: Ajv2020 = createAjv({ docs: { [api]: doc } });
  const at = (ajv: Ajv2020, pointer: string) => ajv.compile({ $ref: `${id}${pointer}` });

  const out = new Map<string, OperationValidators>();
  for (const op of ops) {
    const params = new Map<string, ParamSet>();
    for (const location of ['query', 'header'] as const) {
      const properties: Record<string, object> = {};
      const required: string[] = [];
      const formats = new Map<string, string>();
      for (const p of op.parameters) {
        if (p.in !== location || p.schemaPointer === undefined) continue;
        const name = location === 'header' ? p.name.toLowerCase() : p.name;
        properties[name] = { $ref: `${id}${p.schemaPointer}` };
        if (p.required) required.push(name);
        formats.set(name, formatOf(p.schema, doc));
      }
      const integers = integerFields(
        op.parameters
          .filter((q) => q.in === location)
          .map((q) => [location === 'header' ? q.name.toLowerCase() : q.name, q.schema]),
      );
      const booleans = new Set(
        op.parameters
          .filter((q) => q.in === location && (q.schema as JsonObject | undefined)?.type === 'boolean')
          .map((q) => (location === 'header' ? q.name.toLowerCase() : q.name)),
      );
      params.set(location, {
        validate: coercing.compile({ type: 'object', properties, required }),
        formats,
        integers,
        booleans,
      });
    }
    let body:
      | { validate: ValidateFunction; formats: Map<string, string>; integers: ReturnType<typeof integerFields> }
      | undefined;
    if (op.requestBody) {
      const mediaType = Object.keys(op.requestBody.content).find((t) => /json/i.test(t));
      const pointer = mediaType && op.requestBody.schemaPointers[mediaType];
      if (mediaType && pointer) {
        const props = bodyProperties(op.requestBody.schema as JsonObject | undefined, doc);
        body = {
          validate: at(plain, pointer),
          formats: new Map(Object.entries(props).map(([k, s]) => [k, formatOf(s, doc)])),
          integers: integerFields(Object.entries(props)),
        };
      }
    }
    const bodyKeys = new Set(body ? body.formats.keys() : []);
    const responseCache = new Map<string, ValidateFunction | undefined>();
    const responseValidator = (status: number): { key?: string; validate?: ValidateFunction } => {
      const key = responseKeyFor(op, status);
      if (key === undefined) return {};
      if (!responseCache.has(key)) {
        const pointer = op.responses[key]?.schemaPointers['application/json'];
        responseCache.set(key, pointer ? at(checker, pointer) : undefined);
      }
      return { key, validate: responseCache.get(key) };
    };

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
        const { key, validate } = responseValidator(status);
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
