import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LitePoolTimeoutError, LiteServerError } from '../../liteapi/errors.ts';
import { fromLiteError, isNotInDb, liteStatus, TIMEOUT_MESSAGE } from '../src/lite/errors.ts';
import { ApiError } from '../src/http/errors.ts';
import { LitePool } from '../../liteapi/pool.ts';
import { createV2Server } from '../src/v2/app.ts';
import { silentLogger } from './helpers.ts';
import { startV2OnDevnet, type V2Fixture } from './devnet.ts';
import { callAll } from './transports.ts';

let fx: V2Fixture;
beforeAll(async () => {
  fx = await startV2OnDevnet({ blockInterval: 0 });
  await fx.devnet.chain.produceBlock();
});
afterAll(async () => fx?.stop());

describe('liteserver answers and outages map to the documented statuses', () => {
  it('answers 404 with the liteserver text for a block, shard or workchain the liteserver does not know (D28)', async () => {
    for (const [method, params] of [
      ['getBlockHeader', { workchain: -1, shard: '-9223372036854775808', seqno: 100000 }],
      ['lookupBlock', { workchain: -1, shard: '-9223372036854775808', seqno: 100000 }],
      ['getAddressInformation', { address: fx.devnet.accounts[0]!.address, seqno: 100000 }],
      ['getBlockHeader', { workchain: -2147483648, shard: '1', seqno: 1 }],
      ['lookupBlock', { workchain: 7, shard: '8000000000000000', lt: '0' }],
      ['getShards', { seqno: 2147483647 }],
    ] as const) {
      const r = await callAll(fx, method, params);
      expect(r.status, `${method} ${JSON.stringify(params)}`).toBe(404);
      expect(r.body.error).toMatch(/^LITE_SERVER_NOTREADY: /);
    }
  });

  it("maps the pool's lite-layer errors to the API's: a deadline to 504, \"not in db\" to 404 with tonlib's text", () => {
    const timeout = fromLiteError(new LitePoolTimeoutError());
    expect(timeout).toBeInstanceOf(ApiError);
    expect(timeout).toMatchObject({ code: 504, message: TIMEOUT_MESSAGE });
    const missing = fromLiteError(new LiteServerError(651, 'block is not applied'));
    expect(missing).toMatchObject({ code: 404, message: 'LITE_SERVER_NOTREADY: block is not applied' });
    expect(isNotInDb(missing)).toBe(true);
    expect(isNotInDb(fromLiteError(new LiteServerError(-400, 'cannot load block')))).toBe(false);
  });

  it('maps every liteServer.error code in one place', () => {
    const statuses = Object.fromEntries(
      [651, -400, 0, 621, 652, -503, 601, 602, 603, 653, 999].map((c) => [c, liteStatus(c)]),
    );
    expect(statuses).toEqual({
      651: 404,
      '-400': 422,
      0: 422,
      621: 422,
      652: 504,
      '-503': 504,
      601: 500,
      602: 500,
      603: 500,
      653: 500,
      999: 500,
    });
  });

  it('answers 504 LITE_SERVER_NETWORK timeout when no liteserver is reachable', async () => {
    // a listener that accepts and never speaks ADNL: connections hang like a dead liteserver
    const silent = createNetServer(() => {}).listen(0, '127.0.0.1');
    await new Promise((r) => silent.once('listening', r));
    const port = (silent.address() as { port: number }).port;
    const dir = mkdtempSync(join(tmpdir(), 'dead-ls-'));
    const config = join(dir, 'global.config.json');
    writeFileSync(
      config,
      JSON.stringify({
        '@type': 'config.global',
        liteservers: [
          { ip: 2130706433, port, id: { '@type': 'pub.ed25519', key: Buffer.alloc(32, 1).toString('base64') } },
        ],
      }),
    );
    const pool = await LitePool.fromGlobalConfig(config, { timeoutMs: 700 });
    const server = await createV2Server({ pool, network: 'local', logger: silentLogger, validateResponses: true });
    const res = await server.inject({
      method: 'GET',
      url: `/api/v2/getAddressInformation?address=${fx.devnet.accounts[0]!.address}`,
    });
    expect(res.statusCode).toBe(504);
    expect(JSON.parse(res.payload)).toMatchObject({ ok: false, code: 504, error: 'LITE_SERVER_NETWORK timeout' });
    const health = await server.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(503);
    await server.stop();
    silent.close();
  });
});

describe('unknown input is ignored and named (D4)', () => {
  it('names the unknown fields of a POST body and of JSON-RPC params in X-Ignored-Parameters, never api_key', async () => {
    const address = fx.devnet.accounts[0]!.address;
    const post = (path: string, body: unknown) =>
      fetch(`${fx.url}/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const rest = await post('getAddressBalance', { address, api_key: 'k', adress: address, ünits: 'ton' });
    expect(rest.status).toBe(200);
    expect(rest.headers.get('x-ignored-parameters')).toBe('%C3%BCnits, adress');
    const rpc = await post('jsonRPC', { id: 1, method: 'getAddressBalance', params: { address, seqno_: 1 } });
    expect(rpc.status).toBe(200);
    expect(rpc.headers.get('x-ignored-parameters')).toBe('seqno_');
    // the envelope's own keys are not the method's params
    const plain = await post('jsonRPC', { id: 1, jsonrpc: '2.0', method: 'getAddressBalance', params: { address } });
    expect(plain.headers.get('x-ignored-parameters')).toBeNull();
    expect((await post('getAddressBalance', { address })).headers.get('x-ignored-parameters')).toBeNull();
    expect(fx.violations).toEqual([]);
  });
});

describe('docs site', () => {
  it('serves the built docs at / next to the API', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'docs-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>TON HTTP API</title>');
    const pool = await LitePool.fromGlobalConfig(fx.devnet.globalConfigPath);
    const server = await createV2Server({ pool, network: 'local', logger: silentLogger, docsDir: dir });
    const res = await server.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.payload).toContain('TON HTTP API');
    expect((await server.inject({ method: 'GET', url: '/api/v2/nothing' })).statusCode).toBe(404);
    await server.stop();
  });
});
