// Delivery judged on activity the suite creates itself. In three rounds, subscribers on every transport (SSE by
// POST body, SSE by GET query, WebSocket) open before the round's transfers (TON and jetton transfers between two
// wallets the suite signs with), each with another combination of every subscription field in several address and
// hash forms; afterwards every message each received is judged against its subscription (judge.ts, extras.ts,
// states.ts) from what v3 and the chain say about the transfers. Between rounds the WebSocket operations change
// subscriptions (unsubscribe, a second subscribe), judged by the next round. At most eight streams are open at once
// (the contract's default is ten per key, S7).
import { Address } from '@ton/core';
import { randomBytes } from 'node:crypto';
import { Association } from './assoc.ts';
import type { StreamingEnv } from './env.ts';
import { judgeExtras } from './extras.ts';
import { judgeEvery, judgeTransfer } from './judge.ts';
import { keepaliveChecks } from './keepalive.ts';
import { Ledger, type Rule } from './ledger.ts';
import { judgeOperations, judgeTwins } from './ops.ts';
import { judgePositions, judgeSharedPositions } from './positions.ts';
import type { Recorder } from './record.ts';
import { RESUME_RULES, RESUME_SSE_ONLY, resumeCells, resumeRound } from './resume.ts';
import { judgeJettons, judgeReceivedStates, judgeStates } from './states.ts';
import { Rounds } from './rounds.ts';
import { forms, hashForms, Subscriber, type Fields, type Transport } from './subscriber.ts';
import type { Sender } from './transfers.ts';
import type { Truth } from './truth.ts';

export interface Activity {
  /** the two wallets the suite signs with, and an account both send TON to */
  a: Sender;
  b: Sender;
  recipient: string;
  truth: Truth;
}

/** transfers of the first round's sender at most, until one is seen at every level (S2 may drop a late pending) */
const LIFECYCLE_TRANSFERS = 5;

const RECEIVE_RULES: Rule[] = [
  'lifecycle',
  'traceId',
  'min',
  'addresses',
  'types',
  'once',
  'transactions',
  'actions',
  'trace',
  'norm',
  'book',
  'metadata',
  'states',
  'jettons',
  'framing',
  'twins',
];
const SSE_ONLY: Rule[] = ['getForm'];
const WS_OPS: Rule[] = ['unsubscribeAddress', 'unsubscribeTrace', 'resubscribe'];

