import type { Operation as ApiOperation } from '../../../contract/index.ts';
import { ApiError } from './errors.ts';

/** Query keys a client may send to any operation besides its parameters (the security scheme's). */
export const SECURITY_QUERY_KEYS = new Set(['api_key']);

/**
 * The query string of a request target (`/path?query`) as sent, without the 1000-pair cap of Node's own parser:
 * a list of 1024 addresses must reach validation whole and one more must be the documented 422, not a silently
 * shortened list. Percent-encoding is read strictly: a malformed escape or bytes that are not UTF-8 are 422 here,
 * not text quietly patched with U+FFFD that then means something else.
 */
export function queryOf(raw: string): Record<string, string | string[]> {
  const q = raw.indexOf('?');
  if (q === -1) return {};
  const h = raw.indexOf('#', q);
  const text = h === -1 ? raw.slice(q + 1) : raw.slice(q + 1, h);
  // A plain object, which V8 keeps in its fast form (one made with a null prototype is a dictionary: slower to fill
  // and to copy, about 3 µs a request); only its own keys are read, and a key named __proto__ is defined as one.
  const out: Record<string, string | string[]> = {};
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const key = decodeComponent(eq === -1 ? pair : pair.slice(0, eq));
    const value = eq === -1 ? '' : decodeComponent(pair.slice(eq + 1));
    let seen = out[key];
    // a key named like one of Object.prototype's (`toString`) finds it there: not a value sent before
    if (seen !== undefined && !Object.hasOwn(out, key)) seen = undefined;
    if (Array.isArray(seen)) seen.push(value);
    else setOwn(out, key, seen === undefined ? value : [seen, value]);
  }
  return out;
}

function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__')
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}

export function decodeComponent(text: string): string {
  const spaced = text.includes('+') ? text.replace(/\+/g, ' ') : text;
  const first = spaced.indexOf('%');
  if (first === -1) return spaced;
  const ascii = decodeAsciiEscapes(spaced, first);
  if (ascii !== undefined) return ascii;
  try {
    return decodeURIComponent(spaced);
  } catch {
    throw new ApiError(422, 'failed to parse query string: malformed percent-encoding or not UTF-8');
  }
}

/**
 * Text whose escapes are all of ASCII bytes (`0%3A…`, the usual case), decoded as decodeURIComponent decodes it,
 * at a fraction of its cost; undefined when an escape is malformed or part of a multi-byte UTF-8 sequence,
 * which decodeURIComponent then reads (and judges) itself.
 */
function decodeAsciiEscapes(text: string, first: number): string | undefined {
  let out = '';
  let from = 0;
  for (let i = first; i < text.length; i++) {
    if (text.charCodeAt(i) !== 37) continue;
    const hi = hexDigit(text.charCodeAt(i + 1));
    const lo = hexDigit(text.charCodeAt(i + 2));
    if (hi < 0 || hi > 7 || lo < 0) return undefined;
    out += text.slice(from, i) + String.fromCharCode(hi * 16 + lo);
    i += 2;
    from = i + 1;
  }
  return out + text.slice(from);
}

function hexDigit(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 65 && c <= 70) return c - 55;
  if (c >= 97 && c <= 102) return c - 87;
  return -1;
}

const declared = new WeakMap<ApiOperation, Set<string>>();

/** Query keys an operation declares (its parameters and the security scheme's), kept per operation. */
export function declaredQueryKeys(op: ApiOperation): Set<string> {
  let keys = declared.get(op);
  if (!keys) {
    keys = new Set([...op.parameters.filter((p) => p.in === 'query').map((p) => p.name), ...SECURITY_QUERY_KEYS]);
    declared.set(op, keys);
  }
  return keys;
}

/** The header that names the query keys a lenient API ignored (v2 D4, v3 D3): an answer never narrower in secret. */
export const IGNORED_PARAMETERS_HEADER = 'X-Ignored-Parameters';

/**
 * The value of `X-Ignored-Parameters` for a query, or undefined when every key is declared: the keys
 * percent-encoded (a header value stays printable whatever the key), sorted, comma-separated, at most 1 KB.
 */
export function ignoredKeys(
  query: Record<string, unknown>,
  known: Set<string>,
  alsoKnown?: Set<string>,
): string | undefined {
  let ignored: string[] | undefined;
  for (const key of Object.keys(query))
    if (!known.has(key) && !alsoKnown?.has(key)) (ignored ??= []).push(encodeURIComponent(key));
  if (!ignored) return undefined;
  const value = ignored.sort().join(', ');
  return value.length <= 1024 ? value : `${value.slice(0, value.lastIndexOf(', ', 1020))}, ...`;
}

/** v3 D3: a misspelled filter must never return unfiltered data. */
export function rejectUnknownKeys(query: Record<string, unknown>, known: Set<string>): void {
  for (const key of Object.keys(query)) if (!known.has(key)) throw new ApiError(422, `unknown query parameter: ${key}`);
}

/** The API key a request carries: the `X-API-Key` header, else the `api_key` query parameter. */
export function apiKeyOf(request: {
  headers: Record<string, unknown>;
  query: Record<string, unknown>;
}): string | undefined {
  const header = request.headers['x-api-key'];
  if (typeof header === 'string' && header !== '') return header;
  const query = request.query.api_key;
  if (typeof query === 'string' && query !== '') return query;
  return undefined;
}
