/** SSE (streaming contract, channel `sse`): POST with the subscription as body, or GET with it in the query (S3). */
import type { Request, ResponseToolkit, Server } from '@hapi/hapi';
import { ApiError } from '../http/errors.ts';
import type { Admitter } from './admit.ts';
import type { StreamHub } from './hub.ts';
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
  server: Server,
  path: string,
  deps: { hub: StreamHub; admitter: Admitter; limits: TransportLimits },
): void {
  const handler = async (request: Request, h: ResponseToolkit) => {
    const res = request.raw.res;
    const query = new URLSearchParams(request.url.search);
    let admission;
    try {
      admission = await deps.admitter.admit(request.raw.req, query);
    } catch (err) {
      writeHttpError(res, err);
      return h.abandon;
    }
    let subscription;
    let id: string | undefined;
    try {
      const body =
        request.method === 'get' ? subscriptionFromQuery(query) : parseJson(request.payload as Buffer | undefined);
      id = requestIdOf(body);
      subscription = parseSubscription(body);
    } catch (err) {
      admission.release();
      // the body's id is repeated in the answer that refuses it (S4, S5), as upstream repeats it
      writeHttpError(res, err, {}, id);
      return h.abandon;
    }
    const socket = request.raw.req.socket;
    releaseOnClose(socket, admission.release);
    res.writeHead(200, { ...sseHeaders(request.raw.req.headers.origin), 'x-request-id': request.info.id });
    // every message is a named event (S15): `connected` first, `event` for each notification, `closed` last
    const write = (obj: object, name: 'connected' | 'event' | 'closed' = 'event') =>
      res.write(`event: ${name}
data: ${JSON.stringify(obj)}

`);
    let open = true;
    const close = (reason: 'slow consumer' | 'server stopping') => {
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
        write: (notification) => write(notification),
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
      return h.abandon;
    }
    write({ ...(id !== undefined ? { id } : {}), status: 'subscribed' }, 'connected');
    return h.abandon;
  };
  server.route({
    method: 'POST',
    path,
    options: { payload: { parse: false, output: 'data', maxBytes: MAX_SUBSCRIPTION_BYTES } },
    handler,
  });
  server.route({ method: 'GET', path, handler });
  // the endpoint exists: another method is told which ones it takes rather than that nothing is here
  server.route({
    method: '*',
    path,
    handler: (request, h) => {
      writeHttpError(request.raw.res, new ApiError(405, `method not allowed (${ALLOWED})`), { allow: ALLOWED });
      return h.abandon;
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
