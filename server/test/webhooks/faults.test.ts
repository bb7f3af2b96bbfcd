/**
 * Webhooks survive their faults with nothing lost (D32): a receiver away for five minutes of transfers gets every
 * event once it is back, in order; a deliverer killed (-9) in the middle of sending is replaced by another, which
 * sends what was not acknowledged, under the same delivery ids. The truth is a stream with the same subscription,
 * connected all along.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { Address } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../../contract/index.ts';
import { transferBoc } from '../../../devnet/test/helpers.ts';
import { sse, type SseClient } from '../streaming/clients.ts';
import { followedNetwork, type FollowedNetwork } from '../streaming/followed-network.ts';
import { receiver, type Receiver, type Received } from './receiver.ts';
import { LOOPBACK, sleep, transfers, until, webhookServer } from './setup.ts';

const DOWN_SECONDS = Number(process.env.WEBHOOK_FAULT_DOWN_SECONDS ?? 300);

describe('webhooks: faults lose nothing', () => {
  let net: FollowedNetwork;
  let app: Awaited<ReturnType<typeof webhookServer>>;
  let subscription: Record<string, unknown>;
  let to: Address[];
  let seqno = 0;

  beforeAll(async () => {
    net = await followedNetwork();
    app = await webhookServer(net, { retryBaseMs: 500, retryMaxMs: 5000 }, { deliver: false });
    const wallets = net.devnet.accounts.filter((a) => a.kind === 'wallet');
    to = wallets.slice(5, 8).map((w) => Address.parse(w.address));
    const { wallet: sender } = await transferBoc('v3r2', 2, 0, []);
    subscription = {
      types: ['transactions', 'actions'],
      addresses: [sender.toRawString(), ...to.map((a) => a.toRawString())],
      min_finality: 'confirmed',
    };
  }, 120_000);

  afterAll(async () => {
    await app?.server.stop({ timeout: 1000 });
    await net?.stop();
  });

  /** What the stream got after the webhook was created: the positions every delivery must cover, in order. */
  const truthAfter = (stream: SseClient, start: number) =>
    stream.messages
      .filter((m) => m.type !== undefined && Number(m.position.split(':')[0]) > start)
      .map((m) => m.position as string);

  const accepted = (rx: Receiver) => rx.received.filter((r) => r.status === 200 && r.body.type !== 'webhook_test');

  /** Each position delivered under one id only, accepted in strictly increasing order of first acceptance. */
  const judge = (got: Received[], truth: string[]) => {
    const idOf = new Map<string, string>();
    for (const r of got) {
      expect(r.verified, `${r.position} signature`).toBe(true);
      const id = idOf.get(r.position!);
      if (id !== undefined) expect(r.id, `${r.position} sent again under another id`).toBe(id);
      else idOf.set(r.position!, r.id);
    }
    expect([...idOf.keys()]).toEqual(truth);
  };

  it(
    `a receiver away for ${DOWN_SECONDS} s of transfers gets every event once it is back, in order`,
    async () => {
      const rx = await receiver();
      const dl = (await import('../../src/webhooks/deliverer.ts')).Deliverer;
      const deliverer = new dl({
        db: { pool: net.db.pool, timeoutMs: 10_000 },
        network: 'local',
        logger: (await import('../helpers.ts')).silentLogger,
        settings: { ...app.deliverer.settings, allowedTargets: LOOPBACK },
      });
      deliverer.start();
      try {
        const created = await app.call('POST', '/webhooks', { url: rx.url, ...subscription });
        expect(created.status).toBe(200);
        rx.secret = created.body.secret;
        const stream = await sse(`${app.base}/api/streaming/v2/sse`, subscription);
        await stream.next((m) => m.status === 'subscribed');
        await rx.down();
        const until_ = Date.now() + DOWN_SECONDS * 1000;
        let sent = 0;
        while (Date.now() < until_) {
          await transfers(app.base, net, to, 1, { seqno: seqno++, tag: 'f' });
          sent++;
          await sleep(2000);
        }
        const failing = await app.call('GET', `/webhook?id=${created.body.id}`);
        console.log(
          JSON.stringify(failing.body),
          JSON.stringify((await app.call('GET', `/webhook/deliveries?id=${created.body.id}&limit=3`)).body),
        );
        expect(failing.body.failing_since, 'the webhook says it is failing').not.toBeNull();
        expect(failing.body.last_error).toMatch(/refused/);
        expect(failing.body.queued).toBeGreaterThan(sent);
        await rx.up();
        const last = `f${seqno - 1}`;
        await until('the stream has the last transfer confirmed', () =>
          stream.messages.some((m) => m.type === 'transactions' && JSON.stringify(m).includes(last)),
        );
        const truth = truthAfter(stream, Number(created.body.position));
        await until(
          `all ${truth.length} events delivered`,
          () => new Set(accepted(rx).map((r) => r.position)).size >= truth.length,
          120_000,
        );
        stream.close();
        judge(accepted(rx), truth);
        expect(accepted(rx).length, 'nothing delivered twice').toBe(truth.length);
        console.log(`receiver away ${DOWN_SECONDS} s: ${sent} transfers, ${truth.length} events, all delivered after`);
      } finally {
        await deliverer.stop();
        await rx.close();
      }
    },
    (DOWN_SECONDS + 300) * 1000,
  );

  it('a deliverer killed -9 mid-delivery: another sends the rest, repeats carry the same delivery id', async () => {
    const rx = await receiver();
    rx.delayMs = 30;
    const children: ChildProcess[] = [];
    const start = () => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', join(repoRoot, 'server/test/webhooks/deliverer-process.ts')],
        {
          cwd: repoRoot,
          env: { ...process.env, DATABASE_URL: net.db.url, WEBHOOK_ALLOWED_TARGETS: LOOPBACK },
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      children.push(child);
      return new Promise<void>((ok) => child.stdout!.once('data', () => ok()));
    };
    try {
      const created = await app.call('POST', '/webhooks', { url: rx.url, ...subscription });
      rx.secret = created.body.secret;
      const stream = await sse(`${app.base}/api/streaming/v2/sse`, subscription);
      await stream.next((m) => m.status === 'subscribed');
      await start();
      await transfers(app.base, net, to, 20, { seqno, tag: 'k' });
      seqno += 20;
      await until('some deliveries made', () => accepted(rx).length >= 10, 60_000);
      children[0]!.kill('SIGKILL');
      const atKill = rx.received.length;
      await transfers(app.base, net, to, 10, { seqno, tag: 'k' });
      seqno += 10;
      await start();
      const last = `k${seqno - 1}`;
      await until('the stream has the last transfer confirmed', () =>
        stream.messages.some((m) => m.type === 'transactions' && JSON.stringify(m).includes(last)),
      );
      const truth = truthAfter(stream, Number(created.body.position));
      // the new deliverer takes the webhook once the dead one's lease (30 s) has run out
      await until(
        `all ${truth.length} events delivered`,
        () => new Set(accepted(rx).map((r) => r.position)).size >= truth.length,
        120_000,
      );
      stream.close();
      judge(accepted(rx), truth);
      expect(atKill, 'killed in the middle: some sent, not all').toBeLessThan(truth.length);
      const repeats = accepted(rx).length - truth.length;
      console.log(
        `killed after ${atKill} deliveries: ${truth.length} events, ${repeats} sent again under the same id, 0 lost`,
      );
    } finally {
      for (const c of children) c.kill('SIGKILL');
      await rx.close();
    }
  }, 300_000);
});
