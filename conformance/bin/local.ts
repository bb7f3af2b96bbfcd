#!/usr/bin/env -S tsx
// make conformance: the reference server on a local network, judged by the full suite.
import { parseArgs } from 'node:util';
import { runLocal } from '../src/local/run.ts';
import type { ReportFormat } from '../src/report/write.ts';

const USAGE = `usage: tsx conformance/bin/local.ts [--out DIR] [--only PATTERN] [--seed N] [--fuzz-runs N] [--report junit,json,html] [--concurrency N]
Starts a local TON network, PostgreSQL with the indexer following it, the v2 and v3 reference servers,
runs the whole suite against them and writes the reports. Exit code 1 on any failure, 2 on a usage error.`;

async function main(): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        out: { type: 'string', default: 'reports/conformance' },
        only: { type: 'string' },
        seed: { type: 'string' },
        'fuzz-runs': { type: 'string' },
        report: { type: 'string', default: 'junit,json,html' },
        concurrency: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }));
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n${USAGE}\n`);
    return 2;
  }
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const int = (v: string | undefined): number | undefined => (v === undefined ? undefined : Number.parseInt(v, 10));
  const formats = values
    .report!.split(',')
    .map((f) => f.trim())
    .filter(Boolean) as ReportFormat[];
  const started = Date.now();
  const { report, files } = await runLocal({
    out: values.out,
    formats,
    only: values.only,
    seed: int(values.seed),
    fuzzRuns: int(values['fuzz-runs']),
    concurrency: int(values.concurrency),
    log: (line) => process.stderr.write(`${line}\n`),
  });
  const o = report.summary.operations;
  process.stderr.write(
    `\n${report.summary.total} operations: ${o.pass} pass, ${o.fail} fail, ${o['not-implemented']} not implemented, ${o.skipped} skipped` +
      ` (${report.summary.checks.fail} failed checks), suite ${(report.durationMs / 1000).toFixed(1)} s, total ${((Date.now() - started) / 1000).toFixed(1)} s, seed ${report.seed}\n`,
  );
  for (const f of files) process.stderr.write(`report: ${f}\n`);
  return o.fail > 0 || o['not-implemented'] > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (e) => {
    process.stderr.write(`conformance: ${(e as Error).stack ?? e}\n`);
    process.exit(2);
  },
);
