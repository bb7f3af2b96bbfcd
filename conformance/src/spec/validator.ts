// Response-body validation against the bundled document with ajv (JSON Schema 2020-12) and the
// TON string formats the contract defines, so the suite judges values exactly as the contract does.
import { at as valueAt } from '../values.ts';
import type { Ajv2020, ValidateFunction, ErrorObject } from 'ajv/dist/2020.js';
import { createAjv, specSchemaId } from '../../../contract/ajv.ts';
import type { OpenApiDocument } from '../../../contract/spec.ts';
import { tonFormats } from '../../../contract/formats.ts';
import type { Api, JsonSchema } from '../types.ts';

export interface SchemaVerdict {
  valid: boolean;
  errors: string[];
}

function describe(errors: ErrorObject[] | null | undefined): string[] {
  const seen = new Set<string>();
  for (const e of errors ?? [])
    seen.add(
      `${e.instancePath || '/'} ${e.message ?? e.keyword}${e.params && 'additionalProperty' in e.params ? ` (${String(e.params.additionalProperty)})` : ''}`,
    );
  return [...seen].slice(0, 8);
}

export class SchemaValidator {
  private readonly ajv: Ajv2020;
  private readonly coercing: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction>();
  private readonly queryFields = new WeakMap<object, ValidateFunction | null>();
  private readonly bodyFields = new WeakMap<object, ValidateFunction | null>();
  private readonly id: string;

  constructor(api: Api, doc: OpenApiDocument) {
    // The document under test may be a fresh build or another implementation's, not only generated/.
    // verbose: union failures carry their variants and data, so only the variant `type` names is reported.
    this.ajv = createAjv({ docs: { [api]: doc }, ajv: { verbose: true } });
    this.coercing = createAjv({ docs: { [api]: doc }, ajv: { coerceTypes: 'array' } });
    this.id = specSchemaId(api);
  }

  /** A schema whose `$ref`s are local pointers into the document (as operationsOf produces). */
  validate(schema: JsonSchema, value: unknown): SchemaVerdict {
    const key = JSON.stringify(schema);
    let fn = this.compiled.get(key);
    if (!fn) {
      const ref =
        typeof schema === 'object' && typeof schema.$ref === 'string' && schema.$ref.startsWith('#')
          ? schema.$ref
          : undefined;
      fn = ref ? this.ajv.compile({ $ref: `${this.id}${ref}` }) : this.ajv.compile(schema as object);
      this.compiled.set(key, fn);
    }
    const valid = fn(value) as boolean;
    return { valid, errors: valid ? [] : describe(this.discriminated(fn.errors ?? [])) };
  }

  private readonly variants = new Map<string, ValidateFunction>();

  /**
   * A union whose member names its variant with `type` (v3 actions, D17) failed: every variant's
   * complaints say nothing useful, so they are replaced by the errors of the variant `type` selects.
   */
  private discriminated(errors: ErrorObject[]): ErrorObject[] {
    let out = errors;
    for (const e of errors) {
      if ((e.keyword !== 'anyOf' && e.keyword !== 'oneOf') || !Array.isArray(e.schema)) continue;
      const data = e.data as Record<string, unknown> | undefined;
      const type = data && typeof data === 'object' ? data.type : undefined;
      if (typeof type !== 'string') continue;
      const variant = (e.schema as unknown[]).find((v) => valueAt(v, 'properties', 'type', 'const') === type);
      const at = e.instancePath;
      // The variants constrain `type` and `details` only (D17); what the common part says stays.
      const rest = out.filter(
        (x) => x !== e && x.instancePath !== `${at}/type` && !x.instancePath.startsWith(`${at}/details`),
      );
      if (!variant) {
        out = [...rest, { ...e, message: `type "${type}" is none of the documented variants` }];
        continue;
      }
      const key = JSON.stringify(variant);
      let fn = this.variants.get(key);
      if (!fn) {
        // The variant's $refs point into the document: anchor them at its id so it compiles on its own.
        fn = this.ajv.compile(JSON.parse(key.replace(/"\$ref":"#/g, `"$ref":"${this.id}#`)));
        this.variants.set(key, fn);
      }
      fn(data);
      const own = (fn.errors ?? []).map((x) => ({
        ...x,
        instancePath: `${at}${x.instancePath}`,
        message: `${x.message} (variant type=${type})`,
      }));
      out = [...rest, ...own];
    }
    return out;
  }

  /**
   * Whether the contract rejects a value for a field with this schema (a dereferenced parameter or
   * body-property schema). Query values are coerced the way a server coerces URL strings.
   */
  rejects(schema: JsonSchema, value: unknown, fromQuery: boolean): boolean {
    if (typeof schema !== 'object') return !schema;
    // Coercion reads `1e309`, `Infinity` and `0x10` as numbers; the contract's query integers are decimal text (v2 D8).
    const integer =
      schema.type === 'integer' ||
      (Array.isArray(schema.type) && schema.type.includes('integer') && !schema.type.includes('string'));
    if (fromQuery && integer && typeof value === 'string' && !/^-?\d+$/.test(value)) return true;
    const cache = fromQuery ? this.queryFields : this.bodyFields;
    let fn = cache.get(schema);
    if (fn === undefined) {
      try {
        JSON.stringify(schema); // a recursive (cyclic) schema cannot be compiled from its dereferenced copy
        // Wrapped in an object so coercion can replace the value in place, as it does for parameters.
        fn = (fromQuery ? this.coercing : this.ajv).compile({ type: 'object', properties: { v: schema } });
      } catch {
        fn = null;
      }
      cache.set(schema, fn);
    }
    // Without a compiled check, the generator's own reason for calling the value invalid stands.
    return fn === null ? true : !fn({ v: structuredClone(value) });
  }

  /** Whether a string satisfies a named format (unknown formats are treated as satisfied). */
  formatHolds(format: string, value: string): boolean {
    const ton = tonFormats[format];
    if (ton) return ton(value);
    const fmt = this.ajv.formats[format];
    if (!fmt) return true;
    if (fmt instanceof RegExp) return fmt.test(value);
    if (typeof fmt === 'function') return fmt(value) as boolean;
    if (typeof fmt === 'object' && 'validate' in fmt) {
      const v = fmt.validate;
      return v instanceof RegExp ? v.test(value) : (v as (s: string) => boolean)(value);
    }
    return true;
  }
}
