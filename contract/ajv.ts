// JSON Schema 2020-12 validation of requests and responses against the bundled documents.
import { Ajv2020, type Options, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { integerFormats, tonFormats } from './formats.ts';
import { API_NAMES, hasSpec, loadSpec, resolvePointer, type ApiName, type OpenApiDocument } from './spec.ts';

// ajv-formats is CommonJS; under ESM its callable sits on `default`.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020) => Ajv2020;

export type { ValidateFunction } from 'ajv/dist/2020.js';

/** Keywords OpenAPI 3.1 adds to JSON Schema; ajv's strict mode would otherwise reject them. */
export const OPENAPI_KEYWORDS = ['example', 'discriminator', 'xml', 'externalDocs'] as const;

// ajv compiles the root of an added schema before following a pointer into it, so the document's
// own top-level keys must be known keywords (annotations without effect) for strict mode to accept it.
const DOCUMENT_KEYS = [
  'openapi',
  'info',
  'jsonSchemaDialect',
  'servers',
  'paths',
  'webhooks',
  'components',
  'security',
  'tags',
];

/** The `$id` under which an api's bundled document is added, so `<id>#/components/...` resolves. */
export function specSchemaId(api: ApiName): string {
  return `https://ton-http-api.invalid/${api}/openapi.json`;
}

function collectExtensionKeys(node: unknown, into: Set<string>): void {
  if (Array.isArray(node)) for (const v of node) collectExtensionKeys(v, into);
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k.startsWith('x-')) into.add(k);
      collectExtensionKeys(v, into);
    }
  }
}

export interface CreateAjvOptions {
  /** Documents to add (default: every api whose generated/<api>/openapi.json exists). */
  docs?: Partial<Record<ApiName, OpenApiDocument>>;
  /** Extra ajv options, e.g. `coerceTypes` for query strings. */
  ajv?: Options;
}

/**
 * An Ajv2020 in strict mode with the OpenAPI annotation keywords, every `x-*` key the documents use,
 * ajv-formats, the TON formats and the documents themselves registered.
 */
export function createAjv(options: CreateAjvOptions = {}): Ajv2020 {
  const ajv = new Ajv2020({
    strict: true,
    allowUnionTypes: true,
    // `required` naming a property declared in a sibling allOf branch is normal OpenAPI composition.
    strictRequired: false,
    allErrors: true,
    ...options.ajv,
  });
  addFormats(ajv);
  for (const [name, validate] of Object.entries(tonFormats)) ajv.addFormat(name, { type: 'string', validate });
  for (const [name, validate] of Object.entries(integerFormats)) ajv.addFormat(name, { type: 'number', validate });
  const keywords = new Set<string>(OPENAPI_KEYWORDS);
  const docs = options.docs ?? Object.fromEntries(API_NAMES.filter(hasSpec).map((api) => [api, loadSpec(api)]));
  if (Object.keys(docs).length > 0) for (const k of DOCUMENT_KEYS) keywords.add(k);
  for (const doc of Object.values(docs)) collectExtensionKeys(doc, keywords);
  for (const keyword of keywords) ajv.addKeyword({ keyword });
  for (const [api, doc] of Object.entries(docs)) ajv.addSchema(doc as object, specSchemaId(api as ApiName));
  return ajv;
}

let plain: Ajv2020 | undefined;

/** The shared instance validating JSON bodies as they are. */
export function sharedAjv(): Ajv2020 {
  return (plain ??= createAjv());
}

function compileRef(ajv: Ajv2020, api: ApiName, pointer: string): ValidateFunction {
  return ajv.compile({ $ref: `${specSchemaId(api)}${pointer}` });
}

/** Compiles any schema against the api's document (its `$ref: '#/components/...'` must be written with the spec id). */
export function compileSchemaAt(api: ApiName, pointer: string): ValidateFunction {
  resolvePointer(loadSpec(api), pointer);
  return compileRef(sharedAjv(), api, pointer);
}

/** One line per ajv error (`/result/balance must match format "int256-string"`), for test and report messages. */
export function formatErrors(validate: ValidateFunction): string {
  return (validate.errors ?? [])
    .map(
      (e) =>
        `${e.instancePath || '(root)'} ${e.message ?? 'is invalid'}${e.params && 'allowedValues' in e.params ? ` ${JSON.stringify(e.params.allowedValues)}` : ''}`,
    )
    .join('; ');
}
