import type { Request } from '@hapi/hapi';
import type { Operation as ApiOperation } from '../../../contract/index.ts';
import { ApiError } from './errors.ts';

/** Query keys a client may send to any operation besides its parameters (the security scheme's). */
export const SECURITY_QUERY_KEYS = new Set(['api_key']);

/**
 * The query string of the request as sent, without the 1000-pair cap of Node's parser (which Hapi
 * uses): a list of 1024 addresses must reach validation whole and one more must be the documented 422,
 * not a silently shortened list. Percent-encoding is read strictly: a malformed escape or bytes that are
 * not UTF-8 are 422 here, not text quietly patched with U+FFFD that then means something else.
 */
export function fullQuery(request: Request): Record<string, string | string[]> {
  return queryOf(request.raw.req.url ?? '');
}

/** The query string of a request target (`/path?query`), read as `fullQuery` reads it. */
export function queryOf(raw: string): Record<string, string | string[]> {
  const q = raw.indexOf('?');
  if (q === -1) return {};
  const h = raw.indexOf('#', q);
  const text = h === -1 ? raw.slice(q + 1) : raw.slice(q + 1, h);
  // no prototype: a key named __proto__ is a key like any other
  const out = Object.create(null) as Record<string, string | string[]>;
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const key = decodeComponent(eq === -1 ? pair : pair.slice(0, eq));
    const value = eq === -1 ? '' : decodeComponent(pair.slice(eq + 1));
    const seen = out[key];
    if (seen === undefined) out[key] = value;
    else if (Array.isArray(seen)) seen.push(value);
    else out[key] = [seen, value];
  }
  return out;
}

function decodeComponent(text: string): string {
  const spaced = text.includes('+') ? text.replace(/\+/g, ' ') : text;
  if (!spaced.includes('%')) return spaced;
  try {
    return decodeURIComponent(spaced);
  } catch {
    throw new ApiError(422, 'failed to parse query string: malformed percent-encoding or not UTF-8');
  }
}

/** Query keys an operation declares, per operation, for APIs that reject unknown keys. */
export function declaredQueryKeys(op: ApiOperation): Set<string> {
  return new Set([...op.parameters.filter((p) => p.in === 'query').map((p) => p.name), ...SECURITY_QUERY_KEYS]);
}

/** v3 D3: a misspelled filter must never return unfiltered data. */
export function rejectUnknownKeys(query: Record<string, unknown>, known: Set<string>): void {
  for (const key of Object.keys(query)) if (!known.has(key)) throw new ApiError(422, `unknown query parameter: ${key}`);
}
