// Every notification every subscriber received, judged against the subscription in force for it: rules that hold
// for any notification (types, addresses, min_finality, optional parts only when asked, no repeats, finality never
// down), and for the suite's own transfers what each subscriber had to receive, exactly, from what v3 and the
// chain say about the trace (S1, S2, S10).
import type { Association, Known } from './assoc.ts';
import type { Ledger } from './ledger.ts';
import { canon, descending, recordDiff, txsOf } from './records.ts';
import { hex, RANK, raw, type Model, type Subscriber } from './subscriber.ts';

const TRACE_TYPES = ['transactions', 'actions', 'trace'];
const has = (m: Model, a: unknown) => typeof a === 'string' && m.addresses.has(raw(a));

/** Judges what does not depend on knowing the trace: for every notification of every subscriber. */
export function judgeEvery(s: Subscriber, assoc: Association, ledger: Ledger): void {
  const seen = new Map<string, number>();
  const lastTrace = new Map<string, number>();
  const finalityOf = new Map<string, number>();
  for (const { index, m } of s.notifications()) {
    const k = assoc.of(m);
    const model = (k && s.modelFor(k.transfer.round)) || s.modelAt(index);
    const type = String(m.type);
    ledger.judged('types', s, [
      ['subscription', 'types'],
      [type, 'type'],
    ]);
    // trace_invalidated goes to a connection that received pending data of the trace, whatever its types (S12)
    if (type === 'trace_invalidated') {
      if (finalityOf.get(hex(String(m.trace_external_hash_norm))) !== RANK.pending)
        ledger.problem('lifecycle', s, 'a trace_invalidated of a trace this connection had no pending data of', m);
    } else if (!model.types.has(type))
      ledger.problem('types', s, `a ${type} notification; subscribed to ${[...model.types].join(', ')}`, m);

    if (TRACE_TYPES.includes(type)) {
      if (RANK[m.finality] === undefined || RANK[m.finality]! < model.min)
        ledger.problem('min', s, `a ${type}/${m.finality} notification below min_finality`, m);
      // S2: never a lower finality for a trace after a higher one, whatever the type
      const norm = hex(String(m.trace_external_hash_norm));
      const before = finalityOf.get(norm) ?? -1;
      if (RANK[m.finality]! < before)
        ledger.problem('lifecycle', s, `a ${type}/${m.finality} notification after a higher finality of its trace`, m);
      finalityOf.set(norm, Math.max(before, RANK[m.finality] ?? -1));
      ledger.judged('lifecycle', s, [[type, 'finality']]);
    }

    // no repeats: finalized once per trace and type; identical pending never; states and jetton wallets once per round
    const key =
      type === 'account_state_change'
        ? `${type} ${raw(String(m.account))} ${m.state?.hash} ${m.finality}`
        : type === 'jettons_change'
          ? `${type} ${raw(String(m.jetton?.address))} ${m.jetton?.last_transaction_lt} ${m.finality}`
          : m.finality === 'finalized'
            ? `${type} ${k?.transfer.label ?? hex(String(m.trace_external_hash_norm))} finalized`
            : m.finality === 'pending'
              ? `${type} pending ${canon(m)}`
              : undefined;
    if (key !== undefined) {
      const n = (seen.get(key) ?? 0) + 1;
      seen.set(key, n);
      if (n === 2) ledger.problem('once', s, `the same ${type}/${m.finality ?? ''} notification twice`, m);
      ledger.judged('once', s, [[type, 'finality']]);
    }
    // no record twice inside one notification
    const ids = [
      ...txsOf(m).map((t) => t?.hash),
      ...(Array.isArray(m.actions) ? m.actions : []).map((a: any) => a?.action_id),
    ];
    if (new Set(ids).size < ids.length) ledger.problem('once', s, `a ${type} notification holding a record twice`, m);
    // a trace's confirmed snapshots are sent as it grows (S2): each one has more transactions than the one before
    if (type === 'trace' && m.finality === 'confirmed') {
      const norm = hex(String(m.trace_external_hash_norm));
      const size = txsOf(m).length;
      if (size <= (lastTrace.get(norm) ?? -1))
        ledger.problem(
          'once',
          s,
          `a confirmed trace snapshot of ${size} transactions after one of ${lastTrace.get(norm)}`,
          m,
        );
      lastTrace.set(norm, size);
    }

    // addresses (S10): nothing of an account the subscription does not name
    if (type === 'transactions') {
      ledger.judged('addresses', s, [['subscription', 'addresses']]);
      for (const t of txsOf(m))
        if (!has(model, t?.account))
          ledger.problem(
            'addresses',
            s,
            `a transaction of ${t?.account}, not subscribed, in a transactions notification`,
            m,
          );
    }
    if (type === 'actions') {
      for (const a of m.actions ?? []) {
        const accounts = actionAccounts(a, k);
        if (accounts && !accounts.some((x) => has(model, x)))
          ledger.problem('addresses', s, `an ${a?.type} action none of whose accounts is subscribed`, m);
        if (model.actionTypes && !model.actionTypes.has(a?.type))
          ledger.problem(
            'actions',
            s,
            `a ${a?.type} action outside action_types ${[...model.actionTypes].join(', ')}`,
            m,
          );
      }
    }
    if (type === 'trace' && !model.norms.has(hex(String(m.trace_external_hash_norm))))
      ledger.problem('trace', s, `a trace notification of ${m.trace_external_hash_norm}, not subscribed`, m);
    if (type === 'account_state_change') {
      ledger.judged('addresses', s, [['account_state_change', 'account']]);
      if (!has(model, m.account)) ledger.problem('addresses', s, `the state of ${m.account}, not subscribed`, m);
    }
    // S11 reads them from committed blocks (this index sends them finalized); a subscription's floor holds for them
    if ((type === 'account_state_change' || type === 'jettons_change') && (RANK[m.finality] ?? -1) < model.min)
      ledger.problem(
        type === 'account_state_change' ? 'states' : 'jettons',
        s,
        `a ${type}/${m.finality} notification below min_finality`,
        m,
      );
    if (type === 'jettons_change') {
      if (!has(model, m.jetton?.address) && !has(model, m.jetton?.owner))
        ledger.problem(
          'addresses',
          s,
          `jetton wallet ${m.jetton?.address} of ${m.jetton?.owner}, neither subscribed`,
          m,
        );
    }

    // the optional parts: present exactly when asked for
    for (const [rule, field, wanted] of [
      ['book', 'address_book', model.book],
      ['metadata', 'metadata', model.metadata],
    ] as const) {
      if (type === 'account_state_change' || type === 'trace_invalidated') continue;
      const present = m[field] !== undefined;
      if (present !== wanted)
        ledger.problem(
          rule,
          s,
          `${type} notification ${present ? 'carries' : 'lacks'} ${field} with include_${field === 'address_book' ? 'address_book' : 'metadata'} ${wanted}`,
          m,
        );
      const explicit = s.modelAt(index).fields[field === 'address_book' ? 'include_address_book' : 'include_metadata'];
      ledger.judged(
        rule,
        s,
        explicit === undefined
          ? []
          : [['subscription', `include_${field === 'address_book' ? 'address_book' : 'metadata'}`]],
      );
    }
  }
  for (const f of s.inbox.framing) ledger.problem('framing', s, f);
  if (s.inbox.messages.length) ledger.judged('framing', s);
}

