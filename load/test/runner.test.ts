import { afterEach, describe, expect, it } from 'vitest';
import { emptyDataset } from '../shared/dataset.ts';
import type { Profile, Templates } from '../shared/profile.ts';
import { runProfile } from '../runner/engine.ts';
import { buildReport } from '../runner/report.ts';
import { environment } from '../runner/environment.ts';
import { summarize } from '../runner/metrics.ts';
import { controlledServer, type Controlled } from './support/controlled-server.ts';

const templates: Templates = {
  ping: { api: 'v2', operationId: 'getMasterchainInfo', method: 'GET', path: '/getMasterchainInfo' },
};

function profile(over: Partial<Profile> = {}): Profile {
  return {
    name: 'test',
    description: 'test',
    arrival: {
      executor: 'constant-arrival-rate',
      rate: 100,
      timeUnit: '1s',
      duration: '3s',
      preAllocatedVUs: 10,
      maxVUs: 1000,
    },
    mix: [{ template: 'ping', weight: 1 }],
    thresholds: {
      http_req_failed: ['rate<0.01'],
      dropped_iterations: ['count==0'],
      'http_req_duration{name:ping}': ['p(99)<5000'],
    },
    ...over,
  };
}

let server: Controlled | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('open-model runner', () => {
  it('charges a 1 s stall to every request that was due during it, although almost none were sent then', async () => {
    server = await controlledServer(1);
    const s = server;
    const p = profile();
    // One connection: while the server holds one request, the generator cannot send the next ones.
    const run = runProfile({ profile: p, templates, dataset: emptyDataset(), bases: { v2: s.url }, connections: 1 });
    await new Promise((r) => setTimeout(r, 1000));
    const stallStart = performance.now();
    s.stallUntil = stallStart + 1000;
    const outcome = await run;
    const rec = outcome.recorder;
    const op = rec.ops.get('ping')!;
    const latency = summarize(op.latency);
    const service = summarize(op.service);

    expect(rec.scheduled).toBe(300);
    expect(rec.dropped).toBe(0);
    expect(op.requests).toBe(300);
    // About 100 requests were due during the stall; the server saw at most a couple of them arrive.
    const sentDuringStall = s.arrivals.filter((t) => t > stallStart + 5 && t < stallStart + 990).length;
    expect(sentDuringStall).toBeLessThanOrEqual(2);
    // Corrected: requests scheduled at the stall's start waited ~1 s.
    expect(latency.p99).toBeGreaterThanOrEqual(900);
    expect(latency.p95).toBeGreaterThanOrEqual(500);
    // Uncorrected (from the send) the stall nearly disappears: that is coordinated omission.
    expect(service.p95).toBeLessThan(100);
  });

  it('counts dropped iterations when the arrival rate needs more concurrency than maxVUs', async () => {
    server = await controlledServer(300);
    const p = profile({
      arrival: {
        executor: 'constant-arrival-rate',
        rate: 50,
        timeUnit: '1s',
        duration: '2s',
        preAllocatedVUs: 5,
        maxVUs: 5,
      },
    });
    const outcome = await runProfile({ profile: p, templates, dataset: emptyDataset(), bases: { v2: server.url } });
    const rec = outcome.recorder;
    // 300 ms per request with 5 in flight allows ~17 per second out of the 50 due.
    expect(rec.scheduled).toBe(100);
    expect(rec.dropped).toBeGreaterThan(50);
    expect(rec.dropped + rec.ops.get('ping')!.requests).toBe(100);
    expect(server.arrivals.length).toBe(rec.ops.get('ping')!.requests);
    const report = buildReport({
      profile: p,
      outcome,
      bases: { v2: server.url },
      backend: 'node:http test server',
      environment: environment(),
      dataset: emptyDataset(),
      excluded: {},
    });
    const dropped = report.thresholds.find((t) => t.metric === 'dropped_iterations')!;
    expect(dropped.ok).toBe(false);
    expect(dropped.actual).toBe(rec.dropped);
    expect(report.passed).toBe(false);
    expect(report.totals.achievedRps).toBeLessThan(report.totals.offeredRps);
  });

  it('records errors per operation and fails the error-rate threshold', async () => {
    server = await controlledServer(1);
    const p = profile({
      arrival: {
        executor: 'constant-arrival-rate',
        rate: 40,
        timeUnit: '1s',
        duration: '1s',
        preAllocatedVUs: 5,
        maxVUs: 50,
      },
    });
    const broken: Templates = { ping: { ...templates.ping!, path: '/missing' } };
    const bases = { v2: 'http://127.0.0.1:1/api/v2' }; // nothing listens on port 1
    const outcome = await runProfile({ profile: p, templates: broken, dataset: emptyDataset(), bases });
    const report = buildReport({
      profile: p,
      outcome,
      bases,
      backend: 'none',
      environment: environment(),
      dataset: emptyDataset(),
      excluded: {},
    });
    expect(report.operations[0]!.failed).toBe(40);
    expect(report.operations[0]!.statuses['0']).toBe(40);
    expect(report.thresholds.find((t) => t.metric === 'http_req_failed')!.ok).toBe(false);
  });
});
