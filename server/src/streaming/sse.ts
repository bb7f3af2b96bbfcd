/** SSE (streaming contract, channel `sse`): POST with the subscription as body, or GET with it in the query (S3). */
import { ApiError } from '../http/errors.ts';
import type { Exchange } from '../http/exchange.ts';
import type { ApiServer } from '../server.ts';
import type { Shape } from '../http/router.ts';
import type { Admitter } from './admit.ts';
import type { CloseReason, Position, StreamHub } from './hub.ts';
import { checkPosition, livePosition, parsePosition, resume } from './resume.ts';
import type { IndexEvents } from './source.ts';
import { parseSubscription, requestIdOf, subscriptionFromQuery } from './subscription.ts';
import {
  boundedSink,
  hangUp,
  MAX_SUBSCRIPTION_BYTES,
  releaseOnClose,
  sseHeaders,
  writeHttpError,
  type TransportLimits,
} from './transport.ts';

export function registerSse(
  server: ApiServer,
  shape: Shape,
  path: string,
  deps: { hub: StreamHub; admitter: Admitter; limits: TransportLimits; events: IndexEvents },
): void {
  const handler = async (ex: Exchange): Promise<undefined> => {
    const { req, res } = ex;
    const target = req.url ?? '';
    const query = new URLSearchParams(target.includes('?') ? target.slice(target.indexOf('?') + 1) : '');
    let admission;
    try {
      admission = await deps.admitter.admit(req, query);
    } catch (err) {
      writeHttpError(res, err);
      return;
    }
    let subscription;
    let id: string | undefined;
    let from: Position | undefined;
    try {
      const body = req.method === 'POST' ? parseJson(ex.body) : subscriptionFromQuery(query);
      id = requestIdOf(body);
      subscription = parseSubscription(body);
      // S16: a browser's EventSource sends the last id it saw when it reconnects; it wins over the request's own
      const lastEventId = req.headers['last-event-id'];
      if (typeof lastEventId === 'string' && lastEventId !== '') from = parsePosition(lastEventId, 'Last-Event-ID');
      else if (typeof (body as { from?: unknown }).from === 'string')
        from = parsePosition((body as { from: string }).from, 'from');
      if (from) await checkPosition(deps.events, from, lastEventId ? 'Last-Event-ID' : 'from');
    } catch (err) {
      admission.release();
      // the body's id is repeated in the answer that refuses it (S4, S5), as upstream repeats it
      writeHttpError(res, err, {}, id);
      return;
    }
    const socket = req.socket;
    releaseOnClose(socket, admission.release);
    res.writeHead(200, { ...sseHeaders(req.headers.origin), 'x-request-id': ex.id });
    // every message is a named event (S15): `connected` first, `event` for each notification, `closed` last
    // a notification's position is its SSE id (S16), so an EventSource resumes by itself
    const frame = (name: 'connected' | 'event' | 'closed', text: string, position?: string) =>
      res.write(`event: ${name}\n${position !== undefined ? `id: ${position}\n` : ''}data: ${text}\n\n`);
    const write = (obj: object, name: 'connected' | 'closed', position?: string) =>
      frame(name, JSON.stringify(obj), position);
    let open = true;
    const close = (reason: CloseReason) => {
      if (!open) return;
      write({ status: 'closed', reason }, 'closed');
      res.end();
      finish();
      hangUp(res, socket, deps.limits.closeGraceMs);
    };
    const connection = deps.hub.add(
      boundedSink(deps.limits, {
        open: () => open,
        buffered: () => res.writableLength,
        write: (f) => {
          const encoded = (f.encoded ??= {});
          encoded.sse ??= Buffer.from(
            `event: event\n${f.position !== undefined ? `id: ${f.position}\n` : ''}data: ${f.text}\n\n`,
          );
          res.write(encoded.sse);
        },
        close,
      }),
    );
    connection.subscription = subscription;
    const keepalive = setInterval(() => {
      if (res.writableLength <= deps.limits.maxBufferedBytes) res.write(': keepalive\n\n');
    }, deps.limits.keepaliveMs);
    const finish = () => {
      if (!open) return;
      open = false;
      clearInterval(keepalive);
      deps.hub.remove(connection);
    };
    res.on('close', finish);
    // the client may have gone while the subscription was checked: then 'close' has already been emitted
    if (socket.destroyed) {
      finish();
      return;
    }
    const requestId = id !== undefined ? { id } : {};
    if (from) {
      // no position on `connected`: until a replayed event arrives, the client's last id stays the one it resumed from
      resume(connection, from, deps.events);
      write({ ...requestId, status: 'subscribed' }, 'connected');
    } else {
      const position = livePosition(deps.events);
      write({ ...requestId, status: 'subscribed', position }, 'connected', position);
    }
  };
  server.route(shape, { method: 'POST', path, maxBody: MAX_SUBSCRIPTION_BYTES, run: handler });
  server.route(shape, { method: 'GET', path, run: handler });
  // the endpoint exists: another method is told which ones it takes rather than that nothing is here
  server.route(shape, {
    method: '*',
    path,
    run: (ex) => {
      writeHttpError(ex.res, new ApiError(405, `method not allowed (${ALLOWED})`), { allow: ALLOWED });
      return undefined;
    },
  });
}

const ALLOWED = 'GET, POST';

function parseJson(payload: Buffer | undefined): unknown {
  if (!payload?.length) throw new ApiError(422, 'body: a JSON subscription is required');
  try {
    return JSON.parse(payload.toString('utf8'));
  } catch {
    throw new ApiError(400, 'body is not valid JSON');
  }
}
