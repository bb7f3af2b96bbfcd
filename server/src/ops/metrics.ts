import { Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { requestMetrics } from './request-metrics.ts';

/** Latency buckets (seconds) of the request and liteserver histograms. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** One registry per server instance, so several servers in one process (tests, replicas) stay separate. */
export function createMetrics(options: { defaultMetrics?: boolean } = {}) {
  const registry = new Registry();
  if (options.defaultMetrics) collectDefaultMetrics({ register: registry });
  const requests = requestMetrics(registry, {
    requests: 'ton_http_api_requests_total',
    requestsHelp: 'API requests by API, operation, transport and HTTP status',
    duration: 'ton_http_api_request_duration_seconds',
    durationHelp: 'API request latency by API and operation',
    buckets: LATENCY_BUCKETS,
  });
  const liteserver = new Histogram({
    name: 'ton_http_api_liteserver_request_duration_seconds',
    help: 'Liteserver query latency by server and outcome',
    labelNames: ['server', 'method', 'outcome'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const observeRequest = requests.observe;
  return { registry, liteserver, observeRequest };
}

export type Metrics = ReturnType<typeof createMetrics>;
