import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixturePath, fixturesSkipReason, haveFixtures } from '../../tools/fixtures.ts';
import { freshDatabase, type TestDatabase } from '../db/fresh-database.ts';
import { importFiles } from '../pipeline/import.ts';
import { parseLocal } from '../ingest/parse-local.ts';
import { forWriter } from '../ingest/wire.ts';
import { copyColumns, copyParts, writeCopy } from '../model/copy.ts';
import {
  blocksSpec,
  insertRows,
  MESSAGE_COPY,
  messagesSpec,
  TRANSACTION_COPY,
  transactionsSpec,
} from '../model/tables.ts';
import { ensureLtPartitions } from '../db/partitions.ts';
import { writeBlockSet } from '../writer/store.ts';

const title = haveFixtures
  ? 'rows copied into their tables (COPY, binary)'
  : `rows copied into their tables (COPY, binary) (skipped: ${fixturesSkipReason})`;

describe.skipIf(!haveFixtures)(title, () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await freshDatabase();
  });
  afterAll(async () => {
    await db?.stop();
  });

  /** writeCopy on a connection of its own, in a transaction, as the writer runs it. */
  const copied = async (fn: (c: import('pg').PoolClient) => Promise<number>): Promise<number> => {
    const c = await db.pool.connect();
    try {
      await c.query('BEGIN');
      const n = await fn(c);
      await c.query('COMMIT');
      return n;
    } finally {
      c.release();
    }
  };

  it('store exactly the rows inserting them stores, across two blocks, copied whole or as tuples made ahead', async () => {
    const a = parseLocal(readFileSync(fixturePath('tongo', 'block-5', 'block.bin')), null).data;
    const b = parseLocal(readFileSync(fixturePath('tongo', 'block-6', 'block.bin')), null).data;
    const txs = [...a.transactions, ...b.transactions];
    const msgs = [...a.messages, ...b.messages];
    txs.forEach((t, i) => {
      t.trace_id = i % 2 ? t.hash : null;
      if (i % 3) {
        t.state_after_balance = String(1000 + i);
        t.state_after_account_status = 'active';
        t.state_after_data_hash = t.hash;
      }
    });
    msgs.forEach((m, i) => {
      m.trace_id = i % 2 ? m.tx_hash : null;
    });
    const dump = async () =>
      JSON.stringify([
        (await db.pool.query('SELECT * FROM transactions ORDER BY hash')).rows,
        (await db.pool.query('SELECT * FROM messages ORDER BY tx_hash, msg_hash, direction')).rows,
        (await db.pool.query('SELECT * FROM message_hashes ORDER BY hash, tx_hash, direction')).rows,
      ]);
    const clear = () => db.pool.query('TRUNCATE transactions, messages, message_hashes');
    // rows written by hand, not through the writer: their lt range partitions first, as the writer does (0009)
    await ensureLtPartitions(
      db.pool as never,
      txs.map((t) => t.lt),
    );
    await clear();
    await insertRows(db.pool as never, transactionsSpec, txs);
    await insertRows(db.pool as never, messagesSpec, msgs);
    const plain = await dump();
    expect(JSON.parse(plain)[2].length).toBeGreaterThanOrEqual(msgs.length);

    for (const direct of [true, false]) {
      // from the rows
      await clear();
      expect(await copied((c) => writeCopy(c, TRANSACTION_COPY, [{ rows: txs }], direct))).toBe(txs.length);
      expect(await copied((c) => writeCopy(c, MESSAGE_COPY, [{ rows: msgs }], direct))).toBe(msgs.length);
      expect(await dump()).toBe(plain);
      // from tuples made ahead and slim rows, as a parse worker sends them
      await clear();
      const [wa, wb] = [a, b].map((d) => forWriter(d));
      const tx = [wa!, wb!].map((d, k) => ({ rows: [a, b][k]!.transactions, parts: d.copy!.transactions }));
      expect(await copied((c) => writeCopy(c, TRANSACTION_COPY, tx, direct))).toBe(txs.length);
      const ms = [wa!, wb!].map((d) => ({ rows: d.messages, parts: d.copy!.messages }));
      expect(await copied((c) => writeCopy(c, MESSAGE_COPY, ms, direct))).toBe(msgs.length);
      expect(await dump()).toBe(plain);
    }
    // copied again through the temporary table: nothing new, nothing changed
    expect(await copied((c) => writeCopy(c, TRANSACTION_COPY, [{ rows: txs }], false))).toBe(0);
    expect(await copied((c) => writeCopy(c, MESSAGE_COPY, [{ rows: msgs }], false))).toBe(0);
    expect(await dump()).toBe(plain);
    const carried = await db.pool.query(
      'SELECT count(*)::int AS n FROM transactions WHERE state_after_balance IS NOT NULL',
    );
    expect(carried.rows[0].n).toBe(txs.filter((_, i) => i % 3).length);
  });

  it('reads every value of each type as inserting it does: numerics, bigints, text escapes, jsonb, nulls', async () => {
    await db.pool.query(
      `CREATE TABLE copy_types (n numeric, i8 int8, i4 int4, i2 int2, t text, j jsonb, b bytea, f bool)`,
    );
    const spec = {
      table: 'copy_types',
      conflict: '',
      columns: [
        ['n', 'numeric'],
        ['i8', 'int8'],
        ['i4', 'int4'],
        ['i2', 'int2'],
        ['t', 'text'],
        ['j', 'jsonb'],
        ['b', 'bytea'],
        ['f', 'bool'],
      ] as const,
    };
    const numerics = ['0', '1', '9999', '10000', '10001', '-1', '-10000', '340282366920938463463374607431768211455'];
    const rows = numerics.map((n, k) => ({
      n,
      i8: [0, -1, 2 ** 53 - 1, '-9223372036854775808', '9223372036854775807', -(2 ** 40), 1234567890123, null][k],
      i4: [0, -1, 2 ** 31 - 1, -(2 ** 31), 7, null, 1, 2][k],
      i2: [0, -1, 32767, -32768, null, 1, 2, 3][k],
      t: ['', 'a\tb\nc\\d', 'ünïcødé', '0:' + 'AB'.repeat(32), null, 'x', 'y', 'z'][k],
      j: ['[]', '{"a":"\\n","b":[1,2]}', null, '{"ü":1}', '"s"', '1', 'null', '{}'][k],
      b: [Buffer.alloc(0), Buffer.from([0, 1, 255]), null, Buffer.alloc(32, 7), Buffer.from('x'), null, null, null][k],
      f: [true, false, null, true, false, true, null, false][k],
    }));
    const dump = async () => JSON.stringify((await db.pool.query('SELECT * FROM copy_types ORDER BY n')).rows);
    await insertRows(db.pool as never, spec, rows);
    const plain = await dump();
    await db.pool.query('TRUNCATE copy_types');
    const cols = copyColumns(spec, ['t', 'f']);
    const made = copyParts(cols, rows);
    expect(await copied((c) => writeCopy(c, cols, [{ rows: rows.slice(0, 0) }, { rows, parts: made }], true))).toBe(
      rows.length,
    );
    expect(await dump()).toBe(plain);
    await db.pool.query('DROP TABLE copy_types');
  });

  it('an import through a parse worker (tuples made ahead, slim rows) stores what parsing on the writing thread stores', async () => {
    const files = [
      fixturePath('tongo', 'block-1', 'block.bin'),
      fixturePath('tongo', 'block-2', 'block.bin'),
      fixturePath('tonutils-go', 'block_0_8000000000000000_71398501.boc'),
    ];
    const tables = [
      'blocks',
      'transactions',
      'messages',
      'message_bodies',
      'message_content_lts',
      'traces',
      'actions',
      'action_accounts',
    ];
    const dump = async () => {
      const out: unknown[] = [];
      for (const t of tables)
        out.push((await db.pool.query(`SELECT * FROM ${t}`)).rows.map((r) => JSON.stringify(r)).sort());
      return JSON.stringify(out);
    };
    const clear = () => db.pool.query(`TRUNCATE ${tables.join(', ')}`);
    await clear();
    const local = await importFiles(db.pool, files, { workers: 0 });
    const onThread = await dump();
    await clear();
    const pooled = await importFiles(db.pool, files, { workers: 1 });
    expect(pooled.transactions).toBe(local.transactions);
    expect(Number((await db.pool.query('SELECT count(*) FROM actions')).rows[0].count)).toBeGreaterThan(100);
    expect(await dump()).toBe(onThread);
  });

  it('a block new to the index whose rows were written by hand is written through the conflict check', async () => {
    const file = fixturePath('tongo', 'block-5', 'block.bin');
    const data = parseLocal(readFileSync(file), null).data;
    await db.pool.query('TRUNCATE blocks, transactions, messages, transaction_bocs, traces');
    await ensureLtPartitions(
      db.pool as never,
      data.transactions.map((t) => t.lt),
    );
    // one of its transactions there already, its block not: a COPY of the block's transactions meets it
    await insertRows(db.pool as never, transactionsSpec, data.transactions.slice(0, 1));
    const c = await db.pool.connect();
    try {
      const r = await writeBlockSet(c, { blocks: [data] });
      expect(r.inserted).toBe(data.transactions.length - 1);
    } finally {
      c.release();
    }
    const n = await db.pool.query('SELECT count(*)::int AS n FROM transactions');
    expect(n.rows[0].n).toBe(data.transactions.length);
  });

  it('a range gone since the writer made it is made again and the copy written', async () => {
    const a = parseLocal(readFileSync(fixturePath('tongo', 'block-5', 'block.bin')), null).data;
    const b = parseLocal(readFileSync(fixturePath('tongo', 'block-6', 'block.bin')), null).data;
    await db.pool.query('TRUNCATE blocks, transactions, messages, transaction_bocs, traces');
    const partitionCache = {};
    const c = await db.pool.connect();
    try {
      await writeBlockSet(c, { blocks: [a], partitionCache });
      const span = BigInt((await c.query('SELECT lt_span FROM partitioning')).rows[0].lt_span);
      // an operator drops the range the next block's transactions fall in; the writer still believes it exists
      await c.query(`DROP TABLE transactions_lt_${(BigInt(b.transactions[0]!.lt) / span) * span}`);
      const r = await writeBlockSet(c, { blocks: [b], partitionCache });
      expect(r.inserted).toBe(b.transactions.length);
    } finally {
      c.release();
    }
  });

  it('a writer meeting another writing the same block waits on its row, then copies or checks as that one ended', async () => {
    const file = fixturePath('tongo', 'block-5', 'block.bin');
    for (const other of ['COMMIT', 'ROLLBACK'] as const) {
      const data = parseLocal(readFileSync(file), null).data;
      await db.pool.query('TRUNCATE blocks, transactions, messages, transaction_bocs, traces');
      const a = await db.pool.connect();
      const b = await db.pool.connect();
      try {
        // the other writer has inserted the block's row and not ended yet
        await a.query('BEGIN');
        await insertRows(a, blocksSpec, [data.block]);
        const pid = (await b.query('SELECT pg_backend_pid() AS pid')).rows[0].pid;
        const written = writeBlockSet(b, { blocks: [data] });
        for (let i = 0; i < 200; i++) {
          const w = await db.pool.query('SELECT wait_event_type FROM pg_stat_activity WHERE pid = $1', [pid]);
          if (w.rows[0]?.wait_event_type === 'Lock') break;
          await new Promise((r) => setTimeout(r, 25));
        }
        // committed: the block is there (without rows, as no writer leaves it), so its rows go through the check;
        // rolled back: the block is new here, and its rows are copied
        await a.query(other);
        expect((await written).inserted).toBe(data.transactions.length);
      } finally {
        a.release();
        b.release();
      }
      const n = await db.pool.query('SELECT count(*)::int AS n FROM transactions');
      expect(n.rows[0].n).toBe(data.transactions.length);
    }
  });
});
