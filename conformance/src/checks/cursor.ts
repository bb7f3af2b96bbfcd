// Cursor paging (v3 D36), generated for every list operation that declares `cursor`: the list walked page by page
// through `next_cursor` is one unpaged read of it, the same rows in the same order without a repeat, the walk ends
// on a null `next_cursor`, and a cursor that is not one, a cursor with an offset and a cursor under the other sort
// are 422. Judged from the contract alone: nothing here knows how a server builds its cursors.
import { fail, skip, type CaseContext, type CaseInfo } from '../case.ts';
import { type ListSemantics, V3_LISTS } from '../semantics/lists.ts';
import type { ApiTarget } from '../target.ts';
import { at, records } from '../values.ts';
import type { Operation } from '../types.ts';

type Obj = Record<string, unknown>;
/** the unpaged read the walk is compared with, and the walk's largest page size */
const WHOLE = 40;
const PAGE = 7;
/** base64url of "not-a-cursor": well-formed as a string, no cursor of any server */
const GARBAGE = 'bm90LWEtY3Vyc29y';

interface Page {
  ids: string[];
  next: unknown;
}

async function readPage(ctx: CaseContext, list: ListSemantics, args: Obj): Promise<Page> {
  const body = ctx.ok(await ctx.call({ args }));
  const rows = list.records === '' ? body : at(body, list.records);
  if (!Array.isArray(rows)) fail(`the response has no ${list.records} array`);
  const next = at(body, 'next_cursor');
  if (next !== null && typeof next !== 'string')
    fail(`next_cursor is ${JSON.stringify(next)}: a page of a list that takes cursor answers a string or null`);
  return { ids: records(rows).map((r) => list.id(r)), next };
}

/** The walk by cursor against one unpaged read, as a problem or undefined. */
async function walkProblem(ctx: CaseContext, list: ListSemantics, base: Obj): Promise<string | undefined> {
  const whole = (await readPage(ctx, list, { ...base, limit: WHOLE })).ids;
  if (whole.length < 2) skip(`the target lists ${whole.length} row(s): a walk needs two pages`);
  // three pages at least, so a walk has a middle page; the whole list when it is shorter than WHOLE
  const size = Math.max(1, Math.min(PAGE, Math.floor(whole.length / 3)));
  const complete = whole.length < WHOLE;
  const walked: string[] = [];
  let page = await readPage(ctx, list, { ...base, limit: size });
  for (let pages = 1; ; pages++) {
    walked.push(...page.ids);
    if (page.ids.length === size && typeof page.next !== 'string')
      return `a full page (limit=${size}) answered next_cursor ${JSON.stringify(page.next)}: the walk cannot go on`;
    if (page.ids.length < size && page.next !== null)
      return `a page shorter than its limit (${page.ids.length} < ${size}) answered a next_cursor; the last page answers null`;
    if (typeof page.next !== 'string' || (!complete && walked.length >= whole.length)) break;
    if (pages > whole.length + 1) return `the walk by next_cursor did not end after ${pages} pages of ${size}`;
    page = await readPage(ctx, list, { ...base, limit: size, cursor: page.next });
  }
  const repeated = walked.filter((id, i) => walked.indexOf(id) !== i);
  if (repeated.length)
    return `the walk by cursor repeats ${repeated.length} row(s): ${repeated.slice(0, 2).join(', ')}`;
  const got = complete ? walked : walked.slice(0, whole.length);
  if (got.join('|') !== whole.join('|')) {
    const i = Math.max(
      0,
      got.findIndex((id, j) => id !== whole[j]),
    );
    return `the walk by cursor (pages of ${size}) is not one read of limit=${WHOLE}: ${got.length} rows against ${whole.length}, row ${i} is ${got[i] ?? 'missing'}, expected ${whole[i] ?? 'none'}`;
  }
  return undefined;
}

export function cursorCases(target: ApiTarget, op: Operation): CaseInfo[] {
  if (target.api !== 'v3' || op.method !== 'get' || !op.params.some((p) => p.name === 'cursor')) return [];
  const sortable = op.params.some((p) => p.name === 'sort');
  return [
    {
      api: 'v3',
      operationId: op.operationId,
      name: 'param-cursor',
      file: 'generated from the spec (param-cursor)',
      description:
        'pages walked by next_cursor are one unpaged read (same rows, same order, no repeat) and end on null; a garbage cursor, a cursor with offset and one under the other sort are 422 (v3 D36)',
      mode: 'schema-only',
      covers: ['cursor'],
      async run(ctx: CaseContext) {
        const list = V3_LISTS[op.operationId];
        if (!list) skip('the suite has no table entry for this list (semantics/lists.ts)');
        // the list's own base (its required arguments), not every value discovered: the walk needs many rows;
        // ascending where there is a choice, so rows written during the walk land after the pages read
        const base = { ...((await list.base?.(ctx, 'cursor')) ?? {}), ...(sortable ? { sort: 'asc' } : {}) };
        // a live list may move between the two reads: read twice before failing, as the other paging cases do
        const problem = (await walkProblem(ctx, list, base)) && (await walkProblem(ctx, list, base));
        if (problem) fail(problem, { pointer: undefined, decision: 'v3 D36' });

        const first = await readPage(ctx, list, { ...base, limit: 1 });
        if (typeof first.next !== 'string') skip('the first page has no next_cursor to misuse');
        const refusals: Array<[string, Obj]> = [
          ['a garbage cursor', { ...base, limit: 1, cursor: GARBAGE }],
          ['a cursor with offset=1', { ...base, limit: 1, cursor: first.next, offset: 1 }],
        ];
        if (sortable) refusals.push(['a cursor under the other sort', { ...base, sort: 'desc', cursor: first.next }]);
        const problems: string[] = [];
        for (const [what, args] of refusals) {
          const status = (await ctx.call({ args })).response.status;
          if (status !== 422) problems.push(`${what} answered ${status}, not 422`);
        }
        if (problems.length) fail(problems.join('; '), { pointer: undefined, decision: 'v3 D36' });
      },
    },
  ];
}
