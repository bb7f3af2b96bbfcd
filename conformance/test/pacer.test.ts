// Pacing against a real HTTP server that limits like the reference (one request per second per client,
// 429 beyond): the suite waits out 429s instead of reporting them, learns the pace, advises a key once,
// and the rate-limit case still sees its 429s.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../src/http.ts';
import { Pacer } from '../src/pacer.ts';

describe('the suite paces itself against a rate-limited target', () => {
  let server: Server;
  let url = '';
  let lastAccepted = 0;
  let refused = 0;
  beforeAll(async () => {
    server = createServer((_req, res) => {
      const now = Date.now();
      if (now - lastAccepted < 1000) {
        refused++;
        res
          .writeHead(429, { 'content-type': 'application/json' })
          .end('{"ok":false,"code":429,"error":"Ratelimit exceeded"}');
        return;
      }
      lastAccepted = now;
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true,"result":1}');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}/`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('retries every 429, learns one request per second, and says once to pass a key', async () => {
    const lines: string[] = [];
    const pacer = new Pacer({ keyed: false, log: (l) => lines.push(l) });
    const statuses = await Promise.all(
      Array.from({ length: 4 }, () =>
        send({ method: 'GET', url, headers: {} }, { pacer }).then((e) => e.response.status),
      ),
    );
    expect(statuses).toEqual([200, 200, 200, 200]);
    expect(pacer.limited).toBeGreaterThan(0);
    expect(pacer.rate).toBeLessThanOrEqual(1);
    expect(lines).toEqual([
      'rate limited: pass --api-key (the suite paces itself meanwhile; --rate N sets requests/s)',
    ]);
    // Once learned, the pace holds: the next requests meet no 429.
    const before = refused;
    for (let i = 0; i < 2; i++)
      expect((await send({ method: 'GET', url, headers: {} }, { pacer })).response.status).toBe(200);
    expect(refused).toBe(before);
  }, 30_000);

  it('an explicit --rate paces from the first request; the rate-limit probe bypasses it and sees 429', async () => {
    await new Promise((r) => setTimeout(r, 1100));
    const pacer = new Pacer({ keyed: true, rate: 0.9 });
    const before = refused;
    for (let i = 0; i < 2; i++)
      expect((await send({ method: 'GET', url, headers: {} }, { pacer })).response.status).toBe(200);
    expect(refused).toBe(before);
    const burst = await Promise.all(
      Array.from({ length: 3 }, () => send({ method: 'GET', url, headers: {} }, { pacer, rateLimitProbe: true })),
    );
    expect(burst.map((e) => e.response.status)).toContain(429);
  }, 30_000);
});
