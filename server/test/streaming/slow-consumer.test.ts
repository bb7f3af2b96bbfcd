import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventBatch, TraceSnapshot } from '../../src/streaming/events.ts';
import { until } from '../faults.ts';
import { bareStreamingServer, type BareServer } from './bare-server.ts';
import { rawSse, wsConnect, type RawStream, type WsClient } from './clients.ts';

const ACCOUNT = `0:${'AB'.repeat(32)}`;
const SUBSCRIPTION = { types: ['transactions'], addresses: [ACCOUNT] };
const CAP = 2;
const GRACE_MS = 1000;

/** One trace whose notification is 64 KiB: only what the hub reads of a transaction, padded. */
const batch: EventBatch = {
  traces: [
    {
      finality: 'finalized',
      norm: 'n',
      traceId: 't',
      transactions: [
        {
          account: ACCOUNT,
          hash: 'h',
          lt: '1',
          pad: 'x'.repeat(64 * 1024),
        } as unknown as TraceSnapshot['transactions'][number],
      ],
      actions: [],
      accounts: [ACCOUNT],
      addressBook: {},
      metadata: {},
    },
  ],
  states: [],
  jettons: [],
  invalidated: [],
};

/**
 * S8: a non-reading SSE client dropped as a slow consumer loses its socket, not only its subscription; its connection
 * slot goes back once the socket is gone, so non-reading clients cannot hold more sockets than the cap (S7).
 */
describe('SSE slow consumers: socket and slot', () => {
  let s: BareServer;
  beforeAll(async () => {
    s = await bareStreamingServer({
      keys: `keyless: { rps: 1000, streams: ${CAP} }`,
      limits: { maxBufferedBytes: 512 * 1024, closeGraceMs: GRACE_MS },
    });
  }, 60_000);
  afterAll(() => s?.stop());

  const serverSockets = () => promisify(s.server.listener.getConnections.bind(s.server.listener))();
  /** the status a new stream gets, its socket closed at once */
  const probe = async () => {
    const c = await rawSse(s.sseUrl, SUBSCRIPTION);
    c.socket.destroy();
    return c.status;
  };

  /** Delivers the batch until every connection was dropped as a slow consumer (each round, `onRound`). */
  const floodUntilDropped = async (onRound?: () => Promise<void>): Promise<void> => {
    let rounds = 0;
    while (s.hub.connections.size > 0 && rounds < 5000) {
      s.hub.deliver(batch);
      rounds++;
      await onRound?.();
      await new Promise((r) => setImmediate(r));
    }
    expect(s.hub.connections.size, `dropped after ${rounds} rounds`).toBe(0);
  };
  it('closes the sockets of non-reading streams and holds the cap while they last', async () => {
    let dropped = 0;
    let mostSockets = 0;
    for (let round = 0; round < 3; round++) {
      const held: RawStream[] = [];
      for (let i = 0; i < CAP; i++) held.push(await rawSse(s.sseUrl, SUBSCRIPTION));
      expect(held.map((c) => c.status)).toEqual([200, 200]);
      expect(await probe(), 'over the cap').toBe(429);

      await floodUntilDropped(async () => {
        mostSockets = Math.max(mostSockets, await serverSockets());
      });
      // dropped, yet their sockets still have the grace to take their last bytes: the slots are still theirs
      expect(await probe(), 'slots held while the sockets last').toBe(429);

      await until(
        'server-side sockets of the dropped streams closed',
        async () => ((await serverSockets()) === 0 ? true : undefined),
        GRACE_MS + 5000,
        50,
      );
      // the client, reading again, finds its socket closed by the server (it never closed it itself)
      for (const c of held) c.socket.resume();
      await Promise.all(held.map((c) => c.closed));
      dropped += held.length;
    }
    expect(dropped).toBe(6);
    expect(mostSockets, 'server-side sockets at any time').toBeLessThanOrEqual(CAP + 1);
    expect(await probe(), 'the slots came back with the sockets').toBe(200);
  }, 120_000);

  it("holds a WebSocket slow consumer's slot until its socket is gone", async () => {
    const held: WsClient[] = [];
    for (let i = 0; i < CAP; i++) {
      const c = await wsConnect(s.wsUrl, {}, { unchecked: true });
      c.send({ operation: 'subscribe', id: 's', ...SUBSCRIPTION });
      await c.next((m) => m.id === 's');
      // reads nothing more, not even the close frame
      (c.ws as unknown as { _socket: { pause(): void } })._socket.pause();
      held.push(c);
    }
    await floodUntilDropped();
    expect(await probe(), 'slots held while the sockets last').toBe(429);
    await until(
      'server-side sockets of the dropped connections closed',
      async () => ((await serverSockets()) === 0 ? true : undefined),
      GRACE_MS + 5000,
      50,
    );
    expect(await probe(), 'the slots came back with the sockets').toBe(200);
    for (const c of held) c.ws.terminate();
  }, 60_000);
});