export async function delivery(
  env: StreamingEnv,
  rec: Recorder,
  activity: Activity | string,
  /** the protocol checks, whose streams the rounds wait for */
  before: Promise<unknown> = Promise.resolve(),
): Promise<void> {
  const open: Subscriber[] = [];
  const all: Subscriber[] = [];
  /** the resume round's subscribers: judged for positions and schemas, not against the rounds' subscriptions */
  const resumers: Subscriber[] = [];
  const ledger = new Ledger();
  const receiving = (['sseReceive', 'wsReceive'] as const).filter((op) => rec.has(op));
  /** positions and resume, recorded as the profile claims them (S16) */
  const recordResume = (why: string) => {
    if (!env.resume) {
      const unclaimed = 'the profile does not list resume in operations.streaming';
      for (const op of receiving) {
        const events = op === 'sseReceive' ? 'sse' : 'ws';
        ledger.notClaimed(
          rec,
          [...RESUME_RULES, ...(op === 'sseReceive' ? RESUME_SSE_ONLY : [])],
          [op],
          unclaimed,
          resumeCells(events),
        );
      }
      return;
    }
    judgePositions([...all, ...resumers], ledger);
    judgeSharedPositions([...all, ...resumers], ledger);
    ledger.record(rec, RESUME_RULES, receiving, why);
    ledger.record(
      rec,
      RESUME_SSE_ONLY,
      receiving.filter((o) => o === 'sseReceive'),
      why,
    );
  };
  const subscribe = async (label: string, transport: Transport, fields: Fields, round: number, repeat?: string[]) => {
    const s = await Subscriber.open(env, label, transport, fields, round, repeat);
    if (typeof s !== 'string') {
      open.push(s);
      all.push(s);
    }
    return s;
  };
  let round = 1;
  const close = (list: Array<Subscriber | string | undefined>) => {
    for (const s of list) {
      if (s === undefined || typeof s === 'string') continue;
      s.lastRound = round;
      s.close();
      open.splice(open.indexOf(s), 1);
    }
  };
  const ops = (['sseReceive', 'wsReceive', 'wsSend'] as const).filter((op) => rec.has(op));
  try {
    // an account nothing happens on: its subscribers must receive nothing, and show the idle keepalive
    const idle = new Address(0, randomBytes(32)).toRawString();
    const quiet: Fields = {
      types: ['transactions', 'actions', 'account_state_change', 'jettons_change'],
      addresses: [idle],
      min_finality: 'pending',
      include_address_book: true,
      include_metadata: true,
    };
    const [sseIdle, wsIdle] = await Promise.all([
      subscribe('sse-idle', 'sse', quiet, 1),
      subscribe('ws-idle', 'ws', quiet, 1),
    ]);
    const keepalive = keepaliveChecks(
      rec,
      typeof sseIdle === 'string' ? sseIdle : sseIdle.inbox,
      typeof wsIdle === 'string' ? wsIdle : wsIdle.inbox,
    );
    if (typeof activity === 'string') {
      await keepalive;
      for (const s of all) judgeEvery(s, new Association([]), ledger);
      ledger.record(
        rec,
        [...RECEIVE_RULES, ...SSE_ONLY].filter((r) => r !== 'framing'),
        ['sseReceive', 'wsReceive'],
        activity,
      );
      ledger.record(rec, WS_OPS, ['wsSend'], activity);
      ledger.record(rec, ['framing'], ['sseReceive', 'wsReceive'], 'no message received');
      recordResume(activity);
      return;
    }
    await before;
    const rounds = new Rounds(activity, () => open);
    const A = activity.a.address;
    const B = activity.b.address;
    const failed: string[] = [];
    const opened = async (list: Array<Promise<Subscriber | string>>) => {
      const got = await Promise.all(list);
      failed.push(...got.filter((s): s is string => typeof s === 'string'));
      return got;
    };

    // Round 1: a TON transfer from A, a jetton transfer from B to A.
    const t1 = await activity.a.prepare('T1', 1, 'ton', activity.recipient);
    const t2 = await activity.b.prepare('T2', 1, 'jetton', A);
    // A and, when it has one, B's jetton wallet by its own address (jettons_change follows a wallet or its owner)
    const both: Fields = {
      types: ['transactions', 'actions', 'jettons_change'],
      addresses: [forms.raw(A), ...(activity.b.jettonWallet ? [forms.bounceable(activity.b.jettonWallet)] : [])],
      min_finality: 'pending',
      include_address_book: true,
      include_metadata: true,
    };
    const round1 = await opened([
      subscribe('sse-all', 'sse', both, 1),
      subscribe('ws-all', 'ws', both, 1),
      subscribe(
        'sse-narrow',
        'sse',
        {
          types: ['transactions', 'actions', 'account_state_change'],
          addresses: [forms.bounceable(A), forms.raw(B)],
          min_finality: 'confirmed',
          include_address_book: false,
          include_metadata: false,
          action_types: ['ton_transfer'],
          supported_action_types: ['nft_transfer'],
        },
        1,
      ),
      subscribe(
        'ws-default',
        'ws',
        {
          types: ['actions', 'account_state_change', 'jettons_change'],
          addresses: [forms.nonBounceableB64(B), forms.testOnly(A)],
          include_address_book: true,
          action_types: ['jetton_transfer'],
          supported_action_types: ['nft_transfer'],
        },
        1,
      ),
      subscribe('sse-trace', 'sse', { types: ['trace'], trace_external_hash_norms: [hashForms.HEX(t1.norm)] }, 1),
      subscribe(
        'ws-trace',
        'ws',
        {
          types: ['trace'],
          trace_external_hash_norms: [hashForms.base64url(t2.norm)],
          min_finality: 'pending',
          include_address_book: false,
          include_metadata: true,
        },
        1,
      ),
    ]);
    await rounds.send([t1, t2]);
    // S2 drops a pending that arrives after its trace was confirmed (a cold emulator can be slower than a block):
    // more transfers from A, one after the other, until one shows every level on both transports
    const [sseAll, wsAll] = round1 as [Subscriber | string, Subscriber | string];
    const lifecycleOf = [t1];
    for (let i = 1; i < LIFECYCLE_TRANSFERS && rounds.sawFinalized([sseAll, wsAll], lifecycleOf.at(-1)!); i++) {
      if ([sseAll, wsAll].every((s) => rounds.levels(s, lifecycleOf).has(3))) break;
      const again = await activity.a.prepare(`T1.${i}`, 1, 'ton', activity.recipient);
      lifecycleOf.push(again);
      await rounds.send([again]);
    }
    close(round1);
    round = 2;

    // Round 2: a jetton transfer from A to B, a TON transfer from B to A; SSE by GET beside its POST twin.
    const t3 = await activity.a.prepare('T3', 2, 'jetton', B);
    const t4 = await activity.b.prepare('T4', 2, 'ton', A);
    const viaGet: Fields = {
      types: ['transactions', 'actions', 'jettons_change'],
      addresses: [forms.nonBounceable(B), forms.raw(A)],
      min_finality: 'confirmed',
      include_address_book: false,
      include_metadata: true,
      action_types: ['jetton_transfer'],
      supported_action_types: ['nft_transfer'],
    };
    const round2 = await opened([
      subscribe('sse-get', 'sse-get', viaGet, 2, ['addresses']),
      subscribe('sse-post-twin', 'sse', viaGet, 2),
      subscribe(
        'sse-get-trace',
        'sse-get',
        {
          types: ['trace'],
          trace_external_hash_norms: [hashForms.hex(t4.norm)],
          min_finality: 'pending',
          include_address_book: true,
          include_metadata: true,
        },
        2,
      ),
      subscribe(
        'ws-unsubscribe',
        'ws',
        {
          types: ['transactions'],
          addresses: [forms.raw(A), forms.bounceable(B)],
          min_finality: 'pending',
        },
        2,
      ),
      subscribe(
        'ws-resubscribe',
        'ws',
        {
          // every action type: A's jetton transfer brings it more than one action, whose order is judged
          types: ['transactions', 'actions'],
          addresses: [forms.raw(A)],
          min_finality: 'confirmed',
          include_address_book: true,
          include_metadata: false,
          supported_action_types: ['latest'],
        },
        2,
      ),
      subscribe(
        'ws-trace-2',
        'ws',
        {
          types: ['trace'],
          trace_external_hash_norms: [hashForms.base64(t3.norm)],
          min_finality: 'finalized',
          include_address_book: true,
        },
        2,
      ),
    ]);
    await rounds.send([t3, t4]);
    const [get, postTwin, getTrace, unsub, resub, trace2] = round2;
    close([get, postTwin, getTrace]);
    round = 3;

    // Round 3: TON from A and from B, after the WebSocket operations changed three subscriptions.
    const t5 = await activity.a.prepare('T5', 3, 'ton', activity.recipient);
    const t6 = await activity.b.prepare('T6', 3, 'ton', activity.recipient);
    // an operation refused or not answered leaves the subscription as it was, which the operation's check reports
    // every event type of A and B, then B unsubscribed: nothing of B's may follow, of any type
    const unsubAll = await opened([
      subscribe(
        'ws-unsubscribe-all',
        'ws',
        {
          types: ['transactions', 'actions', 'account_state_change', 'jettons_change'],
          addresses: [forms.bounceable(A), forms.testOnly(B)],
          min_finality: 'pending',
        },
        3,
      ),
    ]);
    const changes: Array<[Rule, Promise<string | undefined>]> = [];
    for (const u of [unsub, ...unsubAll])
      if (u instanceof Subscriber)
        changes.push(['unsubscribeAddress', u.unsubscribe({ addresses: [forms.raw(B)] }, 3)]);
    if (resub instanceof Subscriber)
      changes.push([
        'resubscribe',
        resub.resubscribe(
          {
            // types and addresses replaced, include_metadata turned on; min_finality (confirmed) and
            // include_address_book (true) omitted, so kept as they were (S4, as upstream)
            types: ['transactions', 'account_state_change'],
            addresses: [forms.nonBounceable(B)],
            trace_external_hash_norms: [],
            include_metadata: true,
            action_types: ['ton_transfer'],
          },
          3,
        ),
      ]);
    if (trace2 instanceof Subscriber)
      changes.push([
        'unsubscribeTrace',
        trace2
          .resubscribe(
            {
              types: ['trace'],
              addresses: [],
              trace_external_hash_norms: [hashForms.base64(t5.norm), hashForms.base64url(t6.norm)],
              min_finality: 'pending',
              include_address_book: false,
              include_metadata: false,
              action_types: ['ton_transfer'],
              supported_action_types: ['latest'],
            },
            3,
          )
          .then((p) => p ?? trace2.unsubscribe({ trace_external_hash_norms: [hashForms.hex(t6.norm)] }, 3)),
      ]);
    for (const [rule, change] of changes) {
      const problem = await change;
      if (problem) ledger.problemOf(rule, 'wsSend', problem);
    }
    await rounds.send([t5, t6]);
    await keepalive;
    close(open.slice());
    round = 4;

    // Round 4: resume (S16), with subscribers of its own
    if (env.resume && receiving.length) await resumeRound(env, activity, ledger, round, resumers);

    // Judging, from what v3 and the chain say about every transfer
    const known = rounds.known;
    const assoc = new Association(known);
    for (const s of all) assoc.learnPending(s.notifications().map((x) => x.m));
    for (const s of all) {
      judgeEvery(s, assoc, ledger);
      for (const k of known) judgeTransfer(s, k, assoc, ledger);
      await judgeExtras(s, assoc, activity.truth, ledger);
      await judgeStates(s, known, activity.truth, ledger);
      await judgeJettons(s, known, activity.truth, ledger);
      await judgeReceivedStates(s, activity.truth, ledger);
    }
    // the lifecycle (S2): one transfer at least seen pending, confirmed and finalized on each transport
    for (const s of [sseAll, wsAll]) {
      if (typeof s === 'string') continue;
      ledger.judged('lifecycle', s, [['subscription', 'min_finality']]);
      if (!rounds.levels(s, lifecycleOf).has(3))
        ledger.problem(
          'lifecycle',
          s,
          `no transfer of ${lifecycleOf.map((t) => t.label).join(', ')} was delivered at every level pending, confirmed, finalized (${lifecycleOf.map((t) => `${t.label}: ${rounds.sequence(s, t).join(' → ') || 'nothing'}`).join('; ')})`,
        );
    }
    // a subscription refused or not answered: every field it had goes unjudged, which is itself a failure
    for (const f of failed) ledger.problemOf('types', f.includes('SSE') ? 'sseReceive' : 'wsReceive', f);
    judgeTwins(ledger, assoc, [sseAll, wsAll], 'twins');
    judgeTwins(ledger, assoc, [get, postTwin], 'getForm');
    judgeOperations(ledger, assoc, { unsub: [unsub, ...unsubAll], resub, trace2 }, { a: t5, b: t6 }, known);
    const missing = known.filter((k) => !k.truth).map((k) => `${k.transfer.label}: ${k.missing}`);
    const why = missing.length ? missing.join('; ') : 'nothing of this kind was received or expected';
    ledger.record(
      rec,
      RECEIVE_RULES,
      ops.filter((o) => o !== 'wsSend'),
      why,
    );
    ledger.record(
      rec,
      SSE_ONLY,
      ops.filter((o) => o === 'sseReceive'),
      why,
    );
    ledger.record(
      rec,
      WS_OPS,
      ops.filter((o) => o === 'wsSend'),
      why,
    );
    recordResume(why);
  } finally {
    for (const s of resumers) {
      s.close();
      env.judgeAll(s.inbox, s.events);
    }
    for (const s of all) {
      s.close();
      env.judgeAll(s.inbox, s.events);
    }
  }
}
