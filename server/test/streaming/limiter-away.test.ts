import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRedisLimiter } from '../../src/auth/limiter.ts';
import { expectNoInternals, freePort } from '../faults.ts';
import { bareStreamingServer, type BareServer } from './bare-server.ts';
import { sse, wsConnect } from './clients.ts';

const SUBSCRIPTION = { types: ['transactions'], addresses: [`0:${'0'.repeat(64)}`] };

/**
 * REDIS_UNAVAILABLE=refuse: while the shared rate limiter's Redis is away, no stream opens unmetered; admission
 * answers 503 in v3's body (S5), as every API request does, and never a 500.
 */
describe('streaming admission while the rate limiter is away', () => {
  let s: BareServer;
  beforeAll(async () => {
    // nothing listens there: the limiter's Redis is unreachable from the start
    const limiter = await connectRedisLimiter({ host: '127.0.0.1', port: await freePort() }, 'refuse', () => {}, 200);
    s = await bareStreamingServer({ limiter });
  }, 60_000);
  afterAll(() => s?.stop());

  it('answers 503 {code, error} to SSE (POST and GET) and to the WebSocket upgrade', async () => {
    const post = await sse(s.sseUrl, SUBSCRIPTION);
    expect(post.status).toBe(503);
    expect(post.body).toEqual({ code: 503, error: 'rate limiter unavailable' });
    expectNoInternals(JSON.stringify(post.body));
    const get = await sse(`${s.sseUrl}?types=transactions&addresses=${SUBSCRIPTION.addresses[0]}`, undefined);
    expect(get.status).toBe(503);
    await expect(wsConnect(s.wsUrl)).rejects.toMatchObject({
      status: 503,
      body: { code: 503, error: 'rate limiter unavailable' },
    });
  });
});
