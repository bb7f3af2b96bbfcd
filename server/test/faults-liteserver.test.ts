// The liteserver goes away (kill -9 of the local network's process) and comes back on its port: v2 answers
// 504 within its deadline meanwhile, /healthz says since when, and the server recovers by itself.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LitePool } from '../../liteapi/pool.ts';
import { createV2Server } from '../src/v2/app.ts';
import { silentLogger } from './helpers.ts';
import { expectNoInternals, timed, until } from './faults.ts';

const devnetBin = fileURLToPath(new URL('../../devnet/bin/devnet.ts', import.meta.url));
const DEADLINE_MS = 2000;

/** The local network as `make run` starts it: its own process, a liteserver over TCP. */
async function startDevnetProcess(dir: string, port?: number): Promise<ChildProcess> {
  const args = [
    '--import',
    'tsx',
    devnetBin,
    '--data-dir',
    join(dir, 'chain'),
    '--global-config-out',
    join(dir, 'global.config.json'),
    '--block-interval',
    '500',
  ];
  if (port) args.push('--port', String(port));
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  createInterface({ input: child.stderr! }).on('line', (l) => output.push(l));
  await new Promise<void>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (l) => {
      if (l.includes('producing blocks')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`devnet exited (${code}): ${output.join('\n')}`)));
  });
  return child;
}

describe('v2 while the liteserver is killed and restarted', () => {
  let dir: string;
  let devnet: ChildProcess;
  let server: Awaited<ReturnType<typeof createV2Server>>;
  let base: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'faults-lite-'));
    devnet = await startDevnetProcess(dir);
    // masterchain info is not reused between requests here, so every request below asks the liteserver
    const pool = await LitePool.fromGlobalConfig(join(dir, 'global.config.json'), {
      timeoutMs: DEADLINE_MS,
      masterchainCacheMs: 0,
    });
    server = await createV2Server({ pool, network: 'local', logger: silentLogger, host: '127.0.0.1' });
    await server.start();
    base = server.info.uri;
  });
  afterAll(async () => {
    await server?.stop();
    devnet?.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers 504 within its deadline, reports since when, and answers 200 again once the liteserver is back', async () => {
    const url = `${base}/api/v2/getMasterchainInfo`;
    expect((await timed(url)).status).toBe(200);
    const port = (
      JSON.parse(readFileSync(join(dir, 'global.config.json'), 'utf8')) as { liteservers: { port: number }[] }
    ).liteservers[0]!.port;

    const killedAt = Date.now();
    const exited = new Promise((r) => devnet.once('exit', r));
    devnet.kill('SIGKILL');
    await exited;

    for (let i = 0; i < 2; i++) {
      const down = await timed(url);
      expect(down.status).toBe(504);
      expect(JSON.parse(down.body)).toMatchObject({ ok: false, code: 504, error: 'LITE_SERVER_NETWORK timeout' });
      expect(down.ms).toBeLessThan(DEADLINE_MS + 500);
      expectNoInternals(down.body);
    }
    const health = await timed(`${base}/healthz`);
    expect(health.status).toBe(503);
    const report = JSON.parse(health.body).apis.v2;
    expect(report.error).toMatch(/^liteserver unreachable since \d{4}-\d\d-\d\dT/);
    expect(Date.parse(report.error.replace('liteserver unreachable since ', ''))).toBeGreaterThanOrEqual(
      killedAt - 1000,
    );
    expect(report.liteservers[0].error).toMatch(/^liteserver unreachable since /);
    expect(health.body).not.toContain('Engine is closed');

    devnet = await startDevnetProcess(dir, port);
    const backAt = Date.now();
    await until(
      'a 200 after the liteserver came back',
      async () => ((await timed(url)).status === 200 ? true : undefined),
      10_000,
      200,
    );
    // the engine retries a refused connection every second: no 30 s pause, no restart of the server
    expect(Date.now() - backAt).toBeLessThan(5000);
    expect((await timed(`${base}/healthz`)).status).toBe(200);
  });
});
