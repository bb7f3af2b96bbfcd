import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { request as undiciRequest } from 'undici';
import { gunzipSync } from 'node:zlib';
import type { HandlerMap } from '../src/http/types.ts';
import { createServer } from '../src/server.ts';
import { json, miniDoc, silentLogger } from './helpers.ts';

// The stages every request passes (src/http/pipeline.ts), seen from a client: over real sockets where the socket
// matters (timeouts, stopping), in process otherwise.

const ADDRESS = 'EQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqB2N';
let release: () => void = () => undefined;
const handlers: HandlerMap = {
  getAddressBalance: async (input) => {
    // seqno 1: a long answer (compressed); seqno 2: one that waits for the test
    if (input.seqno === 1) return 'x'.repeat(5000);
    if (input.seqno === 2) await new Promise<void>((r) => (release = r));
    return `balance of ${input.address}`;
  },
  sendBoc: async () => 'sent',
  getBroken: async () => 'broken',
};

/** Sends raw bytes on a new socket and reads until the server closes it. */
function raw(port: number, bytes: string, keepSending?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(bytes);
      if (keepSending) setTimeout(() => socket.writable && socket.write(keepSending), 50);
    });
    let text = '';
    socket.on('data', (d) => (text += d.toString()));
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
  });
}

describe('one request pipeline', () => {
  let server: Awaited<ReturnType<typeof createServer>>;
  beforeAll(async () => {
    server = await createServer({
      apis: [
        { api: 'v2', doc: miniDoc(), handlers },
        { api: 'v3', doc: miniDoc(), handlers, prefix: '/api/v3' },
      ],
      logger: silentLogger,
      headersTimeoutMs: 400,
      requestTimeoutMs: 800,
    });
    await server.start();
  });
  afterAll(async () => server.stop({ timeout: 100 }));

  it('answers a request that does not arrive in time 408 in the envelope of the API its path names', async () => {
    const slowBody = (prefix: string) =>
      raw(
        server.info.port,
        `POST ${prefix}/sendBoc HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"boc":`,
      );
    const [v2, v3] = await Promise.all([slowBody('/api/v2'), slowBody('/api/v3')]);
    const body = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
    expect(v2).toMatch(/^HTTP\/1\.1 408 /);
    expect(body(v2)).toMatchObject({ ok: false, code: 408, error: 'request not received in time' });
    expect(v3).toMatch(/^HTTP\/1\.1 408 /);
    // v3's own body: no `ok`, no `@extra`
    expect(body(v3)).toEqual({ code: 408, error: 'request not received in time' });
  });

  it('routes HEAD as GET without the body, a trailing slash and dot segments to the same operation', async () => {
    const url = `/api/v3/getAddressBalance?address=${ADDRESS}`;
    const get = await server.inject(url);
    const head = await server.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.payload).toBe('');
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    for (const path of ['/api/v3/getAddressBalance/', '/api/v3/x/../getAddressBalance', '/api/v3/./getAddressBalance'])
      expect(json(await server.inject(`${path}?address=${ADDRESS}`)), path).toEqual(json(get));
  });

  it('compresses long answers the client accepts, and says so to caches', async () => {
    const url = `/api/v2/getAddressBalance?address=${ADDRESS}&seqno=1`;
    const gz = await server.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/);
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString()).result).toHaveLength(5000);
    const plain = await server.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(json(plain).result).toHaveLength(5000);
    const short = await server.inject({
      url: `/api/v2/getAddressBalance?address=${ADDRESS}`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(short.headers['content-encoding']).toBeUndefined();
  });

  it("answers the HTTP layer's errors in each API's body: 404, 405, 413", async () => {
    const cases = [
      { method: 'GET', url: '/api/v3/nothing', status: 404 },
      { method: 'PUT', url: '/api/v3/getAddressBalance', status: 405 },
      { method: 'POST', url: '/api/v3/sendBoc', status: 413, payload: `{"boc":"${'A'.repeat(1024 * 1024)}"}` },
    ] as const;
    for (const c of cases) {
      const v3 = await server.inject({ method: c.method, url: c.url, payload: 'payload' in c ? c.payload : undefined });
      expect(v3.statusCode, c.url).toBe(c.status);
      expect(json(v3), c.url).toEqual({ code: c.status, error: expect.any(String) });
      const v2 = await server.inject({
        method: c.method,
        url: c.url.replace('/api/v3', '/api/v2'),
        payload: 'payload' in c ? c.payload : undefined,
      });
      expect(v2.statusCode, c.url).toBe(c.status);
      expect(json(v2), c.url).toMatchObject({ ok: false, code: c.status });
    }
  });

  it('answers a body over the limit 413 to a client still sending it, declared or chunked, and keeps serving', async () => {
    const big = `{"boc":"${'A'.repeat(3 * 1024 * 1024)}"}`;
    for (const body of [big, Readable.from([big.slice(0, 1000), big.slice(1000)])]) {
      // undici's request, as the conformance suite sends: it reports a connection closed under its write as EPIPE
      const res = await undiciRequest(`${server.info.uri}/api/v3/sendBoc`, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(413);
      expect(await res.body.json()).toEqual({ code: 413, error: 'request body too large' });
    }
    expect((await fetch(`${server.info.uri}/api/v3/getAddressBalance?address=${ADDRESS}`)).status).toBe(200);
  });

  it('lets the answers under way finish when it stops, and takes no new connection after', async () => {
    const own = await createServer({ doc: miniDoc(), handlers, logger: silentLogger });
    await own.start();
    const base = own.info.uri;
    const pending = fetch(`${base}/api/v2/getAddressBalance?address=${ADDRESS}&seqno=2`);
    await new Promise((r) => setTimeout(r, 100));
    const stopped = own.stop({ timeout: 5000 });
    await new Promise((r) => setTimeout(r, 100));
    release();
    const answer = await pending;
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { result: string }).result).toMatch(/^balance of/);
    await stopped;
    await expect(fetch(`${base}/api/v2/getAddressBalance?address=${ADDRESS}`)).rejects.toThrow();
  });

  it('serves the docs site where no API is, and answers a name no file can have 404, never 500', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'docs-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>TON HTTP API</title>');
    mkdirSync(join(dir, 'v3'));
    writeFileSync(join(dir, 'v3', 'index.html'), '<!doctype html><title>v3</title>');
    writeFileSync(join(dir, '.secret'), 'no');
    const site = await createServer({ doc: miniDoc(), handlers, logger: silentLogger, docsDir: dir });
    const root = await site.inject('/');
    expect(root.statusCode).toBe(200);
    expect(root.headers['content-type']).toMatch(/text\/html/);
    expect(root.headers['x-content-type-options']).toBe('nosniff');
    expect((await site.inject('/v3')).payload).toContain('<title>v3</title>');
    expect((await site.inject('/v3/')).payload).toContain('<title>v3</title>');
    const head = await site.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
    expect(head.payload).toBe('');
    for (const url of [
      '/%FF',
      '/%E0%A4%A',
      '/.secret',
      '/nothing.html',
      '/../etc/passwd',
      `/${'a'.repeat(300)}`,
      '/a%00b',
    ]) {
      const res = await site.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(json(res), url).toMatchObject({ ok: false, code: 404 });
    }
    expect((await site.inject({ method: 'POST', url: '/' })).statusCode).toBe(404);
    await site.stop();
  });
});
