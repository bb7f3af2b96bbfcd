/**
 * The index's news reaches every API replica (S14, S16): the indexer records each piece of news with a position
 * (`block:<seqno>` after each committed masterchain block, `pending:<trace id>` for each stored emulation,
 * `invalidated:<norm>` from the pending cleanup) and NOTIFYs it. Each replica LISTENs on one dedicated connection,
 * and on each notification (or every few seconds, so a notification lost with its connection costs nothing) reads
 * the news after the last position it delivered and turns each into an event batch, one at a time, in position
 * order. A batch is built once for all replicas and kept for resumes (log.ts).
 */
import type pg from 'pg';
import { INDEX_EVENTS_CHANNEL, parseIndexNews } from '../../../contract/index-news.ts';
import type { Logger } from 'pino';
import type { Db } from '../v3/queries/db.ts';
import type { EventBatch } from './events.ts';
import { BatchLog } from './log.ts';

/** News is read this often besides on notification: a notification missed while the LISTEN connection was away. */
const POLL_MS = 2000;
/** Stored batches older than the window are dropped this often. */
const PRUNE_MS = 60_000;

export interface IndexEventsOptions {
  db: Db;
  network: string;
  deliver: (batch: EventBatch) => void;
  logger: Logger;
  /** how long positions stay resumable, seconds; 0: no resume (batches built only while someone listens, not kept) */
  retentionSeconds: number;
  /** false when nobody here listens: with no resume window the news is then not built at all */
  wanted?: () => boolean;
  /**
   * A masterchain block is in the index: called when its news is reached, before anything of it is delivered.
   */
  onBlock?: (seqno: number) => void;
  /** measured: from news read to batch handed to the connections; `built` false when another replica built it */
  onBatch?: (news: string, ms: number, built: boolean) => void;
}

export class IndexEvents {
  readonly log: BatchLog;
  #client?: pg.PoolClient;
  /** undefined until the index's newest position has been read (the database may be away when the server starts) */
  #delivered?: number;
  #running?: Promise<void>;
  #again = false;
  #stopped = false;
  #retry?: NodeJS.Timeout;
  #poll?: NodeJS.Timeout;
  #prune?: NodeJS.Timeout;

  constructor(private readonly o: IndexEventsOptions) {
    this.log = new BatchLog({
      db: o.db,
      network: o.network,
      logger: o.logger,
      retentionSeconds: o.retentionSeconds,
    });
  }

  /** The newest position delivered to this replica's connections. */
  get delivered(): number {
    return this.#delivered ?? 0;
  }

  async start(): Promise<void> {
    this.#delivered = await this.log.head().catch(() => undefined);
    await this.#listen();
    this.#poll = setInterval(() => this.#kick(), POLL_MS);
    this.#poll.unref();
    if (this.o.retentionSeconds > 0) {
      this.#prune = setInterval(
        () =>
          void this.log
            .prune()
            .catch((err: Error) => this.o.logger.warn({ err: err.message }, 'streaming: batches not pruned')),
        PRUNE_MS,
      );
      this.#prune.unref();
    }
  }

  async #listen(): Promise<void> {
    if (this.#stopped) return;
    let client: pg.PoolClient | undefined;
    try {
      client = await this.o.db.pool.connect();
      const held = client;
      held.on('notification', (n) => {
        // what subscribers hear of: an import's news only drops kept answers (v3/answer-cache.ts)
        const news = n.channel === INDEX_EVENTS_CHANNEL && n.payload ? parseIndexNews(n.payload) : undefined;
        if (news && news.kind !== 'imported') this.#kick();
      });
      // Once given back (stop, or an earlier error), the client is the pool's: its later errors are not ours.
      held.on('error', (err) => {
        if (this.#client === held) this.#lost(held, err);
      });
      this.#client = held;
      await held.query(`LISTEN ${INDEX_EVENTS_CHANNEL}`);
      // what was announced while nobody listened
      this.#kick();
    } catch (err) {
      this.#lost(client, err as Error);
    }
  }

  /** The LISTEN connection went away: listening again in 1 s; the news meanwhile is read by position then. */
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

  /** Reads and delivers the news after the last delivered position; one run at a time, run again if asked meanwhile. */
  #kick(): void {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = (async () => {
      do {
        this.#again = false;
        try {
          await this.#drain();
        } catch (err) {
          this.o.logger.warn({ err: (err as Error).message }, 'streaming: news not read; retried');
        }
      } while (this.#again && !this.#stopped);
    })().finally(() => {
      this.#running = undefined;
    });
  }

  async #drain(): Promise<void> {
    // Live from the index's newest news: what came before is there for resumes, not for new subscribers.
    this.#delivered ??= await this.log.head();
    for (;;) {
      const news = await this.log.newsAfter(this.#delivered);
      for (const n of news) {
        if (this.#stopped) return;
        const started = performance.now();
        const block = /^block:(\d+)$/.exec(n.news);
        if (block) this.o.onBlock?.(Number(block[1]));
        if (this.o.retentionSeconds > 0 || !this.o.wanted || this.o.wanted()) {
          // a batch that cannot be built now is tried again on the next run, never skipped
          const { built, ...batch } = await this.log.batch(n);
          this.#delivered = n.position;
          this.o.deliver(batch);
          this.o.onBatch?.(n.news, performance.now() - started, built);
        } else this.#delivered = n.position;
      }
      if (news.length < 100) return;
    }
  }

  /** Waits for the news being built, then lets go of the LISTEN connection. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#retry);
    clearInterval(this.#poll);
    clearInterval(this.#prune);
    await this.#running;
    const client = this.#client;
    if (client) {
      await client.query(`UNLISTEN ${INDEX_EVENTS_CHANNEL}`).catch(() => {});
      if (this.#client === client) {
        this.#client = undefined;
        client.release();
      }
    }
  }
}
