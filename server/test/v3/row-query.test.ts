// RowQuery makes each row with a function compiled per column list instead of node-pg's copied template; the rows,
// their key order and the result must be node-pg's own for every column type the v3 tables use.
import { describe, expect, it } from 'vitest';
import { freshClient } from './fresh-client.ts';
import { queryRows } from '../../src/v3/queries/row-query.ts';

const db = freshClient('rowquery');

// every type a v3 row carries, each also null
const ROWS = `SELECT * FROM (VALUES
  ('\\x00ff10'::bytea, 9223372036854775807::bigint, 12345678901234567890123::numeric, 'text ü'::text, true, '{"a": [1, "b"]}'::jsonb,
   '-2147483648'::integer, 7::smallint, ARRAY['x', NULL]::text[], ARRAY['\\x01'::bytea], '2024-01-02T03:04:05Z'::timestamptz, 1.5::float8),
  (NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL),
  (''::bytea, -1, 0.000001, '', false, 'null'::jsonb, 0, -1, ARRAY[]::text[], ARRAY[]::bytea[], 'infinity', 'NaN')
) AS v(b, i8, n, t, bo, j, i4, i2, ta, ba, ts, f)
WHERE $1::int IS NOT NULL`;

describe('queryRows', () => {
  it("gives node-pg's rows, keys in column order, for every column type and null, unnamed and named", async () => {
    const expected = await db.client.query(ROWS, [1]);
    for (const name of [undefined, 'rowquery_types', 'rowquery_types']) {
      const got = await queryRows(db.client, { name, text: ROWS, values: [1] });
      expect(got.rows).toEqual(expected.rows);
      for (const [k, row] of got.rows.entries()) expect(Object.keys(row)).toEqual(Object.keys(expected.rows[k]!));
      expect(got.rowCount).toBe(3);
      expect(got.fields.map((f) => f.name)).toEqual(expected.fields.map((f) => f.name));
    }
  });

  it('keeps the last of two columns with one name, and reads a __proto__ column as an own value, as node-pg does', async () => {
    const text = `SELECT 1 AS a, 2 AS a, 'p' AS "__proto__" WHERE $1::int IS NOT NULL`;
    const expected = await db.client.query(text, [1]);
    const got = await queryRows(db.client, { text, values: [1] });
    expect(got.rows).toEqual(expected.rows);
    expect(Object.getPrototypeOf(got.rows[0])).toBe(Object.getPrototypeOf(expected.rows[0]));
    expect(Object.getOwnPropertyDescriptor(got.rows[0], '__proto__')?.value).toBe('p');
  });

  it('answers an empty result and fails with the server error of a row that cannot be made', async () => {
    expect((await queryRows(db.client, { text: 'SELECT 1 AS one WHERE $1::int < 0', values: [1] })).rows).toEqual([]);
    const err = await queryRows(db.client, {
      text: 'SELECT 1 / (x - 2) AS y FROM generate_series(1, 3) AS x WHERE $1::int > 0',
      values: [1],
    }).catch((e) => e);
    expect(err).toMatchObject({ code: '22012' });
    // the connection is usable after it
    expect((await queryRows(db.client, { text: 'SELECT $1::int AS v', values: [5] })).rows).toEqual([{ v: 5 }]);
  });
});
