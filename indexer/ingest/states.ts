/** latest_account_states: one row per account, replaced only by a state with a later last transaction. */
import { Address } from '@ton/core';
import type pg from 'pg';
import type { AccountSnapshot } from './chain.ts';
/** The last transaction of the account (for a zerostate account: lt 0 and its recorded hash). */
export interface LastTx {
  now: number;
  hash: Buffer;
  lt: string;
  account_state_hash_after?: Buffer;
}

export function latestStatesWriter() {
  const rows: unknown[][] = [];
  return {
    add(account: string, s: AccountSnapshot, tx: LastTx) {
      const a = Address.parse(account);
      rows.push([
        account,
        a.toString({ bounceable: s.status === 'active', urlSafe: true }),
        s.hash ?? tx.account_state_hash_after ?? Buffer.alloc(32),
        s.balance.toString(),
        s.status,
        tx.now,
        tx.hash,
        tx.lt,
        s.frozenHash,
        s.data?.hash() ?? null,
        s.code?.hash() ?? null,
        s.data?.toBoc() ?? null,
        s.code?.toBoc() ?? null,
        s.balanceExtra,
      ]);
    },
    async write(client: pg.ClientBase) {
      if (!rows.length) return;
      const cols = (i: number) => rows.map((r) => r[i]);
      await client.query({
        name: 'upsert_latest_states',
        text: `INSERT INTO latest_account_states (account, account_friendly, hash, balance, account_status, timestamp, last_trans_hash, last_trans_lt, frozen_hash, data_hash, code_hash, data_boc, code_boc, balance_extra_currencies)
          SELECT * FROM unnest($1::text[], $2::text[], $3::bytea[], $4::numeric[], $5::text[], $6::int8[], $7::bytea[], $8::int8[], $9::bytea[], $10::bytea[], $11::bytea[], $12::bytea[], $13::bytea[], $14::jsonb[])
          ON CONFLICT (account) DO UPDATE SET account_friendly = EXCLUDED.account_friendly, hash = EXCLUDED.hash, balance = EXCLUDED.balance,
            account_status = EXCLUDED.account_status, timestamp = EXCLUDED.timestamp, last_trans_hash = EXCLUDED.last_trans_hash,
            last_trans_lt = EXCLUDED.last_trans_lt, frozen_hash = EXCLUDED.frozen_hash, data_hash = EXCLUDED.data_hash,
            code_hash = EXCLUDED.code_hash, data_boc = EXCLUDED.data_boc, code_boc = EXCLUDED.code_boc, balance_extra_currencies = EXCLUDED.balance_extra_currencies
          WHERE latest_account_states.last_trans_lt IS NULL OR latest_account_states.last_trans_lt < EXCLUDED.last_trans_lt`,
        values: Array.from({ length: 14 }, (_, i) => cols(i)),
      });
    },
  };
}
