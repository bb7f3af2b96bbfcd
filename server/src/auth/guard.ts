import { ApiError } from '../http/errors.ts';
import { apiKeyOf } from '../http/query.ts';

export { apiKeyOf };
import type { KeyStore } from './keys.ts';
import type { RateLimiter } from './limiter.ts';

export interface AuthOptions {
  keys: KeyStore;
  limiter: RateLimiter;
  /** the network this deployment serves: mainnet | testnet | local */
  network: string;
  /** fail open (let requests through) when the shared limiter is unreachable, instead of answering 503 */
  failOpen?: boolean;
  /** behind a reverse proxy: the client is the first X-Forwarded-For address, not the socket peer */
  trustProxy?: boolean;
}

/** What the guard reads of a request: the pipeline's exchange has it, and so can a request elsewhere (the mock server). */
export interface GuardedRequest {
  headers: Record<string, string | string[] | undefined>;
  query: Record<string, unknown>;
  log(tags: string[], data: unknown): void;
  info: { remoteAddress: string };
}

export function clientIp(request: GuardedRequest, trustProxy = false): string {
  const forwarded = request.headers['x-forwarded-for'];
  if (trustProxy && typeof forwarded === 'string' && forwarded.trim() !== '') return forwarded.split(',')[0]!.trim();
  return request.info.remoteAddress;
}

/** 401 unknown key → 403 key not valid for this network → 429 over the plan's (or keyless) rate. */
export function createGuard(options: AuthOptions) {
  return async (request: GuardedRequest): Promise<void> => {
    const key = apiKeyOf(request);
    let bucket: string;
    let rps: number;
    if (key !== undefined) {
      const entry = options.keys.lookup(key);
      if (!entry) throw new ApiError(401, 'API key does not exist');
      if (entry.networks && !entry.networks.includes(options.network)) throw new ApiError(403, 'Network not allowed');
      bucket = `key:${key}`;
      rps = entry.rps;
    } else {
      bucket = `ip:${clientIp(request, options.trustProxy)}`;
      rps = options.keys.keyless.rps;
    }
    let allowed: boolean;
    try {
      allowed = await options.limiter.take(bucket, rps);
    } catch (err) {
      request.log(['error', 'ratelimit'], err as object);
      if (options.failOpen) return;
      throw new ApiError(503, 'rate limiter unavailable');
    }
    if (!allowed) throw new ApiError(429, 'Ratelimit exceeded');
  };
}
