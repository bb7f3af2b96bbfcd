// What a mutant is, and the helpers the mutant tables use to change requests, answers and streams.
import type { Answer, MutantBehaviour, ProxyRequest } from '../support/mutant-proxy.ts';

export type { Answer, ProxyRequest };

export interface Mutant extends MutantBehaviour {
  id: string;
  description: string;
  /** `--only` expression: the operations the bug shows on */
  only: string;
  /** the check (report column) that must fail, and optionally the check name it fails under */
  caughtBy: { check: string; name?: RegExp };
  /** why the check that catches it is not here yet */
  pending?: string;
}

export type Obj = Record<string, any>;
export const parse = (a: Answer): Obj | undefined => {
  try {
    return JSON.parse(a.body);
  } catch {
    return undefined;
  }
};
export const withJson = (a: Answer, v: unknown): Answer => ({
  ...a,
  body: JSON.stringify(v),
  headers: { ...a.headers, 'content-type': 'application/json; charset=utf-8' },
});
/** Applies `f` to the parsed JSON body when `when` holds; `f` changes it in place. */
export const edit =
  (when: (a: Answer, r: ProxyRequest) => boolean, f: (b: Obj, a: Answer, r: ProxyRequest) => void) =>
  (a: Answer, r: ProxyRequest): Answer => {
    const b = parse(a);
    if (!b || !when(a, r)) return a;
    f(b, a, r);
    return withJson(a, b);
  };
export const path = (r: ProxyRequest): string => r.url.pathname;
export const isRpc = (r: ProxyRequest): boolean => path(r).endsWith('/jsonRPC');
export const v2 = (r: ProxyRequest): boolean => path(r).startsWith('/api/v2');
export const crash = (r: ProxyRequest): Answer => ({
  status: 500,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(
    v2(r) ? { ok: false, code: 500, error: 'internal error' } : { code: 500, error: 'internal error' },
  ),
});
export const errorBody = (r: ProxyRequest, code: number, error: string): string =>
  JSON.stringify(v2(r) ? { ok: false, code, error } : { code, error });
export const setQuery = (r: ProxyRequest, f: (q: URLSearchParams) => void): ProxyRequest => {
  const url = new URL(r.url);
  f(url.searchParams);
  return { ...r, url, rawUrl: url.pathname + url.search };
};
export const sse = (r: ProxyRequest): boolean => path(r).startsWith('/api/streaming/') && path(r).endsWith('/sse');
/** Changes a subscription wherever it travels: an SSE POST body (here) and WebSocket `subscribe` frames (`fromClient`). */
export const subscription = (f: (sub: Obj) => void) => ({
  rewrite: (r: ProxyRequest): ProxyRequest => {
    if (!sse(r) || r.method !== 'POST') return r;
    let b: Obj;
    try {
      b = JSON.parse(r.body);
    } catch {
      return r;
    }
    f(b);
    return { ...r, body: JSON.stringify(b) };
  },
  fromClient: (m: Obj): Obj => {
    if (m?.operation === 'subscribe') f(m);
    return m;
  },
});
export const depth = (s: string): number => {
  let d = 0;
  let max = 0;
  for (const c of s) {
    if (c === '[' || c === '{') max = Math.max(max, ++d);
    else if (c === ']' || c === '}') d--;
  }
  return max;
};
