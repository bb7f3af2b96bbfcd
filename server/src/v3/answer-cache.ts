/**
 * API v3 answers kept until the index changes. What the index holds changes only when its writer commits,
 * and the writer announces every commit on the index's NOTIFY channel (`block:<seqno>` after each masterchain
 * block, `pending:`/`invalidated:` for emulated traces, `imported:` for bulk imports); PostgreSQL delivers a
 * NOTIFY only after its transaction commits. So an answer read from the primary stays the answer until the
 * next notification, which drops every kept answer.
 *
 * Read replicas (DATABASE_READ_URLS): a notification from the primary can arrive before a replica has replayed
 * the commit, and an answer read from that replica right after the notification would be kept under the new
 * state while holding the old. Such a deployment keeps no answers (`indexAnswerCache` returns undefined);
 * keying answers on each replica's replayed position would lift that and is not done.
 */
import type pg from 'pg';
import { INDEX_EVENTS_CHANNEL } from '../../../contract/index-news.ts';
import type { Logger } from 'pino';
import { AnswerCache } from '../http/answers.ts';
import type { Db } from './queries/db.ts';

/**
 * Operations whose answer is not only the committed index: pending (emulated) data, the liteserver-backed
 * legacy operations (and the names upstream kept for them), requests that are not reads, answers that depend on
 * the API key (webhooks).
 */
const NOT_KEPT = new Set([
  'getPendingTransactions',
  'getPendingActions',
  'getPendingTraces',
  'getAddressInformation',
  'getAccount',
  'getWalletInformation',
  'getWallet',
  'decodeGet',
  // a key's own webhooks, changed by the key, not by the index (D32)
  'listWebhooks',
  'getWebhook',
  'getWebhookDeliveries',
]);

export interface IndexAnswerCacheOptions {
  /** bytes of answers kept at most (default 64 MiB) */
  maxBytes?: number;
  logger?: Pick<Logger, 'warn'>;
}

export interface IndexAnswers {
  cache: AnswerCache;
  /** listens for the index's news; answers are kept from the moment it listens */
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** The answer cache of one v3 mount and its listener, or undefined where answers cannot be kept (replicas). */
export function indexAnswerCache(db: Db, options: IndexAnswerCacheOptions = {}): IndexAnswers | undefined {
  if (db.replicas) return undefined;
  const cache = new AnswerCache({
    maxBytes: options.maxBytes ?? 64 * 1024 * 1024,
    cacheable: (operationId) => !NOT_KEPT.has(operationId),
  });
  let client: pg.PoolClient | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  /** takes this listener's handlers off the connection it listens on */
  let unwatch = () => {};

  const onNews = (n: pg.Notification) => {
    if (n.channel === INDEX_EVENTS_CHANNEL) cache.invalidate();
  };

  const lost = (held: pg.PoolClient | undefined, err: Error) => {
    cache.suspend();
    if (held && client === held) {
      client = undefined;
      held.release(err);
    }
    if (stopped) return;
    options.logger?.warn(
      { err: err.message },
      'v3 answers: index notifications lost; keeping none, listening again in 1 s',
    );
    clearTimeout(retry);
    retry = setTimeout(() => void listen(), 1000);
    retry.unref();
  };

  const listen = async () => {
    if (stopped) return;
    let held: pg.PoolClient | undefined;
    try {
      held = await db.pool.connect();
      if (stopped) {
        held.release();
        return;
      }
      const mine = held;
      const gone = (err: Error) => {
        if (client === mine) lost(mine, err);
      };
      // node-postgres reports a server that went away only once the socket has closed, and the socket closes a
      // turn of the event loop or more after the end of its stream arrived (our side's shutdown completes
      // first): kept answers would be served in between, though the database is gone. The stream's end is the
      // first sign, and kept answers stop with it.
      const stream = mine.connection.stream;
      const ended = () => gone(new Error('the index notifications connection was closed by the server'));
      mine.on('notification', onNews);
      mine.on('error', gone);
      stream.once('end', ended);
      stream.once('close', ended);
      unwatch = () => {
        mine.off('notification', onNews);
        mine.off('error', gone);
        stream.off('end', ended);
        stream.off('close', ended);
      };
      client = mine;
      await mine.query(`LISTEN ${INDEX_EVENTS_CHANNEL}`);
      if (stopped || client !== mine) return;
      cache.resume();
    } catch (err) {
      lost(held, err as Error);
    }
  };

  return {
    cache,
    start: async () => {
      stopped = false;
      // not awaited: a database that is down (or slow to refuse) must not hold the server's start; answers are
      // kept from the moment the LISTEN is in place
      void listen();
    },
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      cache.suspend();
      const held = client;
      client = undefined;
      if (held) {
        await held.query(`UNLISTEN ${INDEX_EVENTS_CHANNEL}`).catch(() => {});
        // the connection goes back to the pool, where others may LISTEN on it: our listeners must not stay
        unwatch();
        held.release();
      }
    },
  };
}
