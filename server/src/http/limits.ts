import type { Server as HttpServer } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Request line + headers the server accepts: 1024 raw addresses in a query string are about 80 KB
 * (v3 D15, D24), so the contract's own caps, not Node's 16 KiB default, are what clients meet.
 */
export const MAX_HEADER_BYTES = 256 * 1024;

/**
 * Node reports an over-long request line or header block as a client error, which Hapi answers with a
 * bare 400. The contract documents 431 with an error body; this one is valid under both APIs' error
 * schemas (v2 envelope fields and v3 `{code, error}`), since the path was never read.
 */
export function answerOversizedHeaders(listener: HttpServer, limit: number): void {
  const others = listener.listeners('clientError') as Array<(err: Error, socket: Socket) => void>;
  listener.removeAllListeners('clientError');
  listener.on('clientError', (err: Error & { code?: string }, socket: Socket) => {
    if (err.code === 'HPE_HEADER_OVERFLOW' && socket.writable) {
      const body = JSON.stringify({ ok: false, code: 431, error: `request line and headers exceed ${limit} bytes` });
      socket.end(
        'HTTP/1.1 431 Request Header Fields Too Large\r\nContent-Type: application/json; charset=utf-8\r\nX-Content-Type-Options: nosniff\r\n' +
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
