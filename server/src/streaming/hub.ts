/**
 * The open streaming connections of this process and what each one receives of an event batch: its
 * subscription's types, addresses, trace hashes and minimum finality (S2, S10, S11), never a lower
 * finality for a trace after a higher one.
 */
import { FINALITY_RANK, type EventBatch, type TraceSnapshot } from './events.ts';
import type { Subscription } from './subscription.ts';

/** Why the server ends a stream (S8, S9, S16). */
export type CloseReason = 'slow consumer' | 'server stopping' | 'resume failed';

/**
 * One notification as it goes on the wire: its JSON text, made once for every connection with the same subscription,
 * and its position (S16), which SSE also sends as the event's id.
 */
export interface Frame {
  text: string;
  position?: string;
  /** the bytes each transport writes, encoded by the first connection that sends it and reused by the others */
  encoded?: { sse?: Buffer; ws?: Buffer };
}

/** A transport's side of a connection: `send` queues one notification, or closes a peer too far behind (S8). */
export interface Sink {
  send(frame: Frame): void;
  close(reason: CloseReason): void;
}

/**
 * One notification a batch makes for a subscription, before a connection's own state decides whether it goes
 * (S2: never a lower finality after a higher one; S12: an invalidation only after pending data).
 */
interface Cut extends Frame {
  /** its place among every notification the batch can make (S16) */
  ordinal: number;
  trace?: { norm: string; rank: number };
  invalidates?: string;
}

/** Batches a resuming connection holds while it catches up (S16); beyond this it is too far behind (S8). */
const CATCH_UP_BUFFER = 10_000;

/** Where a subscriber left off (S16): after the whole batch `news`, or after its notification `ordinal`. */
export interface Position {
  news: number;
  ordinal?: number;
}

/** Traces a connection remembers the finality of; the oldest are forgotten first, so memory stays bounded. */
const REMEMBERED_TRACES = 10_000;

export class Connection {
  subscription?: Subscription;
  readonly #sent = new Map<string, number>();
  /** while catching up (S16): the live batches that arrived meanwhile, delivered once the replay reaches them */
  #held?: EventBatch[];
  /** the last position a catch-up delivered */
  #cursor = 0;
  /** changes when a catch-up is started or given up, so a replay that was replaced stops */
  generation = 0;

  constructor(readonly sink: Sink) {}

  get catchingUp(): boolean {
    return this.#held !== undefined;
  }

