// Mutants of webhooks (v3 D32), see ../mutants.ts: the proxy relays every delivery the server POSTs (deliver), so a
// mutant can sign, order, retry, replay or drop them as a buggy deliverer would; the management bugs change
// requests and answers as the other tables do.
import { createHmac, randomUUID } from 'node:crypto';
import type { HookRequest } from '../support/mutant-proxy.ts';
import { edit, type Mutant, type Obj, parse, path, type ProxyRequest, withJson } from './support.ts';

const ONLY = '^v3/\\w+Webhooks?$';
const op = (r: ProxyRequest, p: string) => path(r) === `/api/v3${p}`;
const bodyOf = (r: ProxyRequest): Obj => {
  try {
    return JSON.parse(r.body) ?? {};
  } catch {
    return {};
  }
};

/** What the mutants know of the webhooks: the secret of each receiver URL (from create, update and rotate answers). */
function secrets() {
  const byUrl = new Map<string, string>();
  const byId = new Map<string, string>();
  return {
    learn(a: { status: number; body: string }, r: ProxyRequest) {
      if (a.status !== 200) return;
      const b = parse(a as never);
      if (!b) return;
      if ((op(r, '/webhooks') && r.method === 'POST') || op(r, '/webhook/rotateSecret')) byId.set(b.id, b.secret);
      if (typeof b.url === 'string' && byId.has(b.id)) byUrl.set(b.url, byId.get(b.id)!);
    },
    of: (d: HookRequest) => byUrl.get(d.url),
  };
}
const sign = (secret: string, id: string, ts: string, body: string) =>
  `v1,${createHmac('sha256', Buffer.from(secret.replace(/^whsec_/, ''), 'base64'))
    .update(`${id}.${ts}.${body}`)
    .digest('base64')}`;
const event = (d: HookRequest) => d.headers['webhook-position'] !== undefined;

