// The suite proves itself: a spec-driven fake conforms, and each defect planted by the proxy in
// front of it is caught by the check that exists for it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasSpec, loadSpec } from '../../contract/spec.ts';
import { runConformance } from '../src/runner.ts';
import { DEFAULT_PROFILE } from '../src/profile.ts';
import type { Api, Report } from '../src/types.ts';
import { DEFECTS, defectProxy } from './support/defect-proxy.ts';
import { fakeServer, type Started } from './support/fake-server.ts';

const api: Api = 'v3';
const ready = hasSpec(api);
// Operations whose fake answers are known (their examples exist); keeps each run short.
const ONLY = '^v3/(getMasterchainInfo|getTransactions|getBlocks|getMessages)(/|$)';
const profile = { ...DEFAULT_PROFILE, tags: { ...DEFAULT_PROFILE.tags, auth: true } };
// The fake answers every request with the contract's examples: it honours no parameter and its chain
// never advances, so the parameter cases and the advancing index case are for real servers only.
const STATIC_FAKE_CANNOT = /\/(param-[\w]+|advances|address-book-covers|documented-order)$/;

async function run(base: string): Promise<Report> {
  return runConformance({ [api]: `${base}/api/${api}`, seed: 42, fuzzRuns: 8, only: ONLY, profile, progress: false, docs: { [api]: loadSpec(api) }, skipCases: STATIC_FAKE_CANNOT });
}

function failedChecks(r: Report): Set<string> {
  return new Set(r.operations.flatMap((o) => o.checks.filter((c) => c.outcome === 'fail').map((c) => c.check)));
}

describe.skipIf(!ready)('planted defects are caught (v3 contract, spec-driven fake)', () => {
  let fake: Started;
  beforeAll(async () => { fake = await fakeServer(api, loadSpec(api)); });
  afterAll(async () => { await fake?.close(); });

  it('the fake built from the contract passes', async () => {
    const r = await run(fake.url);
    const failures = r.operations.flatMap((o) => o.checks.filter((c) => c.outcome === 'fail').map((c) => `${o.operationId} ${c.check}: ${c.message}`));
    expect(failures).toEqual([]);
    expect(r.summary.operations.pass).toBeGreaterThan(0);
  });

  const expectations: Array<[keyof typeof DEFECTS, string]> = [
    ['dropRequiredField', 'response-schema'],
    ['retypeNumber', 'response-schema'],
    ['serverErrorOnBadInput', 'negative-fuzz'],
    ['changeErrorEnvelope', 'error-envelope'],
    ['wrongContentType', 'content-type'],
    ['undocumentedStatus', 'status-documented'],
    ['acceptsInvalidInput', 'negative-fuzz'],
    ['ignoresApiKey', 'case'],
    ['servesAnyMethod', 'unsupported-method'],
    ['ignoresLimit', 'case'],
    ['reverseSort', 'case'],
  ];
  for (const [defect, check] of expectations) {
    it(`${defect} is caught by ${check}`, async () => {
      const proxy = await defectProxy(fake.url, DEFECTS[defect]!);
      try {
        const r = await run(proxy.url);
        expect([...failedChecks(r)]).toContain(check);
      } finally {
        await proxy.close();
      }
    });
  }

  it('the fake lists enough records for order to be observable', async () => {
    const res = await fetch(`${fake.url}/api/v3/transactions?limit=5&sort=desc`);
    const body = (await res.json()) as { transactions: Array<{ lt: string }> };
    expect(body.transactions.length).toBe(5);
    expect(new Set(body.transactions.map((t) => t.lt)).size).toBe(5);
  });

  it('reverseSort is caught by the sort case in particular', async () => {
    const proxy = await defectProxy(fake.url, DEFECTS.reverseSort!);
    try {
      const r = await run(proxy.url);
      const failed = r.operations.flatMap((o) => o.checks.filter((c) => c.outcome === 'fail' && c.check === 'case').map((c) => `${o.operationId}/${c.name}`));
      expect(failed).toContain('getTransactions/sort-desc');
    } finally {
      await proxy.close();
    }
  });

  it('a shrunk counterexample with its seed is reported for a fuzz failure', async () => {
    const proxy = await defectProxy(fake.url, DEFECTS.acceptsInvalidInput!);
    try {
      const r = await run(proxy.url);
      const fuzz = r.operations.flatMap((o) => o.checks).find((c) => c.check === 'negative-fuzz' && c.outcome === 'fail');
      expect(fuzz?.counterexample?.seed).toBe(42);
      expect(fuzz?.counterexample?.input).toBeDefined();
      expect(fuzz?.exchange?.request.url).toContain('/api/v3/');
    } finally {
      await proxy.close();
    }
  });

  it('operations outside the profile are not implemented, not failed', async () => {
    const r = await runConformance({ v3: `${fake.url}/api/v3`, seed: 1, fuzzRuns: 0, only: ONLY, progress: false, skipCases: STATIC_FAKE_CANNOT,
      profile: { ...profile, operations: { v3: ['getMasterchainInfo'] } } });
    const byId = new Map(r.operations.map((o) => [o.operationId, o.outcome]));
    expect(byId.get('getMasterchainInfo')).toBe('pass');
    expect(byId.get('getBlocks')).toBe('not-implemented');
  });
});
