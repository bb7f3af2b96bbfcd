// The contract-driven mock (ton-api-mock): every answer it gives is valid against the contract, its keys and
// error bodies are the real server's, and yet the conformance suite does not pass it: answers that are well
// formed but mean nothing fail the suite's semantic cases (filters, paging, v2/v3 agreement).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOperations, loadSpec, type ApiName } from '../../contract/index.ts';
import { runConformance } from '../../conformance/src/runner.ts';
import type { Report } from '../../conformance/src/types.ts';
import { KeyStore } from '../src/auth/keys.ts';
import { createValidators } from '../src/http/validation.ts';
import { createMockServer } from '../src/mock/server.ts';

const KEY = 'mock-test-key';
const TESTNET_KEY = 'mock-test-testnet-key';

describe('ton-api-mock', () => {
  let mock: Awaited<ReturnType<typeof createMockServer>>;
  beforeAll(async () => {
    const keys = new KeyStore({
      plans: { pro: { rps: 10_000 } },
      keyless: { rps: 1 },
      keys: [
        { key: KEY, plan: 'pro' },
        { key: TESTNET_KEY, plan: 'pro', networks: ['testnet'] },
      ],
    });
    mock = await createMockServer({ keys, network: 'mainnet' });
  });
  afterAll(async () => mock?.stop());

  const get = async (url: string, key: string | null = KEY) => {
    const res = await fetch(url, { headers: key ? { 'x-api-key': key } : {} });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  it('answers every operation of both APIs with its documented example, valid against the contract', async () => {
    for (const api of ['v2', 'v3'] as ApiName[]) {
      const doc = loadSpec(api);
      const operations = listOperations(doc);
      const validators = createValidators(api, doc, operations);
      for (const op of operations.filter((o) => o.method === 'get' && !o.parameters.some((p) => p.required))) {
        const { status, body } = await get(`${mock.urls[api]}${op.path}`);
        expect(status, `${api} ${op.operationId}`).toBe(200);
        expect(validators.get(op.operationId)!.response(status, body), `${api} ${op.operationId}`).toBeUndefined();
      }
    }
  });

  it('keeps the real server keys and error bodies: 401 unknown key, 403 other network, 422 bad input, 404, 405', async () => {
    expect(await get(`${mock.urls.v2}/getMasterchainInfo`, 'no-such-key')).toMatchObject({
      status: 401,
      body: { ok: false, code: 401, error: 'API key does not exist' },
    });
    expect(await get(`${mock.urls.v3}/masterchainInfo`, 'no-such-key')).toEqual({
      status: 401,
      body: { code: 401, error: 'API key does not exist' },
    });
    expect(await get(`${mock.urls.v3}/masterchainInfo`, TESTNET_KEY)).toEqual({
      status: 403,
      body: { code: 403, error: 'Network not allowed' },
    });
    expect(await get(`${mock.urls.v2}/getAddressInformation?address=nonsense`)).toMatchObject({
      status: 422,
      body: { ok: false, code: 422, error: 'failed to parse address' },
    });
    expect((await get(`${mock.urls.v3}/transactions?limit=100000`)).body).toMatchObject({ code: 422 });
    expect(await get(`${mock.urls.v3}/no-such-operation`)).toEqual({
      status: 404,
      body: { code: 404, error: 'not found' },
    });
    const deleted = await fetch(`${mock.urls.v2}/getMasterchainInfo`, {
      method: 'DELETE',
      headers: { 'x-api-key': KEY },
    });
    expect(deleted.status).toBe(405);
    expect(await deleted.json()).toMatchObject({ ok: false, code: 405 });
    // the keyless plan allows one request a second: the second at once is refused
    const first = await get(`${mock.urls.v2}/getMasterchainInfo`, null);
    const second = await get(`${mock.urls.v2}/getMasterchainInfo`, null);
    expect([first.status, second.status]).toEqual([200, 429]);
  });

  it('answers a JSON-RPC call with the example of the method it names, echoing the id', async () => {
    const res = await fetch(`${mock.urls.v2}/jsonRPC`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': KEY },
      body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'getMasterchainInfo', params: {} }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      ok: true,
      jsonrpc: '2.0',
      id: 7,
      result: { '@type': 'blocks.masterchainInfo' },
    });
  });

  it('passes the conformance suite schema checks but fails its semantic cases: the suite is not fooled by well-formed nonsense', async () => {
    const report: Report = await runConformance({
      v2: mock.urls.v2,
      v3: mock.urls.v3,
      apiKey: KEY,
      otherNetworkKey: TESTNET_KEY,
      only: '^(v2/getMasterchainInfo|v3/getBlocks|v3/getTransactions)(/|$)',
      fuzzRuns: 0,
      seed: 1,
      progress: false,
      concurrency: 4,
    });
    const checks = report.operations.flatMap((o) => o.checks.map((c) => ({ ...c, op: `${o.api}/${o.operationId}` })));
    const schema = checks.filter((c) => c.check === 'response-schema');
    expect(schema.length).toBeGreaterThan(0);
    expect(schema.filter((c) => c.outcome === 'fail').map((c) => `${c.op}: ${c.message}`)).toEqual([]);
    const failedCases = checks.filter((c) => c.check === 'case' && c.outcome === 'fail').map((c) => c.op);
    // a filter oracle (workchain=-1 lists a workchain 0 block) and the v2/v3 agreement of the same account's history
    expect(failedCases).toContain('v3/getBlocks');
    expect(failedCases).toContain('v3/getTransactions');
    expect(report.summary.operations.fail).toBeGreaterThan(0);
  }, 180_000);
});
