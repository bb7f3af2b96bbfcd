// /metrics' view of the index: its lag behind the liteservers' head and what the last `indexer verify` recorded,
// read from the database at most once per cache period.
import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../../indexer/db/fresh-database.ts';
import { indexMetrics } from '../src/ops/index-metrics.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await freshDatabase();
  await db.pool.query('INSERT INTO indexed_mc_blocks (seqno, tx_count) SELECT s, 0 FROM generate_series(1, 40) s');
}, 120_000);
afterAll(async () => {
  await db?.stop();
});

async function gauges(registry: Registry): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const m of await registry.getMetricsAsJSON()) out[m.name] = Number(m.values[0]?.value);
  return out;
}

describe('index metrics', () => {
  it('report the lag, and the holes and last verified block once a verification is recorded', async () => {
    const fresh = new Registry();
    indexMetrics(fresh, { pool: db.pool, timeoutMs: 3000 }, async () => 45, { cacheMs: 0 });
    const cached = new Registry();
    let heads = 0;
    indexMetrics(
      cached,
      { pool: db.pool, timeoutMs: 3000 },
      async () => {
        heads += 1;
        return 45;
      },
      { cacheMs: 60_000 },
    );
    const before = await gauges(cached);
    expect(before.ton_index_lag_blocks).toBe(5);
    expect(before.ton_index_known_holes).toBeNaN();
    expect(before.ton_index_last_verified_mc_seqno).toBeNaN();

    await db.pool.query(
      `INSERT INTO index_verification (from_seqno, last_verified_seqno, known_holes, extras, mismatches, fast)
       VALUES (1, 38, 2, 0, 1, false)`,
    );
    expect(await gauges(fresh)).toEqual({
      ton_index_lag_blocks: 5,
      ton_index_known_holes: 2,
      ton_index_last_verified_mc_seqno: 38,
    });
    // within its cache period a scrape reads nothing again: the three gauges shared one reading
    expect(await gauges(cached)).toEqual(before);
    expect(heads).toBe(1);
  }, 60_000);

  it('are NaN, not an error, when the database is away', async () => {
    const registry = new Registry();
    const gone = new (await import('pg')).default.Pool({ connectionString: 'postgres://127.0.0.1:1/none' });
    indexMetrics(registry, { pool: gone, timeoutMs: 1000 }, async () => 45, { cacheMs: 0 });
    const g = await gauges(registry);
    expect(g.ton_index_lag_blocks).toBeNaN();
    expect(g.ton_index_known_holes).toBeNaN();
    await gone.end();
  }, 60_000);
});
