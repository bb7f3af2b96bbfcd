// Checks across subscribers: the same subscription over two transports (SSE and WebSocket; SSE by GET query and by
// POST body) receives the same notifications, and the WebSocket operations change a subscription for the transfers
// sent after them (S4): unsubscribe stops what it names and nothing else, a second subscribe replaces types,
// addresses and hashes and keeps the settings it omits.
import type { Association, Known } from './assoc.ts';
import type { Ledger, Rule } from './ledger.ts';
import { canon } from './records.ts';
import { raw, Subscriber } from './subscriber.ts';
import type { Transfer } from './transfers.ts';

/**
 * Notifications of the suite's transfers and the state changes after the first of them. Compared as a set:
 * the contract does not order notifications of one block across connections; pending ones are left out, as S2
 * lets each connection drop a pending that comes after its trace was confirmed.
 */
function window(s: Subscriber, assoc: Association): string[] {
  const list = s.notifications().map((x) => x.m);
  const first = list.findIndex((m) => assoc.of(m));
  return first < 0
    ? []
    : list
        .slice(first)
        .filter((m) => m.finality !== 'pending')
        .filter((m) => assoc.of(m) || m.type === 'account_state_change' || m.type === 'jettons_change')
        .map(canon)
        .sort();
}

export function judgeTwins(
  ledger: Ledger,
  assoc: Association,
  pair: Array<Subscriber | string | undefined>,
  rule: Rule,
): void {
  const [x, y] = pair;
  if (typeof x === 'string' || typeof y === 'string' || !x || !y) return;
  const a = window(x, assoc);
  const b = window(y, assoc);
  ledger.judged(
    rule,
    x,
    rule === 'getForm' ? Object.keys(x.epochs[0]!.model.fields).map((f) => ['subscription', f]) : [],
  );
  if (rule === 'twins') ledger.judged(rule, y);
  const onlyA = a.filter((m) => !b.includes(m));
  const onlyB = b.filter((m) => !a.includes(m));
  if (onlyA.length || onlyB.length || a.length !== b.length) {
    const text = `${x.label} and ${y.label} (the same subscription) received ${a.length} and ${b.length} notifications; only ${x.label}: ${(onlyA[0] ?? 'nothing').slice(0, 300)}; only ${y.label}: ${(onlyB[0] ?? 'nothing').slice(0, 300)}`;
    ledger.problem(rule, x, text);
    if (rule === 'twins') ledger.problem(rule, y, text);
  }
}

const of = (s: Subscriber, assoc: Association, t: Transfer) =>
  s
    .notifications()
    .map((x) => x.m)
    .filter((m) => assoc.of(m)?.transfer === t);

export function judgeOperations(
  ledger: Ledger,
  assoc: Association,
  subs: {
    unsub: Array<Subscriber | string | undefined>;
    resub?: Subscriber | string;
    trace2?: Subscriber | string;
  },
  round3: { a: Transfer; b: Transfer },
  known: Known[],
): void {
  const ready = (t: Transfer) => known.find((k) => k.transfer === t)?.truth !== undefined;
  if (!ready(round3.a) || !ready(round3.b)) return;
  for (const [rule, s] of [
    ...subs.unsub.map((u) => ['unsubscribeAddress', u] as const),
    ['unsubscribeTrace', subs.trace2] as const,
    ['resubscribe', subs.resub] as const,
  ])
    if (typeof s === 'string') ledger.problemOf(rule, 'wsSend', `the subscriber to change could not be opened: ${s}`);
  const { a, b } = round3;
  const fin = (list: any[], type: string) => list.some((m) => m.type === type && m.finality === 'finalized');

  // unsubscribe of B's address: A's transfer still arrives; nothing of B's, of any type (its states included)
  for (const u of subs.unsub) {
    if (!(u instanceof Subscriber)) continue;
    ledger.judged('unsubscribeAddress', u, [['unsubscribe', 'addresses']], 'wsSend');
    const from = u.epochs.at(-1)!.from;
    const after = u
      .notifications()
      .filter((x) => x.index >= from)
      .map((x) => x.m);
    const ofB = [
      ...of(u, assoc, b),
      ...after.filter(
        (m) =>
          (m.type === 'account_state_change' && raw(String(m.account)) === b.from) ||
          (m.type === 'jettons_change' && raw(String(m.jetton?.owner)) === b.from),
      ),
    ];
    if (ofB.length)
      ledger.problem(
        'unsubscribeAddress',
        u,
        `${ofB.map((m) => `${m.type}/${m.finality}`).join(', ')} of the unsubscribed account (${b.label}) after the unsubscribe was acknowledged`,
        ofB[0],
        'wsSend',
      );
    if (!fin(of(u, assoc, a), 'transactions'))
      ledger.problem(
        'unsubscribeAddress',
        u,
        `${a.label} of the account still subscribed did not arrive finalized`,
        undefined,
        'wsSend',
      );
  }
  // unsubscribe of one of two trace hashes: the other trace still arrives
  const t = subs.trace2;
  if (t && typeof t !== 'string') {
    ledger.judged('unsubscribeTrace', t, [['unsubscribe', 'trace_external_hash_norms']], 'wsSend');
    if (of(t, assoc, b).length)
      ledger.problem(
        'unsubscribeTrace',
        t,
        `the trace of ${b.label} arrived after its hash was unsubscribed`,
        of(t, assoc, b)[0],
        'wsSend',
      );
    if (!fin(of(t, assoc, a), 'trace'))
      ledger.problem(
        'unsubscribeTrace',
        t,
        `the trace of ${a.label}, still subscribed, did not arrive finalized`,
        undefined,
        'wsSend',
      );
  }
  // a second subscribe: A (subscribed before) gives nothing, B (named now) arrives with include_metadata as given
  // now and min_finality (confirmed) and include_address_book (true) as before, the second subscribe omitting them
  const r = subs.resub;
  if (r && typeof r !== 'string') {
    ledger.judged('resubscribe', r, [], 'wsSend');
    const before = of(r, assoc, a);
    const after = of(r, assoc, b);
    const txs = after.filter((m) => m.type === 'transactions');
    const problems = [
      before.length &&
        `${a.label} of the account of the first subscription arrived (${before.map((m) => `${m.type}/${m.finality}`).join(', ')})`,
      !fin(after, 'transactions') && `${b.label} of the account of the second subscription did not arrive finalized`,
      after.some((m) => m.type === 'actions') && 'actions notifications, a type the second subscription no longer has',
      txs.some((m) => m.address_book === undefined) &&
        'no address_book: include_address_book (true), omitted from the second subscribe, was not kept',
      txs.some((m) => m.metadata === undefined) && 'no metadata, which the second subscribe turned on',
      after.some((m) => m.finality === 'pending') &&
        `${b.label} arrived pending, below the min_finality (confirmed) the second subscribe kept`,
      fin(after, 'transactions') &&
        !txs.some((m) => m.finality === 'confirmed') &&
        `${b.label} never arrived confirmed: min_finality (confirmed), omitted from the second subscribe, was not kept`,
    ].filter((p): p is string => typeof p === 'string');
    for (const p of problems) ledger.problem('resubscribe', r, p, before[0] ?? after[0], 'wsSend');
  }
}
