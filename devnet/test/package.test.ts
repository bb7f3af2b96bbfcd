// The local network as a user installs it: built into one JavaScript module, packed with npm, installed from
// the tarball into an empty folder offline, and run through npx on Node 24 with no tsx on the PATH; a client
// then reads the masterchain over the liteserver protocol from the global config the network wrote.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { LiteClient, LiteSingleEngine } from 'ton-lite-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installPackage, type InstalledPackage } from '../../tools/package.ts';
import { buildPackage } from '../tools/build-package.ts';

const run = promisify(execFile);

describe('the packed local network installs offline and runs through npx on Node 24 without tsx', () => {
  let installed: InstalledPackage;
  let work: string;
  let app: string;
  let env: NodeJS.ProcessEnv;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    installed = await installPackage('devnet-package', buildPackage);
    ({ work, app, env } = installed);
  }, 180_000);
  afterAll(() => {
    child?.kill('SIGKILL');
    installed?.remove();
  });

  it('installs as plain JavaScript, and tsx is not reachable', async () => {
    expect(existsSync(join(app, 'node_modules', 'ton-devnet', 'devnet.mjs'))).toBe(true);
    await expect(run('sh', ['-c', 'command -v tsx'], { env })).rejects.toThrow();
  });

  it('npx ton-devnet --help prints the usage and exits 0; a bad option exits 2 naming it', async () => {
    const { stdout } = await run('npx', ['--offline', 'ton-devnet', '--help'], { cwd: app, env });
    expect(stdout).toMatch(/^Usage: devnet /);
    const bad = await run('npx', ['--offline', 'ton-devnet', '--port', 'x'], { cwd: app, env }).catch(
      (e: { code: number; stderr: string }) => e,
    );
    expect(bad).toMatchObject({ code: 2, stderr: expect.stringContaining('--port must be an integer') });
  });

  it('starts a network whose liteserver a client reads, blocks advancing, and stops on SIGTERM', async () => {
    const config = join(work, 'global.config.json');
    // the installed bin itself (what npx runs), so that SIGTERM reaches the network and not npm
    child = spawn(
      join(app, 'node_modules', '.bin', 'ton-devnet'),
      ['--no-seed', '--block-interval', '300', '--data-dir', join(work, 'data'), '--global-config-out', config],
      { cwd: app, env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    child.stdout!.on('data', (b: Buffer) => {
      out += b;
    });
    child.stderr!.on('data', (b: Buffer) => {
      out += b;
    });
    const started = Date.now();
    while (!out.includes('producing blocks')) {
      if (child.exitCode !== null || Date.now() - started > 90_000)
        throw new Error(`the network did not start:\n${out}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    const ls = (
      JSON.parse(readFileSync(config, 'utf8')) as {
        liteservers: Array<{ ip: number; port: number; id: { key: string } }>;
      }
    ).liteservers[0]!;
    const ip = [24, 16, 8, 0].map((s) => (ls.ip >>> s) & 255).join('.');
    const engine = new LiteSingleEngine({
      host: `tcp://${ip}:${ls.port}`,
      publicKey: Buffer.from(ls.id.key, 'base64'),
    });
    try {
      await new Promise((r) => engine.once('ready', r));
      const client = new LiteClient({ engine });
      const first = (await client.getMasterchainInfo()).last.seqno;
      let last = first;
      while (last <= first) {
        if (Date.now() - started > 120_000) throw new Error(`masterchain stuck at ${first}`);
        await new Promise((r) => setTimeout(r, 300));
        last = (await client.getMasterchainInfo()).last.seqno;
      }
      expect(last).toBeGreaterThan(first);
    } finally {
      engine.close();
    }
    const exited = new Promise<number | null>((r) => child!.once('exit', (code) => r(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(out).toContain('devnet stopped');
  }, 180_000);
});