/** The accounts taking part in an action: its own `accounts` (pending records carry them), else v3's for that id. */
function actionAccounts(a: any, k: Known | undefined): string[] | undefined {
  if (Array.isArray(a?.accounts)) return a.accounts;
  return k?.truth?.actions.find((x) => x.action_id === a?.action_id)?.accounts;
}

/** What `s` had to receive about one transfer of the suite, and whether it did, exactly. */
export function judgeTransfer(s: Subscriber, k: Known, assoc: Association, ledger: Ledger): void {
  const t = k.truth;
  const model = s.modelFor(k.transfer.round);
  if (!t || !model) return;
  const evs = s
    .notifications()
    .map((x) => x.m)
    .filter((m) => assoc.of(m) === k);
  const name = k.transfer.label;
  const explicit = (f: keyof Model['fields']) => model.fields[f] !== undefined;

  for (const m of evs) {
    ledger.judged('norm', s, [[m.type, 'trace_external_hash_norm']]);
    if (hex(String(m.trace_external_hash_norm)) !== hex(k.transfer.norm))
      ledger.problem(
        'norm',
        s,
        `${name}: ${m.type}/${m.finality} names ${m.trace_external_hash_norm}, the message's normalized hash is ${k.transfer.norm}`,
        m,
      );
    if (m.finality !== 'pending') {
      ledger.judged('traceId', s, [[m.type, 'trace_id']]);
      if (hex(String(m.trace_id)) !== hex(t.traceId))
        ledger.problem(
          'traceId',
          s,
          `${name}: ${m.type}/${m.finality} trace_id ${m.trace_id}, v3 /traces ${t.traceId}`,
          m,
        );
    }
  }
  // S2: a pending trace's id is its emulated root transaction's hash, the same in every pending event
  const pending = evs.filter((m) => m.finality === 'pending');
  const root = pending.flatMap(txsOf).find((x) => hex(String(x?.in_msg?.hash)) === hex(k.transfer.hash));
  if (root) {
    ledger.judged('traceId', s, [['transactions', 'trace_id']]);
    for (const m of pending)
      if (hex(String(m.trace_id)) !== hex(String(root.hash)))
        ledger.problem(
          'traceId',
          s,
          `${name}: pending ${m.type} trace_id ${m.trace_id}, the emulated root transaction is ${root.hash}`,
          m,
        );
  }

  const byType = (type: string, finality?: string) =>
    evs.filter((m) => m.type === type && (finality === undefined || m.finality === finality));

  // the trace event types `s` must receive of this transfer
  const expected = new Set<string>();

  // transactions (S10): the subscribed accounts' transactions of the trace
  if (model.types.has('transactions')) {
    const want = t.txs.filter((x) => has(model, x.account));
    const got = byType('transactions');
    if (want.length || got.length) ledger.judged('transactions', s, [['transactions', 'transactions']]);
    if (!want.length && got.length)
      ledger.problem(
        'addresses',
        s,
        `${name}: transactions notifications though no subscribed account is in the trace`,
        got[0],
      );
    if (want.length) {
      expected.add('transactions');
      const fin = byType('transactions', 'finalized');
      if (!fin.length)
        ledger.problem(
          'transactions',
          s,
          `${name}: no finalized transactions notification (${want.length} transactions of subscribed accounts in the trace)`,
        );
      for (const m of fin) {
        const hashes = new Set(txsOf(m).map((x) => hex(String(x?.hash))));
        const missing = want.filter((x) => !hashes.has(hex(x.hash)));
        if (missing.length)
          ledger.problem(
            'transactions',
            s,
            `${name}: the finalized notification lacks ${missing.length} of the subscribed accounts' ${want.length} transactions (e.g. ${missing[0].hash} of ${missing[0].account})`,
            m,
          );
      }
      // a confirmed snapshot per masterchain round that adds to the trace, from the subscribed accounts' first (S2)
      const rounds = t.rounds.filter((r) => r >= Math.min(...want.map((x) => Number(x.mc_block_seqno))));
      const confirmed = byType('transactions', 'confirmed');
      if (confirmed.length > rounds.length)
        ledger.problem(
          'once',
          s,
          `${name}: ${confirmed.length} confirmed transactions notifications for a trace the subscribed accounts are in for ${rounds.length} masterchain round(s)`,
          confirmed.at(-1),
        );
      // and at least one for every round that adds a subscribed account's transaction (a snapshot that changed)
      const changed = new Set(want.map((x) => Number(x.mc_block_seqno))).size;
      if (model.min <= RANK.confirmed! && confirmed.length < changed)
        ledger.problem(
          'transactions',
          s,
          `${name}: ${confirmed.length} confirmed snapshot(s), though the subscribed accounts' transactions came in ${changed} masterchain rounds (S2)`,
        );
      // every pushed record indexed (confirmed, finalized) equals v3's record of that hash (S1)
      for (const m of [...confirmed, ...fin]) {
        const list = txsOf(m);
        if (!descending(list, 'lt')) ledger.problem('transactions', s, `${name}: transactions not by descending lt`, m);
        for (const x of list) {
          const v3 = t.txs.find((y) => hex(y.hash) === hex(String(x?.hash)));
          if (!v3) {
            ledger.problem('transactions', s, `${name}: transaction ${x?.hash} is not one of the trace's`, m);
            continue;
          }
          const diff = recordDiff(x, v3);
          if (diff)
            ledger.problem(
              'transactions',
              s,
              `${name}: ${m.finality} transaction ${x.hash} differs from v3: ${diff}`,
              m,
            );
        }
      }
    }
  }

  // actions (S10, S13): those a subscribed account takes part in, narrowed by action_types
  if (model.types.has('actions')) {
    const mine = t.actions.filter((a) => (a.accounts ?? []).some((x: string) => has(model, x)));
    const want = mine.filter((a) => !model.actionTypes || model.actionTypes.has(a.type));
    const narrowed = mine.length > want.length;
    const got = byType('actions');
    const cells: Array<[string, string]> = [['actions', 'actions']];
    if (explicit('action_types') && narrowed) cells.push(['subscription', 'action_types']);
    if (explicit('supported_action_types') && want.length) cells.push(['subscription', 'supported_action_types']);
    if (mine.length || got.length) ledger.judged('actions', s, cells);
    const fin = byType('actions', 'finalized');
    if (!want.length) {
      for (const m of got.filter((x) => x.finality !== 'pending'))
        ledger.problem(
          'actions',
          s,
          `${name}: an actions notification though no action of the trace ${narrowed ? `is of action_types ${[...model.actionTypes!].join(', ')}` : 'has a subscribed account'}`,
          m,
        );
    } else {
      expected.add('actions');
      const confirmed = byType('actions', 'confirmed');
      if (confirmed.length > t.rounds.length)
        ledger.problem(
          'once',
          s,
          `${name}: ${confirmed.length} confirmed actions notifications for a trace of ${t.rounds.length} masterchain round(s)`,
          confirmed.at(-1),
        );
      if (!fin.length)
        ledger.problem(
          'actions',
          s,
          `${name}: no finalized actions notification (${want.map((a) => a.type).join(', ')} expected)`,
        );
      for (const m of fin) {
        const ids = new Set((m.actions ?? []).map((a: any) => a?.action_id));
        const missing = want.filter((a) => !ids.has(a.action_id));
        if (missing.length)
          ledger.problem(
            'actions',
            s,
            `${name}: the finalized notification lacks ${missing.map((a) => a.type).join(', ')}`,
            m,
          );
      }
      for (const m of byType('actions').filter((x) => x.finality !== 'pending')) {
        if (!descending(m.actions ?? [], 'end_lt'))
          ledger.problem('actions', s, `${name}: actions not by descending lt`, m);
        for (const a of m.actions ?? []) {
          const v3 = t.actions.find((x) => x.action_id === a?.action_id);
          if (!v3) {
            ledger.problem(
              'actions',
              s,
              `${name}: action ${a?.action_id} (${a?.type}) is not one v3 /actions gives the trace`,
              m,
            );
            continue;
          }
          const diff = recordDiff(a, v3, Array.isArray(a?.accounts) ? [] : ['accounts']);
          if (diff) ledger.problem('actions', s, `${name}: ${m.finality} action ${a.type} differs from v3: ${diff}`, m);
        }
      }
    }
  }

  // trace (S10): the whole trace, only for a subscribed hash
  if (model.types.has('trace')) {
    const subscribed = model.norms.has(hex(k.transfer.norm));
    const got = byType('trace');
    if (subscribed || got.length)
      ledger.judged('trace', s, [
        ['trace', 'trace'],
        ['trace', 'transactions'],
        ['trace', 'actions'],
        ['subscription', 'trace_external_hash_norms'],
      ]);
    if (!subscribed && got.length)
      ledger.problem('trace', s, `${name}: trace notifications of a trace whose hash is not subscribed`, got[0]);
    if (subscribed) {
      expected.add('trace');
      // S2: a confirmed snapshot after every masterchain block that adds to the trace (more than that: judgeEvery)
      const confirmed = byType('trace', 'confirmed');
      if (model.min <= RANK.confirmed! && confirmed.length < t.rounds.length)
        ledger.problem(
          'trace',
          s,
          `${name}: ${confirmed.length} confirmed snapshot(s) of a trace ${t.rounds.length} masterchain round(s) added to (S2)`,
        );
      const fin = byType('trace', 'finalized');
      if (!fin.length) ledger.problem('trace', s, `${name}: no finalized trace notification`);
      for (const m of fin) {
        if (canon(m.trace) !== canon(t.trace.trace))
          ledger.problem('trace', s, `${name}: the tree differs from v3 /traces`, m);
        const keys = Object.keys(m.transactions ?? {})
          .map(hex)
          .sort();
        const want = t.txs.map((x) => hex(x.hash)).sort();
        if (canon(keys) !== canon(want))
          ledger.problem(
            'trace',
            s,
            `${name}: transactions ${keys.length}, v3 /traces has ${want.length} (${t.txs.map((x) => x.hash).join(', ')})`,
            m,
          );
        const ids = (m.actions ?? []).map((a: any) => a?.action_id).sort();
        const wantIds = (t.trace.actions ?? []).map((a: any) => a.action_id).sort();
        if (canon(ids) !== canon(wantIds))
          ledger.problem('trace', s, `${name}: actions ${canon(ids)}, v3 /traces has ${canon(wantIds)}`, m);
      }
      for (const m of got.filter((x) => x.finality !== 'pending')) {
        for (const x of txsOf(m)) {
          const v3 = t.txs.find((y) => hex(y.hash) === hex(String(x?.hash)));
          const diff = v3 ? recordDiff(x, v3) : `not one of the trace's transactions`;
          if (diff) ledger.problem('trace', s, `${name}: ${m.finality} transaction ${x?.hash}: ${diff}`, m);
        }
        for (const a of m.actions ?? []) {
          const v3 = (t.trace.actions ?? []).find((y: any) => y.action_id === a?.action_id);
          const diff = v3 ? recordDiff(a, v3) : 'not one of the actions v3 /traces gives';
          if (diff) ledger.problem('trace', s, `${name}: ${m.finality} action ${a?.type}: ${diff}`, m);
        }
      }
    }
  }

  // min_finality (S2): every level from it up (pending excepted: S2 lets a late emulation be dropped)
  if (expected.size) {
    ledger.judged('min', s, explicit('min_finality') ? [['subscription', 'min_finality']] : []);
    const levels = new Set(evs.map((m) => m.finality));
    if (model.min <= RANK.confirmed! && !levels.has('confirmed'))
      ledger.problem('min', s, `${name}: nothing confirmed (received ${[...levels].join(', ') || 'nothing'})`);
    if (!levels.has('finalized'))
      ledger.problem('min', s, `${name}: nothing finalized (received ${[...levels].join(', ') || 'nothing'})`);
    for (const type of expected)
      if (!byType(type).length) ledger.problem('types', s, `${name}: no ${type} notification, a subscribed type`);
  }
}
