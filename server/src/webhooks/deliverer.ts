/**
 * The webhooks' deliverer, run by every API replica (D32): it fills the outbox from the index's news (outbox.ts) and
 * sends what is due (sender.ts), on a short timer and when woken. Replicas share the work through row locks and
 * leases in PostgreSQL, never through memory, so any of them may stop at any moment.
 */
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import { BatchLog } from '../streaming/log.ts';
import { withClient, type Db } from '../v3/queries/db.ts';
import type { WebhookSettings } from './config.ts';
import { Outbox } from './outbox.ts';
import { Poster, type Attempt } from './post.ts';
import { deliveryHeaders, Sender } from './sender.ts';
import type { DeliveryRow, WebhookRow } from './store.ts';
import { TargetPolicy } from './targets.ts';

/** How often the outbox and the due deliveries are looked at when nothing wakes the deliverer. */
const TICK_MS = 250;
/** Old delivered and failed deliveries are dropped this often. */
const PRUNE_MS = 10 * 60_000;

export interface DelivererOptions {
  db: Db;
  network: string;
  logger: Logger;
  settings: WebhookSettings;
}

export class Deliverer {
  readonly policy: TargetPolicy;
  readonly #poster: Poster;
  readonly #outbox: Outbox;
  readonly #sender: Sender;
  readonly #log: BatchLog;
  #timer?: NodeJS.Timeout;
  #prune?: NodeJS.Timeout;
  #running?: Promise<void>;
  #again = false;
  #stopped = false;
  #seenHead = -1;
  #started = false;

  get settings(): WebhookSettings {
    return this.o.settings;
  }

  constructor(private readonly o: DelivererOptions) {
    this.policy = new TargetPolicy(o.settings.allowedTargets);
    this.#poster = new Poster(this.policy, o.settings.timeoutMs);
    this.#log = new BatchLog({ db: o.db, network: o.network, logger: o.logger, retentionSeconds: 86_400 });
    this.#outbox = new Outbox({ db: o.db, log: this.#log, logger: o.logger });
    this.#sender = new Sender({ db: o.db, poster: this.#poster, settings: o.settings, logger: o.logger });
  }

  /** Queue depth, attempts, failures and latency in the server's /metrics. */
  measure(registry: Registry): void {
    this.#sender.observer = deliveryMetrics(registry, this.o.db);
  }

  start(): void {
    this.#started = true;
    this.#timer = setInterval(() => this.wake(), TICK_MS);
    this.#timer.unref();
    this.#prune = setInterval(() => void this.#pruneOld(), PRUNE_MS);
    this.#prune.unref();
    this.wake();
  }

  /** Looks at the outbox now (a webhook was created, resumed or replayed, or news arrived); nothing before start(). */
  wake(): void {
    if (this.#stopped || !this.#started) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = (async () => {
      do {
        this.#again = false;
        try {
          // what earlier passes queued goes out while this one cuts the news
          await this.#sender.claim();
          const head = await this.#log.head();
          if (head !== this.#seenHead) {
            await this.#outbox.fill();
            this.#seenHead = head;
          }
          await this.#sender.claim();
        } catch (err) {
          this.o.logger.warn({ err: (err as Error).message }, 'webhooks: outbox not read; tried again shortly');
        }
      } while (this.#again && !this.#stopped);
    })().finally(() => {
      this.#running = undefined;
    });
  }

  /** A new or changed webhook is cut afresh. */
  changed(id: string): void {
    this.#outbox.forget(id);
    this.#seenHead = -1;
    this.wake();
  }

  /** The test delivery (testWebhook): sent now, outside the queue, and recorded with its outcome. */
  async test(w: WebhookRow): Promise<DeliveryRow> {
    const id = randomUUID();
    const body = JSON.stringify({ type: 'webhook_test', webhook_id: w.id, sent_at: Math.floor(Date.now() / 1000) });
    const result: Attempt = await this.#poster.post(
      w.url,
      body,
      deliveryHeaders(w, { id, news: null, ordinal: null, body }),
    );
    const { rows } = await withClient(
      this.o.db,
      (c) =>
        c.query<DeliveryRow>(
          `INSERT INTO webhook_deliveries (id, webhook_id, kind, type, body, status, attempts, first_attempt_at,
                                           last_attempt_at, delivered_at, last_status, last_error)
           VALUES ($1, $2, 'test', 'webhook_test', $3, $4, 1, now(), now(), $5, $6, $7) RETURNING *`,
          [
            id,
            w.id,
            body,
            result.ok ? 'delivered' : 'failed',
            result.ok ? new Date() : null,
            result.status ?? null,
            result.ok ? null : (result.error ?? 'failed'),
          ],
        ),
      { primary: true },
    );
    return rows[0]!;
  }

  async #pruneOld(): Promise<void> {
    await withClient(
      this.o.db,
      (c) =>
        c.query(
          `DELETE FROM webhook_deliveries WHERE status <> 'queued' AND created_at < now() - make_interval(secs => $1)`,
          [this.o.settings.keepSeconds],
        ),
      { primary: true },
    ).catch((err: Error) => this.o.logger.warn({ err: err.message }, 'webhooks: old deliveries not pruned'));
  }

  /** Stops taking work and waits for what is being sent (its leases are given back). */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearInterval(this.#timer);
    clearInterval(this.#prune);
    await this.#running;
    await this.#sender.idle();
    this.#poster.close();
  }
}

/** Queue depth, attempts, failures and latency in /metrics. */
function deliveryMetrics(registry: Registry, db: Db) {
  new Gauge({
    name: 'ton_webhook_queued_deliveries',
    help: 'Webhook deliveries waiting to be sent (all replicas)',
    registers: [registry],
    async collect() {
      const { rows } = await withClient(db, (c) =>
        c.query<{ n: string }>(`SELECT count(*) AS n FROM webhook_deliveries WHERE status = 'queued'`),
      ).catch(() => ({ rows: [{ n: 'NaN' }] }));
      this.set(Number(rows[0]!.n));
    },
  });
  const attempts = new Counter({
    name: 'ton_webhook_attempts_total',
    help: 'Webhook delivery attempts by this replica, by outcome',
    labelNames: ['outcome'],
    registers: [registry],
  });
  const seconds = new Histogram({
    name: 'ton_webhook_attempt_seconds',
    help: 'Time from request to the receiver to its answer',
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'ton_webhook_delivery_latency_seconds',
    help: 'From an event queued to its delivery acknowledged',
    buckets: [0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 300, 3600],
    registers: [registry],
  });
  return {
    attempt(result: Attempt) {
      attempts.inc({ outcome: result.ok ? 'delivered' : 'failed' });
      seconds.observe(result.ms / 1000);
    },
    delivered(createdAt: Date) {
      latency.observe((Date.now() - createdAt.getTime()) / 1000);
    },
  };
}
