// Positions (S16): `<news>:<ordinal>` names one notification, `<news>` the point after all of a piece of news;
// compared as pairs of integers. Every notification carries one (on SSE also as the event's `id:`), they increase
// along a stream, a new subscription's `connected` event / `subscribed` reply names the point it starts after, and
// one notification has the same position on every connection whatever the subscription (the ordinal is counted
// over everything the news can make, S16). Judged on every subscriber of the delivery and resume checks.
import type { Ledger } from './ledger.ts';
import { canon } from './records.ts';
import { hex, raw, type Subscriber } from './subscriber.ts';

const PATTERN = /^(\d{1,15})(?::(\d{1,6}))?$/;

/** [news, ordinal]; `<news>` alone is after every ordinal of it. Undefined when not a position. */
export function parsePosition(p: unknown): [number, number] | undefined {
  const m = typeof p === 'string' ? PATTERN.exec(p) : null;
  return m ? [Number(m[1]), m[2] === undefined ? Number.POSITIVE_INFINITY : Number(m[2])] : undefined;
}

/** <0, 0, >0 as `a` is before, at, after `b` */
export function comparePositions(a: [number, number], b: [number, number]): number {
  return a[0] !== b[0] ? a[0] - b[0] : a[1] === b[1] ? 0 : a[1] < b[1] ? -1 : 1;
}

/** `p` is strictly after `q` (both positions) */
export const after = (p: string, q: string): boolean => comparePositions(parsePosition(p)!, parsePosition(q)!) > 0;

/** The `connected` event (SSE) or the first `subscribed` reply (WebSocket) and its SSE id. */
export function subscribedOf(s: Subscriber): { message: any; eventId?: string } | undefined {
  const a = s.inbox.messages.find((x) => x.message?.status === 'subscribed');
  return a && { message: a.message, eventId: a.eventId };
}

/**
 * What one notification is on any connection, by what the contract makes unique whatever the subscription: a
 * finalized trace event once per trace and type (S2), a state or jetton wallet change by its content. Others
 * (pending, confirmed snapshots) are not identified across subscriptions.
 */
export function identity(m: any): string | undefined {
  if (m?.type === 'account_state_change') return `${m.type} ${raw(String(m.account))} ${m.state?.hash} ${m.finality}`;
  if (m?.type === 'jettons_change')
    return `${m.type} ${raw(String(m.jetton?.address))} ${m.jetton?.last_transaction_lt} ${m.jetton?.balance} ${m.finality}`;
  if (m?.finality === 'finalized' && typeof m.trace_external_hash_norm === 'string')
    return `${m.type} ${hex(m.trace_external_hash_norm)} finalized`;
  return undefined;
}

const short = (m: unknown) => canon(m).slice(0, 300);

/** Along each stream: present, well formed, strictly increasing, after the start, equal to the SSE id. */
export function judgePositions(subs: Subscriber[], ledger: Ledger): void {
  for (const s of subs) {
    const notes = s.notifications();
    const start = subscribedOf(s);
    if (!notes.length && !start) continue;
    const cells = new Set(notes.map(({ m }) => String(m.type)));
    ledger.judged(
      'positions',
      s,
      [...cells].filter((t) => t !== 'trace_invalidated').map((t) => [t, 'position'] as [string, string]),
    );
    // a new subscription names the point it starts after; a resumed one must not name a later one (an EventSource
    // cut during the replay would skip the rest of it)
    let last: string | undefined;
    const startPosition = start?.message.position;
    if (s.resumedFrom === undefined) {
      if (start && parsePosition(startPosition) === undefined)
        ledger.problem(
          'positions',
          s,
          `the ${s.events === 'sse' ? 'connected event' : 'subscribed reply'} of a new subscription has no position: ${short(start.message)}`,
          start.message,
        );
      else last = startPosition;
    } else if (startPosition !== undefined && parsePosition(startPosition) && after(startPosition, s.resumedFrom))
      ledger.problem(
        'positions',
        s,
        `resumed from ${s.resumedFrom}, its connected/subscribed message names the later position ${startPosition}`,
        start?.message,
      );
    else last = s.resumedFrom;
    if (s.events === 'sse' && start && startPosition !== undefined && start.eventId !== startPosition)
      ledger.problem(
        'positions',
        s,
        `the connected event's id: is ${JSON.stringify(start.eventId)}, its position ${startPosition}`,
        start.message,
      );
    for (const { index, m } of notes) {
      const p = m.position;
      if (parsePosition(p) === undefined) {
        ledger.problem('positions', s, `a ${m.type} notification without a position: ${short(m)}`, m);
        continue;
      }
      const id = s.inbox.messages[index]!.eventId;
      if (s.events === 'sse' && id !== p)
        ledger.problem('positions', s, `an event whose id: is ${JSON.stringify(id)} and position ${p}`, m);
      if (parsePosition(p)![1] === Number.POSITIVE_INFINITY)
        ledger.problem('positions', s, `a notification at ${p}, a position that names no notification`, m);
      if (last !== undefined && parsePosition(last) && !after(p, last))
        ledger.problem('positions', s, `a ${m.type} notification at ${p} after ${last}`, m);
      last = p;
    }
  }
}

/** Across streams: a notification identified by its content has one position on every connection. */
export function judgeSharedPositions(subs: Subscriber[], ledger: Ledger): void {
  const seen = new Map<string, { position: string; label: string }>();
  for (const s of subs)
    for (const { m } of s.notifications()) {
      const id = identity(m);
      if (id === undefined || typeof m.position !== 'string') continue;
      const first = seen.get(id);
      if (!first) {
        seen.set(id, { position: m.position, label: s.label });
        continue;
      }
      if (first.label === s.label) continue;
      ledger.judged('positionsShared', s, [[String(m.type), 'position']]);
      if (first.position !== m.position)
        ledger.problem(
          'positionsShared',
          s,
          `the ${id.split(' ')[0]} ${m.finality} notification ${id.split(' ')[1]} is at ${m.position} here and at ${first.position} on ${first.label}`,
          m,
        );
    }
}
