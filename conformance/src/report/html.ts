// A self-contained HTML scorecard: summary, operation × check matrix, and the failures with the exact
// request, response and shrunk counterexample. No scripts, no external assets.
import type { CheckResult, OperationResult, Outcome, Report } from '../types.ts';
import { clauseLine } from './clause.ts';
import { coverageSection } from './coverage-html.ts';

const COLUMNS = [
  'not-a-server-error',
  'status-documented',
  'content-type',
  'response-schema',
  'error-envelope',
  'unsupported-method',
  'head',
  'cors',
  'jsonrpc',
  'error-text',
  'input-forms',
  'address-forms',
  'case',
  'negative-fuzz',
  'boundary-fuzz',
  'compare',
];
const SHORT: Record<string, string> = {
  'not-a-server-error': 'no 5xx',
  'status-documented': 'status',
  'content-type': 'content type',
  'response-schema': 'schema',
  'error-envelope': 'error envelope',
  'unsupported-method': 'bad method',
  case: 'cases',
  'negative-fuzz': 'fuzz',
  compare: 'compare',
  head: 'HEAD',
  cors: 'CORS',
  jsonrpc: 'JSON-RPC',
  'error-text': 'error texts',
  'input-forms': 'input forms',
  'address-forms': 'address forms',
  'boundary-fuzz': 'boundaries',
};
const SYMBOL: Record<Outcome, string> = { pass: '✓', fail: '✗', 'not-implemented': '—', skipped: '○' };

const esc = (s: unknown): string =>
  String(s ?? '').replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);

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

interface FailureGroup {
  first: CheckResult;
  names: string[];
}

/** The same problem seen in several requests is one block naming all of them. */
function groupFailures(checks: CheckResult[]): FailureGroup[] {
  const groups = new Map<string, FailureGroup>();
  for (const c of checks.filter((x) => x.outcome === 'fail')) {
    const key = `${c.check}|${c.message}`;
    const g = groups.get(key);
    if (g) g.names.push(c.name);
    else groups.set(key, { first: c, names: [c.name] });
  }
  return [...groups.values()];
}

function failureBlock(g: FailureGroup, op: OperationResult): string {
  const c = g.first;
  const ex = c.exchange;
  const ce = c.counterexample;
  const also =
    g.names.length > 1
      ? `<div class="also">seen in ${g.names.length} requests: ${g.names.map(esc).join(' · ')}</div>`
      : '';
  return `<div class="failure"><div class="fh"><span class="tag fail">${esc(SHORT[c.check] ?? c.check)}</span> <b>${esc(g.names[0])}</b></div>
${c.clause ? `<div class="clause">violates ${esc(clauseLine(op, c))}</div>` : ''}<div class="msg">${esc(c.message)}</div>${also}
${ex ? `<pre>${esc(`${ex.request.method} ${ex.request.url}`)}${ex.request.body ? `\n${esc(ex.request.body.slice(0, 800))}` : ''}\n→ HTTP ${esc(ex.response?.status)} ${esc(ex.response?.contentType)}\n${esc(ex.response?.body)}</pre>` : ''}
${ce ? `<div class="ce">shrunk counterexample · seed <code>${ce.seed}</code> · path <code>${esc(ce.path)}</code> · after ${ce.numRuns} runs<pre>${esc(JSON.stringify(ce.input, null, 1))}</pre></div>` : ''}</div>`;
}

function casesCell(op: OperationResult): string {
  if (op.outcome === 'not-implemented') return '<td class="c not-implemented">—</td>';
  const cases = op.checks.filter((c) => c.check === 'case');
  const o = cellOutcome(cases);
  if (!o) return '<td class="c none" title="not run">·</td>';
  const passed = cases.filter((c) => c.outcome === 'pass').length;
  const title = cases.map((c) => `${SYMBOL[c.outcome]} ${c.name}${c.message ? ` — ${c.message}` : ''}`).join('\n');
  return `<td class="c ${o}" title="${esc(title.slice(0, 1500))}">${SYMBOL[o]}<small>${o === 'fail' ? cases.filter((c) => c.outcome === 'fail').length : passed}</small></td>`;
}

function row(op: OperationResult, columns: string[]): string {
  const cases = op.checks.filter((c) => c.check === 'case');
  const list = cases
    .map(
      (c) =>
        `<div class="case"><span class="tag ${c.outcome}">${SYMBOL[c.outcome]}</span> ${esc(c.name)} <span class="dim">${esc(c.message)}</span></div>`,
    )
    .join('');
  const name = `<span class="badge ${op.outcome}">${esc(op.outcome === 'not-implemented' ? 'n/i' : op.outcome)}</span> <a href="#${op.api}-${esc(op.operationId)}" id="${op.api}-${esc(op.operationId)}">${esc(op.operationId)}</a> <span class="path">${esc(op.method)} ${esc(op.path)}</span>`;
  const cells = columns.map((col) => (col === 'case' ? casesCell(op) : cell(op, col))).join('');
  return `<tr class="op ${op.outcome}"><th scope="row">${cases.length ? `<details><summary>${name}</summary>${list}</details>` : name}</th>${cells}</tr>`;
}

