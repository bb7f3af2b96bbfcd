/**
 * Each program refuses a bad setting before it does anything: exit code 2 and one line on stderr naming the
 * variable, its value and what it expects, no stack trace. None of them gets as far as a liteserver or a database.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = join(import.meta.dirname, '..', '..');

/** `entry` run with `env` added to this environment (without what would point it at a real deployment). */
async function run(entry: string, args: string[], env: Record<string, string>) {
  const base = { ...process.env };
  for (const name of ['DATABASE_URL', 'TON_GLOBAL_CONFIG', 'NETWORK', 'PORT', 'LOG_LEVEL']) delete base[name];
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, entry), ...args], {
    cwd: repoRoot,
    env: { ...base, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { code, stderr };
}

describe('a bad setting stops', () => {
  it('the server', async () => {
    const { code, stderr } = await run('server/bin/server.ts', [], {
      TON_GLOBAL_CONFIG: '/nonexistent.json',
      HTTP_REQUEST_TIMEOUT_MS: '30s',
    });
    expect(code, stderr).toBe(2);
    expect(stderr).toBe('server: HTTP_REQUEST_TIMEOUT_MS="30s": expected a whole number of milliseconds, at least 1\n');
  });

  it('the server, for a flag as for its variable', async () => {
    const { code, stderr } = await run('server/bin/server.ts', ['--network', 'devnet'], {
      TON_GLOBAL_CONFIG: '/nonexistent.json',
    });
    expect(code, stderr).toBe(2);
    expect(stderr).toBe('server: --network="devnet": expected one of mainnet, testnet, local\n');
  });

  it('the indexer', async () => {
    const { code, stderr } = await run('indexer/bin/indexer.ts', ['import', 'nothing.boc'], {
      DATABASE_URL: 'db:5432/ton_index',
    });
    expect(code, stderr).toBe(2);
    expect(stderr).toBe('indexer: DATABASE_URL="db:5432/ton_index": expected a postgres:// or postgresql:// URL\n');
  });

  it('make run', async () => {
    const { code, stderr } = await run('tools/run.ts', [], { PORT: '80a' });
    expect(code, stderr).toBe(2);
    expect(stderr).toBe('run: PORT="80a": expected a whole number, from 0 to 65535\n');
  });

  it('the mock', async () => {
    const { code, stderr } = await run('server/bin/mock.ts', [], { HOST: '', PORT: '-1' });
    expect(code, stderr).toBe(2);
    expect(stderr).toBe('mock: PORT="-1": expected a whole number, from 0 to 65535\n');
  });
});
