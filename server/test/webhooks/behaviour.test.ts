/**
 * How the deliverer treats a receiver that misbehaves, and who may see a webhook (D32): failures are retried under
 * the same delivery id with the later deliveries waiting (order), a delivery failing past the horizon is failed and
 * its webhook paused saying why, nothing queued is lost across the pause; redirects are not followed; a slow receiver
 * is timed out; webhooks belong to the key that made them; /metrics counts attempts.
 */
import { Address } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transferBoc } from '../../../devnet/test/helpers.ts';
import { KeyStore, parseKeysConfig } from '../../src/auth/keys.ts';
import { MemoryRateLimiter } from '../../src/auth/limiter.ts';
import { followedNetwork, type FollowedNetwork } from '../streaming/followed-network.ts';
import { receiver, type Receiver } from './receiver.ts';
import { sleep, transfers, until, webhookServer } from './setup.ts';

const KEYS =
  'plans: { pro: { rps: 1000 } }\nkeyless: { rps: 1000 }\nkeys: [ { key: alice, plan: pro }, { key: bob, plan: pro } ]';

describe('webhooks: retries, horizon, redirects, timeouts, ownership', () => {
  let net: FollowedNetwork;
  let app: Awaited<ReturnType<typeof webhookServer>>;
  let subscription: Record<string, unknown>;
  let to: Address[];
  let seqno = 0;
  const receivers: Receiver[] = [];

  beforeAll(async () => {
    net = await followedNetwork();
    app = await webhookServer(
      net,
      { retryBaseMs: 200, retryMaxMs: 800, retryHorizonSeconds: 4, timeoutMs: 500 },
      { auth: { keys: new KeyStore(parseKeysConfig(KEYS)), limiter: new MemoryRateLimiter(), network: 'local' } },
    );
    const wallets = net.devnet.accounts.filter((a) => a.kind === 'wallet');
    to = wallets.slice(5, 7).map((w) => Address.parse(w.address));
    const { wallet: sender } = await transferBoc('v3r2', 2, 0, []);
    subscription = { types: ['transactions'], addresses: [sender.toRawString()], min_finality: 'finalized' };
  }, 120_000);

  afterAll(async () => {
    for (const r of receivers) await r.close();
    await app?.server.stop({ timeout: 1000 });
    await net?.stop();
  });

  const hook = async (key = 'alice') => {
    const rx = await receiver();
    receivers.push(rx);
    const created = await app.call('POST', '/webhooks', { url: rx.url, ...subscription }, key);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    rx.secret = created.body.secret;
    return { rx, id: created.body.id as string };
  };
  const send = async (n: number) => {
    await transfers(app.base, net, to, n, { seqno, tag: 'b' });
    seqno += n;
  };

  it('belongs to the key that made it: keyless is 401 where keys exist, another key gets 404', async () => {
    expect((await app.call('GET', '/webhooks')).status).toBe(401);
    expect((await app.call('POST', '/webhooks', { url: 'http://127.0.0.1:9/x', ...subscription })).body).toEqual({
      code: 401,
      error: 'webhooks need an API key',
    });
    const { id } = await hook('alice');
    expect((await app.call('GET', `/webhook?id=${id}`, undefined, 'bob')).status).toBe(404);
    expect((await app.call('POST', '/webhook/delete', { id }, 'bob')).status).toBe(404);
    expect((await app.call('GET', '/webhooks', undefined, 'bob')).body.webhooks).toEqual([]);
    expect((await app.call('GET', '/webhooks', undefined, 'alice')).body.webhooks.map((w: any) => w.id)).toContain(id);
    expect((await app.call('GET', `/webhook?id=${id}`, undefined, 'nobody')).status).toBe(401);
    await app.call('POST', '/webhook/delete', { id }, 'alice');
  });

  it('retries a failing delivery under the same id while the later ones wait, then sends them in order', async () => {
    const { rx, id } = await hook();
    rx.status = 500;
    await send(3);
    await until('three attempts of the first delivery', () => rx.received.length >= 3, 30_000);
    rx.status = 200;
    await until('every delivery accepted', async () => {
      const d = await app.call('GET', `/webhook/deliveries?id=${id}&status=queued`, undefined, 'alice');
      return d.body.deliveries.length === 0 && rx.received.some((r) => r.status === 200);
    });
    await sleep(500);
    const failed = rx.received.filter((r) => r.status === 500);
    // only the oldest delivery was attempted while it failed: the others waited behind it
    expect(new Set(failed.map((r) => r.id)).size).toBe(1);
    const first = rx.received.find((r) => r.status === 200)!;
    expect(first.id).toBe(failed[0]!.id);
    const ok = rx.received.filter((r) => r.status === 200);
    const positions = ok.map((r) => r.position!.split(':').map(Number) as [number, number]);
    for (let i = 1; i < positions.length; i++)
      expect(positions[i]![0] * 1e6 + positions[i]![1]).toBeGreaterThan(
        positions[i - 1]![0] * 1e6 + positions[i - 1]![1],
      );
    const list = await app.call('GET', `/webhook/deliveries?id=${id}`, undefined, 'alice');
    const retried = list.body.deliveries.find((d: any) => d.id === first.id);
    expect(retried).toMatchObject({
      status: 'delivered',
      attempts: failed.length + 1,
      last_status: 200,
      last_error: null,
    });
    expect((await app.call('GET', `/webhook?id=${id}`, undefined, 'alice')).body).toMatchObject({
      failing_since: null,
      last_error: null,
    });
    await app.call('POST', '/webhook/delete', { id }, 'alice');
  }, 120_000);

  it('fails a delivery past the horizon and pauses the webhook saying why; resume sends the rest, replay the failed one', async () => {
    const { rx, id } = await hook();
    rx.status = 503;
    await send(2);
    await until(
      'the webhook paused',
      async () => (await app.call('GET', `/webhook?id=${id}`, undefined, 'alice')).body.paused,
      30_000,
    );
    const paused = (await app.call('GET', `/webhook?id=${id}`, undefined, 'alice')).body;
    expect(paused.paused_reason).toMatch(/failed for 4 s.*HTTP 503/);
    expect(paused.queued).toBeGreaterThan(0);
    const dead = (await app.call('GET', `/webhook/deliveries?id=${id}&status=failed`, undefined, 'alice')).body
      .deliveries;
    expect(dead).toHaveLength(1);
    expect(dead[0]).toMatchObject({ status: 'failed', last_status: 503 });
    const attemptsWhilePaused = rx.received.length;
    await sleep(1500);
    expect(rx.received.length, 'nothing is sent while paused').toBe(attemptsWhilePaused);
    rx.status = 200;
    await app.call('POST', '/webhook/resume', { id }, 'alice');
    await until(
      'the queued ones delivered',
      async () => (await app.call('GET', `/webhook?id=${id}`, undefined, 'alice')).body.queued === 0,
    );
    const replay = await app.call('POST', '/webhook/replay', { id, delivery_id: dead[0].id }, 'alice');
    expect(replay.body).toEqual({ queued: 1 });
    await until('the failed one replayed', () =>
      rx.received.some((r) => r.status === 200 && r.position === dead[0].position),
    );
    const again = rx.received.find((r) => r.status === 200 && r.position === dead[0].position)!;
    expect(again.id).not.toBe(dead[0].id);
    await app.call('POST', '/webhook/delete', { id }, 'alice');
  }, 120_000);

  it('does not follow a redirect and times out a slow receiver', async () => {
    const { rx, id } = await hook();
    rx.status = 302;
    const test = await app.call('POST', '/webhook/test', { id }, 'alice');
    expect(test.body).toMatchObject({ status: 'failed', last_status: 302 });
    expect(test.body.last_error).toMatch(/redirects are not followed/);
    rx.status = 200;
    rx.delayMs = 1500;
    const slow = await app.call('POST', '/webhook/test', { id }, 'alice');
    expect(slow.body).toMatchObject({ status: 'failed', last_status: null });
    expect(slow.body.last_error).toMatch(/no answer within 500 ms/);
    await app.call('POST', '/webhook/delete', { id }, 'alice');
  });

  it('counts attempts and queue depth in /metrics', async () => {
    const text = await (await fetch(`${app.base}/metrics`)).text();
    expect(text).toMatch(/ton_webhook_attempts_total\{outcome="delivered"\} [1-9]/);
    expect(text).toMatch(/ton_webhook_attempts_total\{outcome="failed"\} [1-9]/);
    expect(text).toMatch(/ton_webhook_queued_deliveries \d+/);
    expect(text).toMatch(/ton_webhook_delivery_latency_seconds_count [1-9]/);
  });
});
