#!/usr/bin/env tsx
/**
 * What a query's result leaves for V8's young-generation collector once the caller has it (released-results.ts):
 * the bytes of it that a second scavenge in a row still moves to the old generation (an object moves at its second
 * scavenge), mean of 5 reads of 2,550 rows (about 400 KB), after 3 reads to warm up. node-pg with its read timeout
 * on, as the pool's connections are, is the baseline: it keeps the rows, which is why ReleasingClient exists (if it
 * no longer does, ReleasingClient can go). ReleasingClient and RowQuery are each next to their target.
 *   tsx server/bench/released-results.ts
 */
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import pg from 'pg';
import { freshDatabase } from '../../indexer/db/fresh-database.ts';
import { ReleasingClient } from '../src/v3/queries/released-results.ts';
import { queryRows } from '../src/v3/queries/row-query.ts';
import { verdict } from './streaming-pipeline.ts';

const ROWS = "SELECT repeat('x', 60) AS a, g FROM generate_series(1, 2550) g";
/** bytes of the rows a read may leave for the scavenger: an eighth of them */
const TARGET = 50_000;
/** what node-pg must still keep for ReleasingClient to be needed */
const BASELINE = 150_000;

const minorGc = (() => {
  v8.setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as (o: { type: 'minor' }) => void;
  v8.setFlagsFromString('--no-expose-gc');
  return () => gc({ type: 'minor' });
})();
const oldSpace = () => v8.getHeapSpaceStatistics().find((s) => s.space_name === 'old_space')!.space_used_size;

async function keptAfter(read: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 3; i++) await read();
  let kept = 0;
  for (let i = 0; i < 5; i++) {
    await read();
    // the read's own last turns are over
    await new Promise((resolve) => setImmediate(resolve));
    minorGc();
    const before = oldSpace();
    minorGc();
    kept += oldSpace() - before;
  }
  return kept / 5;
}

const db = await freshDatabase({ prefix: 'released_bench', migrate: false });
// as the pool's connections: with node-pg's read timeout
const timeout = { query_timeout: 10_000 };
const plain = new pg.Client({ connectionString: db.url, ...timeout });
const releasing = new ReleasingClient({ connectionString: db.url, ...timeout });
try {
  await Promise.all([plain.connect(), releasing.connect()]);
  const byNodePg = await keptAfter(() => plain.query(ROWS));
  const byReleasing = await keptAfter(() => releasing.query(ROWS));
  const byRowQuery = await keptAfter(() => queryRows(plain, { text: ROWS, values: [] }));
  const bytes = (n: number) => `${Math.round(n).toLocaleString('en-US').padStart(9)} B`;
  console.log(`a result of 2,550 rows once handed over: bytes a second scavenge still moves, mean of 5 reads`);
  console.log(
    `  node-pg, read timeout on ${bytes(byNodePg)}  baseline ≥ ${BASELINE.toLocaleString('en-US')} B: ${
      byNodePg >= BASELINE ? 'kept, so ReleasingClient is needed' : 'NOT KEPT: ReleasingClient may be no longer needed'
    }`,
  );
  for (const [name, kept] of [
    ['ReleasingClient', byReleasing],
    ['RowQuery', byRowQuery],
  ] as const)
    console.log(
      `  ${name.padEnd(24)}${bytes(kept)}  target ≤ ${TARGET.toLocaleString('en-US')} B: ${(kept / TARGET).toFixed(2)} of it, ${verdict(kept <= TARGET)}`,
    );
} finally {
  await Promise.all([plain.end(), releasing.end()]);
  await db.stop();
}
