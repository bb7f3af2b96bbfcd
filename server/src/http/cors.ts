/**
 * CORS as every answer of this server gives it (server.ts `routes.cors`): public read APIs called from browsers
 * on any site, so the request's origin is granted, whatever it is; no credentials (keys travel in a header).
 */

/** Headers a browser script may read beyond Hapi's defaults: the two every answer carries, and the ignored keys. */
export const CORS_EXPOSED_OWN = ['X-API-Version', 'X-Request-Id', 'X-Ignored-Parameters', 'X-Served-From'];
/** Hapi's defaults and ours: what an answer written outside Hapi exposes, as Hapi would. */
export const CORS_EXPOSED = ['WWW-Authenticate', 'Server-Authorization', ...CORS_EXPOSED_OWN];

/** The CORS headers of an answer written outside Hapi (a direct answer, a stream, a refused upgrade). */
export function corsHeaders(origin: string | undefined): Record<string, string> {
  return {
    ...(origin
      ? { 'access-control-allow-origin': origin, 'access-control-expose-headers': CORS_EXPOSED.join(',') }
      : {}),
    // the grant depends on the request's Origin: a cache must not hand one origin's answer to another
    vary: 'origin',
  };
}
