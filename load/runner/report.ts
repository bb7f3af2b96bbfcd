// The run's JSON report: environment, target, mix, per-operation latency (CO-corrected), rates,
// dropped iterations and every threshold judged the way k6 would judge it.
import type { Bases, Dataset } from '../shared/dataset.ts';
import { arrivalDurationMs, type Profile } from '../shared/profile.ts';
import { evaluateThresholds, parseThresholds, type MetricReader, type ThresholdResult } from '../shared/thresholds.ts';
import type { Environment } from './environment.ts';
import type { RunOutcome } from './engine.ts';
import { percentileMs, summarize, type Histogram, type LatencySummary, type Recorder } from './metrics.ts';
import type { StreamingLoadRun, StreamingSummary } from './streaming.ts';

export interface OperationReport {
  name: string;
  requests: number;
  failed: number;
  errorRate: number;
  statuses: Record<string, number>;
  errors: Record<string, number>;
  exhausted: number;
  /** ms from the scheduled start (coordinated-omission corrected) */
  latency: LatencySummary;
  /** ms from the actual send */
  service: LatencySummary;
}

export interface LoadReport {
  tool: 'ton-http-api load runner';
  profile: {
    name: string;
    description: string;
    arrival: Profile['arrival'];
    warmup?: string;
    thresholds: Profile['thresholds'];
  };
  target: Bases;
  backend: string;
  environment: Environment;
  startedAt: string;
  plannedSeconds: number;
  elapsedSeconds: number;
  mix: Array<{ template: string; weight: number }>;
  excluded: Record<string, string>;
  dataset: {
    blocks: number;
    transactions: number;
    accounts: number;
    wallets: number;
    traces: number;
    jettonOwners: number;
    transfers: number;
    notes: string[];
  };
  totals: {
    scheduled: number;
    sent: number;
    completed: number;
    failed: number;
    dropped: number;
    exhausted: number;
    offeredRps: number;
    achievedRps: number;
    errorRate: number;
    latency: LatencySummary;
    /** how late the generator itself sent requests: if high, the load machine, not the server, was slow */
    sendLag: LatencySummary;
  };
  operations: OperationReport[];
  timeline: Array<{
    second: number;
    scheduled: number;
    completed: number;
    failed: number;
    dropped: number;
    p50: number | null;
    p95: number | null;
    p99: number | null;
    max: number | null;
  }>;
  /** the profile's streaming subscribers: delivered vs expected per finality, latency from the transfer's send */
  streaming?: StreamingSummary;
  thresholds: ThresholdResult[];
  passed: boolean;
}

export function metricReader(rec: Recorder, seconds: number): MetricReader {
  return (metric, name, agg, pct) => {
    const op = name === undefined ? undefined : rec.ops.get(name);
    if (name !== undefined && !op) return null;
    switch (metric) {
      case 'http_req_duration': {
        const h: Histogram = op ? op.latency : rec.overall;
        if (h.totalCount === 0) return null;
        const s = summarize(h);
        if (agg === 'p') return percentileMs(h, pct!);
        return (
          ({ avg: s.avg, min: s.min, max: s.max, med: s.med, count: s.count } as Record<string, number>)[agg] ?? null
        );
      }
      case 'http_req_failed': {
        const total = op ? op.requests : rec.completed;
        const failed = op ? op.failed : rec.failed;
        if (total === 0) return null;
        return agg === 'rate' ? failed / total : agg === 'count' ? failed : null;
      }
      case 'http_reqs': {
        const total = op ? op.requests : rec.completed;
        return agg === 'count' ? total : agg === 'rate' ? total / seconds : null;
      }
      case 'dropped_iterations':
        return agg === 'count' ? rec.dropped : agg === 'rate' ? rec.dropped / seconds : null;
      case 'iterations':
        return agg === 'count'
          ? rec.scheduled - rec.dropped
          : agg === 'rate'
            ? (rec.scheduled - rec.dropped) / seconds
            : null;
      default:
        return null;
    }
  };
}

export function buildReport(args: {
  profile: Profile;
  outcome: RunOutcome;
  bases: Bases;
  backend: string;
  environment: Environment;
  dataset: Dataset;
  excluded: Record<string, string>;
  streaming?: StreamingLoadRun;
}): LoadReport {
  const { profile, outcome, dataset } = args;
  const rec = outcome.recorder;
  const planned = arrivalDurationMs(profile.arrival) / 1000;
  const http = metricReader(rec, planned);
  const stream = args.streaming?.reader();
  const reader: MetricReader = (metric, ...rest) =>
    metric.startsWith('stream_') ? (stream?.(metric, ...rest) ?? null) : http(metric, ...rest);
  const thresholds = evaluateThresholds(parseThresholds(profile.thresholds), reader);
  const exhausted = [...rec.ops.values()].reduce((a, s) => a + s.exhausted, 0);
  const operations: OperationReport[] = [...rec.ops.values()]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((s) => ({
      name: s.name,
      requests: s.requests,
      failed: s.failed,
      errorRate: s.requests ? s.failed / s.requests : 0,
      statuses: s.statuses,
      errors: s.errors,
      exhausted: s.exhausted,
      latency: summarize(s.latency),
      service: summarize(s.service),
    }));
  const round = (x: number, d = 3) => Math.round(x * 10 ** d) / 10 ** d;
  return {
    tool: 'ton-http-api load runner',
    profile: {
      name: profile.name,
      description: profile.description,
      arrival: profile.arrival,
      warmup: profile.warmup,
      thresholds: profile.thresholds,
    },
    target: args.bases,
    backend: args.backend,
    environment: args.environment,
    startedAt: outcome.startedAt,
    plannedSeconds: planned,
    elapsedSeconds: round(outcome.durationMs / 1000),
    mix: outcome.mix,
    excluded: args.excluded,
    dataset: {
      blocks: dataset.blocks.length,
      transactions: dataset.transactions.length,
      accounts: dataset.accounts.length,
      wallets: dataset.wallets.length,
      traces: dataset.traces.length,
      jettonOwners: dataset.jettonOwners.length,
      transfers: dataset.transfers.length,
      notes: dataset.notes,
    },
    totals: {
      scheduled: rec.scheduled,
      sent: rec.scheduled - rec.dropped - exhausted,
      completed: rec.completed,
      failed: rec.failed,
      dropped: rec.dropped,
      exhausted,
      offeredRps: round(rec.scheduled / planned, 2),
      achievedRps: round(rec.completed / planned, 2),
      errorRate: rec.completed ? round(rec.failed / rec.completed, 5) : 0,
      latency: summarize(rec.overall),
      sendLag: summarize(rec.sendLag),
    },
    operations,
    timeline: rec.seconds.map((b) => ({
      second: b.second,
      scheduled: b.scheduled,
      completed: b.completed,
      failed: b.failed,
      dropped: b.dropped,
      p50: percentileMs(b.latency, 50),
      p95: percentileMs(b.latency, 95),
      p99: percentileMs(b.latency, 99),
      max: b.latency.totalCount ? Math.round(b.latency.maxValue) / 1000 : null,
    })),
    ...(args.streaming ? { streaming: args.streaming.summary() } : {}),
    thresholds,
    passed: thresholds.every((t) => t.ok),
  };
}
