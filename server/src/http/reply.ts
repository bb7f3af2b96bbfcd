import Accept from '@hapi/accept';
import { createDeflate, createGzip } from 'node:zlib';
import { headerObject, pushCors } from './cors.ts';
import { JSON_TYPE } from './dispatch.ts';
import type { Exchange } from './exchange.ts';
import { IGNORED_PARAMETERS_HEADER } from './query.ts';
import { SERVED_FROM_HEADER } from './types.ts';

/** An answer as a route gives it to the pipeline: the pipeline adds the headers every answer carries. */
export interface Reply {
  status: number;
  /** JSON text or bytes (or another type's, with `type`) */
  payload: string | Buffer;
  /** Content-Type; JSON when absent */
  type?: string;
  headers?: Record<string, string>;
}

const IGNORED = IGNORED_PARAMETERS_HEADER.toLowerCase();
const SERVED_FROM = SERVED_FROM_HEADER.toLowerCase();

/** Answers from this many bytes are compressed when the client accepts it. */
const COMPRESS_FROM = 1024;
const ENCODINGS = ['identity', 'gzip', 'deflate'];
/** The usual Accept-Encoding values, negotiated once. */
const negotiated = new Map<string, string>();

function encodingFor(header: string | undefined): string {
  if (header === undefined || header === '') return 'identity';
  let encoding = negotiated.get(header);
  if (encoding === undefined) {
    try {
      encoding = Accept.encoding(header, ENCODINGS) || 'identity';
    } catch {
      // a malformed header gets the answer as it is: it asked for nothing the server must honour
      encoding = 'identity';
    }
    if (negotiated.size < 256) negotiated.set(header, encoding);
  }
  return encoding;
}

/**
 * The headers every answer carries, whoever made it, appended to `pairs` as name/value pairs: the security and
 * identification headers, CORS (with `vary` naming `varyAlso` too), and what the answer says of itself
 * (`X-Ignored-Parameters`, `X-Served-From`). The one place they are written.
 */
function pushCommonHeaders(pairs: string[], ex: Exchange, version: string, status: number, varyAlso?: string): void {
  pairs.push(
    // browsers must not guess a type from the bytes
    'x-content-type-options',
    'nosniff',
    'x-api-version',
    version,
    'x-request-id',
    ex.id,
    // answers change with every block: a cache must ask again
    'cache-control',
    'no-cache',
  );
  pushCors(pairs, ex.req.headers.origin, varyAlso);
  const state = ex.state;
  if (state.ignored) pairs.push(IGNORED, state.ignored);
  // a success only: an error answer says nothing of where an answer would have come from
  if (state.servedFrom && status === 200) pairs.push(SERVED_FROM, state.servedFrom);
}

/** The common headers as an object, for answers written outside `writeReply` (preflights, the docs site). */
export function commonHeaders(ex: Exchange, version: string, status: number): Record<string, string> {
  const pairs: string[] = [];
  pushCommonHeaders(pairs, ex, version, status);
  return headerObject(pairs);
}

/**
 * Writes `reply` with the common headers (as one list of name/value pairs: no object per answer), compressed where
 * it is large and the client accepts it; its status.
 */
export function writeReply(ex: Exchange, reply: Reply, version: string, close = false): number {
  const { res, req } = ex;
  const body = reply.payload;
  const length = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
  // an empty success is 204, which has no body
  const status = length === 0 && reply.status === 200 ? 204 : reply.status;
  const large = length >= COMPRESS_FROM;
  const headers: string[] = ['content-type', reply.type ?? JSON_TYPE];
  pushCommonHeaders(headers, ex, version, status, large ? 'accept-encoding' : undefined);
  if (reply.headers) for (const name in reply.headers) headers.push(name, reply.headers[name]!);
  if (close) headers.push('connection', 'close');
  const encoding = large && req.method !== 'HEAD' ? encodingFor(req.headers['accept-encoding']) : '';
  if (encoding === 'gzip' || encoding === 'deflate') {
    headers.push('content-encoding', encoding);
    res.writeHead(status, headers);
    const compressor = encoding === 'gzip' ? createGzip() : createDeflate();
    compressor.on('error', () => res.destroy());
    compressor.pipe(res);
    compressor.end(body);
    return status;
  }
  if (status !== 204) headers.push('content-length', String(length));
  res.writeHead(status, headers);
  // (Node sends no body to a HEAD request, whatever is written)
  res.end(status === 204 ? undefined : body);
  return status;
}
