/**
 * Sends each webhook's queued deliveries, oldest first (D32). A replica sends a webhook only while it holds its
 * lease, so replicas never send one webhook's deliveries side by side (order holds); a replica that dies mid-way
 * loses its lease and another sends again what was not marked delivered, under the same delivery ids.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Logger } from 'pino';
import { withClient, type Db } from '../v3/queries/db.ts';
import { MAX_BODY_BYTES, retryDelayMs, type WebhookSettings } from './config.ts';
import type { Attempt, Poster } from './post.ts';
import { signatureHeader } from './signature.ts';
import type { DeliveryRow, WebhookRow } from './store.ts';

/** How long a lease lasts; renewed while sending, so only a dead replica's lease runs out. */
const LEASE_SECONDS = 30;
/** Deliveries read per query while sending one webhook. */
const READ = 100;
/** Marked delivered in one statement after this many, or sooner when the queue pauses. */
const MARK_EVERY = 25;

export interface SendObserver {
  attempt(result: Attempt, webhook: string): void;
  /** from the batch's news being in the index to the receiver's 2xx, for event deliveries */
  delivered?(createdAt: Date): void;
}

export class Sender {
  readonly #me = randomUUID();
  readonly #running = new Map<string, Promise<void>>();

  constructor(
    private readonly o: {
      db: Db;
      poster: Poster;
      settings: WebhookSettings;
      logger: Logger;
    },
  ) {}

  /** told of every attempt and delivery (the /metrics collectors) */
  observer?: SendObserver;

  get busy(): number {
    return this.#running.size;
  }

  /** Claims webhooks with a delivery due and sends them (without waiting); returns how many it started. */
  async claim(): Promise<number> {
    const free = this.o.settings.concurrency - this.#running.size;
    if (free <= 0) return 0;
    const claimed = await withClient(
      this.o.db,
      async (c) =>
        (
          await c.query<WebhookRow>(
            `UPDATE webhooks w SET lease_owner = $1, lease_until = now() + make_interval(secs => $2)
              WHERE w.id IN (
                SELECT x.id FROM webhooks x
                 CROSS JOIN LATERAL (SELECT d.seq, d.next_attempt_at FROM webhook_deliveries d
                         WHERE d.webhook_id = x.id AND d.status = 'queued' ORDER BY d.seq LIMIT 1) oldest
                 WHERE NOT x.paused AND (x.lease_until IS NULL OR x.lease_until < now()) AND NOT (x.id = ANY($3::uuid[]))
                   AND oldest.next_attempt_at <= now()
                 ORDER BY oldest.seq
                 LIMIT $4 FOR UPDATE OF x SKIP LOCKED)
              RETURNING w.*`,
            [this.#me, LEASE_SECONDS, [...this.#running.keys()], free],
          )
        ).rows,
      { primary: true },
    );
    for (const w of claimed) {
      const run = this.#send(w)
        .catch((err: Error) => this.o.logger.warn({ webhook: w.id, err: err.message }, 'webhooks: sending stopped'))
        .finally(() => {
          this.#running.delete(w.id);
          void this.#release(w.id).catch(() => {});
        });
      this.#running.set(w.id, run);
    }
    return claimed.length;
  }

  async idle(): Promise<void> {
    await Promise.all(this.#running.values());
  }

  async #release(id: string): Promise<void> {
    await withClient(
      this.o.db,
      (c) =>
        c.query('UPDATE webhooks SET lease_owner = NULL, lease_until = NULL WHERE id = $1 AND lease_owner = $2', [
          id,
          this.#me,
        ]),
      { primary: true },
    );
  }

  /** One statement on its own pooled connection: none is held while a receiver is waited for. */
  #query<R extends pg.QueryResultRow>(sql: string, params: unknown[]): Promise<pg.QueryResult<R>> {
    return withClient(this.o.db, (c) => c.query<R>(sql, params), { primary: true });
  }

