// The node-pg adapter (server/src/v3/queries/adapters/pg.ts) changes how the v3 reads run, never what they read:
// the same statements give the same rows with it installed and with node-pg and pg-protocol as published.
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { freshClient } from './fresh-client.ts';
import {
  binaryFieldsInstalled,
  installPgAdaptations,
  pgAdaptationsInstalled,
  uninstallPgAdaptations,
} from '../../src/v3/queries/adapters/pg.ts';
import { createDatabasePool } from '../../src/v3/queries/db.ts';
import { ReleasingClient } from '../../src/v3/queries/released-results.ts';
import { planned, run, type Planned } from '../../src/v3/queries/statements.ts';

const db = freshClient('pgadapter');
const wasInstalled = pgAdaptationsInstalled();
afterAll(() => void (wasInstalled ? installPgAdaptations() : uninstallPgAdaptations()));

// bytea read whole in binary, bytea beside text columns, and text columns only
const ALL_BYTES = planned(
  `SELECT v.b, $2::bytea || v.b AS c FROM unnest($1::bytea[]) WITH ORDINALITY AS v(b, i) ORDER BY v.i`,
  { bytes: true },
);
const MIXED = planned(
  `SELECT v.b, 'ü ✓'::text AS t, 12345678901234567890123::numeric AS n, 9223372036854775807::int8 AS i8,
     '{"a": [1, "é"]}'::jsonb AS j, '-2147483648'::int4 AS i4, true AS bo, now() - now() AS d, ARRAY[1, 2] AS a, v.b AS c
   FROM unnest($1::bytea[]) WITH ORDINALITY AS v(b, i) ORDER BY v.i`,
  { binaryColumns: [true, false, false, false, false, false, false, false, false, true] },
);
const TEXT = planned(`SELECT i, i::text AS s, NULL::int AS z FROM generate_series(1, $1::int) AS i`);

/** Rows and pool connection class with the adaptations installed or not, on a pool made in that state. */
async function read(adapted: boolean, statement: Planned, values: unknown[]) {
  if (adapted) installPgAdaptations();
  else uninstallPgAdaptations();
  const pool = createDatabasePool({ connectionString: db.url, max: 1, statementTimeoutMs: 5000 }, () => {});
  const c = await pool.connect();
  try {
    const r = await run(c, statement, values);
    return { rows: r.rows, formats: r.fields.map((f) => f.format), releasing: c instanceof ReleasingClient };
  } finally {
    c.release();
    await pool.end();
  }
}

afterEach(() => void installPgAdaptations());

describe('node-pg adaptations', () => {
  it('install once and uninstall back to node-pg', () => {
    expect(installPgAdaptations()).toBe('node-pg adaptations');
    expect(installPgAdaptations()).toBe('node-pg adaptations');
    expect(pgAdaptationsInstalled() && binaryFieldsInstalled()).toBe(true);
    const adapted = pg.types.getTypeParser(17, 'binary');
    uninstallPgAdaptations();
    expect(pgAdaptationsInstalled() || binaryFieldsInstalled()).toBe(false);
    // node-pg's own binary parser of bytea is back
    expect(pg.types.getTypeParser(17, 'binary')).not.toBe(adapted);
  });

  it('give the rows node-pg gives, for bytea read in binary, beside text columns, and text only', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.option(fc.uint8Array({ maxLength: 200 }), { nil: null }), { maxLength: 12 }),
        fc.nat(30),
        async (values, n) => {
          const bytes = values.map((v) => (v ? Buffer.from(v) : null));
          for (const [statement, params] of [
            [ALL_BYTES, [bytes, randomBytes(3)]],
            [MIXED, [bytes]],
            [TEXT, [n]],
          ] as const) {
            const adapted = await read(true, statement, [...params]);
            const plain = await read(false, statement, [...params]);
            expect(adapted.rows).toEqual(plain.rows);
            expect(plain.formats.every((f) => f === 'text')).toBe(true);
          }
        },
      ),
      { numRuns: 15 },
    );
  });

  it('read bytea in binary on ReleasingClient connections only when installed', async () => {
    const params = [[randomBytes(50), null]];
    const adapted = await read(true, MIXED, params);
    const plain = await read(false, MIXED, params);
    expect(adapted.formats[0]).toBe('binary');
    expect(adapted.releasing).toBe(true);
    expect(plain.formats[0]).toBe('text');
    expect(plain.releasing).toBe(false);
  });
});
