import { Redis, type RedisOptions } from 'ioredis';
import { readyWithin } from '../../../liteapi/ready.ts';
import { DependencyState, type DependencyReport } from '../../../liteapi/dependency-state.ts';

/**
 * GCRA limiter: `rps` requests may arrive at once, after which one per 1/rps s. A second keyless request
 * within the same second is therefore always refused, whatever the clock's phase (unlike a fixed window).
 */
export interface RateLimiter {
  /** true when the request may proceed */
  take(bucket: string, rps: number): Promise<boolean>;
  close(): Promise<void>;
  /**
   * The shared store it counts in, for `/healthz`; `required`: requests are refused while it is down (without it
   * the server still limits, in each process).
   */
  health?(): { dependency: DependencyReport; required: boolean };
}

const WINDOW_MS = 1000;

export class MemoryRateLimiter implements RateLimiter {
  #tat = new Map<string, number>();
  #sweep = setInterval(() => {
    const now = Date.now();
    for (const [k, t] of this.#tat) if (t < now) this.#tat.delete(k);
  }, 10_000).unref();

  async take(bucket: string, rps: number): Promise<boolean> {
    const now = Date.now();
    const tat = Math.max(this.#tat.get(bucket) ?? now, now);
    const next = tat + WINDOW_MS / rps;
    if (next - now > WINDOW_MS) return false;
    this.#tat.set(bucket, next);
    return true;
  }

  async close(): Promise<void> {
    clearInterval(this.#sweep);
  }
}

// Same arithmetic as above, atomically in Redis, on Redis' clock so every replica agrees.
const GCRA_SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local interval = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local tat = tonumber(redis.call('GET', KEYS[1]) or '0')
if tat < now then tat = now end
local nxt = tat + interval
if nxt - now > window then return 0 end
redis.call('SET', KEYS[1], tostring(nxt), 'PX', math.ceil(nxt - now) + 1000)
return 1
`;

/** How long one Redis command may take before the request goes on without it. */
export const REDIS_COMMAND_TIMEOUT_MS = 250;

/**
 * What the limiter does while Redis is unreachable or slower than REDIS_COMMAND_TIMEOUT_MS:
 * `local` counts in this process meanwhile (each replica then enforces the plan on its own share of the
 * traffic), `refuse` answers 503 so no request goes unmetered. Either way no request waits longer than the
 * command timeout.
 */
export type RedisUnavailablePolicy = 'local' | 'refuse';

export function parseRedisPolicy(value: string | undefined): RedisUnavailablePolicy {
  if (value === undefined || value === '' || value === 'local') return 'local';
  if (value === 'refuse') return 'refuse';
  throw new Error(`REDIS_UNAVAILABLE must be local or refuse, got "${value}"`);
}

/**
 * Options of the shared connection: every command is bounded (a stopped or frozen Redis would otherwise hold
 * each request until TCP gives up), a command while disconnected fails at once instead of waiting in the
 * offline queue, and the connection keeps retrying in the background so limits are shared again as soon as
 * Redis is back.
 */
export const REDIS_OPTIONS = {
  commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  connectTimeout: 1000,
  maxRetriesPerRequest: 0,
  enableOfflineQueue: false,
  retryStrategy: (attempt: number) => Math.min(100 * 2 ** Math.min(attempt, 5), 2000),
} as const;

export class RedisRateLimiter implements RateLimiter {
  readonly #fallback?: RateLimiter;
  /** what the connection's events and the commands' outcomes say of Redis: health reports read it, never ask */
  readonly #state = new DependencyState('redis');

  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'ton-http-api:rl:',
    private readonly ownsConnection = false,
    /** `local`: the in-process limiter answers while Redis does not; `refuse` (default): the error reaches the guard (503) */
    policy: RedisUnavailablePolicy = 'refuse',
  ) {
    redis.defineCommand('tonGcra', { numberOfKeys: 1, lua: GCRA_SCRIPT });
    if (policy === 'local') this.#fallback = new MemoryRateLimiter();
    if (redis.status === 'ready') this.#state.ok();
    redis.on('ready', () => this.#state.ok());
    redis.on('close', () => this.#state.failed());
  }

  health(): { dependency: DependencyReport; required: boolean } {
    return { dependency: this.#state.report(), required: this.#fallback === undefined };
  }

  async take(bucket: string, rps: number): Promise<boolean> {
    try {
      const r = await (this.redis as unknown as { tonGcra(k: string, i: number, w: number): Promise<number> }).tonGcra(
        this.prefix + bucket,
        WINDOW_MS / rps,
        WINDOW_MS,
      );
      this.#state.ok();
      return r === 1;
    } catch (err) {
      this.#state.failed(Date.now(), /timed out/i.test((err as Error).message) ? 'timeout' : 'unreachable');
      if (!this.#fallback) throw err;
      return this.#fallback.take(bucket, rps);
    }
  }

  async close(): Promise<void> {
    await this.#fallback?.close();
    if (this.ownsConnection) this.redis.disconnect();
  }
}

/**
 * The limiter over a Redis of its own, with bounded commands (REDIS_OPTIONS) and the given policy while Redis
 * is away. Waits up to `readyMs` for the first connection so the first requests do not meet the policy; a Redis
 * that is down at start is not fatal, the connection keeps retrying.
 */
export async function connectRedisLimiter(
  target: string | RedisOptions,
  policy: RedisUnavailablePolicy,
  onError: (err: Error) => void = () => {},
  readyMs = 2000,
): Promise<RedisRateLimiter> {
  const redis =
    typeof target === 'string' ? new Redis(target, REDIS_OPTIONS) : new Redis({ ...target, ...REDIS_OPTIONS });
  let lastLogged = 0;
  redis.on('error', (err: Error) => {
    // a down Redis reports every reconnect attempt: one line in ten seconds is enough
    if (Date.now() - lastLogged > 10_000) {
      lastLogged = Date.now();
      onError(err);
    }
  });
  if (redis.status !== 'ready') await readyWithin(redis, readyMs);
  return new RedisRateLimiter(redis, undefined, true, policy);
}
