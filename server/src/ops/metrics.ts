import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** One registry per server instance, so several servers in one process (tests, replicas) stay separate. */
export function createMetrics(options: { defaultMetrics?: boolean } = {}) {
  const registry = new Registry();
  if (options.defaultMetrics) collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'ton_http_api_requests_total',
    help: 'API requests by API, operation, transport and HTTP status',
    labelNames: ['api', 'operation', 'transport', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'ton_http_api_request_duration_seconds',
    help: 'API request latency by API and operation',
    labelNames: ['api', 'operation', 'transport'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const liteserver = new Histogram({
    name: 'ton_http_api_liteserver_request_duration_seconds',
    help: 'Liteserver query latency by server and outcome',
    labelNames: ['server', 'method', 'outcome'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  // The labelled series of each (api, operation, transport, status), looked up once: prom-client would otherwise
  // hash the label object of both metrics on every request.
  const series = new Map<string, { count: { inc(): void }; duration: { observe(v: number): void } }>();
  const observeRequest = (api: string, operation: string, transport: string, status: number, seconds: number) => {
    const key = `${api} ${operation} ${transport} ${status}`;
    let s = series.get(key);
    if (!s)
      series.set(
        key,
        (s = {
          count: requests.labels({ api, operation, transport, status: String(status) }),
          duration: duration.labels({ api, operation, transport }),
        }),
      );
    s.count.inc();
    s.duration.observe(seconds);
  };
  return { registry, requests, duration, liteserver, observeRequest };
}

export type Metrics = ReturnType<typeof createMetrics>;
