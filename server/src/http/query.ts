import { parse } from 'node:querystring';
import type { Request } from '@hapi/hapi';
import type { Operation as ApiOperation } from '../../../contract/index.ts';
import { ApiError } from './errors.ts';

/** Query keys a client may send to any operation besides its parameters (the security scheme's). */
export const SECURITY_QUERY_KEYS = new Set(['api_key']);

/**
 * The query string of the request as sent, without the 1000-pair cap of Node's parser (which Hapi
 * uses): a list of 1024 addresses must reach validation whole and one more must be the documented 422,
 * not a silently shortened list.
 */
export function fullQuery(request: Request): Record<string, string | string[]> {
  const raw = request.raw.req.url ?? '';
  const q = raw.indexOf('?');
  if (q === -1) return {};
  const h = raw.indexOf('#', q);
  const text = h === -1 ? raw.slice(q + 1) : raw.slice(q + 1, h);
  return { ...parse(text, '&', '=', { maxKeys: 0 }) } as Record<string, string | string[]>;
}

/** Query keys an operation declares, per operation, for APIs that reject unknown keys. */
export function declaredQueryKeys(op: ApiOperation): Set<string> {
  return new Set([...op.parameters.filter((p) => p.in === 'query').map((p) => p.name), ...SECURITY_QUERY_KEYS]);
}

/** v3 D3: a misspelled filter must never return unfiltered data. */
export function rejectUnknownKeys(query: Record<string, unknown>, known: Set<string>): void {
  for (const key of Object.keys(query)) if (!known.has(key)) throw new ApiError(422, `unknown query parameter: ${key}`);
}
