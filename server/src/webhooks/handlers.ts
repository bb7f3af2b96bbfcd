/**
 * The webhook management operations of API v3 (D32). A webhook belongs to the API key that created it (stored as
 * the key's SHA-256, never the key); another key's webhook is 404, as one that does not exist.
 */
import { createHash, randomUUID } from 'node:crypto';
import type pg from 'pg';
import { ApiError } from '../http/errors.ts';
import type { HandlerContext } from '../http/types.ts';
import { parseSubscription, type SubscriptionBody } from '../streaming/subscription.ts';
import { withClient, type Db } from '../v3/queries/db.ts';
import type { V3HandlerGroup } from '../v3/handlers/types.ts';
import { ROTATION_OVERLAP_SECONDS, type WebhookSettings } from './config.ts';
import type { Deliverer } from './deliverer.ts';
import { newSecret } from './signature.ts';
import {
  deliveryView,
  findWebhook,
  inTransaction,
  listWebhooks,
  ownerTotals,
  webhookView,
  type DeliveryRow,
  type Filters,
} from './store.ts';

export type WebhookOperation =
  | 'createWebhook'
  | 'listWebhooks'
  | 'getWebhook'
  | 'updateWebhook'
  | 'deleteWebhook'
  | 'pauseWebhook'
  | 'resumeWebhook'
  | 'rotateWebhookSecret'
  | 'testWebhook'
  | 'getWebhookDeliveries'
  | 'replayWebhook';

export interface WebhookDeps {
  db: Db;
  settings: WebhookSettings;
  deliverer: Deliverer;
  /** the deployment has API keys: a keyless client has no webhooks (401) */
  keyed: () => boolean;
}

const FILTER_FIELDS = [
  'types',
  'addresses',
  'trace_external_hash_norms',
  'min_finality',
  'include_address_book',
  'include_metadata',
  'action_types',
  'supported_action_types',
] as const;

const notFound = () => new ApiError(404, 'webhook not found');

/** One creation or change per key at a time, so two parallel ones cannot both pass the per-key limits. */
const lockOwner = (c: pg.PoolClient, owner: string) =>
  c.query("SELECT pg_advisory_xact_lock(hashtextextended('ton_webhooks:' || $1, 0))", [owner]);

/** The filters as stored: checked by the streaming rules, addresses raw and hashes base64 as notifications carry. */
function filtersOf(body: Record<string, unknown>): Filters {
  const sub = parseSubscription(body as unknown as SubscriptionBody);
  const b = body as Partial<Filters>;
  return {
    types: [...sub.types],
    addresses: [...sub.addresses],
    trace_external_hash_norms: [...sub.norms],
    min_finality: b.min_finality ?? 'finalized',
    include_address_book: sub.addressBook,
    include_metadata: sub.metadata,
    action_types: b.action_types?.length ? b.action_types : null,
    supported_action_types: b.supported_action_types?.length ? b.supported_action_types : null,
  };
}

