/**
 * Small bodies on their messages' rows (migration 0012): a page's messages take them from there, look up only the
 * other contents, and give the same records as when every body is looked up by hash.
 */
import { beginCell, type Cell } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../../../indexer/db/fresh-database.ts';
import { ensureLtPartitions } from '../../../indexer/db/partitions.ts';
import { contentsSpec } from '../../../indexer/model/tables.ts';
import { withClient, type Db } from '../../src/v3/queries/db.ts';
import { loadTransactions } from '../../src/v3/queries/transactions.ts';
import type { TransactionRow } from '../../src/v3/queries/rows.ts';
import { watchStatements } from '../helpers.ts';

const h = (n: number) => Buffer.alloc(32, n);
const ACCOUNT = `0:${'CD'.repeat(32)}`;
const comment = (text: string) => beginCell().storeUint(0, 32).storeStringTail(text).endCell();
/** The MessageContent fields a cell's record must have: its hash and BOC in base64. */
const contentOf = (cell: Cell) => ({ hash: cell.hash().toString('base64'), body: cell.toBoc().toString('base64') });
/** Per transaction: an inbound external message with a small body, and an outbound one with a large body. */
const TXS = [
  { lt: '3000001', small: comment('on the row'), large: comment('L'.repeat(400)), onRow: true },
  { lt: '3000002', small: comment('looked up'), large: comment('M'.repeat(400)), onRow: false },
];

let db: TestDatabase;
let d: Db;
/** The content hashes each contents lookup asked for since the last reset (base64, sorted). */
let lookups: string[][] = [];

beforeAll(async () => {
  db = await freshDatabase();
  d = { pool: db.pool, timeoutMs: 10_000 };
  watchStatements(db.pool, 'FROM message_bodies', (values) =>
    lookups.push((values[0] as Buffer[]).map((x) => x.toString('base64')).sort()),
  );
  await ensureLtPartitions(
    db.pool as never,
    TXS.map((t) => t.lt),
  );
  for (const [i, t] of TXS.entries()) {
    await db.pool.query(
      `INSERT INTO transactions (hash, lt, account, block_workchain, block_shard, block_seqno, mc_block_seqno,
         prev_trans_hash, prev_trans_lt, now, orig_status, end_status, total_fees, account_state_hash_before,
         account_state_hash_after, descr)
       VALUES ($1, $2, $3, 0, -9223372036854775808, 7, 9, $4, 0, 1700000000, 'active', 'active', 1, $4, $4, 'ord')`,
      [h(i + 1), t.lt, ACCOUNT, h(90)],
    );
    const bodies = [t.small, t.large].map((c) => ({ hash: c.hash(), boc: c.toBoc() }));
    await db.pool.query(contentsSpec.statement!, [
      bodies.map((b) => b.hash),
      bodies.map(() => t.lt),
      bodies.map((b) => b.boc),
    ]);
    await db.pool.query(
      `INSERT INTO messages (tx_hash, tx_lt, msg_hash, direction, source, destination, created_lt, body_hash, body_boc)
       VALUES ($1, $2, $3, 'in', NULL, $4, NULL, $5, $6), ($1, $2, $7, 'out', $4, NULL, $2 + 1, $8, NULL)`,
      [
        h(i + 1),
        t.lt,
        h(i + 20),
        ACCOUNT,
        bodies[0]!.hash,
        t.onRow ? bodies[0]!.boc : null,
        h(i + 40),
        bodies[1]!.hash,
      ],
    );
  }
}, 120_000);

afterAll(async () => {
  await db?.stop();
});

const page = (lt: string) =>
  withClient(d, async (c) => {
    const { rows } = await c.query<TransactionRow>(`SELECT * FROM transactions WHERE lt = $1`, [lt]);
    return loadTransactions(c, rows);
  });

describe('small bodies on message rows', () => {
  it('are taken from the row; only the other contents are looked up', async () => {
    const t = TXS[0]!;
    lookups = [];
    const [tx] = await page(t.lt);
    expect(tx!.in_msg!.message_content).toMatchObject({
      ...contentOf(t.small),
      decoded: { type: 'text_comment', comment: 'on the row' },
    });
    expect(tx!.out_msgs[0]!.message_content).toMatchObject(contentOf(t.large));
    expect(lookups).toEqual([[contentOf(t.large).hash]]);
  });

  it('are looked up as before from rows that carry none, to the same records', async () => {
    const t = TXS[1]!;
    lookups = [];
    const [tx] = await page(t.lt);
    expect(tx!.in_msg!.message_content).toMatchObject({
      ...contentOf(t.small),
      decoded: { type: 'text_comment', comment: 'looked up' },
    });
    expect(lookups).toEqual([[contentOf(t.small).hash, contentOf(t.large).hash].sort()]);
  });
});
