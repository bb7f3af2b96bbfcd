// The test gate cannot pass a crash: vitest run on crafted suites (a beforeAll that throws, a file that fails
// to import, a skip without a reason) with the gate reporter, then tools/test-summary.ts on what it wrote,
// must exit non-zero and name each problem; the same run without them passes and counts skips by reason.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..', '..');
const bin = (name: string) => join(root, 'node_modules', '.bin', name);

const SUITES: Record<string, string> = {
  'passing.test.ts': `import { describe, it } from 'vitest';
it('passes', () => {});
describe.skip('needs what is absent here (skipped: fixtures absent)', () => { it('reads them', () => {}); });
it('skips at run time', (ctx) => { ctx.skip('root only'); });
`,
  'crash.test.ts': `import { beforeAll, describe, expect, it } from 'vitest';
describe('a suite whose beforeAll throws', () => {
  beforeAll(() => { throw new Error('the local network did not start'); });
  it('would check something', () => expect(1).toBe(1));
});
`,
  'import.test.ts': `import { missing } from './no-such-module.ts';
import { it } from 'vitest';
it('uses the import', () => missing());
`,
  'undeclared.test.ts': `import { it } from 'vitest';
it.skip('skipped for no stated reason', () => {});
`,
};

function gate(files: string[]): { code: number; out: string } {
  const dir = mkdtempSync(join(tmpdir(), 'test-gate-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'test'));
  for (const f of files) writeFileSync(join(dir, 'test', f), SUITES[f]!);
  writeFileSync(join(dir, 'vitest.config.mjs'), "export default { test: { include: ['test/**/*.test.ts'] } };\n");
  const report = join(dir, 'gate.json');
  const vitest = spawnSync(
    bin('vitest'),
    ['run', '--root', dir, '--reporter', join(root, 'tools/testing/gate-reporter.ts')],
    { env: { ...process.env, TEST_GATE_REPORT: report }, encoding: 'utf8' },
  );
  const summary = spawnSync(
    bin('tsx'),
    [join(root, 'tools/test-summary.ts'), report, '--vitest-exit', String(vitest.status)],
    { encoding: 'utf8' },
  );
  return { code: summary.status ?? -1, out: summary.stdout + summary.stderr };
}

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('the test gate (make test)', () => {
  it('passes a clean run and prints the skips by reason', () => {
    const r = gate(['passing.test.ts']);
    expect(r.out).toContain('tests: 1 passed, 0 failed, 2 skipped');
    expect(r.out).toMatch(
      /skipped, by reason:\n\s+1 {2}fixtures absent\n\s+1 {2}root only|skipped, by reason:\n\s+1 {2}root only\n\s+1 {2}fixtures absent/,
    );
    expect(r.out).toContain('test gate: passed');
    expect(r.code).toBe(0);
  }, 60_000);

  it('fails on a suite whose beforeAll throws, on an import error and on a skip without a reason', () => {
    const r = gate(['passing.test.ts', 'crash.test.ts', 'import.test.ts', 'undeclared.test.ts']);
    expect(r.code).toBe(1);
    expect(r.out).toContain(
      'crashed: test/crash.test.ts > a suite whose beforeAll throws: the local network did not start',
    );
    expect(r.out).toContain('failed: test/crash.test.ts > a suite whose beforeAll throws > would check something');
    expect(r.out).toMatch(/crashed: test\/import\.test\.ts: .*no-such-module/);
    expect(r.out).toContain('skipped without a reason: test/undeclared.test.ts > skipped for no stated reason');
    expect(r.out).toMatch(/test gate: FAILED/);
  }, 60_000);

  it('fails when vitest did not get to write its report', () => {
    const r = spawnSync(bin('tsx'), [join(root, 'tools/test-summary.ts'), '/nonexistent/gate.json'], {
      encoding: 'utf8',
    });
    expect(r.status).toBe(1);
    expect(r.stdout).toContain('vitest did not get to the end of the run');
  }, 30_000);
});
