// Canary mode: the suite run again and again with --compare-to, its drift against the other deployment (answers
// that differ from the same request's answer there) and its own failures kept as Prometheus gauges, so an
// operator's alerting sees a self-hosted deployment part from the one it should match, or from the contract.
import { createServer, type Server } from 'node:http';
import { Counter, Gauge, Registry } from 'prom-client';
import type { Report } from './types.ts';

export interface CanaryMetrics {
  /** takes in one finished run: every gauge then describes that run */
  record(report: Report): void;
  /** a run that did not finish (the target or the other deployment unreachable, a crash) */
  crashed(): void;
  text(): Promise<string>;
  contentType: string;
}

const LABELS = ['api', 'operation', 'against'] as const;

/** The compared requests of one run, per operation and other deployment, and how many of them differed. */
export function driftOf(report: Report): Array<{
  api: string;
  operation: string;
  against: string;
  compared: number;
  differing: number;
}> {
  const rows = new Map<
    string,
    { api: string; operation: string; against: string; compared: number; differing: number }
  >();
  for (const o of report.operations)
    for (const c of o.checks) {
      if (c.check !== 'compare') continue;
      const against = / vs (\S+)$/.exec(c.name)?.[1] ?? '';
      const key = `${o.api} ${o.operationId} ${against}`;
      let row = rows.get(key);
      if (!row) rows.set(key, (row = { api: o.api, operation: o.operationId, against, compared: 0, differing: 0 }));
      row.compared++;
      if (c.outcome === 'fail') row.differing++;
    }
  return [...rows.values()];
}

export function canaryMetrics(): CanaryMetrics {
  const registry = new Registry();
  const compared = new Gauge({
    name: 'ton_conformance_compared_requests',
    help: 'requests of the last run that were also sent to the other deployment',
    labelNames: LABELS,
    registers: [registry],
  });
  const drift = new Gauge({
    name: 'ton_conformance_drift_requests',
    help: "requests of the last run whose answer differed from the other deployment's (status or body)",
    labelNames: LABELS,
    registers: [registry],
  });
  const failed = new Gauge({
    name: 'ton_conformance_failed_checks',
    help: 'checks of the last run that failed, per operation (drift included)',
    labelNames: ['api', 'operation'],
    registers: [registry],
  });
  const runs = new Counter({
    name: 'ton_conformance_runs_total',
    help: 'canary runs, by outcome (completed or crashed)',
    labelNames: ['outcome'],
    registers: [registry],
  });
  const last = new Gauge({
    name: 'ton_conformance_last_run_timestamp_seconds',
    help: 'when the last completed run finished',
    registers: [registry],
  });
  const duration = new Gauge({
    name: 'ton_conformance_last_run_duration_seconds',
    help: 'how long the last completed run took',
    registers: [registry],
  });
  runs.inc({ outcome: 'completed' }, 0);
  runs.inc({ outcome: 'crashed' }, 0);
  return {
    record(report) {
      // a series of an operation the last run did not reach must not keep an older run's value
      compared.reset();
      drift.reset();
      failed.reset();
      for (const d of driftOf(report)) {
        const labels = { api: d.api, operation: d.operation, against: d.against };
        compared.set(labels, d.compared);
        drift.set(labels, d.differing);
      }
      for (const o of report.operations)
        failed.set({ api: o.api, operation: o.operationId }, o.checks.filter((c) => c.outcome === 'fail').length);
      runs.inc({ outcome: 'completed' });
      last.set(Date.parse(report.finishedAt) / 1000);
      duration.set(report.durationMs / 1000);
    },
    crashed() {
      runs.inc({ outcome: 'crashed' });
    },
    text: () => registry.metrics(),
    contentType: registry.contentType,
  };
}

/** Serves the canary's metrics at GET /metrics on `host:port` (port 0: a free one). */
export async function serveCanaryMetrics(
  metrics: CanaryMetrics,
  host: string,
  port: number,
): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    metrics.text().then(
      (text) => res.writeHead(200, { 'content-type': metrics.contentType }).end(text),
      () => res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics unavailable\n'),
    );
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => done());
  });
  const address = server.address() as { port: number };
  return { server, url: `http://${host.includes(':') ? `[${host}]` : host}:${address.port}/metrics` };
}

/**
 * Runs the suite every `everyMs` (measured from the end of one run to the start of the next, so runs never
 * overlap) until `signal` aborts; each outcome goes to the metrics.
 */
export async function runCanary(
  run: () => Promise<Report>,
  metrics: CanaryMetrics,
  everyMs: number,
  signal: AbortSignal,
  log: (line: string) => void = () => {},
): Promise<void> {
  while (!signal.aborted) {
    try {
      const report = await run();
      metrics.record(report);
      const drifted = driftOf(report).reduce((n, d) => n + d.differing, 0);
      log(`canary run: ${report.summary.checks.fail} failed checks, ${drifted} requests differing`);
    } catch (err) {
      metrics.crashed();
      log(`canary run did not finish: ${(err as Error).message}`);
    }
    if (signal.aborted) break;
    await new Promise<void>((done) => {
      const timer = setTimeout(done, everyMs);
      signal.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          done();
        },
        { once: true },
      );
    });
  }
}
