// Message bodies are read in PostgreSQL's binary format through a wrapper of pg-protocol's parser
// (binary-fields.ts). The bytes must be exactly those node-pg reads as text, for any byte string, on a connection
// that goes on reading text results as before.
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { freshClient } from './fresh-client.ts';
import { installBinaryFields } from '../../src/v3/queries/binary-fields.ts';
import { keepStatementsUnnamed, planned, run } from '../../src/v3/queries/statements.ts';

const db = freshClient('binaryfields');

// every element of $1 with its position and, for a second bytea column, the same bytes reversed
const BYTES = planned(
  `SELECT v.b, CASE WHEN v.b IS NULL THEN NULL ELSE ($2::bytea || v.b) END AS c
   FROM unnest($1::bytea[]) WITH ORDINALITY AS v(b, i) ORDER BY v.i`,
  { bytes: true },
);
const textRows = async (values: unknown[]) => (await db.client.query(BYTES.text, values)).rows;

describe('bytea read in binary', () => {
  it("is installed on the pg-protocol node-pg loads (an upgrade that moves the parser's handler fails here)", () => {
    expect(installBinaryFields()).toBe(true);
    expect(installBinaryFields()).toBe(true);
  });

  it('gives the bytes node-pg reads as text, for any byte strings and nulls, and asks for binary results', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.option(fc.uint8Array({ maxLength: 300 }), { nil: null }), { maxLength: 20 }),
        fc.uint8Array({ maxLength: 8 }),
        async (values, prefix) => {
          const params = [values.map((v) => (v ? Buffer.from(v) : null)), Buffer.from(prefix)];
          const got = await run(db.client, BYTES, params);
          expect(got.fields.map((f) => f.format)).toEqual(['binary', 'binary']);
          expect(got.rows).toEqual(await textRows(params));
          for (const row of got.rows) if (row.b !== null) expect(Buffer.isBuffer(row.b)).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('reads bytes in binary on a connection whose statements stay unnamed (a pooler in front of PostgreSQL)', async () => {
    const unnamed = new pg.Client(db.url);
    await unnamed.connect();
    try {
      keepStatementsUnnamed(unnamed);
      const params = [[randomBytes(1000), null, Buffer.from([0xc0, 0x80])], Buffer.from([0xff])];
      const got = await run(unnamed, BYTES, params);
      expect(got.fields.map((f) => f.format)).toEqual(['binary', 'binary']);
      expect(got.rows).toEqual(await textRows(params));
    } finally {
      await unnamed.end();
    }
  });

  it('keeps the bytes of a result after the connection reads more (rows span chunks of the socket)', async () => {
    // pg-protocol reads rows out of the socket's chunks and of its own buffer, and reuses both for the next bytes
    const sizes = (n: number) => Array.from({ length: n }, (_, i) => randomBytes(1 + ((i * 7919) % 6_000)));
    const first = [...sizes(200), randomBytes(200_000)];
    const got = await run<{ b: Buffer }>(db.client, BYTES, [first, Buffer.alloc(0)]);
    for (let i = 0; i < 3; i++) await run(db.client, BYTES, [sizes(100), randomBytes(3)]);
    expect(got.rows).toHaveLength(first.length);
    // (compared row by row: a diff of megabytes would take minutes to print)
    expect(got.rows.filter((r, i) => !r.b.equals(first[i]!)).length).toBe(0);
  });

  it('leaves the text results of the same connection as they were', async () => {
    const text = `SELECT 'ü ✓ 𝄞'::text AS t, '\\x00ff80'::bytea AS b, 12::int8 AS n, '{"k": "é"}'::jsonb AS j WHERE $1::int > 0`;
    const before = (await db.client.query(text, [1])).rows;
    await run(db.client, BYTES, [[Buffer.from([0xff, 0xfe])], Buffer.from([0xc3])]);
    const after = (await db.client.query(text, [1])).rows;
    expect(after).toEqual(before);
    expect(after).toEqual([{ t: 'ü ✓ 𝄞', b: Buffer.from([0, 0xff, 0x80]), n: '12', j: { k: 'é' } }]);
  });
});
