import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer as createNetServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDevnet, type Devnet } from '../../devnet/index.ts';
import { freshDatabase } from '../../indexer/db/fresh-database.ts';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** The real CLI as operators run it: env configuration, JSON logs on stdout, SIGTERM to stop. */
describe('server/bin/server.ts against the local network', () => {
  let devnet: Devnet;
  let proc: ChildProcess;
  let base: string;
  const logs: string[] = [];
  beforeAll(async () => {
    devnet = await startDevnet({ blockInterval: 500 });
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    proc = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('../bin/server.ts', import.meta.url))], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        TON_GLOBAL_CONFIG: devnet.globalConfigPath,
        NETWORK: 'local',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    proc.stdout!.on('data', (d: Buffer) => logs.push(...d.toString().split('\n').filter(Boolean)));
    proc.stderr!.on('data', (d: Buffer) => logs.push(d.toString()));
    const end = Date.now() + 30_000;
    for (;;) {
      try {
        if ((await fetch(`${base}/healthz`)).ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > end) throw new Error(`server did not start: ${logs.join('\n')}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  });
  afterAll(async () => {
    proc?.kill('SIGTERM');
    await devnet?.stop();
  });

  it('reports liteserver reachability and the last masterchain seqno on /healthz', async () => {
    const res = await fetch(`${base}/healthz`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      ok: boolean;
      apis: { v2: { last_seqno: number; liteservers: Array<{ reachable: boolean }> } };
    };
    expect(body.ok).toBe(true);
    expect(body.apis.v2.last_seqno).toBeGreaterThanOrEqual(0);
    expect(body.apis.v2.liteservers[0]!.reachable).toBe(true);
    const v2 = await fetch(`${base}/api/v2/healthz`);
    expect(v2.status).toBe(200);
  });

  it('counts requests per operation and liteserver latencies on /metrics', async () => {
    await fetch(`${base}/api/v2/getMasterchainInfo`);
    await new Promise((r) => setTimeout(r, 1100));
    await fetch(`${base}/api/v2/detectAddress?address=abc`);
    const text = await (await fetch(`${base}/metrics`)).text();
    expect(text).toMatch(
      /ton_http_api_requests_total\{api="v2",operation="getMasterchainInfo",transport="get",status="200"\} \d+/,
    );
    expect(text).toMatch(
      /ton_http_api_requests_total\{api="v2",operation="detectAddress",transport="get",status="422"\} \d+/,
    );
    expect(text).toMatch(
      /ton_http_api_request_duration_seconds_bucket\{le="[^"]+",api="v2",operation="getMasterchainInfo"/,
    );
    expect(text).toMatch(
      /ton_http_api_liteserver_request_duration_seconds_count\{server="0",method="getMasterchainInfoExt",outcome="ok"\} \d+/,
    );
  });

  it('limits keyless clients, answers CORS and writes JSON logs with request ids', async () => {
    await new Promise((r) => setTimeout(r, 1100));
    const first = await fetch(`${base}/api/v2/getAddressState?address=${devnet.accounts[0]!.address}`, {
      headers: { origin: 'https://wallet.example' },
    });
    expect(first.status).toBe(200);
    expect(first.headers.get('access-control-allow-origin')).toBe('https://wallet.example');
    const second = await fetch(`${base}/api/v2/getAddressState?address=${devnet.accounts[0]!.address}`);
    expect(second.status).toBe(429);
    expect(await second.json()).toMatchObject({ ok: false, code: 429, error: 'Ratelimit exceeded' });
    // the log line is written after the response went out: give the pipe a moment
    const findLine = () =>
      logs
        .map((l) => {
          try {
            return JSON.parse(l);
          } catch {
            return undefined;
          }
        })
        .find((l) => l?.operation === 'getAddressState');
    for (let i = 0; i < 20 && !findLine(); i++) await new Promise((r) => setTimeout(r, 100));
    const line = findLine();
    expect(line).toMatchObject({ status: 200, method: 'get' });
    expect(typeof line.reqId).toBe('string');
  });

  it('answers /api/v3 with 501 in the v3 error body when no index is configured', async () => {
    await new Promise((r) => setTimeout(r, 1100));
    const res = await fetch(`${base}/api/v3/masterchainInfo`);
    expect(res.status).toBe(501);
    expect(await res.json()).toEqual({
      code: 501,
      error: 'the index (PostgreSQL) is not configured in this deployment',
    });
  });

  it('serves its own contract', async () => {
    const spec = (await (await fetch(`${base}/api/v2/openapi.json`)).json()) as { info: { version: string } };
    expect(spec.info.version).toMatch(/^2\.\d+\.\d+$/);
  });

  it('drains and exits 0 on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
    proc.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});

describe('server/bin/server.ts with DATABASE_URL', () => {
  it('serves API v2 and API v3 from one process', async () => {
    const devnet = await startDevnet({ blockInterval: 500 });
    const db = await freshDatabase();
    const dir = mkdtempSync(join(tmpdir(), 'keys-'));
    writeFileSync(join(dir, 'keys.yaml'), 'keyless: { rps: 1000 }\n');
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const proc = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('../bin/server.ts', import.meta.url))],
      {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          TON_GLOBAL_CONFIG: devnet.globalConfigPath,
          NETWORK: 'local',
          DATABASE_URL: db.url,
          V3_STATEMENT_TIMEOUT_MS: '2000',
          API_KEYS_FILE: join(dir, 'keys.yaml'),
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    try {
      const end = Date.now() + 30_000;
      for (;;) {
        const up = await fetch(`${base}/healthz`).then(
          (r) => r.ok,
          () => false,
        );
        if (up) break;
        if (Date.now() > end) throw new Error('server did not start');
        await new Promise((r) => setTimeout(r, 200));
      }
      const health = (await (await fetch(`${base}/healthz`)).json()) as any;
      expect(health).toMatchObject({ ok: true, apis: { v2: { ok: true }, v3: { ok: true, db: { ok: true } } } });
      expect((await fetch(`${base}/api/v2/getMasterchainInfo`)).status).toBe(200);
      const v3 = await fetch(`${base}/api/v3/masterchainInfo`);
      expect(v3.status).toBe(503); // nothing indexed yet (v3 D23)
      expect(await v3.json()).toEqual({ code: 503, error: 'index is empty' });
      const info = await fetch(`${base}/api/v3/addressInformation?address=${devnet.accounts[0]!.address}&use_v2=true`);
      expect(info.status).toBe(200); // legacy operations go through the same liteserver pool
      // what the last `indexer verify` recorded, in /metrics (nothing indexed yet: the lag is unknown)
      await db.pool.query(
        `INSERT INTO index_verification (from_seqno, last_verified_seqno, known_holes, extras, mismatches, fast)
         VALUES (1, 7, 3, 0, 0, true)`,
      );
      const metrics = await (await fetch(`${base}/metrics`)).text();
      expect(metrics).toMatch(/^ton_index_known_holes 3$/m);
      expect(metrics).toMatch(/^ton_index_last_verified_mc_seqno 7$/m);
      expect(metrics).toMatch(/^ton_index_lag_blocks nan$/im); // prom-client writes NaN as Nan
    } finally {
      const exited = new Promise((resolve) => proc.once('exit', resolve));
      proc.kill('SIGTERM');
      await exited;
      await db.stop();
      await devnet.stop();
    }
  }, 120_000);
});
