/**
 * Plain GETs answered before Hapi (`server/src/http/direct.ts`) against the same requests answered through Hapi:
 * two reference servers over one local network and one seeded index, one with direct answers and one without,
 * must give every request the same status, headers and body, and count and log it alike. Real sockets, a real
 * liteserver over TCP, a real PostgreSQL.
 */
import { Agent, request as httpRequest } from 'node:http';
import { Writable } from 'node:stream';
import { gunzipSync, inflateSync } from 'node:zlib';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevnet, type Devnet } from '../../devnet/index.ts';
import { freshDatabase, type TestDatabase } from '../../indexer/db/fresh-database.ts';
import { LitePool } from '../../liteapi/pool.ts';
import { KeyStore } from '../src/auth/keys.ts';
import { MemoryRateLimiter } from '../src/auth/limiter.ts';
import { createServer, type ApiServer, type ResponseViolation } from '../src/server.ts';
import { v2Mount } from '../src/v2/app.ts';
import { v3Mount } from '../src/v3/app.ts';
import { sampleAll, targetsOf, validValue } from './bad-input.ts';
import { miniDoc } from './helpers.ts';
import { A as seededAccount, seed } from './v3/seed.ts';

const KEY = 'direct-test-key-0123456789';
const TESTNET_KEY = 'testnet-only-key-0123456789';

interface Side {
  server: ApiServer;
  base: URL;
  agent: Agent;
  log: string[];
  violations: ResponseViolation[];
}

let devnet: Devnet;
let db: TestDatabase;
const pools: LitePool[] = [];
let direct: Side;
let hapi: Side;

async function side(directAnswers: boolean, keylessRps: number): Promise<Side> {
  const pool = await LitePool.fromGlobalConfig(devnet.globalConfigPath, { timeoutMs: 10_000 });
  pools.push(pool);
  const log: string[] = [];
  const violations: ResponseViolation[] = [];
  const server = await createServer({
    apis: [v2Mount({ pool, network: 'local' }), v3Mount({ db: db.pool, pool, network: 'local' })],
    auth: {
      keys: new KeyStore({
        plans: { big: { rps: 1_000_000 } },
        keyless: { rps: keylessRps },
        keys: [
          { key: KEY, plan: 'big' },
          { key: TESTNET_KEY, plan: 'big', networks: ['testnet'] },
        ],
      }),
      limiter: new MemoryRateLimiter(),
      network: 'local',
    },
    logger: pino(
      { level: 'info' },
      new Writable({
        write(chunk: Buffer, _enc, done) {
          log.push(...chunk.toString().split('\n').filter(Boolean));
          done();
        },
      }),
    ),
    validateResponses: true,
    onResponseViolation: (v) => violations.push(v),
    directAnswers,
  });
  await server.start();
  return {
    server,
    base: new URL(server.info.uri),
    agent: new Agent({ keepAlive: true, maxSockets: 4 }),
    log,
    violations,
  };
}

beforeAll(async () => {
  [devnet, db] = await Promise.all([startDevnet({ blockInterval: 0 }), freshDatabase({ prefix: 'direct' })]);
  await Promise.all([devnet.chain.produceBlock(), seed(db.pool)]);
  [direct, hapi] = await Promise.all([side(true, 1_000), side(false, 1_000)]);
}, 120_000);

afterAll(async () => {
  for (const s of [direct, hapi]) {
    await s?.server.stop();
    s?.agent.destroy();
  }
  for (const p of pools) p.close();
  await db?.stop();
  await devnet?.stop();
});

interface Probe {
  method: string;
  /** the request target, written as sent */
  target: string;
  headers?: Record<string, string>;
}

interface Exchange {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** the body, decompressed as the client would */
  body: string;
  /** bytes of the body as sent */
  sent: number;
}

function exchange(s: Side, probe: Probe): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const r = httpRequest(
      {
        host: s.base.hostname,
        port: s.base.port,
        method: probe.method,
        path: probe.target,
        headers: probe.headers,
        agent: s.agent,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const enc = res.headers['content-encoding'];
          const body = enc === 'gzip' ? gunzipSync(raw) : enc === 'deflate' ? inflateSync(raw) : raw;
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString(), sent: raw.length });
        });
      },
    );
    r.on('error', reject);
    r.end();
  });
}

/**
 * What a client can tell of an answer, but for the clock (Date, the time and elapsed ms in v2's `@extra`, the time
 * of answering in getConsensusBlock, and so the Content-Length of a v2 answer) and the request id. The
 * Content-Length is held to the bytes sent instead.
 */
