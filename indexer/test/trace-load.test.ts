import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixturePath, fixturesSkipReason, haveFixtures } from '../../tools/fixtures.ts';
import { classifyTrace } from '../actions/classify.ts';
import { loadTraces, type LoadedTrace } from '../actions/store.ts';
import { freshDatabase, type TestDatabase } from '../db/fresh-database.ts';
import { parseLocal } from '../ingest/parse-local.ts';
import { writeBlockSet } from '../writer/store.ts';

const title = haveFixtures
  ? 'traces wholly inside a written batch load from its rows'
  : `traces loaded from a batch's rows (skipped: ${fixturesSkipReason})`;

/** A trace as the classifier sees it, with rows in a fixed order (the database returns them in any order). */
function canonical(t: LoadedTrace): string {
  const txs = [...t.input.transactions]
    .sort((a, b) => a.hash.localeCompare(b.hash))
    .map((x) => ({
      ...x,
      messages: [...x.messages].sort((a, b) => (a.msg_hash + a.direction).localeCompare(b.msg_hash + b.direction)),
    }));
  return JSON.stringify({ ...t, input: { ...t.input, transactions: txs } }, (_k, v) =>
    typeof v === 'bigint' ? `${v}n` : v,
  );
}

describe.skipIf(!haveFixtures)(title, () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await freshDatabase();
  });
  afterAll(async () => {
    await db?.stop();
  });

  it('gives the classifier the same input and the same actions as reading the rows back from PostgreSQL', async () => {
    const { data, shardState } = parseLocal(
      readFileSync(fixturePath('tonutils-go', 'block_0_8000000000000000_71398501.boc')),
      null,
    );
    const client = await db.pool.connect();
    try {
      const r = await writeBlockSet(client, { blocks: [data], shardState, classify: false });
      const whole = r.traces.whole ?? [];
      expect(whole.length).toBeGreaterThan(5);
      // Complete traces that continue a trace stored earlier are not whole; in one block from an empty database all are.
      expect(whole.length).toBe(r.traces.touched.length);
      const ids = r.traces.touched;
      const fromDb = await loadTraces(client, ids);
      const fromBatch = await loadTraces(client, ids, undefined, {
        traces: whole,
        transactions: data.transactions,
        messages: data.messages,
        contents: data.contents,
      });
      const byId = (list: LoadedTrace[]) => new Map(list.map((t) => [t.input.trace_id, t]));
      const db2 = byId(fromDb);
      expect(fromBatch.length).toBe(fromDb.length);
      for (const t of fromBatch) {
        const other = db2.get(t.input.trace_id);
        expect(other, t.input.trace_id).toBeDefined();
        expect(canonical(t)).toBe(canonical(other!));
        expect(JSON.stringify(classifyTrace(t.input), (_k, v) => (typeof v === 'bigint' ? `${v}n` : v))).toBe(
          JSON.stringify(classifyTrace(other!.input), (_k, v) => (typeof v === 'bigint' ? `${v}n` : v)),
        );
      }
    } finally {
      client.release();
    }
  });
});
