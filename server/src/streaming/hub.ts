/**
 * The open streaming connections of this process and what each one receives of an event batch: its
 * subscription's types, addresses, trace hashes and minimum finality (S2, S10, S11), never a lower
 * finality for a trace after a higher one.
 */
import { FINALITY_RANK, type EventBatch, type TraceSnapshot } from './events.ts';
import type { Subscription } from './subscription.ts';

/** A transport's side of a connection: `send` queues one notification, or closes a peer too far behind (S8). */
export interface Sink {
  send(notification: object): void;
  close(reason: 'slow consumer' | 'server stopping'): void;
}

/** Traces a connection remembers the finality of; the oldest are forgotten first, so memory stays bounded. */
const REMEMBERED_TRACES = 10_000;

export class Connection {
  subscription?: Subscription;
  readonly #sent = new Map<string, number>();

  constructor(readonly sink: Sink) {}

  /** The notifications of one batch for this connection, in order. */
  notificationsFor(batch: EventBatch): object[] {
    const sub = this.subscription;
    if (!sub) return [];
    const out: object[] = [];
    for (const t of batch.traces) out.push(...this.#traceNotifications(sub, t));
    // S12, as upstream: to every connection that received pending data of the trace (and nothing higher),
    // whatever its types list
    for (const norm of batch.invalidated) {
      if (this.#sent.get(norm) === 0) out.push({ type: 'trace_invalidated', trace_external_hash_norm: norm });
      this.#sent.delete(norm);
    }
    if (sub.types.has('account_state_change')) {
      for (const s of batch.states)
        if (sub.addresses.has(s.account))
          out.push({ type: 'account_state_change', finality: 'finalized', account: s.account, state: s.state });
    }
    if (sub.types.has('jettons_change')) {
      for (const j of batch.jettons) {
        if (!sub.addresses.has(j.jetton.address) && !sub.addresses.has(j.jetton.owner)) continue;
        out.push({
          type: 'jettons_change',
          finality: 'finalized',
          jetton: j.jetton,
          ...extras(sub, j.addressBook, j.metadata),
        });
      }
    }
    return out;
  }

  #traceNotifications(sub: Subscription, t: TraceSnapshot): object[] {
    const rank = FINALITY_RANK[t.finality];
    if (rank < sub.minFinality) return [];
    const before = this.#sent.get(t.norm);
    if (before !== undefined && rank < before) return [];
    const head = { finality: t.finality, trace_external_hash_norm: t.norm, trace_id: t.traceId };
    const more = extras(sub, t.addressBook, t.metadata);
    const out: object[] = [];
    if (sub.types.has('transactions')) {
      const transactions = t.transactions.filter((tx) => sub.addresses.has(tx.account));
      if (transactions.length) out.push({ type: 'transactions', ...head, transactions, ...more });
    }
    if (sub.types.has('actions')) {
      const actions = t.actions
        .filter(
          (a) =>
            a.accounts.some((x) => sub.addresses.has(x)) && (!sub.actionTypes || sub.actionTypes.has(a.action.type)),
        )
        .map((a) => a.action)
        .reverse();
      if (actions.length) out.push({ type: 'actions', ...head, actions, ...more });
    }
    if (sub.types.has('trace') && sub.norms.has(t.norm) && t.tree) {
      out.push({
        type: 'trace',
        ...head,
        trace: t.tree,
        transactions: Object.fromEntries(t.transactions.map((tx) => [tx.hash, tx])),
        actions: t.actions.map((a) => a.action),
        ...more,
      });
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
  }

  deliver(batch: EventBatch): void {
    for (const c of [...this.connections]) for (const n of c.notificationsFor(batch)) c.sink.send(n);
  }

  closeAll(reason: 'server stopping'): void {
    for (const c of [...this.connections]) c.sink.close(reason);
    this.connections.clear();
  }
}