export const WEBHOOK_MUTANTS: Mutant[] = [
  (() => {
    const known = secrets();
    return {
      id: 'hook-signs-body-only',
      description: 'the signature is an HMAC of the body alone, not of `id.timestamp.body`',
      only: ONLY,
      caughtBy: { check: 'case', name: /webhook: .*(signed|verif)/ },
      answer: (a, r) => {
        known.learn(a, r);
        return a;
      },
      deliver: (d, send) => {
        const s = known.of(d);
        return send(
          s
            ? {
                ...d,
                headers: {
                  ...d.headers,
                  'webhook-signature': `v1,${createHmac('sha256', Buffer.from(s.slice(6), 'base64'))
                    .update(d.body)
                    .digest('base64')}`,
                },
              }
            : d,
        );
      },
    } satisfies Mutant;
  })(),
  (() => {
    const known = secrets();
    return {
      id: 'hook-retry-new-id',
      description: 'a retry of a refused delivery carries a new webhook-id (receivers cannot deduplicate)',
      only: ONLY,
      caughtBy: { check: 'case', name: /same webhook-id/ },
      answer: (a, r) => {
        known.learn(a, r);
        return a;
      },
      deliver: (d, send) => {
        const s = known.of(d);
        if (!s || !event(d)) return send(d);
        const id = randomUUID();
        return send({
          ...d,
          headers: {
            ...d.headers,
            'webhook-id': id,
            'webhook-signature': sign(s, id, d.headers['webhook-timestamp']!, d.body),
          },
        });
      },
    } satisfies Mutant;
  })(),
  (() => {
    // a refused delivery is answered for (the server moves on) and sent again after the next one: out of order
    const held = new Map<string, HookRequest>();
    return {
      id: 'hook-failure-not-blocking',
      description: 'a refused delivery does not hold back the later ones: it is retried after them, out of order',
      only: ONLY,
      caughtBy: { check: 'case', name: /retried|increasing/ },
      deliver: async (d, send) => {
        if (!event(d)) return send(d);
        const status = await send(d);
        const before = held.get(d.url);
        if (before) {
          held.delete(d.url);
          void new Promise((r) => setTimeout(r, 300)).then(() => send(before));
        }
        if (status >= 300 && !before) held.set(d.url, d);
        return 200;
      },
    } satisfies Mutant;
  })(),
  (() => {
    // the positions queued while a webhook was paused (between pause's and resume's `position`) are dropped
    const pausedAt = new Map<string, string>();
    const dropUpTo = new Map<string, string>();
    const urlOf = new Map<string, string>();
    const pair = (p: string) => String(p).split(':').map(Number) as [number, number?];
    const le = (a: string, b: string) => {
      const [x, y = Infinity] = pair(a);
      const [u, v = Infinity] = pair(b);
      return x < u || (x === u && y <= v);
    };
    return {
      id: 'hook-pause-drops-queued',
      description: 'events that arrive while a webhook is paused are dropped instead of queued for resume',
      only: ONLY,
      caughtBy: { check: 'case', name: /resume sends what queued/ },
      answer: (a, r) => {
        const b = parse(a);
        if (a.status === 200 && b?.id && typeof b.url === 'string') urlOf.set(b.id, b.url);
        if (a.status === 200 && b && op(r, '/webhook/pause')) pausedAt.set(b.url, b.position);
        if (a.status === 200 && b && op(r, '/webhook/resume') && pausedAt.has(b.url)) dropUpTo.set(b.url, b.position);
        return a;
      },
      deliver: (d, send) => {
        const upTo = dropUpTo.get(d.url);
        const from = pausedAt.get(d.url);
        const p = d.headers['webhook-position'];
        if (upTo && from && p && !le(p, from) && le(p, upTo)) return Promise.resolve(200);
        return send(d);
      },
    } satisfies Mutant;
  })(),
  {
    id: 'hook-ignores-min-finality',
    description: 'min_finality is stored but not applied: every finality is delivered',
    only: ONLY,
    caughtBy: { check: 'case', name: /filters select/ },
    rewrite: (r) => {
      if (!(op(r, '/webhooks') && r.method === 'POST')) return r;
      const b = bodyOf(r);
      if (!b.url) return r;
      b.__min = b.min_finality ?? 'finalized';
      b.min_finality = 'pending';
      const { __min, ...rest } = b;
      return { ...r, body: JSON.stringify(rest), headers: { ...r.headers, 'x-mutant-min': String(__min) } };
    },
    answer: edit(
      (a, r) =>
        a.status === 200 && op(r, '/webhooks') && r.method === 'POST' && r.headers['x-mutant-min'] !== undefined,
      (b, _a, r) => {
        b.min_finality = r.headers['x-mutant-min'];
      },
    ),
  },
  {
    id: 'hook-ignores-action-types',
    description: 'action_types is accepted but every action type is delivered',
    only: ONLY,
    caughtBy: { check: 'case', name: /filters select/ },
    rewrite: (r) => {
      if (!(op(r, '/webhooks') && r.method === 'POST')) return r;
      const b = bodyOf(r);
      if (!Array.isArray(b.action_types)) return r;
      const given = b.action_types;
      delete b.action_types;
      return { ...r, body: JSON.stringify(b), headers: { ...r.headers, 'x-mutant-actions': JSON.stringify(given) } };
    },
    answer: edit(
      (a, r) => a.status === 200 && r.headers['x-mutant-actions'] !== undefined,
      (b, _a, r) => {
        b.action_types = JSON.parse(r.headers['x-mutant-actions']!);
      },
    ),
  },
  (() => {
    const known = new Map<string, string>();
    return {
      id: 'hook-secret-in-get',
      description: 'getWebhook and listWebhooks show the signing secret',
      only: ONLY,
      caughtBy: { check: 'case', name: /secret is never shown|without its secret/ },
      answer: (a, r) => {
        const b = parse(a);
        if (a.status !== 200 || !b) return a;
        if ((op(r, '/webhooks') && r.method === 'POST') || op(r, '/webhook/rotateSecret')) known.set(b.id, b.secret);
        if (op(r, '/webhook') && known.has(b.id)) return withJson(a, { ...b, secret: known.get(b.id) });
        if (op(r, '/webhooks') && r.method === 'GET' && Array.isArray(b.webhooks))
          return withJson(a, {
            webhooks: b.webhooks.map((w: Obj) => (known.has(w.id) ? { ...w, secret: known.get(w.id) } : w)),
          });
        return a;
      },
    } satisfies Mutant;
  })(),
  (() => {
    // a replay is sent under the id the position was first delivered with
    const known = secrets();
    const first = new Map<string, string>();
    return {
      id: 'hook-replay-keeps-id',
      description: 'a replayed delivery is sent under its original webhook-id (receivers that dedupe drop it)',
      only: ONLY,
      caughtBy: { check: 'case', name: /replay re-sends/ },
      answer: (a, r) => {
        known.learn(a, r);
        return a;
      },
      deliver: (d, send) => {
        const s = known.of(d);
        const key = `${d.url} ${d.headers['webhook-position']}`;
        if (!s || !event(d)) return send(d);
        const id = first.get(key);
        if (!id) {
          first.set(key, d.headers['webhook-id']!);
          return send(d);
        }
        return send({
          ...d,
          headers: {
            ...d.headers,
            'webhook-id': id,
            'webhook-signature': sign(s, id, d.headers['webhook-timestamp']!, d.body),
          },
        });
      },
    } satisfies Mutant;
  })(),
  {
    id: 'hook-replay-not-sent',
    description: 'replay answers how many it queued but sends nothing',
    only: ONLY,
    caughtBy: { check: 'case', name: /replay re-sends/ },
    deliver: (() => {
      const seen = new Set<string>();
      return (d: HookRequest, send: (d: HookRequest) => Promise<number>) => {
        const key = `${d.url} ${d.headers['webhook-position']}`;
        if (event(d) && seen.has(key)) return Promise.resolve(200);
        seen.add(key);
        return send(d);
      };
    })(),
  },
  {
    id: 'hook-test-reports-delivered',
    description: 'testWebhook reports delivered with 200 whatever the receiver answered',
    only: ONLY,
    caughtBy: { check: 'case', name: /test sends a signed webhook_test/ },
    answer: edit(
      (a, r) => a.status === 200 && op(r, '/webhook/test'),
      (b) => {
        b.status = 'delivered';
        b.last_status = 200;
        b.last_error = null;
        b.delivered_at ??= b.last_attempt_at;
      },
    ),
  },
  {
    id: 'hook-other-key-sees-webhook',
    description: "another key's requests reach a key's webhooks (ownership not checked)",
    only: ONLY,
    caughtBy: { check: 'case', name: /belongs to its key/ },
    rewrite: (r) =>
      path(r).startsWith('/api/v3/webhook') && r.headers['x-api-key'] === 'local-conformance-key-2'
        ? { ...r, headers: { ...r.headers, 'x-api-key': 'local-conformance-key' } }
        : r,
  },
  (() => {
    const known = secrets();
    return {
      id: 'hook-timestamp-in-ms',
      description: 'webhook-timestamp is in milliseconds (signed as sent), not unix seconds',
      only: ONLY,
      caughtBy: { check: 'case', name: /every delivery is a POST/ },
      answer: (a, r) => {
        known.learn(a, r);
        return a;
      },
      deliver: (d, send) => {
        const s = known.of(d);
        if (!s) return send(d);
        const ts = String(Number(d.headers['webhook-timestamp']) * 1000);
        return send({
          ...d,
          headers: {
            ...d.headers,
            'webhook-timestamp': ts,
            'webhook-signature': sign(s, d.headers['webhook-id']!, ts, d.body),
          },
        });
      },
    } satisfies Mutant;
  })(),
  {
    id: 'hook-position-header-news-only',
    description: 'webhook-position carries only the news (`4812`), not the notification (`4812:3`)',
    only: ONLY,
    caughtBy: { check: 'case', name: /every delivery is a POST/ },
    deliver: (d, send) =>
      send(
        event(d)
          ? {
              ...d,
              headers: { ...d.headers, 'webhook-position': String(d.headers['webhook-position']).split(':')[0]! },
            }
          : d,
      ),
  },
  {
    id: 'hook-failing-state-hidden',
    description: 'getWebhook never says a webhook is failing (failing_since and last_error always null)',
    only: ONLY,
    caughtBy: { check: 'case', name: /get says how deliveries stand/ },
    answer: edit(
      (a, r) => a.status === 200 && op(r, '/webhook') && r.method === 'GET',
      (b) => {
        b.failing_since = null;
        b.last_error = null;
      },
    ),
  },
  // last: its deletes never reach the server, so the webhooks of its run stay there
  (() => {
    const deleted = new Set<string>();
    return {
      id: 'hook-delete-keeps-delivering',
      description: 'delete answers deleted and hides the webhook, but its deliveries go on',
      only: ONLY,
      caughtBy: { check: 'case', name: /deleted webhook is sent nothing/ },
      intercept: (r) => {
        const id = bodyOf(r).id ?? r.url.searchParams.get('id');
        if (op(r, '/webhook/delete') && id) {
          if (deleted.has(id))
            return {
              status: 404,
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ code: 404, error: 'webhook not found' }),
            };
          deleted.add(id);
          return {
            status: 200,
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ id, deleted: true }),
          };
        }
        if (path(r).startsWith('/api/v3/webhook') && id && deleted.has(id))
          return {
            status: 404,
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ code: 404, error: 'webhook not found' }),
          };
        return undefined;
      },
      answer: edit(
        (a, r) => a.status === 200 && op(r, '/webhooks') && r.method === 'GET',
        (b) => {
          b.webhooks = (b.webhooks ?? []).filter((w: Obj) => !deleted.has(w.id));
        },
      ),
    } satisfies Mutant;
  })(),
];
