// Latency recorded per operation in HDR histograms, measured from each request's SCHEDULED start
// (coordinated-omission corrected): a stalled server delays every request that was due, and each
// of them is charged the full wait even if the generator could not send it on time.
import * as hdr from 'hdr-histogram-js';

export type Histogram = hdr.Histogram;

export function newHistogram(): Histogram {
  // Microseconds from 1 µs to 1 h with 3 significant digits.
  return hdr.build({
    lowestDiscernibleValue: 1,
    highestTrackableValue: 3_600_000_000,
    numberOfSignificantValueDigits: 3,
  });
}

function recordMs(h: Histogram, ms: number): void {
  h.recordValue(Math.min(3_600_000_000, Math.max(1, Math.round(ms * 1000))));
}

export interface OperationStats {
  name: string;
  latency: Histogram;
  /** from the actual send, for comparison: what a closed-model tool would have reported */
  service: Histogram;
  requests: number;
  failed: number;
  statuses: Record<string, number>;
  /** planned but not sent because the dataset ran out (transfers are used once) */
  exhausted: number;
  errors: Record<string, number>;
}

export interface SecondBucket {
  second: number;
  scheduled: number;
  completed: number;
  failed: number;
  dropped: number;
  latency: Histogram;
}

export class Recorder {
  readonly ops = new Map<string, OperationStats>();
  readonly overall = newHistogram();
  readonly sendLag = newHistogram();
  readonly seconds: SecondBucket[] = [];
  scheduled = 0;
  dropped = 0;
  completed = 0;
  failed = 0;

  op(name: string): OperationStats {
    let s = this.ops.get(name);
    if (!s) {
      s = {
        name,
        latency: newHistogram(),
        service: newHistogram(),
        requests: 0,
        failed: 0,
        statuses: {},
        exhausted: 0,
        errors: {},
      };
      this.ops.set(name, s);
    }
    return s;
  }

  bucket(offsetMs: number): SecondBucket {
    const second = Math.max(0, Math.floor(offsetMs / 1000));
    while (this.seconds.length <= second) {
      this.seconds.push({
        second: this.seconds.length,
        scheduled: 0,
        completed: 0,
        failed: 0,
        dropped: 0,
        latency: newHistogram(),
      });
    }
    return this.seconds[second]!;
  }

  onScheduled(offsetMs: number): void {
    this.scheduled++;
    this.bucket(offsetMs).scheduled++;
  }

  onDropped(offsetMs: number): void {
    this.dropped++;
    this.bucket(offsetMs).dropped++;
  }

  onSent(lagMs: number): void {
    recordMs(this.sendLag, lagMs);
  }

  onDone(
    name: string,
    offsetMs: number,
    latencyMs: number,
    serviceMs: number,
    status: number,
    ok: boolean,
    error?: string,
  ): void {
    const s = this.op(name);
    s.requests++;
    s.statuses[String(status)] = (s.statuses[String(status)] ?? 0) + 1;
    recordMs(s.latency, latencyMs);
    recordMs(s.service, serviceMs);
    recordMs(this.overall, latencyMs);
    const b = this.bucket(offsetMs);
    b.completed++;
    recordMs(b.latency, latencyMs);
    this.completed++;
    if (!ok) {
      s.failed++;
      b.failed++;
      this.failed++;
      if (error) s.errors[error] = (s.errors[error] ?? 0) + 1;
    }
  }
}

export interface LatencySummary {
  count: number;
  min: number;
  avg: number;
  med: number;
  p90: number;
  p95: number;
  p99: number;
  p999: number;
  max: number;
}

/** Milliseconds, rounded to µs. */
export function summarize(h: Histogram): LatencySummary {
  const ms = (us: number) => Math.round(us) / 1000;
  if (h.totalCount === 0) return { count: 0, min: 0, avg: 0, med: 0, p90: 0, p95: 0, p99: 0, p999: 0, max: 0 };
  return {
    count: h.totalCount,
    min: ms(h.minNonZeroValue),
    avg: ms(h.mean),
    med: ms(h.getValueAtPercentile(50)),
    p90: ms(h.getValueAtPercentile(90)),
    p95: ms(h.getValueAtPercentile(95)),
    p99: ms(h.getValueAtPercentile(99)),
    p999: ms(h.getValueAtPercentile(99.9)),
    max: ms(h.maxValue),
  };
}

export function percentileMs(h: Histogram, p: number): number | null {
  return h.totalCount === 0 ? null : Math.round(h.getValueAtPercentile(p)) / 1000;
}
