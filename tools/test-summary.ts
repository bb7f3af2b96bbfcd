// The test gate: prints the closing lines CI reads ("N passed, N failed, N skipped", then the skips by
// reason) from the gate reporter's file (testing/gate-reporter.ts) and fails the run on anything but a
// clean pass: a failed test, a file or suite that crashed outside its tests (an import error, a throwing
// hook), an error vitest caught outside any test, a skip without a declared reason, no test file at all,
// or vitest's own non-zero exit.
//   tsx tools/test-summary.ts REPORT [--vitest-exit N]
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { GateReport } from './testing/gate-reporter.ts';

const { values, positionals } = parseArgs({
  options: { 'vitest-exit': { type: 'string' } },
  allowPositionals: true,
});
const file = positionals[0];
if (!file) {
  console.error('usage: test-summary <gate-report.json> [--vitest-exit N]');
  process.exit(2);
}
const problems: string[] = [];
const vitestExit = values['vitest-exit'] === undefined ? 0 : Number(values['vitest-exit']);
if (!existsSync(file)) {
  console.log(`tests: no report at ${file}: vitest did not get to the end of the run`);
  process.exit(1);
}
const r = JSON.parse(readFileSync(file, 'utf8')) as GateReport;
const undeclared = r.skipped.filter((s) => !s.reason);
console.log(`tests: ${r.passed} passed, ${r.failed.length} failed, ${r.skipped.length} skipped (${r.files} files)`);
if (r.skipped.length) {
  const byReason = new Map<string, number>();
  for (const s of r.skipped) {
    const why = s.reason ?? 'NO REASON GIVEN';
    byReason.set(why, (byReason.get(why) ?? 0) + 1);
  }
  console.log('skipped, by reason:');
  for (const [why, n] of [...byReason].sort((a, b) => b[1] - a[1])) console.log(`  ${String(n).padStart(4)}  ${why}`);
}
for (const f of r.failed) problems.push(`failed: ${f.test}: ${f.error}`);
for (const c of r.crashed) problems.push(`crashed: ${c.where}: ${c.error}`);
for (const u of r.unhandled) problems.push(`error outside any test: ${u}`);
for (const s of undeclared)
  problems.push(`skipped without a reason: ${s.test} (put "(skipped: why)" in its title or call ctx.skip(why))`);
if (r.files === 0) problems.push('no test file ran');
if (vitestExit !== 0 && !problems.length) problems.push(`vitest exited ${vitestExit} (${r.reason})`);
for (const p of problems) console.log(p);
console.log(
  problems.length
    ? `test gate: FAILED (${problems.length} problem${problems.length === 1 ? '' : 's'})`
    : 'test gate: passed',
);
process.exit(problems.length ? 1 : 0);
