// A real node:http server whose latency the test controls: a fixed delay per request, and an
// optional stall during which every response is held until the stall ends.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Controlled {
  url: string;
  /** arrival time of every request (performance.now(), same clock as the test) */
  arrivals: number[];
  delayMs: number;
  /** hold every response until this performance.now() time */
  stallUntil: number;
  close(): Promise<void>;
}

export async function controlledServer(delayMs = 0): Promise<Controlled> {
  const state = { arrivals: [] as number[], delayMs, stallUntil: 0 };
  const server: Server = createServer((req, res) => {
    const now = performance.now();
    state.arrivals.push(now);
    req.resume();
    req.on('end', () => {
      const wait = Math.max(state.delayMs, state.stallUntil - now);
      setTimeout(() => {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ ok: true, result: { '@type': 'ok' } }));
      }, wait);
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}/api/v2`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
