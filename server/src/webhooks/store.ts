/** The webhooks tables (indexer migration 0014) as the management operations and the deliverer read and write them. */
import type pg from 'pg';
import type * as Table from '../../../generated/db/rows.ts';
import type { components } from '../../../generated/v3/types.ts';
import type { EventType } from '../streaming/subscription.ts';

export interface Filters {
  types: EventType[];
  addresses: string[];
  trace_external_hash_norms: string[];
  min_finality: 'pending' | 'confirmed' | 'finalized';
  include_address_book: boolean;
  include_metadata: boolean;
  action_types: string[] | null;
  supported_action_types: string[] | null;
}

/**
 * A `webhooks` row (generated/db/rows.ts) with its filters typed; the deliverers' lease is not read here.
 * `queued` is counted beside it by the listing queries (QUEUED).
 */
export interface WebhookRow extends Omit<Table.WebhooksRow, 'lease_owner' | 'lease_until'> {
  filters: Filters;
  queued?: string;
}

/** A `webhook_deliveries` row with its kind and status typed; which delivery it replays is not read here. */
export interface DeliveryRow extends Omit<Table.WebhookDeliveriesRow, 'replay_of'> {
  kind: 'event' | 'test';
  status: 'queued' | 'delivered' | 'failed';
}

const unix = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

/** A webhook as the contract shows it: never its secret. */
export function webhookView(r: WebhookRow): components['schemas']['Webhook'] {
  const f = r.filters;
  return {
    id: r.id,
    url: r.url,
    description: r.description,
    types: f.types,
    addresses: f.addresses,
    trace_external_hash_norms: f.trace_external_hash_norms,
    min_finality: f.min_finality,
    include_address_book: f.include_address_book,
    include_metadata: f.include_metadata,
    action_types: f.action_types,
    paused: r.paused,
    paused_reason: r.paused_reason,
    position: String(r.position),
    queued: Number(r.queued ?? 0),
    failing_since: unix(r.failing_since),
    last_error: r.last_error,
    created_at: unix(r.created_at)!,
    updated_at: unix(r.updated_at)!,
  };
}

export function deliveryView(d: DeliveryRow): components['schemas']['WebhookDelivery'] {
  return {
    id: d.id,
    webhook_id: d.webhook_id,
    kind: d.kind,
    position: d.news === null ? null : d.ordinal === null ? String(d.news) : `${d.news}:${d.ordinal}`,
    type: d.type,
    status: d.status,
    attempts: d.attempts,
    created_at: unix(d.created_at)!,
    last_attempt_at: unix(d.last_attempt_at),
    next_attempt_at: d.status === 'queued' ? unix(d.next_attempt_at) : null,
    delivered_at: unix(d.delivered_at),
    last_status: d.last_status,
    last_error: d.last_error,
  };
}

const QUEUED = `(SELECT count(*) FROM webhook_deliveries d WHERE d.webhook_id = w.id AND d.status = 'queued') AS queued`;

export async function listWebhooks(c: pg.PoolClient, owner: string, limit: number, offset: number) {
  const { rows } = await c.query<WebhookRow>(
    `SELECT w.*, ${QUEUED} FROM webhooks w WHERE owner = $1 ORDER BY created_at, id LIMIT $2 OFFSET $3`,
    [owner, limit, offset],
  );
  return rows;
}

export async function findWebhook(c: pg.PoolClient, owner: string, id: string): Promise<WebhookRow | undefined> {
  const { rows } = await c.query<WebhookRow>(`SELECT w.*, ${QUEUED} FROM webhooks w WHERE owner = $1 AND id = $2`, [
    owner,
    id,
  ]);
  return rows[0];
}

/** How many webhooks and addresses a key has (the per-key limits), without `except`. */
export async function ownerTotals(c: pg.PoolClient, owner: string, except?: string) {
  const { rows } = await c.query<{ webhooks: string; addresses: string }>(
    `SELECT count(*) AS webhooks, coalesce(sum(jsonb_array_length(filters->'addresses')), 0) AS addresses
       FROM webhooks WHERE owner = $1 AND id IS DISTINCT FROM $2`,
    [owner, except ?? null],
  );
  return { webhooks: Number(rows[0]!.webhooks), addresses: Number(rows[0]!.addresses) };
}

/** Runs `fn` in a transaction on `c`: committed when it returns, rolled back when it throws. */
export async function inTransaction<T>(c: pg.PoolClient, fn: () => Promise<T>): Promise<T> {
  await c.query('BEGIN');
  try {
    const out = await fn();
    await c.query('COMMIT');
    return out;
  } catch (err) {
    await c.query('ROLLBACK').catch(() => {});
    throw err;
  }
}
