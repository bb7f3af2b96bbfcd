// Delivery judged on activity the suite creates itself: subscribers opened on both transports before a
// transfer is sent, then what each received about that transfer's trace. Every subscription field is
// judged by a subscriber that must see the trace and one that must not: `min_finality` (S2), `addresses`
// (S10), `types`, and the finality lifecycle with v3's trace id (S2, S10); the keepalive (S6) by the
// bystanders, which see nothing else.
import { same } from '../values.ts';
import { openSse, openWs, type Inbox, type SseSubscriber, type WsSubscriber } from './clients.ts';
import { clause } from './clause.ts';
import type { StreamingEnv } from './env.ts';
import { ZERO } from './invalid.ts';
import type { Recorder, StreamingOperation } from './record.ts';

/** S6: a keepalive every 15 s; a late timer on a loaded machine gets a quarter more and a second. */
export const KEEPALIVE_MS = 15_000;
const KEEPALIVE_LIMIT_MS = KEEPALIVE_MS * 1.25 + 1000;
const DELIVERY_MS = 90_000;
/** transfers sent at most, until one is seen at every level (see below) */
const TRANSFERS = 5;
const RANK: Record<string, number> = { pending: 0, confirmed: 1, finalized: 2 };

export interface Activity {
  /** the account that sends (subscribed), and one the transfer does not touch */
  sender: string;
  bystander: string;
  /** signs and broadcasts a transfer from `sender`; the hash of its external message */
  send(): Promise<string>;
  /** the trace id v3 /traces gives the trace of a transaction, or a reason it cannot tell */
  traceIdOf(txHash: string): Promise<string | { skip: string }>;
}

type Sub = SseSubscriber | WsSubscriber;
const events = (s: Inbox) => s.messages.map((a) => a.message).filter((m) => typeof m.type === 'string');

/** The normalized hash of the trace whose transactions include the one `msgHash` started, as this subscriber was told. */
function normOf(s: Inbox, msgHash: string): string | undefined {
  const hit = events(s).find(
    (m) =>
      m.type === 'transactions' &&
      (m.transactions ?? []).some((t: any) => same(t.in_msg?.hash, msgHash) || same(t.in_msg?.hash_norm, msgHash)),
  );
  return hit?.trace_external_hash_norm;
}

async function subscribeSse(env: StreamingEnv, body: Record<string, unknown>): Promise<SseSubscriber | string> {
  const r = await env.open(() => openSse(env.sseUrl, body, env.keyHeader()));
  if (!r.stream)
    return `SSE subscription ${JSON.stringify(body)} refused: HTTP ${r.refusal?.status} ${r.refusal?.networkError ?? r.refusal?.text.slice(0, 200)}`;
  if ((await r.stream.next((m) => m.status === 'subscribed', 10_000)) === undefined)
    return `SSE subscription ${JSON.stringify(body)} never answered {"status":"subscribed"}`;
  return r.stream;
}

async function subscribeWs(
  env: StreamingEnv,
  fields: Record<string, unknown>,
  id: string,
): Promise<WsSubscriber | string> {
  const r = await env.open(() => openWs(env.wsUrl, env.keyHeader()));
  if (!r.socket)
    return `WebSocket refused: HTTP ${r.refusal?.status} ${r.refusal?.networkError ?? r.refusal?.text.slice(0, 200)}`;
  r.socket.send({ operation: 'subscribe', id, ...fields });
  const reply = await r.socket.next((m) => m.status !== undefined, 10_000);
  if (reply?.status !== 'subscribed')
    return `subscribe ${JSON.stringify(fields)} answered ${JSON.stringify(reply) ?? 'nothing'}`;
  return r.socket;
}

const DELIVERY_CHECKS = [
  'finality lifecycle: pending, confirmed, finalized in non-decreasing order',
  'trace_id is the id v3 /traces gives the trace',
  'min_finality: nothing below it',
  'addresses: a subscriber of another account gets nothing of the trace',
  'types: only the subscribed event types',
];

