// A vitest reporter that writes what the test gate (tools/test-summary.ts) judges: every test's state and,
// for a skipped one, the reason it declared; every file or suite that failed outside a test (an import
// error, a throwing beforeAll/afterAll), and errors vitest caught outside any test. vitest's JSON report
// counts the tests of a crashed suite as skipped and carries no skip reasons, so the gate reads this instead.
import { writeFileSync } from 'node:fs';
import type { Reporter, TestCase, TestModule, TestSuite } from 'vitest/node';
import { skipReasonOf } from './skip.ts';

export interface GateReport {
  /** vitest's own verdict on the run */
  reason: string;
  files: number;
  passed: number;
  failed: Array<{ test: string; error: string }>;
  skipped: Array<{ test: string; reason?: string }>;
  /** files and suites that failed outside their tests: import errors, throwing hooks */
  crashed: Array<{ where: string; error: string }>;
  unhandled: string[];
}

const firstLine = (e: { message?: string; stack?: string } | undefined): string =>
  (e?.message ?? e?.stack ?? 'unknown error').split('\n')[0]!.slice(0, 500);

function titles(t: TestCase | TestSuite): string[] {
  const out = [t.name];
  for (let p = t.parent; p.type === 'suite'; p = p.parent) out.unshift(p.name);
  return out;
}

function crashedAbove(t: TestCase): boolean {
  for (let p: TestSuite | TestModule = t.parent; ; p = p.parent) {
    if (p.errors().length) return true;
    if (p.type === 'module') return false;
  }
}

export default class GateReporter implements Reporter {
  private readonly file: string;
  constructor(options: { file?: string } = {}) {
    this.file = options.file ?? process.env.TEST_GATE_REPORT ?? '.test-gate.json';
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandled: ReadonlyArray<{ message?: string }>, reason: string) {
    const report: GateReport = {
      reason,
      files: modules.length,
      passed: 0,
      failed: [],
      skipped: [],
      crashed: [],
      unhandled: unhandled.map((e) => firstLine(e)),
    };
    for (const m of modules) {
      const where = m.relativeModuleId;
      for (const e of m.errors()) report.crashed.push({ where, error: firstLine(e) });
      if (m.state() === 'failed' && !m.errors().length && m.ok())
        report.crashed.push({ where, error: 'the file failed outside its tests' });
      for (const s of m.children.allSuites())
        for (const e of s.errors())
          report.crashed.push({ where: `${where} > ${titles(s).join(' > ')}`, error: firstLine(e) });
      for (const t of m.children.allTests()) {
        const r = t.result();
        const name = `${where} > ${titles(t).join(' > ')}`;
        if (r.state === 'passed') report.passed++;
        else if (r.state === 'failed') report.failed.push({ test: name, error: firstLine(r.errors[0]) });
        // vitest reports the tests of a suite whose hook threw as skipped: they did not run, they were not skipped
        else if (r.state === 'skipped' && t.options.mode === 'run' && crashedAbove(t))
          report.failed.push({ test: name, error: 'did not run: a hook of its suite or file failed' });
        else if (r.state === 'skipped') report.skipped.push({ test: name, reason: r.note ?? skipReasonOf(titles(t)) });
        // a test that never finished (its suite crashed before it) is neither passed nor skipped
        else report.failed.push({ test: name, error: `did not run to the end (state ${r.state})` });
      }
    }
    writeFileSync(this.file, `${JSON.stringify(report, null, 2)}\n`);
  }
}
