/**
 * Rows for /accountStateAt and /balanceHistory (v3 D34), added to the seed's index: three more masterchain blocks
 * and the history of account H, whose states are held the ways the index holds them (on the transaction's row,
 * migration 0011; in account_states by hash; not at all, for a transaction that was not the account's last of
 * its masterchain block). Rows are the seed's own, copied with what differs, so they stay valid as its grow.
 */
import type pg from 'pg';

const h = (n: number) => Buffer.alloc(32, n);
const acct = (n: number) => `0:${n.toString(16).toUpperCase().padStart(2, '0').repeat(32)}`;

export const H = acct(0xb7); // created in masterchain block 101
export const Z = acct(0xb8); // a zero-state account: a state, no transaction
export const G = acct(0xb9); // its history starts before the index's
export const HTX = { first: h(201), middle: h(202), end102: h(203), same: h(204), last: h(205) };
export const CODE = h(240);
export const DATA = h(241);

async function insert(c: pg.ClientBase, table: string, row: Record<string, unknown>) {
  const keys = Object.keys(row);
  await c.query(
    `INSERT INTO ${table} (${keys.join(', ')}) VALUES (${keys.map((_, i) => `$${i + 1}`).join(', ')})`,
    Object.values(row),
  );
}

const carried = (balance: string) => ({
  state_after_balance: balance,
  state_after_account_status: 'active',
  state_after_code_hash: CODE,
  state_after_data_hash: DATA,
});

export async function seedHistory(pool: pg.Pool, templateTx: Buffer): Promise<void> {
  const c = await pool.connect();
  try {
    await c.query('BEGIN');
    const {
      rows: [mc],
    } = await c.query('SELECT * FROM blocks WHERE workchain = -1 ORDER BY seqno DESC LIMIT 1');
    for (const [seqno, utime] of [
      [102, 1700000400],
      [103, 1700000600],
      [104, 1700000800],
    ] as const) {
      await insert(c, 'blocks', {
        ...mc,
        seqno,
        mc_block_seqno: seqno,
        gen_utime: utime,
        root_hash: h(seqno),
        file_hash: h(seqno + 1),
        prev_blocks: JSON.stringify(mc.prev_blocks),
      });
    }
    const {
      rows: [t],
    } = await c.query('SELECT * FROM transactions WHERE hash = $1', [templateTx]);
    const tx = (hash: Buffer, lt: string, account: string, mc: number, now: number, extra: object) => ({
      ...t,
      hash,
      lt,
      account,
      mc_block_seqno: mc,
      now,
      prev_trans_lt: 1,
      trace_id: hash,
      account_state_hash_before: h(250),
      account_state_hash_after: hash,
      ...extra,
    });
    for (const row of [
      tx(HTX.first, '2000001', H, 101, 1700000150, {
        ...carried('3000000000'),
        prev_trans_lt: 0,
        orig_status: 'nonexist',
      }),
      tx(HTX.middle, '2000010', H, 102, 1700000300, {}), // not H's last of block 102: its state is not held
      tx(HTX.end102, '2000011', H, 102, 1700000300, carried('2500000000')),
      tx(HTX.same, '2000020', H, 103, 1700000500, {}), // held in account_states (a row written before 0011)
      tx(HTX.last, '2000030', H, 104, 1700000700, carried('4000000000')),
      tx(h(206), '2000040', G, 103, 1700000500, { ...carried('1000'), prev_trans_lt: 5 }),
    ])
      await insert(c, 'transactions', row);
    await insert(c, 'account_states', {
      hash: HTX.same,
      account: H,
      balance: '2500000000',
      account_status: 'active',
      code_hash: CODE,
      data_hash: h(242),
    });
    await insert(c, 'latest_account_states', {
      account: Z,
      hash: h(243),
      balance: '777',
      account_status: 'active',
      last_trans_lt: 0,
      code_hash: CODE,
    });
    await c.query('COMMIT');
  } catch (err) {
    await c.query('ROLLBACK');
    throw err;
  } finally {
    c.release();
  }
}
