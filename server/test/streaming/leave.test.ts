import type { Socket } from 'node:net';
import { promisify } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from '../../src/streaming/hub.ts';
import { until } from '../faults.ts';
import { bareStreamingServer, type BareServer } from './bare-server.ts';
import { rawSse, wsConnect, type RawStream, type WsClient } from './clients.ts';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const SUBSCRIPTION = { types: ['transactions'], addresses: [`0:${'0'.repeat(64)}`] };
const SUBSCRIBERS = 2000;

/**
 * What 2000 subscribers leave behind once they are gone: nothing. Every server-side object of a connection (its
 * hub entry, its socket) is followed by a WeakRef and must be collected; the counts the server keeps go back to
 * zero and the listener's handlers to what they were; the slots all come back (the cap is exactly 2000).
 */
describe('subscribers that leave', () => {
  let s: BareServer;
  const connections: Array<WeakRef<Connection>> = [];
  const sockets: Array<WeakRef<Socket>> = [];
  beforeAll(async () => {
    s = await bareStreamingServer({ keys: `keyless: { rps: 1000000, streams: ${SUBSCRIBERS} }` });
    const add = s.hub.add.bind(s.hub);
    s.hub.add = (sink) => {
      const c = add(sink);
      connections.push(new WeakRef(c));
      return c;
    };
    s.server.listener.on('connection', (socket: Socket) => sockets.push(new WeakRef(socket)));
  }, 60_000);
  afterAll(() => s?.stop());

  const serverSockets = () => promisify(s.server.listener.getConnections.bind(s.server.listener))();
  const listeners = () =>
    s.server.listener
      .eventNames()
      .map((e) => `${String(e)}:${s.server.listener.listenerCount(e)}`)
      .join(' ');
  const alive = async () => {
    for (let i = 0; i < 3; i++) {
      gc();
      // a WeakRef keeps its target until the job that last read it is over
      await new Promise((r) => setTimeout(r, 10));
    }
    return {
      connections: connections.filter((r) => r.deref() !== undefined).length,
      sockets: sockets.filter((r) => r.deref() !== undefined).length,
    };
  };

  it('leaves no connection, socket, slot or listener behind, round after round', async () => {
    const before = listeners();
    for (let round = 0; round < 2; round++) {
      const ws: WsClient[] = [];
      const streams: RawStream[] = [];
      for (let i = 0; i < SUBSCRIBERS / 2; i++) {
        streams.push(await rawSse(s.sseUrl, SUBSCRIPTION));
        const w = await wsConnect(s.wsUrl, {}, { unchecked: true });
        w.send({ operation: 'subscribe', id: 's', ...SUBSCRIPTION });
        ws.push(w);
      }
      await Promise.all(ws.map((w) => w.next((m) => m.id === 's')));
      expect(streams.every((c) => c.status === 200)).toBe(true);
      expect(s.hub.connections.size).toBe(SUBSCRIBERS);
      expect((await rawSse(s.sseUrl, SUBSCRIPTION)).status, 'the cap is reached').toBe(429);

      for (const c of streams) c.socket.destroy();
      for (const w of ws) w.ws.close();
      await Promise.all([...ws.map((w) => w.closed), ...streams.map((c) => c.closed)]);
      await until('server-side sockets closed', async () => ((await serverSockets()) === 0 ? true : undefined), 10_000);
      expect(s.hub.connections.size).toBe(0);
      expect(listeners()).toBe(before);
      ws.length = 0;
      streams.length = 0;
      const left = await alive();
      expect(left, `round ${round}: server-side objects still reachable`).toEqual({ connections: 0, sockets: 0 });
    }
  }, 240_000);
});
