// Mutants of the gateway (v2 D9, v3 D2): keys and limits that work on one transport or in one key form only.
import { type Answer, errorBody, path, type ProxyRequest, setQuery, v2 } from './support.ts';
import type { Mutant } from './support.ts';

const KEY = 'local-conformance-key';
const keyless = (r: ProxyRequest): boolean => !r.headers['x-api-key'] && !r.url.searchParams.has('api_key');
const isRpc = (r: ProxyRequest): boolean => path(r).endsWith('/jsonRPC');

/** Serves keyless requests of `when` as if they carried the deployment's key: no keyless limit there. */
const unlimited =
  (when: (r: ProxyRequest) => boolean) =>
  (r: ProxyRequest): ProxyRequest =>
    keyless(r) && when(r) ? { ...r, headers: { ...r.headers, 'x-api-key': KEY } } : r;

let keylessLimitedAt = 0;

export const GATEWAY_MUTANTS: Mutant[] = [
  {
    id: 'gateway-keyless-post-unlimited',
    description: 'the keyless limit is enforced on GET only: keyless POST requests are never limited',
    only: '^v2/getMasterchainInfo$',
    caughtBy: { check: 'error-text', name: /keyless burst over POST/ },
    rewrite: unlimited((r) => r.method === 'POST' && !isRpc(r)),
  },
  {
    id: 'gateway-keyless-jsonrpc-unlimited',
    description: 'JSON-RPC bypasses the keyless limit',
    only: '^v2/getMasterchainInfo$',
    caughtBy: { check: 'error-text', name: /keyless burst over JSON-RPC/ },
    rewrite: unlimited(isRpc),
  },
  {
    id: 'gateway-v3-post-unlimited',
    description: 'v3 POST operations bypass the keyless limit',
    only: '^v3/getMasterchainInfo$',
    caughtBy: { check: 'error-text', name: /keyless burst over POST/ },
    rewrite: unlimited((r) => r.method === 'POST' && !v2(r)),
  },
  {
    id: 'gateway-api-key-query-keyless-on-post',
    description: 'a POST reads the key from X-API-Key only: api_key in its query string is taken for no key',
    only: '^v2/getMasterchainInfo$',
    caughtBy: { check: 'error-text', name: /api_key over POST/ },
    rewrite: (r) => (r.method === 'POST' ? setQuery(r, (q) => q.delete('api_key')) : r),
  },
  {
    id: 'gateway-unknown-key-served-over-jsonrpc',
    description: 'JSON-RPC serves an unknown key as if it were valid',
    only: '^v2/getMasterchainInfo$',
    caughtBy: { check: 'error-text', name: /401 for an unknown key in X-API-Key over JSON-RPC/ },
    rewrite: (r) =>
      isRpc(r) && r.headers['x-api-key'] === 'conformance-unknown-key-0000'
        ? { ...r, headers: { ...r.headers, 'x-api-key': KEY } }
        : r,
  },
  {
    id: 'gateway-other-network-key-in-query-served',
    description: 'a key of another network is refused in X-API-Key but served in api_key',
    only: '^v3/getMasterchainInfo$',
    caughtBy: { check: 'error-text', name: /403 for a key of another network in api_key/ },
    rewrite: (r) =>
      setQuery(r, (q) => {
        if (q.get('api_key') === 'mainnet-only-conformance-key') q.set('api_key', KEY);
      }),
  },
  {
    id: 'gateway-one-limiter-for-everyone',
    description: 'one rate limiter for every client: once keyless callers are limited, keyed calls are limited too',
    only: '^v3/getMasterchainInfo$',
    caughtBy: { check: 'error-text', name: /is not held to the keyless limit/ },
    answer: (a: Answer, r: ProxyRequest): Answer => {
      if (a.status === 429 && keyless(r)) keylessLimitedAt = Date.now();
      if (a.status === 200 && !keyless(r) && Date.now() - keylessLimitedAt < 1000)
        return {
          status: 429,
          headers: { 'content-type': 'application/json' },
          body: errorBody(r, 429, 'Ratelimit exceeded'),
        };
      return a;
    },
  },
];
