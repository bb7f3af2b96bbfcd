import fc from 'fast-check';
import { Counter, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { LATENCY_BUCKETS } from '../src/ops/metrics.ts';
import { requestMetrics } from '../src/ops/request-metrics.ts';

const NAMES = {
  requests: 'ton_http_api_requests_total',
  requestsHelp: 'API requests by API, operation, transport and HTTP status',
  duration: 'ton_http_api_request_duration_seconds',
  durationHelp: 'API request latency by API and operation',
  buckets: LATENCY_BUCKETS,
};

/** The same two metrics as prom-client's own Counter and Histogram. */
function promClientPair(registry: Registry) {
  const requests = new Counter({
    name: NAMES.requests,
    help: NAMES.requestsHelp,
    labelNames: ['api', 'operation', 'transport', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: NAMES.duration,
    help: NAMES.durationHelp,
    labelNames: ['api', 'operation', 'transport'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  return (api: string, operation: string, transport: string, status: number, seconds: number) => {
    requests.inc({ api, operation, transport, status: String(status) });
    duration.observe({ api, operation, transport }, seconds);
  };
}

const request = fc.tuple(
  fc.constantFrom('v2', 'v3'),
  fc.constantFrom('getMasterchainInfo', 'getTransactions', 'other', 'jsonRPC'),
  fc.constantFrom('get', 'post', 'jsonrpc'),
  fc.constantFrom(200, 404, 422, 429, 500, 504),
  // every bound exactly, between them, and above the last
  fc.oneof(fc.constantFrom(0, ...LATENCY_BUCKETS, 11), fc.double({ min: 0, max: 20, noNaN: true })),
);

describe('request metrics', () => {
  it('export exactly what prom-client exports for the same requests, as text and as JSON, and after a reset', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(request, { maxLength: 60 }), async (requests) => {
        const ours = new Registry();
        const theirs = new Registry();
        const observe = requestMetrics(ours, NAMES).observe;
        const reference = promClientPair(theirs);
        for (const r of requests) {
          observe(...r);
          reference(...r);
        }
        expect(await ours.metrics()).toBe(await theirs.metrics());
        expect(await ours.getMetricsAsJSON()).toEqual(await theirs.getMetricsAsJSON());
        ours.resetMetrics();
        theirs.resetMetrics();
        for (const r of requests.slice(0, 3)) {
          observe(...r);
          reference(...r);
        }
        expect(await ours.metrics()).toBe(await theirs.metrics());
      }),
      { numRuns: 200 },
    );
  });
});
