/**
 * One streaming subscriber on a bare TCP socket, SSE or WebSocket: tens of thousands fit in one process, where a
 * `fetch` stream or a `ws` client costs several times the memory and CPU per connection and the clients' share
 * would crowd the server on a small machine. It reads no more of a notification than its `position` (S16), which
 * identifies it on every connection: what a subscriber received is the list of positions, in order.
 */
import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';

export interface SubscriberOptions {
  /** http://host:port of the server */
  base: string;
  kind: 'sse' | 'ws';
  /** the subscription (the SSE body / the WebSocket `subscribe` operation without `operation`) */
  subscription: Record<string, unknown>;
  /** a position to resume after (S16): SSE sends it as `Last-Event-ID`, WebSocket as `from` */
  from?: string;
  /** the loopback source address, so more sockets than one address's ports (and per-address stream cap) allow */
  localAddress?: string;
  /** each notification as it arrives; `at` is `performance.timeOrigin + performance.now()`, comparable across processes */
  onEvent?: (position: string, at: number) => void;
}

export interface Subscriber {
  /** positions received, in order */
  readonly positions: string[];
  /** when each of them arrived (`now()`) */
  readonly receivedAt: number[];
  /** the position a fresh subscription starts after, from the `connected`/`subscribed` reply */
  readonly startPosition: string | undefined;
  /** the server ended the stream (or the socket went) */
  readonly ended: boolean;
  close(): void;
}

/** Wall-clock milliseconds with sub-millisecond resolution, the same clock in every process on the machine. */
export const now = () => performance.timeOrigin + performance.now();

/** Resolves once the subscription is confirmed; rejects if the server refuses it or the socket fails first. */
export function subscribe(o: SubscriberOptions): Promise<Subscriber> {
  const url = new URL(o.base);
  const socket = connect({ host: url.hostname, port: Number(url.port), localAddress: o.localAddress });
  socket.setNoDelay(true);
  const state = {
    positions: [] as string[],
    receivedAt: [] as number[],
    startPosition: undefined as string | undefined,
    ended: false,
  };
  return new Promise((resolve, reject) => {
    const sub: Subscriber = {
      positions: state.positions,
      receivedAt: state.receivedAt,
      get startPosition() {
        return state.startPosition;
      },
      get ended() {
        return state.ended;
      },
      close: () => socket.destroy(),
    };
    const events = {
      subscribed: (position: string | undefined) => {
        state.startPosition = position;
        resolve(sub);
      },
      event: (position: string, at: number) => {
        state.positions.push(position);
        state.receivedAt.push(at);
        o.onEvent?.(position, at);
      },
      refused: (why: string) => reject(new Error(why)),
    };
    socket.on('error', (err) => {
      state.ended = true;
      reject(err);
    });
    socket.on('close', () => {
      state.ended = true;
      reject(new Error('closed before subscribed'));
    });
    if (o.kind === 'sse') sse(socket, url, o, events);
    else ws(socket, url, o, events);
  });
}

interface Events {
  subscribed(position: string | undefined): void;
  event(position: string, at: number): void;
  refused(why: string): void;
}

