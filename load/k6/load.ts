// k6 script for the profiles in load/profiles (k6 >= 0.57 runs TypeScript as is):
//   k6 run -e PROFILE=v2-mix -e TARGET=https://api.example.org load/k6/load.ts
// Options: PROFILE (name in load/profiles), TARGET (v2 at <TARGET>/api/v2, v3 at <TARGET>/api/v3),
// V2/V3 (explicit base URLs), API_KEY, DATASET (a file from `load --dataset-out`, needed for the
// signed transfers of estimateFee/sendBoc), LOCAL_NETWORK=1 (the target is a local network),
// SUMMARY (where handleSummary writes JSON, default load-summary-<profile>.json).
// Uses the same profile, templates, discovery and request building as the Node runner.
import http from 'k6/http';
import exec from 'k6/execution';
import type { Options, Scenario } from 'k6/options';
import { buildRequest, missingData, type Bases, type Dataset } from '../shared/dataset.ts';
import { discoverSync, type Answer, type Ask } from '../shared/discovery.ts';
import { profileProblems, weightedOrder, type Profile, type Templates } from '../shared/profile.ts';

const profileName = __ENV.PROFILE || 'smoke';
const profile = JSON.parse(open(`../profiles/${profileName}.json`)) as Profile;
const templates = JSON.parse(open('../profiles/templates.json')) as Templates;
const given: Dataset | undefined = __ENV.DATASET ? (JSON.parse(open(__ENV.DATASET)) as Dataset) : undefined;
const root = (__ENV.TARGET || '').replace(/\/+$/, '');
const bases: Bases = {
  v2: __ENV.V2 || (root ? `${root}/api/v2` : undefined),
  v3: __ENV.V3 || (root ? `${root}/api/v3` : undefined),
};
const local = __ENV.LOCAL_NETWORK === '1';
const apiKey = __ENV.API_KEY || undefined;

const problems = profileProblems(profile, templates);
if (problems.length) throw new Error(`profile ${profileName}: ${problems.join('; ')}`);
if (!bases.v2 && !bases.v3) throw new Error('set TARGET (or V2/V3) to the base URL of the API under test');

function scenarios(): Record<string, Scenario> {
  const out: Record<string, Scenario> = {};
  const a = profile.arrival;
  let startTime = '0s';
  if (profile.warmup) {
    const rate = a.executor === 'constant-arrival-rate' ? a.rate : Math.max(a.startRate, 1);
    out.warmup = {
      executor: 'constant-arrival-rate',
      rate,
      timeUnit: a.timeUnit ?? '1s',
      duration: profile.warmup,
      preAllocatedVUs: a.preAllocatedVUs,
      maxVUs: a.maxVUs,
      exec: 'warmup',
      tags: { phase: 'warmup' },
    };
    startTime = profile.warmup;
  }
  out.load = { ...a, startTime, exec: 'load', tags: { phase: 'load' } } as Scenario;
  return out;
}

export const options: Options = {
  scenarios: scenarios(),
  thresholds: profile.thresholds,
  summaryTrendStats: ['avg', 'min', 'med', 'p(90)', 'p(95)', 'p(99)', 'max', 'count'],
  httpDebug: __ENV.HTTP_DEBUG || undefined,
  setupTimeout: '120s',
};

function ask(a: Ask): Answer {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (apiKey) headers['x-api-key'] = apiKey;
  const res = http.request(a.method, a.url, a.body ?? null, {
    headers,
    tags: { name: 'discovery' },
    responseCallback: http.expectedStatuses({ min: 100, max: 599 }),
  });
  let json: unknown;
  try {
    json = res.json();
  } catch {
    json = undefined;
  }
  return { status: res.status, json };
}

interface SetupData {
  dataset: Dataset;
  mix: Profile['mix'];
  excluded: Record<string, string>;
}

export function setup(): SetupData {
  const used = new Set(profile.mix.map((m) => templates[m.template]!.api));
  const dataset =
    given ??
    discoverSync({ v2: used.has('v2') ? bases.v2 : undefined, v3: used.has('v3') ? bases.v3 : undefined }, ask);
  const excluded: Record<string, string> = {};
  for (const { template } of profile.mix) {
    const t = templates[template]!;
    if (t.localOnly && !local) excluded[template] = 'local networks only';
    else if (!bases[t.api]) excluded[template] = `no ${t.api} base URL`;
    else if (missingData(t, dataset).length) excluded[template] = `no ${missingData(t, dataset).join(', ')} found`;
  }
  for (const [t, why] of Object.entries(excluded)) console.warn(`leaving out ${t}: ${why}`);
  for (const note of dataset.notes) console.warn(`discovery: ${note}`);
  const mix = profile.mix.filter((m) => !(m.template in excluded));
  if (mix.length === 0) exec.test.abort('no template of the profile can be sent to this target');
  return { dataset, mix, excluded };
}

let order: string[] | undefined;

function iterate(data: SetupData, phase: string): void {
  order ??= weightedOrder(data.mix);
  const i = exec.scenario.iterationInTest;
  const name = order[i % order.length]!;
  // The n-th use of this template across the whole test: its place in the weighted order.
  const n =
    Math.floor(i / order.length) * order.filter((x) => x === name).length +
    order.slice(0, i % order.length).filter((x) => x === name).length;
  const t = templates[name]!;
  // Warm-up uses data from far along each list, so it never spends the signed transfers the measured phase sends.
  const req = buildRequest(name, t, data.dataset, bases, phase === 'warmup' ? n + 1_000_000 : n, apiKey);
  if (!req) return;
  http.request(req.method, req.url, req.body ?? null, {
    headers: req.headers,
    // Warm-up requests get their own name so per-operation thresholds only see the measured phase.
    tags: { name: phase === 'warmup' ? 'warmup' : name },
    timeout: profile.timeout ?? '10s',
    responseCallback: http.expectedStatuses({ min: 200, max: 399 }, ...(t.expect ?? [])),
  });
}

export function warmup(data: SetupData): void {
  iterate(data, 'warmup');
}
export function load(data: SetupData): void {
  iterate(data, 'load');
}

export function handleSummary(data: {
  metrics: Record<string, { values: Record<string, number>; thresholds?: Record<string, { ok: boolean }> }>;
}) {
  const out = __ENV.SUMMARY || `load-summary-${profile.name}.json`;
  const lines = [`profile ${profile.name} against ${JSON.stringify(bases)}`];
  for (const [metric, m] of Object.entries(data.metrics)) {
    if (!m.thresholds) continue;
    for (const [expr, r] of Object.entries(m.thresholds)) lines.push(`  ${r.ok ? 'pass' : 'FAIL'}  ${metric}: ${expr}`);
  }
  const d = data.metrics.http_req_duration?.values ?? {};
  lines.push(`http_req_duration p95 ${d['p(95)']} ms, p99 ${d['p(99)']} ms; summary written to ${out}`);
  return { [out]: JSON.stringify({ profile: profile.name, bases, ...data }, null, 2), stdout: lines.join('\n') + '\n' };
}
