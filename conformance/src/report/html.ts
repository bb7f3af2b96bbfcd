// A self-contained HTML scorecard: summary, operation × check matrix, and the failures with the exact
// request, response and shrunk counterexample. No scripts, no external assets.
import type { CheckResult, OperationResult, Outcome, Report } from '../types.ts';

const COLUMNS = ['not-a-server-error', 'status-documented', 'content-type', 'response-schema', 'error-envelope', 'unsupported-method', 'case', 'negative-fuzz', 'compare'];
const SHORT: Record<string, string> = {
  'not-a-server-error': 'no 5xx', 'status-documented': 'status', 'content-type': 'content type', 'response-schema': 'schema',
  'error-envelope': 'error envelope', 'unsupported-method': 'bad method', case: 'cases', 'negative-fuzz': 'fuzz', compare: 'compare',
};
const SYMBOL: Record<Outcome, string> = { pass: '✓', fail: '✗', 'not-implemented': '—', skipped: '○' };

const esc = (s: unknown): string => String(s ?? '').replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);

function cellOutcome(checks: CheckResult[]): Outcome | undefined {
  if (!checks.length) return undefined;
  if (checks.some((c) => c.outcome === 'fail')) return 'fail';
  if (checks.some((c) => c.outcome === 'pass')) return 'pass';
  return checks.some((c) => c.outcome === 'not-implemented') ? 'not-implemented' : 'skipped';
}

function cell(op: OperationResult, column: string): string {
  if (op.outcome === 'not-implemented') return '<td class="c not-implemented" title="not implemented">—</td>';
  const checks = op.checks.filter((c) => c.check === column);
  const o = cellOutcome(checks);
  if (!o) return '<td class="c none" title="not run">·</td>';
  const fails = checks.filter((c) => c.outcome === 'fail').length;
  const title = checks.map((c) => `${c.outcome}: ${c.name}${c.message ? ` — ${c.message}` : ''}`).join('\n');
  return `<td class="c ${o}" title="${esc(title.slice(0, 900))}">${SYMBOL[o]}${fails > 1 ? `<sup>${fails}</sup>` : ''}</td>`;
}

function failureBlock(op: OperationResult, c: CheckResult): string {
  const ex = c.exchange;
  const ce = c.counterexample;
  return `<div class="failure"><div class="fh"><span class="tag ${c.outcome}">${esc(SHORT[c.check] ?? c.check)}</span> <b>${esc(c.name)}</b></div>
<div class="msg">${esc(c.message)}</div>
${ex ? `<pre>${esc(`${ex.request.method} ${ex.request.url}`)}${ex.request.body ? `\n${esc(ex.request.body.slice(0, 800))}` : ''}\n→ HTTP ${esc(ex.response?.status)} ${esc(ex.response?.contentType)}\n${esc(ex.response?.body)}</pre>` : ''}
${ce ? `<div class="ce">shrunk counterexample · seed <code>${ce.seed}</code> · path <code>${esc(ce.path)}</code> · after ${ce.numRuns} runs<pre>${esc(JSON.stringify(ce.input, null, 1))}</pre></div>` : ''}</div>`;
}

function row(op: OperationResult): string {
  const failures = op.checks.filter((c) => c.outcome === 'fail');
  const skipped = op.checks.filter((c) => c.outcome === 'skipped' && c.message);
  const cases = op.checks.filter((c) => c.check === 'case');
  const details = failures.length || skipped.length || cases.length
    ? `<tr class="detail"><td colspan="${COLUMNS.length + 2}"><details${failures.length ? ' open' : ''}><summary>${failures.length} failure${failures.length === 1 ? '' : 's'}, ${cases.length} case${cases.length === 1 ? '' : 's'}${skipped.length ? `, ${skipped.length} skipped` : ''}</summary>
${failures.map((c) => failureBlock(op, c)).join('\n')}
${cases.filter((c) => c.outcome !== 'fail').map((c) => `<div class="case"><span class="tag ${c.outcome}">${SYMBOL[c.outcome]}</span> ${esc(c.name)} <span class="dim">${esc(c.message)}</span></div>`).join('\n')}
${skipped.filter((c) => c.check !== 'case').map((c) => `<div class="case"><span class="tag skipped">○</span> ${esc(SHORT[c.check] ?? c.check)} <span class="dim">${esc(c.message)}</span></div>`).join('\n')}
</details></td></tr>` : '';
  return `<tr class="op ${op.outcome}"><th scope="row"><span class="badge ${op.outcome}">${esc(op.outcome === 'not-implemented' ? 'n/i' : op.outcome)}</span> <span class="api">${op.api}</span> ${esc(op.operationId)}<div class="path">${esc(op.method)} ${esc(op.path)}</div></th>${COLUMNS.map((col) => cell(op, col)).join('')}<td></td></tr>${details}`;
}

