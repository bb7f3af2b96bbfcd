/**
 * mc_block_seqno for imported shard blocks: a masterchain block commits its shard tops and every predecessor
 * not committed by an earlier masterchain block. Run after an import so the file order does not matter.
 */
import type pg from 'pg';

const WALK = `
WITH RECURSIVE walk(workchain, shard, seqno) AS (
  SELECT s.workchain, s.shard, s.seqno FROM shard_state s
    JOIN blocks b ON (b.workchain, b.shard, b.seqno) = (s.workchain, s.shard, s.seqno)
   WHERE s.mc_seqno = $1 AND b.mc_block_seqno IS NULL
  UNION
  SELECT (p->>'workchain')::int, (p->>'shard')::bigint, (p->>'seqno')::int
    FROM walk w JOIN blocks b ON (b.workchain, b.shard, b.seqno) = (w.workchain, w.shard, w.seqno),
         jsonb_array_elements(b.prev_blocks) p
   WHERE NOT EXISTS (SELECT 1 FROM shard_state e WHERE e.mc_seqno < $1
                      AND (e.workchain, e.shard, e.seqno) = ((p->>'workchain')::int, (p->>'shard')::bigint, (p->>'seqno')::int))
)
UPDATE blocks b SET mc_block_seqno = $1, mc_block_workchain = -1, mc_block_shard = -9223372036854775808
  FROM walk w WHERE (b.workchain, b.shard, b.seqno) = (w.workchain, w.shard, w.seqno) AND b.mc_block_seqno IS NULL
RETURNING b.workchain, b.shard, b.seqno`;

/** Links every stored shard block that a stored masterchain block commits; returns how many blocks got their seqno. */
export async function linkShardBlocks(client: pg.ClientBase): Promise<number> {
  const mcs = await client.query<{ mc_seqno: number }>(
    `SELECT DISTINCT s.mc_seqno FROM shard_state s JOIN blocks b ON (b.workchain, b.shard, b.seqno) = (s.workchain, s.shard, s.seqno)
      WHERE b.mc_block_seqno IS NULL ORDER BY 1`,
  );
  let linked = 0;
  for (const { mc_seqno } of mcs.rows) {
    await client.query('BEGIN');
    try {
      const r = await client.query<{ workchain: number; shard: string; seqno: number }>(WALK, [mc_seqno]);
      if (r.rows.length) {
        const cols = [r.rows.map((x) => x.workchain), r.rows.map((x) => x.shard), r.rows.map((x) => x.seqno)];
        const sel = `SELECT * FROM unnest($2::int4[], $3::int8[], $4::int4[]) AS k(w, s, q)`;
        await client.query(
          `UPDATE transactions t SET mc_block_seqno = $1 FROM (${sel}) k
          WHERE t.mc_block_seqno IS NULL AND (t.block_workchain, t.block_shard, t.block_seqno) = (k.w, k.s, k.q)`,
          [mc_seqno, ...cols],
        );
        await client.query(
          `UPDATE messages m SET mc_seqno = $1 FROM transactions t, (${sel}) k
          WHERE m.mc_seqno IS NULL AND m.tx_hash = t.hash AND m.tx_lt = t.lt AND (t.block_workchain, t.block_shard, t.block_seqno) = (k.w, k.s, k.q)`,
          [mc_seqno, ...cols],
        );
        await client.query(
          `UPDATE traces tr SET mc_seqno_start = least(coalesce(tr.mc_seqno_start, $1), $1), mc_seqno_end = greatest(coalesce(tr.mc_seqno_end, $1), $1)
          FROM transactions t, (${sel}) k WHERE tr.trace_id = t.trace_id AND (t.block_workchain, t.block_shard, t.block_seqno) = (k.w, k.s, k.q)`,
          [mc_seqno, ...cols],
        );
      }
      await client.query('COMMIT');
      linked += r.rows.length;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => {});
      throw err;
    }
  }
  return linked;
}
