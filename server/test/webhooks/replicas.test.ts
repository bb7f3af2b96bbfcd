/**
 * Two deliverers on one database (two API replicas, D32): every event of every webhook is delivered exactly once
 * (no crash, so no repeat), in position order per webhook, the leases keeping them from sending one webhook side by side.
 */
import { Address } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transferBoc } from '../../../devnet/test/helpers.ts';
import { Deliverer } from '../../src/webhooks/deliverer.ts';
import { silentLogger } from '../helpers.ts';
import { followedNetwork, type FollowedNetwork } from '../streaming/followed-network.ts';
import { receiver, type Receiver } from './receiver.ts';
import { LOOPBACK, transfers, until, webhookServer } from './setup.ts';

const WEBHOOKS = 6;

describe('webhooks: two replicas deliver', () => {
  let net: FollowedNetwork;
  let app: Awaited<ReturnType<typeof webhookServer>>;
  let other: Deliverer;

  beforeAll(async () => {
    net = await followedNetwork();
    app = await webhookServer(net, {}, { deliver: true });
    other = new Deliverer({
      db: { pool: net.db.pool, timeoutMs: 10_000 },
      network: 'local',
      logger: silentLogger,
      settings: { ...app.deliverer.settings, allowedTargets: LOOPBACK },
    });
    other.start();
  }, 120_000);

  afterAll(async () => {
    await other?.stop();
    await app?.server.stop({ timeout: 1000 });
    await net?.stop();
  });

  it(`${WEBHOOKS} webhooks: each event once, in order, from either replica`, async () => {
    const wallets = net.devnet.accounts.filter((a) => a.kind === 'wallet');
    const to = wallets.slice(5, 8).map((w) => Address.parse(w.address));
    const { wallet: sender } = await transferBoc('v3r2', 2, 0, []);
    const rxs: Receiver[] = [];
    const ids: string[] = [];
    for (let i = 0; i < WEBHOOKS; i++) {
      const rx = await receiver();
      rx.delayMs = 5;
      const created = await app.call('POST', '/webhooks', {
        url: rx.url,
        types: i % 2 ? ['transactions'] : ['transactions', 'actions'],
        addresses: [sender.toRawString(), ...to.map((a) => a.toRawString())],
        min_finality: i % 3 === 0 ? 'pending' : 'finalized',
      });
      rx.secret = created.body.secret;
      rxs.push(rx);
      ids.push(created.body.id);
    }
    await transfers(app.base, net, to, 15, { seqno: 0, tag: 'r' });
    const queued = async () => {
      let n = 0;
      for (const id of ids) n += (await app.call('GET', `/webhook?id=${id}`)).body.queued;
      return n;
    };
    // the index has the last block, and every webhook's outbox has caught up with it and is empty
    const last = net.devnet.chain.lastMc.id.seqno;
    let head = 0;
    await until(`block ${last} in the index`, async () => {
      const { rows } = await net.db.pool.query<{ position: string }>(
        'SELECT position FROM index_news WHERE news = $1',
        [`block:${last}`],
      );
      head = Number(rows[0]?.position ?? 0);
      return head > 0;
    });
    const caughtUp = async () => {
      for (const id of ids) if (Number((await app.call('GET', `/webhook?id=${id}`)).body.position) < head) return false;
      return true;
    };
    await until('every delivery made', async () => (await caughtUp()) && (await queued()) === 0, 60_000);
    let total = 0;
    for (const [i, rx] of rxs.entries()) {
      const positions = rx.received.map((r) => r.position!);
      expect(new Set(positions).size, `webhook ${i}: each event once`).toBe(positions.length);
      const keyed = positions.map((p) => p.split(':').map(Number)).map(([n, o]) => n! * 1e6 + o!);
      expect(keyed, `webhook ${i}: in order`).toEqual([...keyed].sort((a, b) => a - b));
      expect(rx.received.every((r) => r.verified)).toBe(true);
      const listed = (await app.call('GET', `/webhook/deliveries?id=${ids[i]}&limit=1000`)).body.deliveries;
      expect(listed.every((d: any) => d.status === 'delivered' && d.attempts === 1)).toBe(true);
      expect(listed.length).toBe(positions.length);
      total += positions.length;
      await rx.close();
    }
    expect(total).toBeGreaterThan(WEBHOOKS * 10);
  }, 180_000);
});
