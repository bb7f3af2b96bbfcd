// A self-contained HTML page of a LoadReport: verdict, environment, thresholds, per-operation table
// and an inline SVG of latency (p50/p95/p99/max per second) over offered/achieved rate.
import type { LoadReport } from './report.ts';

const esc = (s: unknown) =>
  String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const fmt = (ms: number | null) => (ms === null ? '–' : ms >= 100 ? ms.toFixed(0) : ms.toFixed(1));

function niceMax(v: number): number {
  if (v <= 0) return 1;
  const p = 10 ** Math.floor(Math.log10(v));
  return [1, 2, 5, 10].map((m) => m * p).find((x) => x >= v)!;
}

function chart(r: LoadReport): string {
  const W = 900,
    H = 320,
    L = 60,
    R = 60,
    T = 20,
    B = 40;
  const pts = r.timeline;
  if (pts.length === 0) return '<p>No samples.</p>';
  const n = Math.max(pts.length, 2);
  const x = (i: number) => L + ((W - L - R) * (i + 0.5)) / n;
  const latMax = niceMax(Math.max(...pts.map((p) => p.max ?? 0)));
  // Rate bars use the lower half so latency lines stay readable above them.
  const rateMax = 2 * niceMax(Math.max(...pts.map((p) => Math.max(p.scheduled, p.completed))));
  const y = (v: number) => T + (H - T - B) * (1 - v / latMax);
  const yr = (v: number) => T + (H - T - B) * (1 - v / rateMax);
  const bw = Math.max(2, ((W - L - R) / n) * 0.35);
  const bars = pts
    .map(
      (p, i) =>
        `<rect x="${x(i) - bw}" y="${yr(p.scheduled)}" width="${bw}" height="${H - B - yr(p.scheduled)}" fill="#d7e3f4"><title>s${p.second}: offered ${p.scheduled}/s</title></rect>` +
        `<rect x="${x(i)}" y="${yr(p.completed)}" width="${bw}" height="${H - B - yr(p.completed)}" fill="#b9dcc2"><title>s${p.second}: answered ${p.completed}/s, failed ${p.failed}, dropped ${p.dropped}</title></rect>` +
        (p.failed + p.dropped > 0
          ? `<rect x="${x(i)}" y="${yr(p.failed + p.dropped)}" width="${bw}" height="${H - B - yr(p.failed + p.dropped)}" fill="#e8a0a0"/>`
          : ''),
    )
    .join('');
  const line = (key: 'p50' | 'p95' | 'p99' | 'max', color: string, dash = '') => {
    const d = pts
      .map((p, i) => (p[key] === null ? '' : `${x(i).toFixed(1)},${y(p[key]!).toFixed(1)}`))
      .filter(Boolean)
      .join(' ');
    const dots =
      key === 'p99'
        ? pts
            .map((p, i) =>
              p.p99 === null
                ? ''
                : `<circle cx="${x(i).toFixed(1)}" cy="${y(p.p99).toFixed(1)}" r="3" fill="${color}"><title>s${p.second}: p99 ${fmt(p.p99)} ms</title></circle>`,
            )
            .join('')
        : '';
    return `<polyline points="${d}" fill="none" stroke="${color}" stroke-width="2" ${dash ? `stroke-dasharray="${dash}"` : ''}/>${dots}`;
  };
  const ticks = [0, 0.25, 0.5, 0.75, 1]
    .map(
      (f) =>
        `<line x1="${L}" x2="${W - R}" y1="${y(latMax * f)}" y2="${y(latMax * f)}" stroke="#eee"/>` +
        `<text x="${L - 6}" y="${y(latMax * f) + 4}" text-anchor="end">${fmt(latMax * f)}</text>` +
        `<text x="${W - R + 6}" y="${yr(rateMax * f) + 4}">${Math.round(rateMax * f)}</text>`,
    )
    .join('');
  const step = Math.max(1, Math.ceil(pts.length / 15));
  const xt = pts
    .filter((_, i) => i % step === 0)
    .map((p) => `<text x="${x(p.second)}" y="${H - B + 16}" text-anchor="middle">${p.second}s</text>`)
    .join('');
  const legend = [
    ['#1f77b4', 'p50'],
    ['#ff7f0e', 'p95'],
    ['#d62728', 'p99'],
    ['#777', 'max'],
    ['#d7e3f4', 'offered/s'],
    ['#b9dcc2', 'answered/s'],
    ['#e8a0a0', 'failed+dropped/s'],
  ]
    .map(
      ([c, t], i) =>
        `<rect x="${L + i * 110}" y="${H - 12}" width="12" height="8" fill="${c}"/><text x="${L + i * 110 + 16}" y="${H - 4}">${t}</text>`,
    )
    .join('');
  return `<svg viewBox="0 0 ${W} ${H}" width="100%" role="img" aria-label="latency over time" font-size="11" font-family="sans-serif">
${ticks}${bars}${line('max', '#777', '3,3')}${line('p99', '#d62728')}${line('p95', '#ff7f0e')}${line('p50', '#1f77b4')}
<line x1="${L}" x2="${L}" y1="${T}" y2="${H - B}" stroke="#333"/><line x1="${L}" x2="${W - R}" y1="${H - B}" y2="${H - B}" stroke="#333"/>
<text x="14" y="${T + (H - T - B) / 2}" transform="rotate(-90 14 ${T + (H - T - B) / 2})" text-anchor="middle">latency ms (from scheduled start)</text>
<text x="${W - 12}" y="${T + (H - T - B) / 2}" transform="rotate(90 ${W - 12} ${T + (H - T - B) / 2})" text-anchor="middle">requests per second</text>
${xt}${legend}</svg>`;
}

