// Resume (S16), judged on activity the suite creates itself. Subscribers with one subscription open before a round of
// transfers; while the transfers go on some are cut (the socket aborted) after the first notifications, more
// transfers happen, and each reconnects with the position of the last notification it processed: SSE by POST
// body `from`, SSE by GET as an EventSource does (its own URL again, `Last-Event-ID` with the last id it saw), and
// WebSocket `subscribe` with `from`; one more from the `connected` position of a subscriber that received nothing,
// one from a position in the middle of a piece of news. Connections open all along are the truth: a resumed stream
// must hold exactly the notifications they had after its position, in order, then the live stream (a transfer sent
// after the reconnection), none missing, none twice. Positions the contract never gave are refused with 422.
import { clause } from './clause.ts';
import { openSse, openWs, type HttpRefusal } from './clients.ts';
import type { Activity } from './delivery.ts';
import type { StreamingEnv } from './env.ts';
import { ZERO } from './invalid.ts';
import type { Ledger, Rule } from './ledger.ts';
import { after, parsePosition } from './positions.ts';
import { cell, refusalProblem, type Recorder } from './record.ts';
import { canon, txsOf } from './records.ts';
import { Rounds } from './rounds.ts';
import { forms, hex, queryOf, raw, Subscriber, type Fields, type Transport } from './subscriber.ts';
import { EVENT_SCHEMAS } from '../coverage/cells.ts';
import type { CellRef } from '../types.ts';

export const RESUME_RULES: Rule[] = ['positions', 'positionsShared', 'resume', 'resumeMidBatch', 'resumeFresh'];
export const RESUME_SSE_ONLY: Rule[] = ['resumeLastEventId'];

/** The cells resume proves (claimed by the profile or not): `from` per transport, every notification's `position`. */
export function resumeCells(events: 'sse' | 'ws'): CellRef[] {
  return [
    ...(events === 'sse' ? ['sse', 'sse-get'] : ['ws']).map((t) => cell('subscription', 'from', t)),
    ...Object.keys(EVENT_SCHEMAS).map((type) => cell(type, 'position', events)),
  ];
}

/** a notification as far as it does not depend on when it is built (S16: a confirmed snapshot rebuilt on resume
 *  may show more of its trace; a finalized one, a state or a jetton wallet at a seqno may not) */
function content(m: any): string {
  const base = {
    position: m.position,
    type: m.type,
    finality: m.finality,
    trace_external_hash_norm: typeof m.trace_external_hash_norm === 'string' ? hex(m.trace_external_hash_norm) : null,
    trace_id: m.trace_id ?? null,
  };
  if (m.type === 'account_state_change') return canon({ ...base, account: raw(String(m.account)), state: m.state });
  if (m.type === 'jettons_change') return canon({ ...base, jetton: m.jetton });
  if (m.finality !== 'finalized') return canon(base);
  return canon({
    ...base,
    transactions: txsOf(m)
      .map((t) => t?.hash)
      .sort(),
    actions: (Array.isArray(m.actions) ? m.actions : []).map((a: any) => a?.action_id).sort(),
  });
}

const label = (m: any) => `${m.position} ${m.type}/${m.finality ?? ''}`;

/** What `got` (a resumed stream) lacks, repeats or changes of `expected` (the truth after its position), or undefined. */
export function resumedProblem(got: any[], expected: any[], from: string): string | undefined {
  const problems: string[] = [];
  const positions = got.map((m) => m.position);
  const early = got.filter((m) => parsePosition(m.position) && !after(m.position, from));
  if (early.length) problems.push(`${early.length} at or before ${from} (${early.slice(0, 3).map(label).join(', ')})`);
  const twice = positions.filter((p, i) => positions.indexOf(p) !== i);
  if (twice.length) problems.push(`sent twice: ${[...new Set(twice)].slice(0, 3).join(', ')}`);
  const have = new Set(positions);
  const missing = expected.filter((m) => !have.has(m.position));
  if (missing.length)
    problems.push(
      `${missing.length} of the ${expected.length} the connection open all along had after ${from} missing (${missing
        .slice(0, 4)
        .map(label)
        .join(', ')})`,
    );
  const known = new Map(expected.map((m) => [m.position, m]));
  const foreign = got.filter((m) => !known.has(m.position) && parsePosition(m.position) && after(m.position, from));
  if (foreign.length)
    problems.push(
      `${foreign.length} the connection open all along never had (${foreign.slice(0, 3).map(label).join(', ')})`,
    );
  const changed = got.find((m) => known.has(m.position) && content(m) !== content(known.get(m.position)));
  if (changed)
    problems.push(
      `at ${changed.position}: ${content(changed).slice(0, 240)} where the connection open all along had ${content(known.get(changed.position)).slice(0, 240)}`,
    );
  if (!problems.length) {
    const order = expected.map((m) => m.position).join(' ');
    if (positions.join(' ') !== order) problems.push(`out of order: ${positions.slice(0, 8).join(', ')}…`);
  }
  return problems.length ? `resumed after ${from}: ${problems.join('; ')}` : undefined;
}

