import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixturePath, fixturesSkipReason, haveFixtures } from '../../tools/fixtures.ts';
import { freshDatabase, type TestDatabase } from '../db/fresh-database.ts';
import { importFiles } from '../pipeline/import.ts';
import { parseLocal } from '../ingest/parse-local.ts';
import { forWriter } from '../ingest/wire.ts';
import {
  columnLiterals,
  concatLiterals,
  insertRows,
  messagesSpec,
  TRANSACTION_COLUMNS_FILLED_LATER,
  transactionsSpec,
} from '../model/tables.ts';
import { ensureLtPartitions } from '../db/partitions.ts';

const title = haveFixtures
  ? 'column literals made ahead of the write'
  : `column literals made ahead of the write (skipped: ${fixturesSkipReason})`;

describe.skipIf(!haveFixtures)(title, () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await freshDatabase();
  });
  afterAll(async () => {
    await db?.stop();
  });

  it('store exactly the rows that encoding them at write time stores, across two blocks joined', async () => {
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
    const dump = async () =>
      JSON.stringify([
        (await db.pool.query('SELECT * FROM transactions ORDER BY hash')).rows,
        (await db.pool.query('SELECT * FROM messages ORDER BY tx_hash, msg_hash, direction')).rows,
      ]);
    // rows written by hand, not through the writer: their lt range partitions first, as the writer does (0009)
    await ensureLtPartitions(
      db.pool as never,
      txs.map((t) => t.lt),
    );
    await insertRows(db.pool as never, transactionsSpec, txs);
    await insertRows(db.pool as never, messagesSpec, msgs);
    const plain = await dump();
    await db.pool.query('TRUNCATE transactions, messages');
    const lt = concatLiterals([
      columnLiterals(transactionsSpec, a.transactions, TRANSACTION_COLUMNS_FILLED_LATER),
      columnLiterals(transactionsSpec, b.transactions, TRANSACTION_COLUMNS_FILLED_LATER),
    ]);
    const lm = concatLiterals([
      columnLiterals(messagesSpec, a.messages, ['trace_id']),
      columnLiterals(messagesSpec, b.messages, ['trace_id']),
    ]);
    expect(await insertRows(db.pool as never, transactionsSpec, txs, lt)).toBe(txs.length);
    expect(await insertRows(db.pool as never, messagesSpec, msgs, lm)).toBe(msgs.length);
    expect(await dump()).toBe(plain);
    expect(txs.length).toBeGreaterThan(10);
    const carried = await db.pool.query(
      'SELECT count(*)::int AS n FROM transactions WHERE state_after_balance IS NOT NULL',
    );
    expect(carried.rows[0].n).toBe(txs.filter((_, i) => i % 3).length);
  });

  it('an import through a parse worker (literals and slim rows) stores what parsing on the writing thread stores', async () => {
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

  it('store every row of a set larger than one statement of rows, from slim rows', async () => {
    const block = parseLocal(readFileSync(fixturePath('tongo', 'block-5', 'block.bin')), null).data;
    // copies of the block's messages, each with its own hashes, until the set passes 4,000 rows
    const copies = Math.ceil(4100 / block.messages.length);
    const msgs = Array.from({ length: copies }, (_, k) =>
      block.messages.map((m) => ({
        ...m,
        msg_hash: Buffer.concat([m.msg_hash.subarray(0, 30), Buffer.from([k >> 8, k & 255])]),
      })),
    ).flat();
    expect(msgs.length).toBeGreaterThan(4000);
    const dump = async () => (await db.pool.query('SELECT * FROM messages ORDER BY tx_hash, msg_hash, direction')).rows;
    await ensureLtPartitions(
      db.pool as never,
      block.transactions.map((t) => t.lt),
    );
    await db.pool.query('TRUNCATE messages');
    await insertRows(db.pool as never, messagesSpec, msgs);
    const plain = await dump();
    await db.pool.query('TRUNCATE messages');
    const literals = columnLiterals(messagesSpec, msgs, ['trace_id']);
    const slim = forWriter({ ...block, messages: msgs }).messages;
    expect(await insertRows(db.pool as never, messagesSpec, slim, literals)).toBe(msgs.length);
    expect(await dump()).toEqual(plain);
  });

  it('joins empty sets without stray separators', () => {
    expect(concatLiterals([{ x: '{}' }, { x: '{1,2}' }, { x: '{}' }, { x: '{3}' }])).toEqual({ x: '{1,2,3}' });
  });
});