function section(api: string, ops: OperationResult[], columns: string[]): string {
  if (!ops.length) return '';
  const pass = ops.filter((o) => o.outcome === 'pass').length;
  const sorted = [...ops].sort(
    (a, b) =>
      (a.outcome === 'fail' ? 0 : 1) - (b.outcome === 'fail' ? 0 : 1) || a.operationId.localeCompare(b.operationId),
  );
  return `<h2>API ${api} <span class="count">${pass} / ${ops.length} operations pass</span></h2>
<table><thead><tr><th>operation <span class="dim">(click for its cases)</span></th>${columns.map((c) => `<th>${esc(SHORT[c])}</th>`).join('')}</tr></thead>
<tbody>${sorted.map((o) => row(o, columns)).join('\n')}</tbody></table>`;
}

function notRun(r: Report): string {
  const reasons = new Map<string, string[]>();
  for (const o of r.operations)
    for (const c of o.checks.filter((x) => x.outcome === 'skipped' || x.outcome === 'not-implemented')) {
      const key = `${SHORT[c.check] ?? c.check}: ${c.message ?? 'no reason given'}`;
      reasons.set(key, [
        ...(reasons.get(key) ?? []),
        `${o.api} ${o.operationId}${c.check === 'case' ? `/${c.name}` : ''}`,
      ]);
    }
  if (!reasons.size) return '';
  return `<h2>Not run, and why</h2><div class="panel">${[...reasons].map(([why, where]) => `<div class="why"><b>${esc(why)}</b><div class="dim">${where.map(esc).join(' · ')}</div></div>`).join('')}</div>`;
}

