import type { IncomingMessage, Server as HttpServer } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Request line + headers the server accepts: 1024 raw addresses in a query string are about 80 KB
 * (v3 D15, D24), so the contract's own caps, not Node's 16 KiB default, are what clients meet.
 */
export const MAX_HEADER_BYTES = 256 * 1024;

/**
 * Node's own parser limit, well above the contract's: a request between the two reaches the pipeline, where its
 * path is known and the 431 gets the envelope of its API. Only beyond this does Node's parser refuse it
 * (`answerClientErrors`).
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

/** The error body of the API the request path belongs to: (path, status, message) → JSON text. */
export type ErrorBodyFor = (path: string, status: number, message: string) => string;

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/** The request target from the bytes Node had read when it gave up (the start of the request line). */
function targetOf(raw: unknown): string {
  if (!Buffer.isBuffer(raw)) return '';
  const line = raw.toString('latin1', 0, Math.min(raw.length, 4096));
  return line.split(' ')[1] ?? '';
}

/** The path of a request target, for choosing the API whose envelope an error takes. */
function pathOf(target: string): string {
  const path = target.split('?')[0]!;
  try {
    return decodeURI(path);
  } catch {
    // the prefix is plain ASCII: an undecodable rest does not change which API it is
    return path;
  }
}

/**
 * What Node's parser refuses or times out before the pipeline sees a request, answered in the envelope of the API
 * whose prefix the request line starts with (v2 D27/D30, v3 D24/D29):
 * - beyond `parserHeaderBytes`, an over-long request line or header block: 431;
 * - a malformed request line or header: 400;
 * - a client that did not send its headers within `headersTimeout`, or its whole request within `requestTimeout`
 *   (a slowloris socket): 408, and the socket is destroyed a second later, never left half-open for as long as the
 *   client likes.
 *   When the request had not arrived far enough to name its path, the first API's envelope.
 */
export function answerClientErrors(listener: HttpServer, limit: number, bodyFor: ErrorBodyFor): void {
  listener.removeAllListeners('clientError');
  listener.on('clientError', (err: Error & { code?: string; rawPacket?: unknown }, socket: Socket) => {
    const inFlight = (socket as Socket & { _httpMessage?: { req?: { url?: string }; headersSent?: boolean } })
      ._httpMessage;
    if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
      if (!socket.writable || inFlight?.headersSent) {
        socket.destroy();
        return;
      }
      // ended, not destroyed at once: a reset would discard the answer where the client's bytes are still unread
      socket.end(rawAnswer(408, bodyFor(pathOf(inFlight?.req?.url ?? ''), 408, 'request not received in time')));
      const cut = setTimeout(() => socket.destroy(), 1000);
      cut.unref();
      socket.once('close', () => clearTimeout(cut));
      return;
    }
    if (err.code?.startsWith('HPE_') && socket.writable && !inFlight) {
      const overflow = err.code === 'HPE_HEADER_OVERFLOW';
      const status = overflow ? 431 : 400;
      const message = overflow ? tooLargeMessage(limit) : 'malformed HTTP request';
      // the bytes Node last read: the request line when it is the first chunk, else the API cannot be told
      socket.end(rawAnswer(status, bodyFor(pathOf(targetOf(err.rawPacket)), status, message)));
      return;
    }
    // a connection reset or a parse error mid-answer: nothing can be answered on it
    socket.destroy();
  });
}

function rawAnswer(status: number, body: string): string {
  return (
    `HTTP/1.1 ${status} ${REASONS[status]}\r\nContent-Type: application/json; charset=utf-8\r\nX-Content-Type-Options: nosniff\r\n` +
    `Cache-Control: no-cache\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`
  );
}
