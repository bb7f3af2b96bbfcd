// Planned statements are prepared once per connection and keep working when a migration changes a table they read
// while the server runs: the statement is run again unprepared and its connection leaves the pool. A pool made
// without prepared statements runs them all unnamed.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type FreshDatabase } from '../../../indexer/db/fresh-database.ts';
import { createDatabasePool, withClient, type Db } from '../../src/v3/queries/db.ts';
import { holdsStaleStatements, planned, run } from '../../src/v3/queries/statements.ts';

let fresh: FreshDatabase;
let d: Db;
beforeAll(async () => {
  fresh = await freshDatabase({ prefix: 'statements', migrate: false });
  const pool = new pg.Pool({ connectionString: fresh.url, max: 1 });
  pool.on('error', () => {});
  d = { pool, timeoutMs: 5000 };
  await pool.query('CREATE TABLE items (id int PRIMARY KEY, name text)');
  await pool.query(`INSERT INTO items VALUES (1, 'one'), (2, 'two')`);
}, 120_000);
afterAll(async () => {
  await d?.pool.end();
  await fresh?.stop();
});

const byId = planned('SELECT i.* FROM items i WHERE i.id = $1');
const pid = 'SELECT pg_backend_pid() AS pid';

describe('planned statements', () => {
  it('are prepared once per connection under one name per text', async () => {
    expect(planned(byId.text)).toEqual(byId);
    expect(planned(`${byId.text} `).name).not.toBe(byId.name);
    const runs = await withClient(d, async (c) => {
      const rows = [];
      for (let i = 0; i < 7; i++) rows.push(...(await run(c, byId, [1 + (i % 2)])).rows);
      const prepared = await c.query(
        'SELECT name, generic_plans + custom_plans AS runs FROM pg_prepared_statements WHERE name = $1',
        [byId.name],
      );
      return { rows, prepared: prepared.rows };
    });
    expect(runs.rows.map((r) => r.name)).toEqual(['one', 'two', 'one', 'two', 'one', 'two', 'one']);
    expect(runs.prepared).toEqual([{ name: byId.name, runs: '7' }]);
  });

  it('answer after a migration changed their table, and their connection is then replaced', async () => {
    const before = await withClient(d, async (c) => {
      await run(c, byId, [1]);
      return (await c.query(pid)).rows[0].pid;
    });
    await fresh.pool.query('ALTER TABLE items ADD COLUMN note text');
    await fresh.pool.query(`UPDATE items SET note = 'first' WHERE id = 1`);
    const after = await withClient(d, async (c) => {
      const [pidNow] = (await c.query(pid)).rows;
      const { rows } = await run(c, byId, [1]);
      return { pid: pidNow.pid, rows, stale: holdsStaleStatements(c) };
    });
    // the same connection, which held the statement prepared before the column existed
    expect(after.pid).toBe(before);
    expect(after.rows).toEqual([{ id: 1, name: 'one', note: 'first' }]);
    expect(after.stale).toBe(true);
    const next = await withClient(d, async (c) => ({
      pid: (await c.query(pid)).rows[0].pid,
      rows: (await run(c, byId, [2])).rows,
    }));
    expect(next.pid).not.toBe(before);
    expect(next.rows).toEqual([{ id: 2, name: 'two', note: null }]);
  });

  it('stay unnamed on a pool made without prepared statements (a pooler that cannot keep them)', async () => {
    const pool = createDatabasePool(
      { connectionString: fresh.url, max: 1, statementTimeoutMs: 5000, preparedStatements: false },
      () => {},
    );
    try {
      const plain: Db = { pool, timeoutMs: 5000 };
      const prepared = await withClient(plain, async (c) => {
        for (let i = 0; i < 3; i++) expect((await run(c, byId, [2])).rows[0]!.name).toBe('two');
        return (await c.query('SELECT count(*)::int AS n FROM pg_prepared_statements')).rows[0].n;
      });
      expect(prepared).toBe(0);
    } finally {
      await pool.end();
    }
  });

  it('fail as the API maps a failure when the statement itself is wrong', async () => {
    const err = await withClient(d, (c) => run(c, planned('SELECT * FROM no_such_table'), [])).catch((e) => e);
    expect(err).toMatchObject({ code: 500, message: 'database error' });
  });
});
