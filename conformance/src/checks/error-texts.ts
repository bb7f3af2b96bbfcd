// The error texts the contracts fix exactly (v2 D2/D9, v3 D1/D2), with the envelope, and the CORS header every
// answer to a cross-origin call carries: shared by the protocol checks and the gateway checks.
import type { Exchange, Operation } from '../types.ts';
import { header, type Obj } from './protocol-support.ts';
import { envelopeProblem } from './response.ts';

export const ORIGIN = 'https://conformance.example';
export const TEXTS = {
  401: 'API key does not exist',
  403: 'Network not allowed',
  422: 'failed to parse address',
  429: 'Ratelimit exceeded',
} as const;

/** The error text the contract fixes for a status, checked exactly, with the envelope. */
export function errorText(api: Operation['api'], ex: Exchange, status: keyof typeof TEXTS): string | undefined {
  const r = ex.response;
  if (r.status !== status) return `expected HTTP ${status} "${TEXTS[status]}", got ${r.status || r.networkError}`;
  if (!/json/i.test(r.contentType)) return `content type ${JSON.stringify(r.contentType || '(none)')} on a JSON error`;
  const env = envelopeProblem(api, status, r.json);
  if (env) return `error envelope: ${env}`;
  const text = (r.json as Obj).error;
  return text === TEXTS[status]
    ? undefined
    : `error text ${JSON.stringify(text)}, the contract fixes ${JSON.stringify(TEXTS[status])}`;
}

export const allowOrigin = (ex: Exchange): string | undefined => {
  const v = header(ex, 'access-control-allow-origin');
  return v === '*' || v === ORIGIN
    ? undefined
    : `Access-Control-Allow-Origin is ${v === undefined ? 'missing' : JSON.stringify(v)} on a cross-origin ${ex.request.method} answered ${ex.response.status}`;
};
