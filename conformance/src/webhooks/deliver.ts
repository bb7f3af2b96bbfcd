// The webhook delivery round (D32), on activity the suite creates: webhooks with varied filters registered on the
// target, TON transfers the suite signs itself, and what the receiver got judged against what the suite knows
// (its transfers' normalized hashes and accounts), against a stream with the same subscription (the body is the
// stream's notification), and webhook against webhook (a paused, a failing and a never-disturbed twin with the same
// filters end with the same deliveries). Then the deliveries log, replay, pause, update and delete.
import { isDeepStrictEqual } from 'node:util';
import { openSse, type SseSubscriber } from '../streaming/clients.ts';
import { hex, raw } from '../streaming/subscriber.ts';
import type { Sender, Transfer } from '../streaming/transfers.ts';
import type { TraceTruth, Truth } from '../streaming/truth.ts';
import type { Obj, WebhookApi } from './api.ts';
import { NOBODY } from './manage.ts';
import { type Delivery, type Receiver, verifies } from './receiver.ts';

export interface DeliveryEnv {
  api: WebhookApi;
  receiver: Receiver;
  sender: Sender;
  recipient: string;
  /** the SSE endpoint and headers of the Streaming API, when the profile claims it */
  sse?: { url: string; headers: Record<string, string> };
  created: Set<string>;
  /** v3's view of the suite's traces (what a finalized delivery must hold) */
  truth?: Truth;
}

interface Hook {
  label: string;
  id: string;
  secrets: string[];
  path: string;
  /** the position create answered: deliveries start after it */
  start: string;
  filters: Obj;
}

