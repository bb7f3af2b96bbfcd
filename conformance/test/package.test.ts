// The suite as a user installs it: built into one JavaScript module, packed with npm, installed from the
// tarball into an empty folder offline, and run through npx on Node 24 with no tsx anywhere on the PATH,
// first for --help, then against the reference servers on a local network.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installPackage, type InstalledPackage } from '../../tools/package.ts';
import { startLocalStack, type LocalStack } from '../src/local/stack.ts';
import { buildPackage } from '../tools/build-package.ts';

const run = promisify(execFile);

describe('the packed suite installs offline and runs on Node 24 without tsx', () => {
  let installed: InstalledPackage;
  let work: string;
  let app: string;
  let env: NodeJS.ProcessEnv;
  let stack: LocalStack | undefined;

  beforeAll(async () => {
    installed = await installPackage('conformance-package', buildPackage);
    ({ work, app, env } = installed);
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
    installed?.remove();
  });

  it('installs as a bin of plain JavaScript with the contract beside it, and tsx is not reachable', async () => {
    const pkg = join(app, 'node_modules', 'ton-api-conformance');
    expect(existsSync(join(pkg, 'conformance.mjs'))).toBe(true);
    expect(existsSync(join(pkg, 'generated', 'v3', 'openapi.json'))).toBe(true);
    await expect(run('sh', ['-c', 'command -v tsx'], { env })).rejects.toThrow();
    const { stdout } = await run('node', ['--version'], { env });
    expect(stdout.trim()).toMatch(/^v24\./);
  });

  it('npx ton-api-conformance --help prints the usage and exits 0', async () => {
    const { stdout } = await run('npx', ['--offline', 'ton-api-conformance', '--help'], { cwd: app, env });
    expect(stdout).toMatch(/usage: ton-api-conformance --v2 URL --v3 URL/);
  });

  it('judges the reference servers on a local network (a short run) and writes its report', async () => {
    stack = await startLocalStack();
    const out = join(work, 'report');
    await run(
      'npx',
      [
        '--offline',
        'ton-api-conformance',
        '--v2',
        stack.v2,
        '--v3',
        stack.v3,
        '--api-key',
        stack.apiKey,
        '--network',
        'local',
        '--accounts',
        stack.accountsFile,
        '--only',
        '^(v2/getMasterchainInfo|v3/getTransactions)$',
        '--report',
        'json',
        '--out',
        out,
      ],
      { cwd: app, env },
    );
    const report = JSON.parse(readFileSync(join(out, 'report.json'), 'utf8'));
    expect(
      report.operations
        .map((o: { api: string; operationId: string; outcome: string }) => `${o.api} ${o.operationId} ${o.outcome}`)
        .sort(),
    ).toEqual(['v2 getMasterchainInfo pass', 'v3 getTransactions pass']);
    const cases = report.operations.flatMap((o: { checks: Array<{ check: string; name: string; outcome: string }> }) =>
      o.checks.filter((c) => c.check === 'case' && c.outcome === 'pass').map((c) => c.name),
    );
    expect(cases).toContain('param-offset');
  }, 120_000);
});
