import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlledServer, type Controlled } from './support/controlled-server.ts';

const bin = fileURLToPath(new URL('../bin/load.ts', import.meta.url));
let server: Controlled;
let dir: string;

beforeAll(async () => {
  server = await controlledServer(20);
  dir = mkdtempSync(join(tmpdir(), 'load-cli-'));
});
afterAll(async () => {
  await server.close();
});

function profileFile(name: string, p95: number): string {
  const file = join(dir, `${name}.json`);
  writeFileSync(
    file,
    JSON.stringify({
      name,
      description: 'cli exit status',
      arrival: {
        executor: 'constant-arrival-rate',
        rate: 20,
        timeUnit: '1s',
        duration: '1s',
        preAllocatedVUs: 2,
        maxVUs: 20,
      },
      mix: [{ template: 'v2.getMasterchainInfo', weight: 1 }],
      thresholds: {
        http_req_failed: ['rate<0.01'],
        dropped_iterations: ['count==0'],
        'http_req_duration{name:v2.getMasterchainInfo}': [`p(95)<${p95}`],
      },
    }),
  );
  return file;
}

/** Asynchronous: the test server lives in this process and must keep answering meanwhile. */
function run(args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', bin, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '',
      stderr = '';
    child.stdout.on('data', (c: Buffer) => {
      stdout += c;
    });
    child.stderr.on('data', (c: Buffer) => {
      stderr += c;
    });
    child.on('exit', (status) => resolve({ status, stdout, stderr }));
  });
}

describe('load CLI', () => {
  it('exits 0 when the thresholds hold and writes JSON and HTML reports', async () => {
    const out = join(dir, 'pass');
    const res = await run([
      '--profile',
      profileFile('pass', 5000),
      '--v2',
      server.url,
      '--out',
      out,
      '--backend',
      'node:http, 20 ms per request',
    ]);
    expect(res.status, res.stderr).toBe(0);
    const files = readdirSync(out);
    const report = JSON.parse(readFileSync(join(out, files.find((f) => f.endsWith('.json'))!), 'utf8'));
    expect(report.passed).toBe(true);
    expect(report.backend).toBe('node:http, 20 ms per request');
    expect(report.environment.cores).toBeGreaterThan(0);
    expect(report.environment.node).toBe(process.version);
    expect(report.totals.latency.med).toBeGreaterThanOrEqual(20);
    expect(readFileSync(join(out, files.find((f) => f.endsWith('.html'))!), 'utf8')).toContain('<svg');
  });

  it('exits 1 when a threshold fails, and names it', async () => {
    const res = await run(['--profile', profileFile('fail', 1), '--v2', server.url, '--out', join(dir, 'fail')]);
    expect(res.status).toBe(1);
    expect(res.stdout).toMatch(/FAIL {2}http_req_duration\{name:v2.getMasterchainInfo\}: p\(95\)<1/);
  });

  it('exits 2 on bad usage', async () => {
    expect((await run(['--profile', 'no-such-profile', '--v2', server.url])).status).toBe(2);
    expect((await run(['--v2', 'not a url'])).status).toBe(2);
  });
});
