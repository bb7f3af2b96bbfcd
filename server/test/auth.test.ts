import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync, renameSync, existsSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { KeyStore, parseKeysConfig } from '../src/auth/keys.ts';
import { MemoryRateLimiter, RedisRateLimiter, type RateLimiter } from '../src/auth/limiter.ts';
import type { HandlerMap } from '../src/http/types.ts';
import { json, miniDoc, testServer } from './helpers.ts';

const ADDRESS = 'EQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqB2N';
const handlers: HandlerMap = {
  getAddressBalance: async () => '1',
  sendBoc: async () => 'sent',
  getBroken: async () => 'fine',
};

const KEYS = `
plans:
  basic: { rps: 2 }
  pro: { rps: 50 }
keyless: { rps: 1 }
keys:
  - { key: basic-key, plan: basic }
  - { key: pro-key, plan: pro, networks: [mainnet, local] }
  - { key: testnet-key, plan: pro, networks: [testnet] }
`;

async function serverWith(limiter: RateLimiter, keys: KeyStore, network = 'mainnet') {
  const { server } = await testServer({ doc: miniDoc(), handlers, auth: { keys, limiter, network } });
  return server;
}

const balance = (server: Awaited<ReturnType<typeof serverWith>>, headers: Record<string, string> = {}, query = '') =>
  server.inject({ method: 'GET', url: `/api/v2/getAddressBalance?address=${ADDRESS}${query}`, headers });

describe('API keys and rate limits', () => {
  it('answers 401 for an unknown key, by header and by api_key query', async () => {
    const server = await serverWith(new MemoryRateLimiter(), new KeyStore(parseKeysConfig(KEYS)));
    for (const res of [await balance(server, { 'x-api-key': 'nope' }), await balance(server, {}, '&api_key=nope')]) {
      expect(res.statusCode).toBe(401);
      expect(json(res)).toMatchObject({ ok: false, code: 401, error: 'API key does not exist' });
    }
    const rpc = await server.inject({
      method: 'POST',
      url: '/api/v2/jsonRPC',
      headers: { 'x-api-key': 'nope' },
      payload: { id: 1, jsonrpc: '2.0', method: 'getAddressBalance', params: { address: ADDRESS } },
    });
    expect(rpc.statusCode).toBe(401);
    await server.stop();
  });

  it('answers 403 for a key not allowed on this network', async () => {
    const server = await serverWith(new MemoryRateLimiter(), new KeyStore(parseKeysConfig(KEYS)), 'mainnet');
    const res = await balance(server, { 'x-api-key': 'testnet-key' });
    expect(res.statusCode).toBe(403);
    expect(json(res)).toMatchObject({ ok: false, code: 403, error: 'Network not allowed' });
    expect((await balance(server, { 'x-api-key': 'pro-key' })).statusCode).toBe(200);
    await server.stop();
  });

  it('limits keyless clients to 1 rps: the 2nd request within a second gets 429', async () => {
    const server = await serverWith(new MemoryRateLimiter(), new KeyStore(parseKeysConfig(KEYS)));
    expect((await balance(server)).statusCode).toBe(200);
    const second = await balance(server);
    expect(second.statusCode).toBe(429);
    expect(json(second)).toMatchObject({ ok: false, code: 429, error: 'Ratelimit exceeded' });
    await new Promise((r) => setTimeout(r, 1050));
    expect((await balance(server)).statusCode).toBe(200);
    await server.stop();
  });

  it('keys keyless limits to the forwarded client when behind a trusted proxy', async () => {
    const { server } = await testServer({
      doc: miniDoc(),
      handlers,
      auth: {
        keys: new KeyStore(parseKeysConfig(KEYS)),
        limiter: new MemoryRateLimiter(),
        network: 'mainnet',
        trustProxy: true,
      },
    });
    expect((await balance(server, { 'x-forwarded-for': '203.0.113.1' })).statusCode).toBe(200);
    expect((await balance(server, { 'x-forwarded-for': '203.0.113.2, 10.0.0.1' })).statusCode).toBe(200);
    expect((await balance(server, { 'x-forwarded-for': '203.0.113.1' })).statusCode).toBe(429);
    await server.stop();
  });

  it('limits keyed clients to their plan rps', async () => {
    const server = await serverWith(new MemoryRateLimiter(), new KeyStore(parseKeysConfig(KEYS)));
    const basic = [];
    for (let i = 0; i < 4; i++) basic.push((await balance(server, { 'x-api-key': 'basic-key' })).statusCode);
    expect(basic).toEqual([200, 200, 429, 429]);
    const pro = [];
    for (let i = 0; i < 20; i++) pro.push((await balance(server, { 'x-api-key': 'pro-key' })).statusCode);
    expect(pro.every((s) => s === 200)).toBe(true);
    await server.stop();
  });

  it('re-reads the keys file when it changes and keeps the last good version on a bad edit', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'keys-'));
    const file = join(dir, 'keys.yaml');
    writeFileSync(file, KEYS);
    const errors: unknown[] = [];
    const store = KeyStore.fromFile(file, (e) => errors.push(e));
    const server = await serverWith(new MemoryRateLimiter(), store);
    expect((await balance(server, { 'x-api-key': 'fresh-key' })).statusCode).toBe(401);
    writeFileSync(join(dir, 'next.yaml'), `${KEYS}\n  - { key: fresh-key, plan: pro }\n`);
    renameSync(join(dir, 'next.yaml'), file);
    await waitFor(async () => (await balance(server, { 'x-api-key': 'fresh-key' })).statusCode === 200);
    writeFileSync(file, 'keys: [ { key: x, plan: missing } ]');
    await waitFor(async () => errors.length > 0);
    expect((await balance(server, { 'x-api-key': 'fresh-key' })).statusCode).toBe(200);
    await server.stop();
  });

  it('rejects a keys file that names an unknown plan', () => {
    expect(() => parseKeysConfig('plans: {a: {rps: 1}}\nkeys: [{key: k, plan: b}]')).toThrow(/unknown plan b/);
  });
});

