/**
 * CORS, written once for every answer of the server (`reply.ts`) and every stream (`streaming/transport.ts`): public
 * read APIs called from browsers on any site, so the request's origin is granted, whatever it is; no credentials
 * (keys travel in a header, never in cookies); preflights cached for a day.
 */

/** Headers a browser script may read beyond the CORS-safelisted ones: the ones our answers carry. */
export const CORS_EXPOSED = ['X-API-Version', 'X-Request-Id', 'X-Ignored-Parameters', 'X-Served-From'];
const EXPOSED = CORS_EXPOSED.join(',');

/** Request headers a page may send: the safelisted content headers and the API's own. */
export const CORS_ALLOWED_HEADERS = [
  'Accept',
  'Authorization',
  'Content-Type',
  'If-None-Match',
  'X-API-Key',
  'X-Ton-Client-Version',
  'Last-Event-ID',
];
const ALLOWED_HEADERS = CORS_ALLOWED_HEADERS.join(',');

/** How long a browser may keep a preflight's answer, seconds. */
export const CORS_MAX_AGE = 86_400;

/** The CORS headers of an answer to a request from `origin` (none without one), and the Vary its grant needs. */
export function corsHeaders(origin: string | undefined): Record<string, string> {
  const pairs: string[] = [];
  pushCors(pairs, origin);
  return headerObject(pairs);
}

/**
 * The CORS headers as name/value pairs appended to an answer's header list, with `vary` naming `varyAlso` too: the
 * form every API answer's headers are written in (`reply.ts`), one array and no object per answer.
 */
export function pushCors(pairs: string[], origin: string | undefined, varyAlso?: string): void {
  if (origin) pairs.push('access-control-allow-origin', origin, 'access-control-expose-headers', EXPOSED);
  // the grant depends on the request's Origin: a cache must not hand one origin's answer to another
  pairs.push('vary', varyAlso ? `origin,${varyAlso}` : 'origin');
}

/** Name/value pairs as the object `writeHead` and `setHeader` callers take. */
export function headerObject(pairs: readonly string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (let i = 0; i < pairs.length; i += 2) headers[pairs[i]!] = pairs[i + 1]!;
  return headers;
}

/** The answer to a preflight (OPTIONS with Access-Control-Request-Method): the method asked for, our headers. */
export function preflightHeaders(origin: string | undefined, method: string): Record<string, string> {
  return {
    ...corsHeaders(origin),
    'access-control-allow-methods': method,
    'access-control-allow-headers': ALLOWED_HEADERS,
    'access-control-max-age': String(CORS_MAX_AGE),
  };
}
