import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError } from './errors.ts';
import { Exchange } from './exchange.ts';
import { headerBytes, tooLargeMessage } from './limits.ts';
import { preflightHeaders } from './cors.ts';
import { commonHeaders, writeReply, type Reply } from './reply.ts';
import { errorReply, type Route, type Router, type Shape } from './router.ts';

/*
 * Every request passes the same stages, each written once:
 *   1. its size (431) and its path (dot segments resolved, a trailing slash dropped);
 *   2. a CORS preflight is answered (`cors.ts`);
 *   3. routing (`router.ts`): an operation, a document, a stream, an API's 404/405/501, the server's own pages;
 *   4. its body, where the route takes one (413 beyond the route's limit);
 *   5. the route: for an operation, the guard (keys, limits), input reading and validation and the handler
 *      (`routes.ts`, `dispatch.ts`);
 *   6. the answer: the API's envelope (`dispatch.ts` answerOf), the headers every answer carries, compression
 *      (`reply.ts`);
 *   7. one log line and the request metrics (`observe`), and what listens to answers (`onAnswer`).
 * What Node's parser refuses before a request exists (400, 408, 431 beyond its own limit) is answered in
 * `limits.ts`, in the same envelopes.
 */

/** What is reported of every answer: the log line and the request metrics. */
export interface AnswerLine {
  reqId: string;
  method: string;
  path: string;
  api: Shape['api'];
  operation: string;
  transport: string;
  status: number;
  ms: number;
  ip: string;
}

export interface PipelineOptions {
  router: Router;
  /** the shape of whatever no route takes (a path outside every API with no docs site) */
  fallback: Route;
  /** the request line and headers limit of the contract: 431 beyond it */
  headerLimit: number;
  serverId: string;
  observe(line: AnswerLine, ex: Exchange): void;
  logError(reqId: string, err: unknown): void;
}

export interface Pipeline {
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** from now on new requests are refused 503; resolves once the answers under way are sent, or after `maxMs` */
  drain(maxMs: number): Promise<void>;
  /** requests are answered again (a server started after it stopped) */
  resume(): void;
}

/** The path a request is routed by: the target without its query, dot segments resolved, one trailing slash dropped. */
export function routedPath(target: string): string {
  const q = target.indexOf('?');
  let path = q === -1 ? target : target.slice(0, q);
  if (path.charCodeAt(0) !== 47) {
    // absolute form (`http://host/path`) or `*`: its path, or nothing any route has
    try {
      return new URL(path).pathname;
    } catch {
      return path;
    }
  }
  if (path.includes('/.') || path.includes('%')) {
    try {
      path = new URL(`http://h${path}`).pathname;
    } catch {
      // left as sent: no route has it
    }
  }
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

export function createPipeline(options: PipelineOptions): Pipeline {
  const { router, fallback } = options;
  let counter = 0;
  let inFlight = 0;
  let stopping = false;
  let drained: (() => void) | undefined;

  const report = (ex: Exchange, shape: Shape, status: number) =>
    options.observe(
      {
        reqId: ex.id,
        method: ex.method.toLowerCase(),
        path: ex.path,
        api: shape.api,
        operation: ex.state.operationId ?? 'other',
        transport: ex.state.rpc ? 'jsonrpc' : ex.method.toLowerCase(),
        status,
        ms: Date.now() - ex.received,
        ip: ex.info.remoteAddress,
      },
      ex,
    );

  const answer = (ex: Exchange, shape: Shape, reply: Reply, close = false) => {
    let status: number;
    try {
      status = writeReply(ex, reply, shape.version, close);
    } catch (err) {
      // an answer that could not be written ends the connection, never the process
      options.logError(ex.id, err);
      ex.res.destroy();
      status = 500;
    }
    report(ex, shape, status);
  };

  async function serve(ex: Exchange, route: Route): Promise<void> {
    const { shape } = route;
    if (route.maxBody !== undefined) {
      const body = await readBody(ex.req, route.maxBody);
      // the connection stays: Node reads the rest of the body and drops it (within the request timeout), so a client
      // still sending gets the 413 rather than a broken pipe
      if (body instanceof ApiError) return answer(ex, shape, errorReply(ex, shape, body));
      ex.body = body;
    }
    let reply: Reply | undefined;
    try {
      reply = await route.run(ex);
    } catch (error) {
      // routes answer their own errors; what still comes here is a bug, answered as one (its detail logged)
      if (ex.res.headersSent) {
        options.logError(ex.id, error);
        ex.res.destroy();
        return;
      }
      reply = errorReply(ex, shape, error);
    }
    if (reply) return answer(ex, shape, reply);
    // the route answers over time itself (a stream): reported when it ends
    if (ex.res.writableFinished || ex.res.destroyed) report(ex, shape, ex.res.statusCode);
    else ex.res.once('close', () => report(ex, shape, ex.res.statusCode));
  }

  return {
    handle(req, res) {
      counter = counter >= 99_999 ? 10_000 : counter + 1;
      const received = Date.now();
      const path = routedPath(req.url ?? '/');
      const ex = new Exchange(req, res, `${received}:${options.serverId}:${counter}`, received, path, options.logError);
      const method = req.method ?? 'GET';
      const route = router.find(method, path) ?? fallback;
      if (stopping)
        return answer(ex, route.shape, errorReply(ex, route.shape, new ApiError(503, 'server stopping')), true);
      if (headerBytes(req) > options.headerLimit) {
        // the request's body, if any, is not read: the connection cannot carry another request
        const error = new ApiError(431, tooLargeMessage(options.headerLimit));
        return answer(ex, route.shape, errorReply(ex, route.shape, error), true);
      }
      const asked = req.headers['access-control-request-method'];
      if (method === 'OPTIONS' && typeof asked === 'string') {
        const headers = {
          ...commonHeaders(ex, route.shape.version, 200),
          ...preflightHeaders(req.headers.origin, asked),
        };
        res.writeHead(200, { ...headers, 'content-length': '0' }).end();
        return report(ex, route.shape, 200);
      }
      inFlight++;
      serve(ex, route)
        .catch((err: unknown) => {
          // serve answers every error itself; what could still fail is its report (the log line, the metrics)
          options.logError(ex.id, err);
        })
        .finally(() => {
          if (--inFlight === 0) drained?.();
        });
    },
    drain(maxMs) {
      stopping = true;
      if (inFlight === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, maxMs);
        timer.unref();
        drained = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    },
    resume() {
      stopping = false;
      drained = undefined;
    },
  };
}

/** The request body, at most `max` bytes; 413 beyond (from Content-Length before reading, or while reading). */
function readBody(req: IncomingMessage, max: number): Promise<Buffer | ApiError> {
  const tooLarge = new ApiError(413, 'request body too large');
  const declared = Number(req.headers['content-length']);
  if (declared > max) return Promise.resolve(tooLarge);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (value: Buffer | ApiError) => {
      if (done) return;
      done = true;
      req.off('data', onData);
      resolve(value);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) {
        finish(tooLarge);
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => finish(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size)));
    // a client that leaves mid-body gets no answer; the empty body ends the route quickly
    req.once('error', () => finish(Buffer.alloc(0)));
    req.once('close', () => finish(Buffer.alloc(0)));
  });
}
