/** WebSocket (streaming contract, channel `ws`) on the server's own listener, taken over at `upgrade`. */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';
import { ApiError } from '../http/errors.ts';
import type { Admitter } from './admit.ts';
import type { CloseReason, StreamHub } from './hub.ts';
import { checkPosition, livePosition, parsePosition, resume } from './resume.ts';
import type { IndexEvents } from './source.ts';
import { parseWsOperation, resubscribed } from './subscription.ts';
import {
  boundedSink,
  errorOf,
  MAX_SUBSCRIPTION_BYTES,
  releaseOnClose,
  writeUpgradeError,
  type TransportLimits,
} from './transport.ts';

/** One client frame holds one operation: the largest is a subscription (S7). */
export const MAX_FRAME_BYTES = MAX_SUBSCRIPTION_BYTES;
const SLOW_CONSUMER = 4008;
const CLOSE_CODES: Record<CloseReason, number> = {
  'slow consumer': SLOW_CONSUMER,
  'server stopping': 1001,
  'resume failed': 1011,
};
const MESSAGE_TOO_BIG = 1009;

/** ws closes an over-long frame with 1009 and no reason: the client is told what the limit is. */
class CappedWebSocket extends WebSocket {
  override close(code?: number, reason?: string | Buffer): void {
    super.close(
      code,
      code === MESSAGE_TOO_BIG && reason === undefined ? `frame over ${MAX_FRAME_BYTES} bytes` : reason,
    );
  }
}

export function attachWebSocket(
  listener: import('node:http').Server,
  path: string,
  deps: { hub: StreamHub; admitter: Admitter; limits: TransportLimits; events: IndexEvents },
) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES, WebSocket: CappedWebSocket });
  const onUpgrade = async (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== path) return writeUpgradeError(socket, req, new ApiError(404, 'not found'));
    let admission;
    try {
      admission = await deps.admitter.admit(req, url.searchParams);
    } catch (err) {
      return writeUpgradeError(socket, req, err);
    }
    // The slot is the socket's (S7): it goes back when the socket is gone, whether ws refused the handshake
    // (bad headers), the client left, or the server closed the connection.
    releaseOnClose(socket, admission.release);
    wss.handleUpgrade(req, socket, head, (ws) => serve(ws, deps));
  };
  listener.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => void onUpgrade(req, socket, head));
  return wss;
}

function serve(ws: WebSocket, deps: { hub: StreamHub; limits: TransportLimits; events: IndexEvents }): void {
  const reply = (obj: object) => ws.send(JSON.stringify(obj));
  let open = true;
  const close = (reason: CloseReason) => {
    if (!open) return;
    ws.close(CLOSE_CODES[reason], reason);
    // a peer that reads nothing never takes the close frame either
    setTimeout(() => ws.terminate(), deps.limits.closeGraceMs).unref();
    finish();
  };
  const connection = deps.hub.add(
    boundedSink(deps.limits, {
      open: () => open,
      buffered: () => ws.bufferedAmount,
      write: (f) => {
        const encoded = (f.encoded ??= {});
        ws.send((encoded.ws ??= Buffer.from(f.text)), { binary: false });
      },
      close,
    }),
  );
  let missed = 0;
  ws.on('pong', () => {
    missed = 0;
  });
  const heartbeat = setInterval(() => {
    if (missed >= 2) return ws.terminate();
    missed++;
    ws.ping();
  }, deps.limits.keepaliveMs);
  const finish = () => {
    if (!open) return;
    open = false;
    clearInterval(heartbeat);
    deps.hub.remove(connection);
  };
  ws.on('close', finish);
  ws.on('error', finish);
  const refuse = (err: unknown, id?: string) => {
    const { body } = errorOf(err);
    reply({ ...(id !== undefined ? { id } : {}), status: 'error', ...body });
  };
  ws.on('message', async (data, isBinary) => {
    let op;
    try {
      if (isBinary) throw new ApiError(400, 'messages are JSON text frames');
      op = parseWsOperation(data.toString());
    } catch (err) {
      return refuse(err, (err as { requestId?: string }).requestId);
    }
    const id = op.id !== undefined ? { id: op.id } : {};
    if (op.operation === 'ping') return reply({ ...id, status: 'pong' });
    if (op.operation === 'subscribe') {
      // S16: `from` replays what the connection missed before the live stream; it is checked before anything changes
      let from;
      try {
        if (op.fields.from !== undefined) {
          from = parsePosition(op.fields.from, 'from');
          await checkPosition(deps.events, from, 'from');
        }
      } catch (err) {
        return refuse(err, op.id);
      }
      if (!open) return;
      connection.subscription = resubscribed(connection.subscription, op.subscription, op.fields);
      if (from) {
        resume(connection, from, deps.events);
        return reply({ ...id, status: 'subscribed' });
      }
      // a subscription that replaces one still catching up joins the live stream where the replay was
      if (connection.catchingUp) connection.goLive();
      return reply({ ...id, status: 'subscribed', position: livePosition(deps.events) });
    }
    const sub = connection.subscription;
    if (!sub) return reply({ ...id, status: 'error', code: 422, error: 'nothing subscribed yet' });
    // a new subscription object, never one changed in place: the hub shares notifications by subscription
    const addresses = new Set(sub.addresses);
    const norms = new Set(sub.norms);
    for (const a of op.addresses) addresses.delete(a);
    for (const n of op.norms) norms.delete(n);
    connection.subscription = { ...sub, addresses, norms };
    return reply({ ...id, status: 'unsubscribed' });
  });
}
