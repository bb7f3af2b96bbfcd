// Cases generated from the spec for every v3 list operation: for each parameter it declares that the
// table in lists.ts gives a meaning to, a case proving the server honours it (limit, offset, sort,
// lt/unix-time windows, filters). The data comes from the target's own unfiltered answer, so a row
// known to exist must be found and a row known to lie outside must be left out. A new operation
// gets every check its parameters allow by adding one table entry.
import { fail, skip, type CaseContext, type CaseInfo, type Clause } from '../case.ts';
import { resolvePointer } from '../../../contract/spec.ts';
import { parameterPointer, operationPointer } from '../spec/pointers.ts';
import { at, type Fields, records, same } from '../values.ts';
import type { Api, Operation } from '../types.ts';
import { V3_LISTS, type Key, type ListSemantics } from './lists.ts';

type Args = Record<string, unknown>;
const DEFAULT_PAGE = 50;
const pageOf = (list: ListSemantics): number => list.page ?? DEFAULT_PAGE;

function clauseOf(ctx: CaseContext, param: string | undefined, decision?: string): Clause {
  const pointer = (param && parameterPointer(ctx.target.doc, ctx.op, param)) || operationPointer(ctx.op);
  return { pointer, ...(decision ? { decision: `v3 ${decision}` } : {}) };
}

async function rowsOf(ctx: CaseContext, list: ListSemantics, args: Args): Promise<Fields[]> {
  const body = ctx.ok(await ctx.call({ args }));
  const rows = list.records === '' ? body : at(body, list.records);
  if (!Array.isArray(rows)) fail(`the response has no ${list.records || 'top-level'} array`, clauseOf(ctx, undefined));
  return records(rows);
}

const hasParam = (op: Operation, name: string): boolean => op.params.some((p) => p.name === name);
const sortable = (op: Operation): boolean => {
  const p = op.params.find((x) => x.name === 'sort');
  return !!p && typeof p.schema === 'object' && Array.isArray(p.schema.enum) && p.schema.enum.includes('asc');
};

/** Base arguments and the stable direction for paging (ascending: new rows land after the pages read). */
async function baseArgs(ctx: CaseContext, list: ListSemantics, param: string, extra: Args = {}): Promise<Args> {
  return { ...((await list.base?.(ctx, param)) ?? {}), ...(sortable(ctx.op) ? { sort: 'asc' } : {}), ...extra };
}

function cmp(a: Key, b: Key): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The first adjacent pair out of order, as a message, or undefined. */
function orderProblem(list: ListSemantics, rows: Fields[], dir: 'asc' | 'desc'): string | undefined {
  let seenUndefined = -1;
  for (let i = 0; i < rows.length; i++) {
    const k = list.order!(rows[i]!);
    if (k === undefined) {
      if (seenUndefined < 0) seenUndefined = i;
      continue;
    }
    if (list.undefinedLast && seenUndefined >= 0)
      return `row ${i} (key ${k}) comes after row ${seenUndefined}, which has no ordering key and must sort last`;
    if (i > 0) {
      const prev = list.order!(rows[i - 1]!);
      if (prev !== undefined && cmp(prev, k) * (dir === 'asc' ? 1 : -1) > 0)
        return `row ${i} (key ${k}) comes after row ${i - 1} (key ${prev}) in ${dir} order`;
    }
  }
  return undefined;
}

const ids = (list: ListSemantics, rows: Fields[]): string[] => rows.map((r) => list.id(r));

/** Reads twice before failing: rows arriving between two reads of a live list are not a defect. */
async function settled(problem: () => Promise<string | undefined>, clause: Clause): Promise<void> {
  const first = await problem();
  if (first === undefined) return;
  const second = await problem();
  if (second !== undefined) fail(second, clause);
}

