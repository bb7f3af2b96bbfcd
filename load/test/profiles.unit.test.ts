import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { arrivalDurationMs, profileProblems, weightedOrder, type Profile } from '../shared/profile.ts';
import { evaluateThresholds, parseThreshold, parseThresholds } from '../shared/thresholds.ts';
import { buildRequest, emptyDataset, missingData } from '../shared/dataset.ts';
import { arrivalOffsets } from '../runner/schedule.ts';
import { loadProfile, loadTemplates, profilesDir, retuned } from '../runner/prepare.ts';
import { repoRoot } from '../../contract/spec.ts';

const templates = loadTemplates();
const profileNames = readdirSync(profilesDir)
  .filter((f) => f.endsWith('.json') && f !== 'templates.json')
  .map((f) => f.replace(/\.json$/, ''));

/** operationId by "METHOD path" from the source contract (spec/<api>/openapi.yaml and its path files). */
function contractOperations(api: 'v2' | 'v3'): Map<string, string> {
  const root = join(repoRoot, 'spec', api, 'openapi.yaml');
  const doc = parse(readFileSync(root, 'utf8')) as { paths: Record<string, { $ref: string }> };
  const out = new Map<string, string>();
  for (const [path, item] of Object.entries(doc.paths)) {
    const ops = parse(readFileSync(join(dirname(root), item.$ref), 'utf8')) as Record<string, { operationId?: string }>;
    for (const [method, op] of Object.entries(ops))
      if (op?.operationId) out.set(`${method.toUpperCase()} ${path}`, op.operationId);
  }
  return out;
}

describe('profiles and templates', () => {
  it('has the smoke profile and the v2 and v3 mixes', () => {
    expect(profileNames).toEqual(expect.arrayContaining(['smoke', 'v2-mix', 'v3-mix', 'wallet-ramp']));
  });

  it.each(profileNames)('%s is usable and open-model', (name) => {
    const p = loadProfile(name, templates);
    expect(profileProblems(p, templates)).toEqual([]);
    expect(['constant-arrival-rate', 'ramping-arrival-rate']).toContain(p.arrival.executor);
    const keys = Object.keys(p.thresholds);
    expect(keys).toEqual(expect.arrayContaining(['http_req_failed', 'dropped_iterations', 'http_req_duration']));
    expect(() => parseThresholds(p.thresholds)).not.toThrow();
  });

  it('every template is an operation of the contract, at its documented method and path', () => {
    const ops = { v2: contractOperations('v2'), v3: contractOperations('v3') };
    for (const [name, t] of Object.entries(templates)) {
      expect(ops[t.api].get(`${t.method} ${t.path}`), name).toBe(t.operationId);
    }
  });

  it('sendBoc and estimateFee are local-only', () => {
    for (const t of Object.values(templates))
      if (t.operationId === 'sendBoc' || t.operationId === 'estimateFee') expect(t.localOnly).toBe(true);
  });

  it('refuses broken profiles with the reason', () => {
    const bad = {
      name: 'x',
      description: '',
      arrival: { executor: 'constant-vus', vus: 3 },
      mix: [{ template: 'nope', weight: 0 }],
      thresholds: { 'http_req_duration{name:other}': ['p(95)<1'] },
    } as unknown as Profile;
    const problems = profileProblems(bad, templates).join('\n');
    expect(problems).toMatch(/open model/);
    expect(problems).toMatch(/unknown template "nope"/);
    expect(problems).toMatch(/weight of "nope"/);
    expect(problems).toMatch(/not in the mix/);
  });
});

describe('schedule', () => {
  it('weighted order keeps the shares in every full cycle and spreads them out', () => {
    const order = weightedOrder([
      { template: 'a', weight: 3 },
      { template: 'b', weight: 1 },
    ]);
    expect(order).toHaveLength(4);
    expect(order.filter((x) => x === 'a')).toHaveLength(3);
    expect(order[0]).toBe('a');
  });

  it('constant arrival: rate × duration iterations, evenly spaced', () => {
    const offs = [
      ...arrivalOffsets({
        executor: 'constant-arrival-rate',
        rate: 20,
        timeUnit: '1s',
        duration: '2s',
        preAllocatedVUs: 1,
        maxVUs: 1,
      }),
    ];
    expect(offs).toHaveLength(40);
    expect(offs[1]! - offs[0]!).toBeCloseTo(50, 6);
    expect(offs.at(-1)).toBeCloseTo(1950, 6);
  });

  it('ramping arrival: the integral of the rate, denser as the rate rises', () => {
    const a = {
      executor: 'ramping-arrival-rate' as const,
      startRate: 0,
      timeUnit: '1s',
      preAllocatedVUs: 1,
      maxVUs: 1,
      stages: [
        { target: 100, duration: '2s' },
        { target: 100, duration: '1s' },
      ],
    };
    const offs = [...arrivalOffsets(a)];
    expect(offs.length).toBe(200); // 0→100 over 2 s = 100, then 100 more
    expect(offs.filter((t) => t < 1000).length).toBe(25); // quarter of the ramp's area
    expect(arrivalDurationMs(a)).toBe(3000);
    for (let i = 1; i < offs.length; i++) expect(offs[i]!).toBeGreaterThan(offs[i - 1]!);
  });

  it('timeUnit scales the rate', () => {
    expect([
      ...arrivalOffsets({
        executor: 'constant-arrival-rate',
        rate: 120,
        timeUnit: '1m',
        duration: '10s',
        preAllocatedVUs: 1,
        maxVUs: 1,
      }),
    ]).toHaveLength(20);
  });
});

