import { createHash } from 'node:crypto';
import { ApiError } from '../../http/errors.ts';
import type { Sort } from '../queries/db.ts';
import { type KeyKind, type Keyset, type KeyValues, keyOf } from '../queries/keyset.ts';

/**
 * The opaque `cursor` of the v3 lists (D36): base64url of JSON `{v, s, q, k}`, the version of this layout, the
 * query's sort, a short hash of the query (operation and filters) and the sort key of the page's last row. The
 * hash lets a cursor of another query be refused instead of silently paging that query from a foreign position.
 */
interface CursorBody {
  v: 1;
  s: Sort;
  q: string;
  k: KeyValues;
}

/** The normative 422 texts (spec/v3/DECISIONS.md, D36). */
export const CURSOR_ERRORS = {
  withOffset: 'cursor and offset are mutually exclusive',
  malformed: 'cursor is malformed',
  foreign: 'cursor belongs to another query',
} as const;

/**
 * Parameters that do not select or order rows: a cursor stays valid across them. `limit` may change from page to
 * page; the request controls only shape the answer.
 */
const NOT_FILTERS = new Set(['limit', 'offset', 'cursor', 'timeout', 'no_address_book', 'no_metadata']);

/** The query a cursor belongs to: the operation, its filters in a canonical order, and the keyset's length. */
function scopeOf(operation: string, input: Record<string, unknown>, keys: Keyset): string {
  const filters = Object.keys(input)
    .filter((k) => !NOT_FILTERS.has(k) && input[k] !== undefined)
    .sort()
    .map((k) => [k, input[k]]);
  const text = JSON.stringify([operation, keys.map((c) => c.sql), filters]);
  return createHash('sha256').update(text).digest('base64url').slice(0, 16);
}

export interface CursorPage {
  /** the key of the row to continue after; undefined for the first page */
  after: KeyValues | undefined;
  /** the `next_cursor` of a page whose rows are `rows` (their key columns as the keyset names them) */
  next(rows: ReadonlyArray<object>): string | null;
  /** the `next_cursor` of a page whose last row's key is given directly */
  nextFromKey(count: number, last: KeyValues | undefined): string | null;
}

/**
 * Reads `input.cursor` for a list ordered by `keys` in `sort`, refusing a malformed one, one of another query, and
 * one combined with an offset (an offset other than its default 0: the validator fills the default in, so an
 * explicit `offset=0` is the same as none).
 */
export function cursorPage(
  operation: string,
  input: { cursor?: string; offset?: number; limit?: number } & object,
  keys: Keyset,
  sort: Sort,
  limit: number,
): CursorPage {
  const scope = scopeOf(operation, input as Record<string, unknown>, keys);
  let after: KeyValues | undefined;
  if (input.cursor !== undefined) {
    if (input.offset !== undefined && input.offset !== 0) throw new ApiError(422, CURSOR_ERRORS.withOffset);
    const body = decode(input.cursor);
    if (body.q !== scope || body.s !== sort) throw new ApiError(422, CURSOR_ERRORS.foreign);
    // the query's own cursor, its key checked all the same: a cursor is client input it may have altered
    if (!keysFit(body.k, keys)) throw new ApiError(422, CURSOR_ERRORS.malformed);
    after = body.k;
  }
  const encode = (k: KeyValues): string =>
    Buffer.from(JSON.stringify({ v: 1, s: sort, q: scope, k } satisfies CursorBody)).toString('base64url');
  // A page shorter than its limit is the last; a full page may be followed by an empty one (D36).
  const nextFromKey = (count: number, last: KeyValues | undefined) =>
    count < limit || last === undefined ? null : encode(last);
  return {
    after,
    nextFromKey,
    next: (rows) =>
      nextFromKey(rows.length, rows.length ? keyOf(keys, rows[rows.length - 1] as Record<string, unknown>) : undefined),
  };
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const DECIMAL = /^-?[0-9]{1,19}$/;
const HEX = /^(?:[0-9a-f]{2}){1,64}$/;
const RAW_ADDRESS = /^-?[0-9]{1,10}:[0-9A-Fa-f]{64}$/;
const INT64 = 2n ** 63n;
const INT32 = 2n ** 31n;

/** The body of a cursor, its shape checked: a cursor is client input (never a 5xx, never a silent wrong page). */
function decode(cursor: string): CursorBody {
  if (cursor.length > 1024 || !BASE64URL.test(cursor)) throw new ApiError(422, CURSOR_ERRORS.malformed);
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new ApiError(422, CURSOR_ERRORS.malformed);
  }
  const b = body as Partial<CursorBody> | null;
  const wellFormed =
    typeof b === 'object' &&
    b !== null &&
    b.v === 1 &&
    (b.s === 'asc' || b.s === 'desc') &&
    typeof b.q === 'string' &&
    Array.isArray(b.k);
  if (!wellFormed) throw new ApiError(422, CURSOR_ERRORS.malformed);
  return b as CursorBody;
}

/** One value per key column, each of its column's type (null only where the column is nullable). */
const keysFit = (k: unknown[], keys: Keyset) =>
  k.length === keys.length &&
  k.every((v, i) =>
    v === null ? keys[i]!.nullable === true : typeof v === 'string' && fits(v, keys[i]!.kind ?? 'int'),
  );

/** A key value of the column's type, so that a tampered cursor is a 422 and never a database error. */
function fits(v: string, kind: KeyKind): boolean {
  if (kind === 'bytea') return HEX.test(v);
  if (kind === 'address') return RAW_ADDRESS.test(v);
  const bound = kind === 'int32' ? INT32 : INT64;
  return DECIMAL.test(v) && BigInt(v) >= -bound && BigInt(v) < bound;
}
