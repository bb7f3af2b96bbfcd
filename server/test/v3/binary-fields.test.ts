// Message bodies are read in PostgreSQL's binary format through a wrapper of pg-protocol's parser
// (binary-fields.ts). The bytes must be exactly those node-pg reads as text, for any byte string, on a connection
// that goes on reading text results as before.
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshClient } from './fresh-client.ts';
import { installPgAdaptations } from '../../src/v3/queries/adapters/pg.ts';
import { bindMessage, installBinaryFields } from '../../src/v3/queries/binary-fields.ts';
import { keepStatementsUnnamed, planned, run } from '../../src/v3/queries/statements.ts';

const db = freshClient('binaryfields');
// binary results are asked for only with the node-pg adaptations installed (without them every column reads text)
beforeAll(() => void installPgAdaptations());

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

// every type a message row carries beside its bytea columns, and bytea columns among them
const MIXED_TEXT = `SELECT v.b, 'ü ✓'::text AS t, 12345678901234567890123::numeric AS n, 9223372036854775807::int8 AS i8,
    '{"a": [1, "é"]}'::jsonb AS j, '-2147483648'::int4 AS i4, true AS bo, v.b AS c
  FROM unnest($1::bytea[]) WITH ORDINALITY AS v(b, i) ORDER BY v.i`;
const MIXED = planned(MIXED_TEXT, { binaryColumns: [true, false, false, false, false, false, false, true] });

describe('bytea columns read in binary beside text columns', () => {
  it("ends node-pg's Bind message with one result format, which bindMessage replaces by one per column", () => {
    const message = bindMessage({ binary: false }, [true, false, true]);
    expect(message).toBeDefined();
    // 'B', length, portal '', statement '', no parameter formats, no parameters, then 3 result formats
    expect([...message!]).toEqual([0x42, 0, 0, 0, 18, 0, 0, 0, 0, 0, 0, 0, 3, 0, 1, 0, 0, 0, 1]);
  });

  it("gives node-pg's text rows, each named column in binary and the others in text, named and unnamed", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.option(fc.uint8Array({ maxLength: 300 }), { nil: null }), { maxLength: 20 }),
        async (values) => {
          const params = [values.map((v) => (v ? Buffer.from(v) : null))];
          const expected = (await db.client.query(MIXED_TEXT, params)).rows;
          const got = await run(db.client, MIXED, params);
          expect(got.fields.map((f) => f.format)).toEqual(['binary', ...Array(6).fill('text'), 'binary']);
          expect(got.rows).toEqual(expected);
        },
      ),
      { numRuns: 30 },
    );
    const unnamed = new pg.Client(db.url);
    await unnamed.connect();
    try {
      keepStatementsUnnamed(unnamed);
      const params = [[randomBytes(40), null]];
      const got = await run(unnamed, MIXED, params);
      expect(got.fields.map((f) => f.format)).toEqual(['binary', ...Array(6).fill('text'), 'binary']);
      expect(got.rows).toEqual((await db.client.query(MIXED_TEXT, params)).rows);
    } finally {
      await unnamed.end();
    }
  });

  it('fails a statement that names a column other than a bytea, and the connection goes on', async () => {
    const wrong = planned('SELECT $1::bytea AS b, 7::int8 AS n', { binaryColumns: [true, true] });
    const err = await run(db.client, wrong, [Buffer.from([1])]).catch((e: Error) => e);
    expect((err as Error).message).toBe('column n was asked for in binary, and is not a bytea');
    expect((await db.client.query('SELECT $1::int AS v', [3])).rows).toEqual([{ v: 3 }]);
  });
});