const CUT_MS = 30_000;
/** what arrives late (a repeat after the replay) is still judged */
const GRACE_MS = 1500;

/** The resume round; every subscriber it opens goes to `all` (for the position checks and the schema verdicts). */
export async function resumeRound(
  env: StreamingEnv,
  activity: Activity,
  ledger: Ledger,
  round: number,
  all: Subscriber[],
): Promise<void> {
  const A = activity.a.address;
  const B = activity.b.address;
  const fields: Fields = {
    // confirmed and up: what a resumed confirmed snapshot shows may depend on when it is built, its position may not
    types: ['transactions', 'actions', 'account_state_change', 'jettons_change'],
    addresses: [forms.raw(A), forms.bounceable(B)],
    min_finality: 'confirmed',
  };
  const open = async (
    name: string,
    transport: Transport,
    from?: string,
    headers: Record<string, string> = {},
  ): Promise<Subscriber | undefined> => {
    const s = await Subscriber.open(
      env,
      name,
      transport,
      from === undefined ? fields : { ...fields, from },
      round,
      [],
      headers,
    );
    const op = transport === 'ws' ? 'wsReceive' : 'sseReceive';
    if (typeof s === 'string') {
      ledger.problemOf(
        name.startsWith('fresh') ? 'resumeFresh' : name.startsWith('mid') ? 'resumeMidBatch' : 'resume',
        op,
        s,
      );
      return undefined;
    }
    all.push(s);
    return s;
  };
  const t7 = await activity.a.prepare('T7', round, 'ton', activity.recipient);
  // seven streams at most: two open all along, three cut, two closed at once
  const [truthSse, truthWs, cutPost, cutGet, cutWs, freshGet, freshWs] = await Promise.all([
    open('truth-sse', 'sse'),
    open('truth-ws', 'ws'),
    open('cut-post', 'sse'),
    open('cut-get', 'sse-get'),
    open('cut-ws', 'ws'),
    open('fresh-get', 'sse-get'),
    open('fresh-ws', 'ws'),
  ]);
  // nothing received yet: they resume later from the position their subscription started after
  for (const f of [freshGet, freshWs]) {
    if (!f) continue;
    f.close();
    if (!parsePosition(start(f)))
      ledger.problem(
        'resumeFresh',
        f,
        `${f.events === 'sse' ? 'connected' : 'subscribed'} without a position to resume from: ${canon(subscribedMessage(f))}`,
      );
  }
  const resumed: Array<Subscriber | undefined> = [];
  const live = () => [truthSse, truthWs, ...resumed].filter((s): s is Subscriber => s !== undefined && !s.inbox.ended);
  const rounds = new Rounds(activity, live);
  const sent = rounds.send([t7]);
  // cut mid-stream: after the first notifications of T7, while the rest of its lifecycle is still to come
  const cutAt = new Map<Subscriber, string | undefined>();
  await Promise.all(
    [cutPost, cutGet, cutWs].map(async (s) => {
      if (!s) return;
      await s.inbox.until(() => s.notifications().length > 0, CUT_MS);
      s.close();
      const last = s.notifications().at(-1)?.m;
      cutAt.set(s, last?.position);
      if (!last) ledger.problem('resume', s, 'no notification of T7 within 30 s to resume after');
      else if (!parsePosition(last.position))
        ledger.problem(
          'resume',
          s,
          `its last notification has no position to resume after: ${canon(last).slice(0, 200)}`,
          last,
        );
    }),
  );
  for (const f of [freshGet, freshWs]) if (f && parsePosition(start(f))) cutAt.set(f, start(f));
  await sent;
  // more happens while they are away
  const t8 = await activity.b.prepare('T8', round, 'jetton', A);
  await rounds.send([t8]);
  const reconnect = async (s: Subscriber | undefined, make: (from: string) => Promise<Subscriber | undefined>) => {
    const from = s && cutAt.get(s);
    if (!from || !parsePosition(from)) return undefined;
    const r = await make(from);
    if (r) r.resumedFrom = from;
    return r;
  };
  const getStart = cutGet && start(cutGet);
  const again = await Promise.all([
    reconnect(cutPost, (from) => open('resumed-post', 'sse', from)),
    // an EventSource reconnects to its own URL and sends the last id it saw; the URL's own `from` (here the
    // position the first connection started after) must lose to it
    reconnect(cutGet, (from) =>
      open('resumed-get', 'sse-get', parsePosition(getStart) ? getStart : undefined, { 'last-event-id': from }),
    ),
    reconnect(cutWs, (from) => open('resumed-ws', 'ws', from)),
    reconnect(freshGet, (from) => open('fresh-get-resumed', 'sse-get', from)),
    reconnect(freshWs, (from) => open('fresh-ws-resumed', 'ws', from)),
  ]);
  resumed.push(...again);
  // the live stream after the replay
  const t9 = await activity.a.prepare('T9', round, 'ton', B);
  await rounds.send([t9]);
  for (const s of again) s?.close();

  // a position in the middle of a piece of news (a notification the truth has another of the same news after):
  // replayed up to where the truth is now
  const truthNotes = (s: Subscriber | undefined) => s?.notifications().map((x) => x.m) ?? [];
  const midOf = (truth: Subscriber | undefined) =>
    truthNotes(truth).find((m, i, list) => {
      const p = parsePosition(m.position);
      const q = parsePosition(list[i + 1]?.position);
      return p && q && p[0] === q[0];
    })?.position as string | undefined;
  const mids = await Promise.all(
    (
      [
        ['mid-post', 'sse', truthSse],
        ['mid-ws', 'ws', truthWs],
      ] as const
    ).map(async ([name, transport, truth]) => {
      const mid = midOf(truth);
      if (!truth) return undefined;
      if (!mid) {
        ledger.problemOf(
          'resumeMidBatch',
          transport === 'ws' ? 'wsReceive' : 'sseReceive',
          `no piece of news made two notifications for ${truth.label}`,
        );
        return undefined;
      }
      const r = await open(name, transport, mid);
      if (!r) return undefined;
      r.resumedFrom = mid;
      const end = truthNotes(truth).at(-1)?.position;
      await r.inbox.until(() => r.notifications().some((x) => x.m.position === end), CUT_MS);
      await new Promise((res) => setTimeout(res, GRACE_MS));
      r.close();
      return r;
    }),
  );
  truthSse?.close();
  truthWs?.close();

  const [post, get, ws, freshGetR, freshWsR] = again;
  const judge = (rule: Rule, s: Subscriber | undefined, truth: Subscriber | undefined, covers: string | undefined) => {
    if (!s || !truth || s.resumedFrom === undefined) return;
    const got = s.notifications().map((x) => x.m);
    const expected = truthNotes(truth).filter((m) => parsePosition(m.position) && after(m.position, s.resumedFrom!));
    ledger.judged(rule, s, [
      ...(covers ? [['subscription', covers] as [string, string]] : []),
      ...[...new Set(got.map((m) => String(m.type)))].map((t) => [t, 'position'] as [string, string]),
    ]);
    if (!expected.length)
      ledger.problem(rule, s, `nothing after ${s.resumedFrom} on the connection open all along to compare with`);
    const problem = resumedProblem(got, expected, s.resumedFrom);
    if (problem) ledger.problem(rule, s, problem, got[0]);
  };
  judge('resume', post, truthSse, 'from');
  judge('resume', ws, truthWs, 'from');
  judge('resumeLastEventId', get, truthSse, undefined);
  judge('resumeFresh', freshGetR, truthSse, 'from');
  judge('resumeFresh', freshWsR, truthWs, 'from');
  judge('resumeMidBatch', mids[0], truthSse, 'from');
  judge('resumeMidBatch', mids[1], truthWs, 'from');
}

