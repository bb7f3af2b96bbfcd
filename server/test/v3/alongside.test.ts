// `alongside` overlaps two reads of one answer on two connections when the pool can give one at once, and
// otherwise runs the read after the first on the same connection: it never waits for, nor opens beyond, the pool.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type FreshDatabase } from '../../../indexer/db/fresh-database.ts';
import { alongside, withClient, type Db } from '../../src/v3/queries/db.ts';

let fresh: FreshDatabase;
beforeAll(async () => {
  fresh = await freshDatabase({ prefix: 'alongside', migrate: false });
}, 120_000);
afterAll(() => fresh?.stop());

const pid = 'SELECT pg_backend_pid() AS pid';
const pools: pg.Pool[] = [];
function db(max: number): Db {
  const pool = new pg.Pool({ connectionString: fresh.url, max });
  pool.on('error', () => {});
  pools.push(pool);
  return { pool, timeoutMs: 5000 };
}
afterAll(() => Promise.all(pools.map((p) => p.end())));

describe('alongside', () => {
  it('runs on a second connection while the first is busy, when the pool has one', async () => {
    const d = db(2);
    // each read says when, by the database's clock, it began and ended its sleep: they overlap if each began
    // before the other ended, which holds however slowly the machine runs (a wall-clock bound would not)
    const sleep =
      'SELECT pg_backend_pid() AS pid, clock_timestamp() AS began, pg_sleep(0.3)::text, clock_timestamp() AS ended';
    type Slept = { pid: number; began: Date; ended: Date };
    const [mine, beside] = await withClient(d, async (c) => {
      const [first, second] = await Promise.all([c.query<Slept>(sleep), alongside<Slept>(c, sleep, [])]);
      return [first.rows[0]!, second.rows[0]!];
    });
    expect(beside.pid).not.toBe(mine.pid);
    expect(mine.began < beside.ended && beside.began < mine.ended, 'the two reads overlapped').toBe(true);
    // the second connection went back to the pool
    expect(d.pool.idleCount).toBe(2);
  });

  it('runs on the same connection when the pool has none to give, or others wait for one', async () => {
    const d = db(1);
    const [mine, beside] = await withClient(d, async (c) => [
      (await c.query(pid)).rows[0].pid,
      (await alongside<{ pid: number }>(c, pid, [])).rows[0]!.pid,
    ]);
    expect(beside).toBe(mine);
    expect(d.pool.totalCount).toBe(1);

    const busy = db(2);
    const held = await busy.pool.connect();
    let queued: Promise<pg.PoolClient> | undefined;
    const [first, second] = await withClient(busy, async (c) => {
      // both connections are out and another request waits for one: the read stays on c
      queued = busy.pool.connect();
      expect(busy.pool.waitingCount).toBe(1);
      return [(await c.query(pid)).rows[0].pid, (await alongside<{ pid: number }>(c, pid, [])).rows[0]!.pid];
    });
    held.release();
    (await queued!).release();
    expect(second).toBe(first);
  });

  it('answers a failed read as the API does (the database error mapped, no internals)', async () => {
    const d = db(2);
    const err = await withClient(d, (c) => alongside(c, 'SELECT * FROM no_such_table', [])).catch((e) => e);
    expect(err).toMatchObject({ code: 500, message: 'database error' });
  });
});
