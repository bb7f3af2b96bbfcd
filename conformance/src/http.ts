// The suite's HTTP client: every exchange is recorded in full (request and raw response text) so a
// failing check can show exactly what was sent and received.
import { request as undiciRequest } from 'undici';
import type { Pacer } from './pacer.ts';
import type { Exchange, Received, SentRequest } from './types.ts';

export interface HttpOptions {
  apiKey?: string;
  timeoutMs?: number;
  /** paces requests and waits out 429s (absent: unpaced, a 429 is returned as is) */
  pacer?: Pacer;
  /** the rate-limit case: bypasses the pacer and sees its 429s */
  rateLimitProbe?: boolean;
}

export type QueryValue = string | number | boolean | Array<string | number | boolean> | undefined;

/** Joins a base URL (the mount point the spec's paths are appended to) and a spec path. */
export function joinUrl(base: string, path: string, query?: Record<string, QueryValue>): string {
  const url = new URL(base.replace(/\/+$/, '') + path);
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v === undefined) continue;
    for (const item of Array.isArray(v) ? v : [v]) url.searchParams.append(k, String(item));
  }
  return url.toString();
}

export async function send(req: SentRequest, options: HttpOptions = {}): Promise<Exchange> {
  const pacer = options.rateLimitProbe ? undefined : options.pacer;
  for (let attempt = 0; ; attempt++) {
    await pacer?.slot();
    const ex = await sendOnce(req, options);
    if (!pacer || ex.response.status !== 429) {
      pacer?.passed();
      return ex;
    }
    const waitMs = pacer.limitedBy(ex.response.headers['retry-after'], attempt);
    if (waitMs === undefined) return ex;
    await new Promise((r) => setTimeout(r, waitMs));
  }
}

async function sendOnce(req: SentRequest, options: HttpOptions): Promise<Exchange> {
  const headers: Record<string, string> = { accept: 'application/json', ...req.headers };
  if (options.apiKey !== undefined && headers['x-api-key'] === undefined) headers['x-api-key'] = options.apiKey;
  const sent: SentRequest = { ...req, headers };
  const started = performance.now();
  try {
    const res = await undiciRequest(req.url, {
      method: req.method.toUpperCase() as 'GET',
      headers,
      body: req.body,
      headersTimeout: options.timeoutMs ?? 20_000,
      bodyTimeout: options.timeoutMs ?? 20_000,
    });
    const text = await res.body.text();
    const flat: Record<string, string> = {};
    for (const [k, v] of Object.entries(res.headers))
      if (v !== undefined) flat[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
    const contentType = flat['content-type'] ?? '';
    let json: unknown;
    let jsonError: string | undefined;
    if (text.length > 0) {
      try {
        json = JSON.parse(text);
      } catch (e) {
        jsonError = (e as Error).message;
      }
    }
    const response: Received = {
      status: res.statusCode,
      headers: flat,
      contentType,
      text,
      json,
      jsonError,
      durationMs: performance.now() - started,
    };
    return { request: sent, response };
  } catch (e) {
    const response: Received = {
      status: 0,
      headers: {},
      contentType: '',
      text: '',
      json: undefined,
      durationMs: performance.now() - started,
      networkError: (e as Error).message,
    };
    return { request: sent, response };
  }
}

/** Shortens a body for reports. */
export function excerpt(text: string, max = 600): string {
  return text.length <= max ? text : `${text.slice(0, max)}… (${text.length} bytes)`;
}
