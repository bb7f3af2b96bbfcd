#!/usr/bin/env tsx
/**
 * One side of the benchmark, in its own process so the load generator never shares its CPU:
 *   tsx server/bench/target.ts reference       → the local network and the reference server (API v2)
 *   tsx server/bench/target.ts bare <file>     → node:http answering each path with the recorded bytes
 * Prints one JSON line `{ "url": …, "address": … }` once listening; exits on SIGTERM. The reference server logs
 * one line per request on stdout as the CLI does, so logging is part of what is measured.
 */
import { readFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { startDevnet } from '../../devnet/index.ts';
import { LitePool } from '../src/lite/pool.ts';
import { createLogger } from '../src/ops/logger.ts';
import { createServer } from '../src/server.ts';
import { observePool, v2Mount } from '../src/v2/app.ts';

const [mode, file] = process.argv.slice(2);
const stops: Array<() => Promise<void>> = [];

if (mode === 'reference') {
  const devnet = await startDevnet({ blockInterval: 1000 });
  const pool = await LitePool.fromGlobalConfig(devnet.globalConfigPath);
  const server = await createServer({ apis: [v2Mount({ pool, network: 'local' })], logger: createLogger('info'), onStop: async () => pool.close() });
  observePool(pool, server);
  await server.start();
  stops.push(() => server.stop(), () => devnet.stop());
  const wallet = devnet.accounts.find((a) => a.kind === 'wallet') ?? devnet.accounts[0]!;
  console.log(JSON.stringify({ url: server.info.uri, address: wallet.address }));
} else if (mode === 'bare' && file) {
  // path (with query) → the exact bytes the reference server answered
  const bodies = new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>).map(([k, v]) => [k, Buffer.from(v, 'base64')]));
  const server = createHttpServer((req, res) => {
    const body = bodies.get(req.url ?? '');
    if (!body) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stops.push(() => new Promise((resolve) => server.close(() => resolve())));
  const { port } = server.address() as { port: number };
  console.log(JSON.stringify({ url: `http://127.0.0.1:${port}` }));
} else {
  console.error('usage: target.ts reference | bare <bodies.json>');
  process.exit(2);
}

process.on('SIGTERM', async () => {
  for (const stop of stops) await stop().catch(() => undefined);
  process.exit(0);
});
