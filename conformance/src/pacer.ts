// Pacing for targets that limit their clients (a keyless run against a public endpoint, a small plan):
// requests leave at most `rate` per second, and a 429 is waited out and retried instead of being judged.
// Without an explicit rate the suite runs unpaced until the first 429, then adopts the rate that
// answer implies (one request per Retry-After, 1 s when absent) and slows down further on every
// later 429. Only the rate-limit case itself sees 429s: it bypasses the pacer (Call.rateLimitProbe).

export interface PacerOptions {
  /** requests per second; undefined: learn it from the first 429 */
  rate?: number;
  /** whether requests carry an API key (the advice to pass one is printed only when they do not) */
  keyed: boolean;
  /** retries of one request after 429 before its 429 is returned */
  maxRetries?: number;
  log?: (line: string) => void;
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
const MAX_INTERVAL_MS = 10_000;

export class Pacer {
  private intervalMs: number;
  private nextAt = 0;
  private advised = false;
  private floorMs = 0;
  /** 429s met (and waited out) over the run, for the report */
  limited = 0;

  constructor(private readonly o: PacerOptions) {
    this.intervalMs = o.rate && o.rate > 0 ? 1000 / o.rate : 0;
  }

  get rate(): number | undefined {
    return this.intervalMs > 0 ? 1000 / this.intervalMs : undefined;
  }

  /** Waits for this request's turn. */
  async slot(): Promise<void> {
    if (this.intervalMs <= 0) return;
    const now = Date.now();
    const at = Math.max(now, this.nextAt);
    this.nextAt = at + this.intervalMs;
    if (at > now) await sleep(at - now);
  }

  /** A request went through: a pace raised by a burst of 429s drifts back to the learned floor. */
  passed(): void {
    if (this.o.rate === undefined && this.intervalMs > this.floorMs)
      this.intervalMs = Math.max(this.floorMs, this.intervalMs * 0.98);
  }

  /** Records a 429 and returns how long to wait before retrying (undefined: give up, return the 429). */
  limitedBy(retryAfter: string | undefined, attempt: number): number | undefined {
    this.limited++;
    if (!this.o.keyed && !this.advised) {
      this.advised = true;
      this.o.log?.('rate limited: pass --api-key (the suite paces itself meanwhile; --rate N sets requests/s)');
    }
    if (attempt >= (this.o.maxRetries ?? 8)) return undefined;
    const seconds = Number.parseFloat(retryAfter ?? '');
    const waitMs = Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : 1000;
    if (this.o.rate === undefined) {
      // One request per Retry-After (1 s without it) with 5% headroom is the floor; repeats slow down to twice that.
      this.floorMs = Math.max(this.floorMs, Math.min(MAX_INTERVAL_MS, Math.max(waitMs, 100) * 1.05));
      this.intervalMs = Math.min(this.floorMs * 2, Math.max(this.floorMs, this.intervalMs * 1.2));
    }
    this.nextAt = Math.max(this.nextAt, Date.now() + waitMs);
    return waitMs * 2 ** Math.min(attempt, 3);
  }
}
