import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Request line + headers the server accepts: 1024 raw addresses in a query string are about 80 KB
 * (v3 D15, D24), so the contract's own caps, not Node's 16 KiB default, are what clients meet.
 */
export const MAX_HEADER_BYTES = 256 * 1024;

/**
 * Node's own parser limit, well above the contract's: a request between the two reaches Hapi, where its
 * path is known and the 431 gets the envelope of its API (`tooLarge`). Only beyond this does Node's
 * parser refuse it (`answerClientErrors`).
 */
export const parserHeaderBytes = (limit: number) => 4 * limit;

/** Bytes of the request line and header block as they came over the wire. */
export function headerBytes(req: IncomingMessage): number {
  let n = (req.method ?? '').length + 1 + (req.url ?? '').length + ' HTTP/1.1\r\n'.length + 2;
  const raw = req.rawHeaders ?? []; // absent on injected requests
  for (let i = 0; i < raw.length; i += 2) n += raw[i]!.length + 2 + raw[i + 1]!.length + 2;
  return n;
}

export const tooLargeMessage = (limit: number) => `request line and headers exceed ${limit} bytes`;

/**
 * Requests whose line and headers exceed `limit` (but not Node's parser limit) go to `answer` instead of the
 * listener's own handlers (Hapi's). Requests served in-process (`server.inject`) do not pass here.
 */
export function answerOversizedRequests(
  listener: HttpServer,
  limit: number,
  answer: (req: IncomingMessage, res: ServerResponse) => void,
): void {
  for (const event of ['request', 'checkContinue'] as const) {
    const others = listener.listeners(event) as Array<(req: IncomingMessage, res: ServerResponse) => void>;
    listener.removeAllListeners(event);
    listener.on(event, (req: IncomingMessage, res: ServerResponse) => {
      if (headerBytes(req) > limit) answer(req, res);
      else for (const handler of others) handler(req, res);
    });
  }
}

/** The error body of the API the request path belongs to: (path, status, message) → JSON text. */
export type ErrorBodyFor = (path: string, status: number, message: string) => string;

const REASONS: Record<number, string> = { 400: 'Bad Request', 431: 'Request Header Fields Too Large' };

/** The request target from the bytes Node had read when it gave up (the start of the request line). */
function targetOf(raw: unknown): string {
  if (!Buffer.isBuffer(raw)) return '';
  const line = raw.toString('latin1', 0, Math.min(raw.length, 4096));
  return line.split(' ')[1] ?? '';
}

/**
 * Beyond `parserHeaderBytes`, Node reports a request it cannot parse (an over-long request line or header block, a malformed request
 * line or header) as a client error, which Hapi answers with a bare 400 and no body. The contract documents
 * 431 for the first (v2 D27, v3 D24) and an error body for every error: both come here in the envelope of
 * the API whose prefix the request line starts with.
 */
export function answerClientErrors(listener: HttpServer, limit: number, bodyFor: ErrorBodyFor): void {
  const others = listener.listeners('clientError') as Array<(err: Error, socket: Socket) => void>;
  listener.removeAllListeners('clientError');
  listener.on('clientError', (err: Error & { code?: string; rawPacket?: unknown }, socket: Socket) => {
    const inFlight = (socket as Socket & { _httpMessage?: unknown })._httpMessage !== undefined;
    if (err.code?.startsWith('HPE_') && socket.writable && !inFlight) {
      const overflow = err.code === 'HPE_HEADER_OVERFLOW';
      const status = overflow ? 431 : 400;
      const message = overflow ? tooLargeMessage(limit) : 'malformed HTTP request';
      // the bytes Node last read: the request line when it is the first chunk, else the API cannot be told
      let path = targetOf(err.rawPacket);
      try {
        path = decodeURI(path.split('?')[0]!);
      } catch {
        // the prefix is plain ASCII: an undecodable rest does not change which API it is
      }
      const body = bodyFor(path, status, message);
      socket.end(
        `HTTP/1.1 ${status} ${REASONS[status]}\r\nContent-Type: application/json; charset=utf-8\r\nX-Content-Type-Options: nosniff\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
      return;
    }
    for (const handler of others) handler(err, socket);
  });
}

/**
 * A client that did not send its headers within headersTimeout, or its request within requestTimeout (a
 * slowloris socket), gets 408 and its socket is destroyed. Hapi's handler would only end() it with a 400,
 * which leaves the socket open for as long as the client keeps it half-open, never reading.
 */
export function closeSlowClients(listener: HttpServer): void {
  const others = listener.listeners('clientError') as Array<(err: Error, socket: Socket) => void>;
  listener.removeAllListeners('clientError');
  listener.on('clientError', (err: Error & { code?: string }, socket: Socket) => {
    if (err.code !== 'ERR_HTTP_REQUEST_TIMEOUT') {
      for (const handler of others) handler(err, socket);
      return;
    }
    if (socket.writable) {
      const body = JSON.stringify({ ok: false, code: 408, error: 'request not received in time' });
      socket.write(
        'HTTP/1.1 408 Request Timeout\r\nContent-Type: application/json; charset=utf-8\r\nX-Content-Type-Options: nosniff\r\n' +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy();
  });
}