function comparable(e: Exchange, head = false) {
  const { date: _d, 'x-request-id': _id, 'content-length': length, ...headers } = e.headers;
  // A HEAD answer announces the length of the GET's body and sends none: that length holds @extra, whose elapsed
  // milliseconds take one more digit past 10 ms on one side and not on the other, so only its presence compares.
  const sent =
    length === undefined
      ? 'no length'
      : Number(length) === e.sent
        ? 'its length'
        : head && e.sent === 0 && Number(length) > 0
          ? 'a length, no body'
          : `${length} ≠ ${e.sent}`;
  return {
    status: e.status,
    headers,
    sent,
    body: e.body.replace(/"@extra":"[^"]*"/, '"@extra":"…"').replace(/("consensus_block":\d+,"timestamp":)\d+/, '$1…'),
  };
}

const isDirectId = (e: Exchange) => /:d\d+$/.test(String(e.headers['x-request-id']));

/** Each probe to both servers in turn, a few probes at a time. */
async function both(probes: Probe[]): Promise<Array<{ probe: Probe; direct: Exchange; hapi: Exchange }>> {
  const out: Array<{ probe: Probe; direct: Exchange; hapi: Exchange }> = [];
  let next = 0;
  const worker = async () => {
    while (next < probes.length) {
      const probe = probes[next++]!;
      const d = await exchange(direct, probe);
      const h = await exchange(hapi, probe);
      out.push({ probe, direct: d, hapi: h });
    }
  };
  await Promise.all([worker(), worker(), worker()]);
  return out;
}

const withKey = { 'x-api-key': KEY };

/**
 * A sampled request whose time budget (v3 X-Timeout or x_timeout) reads as a valid one: its answer depends on the
 * clock (a 504 once spent, `010` is a budget of 10 ms), so the two servers may answer it apart under load.
 */
function withinBudget(r: { path: string; headers?: Record<string, string> }): boolean {
  const budget = /[?&]x_timeout=(\d+)(?:&|$)/.exec(r.path)?.[1] ?? r.headers?.['x-timeout'] ?? r.headers?.['X-Timeout'];
  return budget !== undefined && /^\d+$/.test(budget) && Number(budget) > 0;
}

/** Every GET operation of both APIs with valid values (the seeded account where an operation takes one). */
function validProbes(): Probe[] {
  const out: Probe[] = [];
  for (const api of ['v2', 'v3'] as const)
    for (const t of targetsOf(api)) {
      if (t.transport !== 'get') continue;
      const pairs = t.fields
        .filter((f) => f.required || f.name === 'account' || f.name === 'owner_address')
        .map((f) => {
          const v = api === 'v3' && /account|owner/.test(f.name) ? seededAccount : validValue(f);
          return (Array.isArray(v) ? v : [v]).map((x) => `${f.name}=${encodeURIComponent(String(x))}`).join('&');
        });
      out.push({ method: 'GET', target: `/api/${api}${t.op.path}${pairs.length ? `?${pairs.join('&')}` : ''}` });
    }
  return out;
}

