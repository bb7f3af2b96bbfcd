import type { Sort, Where } from './db.ts';

/**
 * Keyset pagination (v3 D36): a list's ORDER BY as columns, and the condition that selects the rows after a given
 * row of that order. A list's columns are its whole sort key: together they are unique per row, so "after the last
 * row returned" is exact and rows written meanwhile before that row cannot move the walk (no repeat, no gap).
 */
export interface KeyColumn {
  /** the column as the list's statement names it (`t.lt`) */
  sql: string;
  /** `sort`: follows the query's sort; `asc`: ascending whatever the sort (a tie-breaker such as t.account) */
  dir: 'sort' | 'asc';
  /** the column's type: a bigint (default), an integer, a bytea (carried as hex), or a raw address (text) */
  kind?: KeyKind;
  /**
   * The leading column only: null for some rows, which sort after all others in both directions (NULLS LAST), as
   * external-in messages do (no created_lt, D19).
   */
  nullable?: boolean;
}

export type KeyKind = 'int' | 'int32' | 'bytea' | 'address';

export type Keyset = readonly KeyColumn[];

/** A row's position in its list's order: one value per key column, as text (bytea as hex); null in a nullable one. */
export type KeyValues = Array<string | null>;

const direction = (c: KeyColumn, sort: Sort): 'ASC' | 'DESC' => (c.dir === 'asc' || sort === 'asc' ? 'ASC' : 'DESC');

/** The ORDER BY list of a keyset. */
export function orderBy(keys: Keyset, sort: Sort): string {
  return keys.map((c) => `${c.sql} ${direction(c, sort)}${c.nullable ? ' NULLS LAST' : ''}`).join(', ');
}

/**
 * The condition "strictly after `after` in the order of `keys`", its values numbered among `w`'s parameters. With
 * one direction throughout it is a row comparison, `(a, b) < ($1, $2)`, which PostgreSQL reads as a range of a
 * btree index on (a, b). With mixed directions it is spelled out, `a <= $1 AND (a < $1 OR (a = $1 AND b > $2))`,
 * whose first term is the range on the leading column an index scan starts from.
 */
export function afterCondition(w: Where, keys: Keyset, sort: Sort, after: KeyValues): string {
  const [first, ...rest] = keys;
  if (first?.nullable) {
    // after a row in the null tail: the tail's rows after it; else the non-null rows after it, then the whole tail
    if (after[0] === null) return `${first.sql} IS NULL AND ${afterCondition(w, rest, sort, after.slice(1))}`;
    return `(${afterCondition(w, [{ ...first, nullable: false }, ...rest], sort, after)} OR ${first.sql} IS NULL)`;
  }
  const params = keys.map((c, i) => w.param(c.kind === 'bytea' ? Buffer.from(after[i]!, 'hex') : after[i]!));
  const dirs = keys.map((c) => direction(c, sort));
  if (dirs.every((d) => d === dirs[0]))
    return `(${keys.map((c) => c.sql).join(', ')}) ${dirs[0] === 'ASC' ? '>' : '<'} (${params.join(', ')})`;
  const strictly = keys.map((c, i) => {
    const equalBefore = keys.slice(0, i).map((p, j) => `${p.sql} = ${params[j]}`);
    return [...equalBefore, `${c.sql} ${dirs[i] === 'ASC' ? '>' : '<'} ${params[i]}`].join(' AND ');
  });
  const lead = `${keys[0]!.sql} ${dirs[0] === 'ASC' ? '>=' : '<='} ${params[0]}`;
  return `${lead} AND (${strictly.map((s) => `(${s})`).join(' OR ')})`;
}

/** Adds `afterCondition` to `w` when there is a key to continue after. */
export function addAfter(w: Where, keys: Keyset, sort: Sort, after: KeyValues | undefined): Where {
  return after ? w.add(afterCondition(w, keys, sort, after)) : w;
}

/** The key of `row` for `keys`, each column read by its name without the alias. */
export function keyOf(keys: Keyset, row: Record<string, unknown>): KeyValues {
  return keys.map((c) => {
    const v = row[c.sql.slice(c.sql.indexOf('.') + 1)];
    if ((v === null || v === undefined) && c.nullable) return null;
    if (v === null || v === undefined) throw new Error(`sort key column ${c.sql} is null`);
    return Buffer.isBuffer(v) ? v.toString('hex') : String(v);
  });
}
