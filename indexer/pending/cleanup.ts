/** Emulated rows give way to the real trace: once a trace with the same external message is complete, they go. */
import type pg from 'pg';
import { addNews } from '../db/news.ts';

export async function removeConfirmedPending(client: pg.ClientBase, completeTraceIds: Buffer[]): Promise<number> {
  const r = await client.query<{ trace_id: Buffer }>({
    name: 'confirmed_pending',
    text: `SELECT p.trace_id FROM pending_traces p JOIN traces t ON t.trace_id = ANY($1)
      WHERE t.external_hash IS NOT NULL AND (p.external_hash = t.external_hash OR p.external_hash_norm = t.external_hash
         OR p.external_hash = t.external_hash_norm OR p.external_hash_norm = t.external_hash_norm)`,
    values: [completeTraceIds],
  });
  if (!r.rows.length) return 0;
  return deletePending(
    client,
    r.rows.map((x) => x.trace_id),
  );
}

export async function deletePending(client: pg.ClientBase, ids: Buffer[]): Promise<number> {
  await client.query('DELETE FROM pending_actions WHERE trace_id = ANY($1)', [ids]);
  await client.query('DELETE FROM pending_messages WHERE trace_id = ANY($1)', [ids]);
  await client.query('DELETE FROM pending_transactions WHERE trace_id = ANY($1)', [ids]);
  return (await client.query('DELETE FROM pending_traces WHERE trace_id = ANY($1)', [ids])).rowCount ?? 0;
}

/** Emulations whose message never made it into a block (expired, refused by the network) go after `maxAgeSeconds`. */
export async function expirePending(client: pg.ClientBase, maxAgeSeconds = 600): Promise<number> {
  const r = await client.query<{ trace_id: Buffer; norm: Buffer | null }>(
    `SELECT trace_id, coalesce(external_hash_norm, external_hash) AS norm FROM pending_traces WHERE emulated_at < now() - make_interval(secs => $1)`,
    [maxAgeSeconds],
  );
  // Streaming subscribers that saw these as pending learn they are void (delivered on COMMIT).
  for (const x of r.rows) if (x.norm) await addNews(client, { kind: 'invalidated', norm: x.norm.toString('hex') });
  return r.rows.length
    ? deletePending(
        client,
        r.rows.map((x) => x.trace_id),
      )
    : 0;
}