  /** Renews the lease; false when it was lost (another replica took it, or the webhook is gone or paused). */
  async #renew(id: string): Promise<WebhookRow | undefined> {
    const { rows } = await this.#query<WebhookRow>(
      `UPDATE webhooks SET lease_until = now() + make_interval(secs => $3)
        WHERE id = $1 AND lease_owner = $2 AND NOT paused RETURNING *`,
      [id, this.#me, LEASE_SECONDS],
    );
    return rows[0];
  }

  async #send(claimed: WebhookRow): Promise<void> {
    let w: WebhookRow | undefined = claimed;
    let renewed = Date.now();
    /** delivered, not yet marked: each attempt is recorded with the mark (a crash before it sends them again) */
    const delivered: Array<{ id: string; status: number; at: Date }> = [];
    const mark = async () => {
      if (!delivered.length) return;
      const done = delivered.splice(0);
      await this.#query(
        `UPDATE webhook_deliveries d SET status = 'delivered', delivered_at = u.at, attempts = d.attempts + 1,
                last_status = u.status, last_error = NULL, first_attempt_at = coalesce(d.first_attempt_at, u.at),
                last_attempt_at = u.at
           FROM unnest($1::uuid[], $2::int[], $3::timestamptz[]) AS u(id, status, at)
          WHERE d.id = u.id AND d.status = 'queued'`,
        [done.map((x) => x.id), done.map((x) => x.status), done.map((x) => x.at)],
      );
    };
    try {
      for (;;) {
        const { rows } = await this.#query<DeliveryRow>(
          `SELECT * FROM webhook_deliveries WHERE webhook_id = $1 AND status = 'queued' ORDER BY seq LIMIT $2`,
          [w.id, READ],
        );
        const pending = rows.filter((r) => !delivered.some((x) => x.id === r.id));
        if (!pending.length) return;
        for (const d of pending) {
          if (d.next_attempt_at.getTime() > Date.now()) return;
          if (Date.now() - renewed > (LEASE_SECONDS * 1000) / 3) {
            await mark();
            w = await this.#renew(w.id);
            if (!w) return;
            renewed = Date.now();
          }
          const outcome = await this.#attempt(w, d);
          if (outcome.ok) {
            delivered.push({ id: d.id, status: outcome.status ?? 200, at: new Date() });
            if (delivered.length >= MARK_EVERY) await mark();
            if (w.failing_since) {
              await this.#query('UPDATE webhooks SET failing_since = NULL, last_error = NULL WHERE id = $1', [w.id]);
              w.failing_since = null;
            }
            if (d.kind === 'event') this.observer?.delivered?.(d.created_at);
            continue;
          }
          await mark();
          if (!(await this.#failed(w, d, outcome))) return;
        }
        await mark();
        // a short read was the whole queue: what was queued since waits for the next claim, not for another read
        if (rows.length < READ) return;
      }
    } finally {
      await mark().catch(() => {});
    }
  }

  async #attempt(w: WebhookRow, d: DeliveryRow): Promise<Attempt> {
    if (Buffer.byteLength(d.body) > MAX_BODY_BYTES)
      return { ok: false, error: `notification over ${MAX_BODY_BYTES} bytes is not sent`, ms: 0 };
    const result = await this.o.poster.post(w.url, d.body, deliveryHeaders(w, d));
    this.observer?.attempt(result, w.id);
    return result;
  }

  /**
   * A failed attempt: retried later, the later deliveries waiting behind it (order); past the horizon the delivery
   * is failed and the webhook paused saying why. Returns true when the next delivery may be sent now.
   */
  async #failed(w: WebhookRow, d: DeliveryRow, outcome: Attempt): Promise<boolean> {
    const error = (outcome.error ?? 'failed').slice(0, 1000);
    const first = d.first_attempt_at ?? new Date();
    const tooLarge = outcome.error?.startsWith('notification over');
    const expired = Date.now() - first.getTime() >= this.o.settings.retryHorizonSeconds * 1000;
    if (tooLarge || expired) {
      await this.#query(
        `UPDATE webhook_deliveries SET status = 'failed', attempts = attempts + 1, last_status = $2, last_error = $3,
                first_attempt_at = coalesce(first_attempt_at, now()), last_attempt_at = now()
          WHERE id = $1`,
        [d.id, outcome.status ?? null, error],
      );
      if (tooLarge) return true;
      const reason = `deliveries failed for ${this.o.settings.retryHorizonSeconds} s (last: ${error}); resume to send the rest`;
      await this.#query(
        `UPDATE webhooks SET paused = true, paused_reason = $2, last_error = $3, updated_at = updated_at WHERE id = $1`,
        [w.id, reason, error],
      );
      this.o.logger.warn({ webhook: w.id, error }, 'webhooks: paused after failing past the retry horizon');
      return false;
    }
    await this.#query(
      `UPDATE webhook_deliveries SET attempts = attempts + 1, last_status = $2, last_error = $3,
              first_attempt_at = coalesce(first_attempt_at, now()), last_attempt_at = now(),
              next_attempt_at = now() + make_interval(secs => $4)
        WHERE id = $1`,
      [
        d.id,
        outcome.status ?? null,
        error,
        retryDelayMs(d.attempts + 1, this.o.settings.retryBaseMs, this.o.settings.retryMaxMs) / 1000,
      ],
    );
    await this.#query(
      'UPDATE webhooks SET failing_since = coalesce(failing_since, now()), last_error = $2 WHERE id = $1',
      [w.id, error],
    );
    return false;
  }
}

/** The Standard Webhooks headers of one attempt (D32); a new timestamp and signature on every attempt. */
export function deliveryHeaders(w: WebhookRow, d: Pick<DeliveryRow, 'id' | 'news' | 'ordinal' | 'body'>) {
  const timestamp = Math.floor(Date.now() / 1000);
  const secrets = [w.secret];
  if (w.previous_secret && w.previous_secret_until && w.previous_secret_until.getTime() > Date.now())
    secrets.push(w.previous_secret);
  const headers: Record<string, string> = {
    'webhook-id': d.id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signatureHeader(secrets, d.id, timestamp, d.body),
  };
  if (d.news !== null) headers['webhook-position'] = d.ordinal === null ? String(d.news) : `${d.news}:${d.ordinal}`;
  return headers;
}