async function waitFor(cond: () => Promise<boolean>, ms = 5000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await cond()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('condition not met in time');
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

const redisBinary = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((p) => existsSync(p));

describe.skipIf(!redisBinary)(
  redisBinary
    ? 'rate limit shared through a real Redis'
    : 'rate limit shared through Redis (skipped: redis-server is not installed; apt-get install redis-server)',
  () => {
    let proc: ChildProcess;
    let port: number;
    beforeAll(async () => {
      port = await freePort();
      proc = spawn(redisBinary!, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
        stdio: 'ignore',
      });
      const probe = new Redis({
        port,
        host: '127.0.0.1',
        lazyConnect: true,
        maxRetriesPerRequest: 0,
        retryStrategy: () => 100,
      });
      probe.on('error', () => {});
      await waitFor(async () => {
        try {
          if (probe.status !== 'ready') await probe.connect();
          return (await probe.ping()) === 'PONG';
        } catch {
          return false;
        }
      });
      probe.disconnect();
    });
    afterAll(() => {
      proc?.kill('SIGTERM');
    });

    it('two server instances share one keyless limit', async () => {
      const prefix = `test-${Date.now()}:`;
      const a = new Redis({ port, host: '127.0.0.1' });
      const b = new Redis({ port, host: '127.0.0.1' });
      const keys = new KeyStore(parseKeysConfig(KEYS));
      const one = await serverWith(new RedisRateLimiter(a, prefix, true), keys);
      const two = await serverWith(new RedisRateLimiter(b, prefix, true), keys);
      expect((await balance(one)).statusCode).toBe(200);
      expect((await balance(two)).statusCode).toBe(429);
      expect((await balance(one)).statusCode).toBe(429);
      const first = [];
      for (let i = 0; i < 3; i++)
        first.push((await balance(i % 2 ? one : two, { 'x-api-key': 'basic-key' })).statusCode);
      expect(first).toEqual([200, 200, 429]);
      await one.stop();
      await two.stop();
    });
  },
);