const RANK: Record<string, number> = { pending: 0, confirmed: 1, finalized: 2 };
const pair = (p: string): [number, number] => {
  const [n, o] = String(p).split(':');
  return [Number(n), o === undefined ? Number.MAX_SAFE_INTEGER : Number(o)];
};
const after = (a: string, b: string) => {
  const [x, y] = pair(a);
  const [u, v] = pair(b);
  return x > u || (x === u && y > v);
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const txsOf = (m: Obj): Obj[] =>
  Array.isArray(m?.transactions) ? m.transactions : m?.transactions ? Object.values(m.transactions) : [];
const normOf = (m: Obj) => (typeof m?.trace_external_hash_norm === 'string' ? hex(m.trace_external_hash_norm) : '');
const events = (ds: Delivery[]) => ds.filter((d) => d.body?.type !== 'webhook_test');
/** the first arrival of every delivery id, in arrival order */
const firsts = (ds: Delivery[]) => ds.filter((d, i) => ds.findIndex((x) => x.id === d.id) === i);

export async function deliveries(env: DeliveryEnv): Promise<void> {
  const { api, receiver: rx, sender } = env;
  const S = sender.address;
  const R = raw(env.recipient);
  const hooks: Hook[] = [];
  const make = async (label: string, filters: Obj): Promise<Hook> => {
    const { path, url } = rx.route(label);
    const w = await api.ok('createWebhook', { url, ...filters }, { name: `create ${label}` });
    env.created.add(w.id);
    const h = { label, id: w.id, secrets: [w.secret], path, start: String(w.position), filters };
    hooks.push(h);
    return h;
  };
  const at = (h: Hook | string) => events(rx.at(typeof h === 'string' ? h : h.path));

  // the first transfer is signed before the webhooks exist, so a trace webhook can name its hash
  const t1 = await sender.prepare('W1', 1, 'ton', R);
  const stream = env.sse
    ? await openSse(
        env.sse.url,
        {
          types: ['transactions', 'actions'],
          addresses: [S, R],
          min_finality: 'pending',
          include_address_book: true,
          include_metadata: true,
        },
        env.sse.headers,
      ).catch(() => ({ stream: undefined }))
    : undefined;
  const sse: SseSubscriber | undefined = stream?.stream;
  if (sse) await sse.next((m) => m?.status === 'subscribed', 10_000);
  const all = await make('all', {
    types: ['transactions', 'actions'],
    addresses: [S, R],
    min_finality: 'pending',
    include_address_book: true,
    include_metadata: true,
  });
  const act = await make('ton-actions', {
    types: ['actions'],
    addresses: [S],
    action_types: ['ton_transfer'],
    supported_action_types: ['jetton_transfer'],
  });
  const jet = await make('jetton-actions', {
    types: ['actions'],
    addresses: [S],
    action_types: ['jetton_transfer'],
    min_finality: 'confirmed',
  });
  const conf = await make('recipient-confirmed', {
    types: ['transactions'],
    addresses: [R],
    min_finality: 'confirmed',
  });
  const none = await make('nobody', {
    types: ['transactions', 'actions'],
    addresses: [NOBODY],
    min_finality: 'pending',
  });
  const trace = await make('trace', { types: ['trace'], trace_external_hash_norms: [t1.norm] });
  const twin = await make('twin', { types: ['transactions'], addresses: [S] });
  const paused = await make('paused', { types: ['transactions'], addresses: [S] });
  const retry = await make('retry', { types: ['transactions'], addresses: [S] });
  const gone = await make('deleted', { types: ['transactions'], addresses: [S] });
  const upd = await make('updated', { types: ['trace'], trace_external_hash_norms: [t1.norm] });
  // the failing receiver: its first two requests answered 500
  let refused = 0;
  rx.answers.set(retry.path, () => (refused++ < 2 ? 500 : 200));
  // how the failing webhook stands while its first delivery is refused (between the first and the second attempt)
  const whileFailing = (async () => {
    if (!(await rx.until(() => refused >= 1, 90_000))) return undefined;
    // the server records the refusal once it has the answer: read until it shows, before the next attempt succeeds
    let last: Obj | undefined;
    for (const end = Date.now() + 3000; Date.now() < end && refused < 3; await sleep(200)) {
      last = await api.ok('getWebhook', { id: retry.id }, { name: 'get while failing' }).catch(() => undefined);
      if (typeof last?.failing_since === 'number' && last.last_error) break;
    }
    return last;
  })();

  const finalizedTx = (h: Hook | string, t: Transfer) =>
    at(h).some(
      (d) => d.body?.type === 'transactions' && d.body.finality === 'finalized' && normOf(d.body) === hex(t.norm),
    );
  const send = async (t: Transfer) => {
    await sender.send(t);
  };
  // batch 1
  await send(t1);
  const t2 = await sender.prepare('W2', 1, 'ton', R);
  await send(t2);
  const settled1 = await rx.until(() => [t1, t2].every((t) => finalizedTx(all, t) && finalizedTx(twin, t)), 45_000);
  if (!settled1) {
    api.skip(
      ['createWebhook', 'getWebhookDeliveries'],
      'deliveries of the suite’s transfers',
      `no finalized transactions delivery of the first transfers within 45 s (got ${at(all).length} deliveries on the widest webhook); the deliveries were not judged`,
    );
    sse?.close();
    return;
  }
  await sleep(1500);

  // between the batches: pause one twin, delete another, move and refilter the trace webhook
  await api.ok('pauseWebhook', { id: paused.id });
  const pausedAt = at(paused).length;
  await api.ok('deleteWebhook', { id: gone.id });
  env.created.delete(gone.id);
  const deletedAt = Date.now();
  const t3 = await sender.prepare('W3', 2, 'ton', R);
  const moved = rx.route('updated-moved');
  const updatedAt = Date.now();
  const updatedBody = await api.ok('updateWebhook', {
    id: upd.id,
    url: moved.url,
    types: ['transactions', 'actions', 'trace'],
    addresses: [S],
    trace_external_hash_norms: [t3.norm],
    min_finality: 'confirmed',
    include_address_book: true,
    include_metadata: true,
    action_types: ['ton_transfer'],
    supported_action_types: ['jetton_transfer'],
  });
  const oldPath = upd.path;
  upd.path = moved.path;
  // batch 2
  await send(t3);
  const t4 = await sender.prepare('W4', 2, 'ton', R);
  await send(t4);
  const transfers = [t1, t2, t3, t4];
  await rx.until(
    () => [t3, t4].every((t) => finalizedTx(all, t) && finalizedTx(twin, t) && finalizedTx(upd, t)),
    45_000,
  );
  await sleep(2500);
  const whilePaused = at(paused).slice(pausedAt);
  const pausedState = await api.ok('getWebhook', { id: paused.id }, { name: 'get while paused' });
  await api.ok('resumeWebhook', { id: paused.id });
  const positions = (h: Hook) => firsts(at(h)).map((d) => d.position);
  const sameAsTwin = (h: Hook) => () => isDeepStrictEqual(positions(h), positions(twin));
  await rx.until(sameAsTwin(paused), 30_000);
  await rx.until(sameAsTwin(retry), 45_000);
  await sleep(1000);
  sse?.close();

  // every delivery: POST, JSON, signed with the webhook's secret, timestamped now, its position in the header and
  // body, one id per delivery (the same on a retry), positions increasing after the one create answered
  const general: string[] = [];
  for (const h of hooks) {
    const ds = at(h.label === 'updated' ? oldPath : h.path).concat(h.label === 'updated' ? at(moved.path) : []);
    for (const d of ds) {
      if (d.method !== 'POST' || !/^application\/json/i.test(d.contentType))
        general.push(`${h.label}: ${d.method} with content type ${d.contentType}`);
      if (!h.secrets.some((s) => verifies(s, d)))
        general.push(`${h.label}: delivery ${d.id} at ${d.position} does not verify with the webhook's secret`);
      if (Math.abs(Number(d.timestamp) * 1000 - d.wall) > 300_000)
        general.push(`${h.label}: webhook-timestamp ${d.timestamp} is not the time of the attempt`);
      if (d.position === undefined || d.position !== d.body?.position)
        general.push(`${h.label}: webhook-position ${d.position} is not the body's position ${d.body?.position}`);
      if (d.position !== undefined && !after(d.position, h.start))
        general.push(`${h.label}: position ${d.position} is not after the position create answered (${h.start})`);
    }
    const byId = new Map<string, Delivery>();
    for (const d of ds) {
      const seen = byId.get(d.id);
      if (seen && (seen.raw !== d.raw || seen.position !== d.position))
        general.push(
          `${h.label}: webhook-id ${d.id} carried two different notifications (${seen.position}, ${d.position})`,
        );
      byId.set(d.id, d);
    }
    const f = firsts(ds);
    const ps = f.map((d) => d.position ?? '');
    if (new Set(ps).size !== ps.length)
      general.push(`${h.label}: a position was delivered under two webhook-ids: ${ps.join(' ')}`);
    for (let i = 1; i < f.length; i++)
      if (!after(ps[i]!, ps[i - 1]!)) {
        general.push(`${h.label}: position ${ps[i]} arrived after ${ps[i - 1]} (not increasing)`);
        break;
      }
  }
  api.verdict(
    'createWebhook',
    'every delivery is a POST of JSON to the url, signed with the secret, its position in webhook-position and the body, increasing, one webhook-id per delivery',
    general,
    ['createWebhook.url'],
  );

  // what each webhook's filters select, and nothing else
  const filters: string[] = [];
  const truths = new Map<Transfer, TraceTruth>();
  if (env.truth)
    await Promise.all(
      transfers.map(async (t) => {
        const got = await env.truth!.trace(t.hash).catch(() => undefined);
        if (got?.complete) truths.set(t, got);
      }),
    );
  const once = (
    label: string,
    h: Hook | string,
    type: string,
    ts: Transfer[],
    stages: string[],
    accounts?: string[],
  ) => {
    for (const t of ts) {
      const of = firsts(at(h)).filter((d) => d.body?.type === type && normOf(d.body) === hex(t.norm));
      const got = of.map((d) => String(d.body.finality));
      for (const s of stages) {
        const n = got.filter((x) => x === s).length;
        // a confirmed snapshot is sent again as the trace grows (S2): at most one per masterchain round of the trace
        if (s === 'confirmed') {
          const rounds = truths.get(t)?.rounds.length;
          if (n < 1) filters.push(`${label}: no confirmed ${type} delivery of ${t.label}`);
          if (rounds !== undefined && n > rounds)
            filters.push(
              `${label}: ${n} confirmed ${type} deliveries of ${t.label}, a trace of ${rounds} masterchain round(s)`,
            );
        } else if (n !== 1) filters.push(`${label}: ${n} ${s} ${type} deliveries of ${t.label}, not one`);
        // the finalized transactions are the trace's transactions on the subscribed accounts, as v3 has them (S1)
        const truth = truths.get(t);
        const fin = of.find((d) => d.body.finality === 'finalized');
        if (s === 'finalized' && type === 'transactions' && truth && fin && accounts) {
          const want = truth.txs
            .filter((x) => accounts.includes(raw(String(x.account))))
            .map((x) => String(x.hash))
            .sort();
          const got = txsOf(fin.body)
            .map((x) => String(x.hash))
            .sort();
          if (!isDeepStrictEqual(want, got))
            filters.push(
              `${label}: the finalized transactions of ${t.label} are ${got.join(',')}, v3 has ${want.join(',')} on the subscribed accounts`,
            );
          for (const x of txsOf(fin.body)) {
            const v3 = truth.txs.find((y) => y.hash === x.hash);
            if (v3 && !isDeepStrictEqual(x, v3)) {
              filters.push(`${label}: transaction ${x.hash} of ${t.label} differs from v3's record`);
              break;
            }
          }
        }
      }
      for (let i = 1; i < got.length; i++)
        if (RANK[got[i]!]! < RANK[got[i - 1]!]!)
          filters.push(`${label}: ${type} of ${t.label} went from ${got[i - 1]} to ${got[i]}`);
    }
  };
  const mine = new Set(transfers.map((t) => hex(t.norm)));
  const only = (label: string, h: Hook | string, ok: (b: Obj) => string | undefined) => {
    for (const d of at(h)) {
      const why = ok(d.body);
      if (why) filters.push(`${label}: ${why} (${d.position})`);
    }
  };
  // the widest: both accounts, from pending on, address book and metadata
  once('transactions and actions of both accounts', all, 'transactions', transfers, ['confirmed', 'finalized'], [S, R]);
  once('transactions and actions of both accounts', all, 'actions', transfers, ['finalized']);
  only('transactions and actions of both accounts', all, (b) => {
    if (!['transactions', 'actions'].includes(b?.type)) return `a ${b?.type} notification`;
    const foreign = txsOf(b).find((x) => ![S, R].includes(raw(String(x.account))));
    if (foreign) return `a transaction of ${foreign.account}, not subscribed`;
    if (mine.has(normOf(b)) && !b.address_book) return 'no address_book though include_address_book';
    if (mine.has(normOf(b)) && !('metadata' in b)) return 'no metadata though include_metadata';
    return undefined;
  });
  // finalized ton_transfer actions of the sender only (supported_action_types does not narrow what is sent)
  once('ton_transfer actions, finalized', act, 'actions', transfers, ['finalized']);
  only('ton_transfer actions, finalized', act, (b) =>
    b?.type !== 'actions'
      ? `a ${b?.type} notification`
      : b.finality !== 'finalized'
        ? `a ${b.finality} notification below min_finality (finalized by default)`
        : (b.actions ?? []).some((a: Obj) => a.type !== 'ton_transfer')
          ? `an action of type ${(b.actions ?? []).find((a: Obj) => a.type !== 'ton_transfer')?.type}`
          : 'address_book' in b || 'metadata' in b
            ? 'address_book or metadata not asked for'
            : undefined,
  );
  only('jetton_transfer actions (none made)', jet, (b) => `${b?.type} ${b?.finality}: nothing was a jetton_transfer`);
  only('an account nobody uses', none, (b) => `${b?.type}: nothing happened to ${NOBODY}`);
  // the recipient's transactions from confirmed on
  once("the recipient's transactions from confirmed", conf, 'transactions', transfers, ['confirmed', 'finalized'], [R]);
  only("the recipient's transactions from confirmed", conf, (b) =>
    b?.type !== 'transactions'
      ? `a ${b?.type} notification`
      : b.finality === 'pending'
        ? 'a pending notification below min_finality confirmed'
        : txsOf(b).some((x) => raw(String(x.account)) !== R)
          ? 'a transaction of another account'
          : undefined,
  );
  // one trace by its normalized hash
  once('the trace of the first transfer', trace, 'trace', [t1], ['finalized']);
  only('the trace of the first transfer', trace, (b) =>
    b?.type !== 'trace' || normOf(b) !== hex(t1.norm) || b.finality !== 'finalized'
      ? `a ${b?.finality} ${b?.type} of ${b?.trace_external_hash_norm}`
      : undefined,
  );
  once("the sender's finalized transactions", twin, 'transactions', transfers, ['finalized'], [S]);
  api.verdict(
    'createWebhook',
    'each webhook is sent every event its filters select once per finality stage, and nothing else',
    filters,
    [
      'createWebhook.types',
      'createWebhook.addresses',
      'createWebhook.trace_external_hash_norms',
      'createWebhook.min_finality',
      'createWebhook.include_address_book',
      'createWebhook.include_metadata',
      'createWebhook.action_types',
      'createWebhook.supported_action_types',
    ],
  );

  // the body is what a stream with the same subscription receives
  if (sse) {
    const streamed = new Map<string, Obj>();
    for (const { message } of sse.messages)
      if (typeof message?.position === 'string' && message.type) streamed.set(message.position, message);
    const cmp: string[] = [];
    for (const d of firsts(at(all))) {
      const s = streamed.get(d.position ?? '');
      if (!s) {
        if (d.body?.finality !== 'pending')
          cmp.push(`${d.position}: delivered, but the stream with the same subscription has nothing there`);
      } else if (!isDeepStrictEqual(s, d.body))
        cmp.push(`${d.position}: the body differs from the stream's notification`);
    }
    const delivered = new Set(at(all).map((d) => d.position));
    for (const [p, m] of streamed)
      if (after(p, all.start) && mine.has(normOf(m)) && m.finality !== 'pending' && !delivered.has(p))
        cmp.push(`${p}: the stream has a ${m.finality} ${m.type} of the suite's transfer, the webhook was not sent it`);
    api.verdict(
      'createWebhook',
      'the deliveries are the notifications a stream with the same subscription receives',
      cmp,
    );
  }

  // how a webhook stands (D32): queued deliveries while paused, failing_since and last_error while failing
  const state: string[] = [];
  if (!(pausedState.paused === true && Number(pausedState.queued) >= 1))
    state.push(`while paused with events waiting, get says paused ${pausedState.paused}, queued ${pausedState.queued}`);
  const failingState = await whileFailing;
  if (!failingState) state.push('no state read while the first delivery was refused');
  else if (
    typeof failingState.failing_since !== 'number' ||
    !failingState.last_error ||
    !(Number(failingState.queued) >= 1)
  )
    state.push(
      `while its deliveries are refused, get says failing_since ${failingState.failing_since}, last_error ${JSON.stringify(failingState.last_error)}, queued ${failingState.queued}`,
    );
  let settledState: Obj = {};
  for (const end = Date.now() + 8000; Date.now() < end; await sleep(500)) {
    settledState = await api.ok('getWebhook', { id: retry.id }, { name: 'get after the retries' });
    if (settledState.queued === 0 && settledState.failing_since === null) break;
  }
  if (settledState.queued !== 0 || settledState.failing_since !== null || settledState.last_error !== null)
    state.push(
      `once everything was delivered, get says queued ${settledState.queued}, failing_since ${settledState.failing_since}, last_error ${JSON.stringify(settledState.last_error)}`,
    );
  if (!after(String(settledState.position), retry.start))
    state.push(`position ${settledState.position} did not move past ${retry.start}`);
  api.verdict(
    'getWebhook',
    'get says how deliveries stand: queued while paused, failing_since and last_error while refused, cleared after',
    state,
  );

  // pause: nothing while paused; resume: what queued meanwhile, in order, nothing lost
  const pr: string[] = [];
  if (whilePaused.length)
    pr.push(`${whilePaused.length} deliveries arrived while paused (${whilePaused.map((d) => d.position).join(' ')})`);
  if (!sameAsTwin(paused)())
    pr.push(
      `after resume the paused webhook has ${positions(paused).join(' ')}, its twin ${positions(twin).join(' ')}`,
    );
  const twinBodies = new Map(firsts(at(twin)).map((d) => [d.position, d.raw]));
  if (firsts(at(paused)).some((d) => twinBodies.get(d.position) !== d.raw))
    pr.push('a body differs from its twin’s at the same position');
  api.verdict(
    ['pauseWebhook', 'resumeWebhook'],
    'pause stops deliveries; resume sends what queued meanwhile, in order, none lost',
    pr,
    ['pauseWebhook.id', 'resumeWebhook.id'],
  );

  // retries: the failing delivery again under the same id, nothing overtaking it, then the rest in order
  const rt: string[] = [];
  const rds = rx.at(retry.path).filter((d) => d.body?.type !== 'webhook_test');
  const failing = rds.slice(0, 3);
  if (failing.length < 3) rt.push(`only ${failing.length} requests reached the failing receiver`);
  else {
    if (new Set(failing.map((d) => d.id)).size !== 1)
      rt.push(
        `the two refused attempts and the next carry webhook-ids ${failing.map((d) => d.id).join(', ')}, not one`,
      );
    if (new Set(failing.map((d) => d.raw)).size !== 1) rt.push('a retry carries another body');
  }
  if (!sameAsTwin(retry)())
    rt.push(`after the retries the webhook has ${positions(retry).join(' ')}, its twin ${positions(twin).join(' ')}`);
  api.verdict(
    'createWebhook',
    'a refused delivery is retried under the same webhook-id, the later ones wait, then all arrive in order',
    rt,
  );

  // delete stops deliveries (an attempt in flight excepted); update: new url and filters for later events. An event
  // of a transfer sent after the delete is late however soon it comes (a fast network finalizes within the grace
  // that an attempt in flight is given, and the check would then have nothing to judge)
  const afterDelete = new Set([hex(t3.norm), hex(t4.norm)]);
  const late = rx.at(gone.path).filter((d) => d.wall > deletedAt + 2000 || afterDelete.has(normOf(d.body)));
  api.verdict(
    'deleteWebhook',
    'a deleted webhook is sent nothing more',
    late.length ? [`${late.length} deliveries after delete (${late.map((d) => d.position).join(' ')})`] : [],
    ['deleteWebhook.id'],
  );
  const u: string[] = [];
  const stale = rx.at(oldPath).filter((d) => d.wall > updatedAt + 2000);
  if (stale.length) u.push(`${stale.length} deliveries still went to the old url after the update`);
  if (JSON.stringify(updatedBody.types?.slice().sort()) !== '["actions","trace","transactions"]')
    u.push(`types ${updatedBody.types}`);
  const movedDs = at(moved.path);
  once(
    'updated to transactions, ton_transfer actions and a trace from confirmed',
    moved.path,
    'transactions',
    [t3, t4],
    ['confirmed', 'finalized'],
  );
  once('updated', moved.path, 'trace', [t3], ['confirmed', 'finalized']);
  once('updated', moved.path, 'actions', [t3, t4], ['finalized']);
  u.push(...filters.filter((f) => f.startsWith('updated')));
  for (const d of movedDs) {
    const b = d.body;
    if (b.finality === 'pending') u.push(`a pending ${b.type} below the new min_finality confirmed`);
    if (b.type === 'trace' && normOf(b) !== hex(t3.norm))
      u.push(`a trace of ${b.trace_external_hash_norm}, not of the hash given by the update`);
    if (b.type === 'actions' && (b.actions ?? []).some((a: Obj) => a.type !== 'ton_transfer'))
      u.push('an action the new action_types leave out');
    if (b.type === 'transactions' && txsOf(b).some((x) => raw(String(x.account)) !== S))
      u.push('a transaction of an account not in the new addresses');
    if (mine.has(normOf(b)) && (!b.address_book || !('metadata' in b)))
      u.push(`a ${b.type} without the address_book and metadata now asked for`);
    if (normOf(b) === hex(t1.norm) || normOf(b) === hex(t2.norm))
      u.push(`the update delivered ${b.type} of an event before it`);
  }
  api.verdict(
    'updateWebhook',
    'after an update, later events go to the new url, selected by the new filters',
    [...new Set(u)],
    [
      'updateWebhook.url',
      'updateWebhook.types',
      'updateWebhook.addresses',
      'updateWebhook.trace_external_hash_norms',
      'updateWebhook.min_finality',
      'updateWebhook.include_address_book',
      'updateWebhook.include_metadata',
      'updateWebhook.action_types',
      'updateWebhook.supported_action_types',
    ],
  );

  // the deliveries log agrees with what the receiver saw
  const log: string[] = [];
  const listed = (await api.ok('getWebhookDeliveries', { id: retry.id, limit: 1000 })).deliveries as Obj[];
  const seenIds = new Map<string, Delivery[]>();
  for (const d of rds) seenIds.set(d.id, [...(seenIds.get(d.id) ?? []), d]);
  for (const [id, got] of seenIds) {
    const e = listed.find((x) => x.id === id);
    if (!e) {
      log.push(`delivery ${id} (received) is not listed`);
      continue;
    }
    const last = got.at(-1)!;
    if (
      e.status !== 'delivered' ||
      e.attempts !== got.length ||
      e.last_status !== last.answered ||
      e.position !== last.position ||
      e.type !== last.body?.type ||
      e.kind !== 'event' ||
      e.webhook_id !== retry.id
    )
      log.push(
        `delivery ${id}: listed ${e.status}, attempts ${e.attempts}, last_status ${e.last_status}, position ${e.position}; the receiver saw ${got.length} attempts, last answered ${last.answered}, at ${last.position}`,
      );
  }
  if (listed.length !== seenIds.size) log.push(`${listed.length} deliveries listed, ${seenIds.size} received`);
  const order = listed.map((x) => x.position as string);
  for (let i = 1; i < order.length; i++)
    if (!after(order[i - 1]!, order[i]!)) {
      log.push(`not newest first: ${order[i - 1]} before ${order[i]}`);
      break;
    }
  const delivered = (await api.ok('getWebhookDeliveries', { id: retry.id, status: 'delivered', limit: 1000 }))
    .deliveries as Obj[];
  const queued = (await api.ok('getWebhookDeliveries', { id: retry.id, status: 'queued' })).deliveries as Obj[];
  if (delivered.length !== seenIds.size || delivered.some((x) => x.status !== 'delivered'))
    log.push(
      `status=delivered lists ${delivered.length} (${[...new Set(delivered.map((x) => x.status))]}), ${seenIds.size} were delivered`,
    );
  if (queued.length) log.push(`status=queued lists ${queued.length} though everything was delivered`);
  const one = (await api.ok('getWebhookDeliveries', { id: retry.id, limit: 1 })).deliveries as Obj[];
  const second = (await api.ok('getWebhookDeliveries', { id: retry.id, limit: 1, offset: 1 })).deliveries as Obj[];
  if (one.length !== 1 || one[0]?.id !== listed[0]?.id) log.push('limit=1 is not the newest delivery');
  if (second.length !== 1 || second[0]?.id !== listed[1]?.id) log.push('limit=1&offset=1 is not the second newest');
  api.verdict(
    'getWebhookDeliveries',
    'the deliveries log says what the receiver saw: status, attempts, last_status, position',
    log,
    [
      'getWebhookDeliveries.id',
      'getWebhookDeliveries.status',
      'getWebhookDeliveries.limit',
      'getWebhookDeliveries.offset',
    ],
  );

  // replay: by delivery_id and by a range of positions, the same bodies and positions under new ids
  const rp: string[] = [];
  const originals = firsts(at(twin));
  const twinLog = (await api.ok('getWebhookDeliveries', { id: twin.id, limit: 1000 })).deliveries as Obj[];
  if (originals.length >= 3) {
    const first = originals[0]!;
    const before = rx.at(twin.path).length;
    const byId = await api.ok('replayWebhook', { id: twin.id, delivery_id: first.id });
    if (byId.queued !== 1) rp.push(`a replay by delivery_id answered queued ${byId.queued}, not 1`);
    await rx.until(() => rx.at(twin.path).length > before, 20_000);
    const again = rx.at(twin.path).slice(before);
    if (again.length !== 1) rp.push(`a replay by delivery_id brought ${again.length} deliveries, not 1`);
    else {
      if (again[0]!.id === first.id) rp.push('the replay kept the original webhook-id');
      if (again[0]!.raw !== first.raw || again[0]!.position !== first.position)
        rp.push('the replay is not the same body at the same position');
      if (!verifies(twin.secrets[0]!, again[0]!)) rp.push('the replay does not verify');
    }
    const before2 = rx.at(twin.path).length;
    const from = originals[0]!.position!;
    const to = originals[2]!.position!;
    const expected = originals.filter((d) => after(d.position!, from) && !after(d.position!, to));
    const byRange = await api.ok('replayWebhook', { id: twin.id, from, to });
    if (byRange.queued !== expected.length)
      rp.push(`a replay of (${from}, ${to}] answered queued ${byRange.queued}, not ${expected.length}`);
    await rx.until(() => rx.at(twin.path).length >= before2 + expected.length, 20_000);
    await sleep(1000);
    const range = rx.at(twin.path).slice(before2);
    if (
      !isDeepStrictEqual(
        range.map((d) => d.position),
        expected.map((d) => d.position),
      )
    )
      rp.push(
        `a replay of (${from}, ${to}] delivered ${range.map((d) => d.position).join(' ') || 'nothing'}, not ${expected.map((d) => d.position).join(' ')}`,
      );
    else if (range.some((d, i) => d.raw !== expected[i]!.raw)) rp.push('a replayed body differs from the original');
    const old = new Set(
      rx
        .at(twin.path)
        .slice(0, before2)
        .map((d) => d.id),
    );
    if (range.some((d) => old.has(d.id))) rp.push('a replay by range reused a webhook-id');
    if (twinLog.length !== originals.length)
      rp.push(`the log listed ${twinLog.length} deliveries before the replay, ${originals.length} were received`);
  } else rp.push(`only ${originals.length} deliveries to replay`);
  api.verdict('replayWebhook', 'replay re-sends the same bodies at the same positions under new webhook-ids', rp, [
    'replayWebhook.id',
    'replayWebhook.delivery_id',
    'replayWebhook.from',
    'replayWebhook.to',
  ]);
}
