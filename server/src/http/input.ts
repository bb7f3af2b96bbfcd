// Input checks that run before the schema validators, once for every operation of both APIs, so that
// handlers, PostgreSQL and the liteserver only ever see well-formed values: JSON nested no deeper than a
// fixed limit (read without recursion), text without NUL or unpaired surrogates, and integers read
// strictly into the range their schema declares (v2 D8 and D32, v3 D28 and D29).
import { integerRangeOf, readInteger, type IntegerRange, type JsonObject } from '../../../contract/index.ts';
import { ApiError } from './errors.ts';

/**
 * Deepest nesting of arrays and objects a JSON body may have. The deepest real input is a get-method
 * stack of nested tuples, far below this; deeper input would only exercise recursion in parsers,
 * validators and loggers.
 */
export const MAX_JSON_DEPTH = 64;

/** Nesting depth of JSON text, counted without recursion (brackets inside strings do not count). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) max = depth;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return max;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** A request body as JSON: valid UTF-8, nested at most MAX_JSON_DEPTH levels, an object. */
export function parseJsonBody(raw: string | Buffer): unknown {
  let text: string;
  try {
    text = typeof raw === 'string' ? raw : utf8.decode(raw);
  } catch {
    throw new ApiError(400, 'failed to parse json body: not valid UTF-8');
  }
  if (text.trim() === '') return undefined;
  if (jsonDepth(text) > MAX_JSON_DEPTH)
    throw new ApiError(400, `failed to parse json body: nested deeper than ${MAX_JSON_DEPTH} levels`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    throw new ApiError(400, `failed to parse json body: ${(err as Error).message}`);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw new ApiError(400, 'failed to parse json body: not a JSON object');
  return value;
}

function wellFormed(s: string): boolean {
  return s.isWellFormed() && !s.includes('\u0000');
}

/**
 * Every string of the input (values and keys, at any depth, walked without recursion) is text a
 * database and a log can hold: no NUL, no unpaired UTF-16 surrogate. 422 names the field.
 */
export function checkText(input: Record<string, unknown>): void {
  let stack: Array<[unknown, string]> | undefined;
  for (const key of Object.keys(input)) {
    if (!wellFormed(key)) throw badText(key);
    const value = input[key];
    // a query's values are strings: checked here, without a stack
    if (typeof value === 'string') {
      if (!wellFormed(value)) throw badText(key);
    } else if (value !== null && typeof value === 'object') (stack ??= []).push([value, key]);
  }
  while (stack?.length) {
    const [value, field] = stack.pop()!;
    if (typeof value === 'string') {
      if (!wellFormed(value)) throw badText(field);
    } else if (value !== null && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        if (!wellFormed(k)) throw badText(field);
        stack.push([v, field]);
      }
    }
  }
}

function badText(field: string): ApiError {
  const name = wellFormed(field) ? field : 'a field name';
  return new ApiError(422, `failed to validate request: ${name} must not contain NUL or unpaired surrogate characters`);
}

/** Integer fields of one input location by name, from their schemas. */
export function integerFields(
  fields: Array<[string, JsonObject | undefined]>,
): Map<string, IntegerRange & { stringForm: boolean }> {
  const out = new Map<string, IntegerRange & { stringForm: boolean }>();
  for (const [name, schema] of fields) {
    const range = integerRangeOf(schema);
    if (range) out.set(name, { ...range, stringForm: acceptsString(schema) });
  }
  return out;
}

function acceptsString(schema: JsonObject | undefined): boolean {
  if (!schema) return false;
  const branches = (
    Array.isArray(schema.anyOf) ? schema.anyOf : Array.isArray(schema.oneOf) ? schema.oneOf : [schema]
  ) as JsonObject[];
  return branches.some((b) => b?.type === 'string');
}

/**
 * Reads every integer field of `data` in place: a canonical decimal string (query strings; JSON bodies
 * too) or a JSON integer, within its type's range, else 422. Returns what the handler gets once the
 * schema validator has passed: a JSON number for values up to 2^53, the exact decimal string for 64-bit
 * fields. Meanwhile `data` holds a stand-in the schema accepts.
 */
/** Decimal text every double holds exactly (at most 15 digits) */
const SHORT_DECIMAL = /^-?[0-9]{1,15}$/;

export function readIntegers(
  data: Record<string, unknown>,
  fields: Map<string, IntegerRange & { stringForm: boolean }>,
): Map<string, number | string> {
  const exact = new Map<string, number | string>();
  // a request names a few of an operation's fields: its own keys are walked when they are fewer
  const names = fields.size > 4 ? Object.keys(data).filter((k) => fields.has(k)) : fields.keys();
  for (const name of names) {
    const range = fields.get(name)!;
    let value = data[name];
    if (value === undefined) continue;
    if (Array.isArray(value) && value.length === 1) value = value[0]; // a query key given once more than needed is still one value
    // the usual case (a limit, an offset, a seqno): few digits, read exactly as a double, no BigInt made
    if (typeof value === 'string' && SHORT_DECIMAL.test(value)) {
      const n = Number(value) + 0; // + 0: "-0" is 0
      if (n >= range.min && n <= range.max) {
        const text = String(n);
        exact.set(name, range.wide ? text : n);
        data[name] = range.wide && range.stringForm ? text : n;
        continue;
      }
    }
    const read = readInteger(value, range);
    if (!read.ok) throw new ApiError(422, `failed to validate request: ${name} ${read.problem}`);
    const text = read.value.toString();
    exact.set(name, range.wide ? text : Number(read.value));
    data[name] = range.wide && range.stringForm ? text : Number(read.value);
  }
  return exact;
}
