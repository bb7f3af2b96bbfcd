import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_HEADER_BYTES } from '../../src/http/limits.ts';
import { MAX_SUBSCRIPTION_BYTES } from '../../src/streaming/transport.ts';
import { expectNoInternals } from '../faults.ts';
import { bareStreamingServer, type BareServer } from './bare-server.ts';
import { wsConnect } from './clients.ts';

const SUBSCRIPTION = { types: ['transactions'], addresses: [`0:${'0'.repeat(64)}`] };
const ORIGIN = 'https://wallet.example';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** One request on its own connection, the answer read whole (an SSE stream is cut once its first event is in). */
function ask(url: string, method: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers: { connection: 'close', ...headers }, agent: false }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => {
        text += c.toString();
        if (res.statusCode === 200 && text.includes('\n\n')) res.destroy();
      });
      const done = () => resolve({ status: res.statusCode!, headers: res.headers, text });
      res.on('end', done);
      res.on('close', done);
    });
    req.on('error', reject);
    req.end(body);
  });
}

const CORS = ['access-control-allow-origin', 'access-control-expose-headers'] as const;

/**
 * Streaming answers are HTTP answers of this server like the APIs' (S5): nosniff, CORS as the APIs give it (the
 * request's origin echoed, never `*`), v3's error body for every error under the streaming path, and 405 with
 * `Allow` for a method the SSE endpoint does not take.
 */
describe('streaming answers at the HTTP level', () => {
  let s: BareServer;
  let api: Answer;
  beforeAll(async () => {
    s = await bareStreamingServer({ keys: 'keyless: { rps: 1000, streams: 10 }' });
    api = await ask(
      `${s.base}/api/v2/getAddressBalance?address=EQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqB2N`,
      'GET',
      {
        origin: ORIGIN,
      },
    );
    expect(api.status).toBe(200);
    expect(api.headers['access-control-allow-origin']).toBe(ORIGIN);
  }, 60_000);
  afterAll(() => s?.stop());

  const json = { 'content-type': 'application/json', accept: 'text/event-stream' };
  const sameCorsAsTheApis = (a: Answer, what: string) => {
    for (const h of CORS) expect(a.headers[h], `${what}: ${h}`).toBe(api.headers[h]);
    expect(String(a.headers.vary), `${what}: vary`).toMatch(/origin/i);
    expect(a.headers['x-content-type-options'], `${what}: nosniff`).toBe('nosniff');
  };

  it('a stream, and a refused one, carry nosniff and the APIs CORS headers', async () => {
    const ok = await ask(s.sseUrl, 'POST', { ...json, origin: ORIGIN }, JSON.stringify(SUBSCRIPTION));
    expect(ok.status).toBe(200);
    sameCorsAsTheApis(ok, 'stream');
    const bad = await ask(s.sseUrl, 'POST', { ...json, origin: ORIGIN }, JSON.stringify({ types: ['nope'] }));
    expect(bad.status).toBe(422);
    sameCorsAsTheApis(bad, '422');
    const noOrigin = await ask(s.sseUrl, 'POST', json, JSON.stringify(SUBSCRIPTION));
    expect(noOrigin.headers['access-control-allow-origin'], 'no origin, no CORS grant').toBeUndefined();
    expect(noOrigin.headers['x-content-type-options']).toBe('nosniff');
  });

  it('a refused WebSocket upgrade carries them too', async () => {
    const refused = await ask(s.wsUrl.replace('ws', 'http'), 'GET', {
      origin: ORIGIN,
      connection: 'Upgrade',
      upgrade: 'websocket',
      'sec-websocket-version': '13',
      'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
      'x-api-key': 'unknown',
    });
    expect(refused.status).toBe(401);
    sameCorsAsTheApis(refused, 'upgrade');
    await expect(wsConnect(s.wsUrl, { 'x-api-key': 'unknown' })).rejects.toMatchObject({ status: 401 });
  });

  it("answers 404, 413 and 431 under the streaming path in v3's body", async () => {
    const cases: Array<[string, Answer]> = [
      ['404', await ask(`${s.base}/api/streaming/v2/nope`, 'GET', { origin: ORIGIN })],
      [
        '413',
        await ask(
          s.sseUrl,
          'POST',
          { ...json, origin: ORIGIN },
          JSON.stringify({ ...SUBSCRIPTION, pad: 'x'.repeat(MAX_SUBSCRIPTION_BYTES) }),
        ),
      ],
      ['431', await ask(s.sseUrl, 'GET', { origin: ORIGIN, 'x-long': 'x'.repeat(MAX_HEADER_BYTES) })],
    ];
    for (const [status, a] of cases) {
      expect(a.status, a.text).toBe(Number(status));
      expect(JSON.parse(a.text), status).toEqual({ code: Number(status), error: expect.any(String) });
      expect(a.headers['x-content-type-options'], `${status}: nosniff`).toBe('nosniff');
      expectNoInternals(a.text);
    }
  });

  it('answers 405 with Allow to other methods on the SSE endpoint', async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH']) {
      const a = await ask(s.sseUrl, method, { origin: ORIGIN });
      expect(a.status, method).toBe(405);
      expect(a.headers.allow).toBe('GET, POST');
      expect(JSON.parse(a.text)).toEqual({ code: 405, error: expect.any(String) });
      sameCorsAsTheApis(a, method);
    }
    const preflight = await ask(s.sseUrl, 'OPTIONS', {
      origin: ORIGIN,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type,x-api-key',
    });
    expect(preflight.status, 'a browser may still ask first').toBe(200);
    expect(preflight.headers['access-control-allow-origin']).toBe(ORIGIN);
  });
});
