// A subscriber the delivery checks judge: a stream on one transport (SSE by POST body, SSE by GET query, WebSocket)
// and what it is subscribed to, read with the contract's meaning of each field (defaults included), so that every
// message it receives can be judged against the subscription in force. A WebSocket's subscription changes by
// `subscribe` (replaces types, addresses and hashes and keeps the settings it omits, S4) and `unsubscribe`
// (removes addresses or hashes): each change is an epoch, in force for the transfers sent after it.
import { Address } from '@ton/core';
import { normalize } from '../values.ts';
import { openSse, openWs, type Inbox, type SseSubscriber, type WsSubscriber } from './clients.ts';
import type { StreamingEnv } from './env.ts';

export type Transport = 'sse' | 'sse-get' | 'ws';
export const RANK: Record<string, number> = { pending: 0, confirmed: 1, finalized: 2 };

/** A subscription as the client sends it (the fields of the contract's Subscription). */
export interface Fields {
  types: string[];
  addresses?: string[];
  trace_external_hash_norms?: string[];
  min_finality?: 'pending' | 'confirmed' | 'finalized';
  include_address_book?: boolean;
  include_metadata?: boolean;
  action_types?: string[];
  supported_action_types?: string[];
  /** resume after this position (S16) */
  from?: string;
}

/** What a subscription means (Subscription schema, its defaults, S4: addresses compared raw). */
export interface Model {
  fields: Fields;
  types: Set<string>;
  /** raw, lower case */
  addresses: Set<string>;
  /** hex, lower case */
  norms: Set<string>;
  min: number;
  book: boolean;
  metadata: boolean;
  /** undefined: any type (the field absent) */
  actionTypes?: Set<string>;
}

export const raw = (a: string): string => normalize(a).toLowerCase();
export const hex = (h: string): string => normalize(h).toLowerCase();

export function modelOf(f: Fields): Model {
  return {
    fields: f,
    types: new Set(f.types),
    addresses: new Set((f.addresses ?? []).map(raw)),
    norms: new Set((f.trace_external_hash_norms ?? []).map(hex)),
    min: RANK[f.min_finality ?? 'finalized']!,
    book: f.include_address_book === true,
    metadata: f.include_metadata === true,
    actionTypes: f.action_types ? new Set(f.action_types) : undefined,
  };
}

/**
 * What a second WebSocket `subscribe` leaves in force (S4, as upstream): its types, addresses and hashes; for
 * every setting it omits, the one before (`action_types` and `supported_action_types` also when empty).
 */
export function resubscribedFields(before: Fields, next: Fields): Fields {
  return {
    ...next,
    min_finality: next.min_finality ?? before.min_finality,
    include_address_book: next.include_address_book ?? before.include_address_book,
    include_metadata: next.include_metadata ?? before.include_metadata,
    action_types: next.action_types?.length ? next.action_types : before.action_types,
    supported_action_types: next.supported_action_types?.length
      ? next.supported_action_types
      : before.supported_action_types,
  };
}

/** The same subscription as GET query parameters (S3): lists comma-separated (or repeated, `repeat`), booleans as words. */
export function queryOf(f: Fields, apiKey: string | undefined, repeat: string[] = []): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) {
    if (Array.isArray(v)) {
      if (repeat.includes(k)) for (const x of v) q.append(k, x);
      else q.append(k, v.join(','));
    } else if (v !== undefined) q.append(k, String(v));
  }
  if (apiKey) q.append('api_key', apiKey);
  return q.toString();
}

/** Address forms a subscription may use (S4: every TON address form): raw, bounceable url-safe, and the others. */
export const forms = {
  raw: (a: string) => Address.parse(a).toRawString(),
  bounceable: (a: string) => Address.parse(a).toString({ urlSafe: true, bounceable: true }),
  nonBounceable: (a: string) => Address.parse(a).toString({ urlSafe: true, bounceable: false }),
  nonBounceableB64: (a: string) => Address.parse(a).toString({ urlSafe: false, bounceable: false }),
  testOnly: (a: string) => Address.parse(a).toString({ urlSafe: true, bounceable: false, testOnly: true }),
};
/** Hash forms (HashNorm: base64, base64url or hex). */
export const hashForms = {
  base64: (h: string) => Buffer.from(hex(h), 'hex').toString('base64'),
  base64url: (h: string) => Buffer.from(hex(h), 'hex').toString('base64url'),
  hex: (h: string) => hex(h),
  HEX: (h: string) => hex(h).toUpperCase(),
};

interface Epoch {
  /** the first round of transfers it is in force for */
  round: number;
  /** index of the first message received under it */
  from: number;
  model: Model;
}

export class Subscriber {
  readonly epochs: Epoch[] = [];
  private constructor(
    readonly label: string,
    readonly transport: Transport,
    readonly inbox: Inbox & { close(): void },
    readonly url: string,
    fields: Fields,
    round: number,
  ) {
    this.epochs.push({ round, from: 0, model: modelOf(fields) });
  }

