/**
 * The index's news reaches every API replica (S14): the indexer NOTIFYs `block:<seqno>` after each committed
 * masterchain block, the emulation store `pending:<trace id>`, the pending cleanup `invalidated:<norm>`.
 * Each replica LISTENs on one dedicated connection and turns the news into an event batch, one at a time
 * and in order. With Redis, the first replica to claim a piece of news builds it once and publishes the
 * batch; every replica delivers what arrives on the Redis channel.
 */
import type pg from 'pg';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { withClient, type Db } from '../v3/queries/db.ts';
import type { V3Deps } from '../v3/handlers/types.ts';
import { blockEvents, invalidatedEvents, pendingEvents, type EventBatch } from './events.ts';

/**
 * The NOTIFY channel the index's writer announces its news on (`indexer/writer/store.ts` owns it; the
 * server reads the index's database and does not import the indexer; a test checks the two agree).
 */
export const INDEX_EVENTS_CHANNEL = 'ton_index_events';

export const REDIS_EVENTS_CHANNEL = 'ton_stream_events';
/** News waiting to be built beyond this is dropped with a log line (a stalled database must not grow memory). */
const MAX_QUEUED = 1000;

export interface IndexEventsOptions {
  db: Db;
  network: string;
  deliver: (batch: EventBatch) => void;
  logger: Logger;
  redis?: Redis;
  /** false when nobody here listens: without Redis (no other replica to serve) the news is not built at all */
  wanted?: () => boolean;
  /**
   * A masterchain block is in the index: called when its news arrives, before anything of it is delivered (and
   * for a batch another replica built, before it is delivered here).
   */
  onBlock?: (seqno: number) => void;
  /** measured: from NOTIFY received to batch handed to the connections */
  onBatch?: (news: string, ms: number) => void;
}

export class IndexEvents {
  #client?: pg.PoolClient;
  #subscriber?: Redis;
  #chain: Promise<void> = Promise.resolve();
  #queued = 0;
  #stopped = false;
  #retry?: NodeJS.Timeout;

  constructor(private readonly o: IndexEventsOptions) {}

  /** Deployments of different networks may share one Redis: their channels and claims must not meet. */
  get #channel(): string {
    return `${REDIS_EVENTS_CHANNEL}:${this.o.network}`;
  }

  async start(): Promise<void> {
    if (this.o.redis) {
      this.#subscriber = this.o.redis.duplicate();
      this.#subscriber.on('message', (_channel: string, text: string) => {
        try {
          const batch = JSON.parse(text) as EventBatch;
          if (typeof batch.block === 'number') this.o.onBlock?.(batch.block);
          this.o.deliver(batch);
        } catch (err) {
          this.o.logger.warn({ err }, 'streaming: unreadable batch from Redis');
        }
      });
      this.#subscriber.on('error', (err: Error) =>
        this.o.logger.warn({ err: { message: err.message } }, 'streaming: Redis subscriber unreachable'),
      );
      // Not awaited: a Redis that is down must not hold the server's start; the subscription is made when it answers.
      this.#subscriber
        .subscribe(this.#channel)
        .catch((err: Error) =>
          this.o.logger.warn({ err: { message: err.message } }, 'streaming: Redis subscription failed'),
        );
    }
    await this.#listen();
  }

  async #listen(): Promise<void> {
    if (this.#stopped) return;
    let client: pg.PoolClient | undefined;
    try {
      client = await this.o.db.pool.connect();
      const held = client;
      held.on('notification', (n) => {
        if (n.channel === INDEX_EVENTS_CHANNEL && n.payload) this.#enqueue(n.payload);
      });
      // Once given back (stop, or an earlier error), the client is the pool's: its later errors are not ours.
      held.on('error', (err) => {
        if (this.#client === held) this.#lost(held, err);
      });
      this.#client = held;
      await held.query(`LISTEN ${INDEX_EVENTS_CHANNEL}`);
    } catch (err) {
      this.#lost(client, err as Error);
    }
  }

  /** The LISTEN connection went away: news until it is back is missed (clients resync through v3), then it resumes. */
  #lost(client: pg.PoolClient | undefined, err: Error): void {
    if (client && this.#client === client) {
      this.#client = undefined;
      client.release(err);
    }
    if (this.#stopped) return;
    this.o.logger.warn({ err: err.message }, 'streaming: index notifications lost; listening again in 1 s');
    clearTimeout(this.#retry);
    this.#retry = setTimeout(() => void this.#listen(), 1000);
  }

  #enqueue(news: string): void {
    // news of other kinds (`imported:`) makes no event: not queued, not claimed
    if (!/^(block|pending|invalidated):/.test(news)) return;
    const block = /^block:(\d+)$/.exec(news);
    if (block) this.o.onBlock?.(Number(block[1]));
    if (this.#queued >= MAX_QUEUED) {
      this.o.logger.warn({ news }, 'streaming: too much news waiting; dropped');
      return;
    }
    this.#queued++;
    const received = performance.now();
    this.#chain = this.#chain.then(async () => {
      try {
        await this.#handle(news, received);
      } catch (err) {
        this.o.logger.warn({ news, err: (err as Error).message }, 'streaming: news not delivered');
      } finally {
        this.#queued--;
      }
    });
  }

  async #handle(news: string, received: number): Promise<void> {
    const [kind, arg] = news.split(':', 2) as [string, string];
    if (!this.o.redis && this.o.wanted && !this.o.wanted()) return;
    if (this.o.redis) {
      // One replica builds each piece of news; the claim outlives any retry of the same NOTIFY.
      const claimed = await this.o.redis.set(`${this.#channel}:claim:${news}`, '1', 'EX', 600, 'NX');
      if (claimed !== 'OK') return;
    }
    const deps: V3Deps = { db: this.o.db, network: this.o.network };
    let batch: EventBatch;
    if (kind === 'block') batch = await withClient(this.o.db, (c) => blockEvents(c, deps, Number(arg)));
    else if (kind === 'pending') batch = await withClient(this.o.db, (c) => pendingEvents(c, deps, arg));
    else if (kind === 'invalidated') batch = invalidatedEvents(arg);
    else return;
    if (this.o.redis) await this.o.redis.publish(this.#channel, JSON.stringify(batch));
    else this.o.deliver(batch);
    this.o.onBatch?.(news, performance.now() - received);
  }

  /** Waits for the news being built, then lets go of the LISTEN connection and the Redis subscriber. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#retry);
    await this.#chain;
    const client = this.#client;
    if (client) {
      await client.query(`UNLISTEN ${INDEX_EVENTS_CHANNEL}`).catch(() => {});
      if (this.#client === client) {
        this.#client = undefined;
        client.release();
      }
    }
    await this.#subscriber?.quit().catch(() => {});
  }
}
