// Runs part of the suite against a stack from tools/dev-stack.ts, as the self-test does: the local
// profile, the stack's keys and accounts, optionally with one mutant of test/mutants.ts planted by the
// mutant proxy (`--mutant ID`) to see whether a check catches it. Prints every failed check.
//   tsx conformance/tools/dev-run.ts --only '^v2/getAddressBalance' [--mutant limit-ignored] [--fuzz]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { LOCAL_PROFILE } from '../src/local/run.ts';
import type { LocalStack } from '../src/local/stack.ts';
import { figureLine } from '../src/coverage/matrix.ts';
import { writeReports } from '../src/report/write.ts';
import { runConformance } from '../src/runner.ts';
import { MUTANTS } from '../test/mutants.ts';
import { mutantProxy } from '../test/support/mutant-proxy.ts';

const { values } = parseArgs({
  options: {
    stack: { type: 'string', default: '.data/dev-stack.json' },
    only: { type: 'string' },
    mutant: { type: 'string' },
    fuzz: { type: 'boolean', default: false },
    seed: { type: 'string', default: '7' },
    out: { type: 'string' },
    uncovered: { type: 'boolean', default: false },
  },
});
const stack = JSON.parse(readFileSync(values.stack!, 'utf8')) as Omit<LocalStack, 'stop'>;
const mutant = values.mutant ? MUTANTS.find((m) => m.id === values.mutant) : undefined;
if (values.mutant && !mutant) throw new Error(`no mutant ${values.mutant} in test/mutants.ts`);
const proxy = mutant
  ? await mutantProxy({ '/api/v3': new URL(stack.v3).origin, '/api/v2': new URL(stack.v2).origin })
  : undefined;
proxy?.set(mutant);
const base = proxy ? proxy.url : new URL(stack.v3).origin;
try {
  const report = await runConformance({
    v2: `${base}/api/v2`,
    v3: `${base}/api/v3`,
    streaming: `${base}/api/streaming/v2`,
    apiKey: stack.apiKey,
    otherNetworkKey: stack.otherNetworkKey,
    network: 'local',
    accountsFile: stack.accountsFile,
    profile: LOCAL_PROFILE,
    seed: Number(values.seed),
    fuzzRuns: values.fuzz ? 6 : 0,
    only: values.only ?? mutant?.only,
    progress: false,
  });
  if (values.out) writeReports(report, values.out, ['json', 'html']);
  let failed = 0;
  for (const o of report.operations)
    for (const c of o.checks)
      if (c.outcome === 'fail') {
        failed++;
        console.log(`FAIL ${o.api}/${o.operationId} [${c.check}] ${c.name}: ${String(c.message).slice(0, 400)}`);
      }
  const s = report.summary.checks;
  console.log(
    `${report.operations.length} operations; checks: ${s.pass} pass, ${s.fail} fail, ${s.skipped} skipped${mutant ? `; mutant ${mutant.id} must fail ${mutant.caughtBy.check}` : ''}`,
  );
  if (report.coverage) {
    console.log(figureLine(report.coverage.figure));
    if (values.uncovered)
      for (const c of report.coverage.cells)
        if (c.status === 'uncovered') console.log(`uncovered ${c.api} ${c.operation} ${c.parameter} ${c.transport}`);
  }
  for (const o of report.operations)
    for (const c of o.checks)
      if (c.outcome === 'skipped') console.log(`skip ${o.api}/${o.operationId} [${c.check}] ${c.name}: ${c.message}`);
  process.exitCode = failed ? 1 : 0;
} finally {
  await proxy?.close();
}