function sse(socket: Socket, url: URL, o: SubscriberOptions, on: Events): void {
  const body = JSON.stringify(o.subscription);
  socket.write(
    `POST /api/streaming/v2/sse HTTP/1.1\r\nHost: ${url.host}\r\nAccept: text/event-stream\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      (o.from ? `Last-Event-ID: ${o.from}\r\n` : '') +
      `\r\n${body}`,
  );
  let head = true;
  let text = '';
  socket.setEncoding('latin1');
  socket.on('data', (chunk: string) => {
    const at = now();
    text += chunk;
    if (head) {
      const end = text.indexOf('\r\n\r\n');
      if (end < 0) return;
      if (!text.startsWith('HTTP/1.1 200')) return on.refused(text.slice(0, text.indexOf('\r\n')));
      head = false;
      text = text.slice(end + 2);
    }
    // Whole messages only: each ends with a blank line, and each is one chunk of the chunked body, so the chunk
    // framing lies between messages. Every message's first line is `event: <name>` after a line break (S15).
    const last = text.lastIndexOf('\n\n');
    if (last < 0) return;
    let i = 0;
    for (;;) {
      const e = text.indexOf('\nevent: ', i);
      if (e < 0 || e > last) break;
      const nl = text.indexOf('\n', e + 8);
      const name = text.slice(e + 8, nl);
      const id = text.startsWith('id: ', nl + 1) ? text.slice(nl + 5, text.indexOf('\n', nl + 5)) : undefined;
      if (name === 'event') on.event(id!, at);
      else if (name === 'connected') on.subscribed(id);
      else if (name === 'closed') socket.destroy();
      i = nl;
    }
    text = text.slice(last + 2);
  });
}

const POSITION = Buffer.from('"position":"');

function ws(socket: Socket, url: URL, o: SubscriberOptions, on: Events): void {
  socket.write(
    `GET /api/streaming/v2/ws HTTP/1.1\r\nHost: ${url.host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
      `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
  );
  let head = true;
  let buf: Buffer = Buffer.alloc(0);
  socket.on('data', (chunk: Buffer) => {
    const at = now();
    buf = buf.length ? Buffer.concat([buf, chunk]) : chunk;
    if (head) {
      const end = buf.indexOf('\r\n\r\n');
      if (end < 0) return;
      if (!buf.subarray(0, 12).toString().startsWith('HTTP/1.1 101'))
        return on.refused(buf.subarray(0, buf.indexOf('\r\n')).toString());
      head = false;
      buf = buf.subarray(end + 4);
      const from = o.from !== undefined ? { from: o.from } : {};
      socket.write(frame(1, Buffer.from(JSON.stringify({ operation: 'subscribe', ...o.subscription, ...from }))));
    }
    // server frames are unmasked and, from this server, never fragmented
    while (buf.length >= 2) {
      const opcode = buf[0]! & 0x0f;
      let len = buf[1]! & 0x7f;
      let at0 = 2;
      if (len === 126) {
        if (buf.length < 4) break;
        len = buf.readUInt16BE(2);
        at0 = 4;
      } else if (len === 127) {
        if (buf.length < 10) break;
        len = Number(buf.readBigUInt64BE(2));
        at0 = 10;
      }
      if (buf.length < at0 + len) break;
      const payload = buf.subarray(at0, at0 + len);
      buf = buf.subarray(at0 + len);
      if (opcode === 9) socket.write(frame(10, payload));
      else if (opcode === 8) socket.destroy();
      else if (opcode === 1) text(payload, at);
    }
  });
  // a notification's first key is `type`, a reply's is `id` or `status`; the position is a notification's last key
  const text = (payload: Buffer, at: number) => {
    const p = payload.lastIndexOf(POSITION);
    const position = p < 0 ? undefined : payload.toString('latin1', p + POSITION.length, payload.indexOf('"', p + 13));
    if (payload.subarray(0, 8).toString() === '{"type":') on.event(position!, at);
    else if (payload.includes('"status":"subscribed"')) on.subscribed(position);
    else if (payload.includes('"status":"error"')) on.refused(payload.toString());
  };
}

/** A client frame: final, masked as a client's must be. */
function frame(opcode: number, payload: Buffer): Buffer {
  const len = payload.length;
  const ext = len < 126 ? 0 : len < 65536 ? 2 : 8;
  const out = Buffer.alloc(2 + ext + 4 + len);
  out[0] = 0x80 | opcode;
  if (ext === 0) out[1] = 0x80 | len;
  else if (ext === 2) {
    out[1] = 0x80 | 126;
    out.writeUInt16BE(len, 2);
  } else {
    out[1] = 0x80 | 127;
    out.writeBigUInt64BE(BigInt(len), 2);
  }
  const mask = randomBytes(4);
  mask.copy(out, 2 + ext);
  for (let i = 0; i < len; i++) out[2 + ext + 4 + i] = payload[i]! ^ mask[i & 3]!;
  return out;
}
