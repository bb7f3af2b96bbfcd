/**
 * The index's news by position and the event batches built of it (S16): what lets a subscriber resume exactly
 * where it left off, on any replica. The indexer records each piece of news in `index_news` with a position given in
 * commit order (indexer migration 0013); the first replica to reach a position builds its batch, under a lock keyed
 * on the position, and stores it in `stream_batches`; every other replica (and every later resume) reads that one
 * batch, so every replica delivers the same notifications at the same positions.
 */
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import type pg from 'pg';
import type { Logger } from 'pino';
import { parseIndexNews } from '../../../contract/index-news.ts';
import { withClient, type Db } from '../v3/queries/db.ts';
import type { V3Deps } from '../v3/handlers/types.ts';
import { blockEvents, invalidatedEvents, pendingEvents, type EventBatch } from './events.ts';

const zip = promisify(gzip);
const unzip = promisify(gunzip);

export interface News {
  position: number;
  news: string;
}

/** What a `from` position is to this deployment: replayable, gone from the window, or not (yet) given. */
export type PositionState = 'ok' | 'expired' | 'unknown';

/** Emulations expire after 10 minutes (indexer/pending/cleanup.ts): a resume looks that far back for pending data. */
const PENDING_LIFETIME_S = 660;

export class BatchLog {
  /** false once the database refused a write (a read-only role): batches are then built, delivered, not kept */
  #storing = true;

  constructor(private readonly o: { db: Db; network: string; logger: Logger; retentionSeconds: number }) {}

  get retentionSeconds(): number {
    return this.o.retentionSeconds;
  }

  /** The newest position the index has given (0 before any news). */
  async head(): Promise<number> {
    return withClient(this.o.db, async (c) => {
      const { rows } = await c.query<{ position: string }>('SELECT position FROM index_news_head');
      return Number(rows[0]?.position ?? 0);
    });
  }

  /** News after `position`, oldest first. */
  async newsAfter(position: number, limit = 100): Promise<News[]> {
    return withClient(this.o.db, async (c) => {
      const { rows } = await c.query<{ position: string; news: string }>(
        'SELECT position, news FROM index_news WHERE position > $1 ORDER BY position LIMIT $2',
        [position, limit],
      );
      return rows.map((r) => ({ position: Number(r.position), news: r.news }));
    });
  }

  /**
   * The batch of one piece of news: the stored one, or built now and stored. The lock makes replicas that reach the
   * same position together wait for the first one's batch instead of building their own.
   */
  async batch(n: News): Promise<EventBatch & { built: boolean }> {
    return withClient(this.o.db, async (c) => {
      if (!this.#storing) return { ...(await this.#build(c, n)), built: true };
      await c.query('BEGIN');
      try {
        await c.query("SELECT pg_advisory_xact_lock(hashtextextended('ton_stream_batch:' || $1::text, 0))", [
          n.position,
        ]);
        const { rows } = await c.query<{ batch: Buffer }>('SELECT batch FROM stream_batches WHERE position = $1', [
          n.position,
        ]);
        if (rows[0]) {
          await c.query('COMMIT');
          return { ...(JSON.parse((await unzip(rows[0].batch)).toString()) as EventBatch), built: false };
        }
        const batch = await this.#build(c, n);
        await c.query('INSERT INTO stream_batches (position, batch) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
          n.position,
          await zip(JSON.stringify(batch)),
        ]);
        await c.query('COMMIT');
        return { ...batch, built: true };
      } catch (err) {
        await c.query('ROLLBACK').catch(() => {});
        if ((err as { code?: string }).code !== '42501') throw err;
        // insufficient_privilege: the server runs with a read-only role; resumes rebuild from the index instead
        this.#storing = false;
        this.o.logger.warn('streaming: stream_batches is not writable; resumed streams are rebuilt from the index');
        return { ...(await this.#build(c, n)), built: true };
      }
    });
  }

  async #build(c: pg.PoolClient, n: News): Promise<EventBatch> {
    const deps: V3Deps = { db: this.o.db, network: this.o.network };
    const news = parseIndexNews(n.news);
    let batch: EventBatch;
    if (news?.kind === 'block') batch = await blockEvents(c, deps, news.seqno);
    else if (news?.kind === 'pending') batch = await pendingEvents(c, deps, news.traceId);
    else if (news?.kind === 'invalidated') batch = invalidatedEvents(news.norm);
    else batch = { traces: [], states: [], jettons: [], invalidated: [] };
    return { ...batch, position: n.position };
  }

  /** Whether a subscriber may resume after `position`, given the newest position this replica delivered. */
  async state(position: number, delivered: number): Promise<PositionState> {
    if (position > delivered) return 'unknown';
    if (position === delivered) return 'ok';
    return withClient(this.o.db, async (c) => {
      // the news right after it is the first one the subscriber needs: it must still be in the window
      const { rows } = await c.query<{ fresh: boolean }>(
        'SELECT at > now() - make_interval(secs => $2) AS fresh FROM index_news WHERE position = $1',
        [position + 1, this.o.retentionSeconds],
      );
      return rows[0]?.fresh ? 'ok' : 'expired';
    });
  }

  /**
   * The pending batches a subscriber that stopped at `position` may have received data of, still alive then: a
   * resumed connection learns from them which traces to tell it were invalidated (S12).
   */
  async pendingBefore(position: number): Promise<EventBatch[]> {
    const news = await withClient(this.o.db, async (c) => {
      const { rows } = await c.query<{ position: string; news: string }>(
        `SELECT n.position, n.news FROM index_news n
          WHERE n.position <= $1 AND n.news LIKE 'pending:%'
            AND n.at > (SELECT at FROM index_news WHERE position = $1) - make_interval(secs => $2)
          ORDER BY n.position`,
        [position, PENDING_LIFETIME_S],
      );
      return rows.map((r) => ({ position: Number(r.position), news: r.news }));
    });
    const out: EventBatch[] = [];
    for (const n of news) out.push(await this.batch(n));
    return out;
  }

  /** Drops stored batches older than the window (any replica may: the statement is idempotent). */
  async prune(): Promise<void> {
    if (!this.#storing) return;
    await withClient(this.o.db, (c) =>
      c.query('DELETE FROM stream_batches WHERE at < now() - make_interval(secs => $1)', [this.o.retentionSeconds]),
    );
  }
}
