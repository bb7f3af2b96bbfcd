#!/usr/bin/env tsx
/**
 * One side of the benchmark, each in its own process, as in a deployment where liteservers are other machines:
 *   tsx server/bench/target.ts devnet              → the local network; prints its global config path as `url`
 *   tsx server/bench/target.ts reference <config>  → the reference server, API v2 over the liteservers of <config> and
 *                                                    API v3 over an embedded PostgreSQL holding the tests' seeded index
 *                                                    (and its news: a `block:` NOTIFY a second, as from an indexer),
 *                                                    with API keys and rate limits on (the bench's key has a plan
 *                                                    far above what it sends)
 *   tsx server/bench/target.ts hapi <file>         → Hapi alone answering each path with the recorded bytes
 *   tsx server/bench/target.ts bare <file>         → node:http answering each path with the recorded bytes
 * Prints one JSON line `{ "url": …, "address": …, "apiKey": …, "v3Account": … }` once ready; exits on SIGTERM. The reference server logs one
 * line per request on stdout as the CLI does, so logging is part of what is measured.
 */
import Hapi from '@hapi/hapi';
import { readFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { startDevnet } from '../../devnet/index.ts';
import { formatIndexNews, INDEX_EVENTS_CHANNEL } from '../../contract/index-news.ts';
import { freshDatabase } from '../../indexer/db/fresh-database.ts';
import { KeyStore } from '../src/auth/keys.ts';
import { MemoryRateLimiter } from '../src/auth/limiter.ts';
import { LitePool } from '../../liteapi/pool.ts';
import { createLogger } from '../src/ops/logger.ts';
import { createServer } from '../src/server.ts';
import { observePool, v2Mount } from '../src/v2/app.ts';
import { v3Mount } from '../src/v3/app.ts';
import { A as seededAccount, seed } from '../test/v3/seed.ts';
import { installTonCoreSpeedups } from '../../tlb/adapters/ton-core.ts';
import { installPgAdaptations } from '../src/v3/queries/adapters/pg.ts';

/** The key the load sends; its plan allows far more than any run reaches, so the limiter counts but never refuses. */
export const BENCH_API_KEY = 'bench-key-0123456789abcdef';

// measured as server/bin/server.ts runs: with the library adapters it installs
installTonCoreSpeedups();
installPgAdaptations();
const [mode, file] = process.argv.slice(2);
const stops: Array<() => Promise<void>> = [];

if (mode === 'devnet') {
  const devnet = await startDevnet({ blockInterval: 1000 });
  stops.push(() => devnet.stop());
  const wallet = devnet.accounts.find((a) => a.kind === 'wallet') ?? devnet.accounts[0]!;
  console.log(JSON.stringify({ url: devnet.globalConfigPath, address: wallet.address }));
} else if (mode === 'reference' && file) {
  const pool = await LitePool.fromGlobalConfig(file);
  const db = await freshDatabase({ prefix: 'server_bench', max: 20 });
  await seed(db.pool);
  const keys = new KeyStore({
    plans: { bench: { rps: 1_000_000 } },
    keyless: { rps: 1 },
    keys: [{ key: BENCH_API_KEY, plan: 'bench' }],
  });
  const server = await createServer({
    apis: [v2Mount({ pool, network: 'local' }), v3Mount({ db: db.pool, pool, network: 'local' })],
    auth: { keys, limiter: new MemoryRateLimiter(), network: 'local' },
    logger: createLogger('info'),
    onStop: async () => pool.close(),
  });
  observePool(pool, server);
  await server.start();
  // The index's news as a deployment's indexer sends it, one `block:` per masterchain block (this network makes one
  // a second): every v3 answer kept is dropped each second, as it would be in production.
  let seqno = 0;
  const news = setInterval(
    () =>
      void db.pool
        .query('SELECT pg_notify($1, $2)', [INDEX_EVENTS_CHANNEL, formatIndexNews({ kind: 'block', seqno: ++seqno })])
        .catch(() => {}),
    1000,
  );
  stops.push(async () => {
    clearInterval(news);
    await server.stop();
    await db.stop();
  });
  console.log(JSON.stringify({ url: server.info.uri, apiKey: BENCH_API_KEY, v3Account: seededAccount }));
} else if (mode === 'hapi' && file) {
  // the framework alone: one Hapi route per path, the recorded bytes, the reference server's CORS settings
  const bodies = recordedBodies(file);
  const server = Hapi.server({
    port: 0,
    host: '127.0.0.1',
    routes: { cors: { origin: ['*'], additionalHeaders: ['X-API-Key', 'X-Ton-Client-Version'] } },
  });
  for (const path of new Set([...bodies.keys()].map((k) => k.split('?')[0]!))) {
    server.route({
      method: 'GET',
      path,
      handler: (request, h) =>
        h.response(bodies.get(request.url.pathname + request.url.search)).type('application/json; charset=utf-8'),
    });
  }
  await server.start();
  stops.push(() => server.stop());
  console.log(JSON.stringify({ url: server.info.uri }));
} else if (mode === 'bare' && file) {
  const bodies = recordedBodies(file);
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
  console.error('usage: target.ts devnet | reference <global config> | hapi <bodies.json> | bare <bodies.json>');
  process.exit(2);
}

/** path (with query) → the exact bytes the reference server answered */
function recordedBodies(path: string): Map<string, Buffer> {
  return new Map(
    Object.entries(JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>).map(([k, v]) => [
      k,
      Buffer.from(v, 'base64'),
    ]),
  );
}

process.on('SIGTERM', async () => {
  for (const stop of stops) await stop().catch(() => undefined);
  process.exit(0);
});
