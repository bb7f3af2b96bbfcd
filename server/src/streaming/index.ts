/**
 * The Streaming API (spec/streaming/asyncapi.yaml) on a server that has the index: SSE and WebSocket under
 * `/api/streaming/v2`, fed by the indexer's notifications (and Redis between replicas when configured).
 */
import type pg from 'pg';
import type { Logger } from 'pino';
import type { LitePool } from '../../../liteapi/pool.ts';
import { asyncApi } from '../../../contract/streaming.ts';
import type { AuthOptions } from '../auth/guard.ts';
import type { ApiServer } from '../server.ts';
import { Admitter } from './admit.ts';
import { StreamHub } from './hub.ts';
import { IndexEvents } from './source.ts';
import { registerSse } from './sse.ts';
import { DEFAULT_LIMITS, type TransportLimits } from './transport.ts';
import { attachWebSocket } from './ws.ts';
import { ApiError } from '../http/errors.ts';
import { writeHttpError, writeUpgradeError } from './transport.ts';
import type { Exchange } from '../http/exchange.ts';

export const STREAMING_PREFIX = '/api/streaming/v2';
/** S16: an hour of events can be resumed unless the operator says otherwise (`STREAMING_RESUME_SECONDS`). */
export const DEFAULT_RESUME_SECONDS = 3600;

export interface StreamingOptions {
  db: pg.Pool;
  network: string;
  logger: Logger;
  /** the same keys, plans and limiter as the HTTP APIs; absent: no keys checked (tests, closed deployments) */
  auth?: AuthOptions;
  /** how long a position stays resumable, seconds (S16); 0 turns resume off */
  resumeSeconds?: number;
  prefix?: string;
  limits?: Partial<TransportLimits>;
  queryTimeoutMs?: number;
  onBatch?: (news: string, ms: number, built: boolean) => void;
  /**
   * The liteserver pool API v2 answers from in this process: told of each block before its events go out, so
   * v2's latest block is never older than one a subscriber has heard of.
   */
  pool?: Pick<LitePool, 'masterchainReached'>;
}

/** The HTTP layer's errors under the streaming path (404, 413, 431) in the body streaming answers with: v3's (S5). */
function answerErrorsAsStreaming(server: ApiServer, prefix: string) {
  return server.answerErrorsAs(prefix, 'v3', asyncApi().info.version);
}

export async function attachStreaming(server: ApiServer, options: StreamingOptions) {
  const prefix = options.prefix ?? STREAMING_PREFIX;
  const shape = answerErrorsAsStreaming(server, prefix);
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const hub = new StreamHub();
  const admitter = new Admitter(options.auth);
  const events = new IndexEvents({
    db: { pool: options.db, timeoutMs: options.queryTimeoutMs ?? 10_000 },
    network: options.network,
    logger: options.logger,
    retentionSeconds: options.resumeSeconds ?? DEFAULT_RESUME_SECONDS,
    deliver: (batch) => hub.deliver(batch),
    onBatch: options.onBatch,
    onBlock: (seqno) => options.pool?.masterchainReached(seqno),
    wanted: () => [...hub.connections].some((c) => c.subscription !== undefined),
  });
  registerSse(server, shape, `${prefix}/sse`, { hub, admitter, limits, events });
  const wss = attachWebSocket(server.listener, `${prefix}/ws`, { hub, admitter, limits, events });
  await events.start();
  // S9: streams end before the listener drains, and the LISTEN connection goes back before the pool closes.
  server.onStopping(async () => {
    hub.closeAll('server stopping');
    await events.stop();
    wss.close();
  });
  return { hub, events, prefix };
}

/** A deployment without the index has nothing to stream: both endpoints answer 501 in the v3 error body (S5). */
export function attachStreamingUnavailable(server: ApiServer, prefix = STREAMING_PREFIX): void {
  const shape = answerErrorsAsStreaming(server, prefix);
  const error = new ApiError(501, 'the index (PostgreSQL) is not configured in this deployment');
  const run = (ex: Exchange) => {
    writeHttpError(ex.res, error);
    return undefined;
  };
  server.route(shape, { method: 'POST', path: `${prefix}/sse`, run });
  server.route(shape, { method: 'GET', path: `${prefix}/sse`, run });
  server.listener.on('upgrade', (req, socket) => {
    socket.on('error', () => socket.destroy());
    writeUpgradeError(
      socket,
      req,
      new URL(req.url ?? '/', 'http://localhost').pathname === `${prefix}/ws` ? error : new ApiError(404, 'not found'),
    );
  });
}