export function htmlScorecard(r: Report): string {
  const s = r.summary.operations;
  const implemented = s.pass + s.fail + s.skipped;
  const score = implemented ? Math.round((s.pass / implemented) * 100) : 0;
  const verdict = s.fail === 0 ? 'conforms' : `${s.fail} operation${s.fail === 1 ? '' : 's'} failing`;
  const cards = (['pass', 'fail', 'not-implemented', 'skipped'] as Outcome[])
    .map(
      (o) =>
        `<div class="card ${o}"><div class="n">${s[o]}</div><div class="l">${o === 'not-implemented' ? 'not implemented' : o}</div><div class="sub">${r.summary.checks[o]} checks</div></div>`,
    )
    .join('');
  const failing = r.operations.filter((o) => o.outcome === 'fail');
  const failures = failing.length
    ? `<h2>Failures <span class="count">${failing.length} operation${failing.length === 1 ? '' : 's'}</span></h2>${failing
        .map(
          (o) =>
            `<div class="panel"><h3><span class="api">${o.api}</span> <a href="#${o.api}-${esc(o.operationId)}">${esc(o.operationId)}</a> <span class="path">${esc(o.method)} ${esc(o.path)}</span></h3>${groupFailures(
              o.checks,
            )
              .map((g) => failureBlock(g, o))
              .join('\n')}</div>`,
        )
        .join('\n')}`
    : '';
  // A column no check ran in (compare without --compare-to) is left out rather than shown empty.
  const columns = COLUMNS.filter((c) => r.operations.some((o) => o.checks.some((x) => x.check === c)));
  const targets = [
    r.targets.v2 ? `v2 ${esc(r.targets.v2)}` : '',
    r.targets.v3 ? `v3 ${esc(r.targets.v3)}` : '',
    r.targets.streaming ? `streaming ${esc(r.targets.streaming)}` : '',
  ]
    .filter(Boolean)
    .join(' · ');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>TON API conformance — ${esc(verdict)}</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>
:root{--pass:#1f9d55;--fail:#d64545;--ni:#8a94a6;--skip:#d69e2e;--bg:#f6f7f9;--fg:#1d2330}
*{box-sizing:border-box}body{margin:0;font:14px/1.45 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:var(--bg);color:var(--fg)}
header{background:#111827;color:#fff;padding:20px 28px}header h1{margin:0;font-size:20px}header .meta{opacity:.75;font-size:12px;margin-top:6px}
header ul{margin:8px 0 0;padding-left:18px;font-size:12px;opacity:.85}
.verdict{display:inline-block;margin-left:12px;padding:2px 10px;border-radius:12px;font-size:13px;vertical-align:middle;background:${s.fail ? 'var(--fail)' : 'var(--pass)'}}
main{padding:20px 28px;max-width:1400px}.cards{display:flex;gap:14px;flex-wrap:wrap;margin-bottom:8px}
.card{background:#fff;border-radius:10px;padding:12px 18px;min-width:140px;box-shadow:0 1px 3px #0001;border-top:4px solid}
.card.pass{border-color:var(--pass)}.card.fail{border-color:var(--fail)}.card.not-implemented{border-color:var(--ni)}.card.skipped{border-color:var(--skip)}
.card .n{font-size:28px;font-weight:700}.card .l{text-transform:capitalize}.card .sub{font-size:12px;opacity:.6}
.score{background:#fff;border-radius:10px;padding:12px 18px;box-shadow:0 1px 3px #0001}.bar{height:10px;width:220px;background:#e5e7eb;border-radius:5px;overflow:hidden;margin-top:6px}.bar i{display:block;height:100%;background:var(--pass)}
h2{font-size:16px;margin:26px 0 10px}h2 .count{font-weight:400;font-size:13px;opacity:.6;margin-left:8px}h3{font-size:14px;margin:0 0 6px;font-weight:600}
.panel{background:#fff;border-radius:10px;box-shadow:0 1px 3px #0001;padding:12px 16px;margin-bottom:12px}
table{border-collapse:collapse;width:100%;background:#fff;border-radius:10px;box-shadow:0 1px 3px #0001}
thead th{position:sticky;top:0;background:#eef0f4;font-weight:600;font-size:12px;padding:7px 6px;text-align:center;z-index:1}
thead th:first-child{text-align:left;padding-left:14px}
tr.op th{text-align:left;font-weight:500;padding:4px 14px;white-space:nowrap}tr.op th details summary{cursor:pointer;list-style:none}
tr.op th details summary::-webkit-details-marker{display:none}tr.op th details[open]{white-space:normal;padding-bottom:6px}
.path{font:11px ui-monospace,monospace;opacity:.5;margin-left:6px}a{color:inherit;text-decoration:none}a:hover{text-decoration:underline}
tr.op{border-top:1px solid #eef0f4}tr.op:hover{background:#fafbfc}.api{font:11px ui-monospace,monospace;background:#eef0f4;border-radius:4px;padding:1px 5px}
td.c{text-align:center;font-weight:700;width:70px;vertical-align:top;padding-top:6px}td.pass{color:var(--pass);background:#1f9d550f}td.fail{color:#fff;background:var(--fail)}
td.c small{font-weight:400;font-size:10px;margin-left:2px;opacity:.8}
td.not-implemented{color:var(--ni);background:#8a94a612}td.skipped{color:var(--skip);background:#d69e2e14}td.none{color:#c0c4cc}
.badge{display:inline-block;min-width:34px;text-align:center;font-size:10px;border-radius:4px;padding:1px 5px;color:#fff;text-transform:uppercase;vertical-align:1px}
.badge.pass{background:var(--pass)}.badge.fail{background:var(--fail)}.badge.not-implemented{background:var(--ni)}.badge.skipped{background:var(--skip)}
.failure{border-left:3px solid var(--fail);background:#fff5f5;margin:8px 0;padding:8px 12px;border-radius:4px}.clause{font:12px ui-monospace,monospace;color:#555;margin:2px 0}.msg{margin:4px 0}.also{font-size:12px;opacity:.7}
pre{background:#111827;color:#e5e7eb;padding:8px 10px;border-radius:6px;overflow:auto;max-height:180px;font-size:12px;white-space:pre-wrap;word-break:break-all}
.tag{font-size:11px;padding:1px 6px;border-radius:4px;background:#eef0f4}.tag.fail{background:var(--fail);color:#fff}.tag.pass{color:var(--pass)}.tag.skipped{color:var(--skip)}
.case{font-size:12px;margin:3px 0 3px 44px;font-weight:400}.dim{opacity:.6}.ce{font-size:12px;margin-top:4px}.why{margin:6px 0;font-size:13px}.why .dim{font-size:12px}
.legend{font-size:12px;opacity:.7;margin:10px 0 0}
</style></head><body>
<header><h1>TON HTTP API conformance<span class="verdict">${esc(verdict)}</span></h1>
<div class="meta">${targets} · network ${esc(r.network)} · profile ${esc(r.profile)} · seed ${r.seed} · ${(r.durationMs / 1000).toFixed(1)} s · ${esc(r.finishedAt)}${r.targets.compareTo.length ? ` · compared to ${esc(r.targets.compareTo.join(', '))}` : ''}</div>
${r.environment?.length ? `<ul>${r.environment.map((l) => `<li>${esc(l)}</li>`).join('')}</ul>` : ''}</header>
<main><div class="cards">${cards}<div class="score"><div><b>${score}%</b> of implemented operations pass</div><div class="bar"><i style="width:${score}%"></i></div><div class="sub" style="font-size:12px;opacity:.6">${r.summary.total} operations · rerun with <code>--seed ${r.seed}</code></div></div></div>
<div class="legend">✓ pass · ✗ fail · — not implemented · ○ skipped · · not run — a number is how many cases passed (or failed); hover a cell for every check behind it.</div>
${failures}
${section(
  'v2',
  r.operations.filter((o) => o.api === 'v2'),
  columns,
)}
${section(
  'v3',
  r.operations.filter((o) => o.api === 'v3'),
  columns,
)}
${section(
  'streaming',
  r.operations.filter((o) => o.api === 'streaming'),
  columns,
)}
${coverageSection(r.coverage)}
${notRun(r)}
</main></body></html>
`;
}
