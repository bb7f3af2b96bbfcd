// JUnit XML: one testsuite per API version, one testcase per (operation, check, name).
import { clauseLine } from './clause.ts';
import type { Report } from '../types.ts';

const esc = (s: string): string =>
  s
    .replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!)
    // XML 1.0 forbids most control characters even when escaped.
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');

export function junitXml(report: Report): string {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>'];
  lines.push(
    `<testsuites name="${esc(report.tool)}" tests="${report.summary.checks.pass + report.summary.checks.fail + report.summary.checks.skipped + report.summary.checks['not-implemented']}" failures="${report.summary.checks.fail}" time="${(report.durationMs / 1000).toFixed(3)}">`,
  );
  for (const api of ['v2', 'v3', 'streaming'] as const) {
    const ops = report.operations.filter((o) => o.api === api);
    if (!ops.length) continue;
    const checks = ops.flatMap((o) => o.checks);
    lines.push(
      `  <testsuite name="${api}" tests="${checks.length}" failures="${checks.filter((c) => c.outcome === 'fail').length}" skipped="${checks.filter((c) => c.outcome === 'skipped' || c.outcome === 'not-implemented').length}">`,
    );
    for (const op of ops) {
      for (const c of op.checks) {
        const time = c.durationMs !== undefined ? ` time="${(c.durationMs / 1000).toFixed(3)}"` : '';
        lines.push(
          `    <testcase classname="${api}.${esc(op.operationId)}" name="${esc(`${c.check}: ${c.name}`)}"${time}>`,
        );
        if (c.outcome === 'fail') {
          const detail = [
            clauseLine(op, c) ?? '',
            c.message ?? '',
            c.exchange
              ? `${c.exchange.request.method} ${c.exchange.request.url}${c.exchange.request.body ? `\n${c.exchange.request.body}` : ''}\n→ ${c.exchange.response?.status} ${c.exchange.response?.body ?? ''}`
              : '',
            c.counterexample
              ? `counterexample (seed ${c.counterexample.seed}, path ${c.counterexample.path}): ${JSON.stringify(c.counterexample.input)}`
              : '',
          ]
            .filter(Boolean)
            .join('\n');
          lines.push(
            `      <failure message="${esc(((c.clause ? `[${clauseLine(op, c)}] ` : '') + (c.message ?? 'failed')).slice(0, 500))}">${esc(detail)}</failure>`,
          );
        } else if (c.outcome !== 'pass') {
          lines.push(`      <skipped message="${esc(`${c.outcome}${c.message ? `: ${c.message}` : ''}`)}"/>`);
        }
        lines.push('    </testcase>');
      }
    }
    lines.push('  </testsuite>');
  }
  lines.push('</testsuites>');
  return lines.join('\n') + '\n';
}