export function webhookHandlers(deps: WebhookDeps | undefined): V3HandlerGroup<WebhookOperation> {
  const need = (ctx: HandlerContext): { d: WebhookDeps; owner: string } => {
    if (!deps) throw new ApiError(501, 'webhooks are not served by this deployment');
    const key = ctx.apiKey;
    if (key === undefined && deps.keyed()) throw new ApiError(401, 'webhooks need an API key');
    return { d: deps, owner: key === undefined ? '' : createHash('sha256').update(key).digest('hex') };
  };
  const db = <T>(d: WebhookDeps, fn: (c: pg.PoolClient) => Promise<T>) => withClient(d.db, fn, { primary: true });
  const own = async (c: pg.PoolClient, owner: string, id: string) => {
    const w = await findWebhook(c, owner, id);
    if (!w) throw notFound();
    return w;
  };
  const limits = async (c: pg.PoolClient, d: WebhookDeps, owner: string, filters: Filters, except?: string) => {
    const totals = await ownerTotals(c, owner, except);
    if (!except && totals.webhooks >= d.settings.maxPerKey)
      throw new ApiError(422, `at most ${d.settings.maxPerKey} webhooks per API key`);
    if (totals.addresses + filters.addresses.length > d.settings.maxAddressesPerKey)
      throw new ApiError(422, `addresses: at most ${d.settings.maxAddressesPerKey} over an API key's webhooks`);
  };
  const setPaused = async (ctx: HandlerContext, id: string, paused: boolean) => {
    const { d, owner } = need(ctx);
    const w = await db(d, async (c) => {
      const { rowCount } = await c.query(
        `UPDATE webhooks SET paused = $3, paused_reason = $4, updated_at = now(),
                failing_since = CASE WHEN $3 THEN failing_since END
          WHERE owner = $1 AND id = $2`,
        [owner, id, paused, paused ? 'paused by the client' : null],
      );
      if (!rowCount) throw notFound();
      return own(c, owner, id);
    });
    if (!paused) d.deliverer.wake();
    return webhookView(w);
  };

  return {
    async createWebhook(input, ctx) {
      const { d, owner } = need(ctx);
      const body = input as unknown as Record<string, unknown> & { url: string; description?: string };
      const filters = filtersOf(body);
      await d.deliverer.policy.check(body.url);
      const id = randomUUID();
      const secret = newSecret();
      const w = await db(d, async (c) => {
        await inTransaction(c, async () => {
          await lockOwner(c, owner);
          await limits(c, d, owner, filters);
          await c.query(
            `INSERT INTO webhooks (id, owner, url, description, filters, secret, position)
             VALUES ($1, $2, $3, $4, $5, $6, (SELECT position FROM index_news_head))`,
            [id, owner, body.url, body.description ?? null, JSON.stringify(filters), secret],
          );
        });
        return own(c, owner, id);
      });
      d.deliverer.changed(id);
      return { ...webhookView(w), secret };
    },

    async listWebhooks(input, ctx) {
      const { d, owner } = need(ctx);
      const rows = await db(d, (c) => listWebhooks(c, owner, input.limit ?? 100, input.offset ?? 0));
      return { webhooks: rows.map(webhookView) };
    },

    async getWebhook(input, ctx) {
      const { d, owner } = need(ctx);
      return webhookView(await db(d, (c) => own(c, owner, input.id)));
    },

    async updateWebhook(input, ctx) {
      const { d, owner } = need(ctx);
      const body = input as unknown as Record<string, unknown> & { id: string; url?: string; description?: string };
      if (body.url !== undefined) await d.deliverer.policy.check(body.url);
      const w = await db(d, async (c) => {
        await inTransaction(c, async () => {
          await lockOwner(c, owner);
          const before = await own(c, owner, body.id);
          const merged: Record<string, unknown> = { ...before.filters };
          for (const f of FILTER_FIELDS) if (body[f] !== undefined) merged[f] = body[f];
          for (const f of ['action_types', 'supported_action_types'] as const) if (merged[f] === null) delete merged[f];
          const filters = filtersOf(merged);
          await limits(c, d, owner, filters, body.id);
          await c.query(
            `UPDATE webhooks SET url = $3, description = $4, filters = $5, updated_at = now()
            WHERE owner = $1 AND id = $2`,
            [
              owner,
              body.id,
              body.url ?? before.url,
              body.description !== undefined ? body.description : before.description,
              JSON.stringify(filters),
            ],
          );
        });
        return own(c, owner, body.id);
      });
      d.deliverer.changed(body.id);
      return webhookView(w);
    },

    async deleteWebhook(input, ctx) {
      const { d, owner } = need(ctx);
      const { rowCount } = await db(d, (c) =>
        c.query('DELETE FROM webhooks WHERE owner = $1 AND id = $2', [owner, input.id]),
      );
      if (!rowCount) throw notFound();
      d.deliverer.changed(input.id);
      return { id: input.id, deleted: true };
    },

    pauseWebhook: (input, ctx) => setPaused(ctx, input.id, true),
    resumeWebhook: (input, ctx) => setPaused(ctx, input.id, false),

    async rotateWebhookSecret(input, ctx) {
      const { d, owner } = need(ctx);
      const secret = newSecret();
      const { rows } = await db(d, (c) =>
        c.query<{ until: Date }>(
          `UPDATE webhooks SET previous_secret = secret, secret = $3,
                  previous_secret_until = now() + make_interval(secs => $4), updated_at = now()
            WHERE owner = $1 AND id = $2 RETURNING previous_secret_until AS until`,
          [owner, input.id, secret, ROTATION_OVERLAP_SECONDS],
        ),
      );
      if (!rows[0]) throw notFound();
      return {
        id: input.id,
        secret,
        previous_secret_valid_until: Math.floor(rows[0].until.getTime() / 1000),
      };
    },

    async testWebhook(input, ctx) {
      const { d, owner } = need(ctx);
      const w = await db(d, (c) => own(c, owner, input.id));
      return deliveryView(await d.deliverer.test(w));
    },

    async getWebhookDeliveries(input, ctx) {
      const { d, owner } = need(ctx);
      const rows = await db(d, async (c) => {
        await own(c, owner, input.id);
        const { rows } = await c.query<DeliveryRow>(
          `SELECT * FROM webhook_deliveries WHERE webhook_id = $1 AND ($2::text IS NULL OR status = $2)
            ORDER BY seq DESC LIMIT $3 OFFSET $4`,
          [input.id, input.status ?? null, input.limit ?? 100, input.offset ?? 0],
        );
        return rows;
      });
      return { deliveries: rows.map(deliveryView) };
    },

    async replayWebhook(input, ctx) {
      const { d, owner } = need(ctx);
      const body = input as unknown as { id: string; delivery_id?: string; from?: string; to?: string };
      const byId = body.delivery_id !== undefined;
      const byRange = body.from !== undefined || body.to !== undefined;
      if (byId === byRange) throw new ApiError(422, 'give either delivery_id or a range (from, to)');
      // a position as a pair; `<news>` alone stands for the whole of that news, an open end for everything
      const pair = (p: string | undefined, open: number): [number, number] => {
        if (p === undefined) return [open, open];
        const [n, o] = p.split(':');
        return [Number(n), o === undefined ? Number.MAX_SAFE_INTEGER : Number(o)];
      };
      const queued = await db(d, async (c) => {
        await own(c, owner, body.id);
        if (byId) {
          const { rowCount } = await c.query(
            `INSERT INTO webhook_deliveries (id, webhook_id, kind, news, ordinal, type, body, status, replay_of)
             SELECT gen_random_uuid(), webhook_id, kind, news, ordinal, type, body, 'queued', id
               FROM webhook_deliveries WHERE webhook_id = $1 AND id = $2 AND kind = 'event'`,
            [body.id, body.delivery_id],
          );
          if (!rowCount) throw new ApiError(404, 'delivery not found');
          return rowCount;
        }
        // `from` is exclusive (a position already had), `to` inclusive; `<news>` alone covers all of that news
        const [fn, fo] = pair(body.from, -1);
        const [tn, to] = pair(body.to, Number.MAX_SAFE_INTEGER);
        const { rowCount } = await c.query(
          `INSERT INTO webhook_deliveries (id, webhook_id, kind, news, ordinal, type, body, status, replay_of)
           SELECT gen_random_uuid(), webhook_id, kind, news, ordinal, type, body, 'queued', id
             FROM webhook_deliveries
            WHERE webhook_id = $1 AND kind = 'event' AND replay_of IS NULL
              AND (news, ordinal) > ($2::bigint, $3::bigint) AND (news, ordinal) <= ($4::bigint, $5::bigint)
            ORDER BY news, ordinal`,
          [body.id, fn, fo, tn, to],
        );
        return rowCount ?? 0;
      });
      d.deliverer.wake();
      return { queued };
    },
  };
}
