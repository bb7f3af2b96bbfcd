import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { beginCell } from '@ton/core';
import { notImplemented } from '../src/http/errors.ts';
import type { HandlerMap } from '../src/http/types.ts';
import { createServer } from '../src/server.ts';
import { json, miniDoc, silentLogger, testServer } from './helpers.ts';

const ADDRESS = 'EQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqB2N';
const RAW = '0:83dfd552e63729b472fcbcc8c45ebcc6691702558b68ec7527e1ba403a0f31a8';
const BOC = beginCell().storeUint(7, 8).endCell().toBoc().toString('base64');

const handlers: HandlerMap = {
  getAddressBalance: async (input) => `balance of ${input.address} at ${input.seqno ?? 'last'}`,
  sendBoc: async (input) => `sent ${(input.boc as string).length}`,
  getBroken: async () => 42,
};

describe('routes, validation and envelopes generated from the spec', () => {
  let ctx: Awaited<ReturnType<typeof testServer>>;
  beforeAll(async () => {
    ctx = await testServer({ doc: miniDoc(), handlers });
  });
  afterAll(async () => ctx.server.stop());

  const get = (url: string) => ctx.server.inject({ method: 'GET', url });
  const post = (url: string, payload: unknown) =>
    ctx.server.inject({ method: 'POST', url, payload: payload as object });
  const rpc = (method: string, params: unknown, id: unknown = 1) =>
    post('/api/v2/jsonRPC', { jsonrpc: '2.0', id, method, params });

  it('answers GET, POST and JSON-RPC identically in the v2 envelope', async () => {
    const g = await get(`/api/v2/getAddressBalance?address=${ADDRESS}&seqno=5`);
    const p = await post('/api/v2/getAddressBalance', { address: ADDRESS, seqno: 5 });
    const r = await rpc('getAddressBalance', { address: ADDRESS, seqno: 5 }, 'abc');
    for (const res of [g, p, r]) expect(res.statusCode).toBe(200);
    expect(json(g)).toMatchObject({ ok: true, result: `balance of ${ADDRESS} at 5` });
    expect(json(g)['@extra']).toMatch(/^\d+\.\d+:_:\d+\.\d+$/);
    expect(json(p).result).toBe(json(g).result);
    expect(json(r)).toMatchObject({ ok: true, result: json(g).result, jsonrpc: '2.0', id: 'abc' });
    expect(g.headers['x-api-version']).toBe('2.9.9');
    expect(ctx.violations).toEqual([]);
  });

  it('coerces query strings per the parameter schema', async () => {
    const res = await get(`/api/v2/getAddressBalance?address=${RAW}&seqno=0012`);
    expect(json(res).result).toBe(`balance of ${RAW} at 12`);
  });

  it.each([
    ['bad address', `address=abcde`, 'failed to parse address'],
    ['missing address', ``, 'failed to validate request: address is required'],
    ['non-numeric seqno', `address=${ADDRESS}&seqno=abc`, 'failed to validate request: seqno must be integer'],
    ['seqno below minimum', `address=${ADDRESS}&seqno=0`, 'failed to validate request: seqno must be >= 1'],
  ])('rejects %s with 422 over GET', async (_name, query, message) => {
    const res = await get(`/api/v2/getAddressBalance?${query}`);
    expect(res.statusCode).toBe(422);
    expect(json(res)).toMatchObject({ ok: false, code: 422, error: message });
  });

  it('rejects the same bad input alike over POST and JSON-RPC', async () => {
    const p = await post('/api/v2/getAddressBalance', { address: 'abcde' });
    const r = await rpc('getAddressBalance', { address: 'abcde' });
    for (const res of [p, r]) {
      expect(res.statusCode).toBe(422);
      expect(json(res)).toMatchObject({ ok: false, code: 422, error: 'failed to parse address' });
    }
    const extra = await post('/api/v2/getAddressBalance', { address: ADDRESS, nonsense: 1 });
    expect(extra.statusCode).toBe(422);
    expect(json(extra).error).toMatch(/unknown body field nonsense/);
  });

  it('answers unknown routes 404 and wrong methods 405 in the envelope', async () => {
    const missing = await get('/api/v2/noSuchMethod');
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toMatchObject({ ok: false, code: 404, error: 'Not Found' });
    const put = await ctx.server.inject({ method: 'PUT', url: '/api/v2/getAddressBalance' });
    expect(put.statusCode).toBe(405);
    expect(json(put)).toMatchObject({ ok: false, code: 405 });
    const rpcGet = await get('/api/v2/jsonRPC');
    expect(rpcGet.statusCode).toBe(405);
    const sendGet = await get('/api/v2/sendBoc');
    expect(json(sendGet)).toMatchObject({ ok: false, code: 405, error: 'method GET is not supported' });
  });

  it('rejects malformed bodies with 400 and unknown JSON-RPC methods with 404', async () => {
    const unknown = await rpc('noSuchMethod', {});
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toMatchObject({
      ok: false,
      code: 404,
      error: 'Unknown method: noSuchMethod',
      jsonrpc: '2.0',
      id: 1,
    });
    const arrayParams = await rpc('getAddressBalance', [ADDRESS]);
    expect(json(arrayParams)).toMatchObject({ code: 422, error: 'params must contain an object' });
    const notJson = await ctx.server.inject({
      method: 'POST',
      url: '/api/v2/jsonRPC',
      payload: '{"method": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
    expect(json(notJson)).toMatchObject({ ok: false, code: 400, jsonrpc: '2.0' });
    expect(json(notJson).error).toMatch(/^failed to parse json body/);
    const arrayBody = await ctx.server.inject({ method: 'POST', url: '/api/v2/getAddressBalance', payload: '[1]' });
    expect(json(arrayBody)).toMatchObject({ ok: false, code: 400 });
    const noMethod = await post('/api/v2/jsonRPC', { params: {} });
    expect(noMethod.statusCode).toBe(422);
  });

  it('validates JSON bodies with the spec formats (boc-base64)', async () => {
    const ok = await post('/api/v2/sendBoc', { boc: BOC });
    expect(json(ok)).toMatchObject({ ok: true, result: `sent ${BOC.length}` });
    const bad = await post('/api/v2/sendBoc', { boc: 'bm90IGEgYm9j' });
    expect(bad.statusCode).toBe(422);
    expect(json(bad).error).toMatch(/boc/);
  });

  it('turns a response that breaks the contract into a reported 500 in test mode', async () => {
    const before = ctx.violations.length;
    const res = await get('/api/v2/getBroken');
    expect(res.statusCode).toBe(500);
    expect(json(res).error).toMatch(/^response does not match the contract/);
    // the headers every answer of the API carries
    expect(res.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-api-version': '2.9.9' });
    expect(res.headers['x-request-id']).toBeTruthy();
    expect(ctx.violations.length).toBe(before + 1);
    expect(ctx.violations.at(-1)).toMatchObject({ operationId: 'getBroken', status: 200 });
    ctx.violations.length = before;
  });

  it('serves its own bundled spec and answers CORS preflights', async () => {
    const spec = await get('/api/v2/openapi.json');
    expect(json(spec).info.version).toBe('2.9.9');
    const pre = await ctx.server.inject({
      method: 'OPTIONS',
      url: '/api/v2/jsonRPC',
      headers: {
        origin: 'https://app.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-api-key,content-type',
      },
    });
    expect(pre.statusCode).toBeLessThan(300);
    expect(pre.headers['access-control-allow-origin']).toBe('https://app.example');
    const simple = await ctx.server.inject({
      method: 'GET',
      url: `/api/v2/getAddressBalance?address=${ADDRESS}`,
      headers: { origin: 'https://x.example' },
    });
    expect(simple.headers['access-control-allow-origin']).toBe('https://x.example');
  });

  it('never answers 500 to arbitrary query strings and bodies', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom('address', 'seqno', 'x'), fc.string()),
        fc.anything(),
        async (query, body) => {
          const qs = new URLSearchParams(query).toString();
          const g = await get(`/api/v2/getAddressBalance?${qs}`);
          expect(g.statusCode).not.toBe(500);
          const p = await ctx.server.inject({
            method: 'POST',
            url: '/api/v2/getAddressBalance',
            payload: JSON.stringify(body) ?? '',
            headers: { 'content-type': 'application/json' },
          });
          expect(p.statusCode).not.toBe(500);
          const r = await rpc('getAddressBalance', body);
          expect(r.statusCode).not.toBe(500);
        },
      ),
      { numRuns: 150 },
    );
    expect(ctx.violations).toEqual([]);
  });
});

describe('handler map', () => {
  it('refuses to start when an operation has no handler', async () => {
    await expect(
      createServer({
        doc: miniDoc(),
        handlers: { getAddressBalance: handlers.getAddressBalance! },
        logger: silentLogger,
      }),
    ).rejects.toThrow(/no handler for: getBroken, sendBoc/);
  });

  it('answers the documented not-implemented error from notImplemented()', async () => {
    const { server } = await testServer({
      doc: miniDoc(),
      handlers: { ...handlers, sendBoc: async () => notImplemented('sendBoc') },
      validateResponses: false,
    });
    const res = await server.inject({ method: 'POST', url: '/api/v2/sendBoc', payload: { boc: BOC } });
    expect(res.statusCode).toBe(501);
    expect(json(res)).toMatchObject({ ok: false, code: 501, error: 'sendBoc is not implemented' });
  });
});
