/**
 * A jetton wallet's balance history (migration 0017, v3 D35): each get_wallet_data reading of a masterchain block
 * is kept on the wallet's last transaction of that block when the balance differs from the last one kept. The
 * comparison runs in the database, in the block's transaction, so a re-written block or a restart adds nothing twice.
 */
import type pg from 'pg';
import type { BlockData } from '../model/rows.ts';

type Row = Record<string, unknown>;

export async function writeJettonBalances(
  client: pg.ClientBase,
  wallets: Row[],
  blocks: BlockData[],
  mc: { seqno: number; utime: number },
): Promise<void> {
  if (!wallets.length) return;
  const txs = new Map<string, { hash: Buffer; now: number }>();
  for (const b of blocks) for (const t of b.transactions) txs.set(`${t.account}|${t.lt}`, t);
  const byAddress = new Map<string, Row>();
  for (const w of wallets) byAddress.set(String(w.address), w);
  const rows: Row[] = [...byAddress.values()].map((w) => {
    // no transaction of this set: a zero-state wallet's reading at the first block, the balance it starts from
    const tx = txs.get(`${w.address}|${w.last_transaction_lt}`);
    return { ...w, tx_hash: tx?.hash ?? null, tx_now: tx?.now ?? mc.utime };
  });
  const col = (k: string) => rows.map((r) => r[k] ?? null);
  await client.query(
    `INSERT INTO jetton_wallet_balances (address, tx_lt, tx_hash, tx_now, mc_seqno, balance, owner, jetton)
     SELECT u.address, u.tx_lt, u.tx_hash, u.tx_now, $5, u.balance, u.owner, u.jetton
     FROM unnest($1::text[], $2::int8[], $3::bytea[], $4::int8[], $6::numeric[], $7::text[], $8::text[])
       AS u(address, tx_lt, tx_hash, tx_now, balance, owner, jetton)
     WHERE u.balance IS DISTINCT FROM (SELECT b.balance FROM jetton_wallet_balances b
                                       WHERE b.address = u.address AND b.tx_lt < u.tx_lt
                                       ORDER BY b.tx_lt DESC LIMIT 1)
     ON CONFLICT (address, tx_lt) DO NOTHING`,
    [
      col('address'),
      col('last_transaction_lt'),
      col('tx_hash'),
      col('tx_now'),
      mc.seqno,
      col('balance'),
      col('owner'),
      col('jetton'),
    ],
  );
}