describe('thresholds', () => {
  it('parses k6 expressions with sub-metric names', () => {
    expect(parseThreshold('http_req_duration{name:v2.getMasterchainInfo}', 'p(99.9)<=250')).toMatchObject({
      metric: 'http_req_duration',
      name: 'v2.getMasterchainInfo',
      aggregation: 'p',
      percentile: 99.9,
      op: '<=',
      value: 250,
    });
    expect(parseThreshold('dropped_iterations', 'count==0')).toMatchObject({
      aggregation: 'count',
      op: '==',
      value: 0,
    });
    expect(() => parseThreshold('http_req_duration', 'p95 < 3')).toThrow(/aggregation/);
    expect(() => parseThreshold('bad key{x:y}', 'rate<1')).toThrow(/key/);
  });

  it('judges values and passes metrics without samples with a note', () => {
    const list = parseThresholds({ a: ['p(95)<100'], b: ['rate<0.01'], c: ['count==0'] });
    const res = evaluateThresholds(list, (m) => (m === 'a' ? 120 : m === 'b' ? 0.001 : null));
    expect(res.map((r) => r.ok)).toEqual([false, true, true]);
    expect(res[2]!.note).toBe('no samples');
  });
});

describe('request templates', () => {
  it('fills placeholders from the dataset and leaves out what was not found', () => {
    const d = emptyDataset();
    expect(missingData(templates['v2.getTransactions.page']!, d)).toEqual(['tx.account', 'tx.lt', 'tx.hash']);
    d.transactions.push({ account: '0:' + 'ab'.repeat(32), lt: '123', hash: 'x+y/z=' });
    const req = buildRequest(
      'v2.getTransactions.page',
      templates['v2.getTransactions.page']!,
      d,
      { v2: 'http://h/api/v2/' },
      0,
    )!;
    expect(req.url).toBe(
      `http://h/api/v2/getTransactions?address=0%3A${'ab'.repeat(32)}&limit=20&lt=123&hash=x%2By%2Fz%3D`,
    );
    d.wallets.push('0:' + 'cd'.repeat(32));
    const rpc = buildRequest(
      'v2.jsonRPC.runGetMethod.seqno',
      templates['v2.jsonRPC.runGetMethod.seqno']!,
      d,
      { v2: 'http://h/api/v2' },
      3,
    )!;
    expect(JSON.parse(rpc.body!)).toEqual({
      jsonrpc: '2.0',
      id: 1,
      method: 'runGetMethod',
      params: { address: d.wallets[0], method: 'seqno', stack: [] },
    });
  });

  it('uses each signed transfer once', () => {
    const d = emptyDataset();
    d.transfers.push('b1', 'b2');
    const t = templates['v2.sendBoc']!;
    expect(JSON.parse(buildRequest('s', t, d, { v2: 'http://h' }, 1)!.body!)).toEqual({ boc: 'b2' });
    expect(buildRequest('s', t, d, { v2: 'http://h' }, 2)).toBeNull();
  });

  it('runs a constant-rate profile at another rate and duration, scaling the in-flight limit, and refuses ramps', () => {
    const base = loadProfile('v2-mix', templates);
    const at150 = retuned(base, { rate: 150, duration: '10s' }, templates);
    expect(at150.name).toBe('v2-mix-150rps');
    expect(at150.arrival).toMatchObject({
      executor: 'constant-arrival-rate',
      rate: 150,
      timeUnit: '1s',
      duration: '10s',
      maxVUs: 300,
    });
    expect(arrivalDurationMs(at150.arrival)).toBe(10_000);
    expect([...arrivalOffsets(at150.arrival)].length).toBe(1500);
    expect(at150.mix).toEqual(base.mix);
    expect(at150.thresholds).toEqual(base.thresholds);
    expect(retuned(base, {}, templates)).toBe(base);
    expect(() => retuned(base, { rate: 0 }, templates)).toThrow(/--rate must be a positive/);
    expect(() => retuned(base, { duration: 'soon' }, templates)).toThrow(/invalid duration/);
    expect(() => retuned(loadProfile('wallet-ramp', templates), { rate: 50 }, templates)).toThrow(
      /ramping-arrival-rate/,
    );
  });
});