  get ws(): WsSubscriber | undefined {
    return this.transport === 'ws' ? (this.inbox as WsSubscriber) : undefined;
  }
  /** the transport events travel on: SSE for both SSE forms */
  get events(): 'sse' | 'ws' {
    return this.transport === 'ws' ? 'ws' : 'sse';
  }
  /** the op of the report its notifications are judged under */
  get op(): 'sseReceive' | 'wsReceive' {
    return this.transport === 'ws' ? 'wsReceive' : 'sseReceive';
  }
  /** the position it resumed after (S16: `from` or SSE's `Last-Event-ID`), when it is a resumed stream */
  resumedFrom?: string;
  /** the last round of transfers it was open for (closed after it) */
  lastRound = Number.POSITIVE_INFINITY;
  /** the subscription in force for transfers of `round`, or undefined when the stream was not open for them */
  modelFor(round: number): Model | undefined {
    if (round < this.epochs[0]!.round || round > this.lastRound) return undefined;
    return [...this.epochs].reverse().find((e) => e.round <= round)!.model;
  }
  /** the subscription in force when message `index` arrived */
  modelAt(index: number): Model {
    return [...this.epochs].reverse().find((e) => e.from <= index)?.model ?? this.epochs[0]!.model;
  }
  /** notifications (messages with a `type`) with their index */
  notifications(): Array<{ index: number; m: any }> {
    return this.inbox.messages
      .map((a, index) => ({ index, m: a.message }))
      .filter((x) => x.m && typeof x.m.type === 'string');
  }
  close(): void {
    this.inbox.close();
  }

  static async open(
    env: StreamingEnv,
    label: string,
    transport: Transport,
    fields: Fields,
    round: number,
    repeat: string[] = [],
    /** SSE: headers besides the key (`Last-Event-ID`) */
    headers: Record<string, string> = {},
  ): Promise<Subscriber | string> {
    if (transport === 'ws') {
      const r = await env.open(() => openWs(env.wsUrl, env.keyHeader()));
      if (!r.socket)
        return `${label}: WebSocket refused: HTTP ${r.refusal?.status} ${r.refusal?.networkError ?? r.refusal?.text.slice(0, 200)}`;
      const s = new Subscriber(label, transport, r.socket, env.wsUrl, fields, round);
      const problem = await s.request({ operation: 'subscribe', id: `${label}-subscribe`, ...fields }, 'subscribed');
      if (problem) {
        s.close();
        return `${label}: ${problem}`;
      }
      return s;
    }
    const url = transport === 'sse' ? env.sseUrl : `${env.sseUrl}?${queryOf(fields, env.apiKey, repeat)}`;
    const r = await env.open(() =>
      openSse(url, transport === 'sse' ? fields : undefined, {
        ...(transport === 'sse' ? env.keyHeader() : {}),
        ...headers,
      }),
    );
    if (!r.stream)
      return `${label}: SSE ${transport === 'sse' ? 'POST' : 'GET'} ${JSON.stringify(fields)} refused: HTTP ${r.refusal?.status} ${r.refusal?.networkError ?? r.refusal?.text.slice(0, 200)}`;
    if ((await r.stream.next((m) => m.status === 'subscribed', 10_000)) === undefined) {
      r.stream.close();
      return `${label}: SSE ${JSON.stringify(fields)} never answered {"status":"subscribed"}`;
    }
    return new Subscriber(label, transport, r.stream as SseSubscriber, url, fields, round);
  }

  /** A WebSocket operation and its reply (by id); the problem, or undefined when it was answered `status`. */
  private async request(op: Record<string, unknown>, status: string): Promise<string | undefined> {
    const ws = this.ws!;
    ws.send(op);
    const reply = await ws.next((m) => m.id === op.id && typeof m.status === 'string', 10_000);
    if (reply?.status !== status) return `${JSON.stringify(op)} answered ${JSON.stringify(reply) ?? 'nothing'}`;
    this.replyIndex = ws.messages.findIndex((a) => a.message === reply);
    return undefined;
  }
  private replyIndex = 0;

  /** WebSocket `subscribe` again, from `round` on: types, addresses and hashes replaced, omitted settings kept (S4). */
  async resubscribe(fields: Fields, round: number): Promise<string | undefined> {
    const problem = await this.request(
      { operation: 'subscribe', id: `${this.label}-resubscribe`, ...fields },
      'subscribed',
    );
    if (!problem)
      this.epochs.push({
        round,
        from: this.replyIndex + 1,
        model: modelOf(resubscribedFields(this.epochs.at(-1)!.model.fields, fields)),
      });
    return problem;
  }

  /** WebSocket `unsubscribe`: addresses and hashes removed from `round` on (S4). */
  async unsubscribe(removed: { addresses?: string[]; trace_external_hash_norms?: string[] }, round: number) {
    const problem = await this.request(
      { operation: 'unsubscribe', id: `${this.label}-unsubscribe`, ...removed },
      'unsubscribed',
    );
    if (problem) return problem;
    const before = this.epochs.at(-1)!.model;
    const gone = new Set([
      ...(removed.addresses ?? []).map(raw),
      ...(removed.trace_external_hash_norms ?? []).map(hex),
    ]);
    const fields: Fields = {
      ...before.fields,
      addresses: (before.fields.addresses ?? []).filter((a) => !gone.has(raw(a))),
      trace_external_hash_norms: (before.fields.trace_external_hash_norms ?? []).filter((h) => !gone.has(hex(h))),
    };
    this.epochs.push({ round, from: this.replyIndex + 1, model: modelOf(fields) });
    return undefined;
  }
}
