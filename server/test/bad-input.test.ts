/**
 * Bad input of every class to every operation of both APIs, over GET, POST and JSON-RPC, against the
 * reference server on the local network (real liteserver over TCP, real PostgreSQL): never a 5xx (a 504
 * only where the operation documents it), always the API's own error envelope, never internals.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevnet, type Devnet } from '../../devnet/index.ts';
import { freshDatabase, type TestDatabase } from '../../indexer/db/fresh-database.ts';
import { emulateTrace, emulationRows } from '../../indexer/index.ts';
import { LitePool } from '../../liteapi/pool.ts';
import { createServer, type ApiServer, type ResponseViolation } from '../src/server.ts';
import { v2Mount } from '../src/v2/app.ts';
import { v3Mount } from '../src/v3/app.ts';
import { DEFAULT_WEBHOOK_SETTINGS } from '../src/webhooks/config.ts';
import { Deliverer } from '../src/webhooks/deliverer.ts';
import { CLASSES, runBatch, sampleAll } from './bad-input.ts';
import { miniDoc, silentLogger } from './helpers.ts';
import { pino } from 'pino';

let devnet: Devnet;
let db: TestDatabase;
let server: ApiServer;
let deliverer: Deliverer;
const violations: ResponseViolation[] = [];

beforeAll(async () => {
  [devnet, db] = await Promise.all([startDevnet({ blockInterval: 0 }), freshDatabase()]);
  await devnet.chain.produceBlock();
  // a docs site, so the static route below the APIs is probed too
  const docsDir = mkdtempSync(join(tmpdir(), 'docs-'));
  writeFileSync(join(docsDir, 'index.html'), '<!doctype html><title>docs</title>');
  const pool = await LitePool.fromGlobalConfig(devnet.globalConfigPath, { timeoutMs: 10_000 });
  // webhooks as a deployment with a database has them (the deliverer is not started: nothing is sent)
  const webhookDb = { pool: db.pool, timeoutMs: 10_000 };
  deliverer = new Deliverer({
    db: webhookDb,
    network: 'local',
    logger: silentLogger,
    settings: DEFAULT_WEBHOOK_SETTINGS,
  });
  const webhooks = { db: webhookDb, settings: DEFAULT_WEBHOOK_SETTINGS, deliverer, keyed: () => false };
  server = await createServer({
    apis: [
      v2Mount({ pool, network: 'local' }),
      // every part a deployment has, the emulator too: without it /emulateTrace answers 501 to a body it accepts
      v3Mount({
        db: db.pool,
        pool,
        network: 'local',
        webhooks,
        emulator: { run: (boc, opts) => emulateTrace(pool, boc, opts), rows: emulationRows },
      }),
    ],
    logger: silentLogger,
    validateResponses: true,
    onResponseViolation: (v) => violations.push(v),
    docsDir,
    onStop: async () => pool.close(),
  });
  await server.start();
}, 120_000);

afterAll(async () => {
  await deliverer?.stop();
  await server?.stop();
  await db?.stop();
  await devnet?.stop();
});

describe('bad input never gets a 5xx', () => {
  it('every class, every operation of both APIs, every transport', async () => {
    const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 100_000);
    const reqs = sampleAll(Number(process.env.FUZZ_PER_CLASS ?? 120), seed);
    const url = server.info.uri;
    const tally = await runBatch({ v2: { url, prefix: '/api/v2' }, v3: { url, prefix: '/api/v3' } }, reqs, {
      concurrency: 8,
    });
    const report = tally.problems.map(
      (p) =>
        `[${p.req.api} ${p.req.cls} ${p.req.target} ${p.req.transport}] ${p.req.method} ${p.req.path.slice(0, 160)} ${typeof p.req.body === 'string' ? p.req.body.slice(0, 160) : ''} → ${p.problem}`,
    );
    expect(report, `seed ${seed}`).toEqual([]);
    for (const api of ['v2', 'v3'])
      for (const cls of CLASSES) expect(tally.byClass[`${api} ${cls}`]?.sent).toBeGreaterThan(0);
    expect(violations.map((v) => `${v.operationId} ${v.status}: ${v.problem}`)).toEqual([]);
  }, 120_000);
});

describe('integers are read once, strictly, into their type', () => {
  const v2 = (path: string, body?: unknown) =>
    fetch(
      `${server.info.uri}/api/v2${path}`,
      body === undefined
        ? {}
        : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    );
  const address = () => devnet.accounts[0]!.address;

  it('takes integers sent as decimal strings in POST bodies and JSON-RPC params, as upstream does (v2 D8)', async () => {
    for (const seqno of ['1', '0001', 1]) {
      const post = await v2('/getAddressBalance', { address: address(), seqno });
      expect(post.status, `seqno ${JSON.stringify(seqno)}`).toBe(200);
      const rpc = await v2('/jsonRPC', {
        jsonrpc: '2.0',
        id: 1,
        method: 'getAddressBalance',
        params: { address: address(), seqno },
      });
      expect(rpc.status).toBe(200);
    }
    expect(
      (await v2('/getBlockTransactions', { workchain: '-1', shard: '-9223372036854775808', seqno: '1', count: '5' }))
        .status,
    ).toBe(200);
    // biome-ignore lint/correctness/noPrecisionLoss: an out-of-range number is the input under test
    for (const seqno of ['1e3', '1.5', ' 1', '+1', '0x10', 1.5, 1e309, '2147483648', 2 ** 31]) {
      const res = await v2('/getAddressBalance', { address: address(), seqno });
      expect(res.status, `seqno ${JSON.stringify(seqno)}`).toBe(422);
    }
    expect(violations).toEqual([]);
  });

  it('hands 64-bit values on exactly, and refuses one past the type', async () => {
    const v3 = (q: string) => fetch(`${server.info.uri}/api/v3/transactions?${q}`);
    expect((await v3('start_lt=9223372036854775807')).status).toBe(200);
    expect((await v3('end_utime=9223372036854775807&start_utime=0')).status).toBe(200);
    const over = await v3('start_lt=9223372036854775808');
    expect(over.status).toBe(422);
    expect(await over.json()).toEqual({
      code: 422,
      error: 'failed to validate request: start_lt must be <= 9223372036854775807',
    });
    const lt = await v2(`/getTransactions?address=${address()}&lt=9223372036854775807&hash=${'a'.repeat(64)}`);
    // in range: passes validation and reaches the liteserver, which has no such transaction
    expect(((await lt.json()) as { error: string }).error).toMatch(/^LITE_SERVER_/);
    expect(
      (await v2(`/getTransactions?address=${address()}&lt=9223372036854775808&hash=${'a'.repeat(64)}`)).status,
    ).toBe(422);
    expect(violations).toEqual([]);
  });
});

describe('a 500 that still happens', () => {
  it('says "internal error" with the request id; the detail goes to the log only', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'error' }, { write: (line: string) => void lines.push(line) });
    const broken = await createServer({
      doc: miniDoc(),
      handlers: {
        getAddressBalance: async () => {
          throw new TypeError("Cannot read properties of undefined (reading 'x') at /srv/app/handler.ts:12");
        },
      },
      requireAllHandlers: false,
      logger,
    });
    const res = await broken.inject(`/api/v2/getAddressBalance?address=${encodeURIComponent('0:' + '3'.repeat(64))}`);
    expect(res.statusCode).toBe(500);
    const id = res.headers['x-request-id'];
    expect(JSON.parse(res.payload)).toMatchObject({ ok: false, code: 500, error: `internal error (request ${id})` });
    expect(res.payload).not.toMatch(/Cannot read|handler\.ts/);
    expect(lines.join('\n')).toMatch(/Cannot read properties of undefined/);
    expect(lines.join('\n')).toContain(String(id));
    await broken.stop();
  });
});