export function htmlScorecard(r: Report): string {
  const s = r.summary.operations;
  const implemented = s.pass + s.fail + s.skipped;
  const score = implemented ? Math.round((s.pass / implemented) * 100) : 0;
  const verdict = s.fail === 0 ? 'conforms' : `${s.fail} operation${s.fail === 1 ? '' : 's'} failing`;
  const cards = (['pass', 'fail', 'not-implemented', 'skipped'] as Outcome[]).map((o) =>
    `<div class="card ${o}"><div class="n">${s[o]}</div><div class="l">${o === 'not-implemented' ? 'not implemented' : o}</div><div class="sub">${r.summary.checks[o]} checks</div></div>`).join('');
  const ops = [...r.operations].sort((a, b) => (a.outcome === 'fail' ? 0 : 1) - (b.outcome === 'fail' ? 0 : 1) || a.api.localeCompare(b.api) || a.operationId.localeCompare(b.operationId));
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>TON API conformance — ${esc(verdict)}</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>
:root{--pass:#1f9d55;--fail:#d64545;--ni:#8a94a6;--skip:#d69e2e;--bg:#f6f7f9;--fg:#1d2330}
*{box-sizing:border-box}body{margin:0;font:14px/1.45 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:var(--bg);color:var(--fg)}
header{background:#111827;color:#fff;padding:20px 28px}header h1{margin:0;font-size:20px}header .meta{opacity:.75;font-size:12px;margin-top:6px}
.verdict{display:inline-block;margin-left:12px;padding:2px 10px;border-radius:12px;font-size:13px;background:${s.fail ? 'var(--fail)' : 'var(--pass)'}}
main{padding:20px 28px}.cards{display:flex;gap:14px;flex-wrap:wrap;margin-bottom:18px}
.card{background:#fff;border-radius:10px;padding:12px 18px;min-width:140px;box-shadow:0 1px 3px #0001;border-top:4px solid}
.card.pass{border-color:var(--pass)}.card.fail{border-color:var(--fail)}.card.not-implemented{border-color:var(--ni)}.card.skipped{border-color:var(--skip)}
.card .n{font-size:28px;font-weight:700}.card .l{text-transform:capitalize}.card .sub{font-size:12px;opacity:.6}
.score{background:#fff;border-radius:10px;padding:12px 18px;box-shadow:0 1px 3px #0001}.bar{height:10px;width:220px;background:#e5e7eb;border-radius:5px;overflow:hidden;margin-top:6px}.bar i{display:block;height:100%;background:var(--pass)}
table{border-collapse:collapse;width:100%;background:#fff;border-radius:10px;overflow:hidden;box-shadow:0 1px 3px #0001}
thead th{position:sticky;top:0;background:#eef0f4;font-weight:600;font-size:12px;padding:8px 6px;text-align:center}
thead th:first-child{text-align:left;padding-left:14px}
tr.op th{text-align:left;font-weight:500;padding:7px 14px;white-space:nowrap}.path{font:11px ui-monospace,monospace;opacity:.55}
tr.op{border-top:1px solid #eef0f4}.api{font:11px ui-monospace,monospace;background:#eef0f4;border-radius:4px;padding:1px 5px}
td.c{text-align:center;font-weight:700;width:72px}td.pass{color:var(--pass);background:#1f9d5512}td.fail{color:#fff;background:var(--fail)}
td.not-implemented{color:var(--ni);background:#8a94a612}td.skipped{color:var(--skip);background:#d69e2e14}td.none{color:#c0c4cc}
.badge{display:inline-block;min-width:34px;text-align:center;font-size:11px;border-radius:4px;padding:1px 5px;color:#fff;text-transform:uppercase}
.badge.pass{background:var(--pass)}.badge.fail{background:var(--fail)}.badge.not-implemented{background:var(--ni)}.badge.skipped{background:var(--skip)}
tr.detail td{padding:0 14px 8px 14px}details summary{cursor:pointer;font-size:12px;opacity:.7}
.failure{border-left:3px solid var(--fail);background:#fff5f5;margin:8px 0;padding:8px 12px;border-radius:4px}.msg{margin:4px 0}
pre{background:#111827;color:#e5e7eb;padding:8px 10px;border-radius:6px;overflow:auto;max-height:220px;font-size:12px;white-space:pre-wrap;word-break:break-all}
.tag{font-size:11px;padding:1px 6px;border-radius:4px;background:#eef0f4}.tag.fail{background:var(--fail);color:#fff}.tag.pass{color:var(--pass)}.tag.skipped{color:var(--skip)}
.case{font-size:12px;margin:3px 0}.dim{opacity:.6}.ce{font-size:12px;margin-top:4px}
.legend{font-size:12px;opacity:.7;margin:10px 0}
</style></head><body>
<header><h1>TON HTTP API conformance<span class="verdict">${esc(verdict)}</span></h1>
<div class="meta">${r.targets.v2 ? `v2 ${esc(r.targets.v2)} · ` : ''}${r.targets.v3 ? `v3 ${esc(r.targets.v3)} · ` : ''}network ${esc(r.network)} · profile ${esc(r.profile)} · seed ${r.seed} · ${(r.durationMs / 1000).toFixed(1)} s · ${esc(r.finishedAt)}${r.targets.compareTo.length ? ` · compared to ${esc(r.targets.compareTo.join(', '))}` : ''}</div></header>
<main><div class="cards">${cards}<div class="score"><div><b>${score}%</b> of implemented operations pass</div><div class="bar"><i style="width:${score}%"></i></div><div class="sub" style="font-size:12px;opacity:.6">${r.summary.total} operations</div></div></div>
<div class="legend">✓ pass · ✗ fail · — not implemented · ○ skipped · · not run — hover a cell for every check behind it; failures are listed under their operation.</div>
<table><thead><tr><th>operation</th>${COLUMNS.map((c) => `<th>${esc(SHORT[c])}</th>`).join('')}<th></th></tr></thead>
<tbody>${ops.map(row).join('\n')}</tbody></table></main></body></html>
`;
}
