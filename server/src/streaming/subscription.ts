/**
 * Subscriptions as the streaming contract defines them: the JSON shapes are checked by validators compiled
 * from spec/streaming/asyncapi.yaml, the rules a schema cannot say (S4) here. Every failure is a 422 ApiError.
 * Fields the contract does not name are ignored (S4), as upstream ignores them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import { parse as parseYaml } from 'yaml';
import { repoRoot } from '../../../contract/index.ts';
import { ApiError } from '../http/errors.ts';
import { hashInput, rawAddress } from '../v3/convert.ts';
import { FINALITY_RANK, type Finality } from './events.ts';

export type EventType =
  | 'transactions'
  | 'actions'
  | 'trace'
  | 'trace_invalidated'
  | 'account_state_change'
  | 'jettons_change';

export interface Subscription {
  types: Set<EventType>;
  /** raw form, as the index stores accounts */
  addresses: Set<string>;
  /** base64, as notifications carry them */
  norms: Set<string>;
  minFinality: number;
  addressBook: boolean;
  metadata: boolean;
  actionTypes?: Set<string>;
}

const ID = 'https://ton-http-api.local/streaming';
const ajv = new Ajv({ strict: false, allErrors: false });
ajv.addSchema({
  $id: ID,
  components: {
    schemas: (
      parseYaml(readFileSync(join(repoRoot, 'spec', 'streaming', 'asyncapi.yaml'), 'utf8')) as {
        components: { schemas: object };
      }
    ).components.schemas,
  },
});
const validator = (name: string) => ajv.getSchema(`${ID}#/components/schemas/${name}`) as ValidateFunction;
const validators = {
  subscription: validator('Subscription'),
  subscribe: validator('SubscribeRequest'),
  unsubscribe: validator('UnsubscribeRequest'),
  ping: validator('PingRequest'),
};