export function renderHtml(r: LoadReport): string {
  const t = r.totals,
    e = r.environment;
  const verdict = r.passed ? '<span class="ok">PASSED</span>' : '<span class="bad">FAILED</span>';
  const thresholds = r.thresholds
    .map(
      (x) =>
        `<tr><td>${esc(x.source)}</td><td class="num">${x.actual === null ? '–' : esc(Math.round(x.actual * 1000) / 1000)}</td><td>${x.ok ? '<span class="ok">pass</span>' : '<span class="bad">FAIL</span>'}${x.note ? ` (${esc(x.note)})` : ''}</td></tr>`,
    )
    .join('');
  const ops = r.operations
    .map(
      (
        o,
      ) => `<tr><td>${esc(o.name)}</td><td class="num">${o.requests}</td><td class="num">${(o.errorRate * 100).toFixed(2)}%</td>
<td class="num">${fmt(o.latency.med)}</td><td class="num">${fmt(o.latency.p95)}</td><td class="num">${fmt(o.latency.p99)}</td><td class="num">${fmt(o.latency.max)}</td>
<td class="num">${fmt(o.service.p99)}</td><td>${esc(
        Object.entries(o.statuses)
          .map(([s, c]) => `${s}×${c}`)
          .join(' '),
      )}${o.exhausted ? ` exhausted×${o.exhausted}` : ''}</td></tr>`,
    )
    .join('');
  const excluded = Object.entries(r.excluded)
    .map(([k, v]) => `<li><code>${esc(k)}</code>: ${esc(v)}</li>`)
    .join('');
  const notes = r.dataset.notes.map((n) => `<li>${esc(n)}</li>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Load report: ${esc(r.profile.name)}</title>
<style>body{font:14px/1.45 system-ui,sans-serif;margin:24px auto;max-width:1000px;color:#222;padding:0 16px}
table{border-collapse:collapse;width:100%;margin:8px 0 20px}td,th{border-bottom:1px solid #ddd;padding:4px 8px;text-align:left}
th{background:#f5f5f5}.num{text-align:right;font-variant-numeric:tabular-nums}.ok{color:#1a7f37;font-weight:600}.bad{color:#c62828;font-weight:600}
.grid{display:grid;grid-template-columns:repeat(4,1fr);gap:8px}.card{background:#f7f7f9;border-radius:6px;padding:8px 10px}.card b{display:block;font-size:20px}
code{background:#f2f2f2;padding:0 3px;border-radius:3px}</style></head><body>
<h1>Load report: ${esc(r.profile.name)} ${verdict}</h1>
<p>${esc(r.profile.description)}</p>
<div class="grid">
<div class="card">offered<b>${t.offeredRps} req/s</b></div><div class="card">achieved<b>${t.achievedRps} req/s</b></div>
<div class="card">error rate<b>${(t.errorRate * 100).toFixed(2)}%</b></div><div class="card">dropped iterations<b>${t.dropped}</b></div>
<div class="card">p50<b>${fmt(t.latency.med)} ms</b></div><div class="card">p95<b>${fmt(t.latency.p95)} ms</b></div>
<div class="card">p99<b>${fmt(t.latency.p99)} ms</b></div><div class="card">max<b>${fmt(t.latency.max)} ms</b></div></div>
<h2>Latency over time</h2>${chart(r)}
<p>Latency is measured from each request's scheduled start (corrected for coordinated omission). Generator send lag p99 ${fmt(t.sendLag.p99)} ms, max ${fmt(t.sendLag.max)} ms.</p>
${
  r.streaming
    ? `<h2>Streaming subscribers</h2><p>${esc(r.streaming.subscribers.open)} open (${esc(
        Object.entries(r.streaming.subscribers.transports)
          .map(([t, n]) => `${n} ${t}`)
          .join(', '),
      )}), ${esc(r.streaming.subscribers.refused)} refused, ${esc(r.streaming.subscribers.closedEarly)} closed early; ${esc(r.streaming.transfers)} transfers at ${esc(r.streaming.url)}</p><table><tr><th>finality</th><th class="num">expected</th><th class="num">delivered</th><th class="num">dropped</th><th class="num">p50</th><th class="num">p95</th><th class="num">p99</th><th class="num">max</th></tr>${Object.entries(
        r.streaming.levels,
      )
        .map(
          ([f, l]) =>
            `<tr><td>${esc(f)}</td><td class="num">${esc(l.expected)}</td><td class="num">${esc(l.delivered)}</td><td class="num">${l.required ? esc(l.dropped) : 'not required'}</td><td class="num">${esc(l.p50 ?? '–')}</td><td class="num">${esc(l.p95 ?? '–')}</td><td class="num">${esc(l.p99 ?? '–')}</td><td class="num">${esc(l.max ?? '–')}</td></tr>`,
        )
        .join('')}</table>`
    : ''
}
<h2>Thresholds</h2><table><tr><th>threshold</th><th class="num">actual</th><th>result</th></tr>${thresholds}</table>
<h2>Operations</h2><table><tr><th>template</th><th class="num">requests</th><th class="num">errors</th><th class="num">p50</th><th class="num">p95</th><th class="num">p99</th><th class="num">max</th><th class="num">service p99</th><th>statuses</th></tr>${ops}</table>
${excluded ? `<h3>Left out of the mix</h3><ul>${excluded}</ul>` : ''}
<h2>Run</h2><table>
<tr><th>target</th><td>${esc(
    Object.entries(r.target)
      .map(([k, v]) => `${k}: ${v}`)
      .join(', '),
  )}</td></tr>
<tr><th>backend</th><td>${esc(r.backend)}</td></tr>
<tr><th>arrival</th><td><code>${esc(JSON.stringify(r.profile.arrival))}</code>, warm-up ${esc(r.profile.warmup ?? 'none')}</td></tr>
<tr><th>started</th><td>${esc(r.startedAt)}, ${r.plannedSeconds}s planned, ${r.elapsedSeconds}s elapsed</td></tr>
<tr><th>totals</th><td>scheduled ${t.scheduled}, sent ${t.sent}, answered ${t.completed}, failed ${t.failed}, dropped ${t.dropped}, data exhausted ${t.exhausted}</td></tr>
<tr><th>machine</th><td>${esc(e.cpuModel)}, ${e.cores} cores, ${e.memoryGiB} GiB (load ${esc(e.loadAverage.join(' '))}), ${esc(e.os)}</td></tr>
<tr><th>Node</th><td>${esc(e.node)}${e.commit ? `, commit ${esc(e.commit)}` : ''}</td></tr>
<tr><th>dataset</th><td>${esc(`${r.dataset.accounts} accounts, ${r.dataset.wallets} wallets, ${r.dataset.transactions} transactions, ${r.dataset.blocks} blocks, ${r.dataset.traces} traces, ${r.dataset.jettonOwners} jetton owners, ${r.dataset.transfers} signed transfers`)}</td></tr>
</table>${notes ? `<h3>Discovery notes</h3><ul>${notes}</ul>` : ''}
</body></html>`;
}