export async function delivery(env: StreamingEnv, rec: Recorder, activity: Activity | string): Promise<void> {
  const opened: Sub[] = [];
  const keep = <T extends Sub | string>(s: T): T => {
    if (typeof s !== 'string') opened.push(s);
    return s;
  };
  try {
    const bystander = typeof activity === 'string' ? ZERO : activity.bystander;
    const watch = { types: ['transactions', 'actions'], addresses: [bystander], min_finality: 'pending' };
    const [sseBy, wsBy] = await Promise.all([
      subscribeSse(env, watch).then(keep),
      subscribeWs(env, watch, 'conformance-bystander').then(keep),
    ]);
    const keepalive = keepaliveChecks(rec, sseBy, wsBy);

    if (typeof activity === 'string') {
      for (const op of ['sseReceive', 'wsReceive'] as const)
        for (const name of DELIVERY_CHECKS) rec.skip(op, 'case', name, activity);
    } else {
      await deliveryChecks(env, rec, activity, keep, { sse: sseBy, ws: wsBy });
    }
    await keepalive;
  } finally {
    for (const s of opened) {
      s.close();
      env.judgeAll(s, 'send' in s ? 'ws' : 'sse');
    }
  }
}

async function keepaliveChecks(rec: Recorder, sse: Sub | string, ws: Sub | string): Promise<void> {
  const one = async (op: StreamingOperation, s: Sub | string, what: string, c: ReturnType<typeof clause>) => {
    const name = `a ${what} within ${KEEPALIVE_MS / 1000} s`;
    if (typeof s === 'string') return rec.fail(op, 'case', name, `no subscriber to observe it: ${s}`, c);
    await s.until(() => s.keepalives.length > 0, KEEPALIVE_LIMIT_MS - (performance.now() - s.opened));
    const first = s.keepalives[0];
    rec.judge(
      op,
      'case',
      name,
      first === undefined
        ? `none in ${(KEEPALIVE_LIMIT_MS / 1000).toFixed(1)} s on an idle subscription`
        : first - s.opened > KEEPALIVE_LIMIT_MS
          ? `the first came after ${((first - s.opened) / 1000).toFixed(1)} s`
          : undefined,
      c,
      undefined,
      first === undefined ? undefined : `after ${((first - s.opened) / 1000).toFixed(1)} s`,
    );
  };
  await Promise.all([
    one('sseReceive', sse, 'comment line (": keepalive")', clause('#/channels/sse', 'S6')),
    one('wsReceive', ws, 'WebSocket ping frame', clause('#/channels/ws', 'S6')),
  ]);
}

