/**
 * Webhooks end to end (D32): the management operations, then transfers on the local network delivered to a receiver
 * that verifies each request with the docs' recipe; what it gets must be what a stream with the same subscription
 * gets, in the same order, each event once, each signed.
 */
import { Address } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transferBoc } from '../../../devnet/test/helpers.ts';
import { sse, type SseClient } from '../streaming/clients.ts';
import { followedNetwork, type FollowedNetwork } from '../streaming/followed-network.ts';
import { receiver, type Receiver } from './receiver.ts';
import { transfers, until, webhookServer } from './setup.ts';

describe('webhooks: delivery of a subscription to a receiver', () => {
  let net: FollowedNetwork;
  let app: Awaited<ReturnType<typeof webhookServer>>;
  let rx: Receiver;
  let subscription: Record<string, unknown>;
  let to: Address[];

  beforeAll(async () => {
    net = await followedNetwork();
    app = await webhookServer(net);
    rx = await receiver();
    const wallets = net.devnet.accounts.filter((a) => a.kind === 'wallet');
    to = wallets.slice(5, 8).map((w) => Address.parse(w.address));
    const { wallet: sender } = await transferBoc('v3r2', 2, 0, []);
    subscription = {
      types: ['transactions', 'actions', 'account_state_change'],
      addresses: [sender.toRawString(), ...to.map((a) => a.toString())],
      min_finality: 'pending',
    };
  }, 120_000);

  afterAll(async () => {
    await rx?.close();
    await app?.server.stop({ timeout: 1000 });
    await net?.stop();
  });

  it('manages webhooks: create shows the secret once, list/get never; update, pause, resume, rotate, delete', async () => {
    const created = await app.call('POST', '/webhooks', { url: rx.url, ...subscription, description: 'a' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const id = created.body.id as string;
    expect(created.body.addresses).toHaveLength(4);
    expect(created.body.addresses.every((a: string) => /^0:[0-9A-F]{64}$/.test(a))).toBe(true);
    const got = await app.call('GET', `/webhook?id=${id}`);
    expect(got.status).toBe(200);
    expect(got.body.secret).toBeUndefined();
    expect((await app.call('GET', '/webhooks')).body.webhooks.map((w: any) => w.id)).toContain(id);
    const updated = await app.call('POST', '/webhook/update', { id, min_finality: 'finalized', description: null });
    expect(updated.body).toMatchObject({ id, min_finality: 'finalized', description: null, url: rx.url });
    expect(updated.body.types).toEqual(subscription.types);
    expect((await app.call('POST', '/webhook/pause', { id })).body).toMatchObject({ paused: true });
    expect((await app.call('POST', '/webhook/resume', { id })).body).toMatchObject({
      paused: false,
      paused_reason: null,
    });
    const rotated = await app.call('POST', '/webhook/rotateSecret', { id });
    expect(rotated.body.secret).not.toBe(created.body.secret);
    // a test delivery signed with both secrets for a day: the receiver knowing either accepts it
    for (const secret of [created.body.secret, rotated.body.secret]) {
      rx.secret = secret;
      const test = await app.call('POST', '/webhook/test', { id });
      expect(test.body).toMatchObject({ kind: 'test', status: 'delivered', last_status: 200, attempts: 1 });
      expect(rx.received.at(-1)).toMatchObject({ verified: true, id: test.body.id, body: { type: 'webhook_test' } });
    }
    rx.secret = 'whsec_' + Buffer.alloc(32, 7).toString('base64');
    await app.call('POST', '/webhook/test', { id });
    expect(rx.received.at(-1)!.verified).toBe(false);
    expect((await app.call('POST', '/webhook/delete', { id })).body).toEqual({ id, deleted: true });
    expect((await app.call('GET', `/webhook?id=${id}`)).status).toBe(404);
    expect((await app.call('POST', '/webhook/pause', { id })).status).toBe(404);
    rx.received.length = 0;
  });

  it('refuses what it must: private targets, other schemes, unknown fields, bad filters', async () => {
    for (const url of [
      'http://10.0.0.1/x',
      'http://169.254.169.254/latest',
      'ftp://example.com/',
      'http://u:p@127.0.0.1/',
    ])
      expect((await app.call('POST', '/webhooks', { url, ...subscription })).status, url).toBe(422);
    const strict = await app.call('POST', '/webhooks', { url: rx.url, ...subscription, colour: 'red' });
    expect(strict.status).toBe(422);
    expect((await app.call('POST', '/webhooks', { url: rx.url, types: ['transactions'] })).status).toBe(422);
    expect((await app.call('GET', '/webhook?id=00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('delivers every event of the subscription once, in order, signed, as a stream with the same subscription gets it', async () => {
    const created = await app.call('POST', '/webhooks', { url: rx.url, ...subscription });
    expect(created.status).toBe(200);
    rx.secret = created.body.secret;
    const stream: SseClient = await sse(`${app.base}/api/streaming/v2/sse`, subscription);
    await stream.next((m) => m.status === 'subscribed');
    const start = Number(created.body.position);
    await transfers(app.base, net, to, 12, { seqno: 0, tag: 'd' });
    const streamed = () =>
      stream.messages.filter((m) => m.type !== undefined && Number(m.position.split(':')[0]) > start);
    await until('the stream has the last transfer finalized', () =>
      streamed().some(
        (m) => m.type === 'transactions' && m.finality === 'finalized' && JSON.stringify(m).includes('d11'),
      ),
    );
    const expected = streamed().map((m) => m.position);
    await until(`the receiver has ${expected.length} deliveries`, () => rx.received.length >= expected.length, 30_000);
    stream.close();
    const got = rx.received.filter((r) => r.body.type !== 'webhook_test');
    expect(got.every((r) => r.verified)).toBe(true);
    expect(got.map((r) => r.position)).toEqual(expected);
    expect(got.map((r) => r.body.position)).toEqual(expected);
    expect(new Set(got.map((r) => r.id)).size).toBe(got.length);
    // the bodies are the stream's notifications, field for field
    const byPosition = new Map(streamed().map((m) => [m.position, m]));
    for (const r of got) expect(r.body).toEqual(byPosition.get(r.position));
    expect(expected.length).toBeGreaterThan(30);
    const deliveries = await app.call('GET', `/webhook/deliveries?id=${created.body.id}&limit=1000`);
    await until(
      'every delivery marked delivered',
      async () =>
        (await app.call('GET', `/webhook/deliveries?id=${created.body.id}&status=queued`)).body.deliveries.length === 0,
    );
    expect(deliveries.body.deliveries.length).toBe(got.length);
    // a replay of a range is the same bodies again, as new deliveries
    const before = rx.received.length;
    const replay = await app.call('POST', '/webhook/replay', {
      id: created.body.id,
      from: expected[2],
      to: expected[5],
    });
    expect(replay.body).toEqual({ queued: 3 });
    await until('the replay delivered', () => rx.received.length >= before + 3, 10_000);
    expect(rx.received.slice(before).map((r) => r.position)).toEqual(expected.slice(3, 6));
    await app.call('POST', '/webhook/delete', { id: created.body.id });
  }, 240_000);
});
