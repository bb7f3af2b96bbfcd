/**
 * Resume (S16) end to end: the local network makes blocks of transfers sent through v2 (so pending emulations too),
 * the indexer follows it, and subscribers cut off at random moments come back with their last position. What each
 * received, once put together, must be exactly what a subscriber connected all along received: 0 lost, 0 twice.
 */
import { Address, internal, toNano } from '@ton/core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transferBoc } from '../../../devnet/test/helpers.ts';
import { emulatePending } from '../../../indexer/index.ts';
import { emulateAcceptedSends } from '../../src/pending.ts';
import { createServer, type ApiServer } from '../../src/server.ts';
import { attachStreaming } from '../../src/streaming/index.ts';
import { v2Mount } from '../../src/v2/app.ts';
import { v3Mount } from '../../src/v3/app.ts';
import { silentLogger } from '../helpers.ts';
import { sse, wsConnect, type SseClient, type WsClient } from './clients.ts';
import { followedNetwork, type FollowedNetwork } from './followed-network.ts';

/** A small deterministic generator: a failure is replayed by the same seed. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DISCONNECTS = 100;
const SEED = Number(process.env.RESUME_TEST_SEED ?? 20261204);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const notifications = (messages: any[]) => messages.filter((m) => m.type !== undefined);

describe('resume: random disconnects while transfers go on', () => {
  let net: FollowedNetwork;
  let server: ApiServer;
  let sseUrl: string;
  let wsUrl: string;

  beforeAll(async () => {
    net = await followedNetwork();
    server = await createServer({
      apis: [
        v2Mount({ pool: net.lite, network: 'local' }),
        v3Mount({ db: net.db.pool, pool: net.lite, network: 'local' }),
      ],
      logger: silentLogger,
      port: 0,
    });
    emulateAcceptedSends(server, { pool: net.lite, db: net.db.pool, logger: silentLogger, emulate: emulatePending });
    await attachStreaming(server, { db: net.db.pool, network: 'local', logger: silentLogger });
    await server.start();
    sseUrl = `${server.info.uri}/api/streaming/v2/sse`;
    wsUrl = `${server.info.uri.replace('http', 'ws')}/api/streaming/v2/ws`;
  }, 120_000);

  afterAll(async () => {
    await server?.stop({ timeout: 1000 });
    await net?.stop();
  });

  it(`${DISCONNECTS} disconnects over SSE and WebSocket: every notification once, in order, as the connected subscriber got it`, async () => {
    const rnd = random(SEED);
    const d = net.devnet;
    const wallets = d.accounts.filter((a) => a.kind === 'wallet');
    const to = wallets.slice(5, 8).map((w) => Address.parse(w.address));
    const { wallet: sender } = await transferBoc('v3r2', 2, 0, []);
    const body = {
      types: ['transactions', 'actions', 'account_state_change'],
      addresses: [sender.toRawString().toUpperCase(), ...to.map((a) => a.toRawString().toUpperCase())],
      min_finality: 'pending',
    };
    const truth = await sse(sseUrl, body);
    const start = (await truth.next((m) => m.status === 'subscribed')).position as string;

    // transfers through v2 sendBoc (each emulated, then in a block) until the subscribers below are done
    let sending = true;
    const traffic = (async () => {
      for (let seqno = 0; sending; seqno++) {
        const { boc } = await transferBoc('v3r2', 2, seqno, [
          internal({ to: to[seqno % to.length]!, value: toNano('0.01'), bounce: false, body: `n${seqno}` }),
        ]);
        const res = await fetch(`${server.info.uri}/api/v2/sendBoc`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ boc: boc.toString('base64') }),
        });
        expect(res.status, `seqno ${seqno}: ${await res.text()}`).toBe(200);
        await sleep(30);
        await d.chain.produceBlock();
        await d.chain.produceBlock();
      }
    })();

    /** One subscriber that is cut off `times` times, each after a random moment, and comes back from its last position. */
    const flaky = async (transport: 'sse' | 'ws', times: number) => {
      const received: any[] = [];
      let last = start;
      for (let i = 0; i <= times; i++) {
        let stream: SseClient | WsClient;
        if (transport === 'sse') {
          // as an EventSource: the last id in the header; every other time in the body instead
          stream =
            i % 2 === 0
              ? await sse(sseUrl, body, { 'last-event-id': last })
              : await sse(sseUrl, { ...body, from: last });
          expect(stream.status).toBe(200);
        } else {
          stream = await wsConnect(wsUrl);
          stream.send({ operation: 'subscribe', id: 'r', ...body, from: last });
        }
        await stream.next((m) => m.status === 'subscribed');
        if (i < times) await sleep(50 + rnd() * 350);
        else {
          const deadline = Date.now() + 60_000;
          // on a loaded machine an earlier round may already have received the last notification: this round then
          // started from it, and has nothing left to get
          const caughtUp = () =>
            finalPosition !== undefined &&
            [...received, ...notifications(stream.messages)].some((m) => m.position === finalPosition);
          while (!caughtUp() && Date.now() < deadline) await sleep(100);
          expect(
            caughtUp(),
            `${transport}: the last round (from ${last}) reaches the connected subscriber's last notification ${finalPosition}; it got ${JSON.stringify(stream.messages.map((m) => m.position ?? m.status ?? m.comment)).slice(-600)}`,
          ).toBe(true);
        }
        if (transport === 'sse') (stream as SseClient).close();
        else (stream as WsClient).ws.terminate();
        const got = notifications(stream.messages);
        received.push(...got);
        if (got.length) last = got.at(-1).position;
      }
      return received;
    };

    let finalPosition: string | undefined;
    const runs = [flaky('sse', DISCONNECTS / 2), flaky('ws', DISCONNECTS / 2)];
    // the last round of each waits for the truth's last notification once the traffic has stopped
    await sleep(DISCONNECTS * 130);
    sending = false;
    await traffic;
    for (let i = 0; i < 4; i++) await d.chain.produceBlock();
    // the indexer and the truth's reader may be behind the network on these two cores: the truth is complete once
    // it has heard nothing new for three seconds
    for (let last = '', quiet = 0; quiet < 30; quiet++) {
      const now = notifications(truth.messages).at(-1).position;
      if (now !== last) [last, quiet] = [now, 0];
      await sleep(100);
    }
    finalPosition = notifications(truth.messages).at(-1).position;
    const [viaSse = [], viaWs = []] = await Promise.all(runs);
    truth.close();

    // what came after the truth's last notification (a block made meanwhile) is not compared, but nothing may repeat
    const upToFinal = (list: any[]) => list.slice(0, list.findIndex((m) => m.position === finalPosition) + 1);
    const expected = upToFinal(notifications(truth.messages));
    console.log(
      `resume: ${DISCONNECTS} disconnects (seed ${SEED}), ${expected.length} notifications; received over SSE ${viaSse.length}, over WebSocket ${viaWs.length}`,
    );
    expect(expected.length, 'the run made notifications').toBeGreaterThan(50);
    expect(new Set(expected.map((m) => m.type))).toEqual(new Set(['transactions', 'actions', 'account_state_change']));
    for (const [name, got] of [
      ['SSE', viaSse],
      ['WebSocket', viaWs],
    ] as const) {
      const all = got!.map((m: any) => m.position);
      expect(all.length - new Set(all).size, `${name}: notifications received twice`).toBe(0);
      const positions = upToFinal(got!).map((m: any) => m.position);
      const missing = expected.filter((m) => !positions.includes(m.position)).map((m) => m.position);
      expect(missing, `${name}: notifications lost`).toEqual([]);
      expect(upToFinal(got!), `${name}: the same notifications, in the same order`).toEqual(expected);
    }
  }, 180_000);

  it('refuses a position it cannot resume from: 422 malformed or never given, 410 older than the window', async () => {
    const body = { types: ['transactions'], addresses: [net.devnet.accounts[0]!.address] };
    const fresh = await sse(sseUrl, body);
    const { position } = await fresh.next((m) => m.status === 'subscribed');
    fresh.close();
    const ahead = String(Number(position) + 1000);
    for (const [from, status, text] of [
      ['12:x', 422, /^from: /],
      [ahead, 422, /from: unknown position/],
    ] as const) {
      const refused = await sse(sseUrl, { ...body, from });
      expect(refused.status, from).toBe(status);
      expect(refused.body.error).toMatch(text);
    }
    // the header wins over the body (an EventSource reconnects to its first URL with a newer id)
    const byHeader = await sse(sseUrl, { ...body, from: ahead }, { 'last-event-id': position });
    expect(byHeader.status).toBe(200);
    expect(await byHeader.next((m) => m.status === 'subscribed'), 'no position on a resumed stream').toEqual({
      status: 'subscribed',
    });
    byHeader.close();
    const ws = await wsConnect(wsUrl);
    ws.send({ operation: 'subscribe', id: 'a', ...body, from: ahead });
    expect(await ws.next((m) => m.id === 'a')).toMatchObject({ status: 'error', code: 422 });

    // a replica keeping one second of positions: a position two seconds old is expired
    // another replica is another process with its own pool (the test's pool is the indexer's and the first server's)
    const pool = new pg.Pool({ connectionString: net.db.url, max: 4 });
    const short = await createServer({
      apis: [v3Mount({ db: pool, network: 'local' })],
      logger: silentLogger,
      port: 0,
    });
    await attachStreaming(short, { db: pool, network: 'local', logger: silentLogger, resumeSeconds: 1 });
    await short.start();
    try {
      await net.devnet.chain.produceBlock();
      await sleep(2500);
      const expired = await sse(`${short.info.uri}/api/streaming/v2/sse`, body, { 'last-event-id': position });
      expect(expired.status).toBe(410);
      expect(expired.body).toEqual({
        code: 410,
        error: expect.stringMatching(/^Last-Event-ID: position \d+ has expired/),
      });
      const shortWs = await wsConnect(`${short.info.uri.replace('http', 'ws')}/api/streaming/v2/ws`);
      shortWs.send({ operation: 'subscribe', id: 'e', ...body, from: position });
      expect(await shortWs.next((m) => m.id === 'e')).toMatchObject({ status: 'error', code: 410 });
      shortWs.ws.close();
    } finally {
      await short.stop({ timeout: 1000 });
      await pool.end();
    }
    ws.ws.close();
  }, 60_000);
});
