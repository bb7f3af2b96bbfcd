// The delivery checks' results: each rule (one report check per receiving operation) gathers what every
// subscriber showed about it, the problems found and the coverage cells it proved, then is recorded once.
import type { Clause } from '../case.ts';
import type { CellRef } from '../types.ts';
import { clause } from './clause.ts';
import { cell, type Evidence, type Recorder } from './record.ts';
import type { Subscriber } from './subscriber.ts';

export const RULES = {
  once: {
    name: 'exactly once: no notification repeated (finalized once per trace and type, confirmed only as the trace grows)',
    clause: clause('#/components/schemas/Finality', 'S2'),
  },
  lifecycle: {
    name: 'finality lifecycle: pending, confirmed, finalized in non-decreasing order',
    clause: clause('#/components/schemas/Finality', 'S2'),
  },
  min: {
    name: 'min_finality: nothing below it, each level from it up delivered',
    clause: clause('#/components/schemas/Subscription/properties/min_finality', 'S2'),
  },
  types: {
    name: 'types: only the subscribed event types, each of them delivered',
    clause: clause('#/components/schemas/Subscription/properties/types'),
  },
  addresses: {
    name: "addresses: only subscribed accounts (no other account's transaction or action, nothing of traces they are not in)",
    clause: clause('#/components/schemas/Subscription/properties/addresses', 'S10'),
  },
  transactions: {
    name: "transactions: exactly the subscribed accounts' transactions of the trace, as v3 /traces gives them, by descending lt",
    clause: clause('#/components/schemas/TransactionsNotification', 'S1, S10'),
  },
  actions: {
    name: 'actions: the actions a subscribed account takes part in, narrowed by action_types, as v3 /actions gives them',
    clause: clause('#/components/schemas/ActionsNotification', 'S1, S10, S13'),
  },
  trace: {
    name: 'trace: the whole subscribed trace as v3 /traces gives it, and no other trace',
    clause: clause('#/components/schemas/TraceNotification', 'S1, S10'),
  },
  norm: {
    name: 'trace_external_hash_norm is the normalized hash of the external message the suite sent',
    clause: clause('#/components/schemas/TraceEventBase/properties/trace_external_hash_norm'),
  },
  traceId: {
    name: 'trace_id is the id v3 /traces gives the trace',
    clause: clause('#/components/schemas/TraceEventBase/properties/trace_id', 'S2, S10'),
  },
  book: {
    name: "include_address_book: an address_book of the records' addresses as v3 /addressBook gives them, only when asked",
    clause: clause('#/components/schemas/TraceEventBase/properties/address_book'),
  },
  metadata: {
    name: "include_metadata: metadata of the records' token addresses as v3 /metadata gives it, only when asked",
    clause: clause('#/components/schemas/TraceEventBase/properties/metadata'),
  },
  states: {
    name: "account_state_change: the state after the account's last transaction of each round, as the chain holds it",
    clause: clause('#/components/schemas/AccountStateChangeNotification', 'S11'),
  },
  jettons: {
    name: 'jettons_change: each subscribed jetton wallet after each round, as its get_wallet_data at that block gives it',
    clause: clause('#/components/schemas/JettonsChangeNotification', 'S11'),
  },
  framing: {
    name: 'framing: SSE data lines and keepalive comments, WebSocket text frames, one JSON object each',
    clause: clause('#/channels/sse'),
  },
  twins: {
    name: 'the same notifications over SSE and WebSocket for the same subscription',
    clause: clause('#/channels/ws'),
  },
  getForm: {
    name: 'GET with query parameters applies every subscription field as POST does',
    clause: clause('#/channels/sse', 'S3'),
  },
  unsubscribeAddress: {
    name: "unsubscribe of an address stops that account's notifications while the others continue",
    clause: clause('#/components/schemas/UnsubscribeRequest/properties/addresses', 'S4'),
  },
  unsubscribeTrace: {
    name: "unsubscribe of a trace hash stops that trace's notifications while the others continue",
    clause: clause('#/components/schemas/UnsubscribeRequest/properties/trace_external_hash_norms', 'S4'),
  },
  resubscribe: {
    name: 'a second subscribe replaces types, addresses and hashes and keeps the settings it omits',
    clause: clause('#/components/messages/Subscribe', 'S4'),
  },
  positions: {
    name: 'position: every notification has one, strictly increasing along the stream, after the one its subscription started at (SSE: also its id:)',
    clause: clause('#/components/schemas/Position', 'S16'),
  },
  positionsShared: {
    name: 'position: the same notification has the same position on every connection, whatever the subscription',
    clause: clause('#/components/schemas/Position', 'S14, S16'),
  },
  resume: {
    name: 'from: a stream cut mid-way and resumed after the last position it processed receives exactly what a connection open all along had after it, then the live stream, none missing, none twice',
    clause: clause('#/components/schemas/Subscription/properties/from', 'S16'),
  },
  resumeLastEventId: {
    name: 'Last-Event-ID: an EventSource reconnecting to its URL resumes after the last id it saw (the header wins over from)',
    clause: clause('#/components/schemas/Subscription/properties/from', 'S16'),
  },
  resumeMidBatch: {
    name: 'from <news>:<ordinal> in the middle of a piece of news: only the notifications after that ordinal, then the rest',
    clause: clause('#/components/schemas/Position', 'S16'),
  },
  resumeFresh: {
    name: 'from the position of connected / subscribed, nothing received: every notification after it',
    clause: clause('#/components/schemas/SubscribedStatus/properties/position', 'S16'),
  },
} satisfies Record<string, { name: string; clause: Clause }>;
export type Rule = keyof typeof RULES;

