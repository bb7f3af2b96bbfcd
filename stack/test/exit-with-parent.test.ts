import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { alive } from './processes.ts';

const PRELOAD = join(import.meta.dirname, '..', 'exit-with-parent.ts');

/**
 * A parent that starts a part the way the local stack does (tsx, then the preload) and prints the part's pid;
 * the part runs until something stops it and says how it stopped.
 */
function parentOfPart(preload: boolean) {
  const part = [
    '--import',
    'tsx',
    ...(preload ? ['--import', PRELOAD] : []),
    '-e',
    "process.on('SIGTERM', () => process.exit(0)); setInterval(() => {}, 1000)",
  ];
  const env = `{ ...process.env, STACK_PARENT_PID: String(process.pid) }`;
  const parentCode = `const c = require('node:child_process').spawn(process.execPath, ${JSON.stringify(part)}, { stdio: 'ignore', env: ${env} }); console.log(c.pid); setInterval(() => {}, 1000)`;
  return spawn(process.execPath, ['-e', parentCode], { stdio: ['ignore', 'pipe', 'inherit'] });
}

async function partPid(parent: ReturnType<typeof parentOfPart>): Promise<number> {
  return new Promise((resolve) => parent.stdout!.once('data', (d) => resolve(Number(String(d).trim()))));
}

async function gone(pid: number, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (!alive(pid)) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return !alive(pid);
}

describe('stack/exit-with-parent.ts (a part never outlives its parent)', () => {
  it('stops a part within seconds once its parent is killed with SIGKILL', async () => {
    const parent = parentOfPart(true);
    const pid = await partPid(parent);
    parent.kill('SIGKILL'); // at once: the part may not have loaded its preload yet
    const stopped = await gone(pid, 15_000);
    if (!stopped) process.kill(pid, 'SIGKILL'); // a failing run leaves nothing behind
    expect(stopped).toBe(true);
  }, 30_000);

  it('without it, the same part stays behind (so the check above can fail)', async () => {
    const parent = parentOfPart(false);
    const pid = await partPid(parent);
    parent.kill('SIGKILL');
    expect(await gone(pid, 5000)).toBe(false);
    process.kill(pid, 'SIGKILL');
  }, 20_000);
});
