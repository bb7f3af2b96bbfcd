/**
 * Pending data for a submitted external message: its whole trace emulated (trace-emulator.ts) on the current
 * account states and config at the latest masterchain block, written to the pending_* tables with its actions.
 * The rows stay until the real trace is indexed (removeConfirmedPending), or are replaced when the same message
 * is emulated again.
 */
import type pg from 'pg';
import type { LitePool } from '../../liteapi/pool.ts';
import { classifyTrace } from '../actions/classify.ts';
import { insertActions, loadTraces } from '../actions/store.ts';
import { contentsSpec, insertRows, messagesSpec, transactionsSpec } from '../model/tables.ts';
import { deletePending } from './cleanup.ts';
import { addNews } from '../db/news.ts';
import { type Emulation, emulateTrace } from './trace-emulator.ts';

export { EmulationError } from './trace-emulator.ts';

export interface PendingResult {
  traceId: string;
  externalHash: string;
  transactions: number;
  complete: boolean;
}

export async function emulatePending(lite: LitePool, db: pg.Pool, bocBase64: string): Promise<PendingResult> {
  return store(db, await emulateTrace(lite, bocBase64));
}

const pendingSpec = <T>(spec: T & { table: string }, table: string) => ({
  ...spec,
  table,
  conflict: 'ON CONFLICT DO NOTHING',
});

async function store(db: pg.Pool, emu: Emulation): Promise<PendingResult> {
  const result = {
    traceId: emu.transactions[0]!.hash.toString('base64'),
    externalHash: emu.externalHash.toString('base64'),
    transactions: emu.transactions.length,
    complete: emu.complete,
  };
  const client = await db.connect();
  try {
    await client.query('BEGIN');
    const done = await client.query(
      `SELECT 1 FROM traces WHERE (external_hash = $1 OR external_hash_norm = $1) AND state = 'complete'`,
      [emu.externalHash],
    );
    if (done.rowCount) {
      // The real trace is already indexed: nothing is pending any more.
      await client.query('COMMIT');
      return result;
    }
    const traceId = await writeEmulation(client, emu);
    // Streaming subscribers on every API replica hear of it once committed.
    await addNews(client, `pending:${traceId.toString('hex')}`);
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
  return result;
}

/**
 * Writes an emulated trace to the pending tables with its classified actions, in the caller's database
 * transaction, replacing an earlier emulation of the same message; answers its trace id (the root transaction's
 * hash). The emulation API writes through here too and rolls back once it has read the trace as v3 shows it.
 */
export async function writeEmulation(client: pg.ClientBase, emu: Emulation): Promise<Buffer> {
  const txs = emu.transactions;
  const msgs = emu.messages;
  const externalHash = emu.externalHash;
  const complete = emu.complete;
  const root = txs[0]!;
  const traceId = root.hash;
  for (const t of txs) t.trace_id = traceId;
  for (const m of msgs) m.trace_id = traceId;
  const lts = txs.map((t) => BigInt(t.lt));
  const last = txs.reduce((a, b) => (BigInt(b.lt) > BigInt(a.lt) ? b : a));
  const edges = msgs.filter((m) => m.direction === 'out').length + 1;
  const pendingEdges = msgs.filter((m) => m.direction === 'out' && m.destination !== null).length - (txs.length - 1);
  const norm = msgs.find((m) => m.direction === 'in' && m.source === null)?.msg_hash_norm ?? null;
  // The same message emulated again replaces its earlier emulation.
  const old = await client.query<{ trace_id: Buffer }>(
    'SELECT trace_id FROM pending_traces WHERE external_hash = $1 OR trace_id = $2',
    [externalHash, traceId],
  );
  if (old.rows.length)
    await deletePending(
      client,
      old.rows.map((r) => r.trace_id),
    );
  await insertRows(client, pendingSpec(transactionsSpec, 'pending_transactions'), txs);
  await client.query('UPDATE pending_transactions SET trace_external_hash = $1 WHERE trace_id = $2', [
    externalHash,
    traceId,
  ]);
  await insertRows(client, pendingSpec(messagesSpec, 'pending_messages'), msgs);
  await insertRows(client, contentsSpec, emu.contents);
  await client.query(
    `INSERT INTO pending_traces (trace_id, external_hash, external_hash_norm, start_lt, start_utime, end_lt, end_utime, state, pending_edges_, edges_, nodes_, classification_state)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'ok')`,
    [
      traceId,
      externalHash,
      norm,
      lts.reduce((a, b) => (b < a ? b : a)).toString(),
      root.now,
      last.lt,
      last.now,
      complete ? 'complete' : 'pending',
      Math.max(0, pendingEdges),
      edges,
      txs.length,
    ],
  );
  const [trace] = await loadTraces(client, [traceId], {
    traces: 'pending_traces',
    transactions: 'pending_transactions',
    messages: 'pending_messages',
  });
  if (trace)
    await insertActions(
      client,
      'pending_actions',
      null,
      classifyTrace(trace.input).map((a) => ({ a, t: trace })),
    );
  return traceId;
}
