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
import { inTransaction, type WebhookRow } from './store.ts';

/** News cut per webhook per transaction: bounds a transaction's size when a webhook is far behind. */
const NEWS_PER_STEP = 100;

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

  /**
   * Queues what every webhook is due up to the index's newest news; returns how many deliveries were queued. Each
   * round reads every webhook behind, cuts up to NEWS_PER_STEP news for each (each news' batch read once for all),
   * and writes the cuts of many webhooks in one transaction.
   */
  async fill(): Promise<number> {
    const head = await this.o.log.head();
    // a batch never changes once built: read (and unzipped, parsed) once for every webhook of this fill
    const batches = new Map<number, Promise<EventBatch>>();
    let queued = 0;
    for (;;) {
      const behind = await withClient(
        this.o.db,
        async (c) =>
          (await c.query<WebhookRow>('SELECT * FROM webhooks WHERE position < $1 ORDER BY position', [head])).rows,
        { primary: true },
      );
      if (!behind.length) return queued;
      const oldest = Number(behind[0]!.position);
      const news = (await this.o.log.newsAfter(oldest, NEWS_PER_STEP * 10)).filter((n) => n.position <= head);
      const cuts: Cut[] = [];
      let more = false;
      for (const w of behind) {
        const from = Number(w.position);
        const upto = news.filter((n) => n.position > from).slice(0, NEWS_PER_STEP);
        if (!upto.length && news.length && news.at(-1)!.position < head) {
          more = true;
          continue; // beyond what this round read: the next round starts from its position
        }
        if (upto[0] && upto[0].position > from + 1)
          this.o.logger.warn(
            { webhook: w.id, from: from + 1, to: upto[0].position - 1 },
            'webhooks: news no longer kept by the index was skipped',
          );
        const cutter = await this.#cutter(w);
        try {
          cutter.frames.length = 0;
          for (const n of upto) {
            let batch = batches.get(n.position);
            if (!batch) batches.set(n.position, (batch = this.o.log.batch(n)));
            cutter.connection.replay(await batch);
          }
        } catch (err) {
          this.#cutters.delete(w.id);
          throw err;
        }
        const last = upto.at(-1)?.position ?? head;
        if (last < head) more = true;
        cuts.push({ id: w.id, from, last, frames: cutter.frames.splice(0), cutter });
      }
      let moved = 0;
      for (const group of groups(cuts)) {
        const w = await this.#write(group);
        queued += w.queued;
        moved += w.moved;
      }
      // nothing moved: the webhooks left are another replica's to move now
      if (!more || moved === 0) return queued;
    }
  }

  forget(id: string): void {
    this.#cutters.delete(id);
  }

  /**
   * Queues the cuts and moves each webhook's position in one transaction, for the webhooks whose position is still
   * the one cut from (another replica may have moved it meanwhile: their cuts are dropped, and cut again later).
   */
  async #write(cuts: Cut[]): Promise<{ queued: number; moved: number }> {
    const written = await withClient(
      this.o.db,
      (c) =>
        inTransaction(c, async () => {
          const { rows } = await c.query<{ id: string; position: string }>(
            'SELECT id, position FROM webhooks WHERE id = ANY($1::uuid[]) FOR UPDATE SKIP LOCKED',
            [cuts.map((x) => x.id)],
          );
          const at = new Map(rows.map((r) => [r.id, Number(r.position)]));
          const kept = cuts.filter((x) => at.get(x.id) === x.from);
          await insertDeliveries(c, kept);
          await c.query(
            `UPDATE webhooks w SET position = u.last FROM unnest($1::uuid[], $2::bigint[]) AS u(id, last) WHERE w.id = u.id`,
            [kept.map((x) => x.id), kept.map((x) => x.last)],
          );
          return kept;
        }),
      { primary: true },
    ).catch((err: unknown) => {
      for (const x of cuts) this.#cutters.delete(x.id);
      throw err;
    });
    const kept = new Set(written);
    let queued = 0;
    for (const x of cuts) {
      if (kept.has(x)) {
        x.cutter.position = String(x.last);
        queued += x.frames.length;
      } else this.#cutters.delete(x.id);
    }
    return { queued, moved: kept.size };
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

/** One webhook's cut of a round: its deliveries, and the position it moves to once they are queued. */
interface Cut {
  id: string;
  from: number;
  last: number;
  frames: Frame[];
  cutter: Cutter;
}

/** Deliveries written per transaction at most (a webhook's cut is never split). */
const ROWS_PER_WRITE = 2000;

function* groups(cuts: Cut[]): Generator<Cut[]> {
  let group: Cut[] = [];
  let rows = 0;
  for (const x of cuts) {
    if (group.length && rows + x.frames.length > ROWS_PER_WRITE) {
      yield group;
      group = [];
      rows = 0;
    }
    group.push(x);
    rows += x.frames.length;
  }
  if (group.length) yield group;
}

async function insertDeliveries(c: pg.PoolClient, cuts: Cut[]): Promise<void> {
  const ids: string[] = [];
  const webhooks: string[] = [];
  const news: string[] = [];
  const ordinals: number[] = [];
  const types: string[] = [];
  const bodies: string[] = [];
  for (const x of cuts)
    for (const f of x.frames) {
      const [n, o] = f.position!.split(':') as [string, string];
      ids.push(randomUUID());
      webhooks.push(x.id);
      news.push(n);
      ordinals.push(Number(o));
      types.push((JSON.parse(f.text) as { type: string }).type);
      bodies.push(f.text);
    }
  if (!ids.length) return;
  await c.query(
    `INSERT INTO webhook_deliveries (id, webhook_id, kind, news, ordinal, type, body, status)
     SELECT i, w, 'event', n, o, t, b, 'queued'
       FROM unnest($1::uuid[], $2::uuid[], $3::bigint[], $4::int[], $5::text[], $6::text[]) AS u(i, w, n, o, t, b)
      ORDER BY w, n, o
     ON CONFLICT (webhook_id, news, ordinal) WHERE replay_of IS NULL DO NOTHING`,
    [ids, webhooks, news, ordinals, types, bodies],
  );
}
