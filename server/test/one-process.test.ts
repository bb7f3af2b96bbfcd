import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request as httpRequest } from 'node:http';
import { startDevnet, type Devnet } from '../../devnet/index.ts';
import { freshDatabase, type TestDatabase } from '../../indexer/db/fresh-database.ts';
import { createValidators } from '../src/http/validation.ts';
import { listOperations, loadSpec } from '../../contract/index.ts';
import { LitePool } from '../../liteapi/pool.ts';
import { createServer, type ApiServer, type ResponseViolation } from '../src/server.ts';
import { observePool, v2Mount } from '../src/v2/app.ts';
import { INDEX_NOT_CONFIGURED, v3Mount, v3UnavailableMount } from '../src/v3/app.ts';
import { silentLogger } from './helpers.ts';

const raw = (i: number) => `0:${i.toString(16).padStart(64, '0')}`;
const addresses = (n: number) => Array.from({ length: n }, (_, i) => `address=${raw(i)}`).join('&');

/** A GET over a real socket, so the listener's header limit and query parser are what answer. */
function get(base: string, path: string): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : undefined });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('one process serving API v2 and API v3', () => {
  let devnet: Devnet;
  let db: TestDatabase;
  let server: ApiServer;
  let base: string;
  const violations: ResponseViolation[] = [];

  beforeAll(async () => {
    devnet = await startDevnet({ blockInterval: 500 });
    db = await freshDatabase(); // migrated and empty: nothing indexed yet
    const pool = await LitePool.fromGlobalConfig(devnet.globalConfigPath);
    server = await createServer({
      apis: [v2Mount({ pool, network: 'local' }), v3Mount({ db: db.pool, pool, network: 'local' })],
      logger: silentLogger,
      validateResponses: true,
      onResponseViolation: (v) => violations.push(v),
      onStop: async () => pool.close(),
    });
    observePool(pool, server);
    await server.start();
    base = server.info.uri;
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await db?.stop();
    await devnet?.stop();
  });

  it('answers each API in its own shape on one port', async () => {
    const v2 = await get(base, '/api/v2/getMasterchainInfo?unknown_key=1');
    expect(v2.status).toBe(200); // v2 D4: unknown query keys are ignored
    expect(v2.body).toMatchObject({ ok: true, result: { '@type': 'blocks.masterchainInfo' } });
    const v2err = await get(base, '/api/v2/getAddressState?address=nope');
    expect(v2err.status).toBe(422);
    expect(v2err.body).toMatchObject({ ok: false, code: 422, error: 'failed to parse address' });
    expect(typeof v2err.body['@extra']).toBe('string');

    // v3 D3: an unknown query key is ignored, as upstream (422 only on a strict deployment: index-api.test.ts)
    const unknown = await get(base, '/api/v3/blocks?workchain=0&wokchain=1');
    expect(unknown).toEqual({ status: 200, body: { blocks: [], next_cursor: null } });
    // v3 errors are produced as {code, error}, without any trace of the v2 envelope
    const bad = await get(base, `/api/v3/accountStates?address=${raw(1)}&address=nope`);
    expect(bad).toEqual({ status: 422, body: { code: 422, error: 'failed to parse address' } });
    const empty = await get(base, '/api/v3/masterchainInfo');
    expect(empty).toEqual({ status: 503, body: { code: 503, error: 'index is empty' } });
    const blocks = await get(base, '/api/v3/blocks');
    expect(blocks).toEqual({ status: 200, body: { blocks: [], next_cursor: null } });
    expect(await get(base, '/api/v3/nope')).toEqual({ status: 404, body: { code: 404, error: 'not found' } });
    expect((await get(base, '/api/v2/nope')).body).toMatchObject({ ok: false, code: 404 });
    expect(violations).toEqual([]);
  });

  it('takes 1024 addresses through the generic layer and refuses the 1025th with the documented 422', async () => {
    const all = await get(base, `/api/v3/metadata?${addresses(1024)}`);
    expect(all).toEqual({ status: 200, body: {} });
    const book = await get(base, `/api/v3/addressBook?${addresses(1024)}`);
    expect(book.status).toBe(200);
    expect(Object.keys(book.body)).toHaveLength(1024);
    const over = await get(base, `/api/v3/metadata?${addresses(1025)}`);
    expect(over).toEqual({
      status: 422,
      body: { code: 422, error: 'failed to validate request: address must NOT have more than 1024 items' },
    });
    expect(violations).toEqual([]);
  });

  it('answers an over-long request line with a 431 in the envelope of its API', async () => {
    const res = await get(base, `/api/v3/metadata?${addresses(4000)}`);
    expect(res).toEqual({ status: 431, body: { code: 431, error: 'request line and headers exceed 262144 bytes' } });
    const v2 = await get(base, `/api/v2/getAddressBalance?${addresses(4000)}`);
    expect(v2.status).toBe(431);
    expect(v2.body).toMatchObject({ ok: false, code: 431, error: 'request line and headers exceed 262144 bytes' });
    const doc = loadSpec('v3');
    const validators = createValidators(
      'v3',
      doc,
      listOperations(doc).filter((o) => o.operationId === 'getMetadata'),
    );
    expect(validators.get('getMetadata')!.response(431, res.body)).toBeUndefined();
  });

  it('reports health, metrics and the contract per API', async () => {
    const health = await get(base, '/healthz');
    expect(health.status).toBe(200);
    expect(health.body.apis.v2.liteservers[0].reachable).toBe(true);
    expect(health.body.apis.v3.db.ok).toBe(true);
    expect((await get(base, '/api/v3/healthz')).body).toMatchObject({ ok: true, db: { ok: true } });
    expect((await get(base, '/api/v2/openapi.json')).body.info.version).toMatch(/^2\./);
    expect((await get(base, '/api/v3/openapi.json')).body.info.version).toMatch(/^3\./);
    const metrics = await (await fetch(`${base}/metrics`)).text();
    expect(metrics).toMatch(
      /ton_http_api_requests_total\{api="v2",operation="getMasterchainInfo",transport="get",status="200"\} \d+/,
    );
    expect(metrics).toMatch(
      /ton_http_api_requests_total\{api="v3",operation="getMasterchainInfo",transport="get",status="503"\} \d+/,
    );
  });
});

describe('API v3 without an index', () => {
  it('answers every /api/v3 request 501 in the v3 error body, as documented', async () => {
    const server = await createServer({ apis: [v3UnavailableMount()], logger: silentLogger });
    const doc = loadSpec('v3');
    const validators = createValidators('v3', doc, listOperations(doc));
    for (const [url, operationId] of [
      ['/api/v3/masterchainInfo', 'getMasterchainInfo'],
      ['/api/v3/transactions?limit=5', 'getTransactions'],
    ] as const) {
      const res = await server.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(501);
      const body = JSON.parse(res.payload);
      expect(body).toEqual({ code: 501, error: INDEX_NOT_CONFIGURED });
      expect(validators.get(operationId)!.response(501, body)).toBeUndefined();
    }
    expect((await server.inject({ method: 'POST', url: '/api/v3/message', payload: {} })).statusCode).toBe(501);
    expect(JSON.parse((await server.inject('/healthz')).payload)).toMatchObject({
      ok: true,
      apis: { v3: { served: false } },
    });
    await server.stop();
  });
});
