// The operation model's compiled validators: for each operation of a document, the ajv validators of its query and
// header parameters, its JSON body and each documented response, compiled once from the schemas the model points at.
// The server reads requests and checks answers with them (server/src/http/validation.ts); what a failure means to a
// client (its status and text) is the server's.
import type { Ajv2020 } from 'ajv/dist/2020.js';
import { createAjv, specSchemaId, type ValidateFunction } from './ajv.ts';
import { findOperation, responseKeyFor, type Operation } from './operations.ts';
import { loadSpec, type ApiName, type OpenApiDocument } from './spec.ts';

export interface CompiledOperation {
  /** the parameters of one location as an object (header names lower-cased), coercing URL text and filling defaults */
  params: Record<'query' | 'header', ValidateFunction>;
  /** the JSON body, defaults filled; undefined when the operation takes none */
  body?: ValidateFunction;
  /**
   * The documented response for a status (exact, then its range `4XX`, then `default`) and media type: its key, and
   * its validator (one accepting anything where the media type has no schema); no key when it is not documented.
   */
  response(status: number, mediaType?: string): { key?: string; validate?: ValidateFunction };
}

/** Compiles the validators of a document's operations; each operation's are compiled on first use and kept. */
export class OperationValidators {
  readonly #id: string;
  readonly #coercing: Ajv2020;
  readonly #plain: Ajv2020;
  readonly #checker: Ajv2020;
  readonly #compiled = new Map<string, CompiledOperation>();

  constructor(api: ApiName, doc: OpenApiDocument) {
    this.#id = specSchemaId(api);
    const docs = { [api]: doc };
    this.#coercing = createAjv({ docs, ajv: { coerceTypes: 'array', useDefaults: true, allErrors: false } });
    this.#plain = createAjv({ docs, ajv: { allErrors: false, useDefaults: true } });
    this.#checker = createAjv({ docs });
  }

  of(op: Operation): CompiledOperation {
    let compiled = this.#compiled.get(op.operationId);
    if (!compiled) this.#compiled.set(op.operationId, (compiled = this.#compile(op)));
    return compiled;
  }

  #at(ajv: Ajv2020, pointer: string): ValidateFunction {
    return ajv.compile({ $ref: `${this.#id}${pointer}` });
  }

  #compile(op: Operation): CompiledOperation {
    const params = (location: 'query' | 'header') => {
      const properties: Record<string, object> = {};
      const required: string[] = [];
      for (const p of op.parameters) {
        if (p.in !== location || p.schemaPointer === undefined) continue;
        const name = location === 'header' ? p.name.toLowerCase() : p.name;
        properties[name] = { $ref: `${this.#id}${p.schemaPointer}` };
        if (p.required) required.push(name);
      }
      return this.#coercing.compile({ type: 'object', properties, required });
    };
    const mediaType = op.requestBody && Object.keys(op.requestBody.content).find((t) => /json/i.test(t));
    const bodyPointer = mediaType && op.requestBody?.schemaPointers[mediaType];
    const responses = new Map<string, ValidateFunction | undefined>();
    return {
      params: { query: params('query'), header: params('header') },
      body: bodyPointer ? this.#at(this.#plain, bodyPointer) : undefined,
      response: (status, media = 'application/json') => {
        const key = responseKeyFor(op, status);
        if (key === undefined) return {};
        const cacheKey = `${key} ${media}`;
        if (!responses.has(cacheKey)) {
          const content = op.responses[key]?.content[media];
          const pointer = op.responses[key]?.schemaPointers[media];
          responses.set(
            cacheKey,
            content === undefined
              ? undefined
              : pointer === undefined
                ? this.#checker.compile(true)
                : this.#at(this.#checker, pointer),
          );
        }
        return { key, validate: responses.get(cacheKey) };
      },
    };
  }
}

const models = new Map<ApiName, OperationValidators>();

/**
 * Validator of one documented response body of the bundled document, from the operation model's compiled
 * validators (`validators.ts`). Status falls back to its range (`4XX`) then `default`; undefined when the operation
 * documents neither that status nor that media type. A media type declared without a schema accepts any body.
 */
export function responseValidator(
  api: ApiName,
  operationId: string,
  status: number,
  mediaType = 'application/json',
): ValidateFunction | undefined {
  let model = models.get(api);
  if (!model) models.set(api, (model = new OperationValidators(api, loadSpec(api))));
  return model.of(findOperation(loadSpec(api), operationId)).response(status, mediaType).validate;
}