/** The `connected` event (SSE) or the `subscribed` reply (WebSocket) of a subscriber. */
const subscribedMessage = (s: Subscriber) => s.inbox.messages.find((a) => a.message?.status === 'subscribed')?.message;

/** The position a subscription started after: its `connected` event or `subscribed` reply. */
function start(s: Subscriber): string | undefined {
  const p = subscribedMessage(s)?.position;
  return typeof p === 'string' ? p : undefined;
}

/**
 * Positions the deployment never gave, refused before any stream (S16, S5): not of the form `<news>[:<ordinal>]`,
 * or beyond the newest it delivered; SSE 422 (body, query, `Last-Event-ID`), WebSocket an error reply 422. When
 * the profile does not claim resume, `from` may also be ignored (a stream opens) and the checks are not
 * implemented; any other answer still fails (an undocumented status is the server's, whatever it implements).
 */
export async function resumeErrors(env: StreamingEnv, rec: Recorder): Promise<void> {
  const sub = { types: ['transactions'], addresses: [ZERO] };
  const probe = await env.open(() => openSse(env.sseUrl, sub, env.keyHeader()));
  const first = probe.stream ? await probe.stream.next(() => true, 10_000) : undefined;
  probe.stream?.close();
  const newest = parsePosition(first?.position)?.[0];
  const beyond = String((newest ?? 10 ** 13) + 1_000_000);
  const malformed = ['1:2:3', 'latest'];
  const claimed = env.resume;
  const unclaimed = `the profile does not list resume in operations.streaming`;
  const c = clause('#/components/schemas/Subscription/properties/from', 'S16, S5');

  const sse = async (name: string, how: 'body' | 'query' | 'header', value: string) => {
    const url = how === 'query' ? `${env.sseUrl}?${queryOf({ ...sub, from: value }, env.apiKey)}` : env.sseUrl;
    const body = how === 'query' ? undefined : how === 'body' ? { ...sub, from: value } : sub;
    const headers = {
      ...(how === 'query' ? {} : env.keyHeader()),
      ...(how === 'header' ? { 'last-event-id': value } : {}),
    };
    const r = await env.open(() => openSse(url, body, headers));
    r.stream?.close();
    const evidence = {
      method: how === 'query' ? 'GET' : 'POST',
      url: how === 'header' ? `${url} (Last-Event-ID: ${value})` : url,
      body,
      status: r.refusal?.status ?? 200,
      contentType: r.refusal?.contentType ?? r.contentType,
      received: r.refusal?.text,
    };
    const problem = refusalProblem(r.refusal, [422]);
    if (claimed) return rec.judge('sseReceive', 'error-text', name, problem, c, evidence);
    const documented = !r.refusal || !refusalProblem(r.refusal, [410, 422]);
    if (documented) rec.notImplemented('sseReceive', 'error-text', name, unclaimed);
    else
      rec.fail('sseReceive', 'error-text', name, `neither a stream nor a documented refusal: ${problem}`, c, evidence);
  };
  for (const v of malformed) {
    await sse(`422 from ${JSON.stringify(v)} that is not a position (POST body)`, 'body', v);
  }
  await sse(`422 from ${JSON.stringify(malformed[0])} that is not a position (GET query)`, 'query', malformed[0]!);
  await sse(`422 Last-Event-ID ${JSON.stringify(malformed[1])} that is not a position`, 'header', malformed[1]!);
  await sse('422 from beyond the newest position (never given)', 'body', beyond);
  await sse('422 Last-Event-ID beyond the newest position (never given)', 'header', beyond);

  const opened = await env.open(() => openWs(env.wsUrl, env.keyHeader()));
  if (!opened.socket) {
    rec.fail('wsSend', 'error-text', 'subscribe with from: error 422', `no WebSocket: ${describe(opened.refusal)}`, c);
  } else {
    const ws = opened.socket;
    try {
      for (const [i, [what, v]] of [
        ['that is not a position', malformed[0]!],
        ['beyond the newest position (never given)', beyond],
      ].entries()) {
        const request = { operation: 'subscribe', id: `conformance-from-${i}`, ...sub, from: v };
        const before = ws.messages.length;
        ws.send(request);
        await ws.until(() => ws.messages.slice(before).some((a) => a.message?.id === request.id), 10_000);
        const reply = ws.messages.slice(before).find((a) => a.message?.id === request.id)?.message;
        const name = `error 422: subscribe with from ${JSON.stringify(v)} ${what}`;
        const ok = reply?.status === 'error' && reply.code === 422 && typeof reply.error === 'string';
        const evidence = { method: 'WS', url: env.wsUrl, body: request, status: 101, received: JSON.stringify(reply) };
        const problem = ok
          ? undefined
          : `reply ${JSON.stringify(reply) ?? 'none'}, expected {id, status: "error", code: 422, error}`;
        if (claimed) rec.judge('wsSend', 'error-text', name, problem, c, evidence);
        else if (reply?.status === 'subscribed' || (reply?.status === 'error' && [410, 422].includes(reply.code)))
          rec.notImplemented('wsSend', 'error-text', name, unclaimed);
        else rec.fail('wsSend', 'error-text', name, problem ?? 'an undocumented reply', c, evidence);
      }
    } finally {
      ws.close();
      env.judgeAll(ws, 'ws');
    }
  }
  const expired =
    'a position is expired only when its next news is older than the deployment keeps (an hour by default, S16); ' +
    'a run of the suite is minutes long and cannot make one without a deployment configured to keep less';
  for (const op of ['sseReceive', 'wsSend'] as const)
    if (claimed) rec.skip(op, 'error-text', '410 from an expired position', expired);
    else rec.notImplemented(op, 'error-text', '410 from an expired position', unclaimed);
}

const describe = (r: HttpRefusal | undefined) =>
  r ? (r.networkError ?? `HTTP ${r.status} ${r.text.slice(0, 120)}`) : 'refused';
