/**
 * What each webhook is due, put in the outbox (D32). A webhook keeps the index position up to which its events are
 * queued; the events after it are cut from the same batches the streams send (streaming/log.ts), by the same rules
 * (a Connection: subscription filters, monotonic finality S2, invalidation of pending data S12), and queued in the
 * transaction that moves the position. A crash before COMMIT queues them again; after it, nothing is cut twice.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Logger } from 'pino';
import { Connection, type Frame } from '../streaming/hub.ts';
import type { EventBatch } from '../streaming/events.ts';
import type { BatchLog } from '../streaming/log.ts';
import { parseSubscription } from '../streaming/subscription.ts';
import { withClient, type Db } from '../v3/queries/db.ts';
import type { WebhookRow } from './store.ts';

/** News cut per webhook per transaction: bounds a transaction's size when a webhook is far behind. */
const NEWS_PER_STEP = 100;
/** Webhooks cut side by side in one pass. */
const FILL_PARALLEL = 4;

interface Cutter {
  connection: Connection;
  frames: Frame[];
  position: string;
  updated: number;
}

export class Outbox {
  /** each webhook's cutting state, valid while its position is the one it left (another replica may have moved it) */
  readonly #cutters = new Map<string, Cutter>();

  constructor(private readonly o: { db: Db; log: BatchLog; logger: Logger }) {}

  /** Queues what every webhook is due up to the index's newest news; returns how many deliveries were queued. */
  async fill(): Promise<number> {
    const head = await this.o.log.head();
    const behind = await withClient(
      this.o.db,
      async (c) =>
        (await c.query<{ id: string }>('SELECT id FROM webhooks WHERE position < $1 ORDER BY position', [head])).rows,
      { primary: true },
    );
    let queued = 0;
    // each news' batch is read (and unzipped, parsed) once for every webhook of this pass: it is never changed
    const batches = new Map<number, Promise<EventBatch>>();
    // a few webhooks at a time: each step waits mostly on its statements
    const next = behind[Symbol.iterator]();
    const worker = async () => {
      for (const { id } of next)
        for (;;) {
          const step = await this.#step(id, head, batches);
          queued += step.queued;
          if (!step.more) break;
        }
    };
    await Promise.all(Array.from({ length: FILL_PARALLEL }, worker));
    return queued;
  }

  forget(id: string): void {
    this.#cutters.delete(id);
  }

  /**
   * Cuts the news after the webhook's position, then queues the cuts and moves the position in one transaction, if
   * the position is still the one cut from (another replica may have moved it meanwhile: its cuts are dropped). The
   * batches are read before the transaction, so it holds one connection and its row lock only to write.
   */
  async #step(
    id: string,
    head: number,
    batches: Map<number, Promise<EventBatch>>,
  ): Promise<{ queued: number; more: boolean }> {
    const read = await withClient(
      this.o.db,
      (c) => c.query<WebhookRow>('SELECT * FROM webhooks WHERE id = $1 AND position < $2', [id, head]),
      { primary: true },
    );
    const w = read.rows[0];
    if (!w) return { queued: 0, more: false };
    const from = Number(w.position);
    const cutter = await this.#cutter(w);
    const upto = (await this.o.log.newsAfter(from, NEWS_PER_STEP)).filter((n) => n.position <= head);
    if (upto[0] && upto[0].position > from + 1)
      this.o.logger.warn(
        { webhook: id, from: from + 1, to: upto[0].position - 1 },
        'webhooks: news no longer kept by the index was skipped',
      );
    let frames: Frame[];
    try {
      cutter.frames.length = 0;
      for (const n of upto) {
        let batch = batches.get(n.position);
        if (!batch) batches.set(n.position, (batch = this.o.log.batch(n)));
        cutter.connection.replay(await batch);
      }
      frames = cutter.frames.splice(0);
    } catch (err) {
      this.#cutters.delete(id);
      throw err;
    }
    const last = upto.at(-1)?.position ?? head;
    const moved = await withClient(
      this.o.db,
      async (c) => {
        await c.query('BEGIN');
        try {
          const locked = await c.query(
            'SELECT 1 FROM webhooks WHERE id = $1 AND position = $2 FOR UPDATE SKIP LOCKED',
            [id, from],
          );
          if (!locked.rowCount) {
            await c.query('ROLLBACK');
            return false;
          }
          if (frames.length) await insertDeliveries(c, id, frames);
          await c.query('UPDATE webhooks SET position = $2 WHERE id = $1', [id, last]);
          await c.query('COMMIT');
          return true;
        } catch (err) {
          await c.query('ROLLBACK').catch(() => {});
          throw err;
        }
      },
      { primary: true },
    ).catch((err: unknown) => {
      this.#cutters.delete(id);
      throw err;
    });
    if (!moved) {
      this.#cutters.delete(id);
      return { queued: 0, more: false };
    }
    cutter.position = String(last);
    return { queued: frames.length, more: last < head && upto.length > 0 };
  }

  /** The webhook's connection-like state; rebuilt (recalling the pending data it may have had) when it is not ours. */
  async #cutter(w: WebhookRow): Promise<Cutter> {
    const kept = this.#cutters.get(w.id);
    const updated = w.updated_at.getTime();
    if (kept && kept.position === String(w.position) && kept.updated === updated) return kept;
    const frames: Frame[] = [];
    const connection = new Connection({ send: (f) => frames.push(f), close: () => {} });
    const { supported_action_types: _, action_types, ...rest } = w.filters;
    connection.subscription = parseSubscription({ ...rest, ...(action_types ? { action_types } : {}) });
    if (Number(w.position) > 0)
      for (const b of await this.o.log.pendingBefore(Number(w.position))) connection.recall(b);
    const cutter = { connection, frames, position: String(w.position), updated };
    this.#cutters.set(w.id, cutter);
    return cutter;
  }
}

async function insertDeliveries(c: pg.PoolClient, webhook: string, frames: Frame[]): Promise<void> {
  const ids: string[] = [];
  const news: string[] = [];
  const ordinals: number[] = [];
  const types: string[] = [];
  const bodies: string[] = [];
  for (const f of frames) {
    const [n, o] = f.position!.split(':') as [string, string];
    ids.push(randomUUID());
    news.push(n);
    ordinals.push(Number(o));
    types.push((JSON.parse(f.text) as { type: string }).type);
    bodies.push(f.text);
  }
  await c.query(
    `INSERT INTO webhook_deliveries (id, webhook_id, kind, news, ordinal, type, body, status)
     SELECT i, $2, 'event', n, o, t, b, 'queued'
       FROM unnest($1::uuid[], $3::bigint[], $4::int[], $5::text[], $6::text[]) AS u(i, n, o, t, b)
     ON CONFLICT (webhook_id, news, ordinal) WHERE replay_of IS NULL DO NOTHING`,
    [ids, webhook, news, ordinals, types, bodies],
  );
}