describe('direct answers', () => {
  it('answer every GET operation of both APIs as Hapi does, in every header variant a client sends', async () => {
    const variants: Array<Record<string, string>> = [
      withKey,
      { ...withKey, 'accept-encoding': 'gzip, deflate, br', origin: 'https://app.example' },
      { ...withKey, 'accept-encoding': 'deflate' },
      { ...withKey, 'accept-encoding': 'identity', origin: '' },
    ];
    const probes: Probe[] = validProbes().flatMap((p) => variants.map((headers) => ({ ...p, headers })));
    // the key in the query instead of the header
    probes.push(
      ...validProbes().map((p) => ({ ...p, target: `${p.target}${p.target.includes('?') ? '&' : '?'}api_key=${KEY}` })),
    );
    const results = await both(probes);
    expect(results.length).toBe(probes.length);
    for (const r of results) {
      expect(comparable(r.direct), `${r.probe.target} ${JSON.stringify(r.probe.headers)}`).toEqual(comparable(r.hapi));
      expect(isDirectId(r.direct), r.probe.target).toBe(true);
      expect(isDirectId(r.hapi)).toBe(false);
    }
    // the variants meet both of Hapi's ways to send a body: compressed (large answers) and with its length
    expect(results.some((r) => r.direct.headers['content-encoding'] === 'gzip')).toBe(true);
    expect(results.some((r) => r.direct.headers['content-encoding'] === 'deflate')).toBe(true);
    // and sent uncompressed on both sides of 8 KB, from which `send` encodes an answer to bytes first
    // (getConfigAll's is 16 KB)
    const plainLength = (r: (typeof results)[number]) =>
      r.direct.headers['content-encoding'] === undefined ? Number(r.direct.headers['content-length']) : 0;
    expect(results.some((r) => plainLength(r) >= 8 * 1024)).toBe(true);
    expect(results.some((r) => plainLength(r) > 0 && plainLength(r) < 8 * 1024)).toBe(true);
    expect(results.filter((r) => r.direct.status === 200).length).toBeGreaterThan(probes.length / 2);
    expect(direct.violations).toEqual([]);
    expect(hapi.violations).toEqual([]);
  }, 120_000);

  it('answer keys, limits and bad input as Hapi does', async () => {
    const v3 = `/api/v3/transactions?account=${encodeURIComponent(seededAccount)}&limit=2`;
    const probes: Probe[] = [
      { method: 'GET', target: v3, headers: { 'x-api-key': 'no-such-key' } },
      { method: 'GET', target: v3, headers: { 'x-api-key': TESTNET_KEY } },
      { method: 'GET', target: `${v3}&api_key=no-such-key` },
      { method: 'GET', target: `${v3}&api_key=${KEY}&api_key=${KEY}` },
      { method: 'GET', target: '/api/v2/getMasterchainInfo', headers: { 'x-api-key': '' } },
      // keys an operation does not declare: ignored, and named in X-Ignored-Parameters by both paths
      { method: 'GET', target: `${v3}&utm_source=x&%C3%BCber=1&exclude_account=0%3A00`, headers: withKey },
      { method: 'GET', target: '/api/v2/getMasterchainInfo?foo=1', headers: withKey },
      ...sampleAll(12, 7)
        .filter((r) => r.method === 'GET' && r.transport === 'get' && !withinBudget(r))
        .map((r) => ({ method: 'GET', target: `/api/${r.api}${r.path}`, headers: { ...withKey, ...r.headers } })),
    ];
    const results = await both(probes);
    const statuses = new Set<number>();
    for (const r of results) {
      expect(comparable(r.direct), `${r.probe.target} ${JSON.stringify(r.probe.headers)}`).toEqual(comparable(r.hapi));
      statuses.add(r.direct.status);
    }
    expect([...statuses].sort()).toEqual(expect.arrayContaining([200, 401, 403, 422]));
    const ignored = (target: string) =>
      results.find(
        (r) => r.probe.target.startsWith(target) && r.probe.target.includes(target.includes('v2') ? 'foo' : 'utm'),
      )!.direct.headers['x-ignored-parameters'];
    expect(ignored(v3)).toBe('%C3%BCber, exclude_account, utm_source');
    expect(ignored('/api/v2/getMasterchainInfo')).toBe('foo');
    expect(results.find((r) => r.probe.target === v3)!.direct.headers['x-ignored-parameters']).toBeUndefined();
    expect(direct.violations).toEqual([]);
  }, 60_000);

  it('leave to Hapi what is not a plain GET of an operation, and answer it alike', async () => {
    const v2 = '/api/v2/getMasterchainInfo';
    const probes: Probe[] = [
      { method: 'HEAD', target: v2, headers: withKey },
      { method: 'GET', target: `${v2}/`, headers: withKey },
      { method: 'GET', target: '/api/v2/getMasterchain%49nfo', headers: withKey },
      { method: 'GET', target: '/api/v2/../v2/getMasterchainInfo', headers: withKey },
      { method: 'GET', target: v2, headers: { ...withKey, range: 'bytes=0-9' } },
      { method: 'GET', target: v2, headers: { ...withKey, 'accept-encoding': 'gzip;q=0, deflate;q=0.5' } },
      { method: 'POST', target: v2, headers: withKey },
      { method: 'GET', target: '/api/v2/noSuchOperation', headers: withKey },
      { method: 'GET', target: '/api/v2/jsonRPC', headers: withKey },
      { method: 'GET', target: '/api/v3/openapi.json', headers: withKey },
    ];
    const results = await both(probes);
    for (const r of results) {
      const head = r.probe.method === 'HEAD';
      expect(comparable(r.direct, head), `${r.probe.method} ${r.probe.target}`).toEqual(comparable(r.hapi, head));
      expect(isDirectId(r.direct), `${r.probe.method} ${r.probe.target}`).toBe(false);
    }
    expect(results.find((r) => r.probe.headers?.range)!.direct.status).toBe(206);
  }, 60_000);

  it('count and log every direct answer as Hapi does', async () => {
    const counts = async (s: Side) =>
      (await (await fetch(new URL('/metrics', s.base))).text())
        .split('\n')
        .filter((l) => l.startsWith('ton_http_api_requests_total{'))
        .sort();
    const [d, h] = await Promise.all([counts(direct), counts(hapi)]);
    expect(d.length).toBeGreaterThan(50);
    expect(d).toEqual(h);
    // the log lines, but for the clock and the request id
    await new Promise((r) => setTimeout(r, 400)); // pino's destination flushes within this
    const lines = (s: Side) =>
      s.log
        .map((l) => JSON.parse(l) as Record<string, unknown>)
        .filter((l) => l.msg === 'request' && l.path !== '/metrics')
        .map(({ method, path, api, operation, status }) => JSON.stringify({ method, path, api, operation, status }))
        .sort();
    expect(lines(direct).length).toBeGreaterThan(300);
    expect(lines(direct)).toEqual(lines(hapi));
  });

  it('answer a keyless client over its limit 429 as Hapi does', async () => {
    const [d, h] = await Promise.all([side(true, 1), side(false, 1)]);
    try {
      const target = '/api/v2/getMasterchainInfo';
      const first = await Promise.all([exchange(d, { method: 'GET', target }), exchange(h, { method: 'GET', target })]);
      const second = await Promise.all([
        exchange(d, { method: 'GET', target }),
        exchange(h, { method: 'GET', target }),
      ]);
      expect(first.map((e) => e.status)).toEqual([200, 200]);
      expect(second.map((e) => e.status)).toEqual([429, 429]);
      expect(comparable(second[0]!)).toEqual(comparable(second[1]!));
      expect(isDirectId(second[0]!)).toBe(true);
    } finally {
      for (const s of [d, h]) {
        await s.server.stop();
        s.agent.destroy();
      }
    }
  }, 60_000);

  it('log the cause of an unanticipated 500 with the request id, keep it out of the body, and check answers against the contract', async () => {
    const log: string[] = [];
    const violations: ResponseViolation[] = [];
    const server = await createServer({
      doc: miniDoc(),
      handlers: {
        getAddressBalance: async () => {
          throw new Error('connect ECONNREFUSED /work/secret.ts:1');
        },
        getBroken: async () => 42,
        sendBoc: async () => 'sent',
      },
      logger: pino(
        { level: 'info' },
        new Writable({
          write(c: Buffer, _e, done) {
            log.push(c.toString());
            done();
          },
        }),
      ),
      validateResponses: true,
      onResponseViolation: (v) => violations.push(v),
    });
    await server.start();
    const s: Side = { server, base: new URL(server.info.uri), agent: new Agent(), log, violations };
    try {
      const failed = await exchange(s, {
        method: 'GET',
        target: '/api/v2/getAddressBalance?address=EQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqB2N',
      });
      expect(failed.status).toBe(500);
      expect(isDirectId(failed)).toBe(true);
      expect(failed.body).not.toMatch(/ECONNREFUSED|secret/);
      const id = failed.headers['x-request-id'];
      const logged = log.map((l) => JSON.parse(l) as { msg: string; reqId: string; err?: { message?: string } });
      expect(logged.find((l) => l.msg === 'request error' && l.reqId === id)?.err?.message).toMatch(/ECONNREFUSED/);
      expect(logged.find((l) => l.msg === 'request' && l.reqId === id)).toMatchObject({
        status: 500,
        operation: 'getAddressBalance',
      });

      const broken = await exchange(s, { method: 'GET', target: '/api/v2/getBroken' });
      expect(isDirectId(broken)).toBe(true);
      expect(broken.status).toBe(500);
      expect(JSON.parse(broken.body).error).toMatch(/response does not match the contract/);
      expect(violations.map((v) => v.operationId)).toEqual(['getBroken']);
    } finally {
      await server.stop();
    }
  });

  it('finish the answers under way when the server stops, and answer directly again once it starts', async () => {
    let release: () => void = () => undefined;
    let started = 0;
    const server = await createServer({
      doc: miniDoc(),
      handlers: {
        getAddressBalance: async () => {
          started++;
          await new Promise<void>((r) => (release = r));
          return '7';
        },
        getBroken: async () => 42,
        sendBoc: async () => 'sent',
      },
      logger: pino({ level: 'silent' }),
    });
    await server.start();
    const agent = new Agent({ keepAlive: true });
    const s: Side = { server, base: new URL(server.info.uri), agent, log: [], violations: [] };
    try {
      const target = '/api/v2/getAddressBalance?address=EQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqB2N';
      const answer = exchange(s, { method: 'GET', target });
      await expect.poll(() => started).toBe(1);
      const stopped = server.stop({ timeout: 10_000 });
      await new Promise((r) => setTimeout(r, 300));
      release();
      const a = await answer;
      expect(isDirectId(a)).toBe(true);
      expect([a.status, JSON.parse(a.body).result]).toEqual([200, '7']);
      await stopped;
      // started again, it answers directly again
      await server.start();
      const again = await exchange(
        { ...s, base: new URL(server.info.uri) },
        { method: 'GET', target: '/api/v2/getBroken' },
      );
      expect([again.status, isDirectId(again)]).toEqual([200, true]);
    } finally {
      agent.destroy();
      await server.stop();
    }
  });
});
