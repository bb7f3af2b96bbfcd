/**
 * Traces cut by a range boundary. Assembly (traces/assemble.ts) joins a transaction to the trace of the message that
 * started it when that message is already stored; ranges written in parallel break that order, and a transaction
 * whose parent sits in a range written later starts a broken trace of its own (its id is its own hash). Once
 * every range is in, each such trace is folded into its parent's, with the counts written in order would have
 * given: its nodes and edges added (the edge between them counted once), the parent's edge to it no longer
 * pending. A parent that becomes complete is classified then, as the writer would have.
 */
import type pg from 'pg';
import { classifyTraces } from '../actions/store.ts';
import { removeConfirmedPending } from '../pending/cleanup.ts';

/** Any constant shared by indexer processes: two hosts finishing a job at once stitch one after the other. */
const STITCH_LOCK = 0x7374_6368;

/**
 * Broken traces whose root's in-message was sent by a stored transaction with a trace, latest root first: a chain
 * cut by several boundaries folds from its end, so each parent named here still exists when its turn comes.
 */
/** Tables whose rows carry the trace they belong to. */
const TRACED = ['transactions', 'messages', 'jetton_transfers', 'jetton_burns', 'nft_transfers'];

const CUT = `
SELECT b.trace_id AS child, o.trace_id AS parent
  FROM traces b
  JOIN messages i ON i.trace_id = b.trace_id AND i.tx_hash = b.trace_id AND i.direction = 'in'
  JOIN messages o ON o.msg_hash = i.msg_hash AND o.direction = 'out' AND o.trace_id IS NOT NULL AND o.trace_id <> b.trace_id
 WHERE b.state = 'broken' AND b.classification_state = 'unclassified'
 ORDER BY b.start_lt DESC`;

const FOLD = `
UPDATE traces p SET
  nodes_ = p.nodes_ + c.nodes_,
  edges_ = p.edges_ + c.edges_ - 1,
  pending_edges_ = p.pending_edges_ - 1 + c.pending_edges_,
  end_utime = CASE WHEN c.end_lt > p.end_lt THEN c.end_utime ELSE p.end_utime END,
  end_lt = greatest(p.end_lt, c.end_lt),
  mc_seqno_start = least(p.mc_seqno_start, c.mc_seqno_start),
  mc_seqno_end = greatest(p.mc_seqno_end, c.mc_seqno_end),
  state = CASE WHEN p.state = 'broken' THEN 'broken'
               WHEN p.pending_edges_ - 1 + c.pending_edges_ <= 0 THEN 'complete' ELSE 'pending' END
  FROM traces c
 WHERE p.trace_id = $1 AND c.trace_id = $2
RETURNING p.state`;

/** Folds every cut trace into its parent; returns how many were folded. Run when no range is being written. */
export async function stitchTraces(client: pg.ClientBase): Promise<number> {
  await client.query('BEGIN');
  try {
    await client.query('SELECT pg_advisory_xact_lock($1)', [STITCH_LOCK]);
    const cuts = await client.query<{ child: Buffer; parent: Buffer }>(CUT);
    const into = new Map<string, string>();
    const completed: Buffer[] = [];
    for (const { child, parent } of cuts.rows) {
      const folded = await client.query<{ state: string }>(FOLD, [parent, child]);
      if (!folded.rowCount) continue;
      await client.query('DELETE FROM traces WHERE trace_id = $1', [child]);
      into.set(child.toString('hex'), parent.toString('hex'));
      if (folded.rows[0]!.state === 'complete') completed.push(parent);
    }
    if (into.size) {
      // a trace cut twice folds into one that is folded in turn: its rows go to the last
      const last = (h: string): string => (into.has(h) ? last(into.get(h)!) : h);
      const from = [...into.keys()].map((h) => Buffer.from(h, 'hex'));
      const to = [...into.keys()].map((h) => Buffer.from(last(h), 'hex'));
      for (const table of TRACED)
        await client.query(
          `UPDATE ${table} t SET trace_id = m.parent FROM unnest($1::bytea[], $2::bytea[]) AS m(child, parent) WHERE t.trace_id = m.child`,
          [from, to],
        );
    }
    if (completed.length) {
      await classifyTraces(client, completed);
      await removeConfirmedPending(client, completed);
    }
    await client.query('COMMIT');
    return cuts.rowCount ?? 0;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  }
}
