import type { Redis } from 'ioredis';

/**
 * GCRA limiter: `rps` requests may arrive at once, after which one per 1/rps s. A second keyless request
 * within the same second is therefore always refused, whatever the clock's phase (unlike a fixed window).
 */
export interface RateLimiter {
  /** true when the request may proceed */
  take(bucket: string, rps: number): Promise<boolean>;
  close(): Promise<void>;
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

export class RedisRateLimiter implements RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'ton-http-api:rl:',
    private readonly ownsConnection = false,
  ) {
    redis.defineCommand('tonGcra', { numberOfKeys: 1, lua: GCRA_SCRIPT });
  }

  async take(bucket: string, rps: number): Promise<boolean> {
    const r = await (this.redis as unknown as { tonGcra(k: string, i: number, w: number): Promise<number> }).tonGcra(
      this.prefix + bucket,
      WINDOW_MS / rps,
      WINDOW_MS,
    );
    return r === 1;
  }

  async close(): Promise<void> {
    if (this.ownsConnection) await this.redis.quit();
  }
}
