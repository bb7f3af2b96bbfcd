// Mutants of streaming resume (S16), see ../mutants.ts: servers whose replay misses or repeats a notification,
// that ignore where a client resumes, or whose positions do not order or identify notifications.
import type { StreamContext } from '../support/mutant-proxy.ts';
import type { Mutant, Obj } from './support.ts';

const RECEIVE = '^streaming/(sseReceive|wsReceive)$';

/** Where the stream was asked to resume: SSE `Last-Event-ID`, `from` in the query or body, WebSocket `subscribe`. */
function resumedFrom(ctx: StreamContext): string | undefined {
  const header = ctx.request.headers['last-event-id'];
  if (header) return header;
  const query = ctx.request.url.searchParams.get('from');
  if (query) return query;
  try {
    const body = JSON.parse(ctx.request.body);
    if (typeof body?.from === 'string') return body.from;
  } catch {
    /* no JSON body: a GET or a WebSocket */
  }
  return ctx.state.from;
}
/** A WebSocket `subscribe` with `from` marks its connection as resumed. */
const noteFrom = (m: Obj, ctx: StreamContext) => {
  if (m?.operation === 'subscribe' && typeof m.from === 'string') ctx.state.from = m.from;
  return m;
};
const isNotification = (m: Obj) => typeof m?.type === 'string';
const news = (p: unknown) => Number(String(p).split(':')[0]);

export const RESUME_MUTANTS: Mutant[] = [
  {
    id: 'stream-resume-skips-first',
    description: 'a resumed stream leaves out the first notification after the position',
    only: RECEIVE,
    caughtBy: { check: 'case', name: /^from: a stream cut/ },
    fromClient: noteFrom,
    stream: (ctx) => (m) => {
      if (!isNotification(m) || !resumedFrom(ctx) || ctx.state.skipped) return [m];
      ctx.state.skipped = true;
      return [];
    },
  },
  (() => {
    // every notification by its position, as any stream saw it
    const byPosition = new Map<string, Obj>();
    return {
      id: 'stream-resume-repeats-position',
      description: 'a resumed stream starts with the notification at the position itself (sent twice)',
      only: RECEIVE,
      caughtBy: { check: 'case', name: /^from: a stream cut/ },
      fromClient: noteFrom,
      stream: (ctx: StreamContext) => (m: Obj) => {
        if (isNotification(m) && typeof m.position === 'string') byPosition.set(m.position, m);
        const from = resumedFrom(ctx);
        if (m?.status !== 'subscribed' || !from || !byPosition.has(from)) return [m];
        return [m, byPosition.get(from)];
      },
    } satisfies Mutant;
  })(),
  {
    id: 'stream-resume-ignores-last-event-id',
    description: 'SSE resumes from the query or body `from` only: Last-Event-ID (what an EventSource sends) is ignored',
    only: '^streaming/sseReceive$',
    caughtBy: { check: 'case', name: /^Last-Event-ID:/ },
    rewrite: (r) => {
      const { 'last-event-id': _, ...headers } = r.headers;
      return { ...r, headers };
    },
  },
  {
    id: 'stream-resume-ignored',
    description: 'from and Last-Event-ID are ignored: a resumed stream starts live, as upstream does',
    only: RECEIVE,
    caughtBy: { check: 'case', name: /^from: a stream cut/ },
    rewrite: (r) => {
      const { 'last-event-id': _, ...headers } = r.headers;
      const url = new URL(r.url);
      url.searchParams.delete('from');
      let body = r.body;
      try {
        const b = JSON.parse(body);
        if (b && typeof b === 'object' && 'from' in b) {
          delete b.from;
          body = JSON.stringify(b);
        }
      } catch {
        /* not JSON */
      }
      return { ...r, url, rawUrl: url.pathname + url.search, headers, body };
    },
    fromClient: (m) => {
      if (m?.operation === 'subscribe') delete m.from;
      return m;
    },
  },
  (() => {
    // the newest position any stream has seen: a resumed stream's first batch beyond it is live
    let newest = 0;
    return {
      id: 'stream-resume-live-gap',
      description: 'the live batches that arrive while a resumed stream catches up are lost',
      only: RECEIVE,
      caughtBy: { check: 'case', name: /^from: a stream cut/ },
      fromClient: noteFrom,
      stream: (ctx: StreamContext) => (m: Obj) => {
        if (m?.status === 'subscribed') ctx.state.live = newest;
        if (!isNotification(m)) return [m];
        const n = news(m.position);
        newest = Math.max(newest, n);
        if (!resumedFrom(ctx) || ctx.state.live === undefined || n <= ctx.state.live) return [m];
        ctx.state.lost ??= n;
        return n === ctx.state.lost ? [] : [m];
      },
    } satisfies Mutant;
  })(),
  {
    id: 'stream-position-news-only',
    description: "notifications carry only their news' position (<news>), the same for every notification of a block",
    only: RECEIVE,
    caughtBy: { check: 'case', name: /^position: every notification/ },
    stream: () => (m) =>
      isNotification(m) && typeof m.position === 'string' ? [{ ...m, position: `${news(m.position)}` }] : [m],
  },
  {
    id: 'stream-position-per-connection',
    description: "a notification's ordinal counts what its connection received of the news, not all the news makes",
    only: RECEIVE,
    caughtBy: { check: 'case', name: /^position: the same notification/ },
    stream: () => {
      const count = new Map<number, number>();
      return (m) => {
        if (!isNotification(m) || typeof m.position !== 'string') return [m];
        const n = news(m.position);
        const i = count.get(n) ?? 0;
        count.set(n, i + 1);
        return [{ ...m, position: `${n}:${i}` }];
      };
    },
  },
  {
    id: 'stream-connected-without-position',
    description: 'the connected event and the subscribed reply do not say where a new subscription starts',
    only: RECEIVE,
    caughtBy: { check: 'case', name: /^position: every notification/ },
    stream: () => (m) => {
      if (m?.status === 'subscribed') delete m.position;
      return [m];
    },
  },
];