function check(v: ValidateFunction, body: unknown): void {
  if (v(body)) return;
  const e = v.errors![0]!;
  const where = e.instancePath ? e.instancePath.slice(1).replace(/\//g, '.') : 'body';
  const extra =
    e.keyword === 'additionalProperties' ? ` (${(e.params as { additionalProperty: string }).additionalProperty})` : '';
  throw new ApiError(422, `${where}: ${e.message}${extra}`);
}

const within = (field: string, fn: () => string) => {
  try {
    return fn();
  } catch (err) {
    throw new ApiError(422, `${field}: ${(err as Error).message}`);
  }
};
export const addressesOf = (list: string[] | undefined) =>
  (list ?? []).map((a) => within('addresses', () => rawAddress(a)));
export const normsOf = (list: string[] | undefined) =>
  (list ?? []).map((h) =>
    within('trace_external_hash_norms', () => hashInput(h, 'trace_external_hash_norm').toString('base64')),
  );

export interface SubscriptionBody {
  id?: string;
  types: EventType[];
  addresses?: string[];
  trace_external_hash_norms?: string[];
  min_finality?: Finality;
  include_address_book?: boolean;
  include_metadata?: boolean;
  action_types?: string[];
  supported_action_types?: string[];
  /** S16: the position to resume after */
  from?: string;
}

/** A subscription (SSE body or the fields of a WebSocket `subscribe`), or a 422 saying what is wrong. */
export function parseSubscription(body: unknown, schema: 'subscription' | 'subscribe' = 'subscription'): Subscription {
  check(validators[schema], body);
  const b = body as SubscriptionBody;
  const types = new Set(b.types);
  const addresses = addressesOf(b.addresses);
  const norms = normsOf(b.trace_external_hash_norms);
  const onlyTrace = [...types].every((t) => t === 'trace' || t === 'trace_invalidated');
  if (!onlyTrace && addresses.length === 0)
    throw new ApiError(422, 'addresses: required (non-empty) unless types holds only trace');
  if (types.has('trace') && norms.length === 0)
    throw new ApiError(422, 'trace_external_hash_norms: required (non-empty) with type trace');
  return {
    types,
    addresses: new Set(addresses),
    norms: new Set(norms),
    minFinality: FINALITY_RANK[b.min_finality ?? 'finalized'],
    addressBook: b.include_address_book === true,
    metadata: b.include_metadata === true,
    actionTypes: b.action_types?.length ? new Set(b.action_types) : undefined,
  };
}

/** The `id` a request carries, when it is one the contract lets a reply repeat (RequestId). */
export function requestIdOf(body: unknown): string | undefined {
  const id = typeof body === 'object' && body !== null ? (body as { id?: unknown }).id : undefined;
  return typeof id === 'string' && id.length <= 128 ? id : undefined;
}

/**
 * A second WebSocket `subscribe` (S4, as upstream): types, addresses and trace hashes are the new ones; the
 * settings it omits stay as they were (`action_types` also when empty, as upstream replaces it only when given).
 */
export function resubscribed(
  previous: Subscription | undefined,
  next: Subscription,
  body: SubscriptionBody,
): Subscription {
  if (!previous) return next;
  return {
    ...next,
    minFinality: body.min_finality === undefined ? previous.minFinality : next.minFinality,
    addressBook: body.include_address_book === undefined ? previous.addressBook : next.addressBook,
    metadata: body.include_metadata === undefined ? previous.metadata : next.metadata,
    actionTypes: body.action_types?.length ? next.actionTypes : previous.actionTypes,
  };
}

export type WsOperation =
  | { operation: 'subscribe'; id?: string; subscription: Subscription; fields: SubscriptionBody }
  | { operation: 'unsubscribe'; id?: string; addresses: string[]; norms: string[] }
  | { operation: 'ping'; id?: string };

/** One WebSocket text frame: an operation, or an ApiError (400 not JSON, 422 invalid) carrying the request id when readable. */
export function parseWsOperation(text: string): WsOperation {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'message is not JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ApiError(422, 'body: must be object');
  const op = (body as { operation?: unknown }).operation;
  const id = requestIdOf(body);
  try {
    if (op === 'subscribe') {
      const { operation: _o, id: _i, ...fields } = body as Record<string, unknown>;
      check(validators.subscribe, body);
      return {
        operation: 'subscribe',
        id,
        subscription: parseSubscription(fields),
        fields: fields as unknown as SubscriptionBody,
      };
    }
    if (op === 'unsubscribe') {
      check(validators.unsubscribe, body);
      const b = body as { addresses?: string[]; trace_external_hash_norms?: string[] };
      return {
        operation: 'unsubscribe',
        id,
        addresses: addressesOf(b.addresses),
        norms: normsOf(b.trace_external_hash_norms),
      };
    }
    if (op === 'ping') {
      check(validators.ping, body);
      return { operation: 'ping', id };
    }
    throw new ApiError(422, 'operation: must be one of subscribe, unsubscribe, ping');
  } catch (err) {
    throw Object.assign(err as Error, { requestId: id });
  }
}

const LIST_FIELDS = ['types', 'addresses', 'trace_external_hash_norms', 'action_types', 'supported_action_types'];
const BOOL_FIELDS = ['include_address_book', 'include_metadata'];

/** The GET form of SSE (S3): query parameters into the subscription body; lists comma-separated or repeated. */
export function subscriptionFromQuery(query: URLSearchParams): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const key of new Set(query.keys())) {
    if (key === 'api_key') continue;
    const values = query.getAll(key);
    if (LIST_FIELDS.includes(key))
      body[key] = values
        .flatMap((v) => v.split(','))
        .map((v) => v.trim())
        .filter(Boolean);
    else if (BOOL_FIELDS.includes(key))
      body[key] = values[0] === 'true' ? true : values[0] === 'false' ? false : values[0];
    else body[key] = values[0];
  }
  return body;
}