type Op = 'sseReceive' | 'wsReceive' | 'wsSend';
interface Entry {
  problems: string[];
  judged: number;
  covers: Map<string, CellRef>;
  evidence?: Evidence;
}

export class Ledger {
  private readonly entries = new Map<string, Entry>();

  private entry(rule: Rule, op: Op): Entry {
    const key = `${rule} ${op}`;
    let e = this.entries.get(key);
    if (!e) this.entries.set(key, (e = { problems: [], judged: 0, covers: new Map() }));
    return e;
  }

  /** `s` was judged by `rule` (something was there to judge); `cells` are the coverage cells that judgement proves. */
  judged(rule: Rule, s: Subscriber, cells: Array<[operation: string, parameter: string]> = [], op: Op = s.op): void {
    const e = this.entry(rule, op);
    e.judged++;
    for (const [operation, parameter] of cells) {
      // subscription fields travel on the subscriber's transport (sse, sse-get, ws); event fields on the events'
      const transport = operation === 'subscription' ? s.transport : operation === 'unsubscribe' ? 'ws' : s.events;
      const c = cell(operation, parameter, transport);
      e.covers.set(`${operation} ${parameter} ${transport}`, c);
    }
  }

  problem(rule: Rule, s: Subscriber, text: string, message?: unknown, op: Op = s.op): void {
    const e = this.entry(rule, op);
    e.problems.push(`${s.label} (${s.transport}): ${text}`);
    e.evidence ??= {
      method: s.transport === 'ws' ? 'WS' : s.transport === 'sse' ? 'POST' : 'GET',
      url: s.url,
      body: s.epochs.map((x) => x.model.fields),
      received: message === undefined ? undefined : JSON.stringify(message).slice(0, 2000),
    };
  }

  /** A problem not of one subscriber's messages (a subscriber that could not be opened, say). */
  problemOf(rule: Rule, op: Op, text: string): void {
    this.entry(rule, op).problems.push(text);
  }

  /** Rules of a capability the profile does not claim: not implemented, with the cells they would have proved. */
  notClaimed(rec: Recorder, rules: Rule[], ops: Op[], why: string, cells: CellRef[]): void {
    for (const rule of rules)
      for (const op of ops) rec.add(op, 'case', RULES[rule].name, 'not-implemented', why, undefined, undefined, cells);
  }

  /** Every rule that judged or found something, for each operation the recorder keeps; the others skipped with `why`. */
  record(rec: Recorder, rules: Rule[], ops: Op[], why: string): void {
    for (const rule of rules)
      for (const op of ops) {
        const e = this.entries.get(`${rule} ${op}`);
        const { name, clause: c } = RULES[rule];
        if (!e || (!e.judged && !e.problems.length)) {
          rec.skip(op, 'case', name, why);
          continue;
        }
        const shown = e.problems.slice(0, 6);
        const more = e.problems.length - shown.length;
        rec.judge(
          op,
          'case',
          name,
          e.problems.length ? `${shown.join('; ')}${more > 0 ? ` (and ${more} more)` : ''}` : undefined,
          c,
          e.evidence,
          `${e.judged} judgements`,
          [...e.covers.values()],
        );
      }
  }
}