function limitCase(list: ListSemantics): CaseInfo['run'] {
  return async (ctx) => {
    const base = await baseArgs(ctx, list, 'limit');
    const all = await rowsOf(ctx, list, { ...base, limit: pageOf(list) });
    if (all.length < 2) skip(`the target lists ${all.length} row(s): limit needs two to be proved`);
    const bound = all.length - 1;
    const page = await rowsOf(ctx, list, { ...base, limit: bound });
    if (page.length !== bound)
      fail(`limit=${bound} returned ${page.length} rows while ${all.length} exist`, clauseOf(ctx, 'limit', 'D4'));
    const p = ctx.op.params.find((x) => x.name === 'limit')!;
    const dflt = typeof p.schema === 'object' ? Number(p.schema.default) : Number.NaN;
    if (!Number.isInteger(dflt)) return;
    const plain = await rowsOf(ctx, list, base);
    if (plain.length > dflt)
      fail(
        `without limit ${plain.length} rows came back; the documented default is ${dflt}`,
        clauseOf(ctx, 'limit', 'D4'),
      );
    if (all.length > dflt && plain.length !== dflt)
      fail(
        `without limit ${plain.length} rows came back while ${all.length} exist; the documented default is ${dflt}`,
        clauseOf(ctx, 'limit', 'D4'),
      );
    if (all.length <= dflt && plain.length < all.length - 1)
      fail(
        `without limit ${plain.length} rows came back while ${all.length} exist (default ${dflt})`,
        clauseOf(ctx, 'limit', 'D4'),
      );
  };
}

function offsetCase(list: ListSemantics): CaseInfo['run'] {
  return async (ctx) => {
    const base = await baseArgs(ctx, list, 'offset');
    await settled(
      async () => {
        const all = await rowsOf(ctx, list, { ...base, limit: pageOf(list) });
        if (all.length < 3) skip(`the target lists ${all.length} row(s): offset needs three to be proved`);
        const k = Math.floor(all.length / 2);
        const first = ids(list, await rowsOf(ctx, list, { ...base, limit: k, offset: 0 }));
        const second = ids(list, await rowsOf(ctx, list, { ...base, limit: k, offset: k }));
        const want = ids(list, all).slice(0, 2 * k);
        const repeated = second.filter((id) => first.includes(id));
        if (repeated.length)
          return `page 2 (offset=${k}) repeats ${repeated.length} row(s) of page 1: ${repeated.slice(0, 2).join(', ')}`;
        const got = [...first, ...second];
        if (got.join('|') !== want.join('|'))
          return `pages limit=${k} offset=0 and offset=${k} are not the first ${2 * k} rows of one read: got ${got.length} rows, first difference at ${got.findIndex((id, i) => id !== want[i])}`;
        const deep = ids(list, await rowsOf(ctx, list, { ...base, limit: 1, offset: all.length - 1 }));
        if (deep.length !== 1 || deep[0] !== ids(list, all)[all.length - 1])
          return `offset=${all.length - 1} limit=1 returned ${deep.join(', ') || 'nothing'}, expected the last row of one read (${ids(list, all)[all.length - 1]})`;
        return undefined;
      },
      clauseOf(ctx, 'offset', 'D4'),
    );
  };
}

function sortCase(list: ListSemantics): CaseInfo['run'] {
  return async (ctx) => {
    const base = { ...((await list.base?.(ctx, 'sort')) ?? {}) };
    const asc = await rowsOf(ctx, list, { ...base, sort: 'asc', limit: pageOf(list) });
    const desc = await rowsOf(ctx, list, { ...base, sort: 'desc', limit: pageOf(list) });
    const keys = new Set([...asc, ...desc].map((r) => String(list.order!(r))));
    if (keys.size < 2) skip('every listed row has the same ordering key: the order cannot be observed');
    const clause = clauseOf(ctx, 'sort', 'D5');
    for (const [dir, rows] of [
      ['asc', asc],
      ['desc', desc],
    ] as const) {
      const problem = orderProblem(list, rows, dir);
      if (problem) fail(`sort=${dir}: ${problem}`, clause);
    }
    // Both directions read the same collection: the first row of one is the extreme of the other.
    const defined = (rows: Fields[]): Key[] => rows.map((r) => list.order!(r)).filter((k): k is Key => k !== undefined);
    const [a0, d0] = [defined(asc)[0], defined(desc)[0]];
    if (asc.length < pageOf(list) && desc.length < pageOf(list) && a0 !== undefined && d0 !== undefined) {
      if (defined(desc).some((k) => cmp(k, a0) < 0))
        fail(`sort=asc starts at key ${a0}, but sort=desc lists a smaller one`, clause);
      if (defined(asc).some((k) => cmp(k, d0) > 0))
        fail(`sort=desc starts at key ${d0}, but sort=asc lists a larger one`, clause);
    }
    const p = ctx.op.params.find((x) => x.name === 'sort')!;
    const dflt = typeof p.schema === 'object' ? p.schema.default : undefined;
    if (dflt === 'asc' || dflt === 'desc') {
      const plain = await rowsOf(ctx, list, { ...base, limit: pageOf(list) });
      const problem = orderProblem(list, plain, dflt);
      if (problem) fail(`without sort (default ${dflt}): ${problem}`, clause);
    }
  };
}

