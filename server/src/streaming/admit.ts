/**
 * Who may open a stream (S5, S7): the same keys, networks and rate limits as every API request, plus a cap
 * on the connections a key (or, keyless, a client address) holds open at once. Works on the bare Node
 * request, because a WebSocket upgrade never reaches the request pipeline's routing.
 */
import type { IncomingMessage } from 'node:http';
import type { AuthOptions } from '../auth/guard.ts';
import { ApiError } from '../http/errors.ts';

export const DEFAULT_PLAN_STREAMS = 10;
export const DEFAULT_KEYLESS_STREAMS = 2;

export interface Admission {
  /** the slot this connection holds; call once when it closes */
  release(): void;
}

export class Admitter {
  readonly #open = new Map<string, number>();

  constructor(
    private readonly auth: AuthOptions | undefined,
    private readonly unlimited = 10_000,
  ) {}

  /** Throws ApiError 401 / 403 / 429 / 503 (limiter away, REDIS_UNAVAILABLE=refuse) as v3 would; otherwise the held slot. */
  async admit(req: IncomingMessage, query: URLSearchParams): Promise<Admission> {
    const header = req.headers['x-api-key'];
    const key = typeof header === 'string' && header !== '' ? header : query.get('api_key') || undefined;
    let bucket = `ip:${this.#clientIp(req)}`;
    let streams = this.unlimited;
    if (this.auth) {
      let rps: number;
      if (key !== undefined) {
        const entry = this.auth.keys.lookup(key);
        if (!entry) throw new ApiError(401, 'API key does not exist');
        if (entry.networks && !entry.networks.includes(this.auth.network))
          throw new ApiError(403, 'Network not allowed');
        bucket = `key:${key}`;
        rps = entry.rps;
        streams = entry.streams ?? DEFAULT_PLAN_STREAMS;
      } else {
        rps = this.auth.keys.keyless.rps;
        streams = this.auth.keys.keyless.streams ?? DEFAULT_KEYLESS_STREAMS;
      }
      let allowed: boolean;
      try {
        allowed = await this.auth.limiter.take(bucket, rps);
      } catch {
        // a condition of the deployment, not a fault of the server: the same 503 the APIs' guard answers
        if (!this.auth.failOpen) throw new ApiError(503, 'rate limiter unavailable');
        allowed = true;
      }
      if (!allowed) throw new ApiError(429, 'Ratelimit exceeded');
    }
    const open = this.#open.get(bucket) ?? 0;
    if (open >= streams) throw new ApiError(429, `too many streaming connections (at most ${streams} open at once)`);
    this.#open.set(bucket, open + 1);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        const n = (this.#open.get(bucket) ?? 1) - 1;
        if (n <= 0) this.#open.delete(bucket);
        else this.#open.set(bucket, n);
      },
    };
  }

  #clientIp(req: IncomingMessage): string {
    const forwarded = req.headers['x-forwarded-for'];
    if (this.auth?.trustProxy && typeof forwarded === 'string' && forwarded.trim() !== '')
      return forwarded.split(',')[0]!.trim();
    return req.socket.remoteAddress ?? 'unknown';
  }
}