async function deliveryChecks(
  env: StreamingEnv,
  rec: Recorder,
  a: Activity,
  keep: <T extends Sub | string>(s: T) => T,
  bystanders: { sse: Sub | string; ws: Sub | string },
): Promise<void> {
  const both = { types: ['transactions', 'actions'], addresses: [a.sender], min_finality: 'pending' };
  const onlyTx = { types: ['transactions'], addresses: [a.sender] };
  const [sseAll, wsAll, sseConfirmed, wsDefault] = await Promise.all([
    subscribeSse(env, both).then(keep),
    subscribeWs(env, both, 'conformance-all').then(keep),
    subscribeSse(env, { ...onlyTx, min_finality: 'confirmed' }).then(keep),
    subscribeWs(env, onlyTx, 'conformance-default').then(keep),
  ]);
  // S2 drops a pending that arrives after its trace was confirmed (a cold emulator can be slower than a
  // block): up to TRANSFERS transfers are sent, one after the other, until one shows every level on both.
  const hashes: string[] = [];
  const normFor = (s: Sub | string, h: string) => (typeof s === 'string' ? undefined : normOf(s, h));
  const levelsOf = (s: Sub | string, h: string) => {
    const n = normFor(s, h);
    return new Set(
      n === undefined || typeof s === 'string'
        ? []
        : events(s)
            .filter((m) => m.trace_external_hash_norm === n)
            .map((m) => m.finality),
    );
  };
  const finalizedOf = (s: Sub | string, h: string) => levelsOf(s, h).has('finalized');
  const wait = (s: Sub | string, h: string, ms: number) =>
    typeof s === 'string' ? Promise.resolve(false) : s.until(() => finalizedOf(s, h), ms);
  for (let i = 0; i < TRANSFERS; i++) {
    let h: string;
    try {
      h = await a.send();
    } catch (e) {
      if (hashes.length) break;
      for (const op of ['sseReceive', 'wsReceive'] as const)
        for (const name of DELIVERY_CHECKS)
          rec.skip(op, 'case', name, `the transfer could not be sent: ${(e as Error).message}`);
      return;
    }
    hashes.push(h);
    await Promise.all([wait(sseAll, h, DELIVERY_MS), wait(wsAll, h, DELIVERY_MS)]);
    // done when both saw every level; a transfer not delivered at all is judged as it is, not retried
    if ([sseAll, wsAll].every((s) => levelsOf(s, h).size === 3) || [sseAll, wsAll].some((s) => !finalizedOf(s, h)))
      break;
  }
  await Promise.all(hashes.map((h) => Promise.all([wait(sseConfirmed, h, 10_000), wait(wsDefault, h, 10_000)])));
  // what arrives late (a leak to a bystander, a pending after finalized) is still judged
  await new Promise((r) => setTimeout(r, 2000));
  const transports = [
    { op: 'sseReceive' as const, all: sseAll, min: sseConfirmed, minName: 'confirmed', bystander: bystanders.sse },
    {
      op: 'wsReceive' as const,
      all: wsAll,
      min: wsDefault,
      minName: 'finalized (the default)',
      bystander: bystanders.ws,
    },
  ];
  // the traces of the transfers, as whichever subscriber at the lowest level named them
  const norms = hashes
    .map((h) => [sseAll, wsAll].map((s) => normFor(s, h)).find((n) => n !== undefined))
    .filter((n): n is string => n !== undefined);
  const ofOurs = (m: any) => norms.includes(m.trace_external_hash_norm);
  const [lifecycle, traceIds, minimum, addresses, types] = DELIVERY_CHECKS;
  for (const t of transports) {
    const url = t.op === 'sseReceive' ? env.sseUrl : env.wsUrl;
    // 1. the lifecycle (S2): per transfer never down; one transfer (at least) at every level
    const finalizedTxs: Array<{ tx: string; events: any[] }> = [];
    if (typeof t.all === 'string')
      rec.fail(t.op, 'case', lifecycle!, t.all, clause('#/components/schemas/Finality', 'S2'));
    else {
      const per = hashes.map((h) => {
        const n = normOf(t.all as Inbox, h);
        const mine = n === undefined ? [] : events(t.all as Inbox).filter((m) => m.trace_external_hash_norm === n);
        const fin = mine.find((m) => m.type === 'transactions' && m.finality === 'finalized');
        const tx = (fin?.transactions ?? []).find(
          (x: any) => same(x.in_msg?.hash, h) || same(x.in_msg?.hash_norm, h),
        )?.hash;
        if (tx) finalizedTxs.push({ tx, events: mine });
        return { h, n, seq: mine.map((m) => String(m.finality)) };
      });
      const lost = per.filter((p) => p.n === undefined);
      const down = per.filter((p) => p.seq.some((f, i) => i > 0 && RANK[f]! < RANK[p.seq[i - 1]!]!));
      const complete = per.some((p) => ['pending', 'confirmed', 'finalized'].every((f) => p.seq.includes(f)));
      const describe = per
        .map((p, i) => `transfer ${i + 1}: ${p.n === undefined ? 'nothing' : p.seq.join(' → ')}`)
        .join('; ');
      const problem = lost.length
        ? `no transactions event of transfer ${lost.map((p) => p.h).join(', ')} in ${DELIVERY_MS / 1000} s (${describe})`
        : down.length
          ? `finality went down (${describe})`
          : !complete
            ? `no transfer was delivered at every level pending, confirmed, finalized (${describe})`
            : undefined;
      rec.judge(
        t.op,
        'case',
        lifecycle!,
        problem,
        clause('#/components/schemas/Finality', 'S2'),
        {
          method: 'stream',
          url,
          body: both,
          received: JSON.stringify(
            events(t.all)
              .filter(ofOurs)
              .map((m) => ({
                type: m.type,
                finality: m.finality,
                trace_id: m.trace_id,
                norm: m.trace_external_hash_norm,
              })),
          ),
        },
        describe,
      );
    }
    // 2. trace ids (S10): confirmed and finalized carry the id v3 /traces gives the trace
    if (!finalizedTxs.length)
      rec.fail(
        t.op,
        'case',
        traceIds!,
        'no finalized transactions event of a transfer to read a trace_id from',
        clause('#/components/schemas/TraceEventBase/properties/trace_id', 'S10'),
      );
    else {
      const wrong: string[] = [];
      let skipped: string | undefined;
      for (const f of finalizedTxs) {
        const v3 = await a
          .traceIdOf(f.tx)
          .catch((e: Error) => ({ skip: `v3 /traces could not be read: ${e.message}` }));
        if (typeof v3 !== 'string') {
          skipped = v3.skip;
          continue;
        }
        for (const m of f.events)
          if (m.finality !== 'pending' && m.trace_id !== v3)
            wrong.push(`${m.type}/${m.finality} trace_id ${m.trace_id}, v3 /traces ${v3}`);
      }
      if (skipped && !wrong.length) rec.skip(t.op, 'case', traceIds!, skipped);
      else
        rec.judge(
          t.op,
          'case',
          traceIds!,
          wrong.length ? wrong.join('; ') : undefined,
          clause('#/components/schemas/TraceEventBase/properties/trace_id', 'S10'),
        );
    }
    // 3. min_finality (S2): the subscriber above the lowest level saw the traces, and nothing below its level
    const level = t.op === 'sseReceive' ? 'confirmed' : 'finalized';
    if (typeof t.min === 'string')
      rec.fail(
        t.op,
        'case',
        minimum!,
        t.min,
        clause('#/components/schemas/Subscription/properties/min_finality', 'S2'),
      );
    else {
      const mine = events(t.min).filter(ofOurs);
      const below = mine.filter((m) => RANK[m.finality]! < RANK[level]!);
      const arrived = norms.filter((n) =>
        mine.some((m) => m.trace_external_hash_norm === n && m.finality === 'finalized'),
      ).length;
      const problem = !norms.length
        ? 'no transfer was delivered to the subscribers at the lowest level, so this one cannot be judged'
        : below.length
          ? `min_finality ${t.minName}: received ${below.map((m) => `${m.type}/${m.finality}`).join(', ')}`
          : arrived < norms.length
            ? `min_finality ${t.minName}: ${norms.length - arrived} of ${norms.length} traces never arrived finalized (received ${JSON.stringify(mine.map((m) => m.finality))})`
            : undefined;
      rec.judge(
        t.op,
        'case',
        minimum!,
        problem,
        clause('#/components/schemas/Subscription/properties/min_finality', 'S2'),
        undefined,
        `${t.minName}: ${mine.map((m) => m.finality).join(', ')}`,
      );
    }
    // 4. addresses (S10): the bystander's subscriber got nothing of the sender's traces
    if (typeof t.bystander === 'string')
      rec.fail(
        t.op,
        'case',
        addresses!,
        t.bystander,
        clause('#/components/schemas/Subscription/properties/addresses', 'S10'),
      );
    else {
      const leaked = events(t.bystander).filter(
        (m) => ofOurs(m) || (m.transactions ?? []).some((x: any) => same(x.account, a.sender)),
      );
      rec.judge(
        t.op,
        'case',
        addresses!,
        leaked.length
          ? `a subscriber of ${a.bystander} received ${leaked.map((m) => `${m.type}/${m.finality}`).join(', ')} of the sender's traces`
          : !norms.length
            ? "nothing was delivered to the sender's own subscribers, so a leak cannot be told apart"
            : undefined,
        clause('#/components/schemas/Subscription/properties/addresses', 'S10'),
      );
    }
    // 5. types: a subscriber of transactions got only transactions; of transactions and actions, only those
    const typed = [t.min, t.all].filter((s): s is Sub => typeof s !== 'string');
    const extra = typed.flatMap((s, i) =>
      events(s)
        .filter((m) => !(i === 0 ? ['transactions'] : ['transactions', 'actions']).includes(m.type))
        .map((m) => `${m.type} to a subscriber of ${i === 0 ? 'transactions' : 'transactions, actions'}`),
    );
    if (typed.length < 2)
      rec.fail(
        t.op,
        'case',
        types!,
        'a subscriber could not be opened',
        clause('#/components/schemas/Subscription/properties/types'),
      );
    else
      rec.judge(
        t.op,
        'case',
        types!,
        extra.length
          ? `received ${[...new Set(extra)].join('; ')}`
          : !norms.length
            ? 'nothing was delivered, so the filter cannot be judged'
            : undefined,
        clause('#/components/schemas/Subscription/properties/types'),
      );
  }
}
