// /healthz answers from what the server's own probe keeps: no database or liteserver round trip per call, a
// dependency that goes away shows within the probe's interval and comes back by itself, and each client has a
// rate of its own.
import { generateKeyPairSync } from 'node:crypto';
import { createServer as createNetServer, connect, type Server as NetServer, type Socket } from 'node:net';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshDatabase, type FreshDatabase } from '../../indexer/db/fresh-database.ts';
import { LitePool } from '../../liteapi/pool.ts';
import { KeyStore, parseKeysConfig } from '../src/auth/keys.ts';
import { MemoryRateLimiter } from '../src/auth/limiter.ts';
import { createServer } from '../src/server.ts';
import { v2Mount } from '../src/v2/app.ts';
import { v3Mount } from '../src/v3/app.ts';
import { createDatabasePool } from '../src/v3/queries/db.ts';
import { silentLogger } from './helpers.ts';
import { until } from './faults.ts';

/** A TCP door in front of PostgreSQL that the test opens and shuts: shut, the database is unreachable. */
class Door {
  #server?: NetServer;
  readonly #sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: { path: string } | { host: string; port: number }) {}

  async open(): Promise<void> {
    const server = createNetServer((client) => {
      const upstream = connect(this.target);
      for (const s of [client, upstream]) {
        this.#sockets.add(s);
        s.on('error', () => {});
        s.on('close', () => {
          this.#sockets.delete(s);
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as { port: number }).port;
    this.#server = server;
  }

  async shut(): Promise<void> {
    const closed = new Promise((resolve) => this.#server?.close(resolve));
    for (const s of this.#sockets) s.destroy();
    await closed;
  }
}

/** The database's connection string with the door's address instead of the server's. */
function through(url: string, door: Door): string {
  const u = new URL(url);
  u.searchParams.delete('host');
  u.hostname = '127.0.0.1';
  u.port = String(door.port);
  return u.toString();
}

function targetOf(url: string): { path: string } | { host: string; port: number } {
  const u = new URL(url);
  const socketDir = u.searchParams.get('host');
  const port = Number(u.port || 5432);
  return socketDir ? { path: `${socketDir}/.s.PGSQL.${port}` } : { host: u.hostname, port };
}

const PROBE_MS = 250;

describe('/healthz', () => {
  let database: FreshDatabase;
  let door: Door;
  let db: pg.Pool;

  beforeAll(async () => {
    database = await freshDatabase({ migrate: false, prefix: 'healthz_test' });
    door = new Door(targetOf(database.url));
    await door.open();
    db = createDatabasePool(
      { connectionString: through(database.url, door), max: 4, statementTimeoutMs: 1000, connectTimeoutMs: 1000 },
      () => {},
    );
  });
  afterAll(async () => {
    await db?.end().catch(() => {});
    await door?.shut();
    await database?.stop();
  });

  it('runs no database query and no liteserver query per call', async () => {
    // a liteserver nobody listens for: reported down, never asked by a health call
    const publicKey = Buffer.from(generateKeyPairSync('ed25519').publicKey.export({ format: 'jwk' }).x!, 'base64url');
    const pool = new LitePool([{ host: '127.0.0.1', port: 9, publicKey }], { timeoutMs: 500 });
    const server = await createServer({
      apis: [v2Mount({ pool, network: 'local' }), v3Mount({ db, network: 'local', answerCacheBytes: 0 })],
      logger: silentLogger,
      healthProbeMs: 60_000, // one round at start, none during the calls below
      healthRps: 1000,
    });
    await server.start();
    try {
      const base = server.info.uri;
      const first = await fetch(`${base}/api/v3/healthz`);
      expect(first.status).toBe(200);
      let checkouts = 0;
      db.on('acquire', () => checkouts++);
      const poolHealth = vi.spyOn(pool, 'health');
      const poolRun = vi.spyOn(pool, 'run');
      const probes = server.health.probes;
      const started = performance.now();
      for (let i = 0; i < 100; i++) {
        const path = ['/healthz', '/api/v3/healthz', '/api/v2/healthz'][i % 3]!;
        const res = await fetch(`${base}${path}`);
        expect(res.status).toBe(path === '/api/v3/healthz' ? 200 : 503);
        await res.arrayBuffer();
      }
      const msPerCall = (performance.now() - started) / 100;
      expect(checkouts).toBe(0);
      expect(poolHealth).not.toHaveBeenCalled();
      expect(poolRun).not.toHaveBeenCalled();
      expect(server.health.probes).toBe(probes);
      console.log(`healthz: ${msPerCall.toFixed(2)} ms per call, 0 database checkouts, 0 liteserver queries`);

      const body = (await (await fetch(`${base}/healthz`)).json()) as any;
      expect(body.ok).toBe(false);
      expect(body.apis.v3).toMatchObject({ ok: true, db: { ok: true } });
      expect(body.apis.v2).toMatchObject({ ok: false, liteservers: [{ index: 0, reachable: false }] });
      expect(body.apis.v2.error).toMatch(/^liteserver unreachable since \d{4}-/);
      const byName = Object.fromEntries(body.dependencies.map((d: { name: string }) => [d.name, d]));
      expect(byName.database).toEqual({ name: 'database', ok: true, since: expect.stringMatching(/^\d{4}-/) });
      expect(byName['liteserver 0']).toMatchObject({ ok: false, since: expect.stringMatching(/^\d{4}-/) });
      expect(['unreachable', 'timeout']).toContain(byName['liteserver 0'].error);
    } finally {
      await server.stop();
      pool.close();
    }
  });

  it('shows a database that went away within the probe interval, and its return by itself', async () => {
    const server = await createServer({
      apis: [v3Mount({ db, network: 'local', answerCacheBytes: 0 })],
      logger: silentLogger,
      healthProbeMs: PROBE_MS,
      healthRps: 1000,
    });
    await server.start();
    const health = async () => {
      const res = await fetch(`${server.info.uri}/healthz`);
      return { status: res.status, body: (await res.json()) as any };
    };
    try {
      const up = await health();
      expect(up.status).toBe(200);
      const upSince = up.body.dependencies[0].since;

      const shutAt = Date.now();
      await door.shut();
      // nothing but health calls meanwhile: the probe alone finds out
      const down = await until(
        'the database reported down',
        async () => {
          const h = await health();
          return h.status === 503 ? h : undefined;
        },
        5000,
        20,
      );
      const noticedMs = Date.now() - shutAt;
      expect(noticedMs).toBeLessThan(PROBE_MS + 1000);
      expect(down.body.apis.v3.db).toEqual({ ok: false, error: expect.stringMatching(/^database unreachable since /) });
      expect(down.body.dependencies).toEqual([
        { name: 'database', ok: false, since: expect.stringMatching(/^\d{4}-/), error: 'unreachable' },
      ]);
      expect(Date.parse(down.body.dependencies[0].since)).toBeGreaterThanOrEqual(shutAt - 50);
      expect(JSON.stringify(down.body)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|Connection terminated/);

      const openedAt = Date.now();
      await door.open();
      const back = await until(
        'the database reported back',
        async () => {
          const h = await health();
          return h.status === 200 ? h : undefined;
        },
        5000,
        20,
      );
      const recoveredMs = Date.now() - openedAt;
      expect(recoveredMs).toBeLessThan(PROBE_MS + 1000);
      expect(back.body.dependencies[0]).toMatchObject({ name: 'database', ok: true });
      expect(Date.parse(back.body.dependencies[0].since)).toBeGreaterThan(Date.parse(upSince));
      console.log(
        `healthz: database down shown after ${noticedMs} ms, back after ${recoveredMs} ms (probe ${PROBE_MS} ms)`,
      );
    } finally {
      await server.stop();
    }
    // the probe stops with the server: no checkout after it stopped
    let checkouts = 0;
    db.on('acquire', () => checkouts++);
    await new Promise((r) => setTimeout(r, PROBE_MS * 3));
    expect(checkouts).toBe(0);
  });

  it('limits each client on its own, keyless clients by address as the API does', async () => {
    const keys = new KeyStore(
      parseKeysConfig(JSON.stringify({ plans: { p: { rps: 5 } }, keys: [{ key: 'k'.repeat(32), plan: 'p' }] })),
    );
    const limiter = new MemoryRateLimiter();
    const server = await createServer({
      apis: [v3Mount({ db, network: 'local', answerCacheBytes: 0 })],
      logger: silentLogger,
      healthRps: 2,
      auth: { keys, limiter, network: 'local', trustProxy: true },
    });
    await server.start();
    try {
      const call = async (path: string, headers: Record<string, string>) => {
        const res = await fetch(`${server.info.uri}${path}`, { headers });
        return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as any };
      };
      const a = { 'x-forwarded-for': '198.51.100.1' };
      const b = { 'x-forwarded-for': '198.51.100.2' };
      // two at once, then the third within the second is refused
      expect((await call('/healthz', a)).status).toBe(200);
      expect((await call('/api/v3/healthz', a)).status).toBe(200);
      const refused = await call('/healthz', a);
      expect(refused).toEqual({ status: 429, retryAfter: '1', body: { ok: false, error: 'Ratelimit exceeded' } });
      // another client, and a known key from the limited address, are counted apart
      expect((await call('/healthz', b)).status).toBe(200);
      expect((await call('/healthz', { ...a, 'x-api-key': 'k'.repeat(32) })).status).toBe(200);
      // an unknown key is no way around the address's limit
      expect((await call('/healthz', { ...a, 'x-api-key': 'u'.repeat(32) })).status).toBe(429);
      // health calls spend nothing of the client's API rate (keyless: one request per second)
      expect((await fetch(`${server.info.uri}/api/v3/transactions?limit=1`, { headers: a })).status).not.toBe(429);
      await new Promise((r) => setTimeout(r, 1100));
      expect((await call('/healthz', a)).status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});
