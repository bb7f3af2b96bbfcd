// The pool's connections (ReleasingClient) answer as node-pg's own. That they let go of each result once handed
// over, which node-pg's read timeout keeps reachable for V8's young-generation collector (released-results.ts), is
// a figure of the collector's: `make bench` prints it next to its target (server/bench/released-results.ts).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshClient } from './fresh-client.ts';
import { ReleasingClient } from '../../src/v3/queries/released-results.ts';

const db = freshClient('released');
// as the pool's connections: with node-pg's read timeout
const timeout = { query_timeout: 10_000 };
let plain: pg.Client;
let releasing: pg.Client;

beforeAll(async () => {
  plain = new pg.Client({ connectionString: db.url, ...timeout });
  releasing = new ReleasingClient({ connectionString: db.url, ...timeout });
  await Promise.all([plain.connect(), releasing.connect()]);
});
afterAll(async () => {
  await Promise.all([plain?.end(), releasing?.end()]);
});

describe('ReleasingClient answers as node-pg', () => {
  it('for parameters, named statements, row modes, several statements and no rows', async () => {
    const cases: Array<[string | pg.QueryConfig, unknown[]?]> = [
      [
        'SELECT $1::int AS n, $2::text AS t, $3::bytea AS b, 12345678901234567890::numeric AS big',
        [7, 'ü', Buffer.from('01ff', 'hex')],
      ],
      [{ name: 'released_named', text: 'SELECT g FROM generate_series(1, $1::int) g', values: [3] }],
      [{ name: 'released_named', text: 'SELECT g FROM generate_series(1, $1::int) g', values: [0] }],
      [{ text: 'SELECT 1 AS a, 2 AS b', rowMode: 'array' } as pg.QueryConfig],
      ['SELECT 1 AS a; SELECT 2 AS b'],
      ['SET jit = off'],
    ];
    for (const [config, values] of cases) {
      const shape = (r: pg.QueryResult | pg.QueryResult[]) =>
        (Array.isArray(r) ? r : [r]).map((x) => ({
          command: x.command,
          rowCount: x.rowCount,
          rows: x.rows,
          fields: x.fields,
        }));
      const expected = await plain.query(config as pg.QueryConfig, values);
      const got = await releasing.query(config as pg.QueryConfig, values);
      expect(shape(got)).toEqual(shape(expected));
    }
  });

  it("fails with the server's error, the caller's stack, and node-pg's read timeout", async () => {
    const err = await releasing.query('SELECT 1 / $1::int', [0]).catch((e: Error) => e);
    expect(err).toMatchObject({ code: '22012' });
    expect((err as Error).stack).toContain('released-results.test.ts');
    const slow = await releasing
      .query({ text: 'SELECT pg_sleep(0.3)', query_timeout: 50 } as pg.QueryConfig)
      .catch((e: Error) => e);
    expect((slow as Error).message).toBe('Query read timeout');
    // the late answer ends the query without harm, and the connection answers after it
    expect((await releasing.query('SELECT $1::int AS v', [5])).rows).toEqual([{ v: 5 }]);
  });

  it('still takes callbacks and query objects as node-pg does', async () => {
    const viaCallback = await new Promise<pg.QueryResult>((resolve, reject) =>
      releasing.query('SELECT 2 AS two', (err: Error | null, r: pg.QueryResult) => (err ? reject(err) : resolve(r))),
    );
    expect(viaCallback.rows).toEqual([{ two: 2 }]);
    const q = releasing.query(new pg.Query('SELECT 3 AS three'));
    const rows: unknown[] = [];
    q.on('row', (row: unknown) => rows.push(row));
    await new Promise((resolve) => q.on('end', resolve));
    expect(rows).toEqual([{ three: 3 }]);
    const viaConfig = await new Promise<pg.QueryResult>((resolve, reject) =>
      releasing.query({
        text: 'SELECT 4 AS four',
        callback: (err: Error | null, r: pg.QueryResult) => (err ? reject(err) : resolve(r)),
      } as pg.QueryConfig),
    );
    expect(viaConfig.rows).toEqual([{ four: 4 }]);
  });

  it('leaves the config it is given as it was, as node-pg does', async () => {
    const config = { text: 'SELECT $1::int AS n', values: [1] };
    for (let i = 0; i < 2; i++) expect((await releasing.query(config)).rows).toEqual([{ n: 1 }]);
    expect(config).toEqual({ text: 'SELECT $1::int AS n', values: [1] });
  });
});