/** Discovery order (D20) is not in the records: `asc` is `desc` reversed, and no `sort` is the documented default. */
function reversedSortCase(list: ListSemantics): CaseInfo['run'] {
  return async (ctx) => {
    const base = { ...((await list.base?.(ctx, 'sort')) ?? {}) };
    const clause = clauseOf(ctx, 'sort', 'D20');
    await settled(async () => {
      const read = async (sort?: string) =>
        ids(list, await rowsOf(ctx, list, { ...base, ...(sort ? { sort } : {}), limit: pageOf(list) }));
      const [asc, desc, plain] = [await read('asc'), await read('desc'), await read()];
      if (asc.length < 2) skip(`the target lists ${asc.length} row(s): an order needs two`);
      if (asc.length >= pageOf(list)) skip('more rows than one page: the two directions read different rows');
      if (asc.join('|') !== [...desc].reverse().join('|'))
        return `sort=asc (${asc.join(', ')}) is not sort=desc (${desc.join(', ')}) reversed`;
      const dflt = list.reversible === 'asc' ? asc : desc;
      if (plain.join('|') !== dflt.join('|'))
        return `without sort the rows come as ${plain.join(', ')}, not in the default ${list.reversible} order`;
      return undefined;
    }, clause);
  };
}

function fixedOrderCase(list: ListSemantics): CaseInfo['run'] {
  return async (ctx) => {
    const rows = await rowsOf(ctx, list, { ...((await list.base?.(ctx)) ?? {}), limit: pageOf(list) });
    if (new Set(rows.map((r) => String(list.order!(r)))).size < 2) skip('fewer than two distinct ordering keys listed');
    const problem = orderProblem(list, rows, list.fixedOrder!);
    if (problem) fail(`documented order (${list.fixedOrder}): ${problem}`, clauseOf(ctx, undefined, 'D20'));
  };
}

function windowCase(list: ListSemantics, param: string): CaseInfo['run'] {
  const kind = param.endsWith('_lt') ? 'lt' : 'utime';
  const lower = param.startsWith('start_');
  return async (ctx) => {
    const read = kind === 'lt' ? list.lt! : list.utime!;
    const base = await baseArgs(ctx, list, param);
    // A pivot with a row strictly on the other side of it, so the bound must both keep and exclude. The oldest rows
    // may all share one time (a history seeded within a second): the newest are read too.
    let all: Fields[] = [];
    let values: Array<bigint | number> = [];
    let idx = -1;
    for (const sort of sortable(ctx.op) ? ['asc', 'desc'] : [undefined]) {
      const page = await rowsOf(ctx, list, { ...base, ...(sort ? { sort } : {}), limit: pageOf(list) });
      all = [...all, ...page.filter((r) => read(r) !== undefined && !all.some((a) => list.id(a) === list.id(r)))];
      values = all.map((r) => read(r)!);
      idx = all.findIndex((_, i) => (lower ? values.some((v) => v < values[i]!) : values.some((v) => v > values[i]!)));
      if (idx >= 0) break;
    }
    if (idx < 0) skip(`the listed rows span no two distinct ${kind} values: ${param} cannot be proved`);
    const pivot = all[idx];
    const v = values[idx]!;
    const outside = all[lower ? values.findIndex((x) => x < v) : values.findIndex((x) => x > v)];
    const clause = clauseOf(ctx, param);
    // the pivot must be on the answer's first page: read from the bound towards the rows it keeps
    const toward = sortable(ctx.op) ? { sort: lower ? 'asc' : 'desc' } : {};
    const got = await rowsOf(ctx, list, { ...base, ...toward, [param]: String(v), limit: pageOf(list) });
    for (const [i, r] of got.entries()) {
      const x = read(r);
      if (x === undefined || (lower ? x < v : x > v))
        fail(`${param}=${v}: row ${i} (${list.id(r)}) has ${kind} ${x}, outside the inclusive bound`, clause);
    }
    if (!got.some((r) => list.id(r) === list.id(pivot)))
      fail(
        `${param}=${v}: the row ${list.id(pivot)} whose ${kind} is exactly ${v} is missing (the bound is inclusive)`,
        clause,
      );
    if (outside && got.some((r) => list.id(r) === list.id(outside)))
      fail(`${param}=${v}: the row ${list.id(outside)} outside the bound is listed`, clause);
  };
}

