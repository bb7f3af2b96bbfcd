/**
 * A transaction's states before and after it, where the rows carry the states after them (migration 0011): the
 * records are those of the states looked up in account_states, and only the hashes no row of the page carries are
 * looked up.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../../../indexer/db/fresh-database.ts';
import { ensureLtPartitions } from '../../../indexer/db/partitions.ts';
import { withClient, type Db } from '../../src/v3/queries/db.ts';
import { loadTransactions } from '../../src/v3/queries/transactions.ts';
import type { TransactionRow } from '../../src/v3/queries/rows.ts';
import { watchStatements } from '../helpers.ts';

const h = (n: number) => Buffer.alloc(32, n);
const ACCOUNT = `0:${'AB'.repeat(32)}`;
const LTS = ['2000001', '2000002', '2000003'];
/** States 10 → 11 → 12 → 13: transaction i goes from state 10 + i to 11 + i. */
const STATES = [10, 11, 12, 13].map((n) => ({
  hash: h(n),
  account: ACCOUNT,
  balance: String(n * 1000),
  balance_extra_currencies: n === 13 ? { '7': '5' } : null,
  account_status: n === 13 ? 'frozen' : 'active',
  frozen_hash: n === 13 ? h(40) : null,
  data_hash: n === 13 ? null : h(n + 50),
  code_hash: n === 13 ? null : h(60),
}));
/** The transactions carrying the state after them: the first and the last, not the middle one. */
const CARRYING = new Set([0, 2]);

let db: TestDatabase;
let d: Db;
/** The hashes each account_states lookup asked for since the last reset. */
let lookups: string[][] = [];

beforeAll(async () => {
  db = await freshDatabase();
  d = { pool: db.pool, timeoutMs: 10_000 };
  watchStatements(db.pool, 'FROM account_states', (values) =>
    lookups.push((values[0] as Buffer[]).map((x) => String(x[0])).sort()),
  );
  await ensureLtPartitions(db.pool as never, LTS);
  for (const s of STATES)
    await db.pool.query(
      `INSERT INTO account_states (hash, account, balance, balance_extra_currencies, account_status, frozen_hash, data_hash, code_hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        s.hash,
        s.account,
        s.balance,
        s.balance_extra_currencies,
        s.account_status,
        s.frozen_hash,
        s.data_hash,
        s.code_hash,
      ],
    );
  for (const [i, lt] of LTS.entries()) {
    const after = STATES[i + 1]!;
    const carried = CARRYING.has(i);
    await db.pool.query(
      `INSERT INTO transactions (hash, lt, account, block_workchain, block_shard, block_seqno, mc_block_seqno,
         prev_trans_hash, prev_trans_lt, now, orig_status, end_status, total_fees, account_state_hash_before,
         account_state_hash_after, descr, state_after_balance, state_after_balance_extra_currencies,
         state_after_account_status, state_after_frozen_hash, state_after_data_hash, state_after_code_hash)
       VALUES ($1, $2, $3, 0, -9223372036854775808, 7, 9, $4, $5, 1700000000, 'active', 'active', 1, $6, $7, 'ord',
         $8, $9, $10, $11, $12, $13)`,
      [
        h(i + 1),
        lt,
        ACCOUNT,
        h(i),
        i ? LTS[i - 1] : '0',
        STATES[i]!.hash,
        after.hash,
        carried ? after.balance : null,
        carried ? after.balance_extra_currencies : null,
        carried ? after.account_status : null,
        carried ? after.frozen_hash : null,
        carried ? after.data_hash : null,
        carried ? after.code_hash : null,
      ],
    );
  }
}, 120_000);

afterAll(async () => {
  await db?.stop();
});

const page = () =>
  withClient(d, async (c) => {
    const { rows } = await c.query<TransactionRow>(`SELECT * FROM transactions ORDER BY lt DESC`);
    return loadTransactions(c, rows);
  });

const record = (n: number) => {
  const s = STATES[n - 10]!;
  const b64 = (x: Buffer | null) => x?.toString('base64') ?? null;
  return {
    hash: b64(s.hash),
    balance: s.balance,
    extra_currencies: s.balance_extra_currencies,
    account_status: s.account_status,
    frozen_hash: b64(s.frozen_hash),
    data_hash: b64(s.data_hash),
    code_hash: b64(s.code_hash),
  };
};

describe('states carried on transaction rows', () => {
  it('give the records account_states gives, and only the hashes no row carries are looked up', async () => {
    lookups = [];
    const txs = await page();
    expect(txs.map((t) => [t.account_state_before, t.account_state_after])).toEqual([
      [record(12), record(13)],
      [record(11), record(12)],
      [record(10), record(11)],
    ]);
    // 11 and 13 ride on the rows of the transactions that ended in them; 10 and 12 are looked up
    expect(lookups).toEqual([['10', '12']]);
  });

  it('are read as before from rows that carry none', async () => {
    const carried = await page();
    await db.pool.query(`UPDATE transactions SET state_after_account_status = NULL, state_after_balance = NULL`);
    lookups = [];
    expect(await page()).toEqual(carried);
    expect(lookups).toEqual([['10', '11', '12', '13']]);
  });
});
