// The coverage matrix in the HTML scorecard: per API, a row per (operation, parameter) and a column per
// transport; a cell is ✓ (the oracles that covered it, on hover), R (the written reason it has none) or ✗
// (neither), blank where the contract does not carry the parameter over that transport.
import type { CoverageCell, CoverageMatrix } from '../coverage/matrix.ts';
import { figureLine } from '../coverage/matrix.ts';

const esc = (s: unknown): string =>
  String(s ?? '').replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);

const TRANSPORT_ORDER = ['get', 'post', 'jsonrpc', 'sse', 'sse-get', 'ws'];

function cellHtml(c: CoverageCell | undefined): string {
  if (!c) return '<td class="c none"></td>';
  if (c.status === 'covered')
    return `<td class="c ${c.failed ? 'fail' : 'pass'}" title="${esc(c.oracles!.join('\n').slice(0, 1500))}">${c.failed ? '✗' : '✓'}<small>${c.oracles!.length}</small></td>`;
  if (c.status === 'reasoned') return `<td class="c skipped" title="${esc(c.reason)}">R</td>`;
  return '<td class="c fail" title="no semantic oracle and no written reason">∅</td>';
}

function apiTable(api: string, cells: CoverageCell[]): string {
  const transports = TRANSPORT_ORDER.filter((t) => cells.some((c) => c.transport === t));
  const rows = new Map<string, Map<string, CoverageCell>>();
  for (const c of cells) {
    const key = `${c.operation}\u0000${c.parameter}`;
    const row = rows.get(key) ?? new Map<string, CoverageCell>();
    row.set(c.transport, c);
    rows.set(key, row);
  }
  const covered = cells.filter((c) => c.status === 'covered').length;
  const body = [...rows]
    .map(([key, row]) => {
      const [operation, parameter] = key.split('\u0000');
      return `<tr class="op"><th scope="row">${esc(operation)} <span class="path">${esc(parameter)}</span></th>${transports.map((t) => cellHtml(row.get(t))).join('')}</tr>`;
    })
    .join('\n');
  return `<h3>${esc(api)} <span class="count">${covered} / ${cells.length} cells covered</span></h3>
<table><thead><tr><th>operation · parameter</th>${transports.map((t) => `<th>${esc(t)}</th>`).join('')}</tr></thead><tbody>${body}</tbody></table>`;
}

export function coverageSection(m: CoverageMatrix | undefined): string {
  if (!m?.cells.length) return '';
  const apis = [...new Set(m.cells.map((c) => c.api))];
  const reasons = new Map<string, number>();
  for (const c of m.cells) if (c.reason) reasons.set(c.reason, (reasons.get(c.reason) ?? 0) + 1);
  return `<h2 id="coverage">Coverage matrix <span class="count">${esc(figureLine(m.figure))}</span></h2>
<div class="legend">Each cell is a parameter of an operation over one transport (or a field of a streaming subscription or event): ✓ a semantic oracle proved its meaning in this run (hover for which; fuzzing does not count), R no oracle, with the written reason, ∅ neither.</div>
<details><summary>the matrix, per API</summary>${apis
    .map((a) =>
      apiTable(
        a,
        m.cells.filter((c) => c.api === a),
      ),
    )
    .join('\n')}</details>
${reasons.size ? `<div class="panel">${[...reasons].map(([why, n]) => `<div class="why"><b>${n} cell${n === 1 ? '' : 's'}</b> ${esc(why)}</div>`).join('')}</div>` : ''}`;
}