/**
 * Whether `row` is in the filtered list: on the first page read, or, when that page was full, on one of the next
 * pages (moving data: rows added since the row was read, tick-tock actions on every block say, can push it off
 * the first page of a paced run; they push it to a later offset, never skip it).
 */
async function listedSomewhere(
  ctx: CaseContext,
  list: ListSemantics,
  args: Args,
  row: Fields,
  first: Fields[],
): Promise<boolean> {
  const page = pageOf(list);
  let rows = first;
  for (let offset = 0; offset < 10 * page; ) {
    if (rows.some((r) => list.id(r) === list.id(row))) return true;
    if (rows.length < page) return false;
    offset += page;
    rows = await rowsOf(ctx, list, { ...args, limit: page, offset });
  }
  return false;
}

function filterCase(list: ListSemantics, param: string): CaseInfo['run'] {
  const f = list.filters[param]!;
  return async (ctx) => {
    const base = { ...((await list.base?.(ctx, param)) ?? {}), ...(f.with ?? {}) };
    const listed = await rowsOf(ctx, list, { ...base, limit: pageOf(list) });
    const found = ((await f.rows?.(ctx)) ?? []).filter((r) => !listed.some((l) => list.id(l) === list.id(r)));
    const all = [...found, ...listed];
    const options = all.flatMap((row) =>
      (f.options?.(row) ?? [{ value: f.from(row), companions: f.companions?.(row) }])
        .filter((o) => o.value !== undefined && o.value !== null && o.value !== '')
        .map((o) => ({ row, ...o, args: { ...base, ...(o.companions ?? {}), [param]: o.value } })),
    );
    if (!options.length) skip(`none of the ${all.length} listed rows has a value for ${param}`);
    // Prefer a value some listed row does not have: then a server ignoring the filter cannot pass.
    const excludes = f.excludes ?? ((r, v, a) => !f.holds(r, v, a));
    const pick =
      options.find((o) => f.holds(o.row, o.value, o.args) && all.some((r) => excludes(r, o.value, o.args))) ??
      options.find((o) => f.holds(o.row, o.value, o.args)) ??
      options[0]!;
    const got = await rowsOf(ctx, list, { ...pick.args, limit: pageOf(list) });
    const clause = clauseOf(ctx, param);
    const shown = JSON.stringify(pick.value) + (pick.companions ? ` with ${JSON.stringify(pick.companions)}` : '');
    for (const [i, r] of got.entries())
      if (!f.holds(r, pick.value, pick.args))
        fail(`${param}=${shown}: row ${i} (${list.id(r)}) does not match it`, clause);
    if (f.holds(pick.row, pick.value, pick.args) && !(await listedSomewhere(ctx, list, pick.args, pick.row, got)))
      fail(
        `${param}=${shown}: the row ${list.id(pick.row)} that has it is missing (${got.length} rows returned)`,
        clause,
      );
    const foreign = f.foreign?.(pick.row);
    if (!foreign) return;
    const args = { ...base, ...(foreign.companions ?? {}), [param]: foreign.value };
    for (const [i, r] of (await rowsOf(ctx, list, { ...args, limit: pageOf(list) })).entries())
      if (!f.holds(r, foreign.value, args))
        fail(`${param}=${JSON.stringify(foreign.value)}: row ${i} (${list.id(r)}) does not match it`, clause);
  };
}

/** Whether the operation's 200 body documents an `address_book` (then every address it prints must be in it). */
function documentsAddressBook(ctx: CaseContext): boolean {
  const media = ctx.op.responses['200']?.content ?? {};
  const ref = Object.values(media)[0];
  let node: unknown = ref;
  for (let hops = 0; typeof at(node, '$ref') === 'string' && hops < 8; hops++) {
    try {
      node = resolvePointer(ctx.target.doc, String(at(node, '$ref')));
    } catch {
      return false;
    }
  }
  return !!at(node, 'properties', 'address_book');
}

const RAW_ADDRESS = /^-?\d+:[0-9A-Fa-f]{64}$/;

/** Decoded message payloads (`message_content.decoded`, `decoded_forward_payload`, …): their addresses are not booked (v3 D31). */
const DECODED_PAYLOAD = /^decoded/;