  /** A live batch: sent now, or held while the connection catches up. */
  deliver(batch: EventBatch): void {
    if (!this.#held) this.#send(batch);
    else if (this.#held.length >= CATCH_UP_BUFFER) this.sink.close('slow consumer');
    else this.#held.push(batch);
  }

  /** Starts holding live batches: a replay from the log comes first. Returns the generation the replay runs under. */
  holdLive(after: number): number {
    this.#held ??= [];
    this.#cursor = after;
    return ++this.generation;
  }

  /** A replayed batch, sent without what the subscriber already had of it (`after`: the ordinal it left off at). */
  replay(batch: EventBatch, after?: number): void {
    this.#send(batch, after);
    if (batch.position !== undefined) this.#cursor = batch.position;
  }

  /** Traces this connection had pending data of before it resumed: remembered, nothing sent (S12, S16). */
  recall(batch: EventBatch): void {
    this.notificationsFor(batch);
  }

  /** The replay has reached the live stream: the held batches it did not cover go out, then live ones as they come. */
  goLive(): void {
    const held = this.#held ?? [];
    this.#held = undefined;
    this.generation++;
    for (const b of held) if (b.position === undefined || b.position > this.#cursor) this.#send(b);
  }

  #send(batch: EventBatch, after?: number, cuts = cutBatch(this.subscription, batch)): void {
    for (const c of this.#admit(cuts, after)) this.sink.send(c);
  }

  /** What of a batch's cuts this connection receives, given what it received before; remembers what it now has. */
  #admit(cuts: Cut[], after?: number): Cut[] {
    const out: Cut[] = [];
    const wanted = (c: Cut) => after === undefined || c.ordinal > after;
    for (const c of cuts) {
      if (c.trace) {
        const before = this.#sent.get(c.trace.norm);
        if (before !== undefined && c.trace.rank < before) continue;
        this.#remember(c.trace.norm, c.trace.rank);
        if (wanted(c)) out.push(c);
      } else if (c.invalidates !== undefined) {
        // S12, as upstream: to every connection that received pending data of the trace (and nothing higher),
        // whatever its types list
        const had = this.#sent.get(c.invalidates);
        this.#sent.delete(c.invalidates);
        if (had === 0 && wanted(c)) out.push(c);
      } else if (wanted(c)) out.push(c);
    }
    return out;
  }

  /** A live batch cut once per distinct subscription: connections that share one share the text of its notifications. */
  deliverShared(batch: EventBatch, shared: Map<string, Cut[]>): void {
    const sub = this.subscription;
    if (!sub) return;
    const key = subscriptionKey(sub);
    let cuts = shared.get(key);
    if (!cuts) shared.set(key, (cuts = cutBatch(sub, batch)));
    if (!this.#held) this.#send(batch, undefined, cuts);
    else this.deliver(batch);
  }

  /** The notifications of one batch for this connection, in order, as they are sent (for tests and tools). */
  notificationsFor(batch: EventBatch): object[] {
    return this.#admit(cutBatch(this.subscription, batch)).map((c) => JSON.parse(c.text) as object);
  }

  #remember(norm: string, rank: number): void {
    this.#sent.delete(norm);
    this.#sent.set(norm, rank);
    if (this.#sent.size > REMEMBERED_TRACES) this.#sent.delete(this.#sent.keys().next().value!);
  }
}

const subscriptionKeys = new WeakMap<Subscription, string>();

/** Equal for subscriptions that receive the same notifications; a subscription is never changed in place. */
function subscriptionKey(sub: Subscription): string {
  let key = subscriptionKeys.get(sub);
  if (key === undefined) {
    const sorted = (set?: Set<string>) => (set ? [...set].sort() : null);
    key = JSON.stringify([
      sorted(sub.types),
      sorted(sub.addresses),
      sorted(sub.norms),
      sub.minFinality,
      sub.addressBook,
      sub.metadata,
      sorted(sub.actionTypes),
    ]);
    subscriptionKeys.set(sub, key);
  }
  return key;
}

/**
 * Every notification a batch makes for a subscription, in order, with its position: `<news>:<ordinal>`, the ordinal
 * counting every notification the batch could make for any subscriber (per trace snapshot transactions, actions,
 * trace; then invalidations, state changes, jetton changes), so one notification has the same position on every
 * connection and every replica (S16).
 */
function cutBatch(sub: Subscription | undefined, batch: EventBatch): Cut[] {
  if (!sub) return [];
  const out: Cut[] = [];
  const at = (ordinal: number, n: object, extra: Partial<Cut> = {}) => {
    const position = batch.position === undefined ? undefined : `${batch.position}:${ordinal}`;
    out.push({ ordinal, position, text: JSON.stringify(position ? { ...n, position } : n), ...extra });
  };
  batch.traces.forEach((t, i) => {
    const rank = FINALITY_RANK[t.finality];
    if (rank < sub.minFinality) return;
    for (const [slot, n] of traceNotifications(sub, t)) at(3 * i + slot, n, { trace: { norm: t.norm, rank } });
  });
  let ordinal = 3 * batch.traces.length;
  for (const norm of batch.invalidated)
    at(ordinal++, { type: 'trace_invalidated', trace_external_hash_norm: norm }, { invalidates: norm });
  for (const s of batch.states) {
    if (sub.types.has('account_state_change') && sub.addresses.has(s.account))
      at(ordinal, { type: 'account_state_change', finality: 'finalized', account: s.account, state: s.state });
    ordinal++;
  }
  for (const j of batch.jettons) {
    if (sub.types.has('jettons_change') && (sub.addresses.has(j.jetton.address) || sub.addresses.has(j.jetton.owner)))
      at(ordinal, {
        type: 'jettons_change',
        finality: 'finalized',
        jetton: j.jetton,
        ...extras(sub, j.addressBook, j.metadata),
      });
    ordinal++;
  }
  return out;
}

/** A trace snapshot's notifications for a subscription, with their slot: 0 transactions, 1 actions, 2 trace. */
function traceNotifications(sub: Subscription, t: TraceSnapshot): Array<[number, object]> {
  const head = { finality: t.finality, trace_external_hash_norm: t.norm, trace_id: t.traceId };
  const more = extras(sub, t.addressBook, t.metadata);
  const out: Array<[number, object]> = [];
  if (sub.types.has('transactions')) {
    const transactions = t.transactions.filter((tx) => sub.addresses.has(tx.account));
    if (transactions.length) out.push([0, { type: 'transactions', ...head, transactions, ...more }]);
  }
  if (sub.types.has('actions')) {
    const actions = t.actions
      .filter(
        (a) => a.accounts.some((x) => sub.addresses.has(x)) && (!sub.actionTypes || sub.actionTypes.has(a.action.type)),
      )
      .map((a) => a.action)
      .reverse();
    if (actions.length) out.push([1, { type: 'actions', ...head, actions, ...more }]);
  }
  if (sub.types.has('trace') && sub.norms.has(t.norm) && t.tree) {
    out.push([
      2,
      {
        type: 'trace',
        ...head,
        trace: t.tree,
        transactions: Object.fromEntries(t.transactions.map((tx) => [tx.hash, tx])),
        actions: t.actions.map((a) => a.action),
        ...more,
      },
    ]);
  }
  return out;
}

function extras(sub: Subscription, addressBook: object, metadata: object) {
  return { ...(sub.addressBook ? { address_book: addressBook } : {}), ...(sub.metadata ? { metadata } : {}) };
}

export class StreamHub {
  readonly connections = new Set<Connection>();

  add(sink: Sink): Connection {
    const c = new Connection(sink);
    this.connections.add(c);
    return c;
  }

  remove(c: Connection): void {
    this.connections.delete(c);
    // a replay running for it stops
    c.generation++;
  }

  deliver(batch: EventBatch): void {
    const shared = new Map<string, Cut[]>();
    for (const c of [...this.connections]) c.deliverShared(batch, shared);
  }

  closeAll(reason: 'server stopping'): void {
    for (const c of [...this.connections]) c.sink.close(reason);
    this.connections.clear();
  }
}
