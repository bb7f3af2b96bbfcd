// Mutants of status honesty: operations hidden behind the router's answers, "nothing found" told as 404.
import { type Answer, errorBody, parse, type ProxyRequest, path } from './support.ts';
import type { Mutant } from './support.ts';

const answer = (r: ProxyRequest, status: number, error: string): Answer => ({
  status,
  headers: { 'content-type': 'application/json' },
  body: errorBody(r, status, error),
});
/** A 200 whose lists (v3 top-level arrays, v2 `result`) are all empty. */
const emptyList = (a: Answer): boolean => {
  const b = parse(a);
  if (!b || a.status !== 200) return false;
  const root = Array.isArray(b.result) ? { result: b.result } : b;
  const lists = Object.values(root).filter(Array.isArray);
  return lists.length > 0 && lists.every((l) => l.length === 0);
};

export const STATUS_MUTANTS: Mutant[] = [
  {
    id: 'status-operation-hidden-404',
    description: 'an operation the server does not serve answers the router\'s 404 "not found" instead of 501',
    only: '^v3/getNftSales$',
    caughtBy: { check: 'status-documented' },
    intercept: (r) => (path(r).endsWith('/nft/sales') ? answer(r, 404, 'not found') : undefined),
  },
  {
    id: 'status-operation-hidden-405',
    description: 'a v2 operation answers 405 to its documented method, as if the route did not exist',
    only: '^v2/getShards$',
    caughtBy: { check: 'status-documented' },
    intercept: (r) =>
      path(r).endsWith('/getShards') && r.method === 'GET' ? answer(r, 405, 'method not allowed') : undefined,
  },
  {
    id: 'status-hidden-behind-documented-404',
    description: 'an operation whose contract lists 404 answers it to every call, hiding the whole operation',
    only: '^v3/getActions$',
    caughtBy: { check: 'case' },
    intercept: (r) => (path(r).endsWith('/actions') ? answer(r, 404, 'not found') : undefined),
  },
  {
    id: 'status-empty-list-404',
    description: 'a v3 list answers 404 "not found" where nothing matches, instead of 200 with an empty list',
    only: '^v3/getTraces$',
    caughtBy: { check: 'case', name: /empty-match/ },
    answer: (a, r) => (path(r).endsWith('/traces') && emptyList(a) ? answer(r, 404, 'traces not found') : a),
  },
  {
    id: 'status-v2-empty-history-404',
    description: 'v2 getTransactions answers 404 for an account without transactions, instead of an empty list',
    only: '^v2/getTransactions$',
    caughtBy: { check: 'case', name: /empty-match/ },
    answer: (a, r) =>
      path(r).endsWith('/getTransactions') && emptyList(a) ? answer(r, 404, 'account has no transactions') : a,
  },
  {
    id: 'status-501-without-envelope',
    description: 'an operation not served answers 501 with a plain-text body',
    only: '^v3/getVestingContracts$',
    caughtBy: { check: 'error-envelope' },
    intercept: (r) =>
      path(r).endsWith('/vesting')
        ? { status: 501, headers: { 'content-type': 'text/plain' }, body: 'Not Implemented' }
        : undefined,
  },
];