/**
 * Raw addresses a record prints in its own fields, its messages and nested values included, decoded payloads
 * left out (v3 D31). Entity records embedded in another (a multisig's `orders`, each with its own `address`) are
 * left out too: the reference server books only the outer records' addresses there, a divergence from the
 * AddressBook text to settle in the contract.
 */
function addressesIn(value: unknown, out: Set<string>, depth = 0): Set<string> {
  if (typeof value === 'string') {
    if (RAW_ADDRESS.test(value)) out.add(value);
  } else if (Array.isArray(value)) value.forEach((v) => addressesIn(v, out, depth));
  else if (value && typeof value === 'object') {
    if (depth > 0 && typeof (value as Record<string, unknown>).address === 'string') return out;
    for (const [key, v] of Object.entries(value)) if (!DECODED_PAYLOAD.test(key)) addressesIn(v, out, depth + 1);
  }
  return out;
}

function addressBookCase(list: ListSemantics): CaseInfo['run'] {
  return async (ctx) => {
    if (!documentsAddressBook(ctx)) skip('the operation documents no address_book');
    const body = ctx.ok(await ctx.call({ args: { ...((await list.base?.(ctx)) ?? {}), limit: 20 } }));
    const rows = list.records === '' ? body : at(body, list.records);
    const book = at(body, 'address_book');
    if (!book || typeof book !== 'object') fail('the response has no address_book object', clauseOf(ctx, undefined));
    const keys = Object.keys(book);
    const missing = [...addressesIn(rows, new Set())].filter((a) => !keys.some((k) => same(k, a)));
    if (!Array.isArray(rows) || !rows.length) skip('the list is empty: no address to look up');
    if (missing.length)
      fail(
        `${missing.length} address(es) printed in ${list.records} are not in address_book: ${missing.slice(0, 3).join(', ')}`,
        clauseOf(ctx, undefined),
      );
  };
}

/** The generated parameter cases of one operation (none for operations the table does not describe). */
export function parameterCases(api: Api, op: Operation): CaseInfo[] {
  const list = api === 'v3' ? V3_LISTS[op.operationId] : undefined;
  if (!list) return [];
  const out: CaseInfo[] = [];
  const add = (name: string, description: string, run: CaseInfo['run'], covers?: string[]): void => {
    out.push({
      api,
      operationId: op.operationId,
      name,
      file: `generated from the spec (${name})`,
      description,
      mode: 'schema-only',
      run,
      ...(covers ? { covers } : {}),
    });
  };
  if (hasParam(op, 'limit'))
    add(
      'param-limit',
      'limit=N returns exactly N rows when more exist; without limit, the documented default',
      limitCase(list),
      ['limit'],
    );
  if (hasParam(op, 'offset'))
    add(
      'param-offset',
      'offset pages follow each other without repeats or gaps, and a deep offset lands on the right row',
      offsetCase(list),
      ['offset'],
    );
  if (list.order && sortable(op))
    add(
      'param-sort',
      'sort=asc and sort=desc order rows by the documented key; the default direction applies without sort',
      sortCase(list),
      ['sort'],
    );
  if (!list.order && list.reversible && sortable(op))
    add(
      'param-sort',
      'sort=asc lists the rows of sort=desc in reverse; the default direction applies without sort',
      reversedSortCase(list),
      ['sort'],
    );
  if (list.order && list.fixedOrder && !hasParam(op, 'sort'))
    add('documented-order', `rows come in the documented ${list.fixedOrder}ending order`, fixedOrderCase(list));
  for (const p of ['start_lt', 'end_lt', 'start_utime', 'end_utime']) {
    if (hasParam(op, p) && (p.endsWith('_lt') ? list.lt : list.utime))
      add(
        `param-${p}`,
        `${p} keeps every row inside the inclusive bound, including the row exactly at it, and leaves out the row beyond`,
        windowCase(list, p),
        [p],
      );
  }
  add(
    'address-book-covers',
    'every address a listed row prints is a key of the embedded address_book (when the operation documents one)',
    addressBookCase(list),
  );
  for (const p of Object.keys(list.filters)) {
    if (hasParam(op, p))
      add(
        `param-${p}`,
        `${p}=X (X read off a listed row) returns only rows matching X, and the row it was read from`,
        filterCase(list, p),
        [p],
      );
  }
  return out;
}
