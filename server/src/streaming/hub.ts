/**
 * The open streaming connections of this process and what each one receives of an event batch: its
 * subscription's types, addresses, trace hashes and minimum finality (S2, S10, S11), never a lower
 * finality for a trace after a higher one.
 */
import { FINALITY_RANK, type EventBatch, type TraceSnapshot } from './events.ts';
import type { Subscription } from './subscription.ts';

/** Why the server ends a stream (S8, S9, S16). */
export type CloseReason = 'slow consumer' | 'server stopping' | 'resume failed';

/** A transport's side of a connection: `send` queues one notification, or closes a peer too far behind (S8). */
export interface Sink {
  send(notification: object): void;
  close(reason: CloseReason): void;
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

  #send(batch: EventBatch, after?: number): void {
    for (const n of this.notificationsFor(batch))
      if (after === undefined || (n as { _ordinal: number })._ordinal > after) this.sink.send(withoutOrdinal(n));
  }

  /**
   * The notifications of one batch for this connection, in order. Each has the batch's position and its ordinal in
   * the batch (S16): the ordinal counts every notification the batch could make for any subscriber, so it is the
   * same for one notification on every connection and every replica.
   */
  notificationsFor(batch: EventBatch): object[] {
    const sub = this.subscription;
    if (!sub) return [];
    const out: object[] = [];
    const at = (ordinal: number, n: object) =>
      out.push(
        batch.position === undefined ? n : { ...n, position: `${batch.position}:${ordinal}`, _ordinal: ordinal },
      );
    batch.traces.forEach((t, i) => {
      for (const [slot, n] of this.#traceNotifications(sub, t)) at(3 * i + slot, n);
    });
    let ordinal = 3 * batch.traces.length;
    // S12, as upstream: to every connection that received pending data of the trace (and nothing higher),
    // whatever its types list
    for (const norm of batch.invalidated) {
      if (this.#sent.get(norm) === 0) at(ordinal, { type: 'trace_invalidated', trace_external_hash_norm: norm });
      this.#sent.delete(norm);
      ordinal++;
    }
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

  /** A trace's notifications with their slot: 0 transactions, 1 actions, 2 trace. */
  #traceNotifications(sub: Subscription, t: TraceSnapshot): Array<[number, object]> {
    const rank = FINALITY_RANK[t.finality];
    if (rank < sub.minFinality) return [];
    const before = this.#sent.get(t.norm);
    if (before !== undefined && rank < before) return [];
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
          (a) =>
            a.accounts.some((x) => sub.addresses.has(x)) && (!sub.actionTypes || sub.actionTypes.has(a.action.type)),
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
    if (out.length) this.#remember(t.norm, rank);
    return out;
  }

  #remember(norm: string, rank: number): void {
    this.#sent.delete(norm);
    this.#sent.set(norm, rank);
    if (this.#sent.size > REMEMBERED_TRACES) this.#sent.delete(this.#sent.keys().next().value!);
  }
}

function withoutOrdinal(n: object): object {
  if (!('_ordinal' in n)) return n;
  const { _ordinal, ...rest } = n as { _ordinal: number };
  return rest;
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
    for (const c of [...this.connections]) c.deliver(batch);
  }

  closeAll(reason: 'server stopping'): void {
    for (const c of [...this.connections]) c.sink.close(reason);
    this.connections.clear();
  }
}
