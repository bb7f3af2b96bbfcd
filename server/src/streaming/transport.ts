/** What SSE and WebSocket share: the limits of S6/S8 and the v3 error body written on a bare socket or response. */
import type { Duplex } from 'node:stream';
import type { Socket } from 'node:net';
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import { corsHeaders } from '../http/cors.ts';
import { ApiError } from '../http/errors.ts';
import type { Frame, Sink } from './hub.ts';

export interface TransportLimits {
  /** keepalive comment (SSE) / ping frame (WebSocket) interval, ms (S6) */
  keepaliveMs: number;
  /** bytes written but not yet taken by the peer beyond which it is disconnected (S8) */
  maxBufferedBytes: number;
  /** how long a peer the server closed has to take its last bytes before its socket is reset (S8) */
  closeGraceMs: number;
}

/**
 * The largest subscription a client may send, as an SSE body or one WebSocket frame (S7). The largest valid one,
 * 1000 addresses and 1000 trace hashes in their longest forms with every other field, is about 150 KB; the cap
 * leaves room for whitespace and longer action type names without letting a frame cost more memory than that.
 */
export const MAX_SUBSCRIPTION_BYTES = 256 * 1024;

export const DEFAULT_LIMITS: TransportLimits = {
  keepaliveMs: 15_000,
  maxBufferedBytes: 4 * 1024 * 1024,
  closeGraceMs: 5000,
};

/**
 * The back-pressure rule of both transports (S8): a notification is written while the peer keeps up; once
 * more than `maxBufferedBytes` wait unsent, the peer is closed as a slow consumer instead.
 */
export function boundedSink(
  limits: TransportLimits,
  peer: { open(): boolean; buffered(): number; write(frame: Frame): void; close: Sink['close'] },
): Sink {
  return {
    send: (frame) => {
      if (!peer.open()) return;
      if (peer.buffered() > limits.maxBufferedBytes) return peer.close('slow consumer');
      peer.write(frame);
    },
    close: peer.close,
  };
}

/**
 * The end of a response the server closed (S8, S9). A peer that takes the last bytes gets them, then the socket
 * goes (it is never kept for another request); one that reads nothing is reset after `graceMs`, so neither its
 * socket nor what is queued for it (in the process and in the kernel) outlives the stream.
 */
export function hangUp(res: ServerResponse, socket: Socket, graceMs: number): void {
  if (socket.closed) return;
  const reset = setTimeout(() => socket.resetAndDestroy(), graceMs);
  reset.unref();
  socket.once('close', () => clearTimeout(reset));
  if (res.writableFinished) socket.destroy();
  else res.once('finish', () => socket.destroy());
}

/**
 * Calls `release` once the socket is gone: the connection slot of a stream (S7) is the socket's, not the
 * subscription's, or a client that stops reading could hold more sockets than its plan allows.
 */
export function releaseOnClose(socket: Duplex, release: () => void): void {
  if (socket.closed) release();
  else socket.once('close', release);
}

/** The status and v3 body (`{code, error}`) of any failure; never internals for an unexpected one. */
export function errorOf(err: unknown): { status: number; body: { code: number; error: string } } {
  if (err instanceof ApiError) return { status: err.code, body: { code: err.code, error: err.message } };
  return { status: 500, body: { code: 500, error: 'internal error' } };
}

/** What every streaming answer carries: browsers must not guess a type from the bytes; CORS as the APIs give it. */
function commonHeaders(origin: string | undefined): Record<string, string> {
  return { 'x-content-type-options': 'nosniff', ...corsHeaders(origin) };
}

/**
 * An error answer on a bare response, in v3's body (S5): `extra` headers such as a 405's `Allow`; `id` the request's
 * own id, repeated in the body (S4, S5).
 */
export function writeHttpError(
  res: ServerResponse,
  err: unknown,
  extra: Record<string, string> = {},
  id?: string,
): void {
  const { status, body } = errorOf(err);
  const text = JSON.stringify(id !== undefined ? { ...body, id } : body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    ...commonHeaders(res.req.headers.origin),
    ...extra,
  });
  res.end(text);
}

/** A refused WebSocket upgrade: a whole HTTP answer on the raw socket, then close. */
export function writeUpgradeError(socket: Duplex, req: IncomingMessage, err: unknown): void {
  const { status, body } = errorOf(err);
  const text = JSON.stringify(body);
  const headers = {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
    ...commonHeaders(req.headers.origin),
    Connection: 'close',
  };
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n` +
      Object.entries(headers)
        .map(([k, v]) => `${k}: ${v}\r\n`)
        .join('') +
      `\r\n${text}`,
  );
}

/** The head of an event stream answered to a request from `origin`. */
export function sseHeaders(origin: string | undefined): Record<string, string> {
  return {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // reverse proxies (nginx) must not buffer an event stream
    'x-accel-buffering': 'no',
    ...commonHeaders(origin),
  };
}
