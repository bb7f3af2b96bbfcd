#!/usr/bin/env tsx
/**
 * The long bad-input run: at least 20,000 requests of every class in server/test/bad-input.ts (integers
 * outside their type, unknown blocks, deep JSON, NUL / broken UTF-8, transport limits) over every
 * operation of both APIs and every transport, then the count of 5xx and of wrong answers per class.
 *
 *   tsx server/bench/fuzz-long.ts                       → starts a local stack: local network, PostgreSQL,
 *                                                         one server for both APIs with API keys switched on
 *   tsx server/bench/fuzz-long.ts --v2 URL --v3 URL --api-key KEY   → any running deployment
 *   options: --count 22000 --seed 1 --concurrency 16
 * Exits 1 when any answer was a 5xx (other than a documented 504) or not in its API's envelope.
 */
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { startDevnet } from '../../devnet/index.ts';
import { freshDatabase } from '../../indexer/db/fresh-database.ts';
import { KeyStore, parseKeysConfig } from '../src/auth/keys.ts';
import { MemoryRateLimiter } from '../src/auth/limiter.ts';
import { LitePool } from '../../liteapi/pool.ts';
import { createServer } from '../src/server.ts';
import { v2Mount } from '../src/v2/app.ts';
import { v3Mount } from '../src/v3/app.ts';
import { CLASSES, runBatch, sampleAll } from '../test/bad-input.ts';
import { installTonCoreSpeedups } from '../../tlb/adapters/ton-core.ts';
import { installPgAdaptations } from '../src/v3/queries/adapters/pg.ts';

// measured as server/bin/server.ts runs: with the library adapters it installs
installTonCoreSpeedups();
installPgAdaptations();
const { values: args } = parseArgs({
  options: {
    v2: { type: 'string' },
    v3: { type: 'string' },
    'api-key': { type: 'string' },
    count: { type: 'string', default: '22000' },
    seed: { type: 'string', default: '1' },
    concurrency: { type: 'string', default: '16' },
  },
});

const API_KEY = 'fuzz-long-key';
const stops: Array<() => Promise<unknown>> = [];
let v2Url = args.v2;
let v3Url = args.v3;
let apiKey = args['api-key'];

if (!v2Url || !v3Url) {
  const t0 = Date.now();
  const [devnet, db] = await Promise.all([startDevnet({ blockInterval: 1000 }), freshDatabase()]);
  stops.push(
    () => db.stop(),
    () => devnet.stop(),
  );
  const pool = await LitePool.fromGlobalConfig(devnet.globalConfigPath, { timeoutMs: 10_000 });
  const keys = new KeyStore(
    parseKeysConfig(
      JSON.stringify({
        plans: { fuzz: { rps: 1_000_000 } },
        keyless: { rps: 1 },
        keys: [{ key: API_KEY, plan: 'fuzz', networks: ['local'] }],
      }),
    ),
  );
  const server = await createServer({
    apis: [v2Mount({ pool, network: 'local' }), v3Mount({ db: db.pool, pool, network: 'local' })],
    logger: pino({ level: process.env.LOG_LEVEL ?? 'silent' }),
    auth: { keys, limiter: new MemoryRateLimiter(), network: 'local' },
    onStop: async () => pool.close(),
  });
  await server.start();
  stops.unshift(() => server.stop({ timeout: 1000 }));
  v2Url = `${server.info.uri}/api/v2`;
  v3Url = `${server.info.uri}/api/v3`;
  apiKey = API_KEY;
  console.log(
    `local stack up in ${Date.now() - t0} ms: local network (liteserver over TCP), PostgreSQL, ${server.info.uri}`,
  );
}

const split = (u: string) => {
  const url = new URL(u);
  return { url: url.origin, prefix: url.pathname.replace(/\/$/, '') };
};
const count = Number(args.count);
const perClass = Math.ceil(count / (2 * CLASSES.length));
const reqs = sampleAll(perClass, Number(args.seed));
console.log(`sending ${reqs.length} bad-input requests (${perClass} per class and API, seed ${args.seed}) …`);
const started = Date.now();
const tally = await runBatch({ v2: split(v2Url), v3: split(v3Url) }, reqs, {
  concurrency: Number(args.concurrency),
  headers: apiKey ? { 'x-api-key': apiKey } : {},
  keepProblems: 30,
});
const seconds = (Date.now() - started) / 1000;

const rows = Object.entries(tally.byClass).map(
  ([k, c]) =>
    `  ${k.padEnd(16)} ${String(c.sent).padStart(6)} sent  ${String(tally.fiveXX[k] ?? 0).padStart(5)} × 5xx  ${String(c.bad).padStart(5)} wrong`,
);
const fiveXX = Object.values(tally.fiveXX).reduce((a, b) => a + b, 0);
const wrong = Object.values(tally.byClass).reduce((a, c) => a + c.bad, 0);
console.log(rows.join('\n'));
console.log(
  `${tally.sent} requests in ${seconds.toFixed(1)} s (${Math.round(tally.sent / seconds)}/s): ${fiveXX} × 5xx, ${wrong} wrong answers`,
);
for (const p of tally.problems)
  console.log(
    `  [${p.req.api} ${p.req.cls} ${p.req.target} ${p.req.transport}] ${p.req.method} ${p.req.path.slice(0, 120)} → ${p.problem.slice(0, 300)}`,
  );

for (const stop of stops) await stop().catch(() => undefined);
process.exit(wrong > 0 ? 1 : 0);
