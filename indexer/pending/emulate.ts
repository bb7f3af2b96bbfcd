/**
 * Pending data for a submitted external message: its whole trace emulated (trace-emulator.ts) on the current
 * account states and config at the latest masterchain block, written to the pending_* tables with its actions.
 * The rows stay until the real trace is indexed (removeConfirmedPending), or are replaced when the same message
 * is emulated again.
 */
import type pg from 'pg';
import type { LitePool } from '../../liteapi/pool.ts';
import { classifyTrace } from '../actions/classify.ts';
import type { Action } from '../actions/model.ts';
import { insertActions, type LoadedTrace, loadTraces, storedAction } from '../actions/store.ts';
import type { ContentRow, MessageRow, TransactionRow } from '../model/rows.ts';
import { asStored } from '../model/stored.ts';
import { contentsSpec, insertRows, messagesSpec, type TableSpec, transactionsSpec } from '../model/tables.ts';
import type { TraceRow } from '../traces/assemble.ts';
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
/** pending_transactions: a transaction's columns and the external message of the trace it is in */
const pendingTransactionsSpec: TableSpec<TransactionRow & { trace_external_hash: Buffer }> = {
  ...pendingSpec(transactionsSpec, 'pending_transactions'),
  columns: [...transactionsSpec.columns, ['trace_external_hash', 'bytea']],
};

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
    await addNews(client, { kind: 'pending', traceId: traceId.toString('hex') });
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
  return result;
}

/** An emulation's rows as the pending tables hold them, with its classified actions. */
interface PendingRows {
  traceId: Buffer;
  trace: TraceRow & { classification_state: 'ok' };
  transactions: TransactionRow[];
  messages: MessageRow[];
  contents: ContentRow[];
  actions: Array<{ a: Action; t: LoadedTrace }>;
}

/**
 * The rows an emulation makes: its transactions and messages under the trace id (the root transaction's hash), the
 * trace's own row, and its actions from the indexer's classifier, which reads the rows from here, not back from a
 * table (only the interfaces known for the trace's accounts are read through `client`).
 */
async function pendingRows(client: pg.ClientBase, emu: Emulation): Promise<PendingRows> {
  const txs = emu.transactions;
  const msgs = emu.messages;
  const root = txs[0]!;
  const traceId = root.hash;
  for (const t of txs) t.trace_id = traceId;
  for (const m of msgs) m.trace_id = traceId;
  const lts = txs.map((t) => BigInt(t.lt));
  const last = txs.reduce((a, b) => (BigInt(b.lt) > BigInt(a.lt) ? b : a));
  const pendingEdges = msgs.filter((m) => m.direction === 'out' && m.destination !== null).length - (txs.length - 1);
  const trace = {
    trace_id: traceId,
    external_hash: emu.externalHash,
    external_hash_norm: msgs.find((m) => m.direction === 'in' && m.source === null)?.msg_hash_norm ?? null,
    mc_seqno_start: null,
    mc_seqno_end: null,
    start_lt: lts.reduce((a, b) => (b < a ? b : a)),
    start_utime: root.now,
    end_lt: BigInt(last.lt),
    end_utime: last.now,
    state: emu.complete ? ('complete' as const) : ('pending' as const),
    pending_edges_: Math.max(0, pendingEdges),
    edges_: msgs.filter((m) => m.direction === 'out').length + 1,
    nodes_: txs.length,
    classification_state: 'ok' as const,
  };
  const batch = { traces: [trace], transactions: txs, messages: msgs, contents: emu.contents };
  const [loaded] = await loadTraces(client, [traceId], undefined, batch);
  const actions = loaded ? classifyTrace(loaded.input).map((a) => ({ a, t: loaded })) : [];
  return { traceId, trace, transactions: txs, messages: msgs, contents: emu.contents, actions };
}

/**
 * Writes an emulated trace to the pending tables with its classified actions, in the caller's database
 * transaction, replacing an earlier emulation of the same message; answers its trace id (the root transaction's
 * hash).
 */
export async function writeEmulation(client: pg.ClientBase, emu: Emulation): Promise<Buffer> {
  const rows = await pendingRows(client, emu);
  const { traceId, trace } = rows;
  // The same message emulated again replaces its earlier emulation.
  const old = await client.query<{ trace_id: Buffer }>(
    'SELECT trace_id FROM pending_traces WHERE external_hash = $1 OR trace_id = $2',
    [emu.externalHash, traceId],
  );
  if (old.rows.length)
    await deletePending(
      client,
      old.rows.map((r) => r.trace_id),
    );
  await insertRows(
    client,
    pendingTransactionsSpec,
    rows.transactions.map((t) => ({ ...t, trace_external_hash: emu.externalHash })),
  );
  await insertRows(client, pendingSpec(messagesSpec, 'pending_messages'), rows.messages);
  await insertRows(client, contentsSpec, rows.contents);
  await client.query(
    `INSERT INTO pending_traces (trace_id, external_hash, external_hash_norm, start_lt, start_utime, end_lt, end_utime, state, pending_edges_, edges_, nodes_, classification_state)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      traceId,
      trace.external_hash,
      trace.external_hash_norm,
      trace.start_lt.toString(),
      trace.start_utime,
      trace.end_lt.toString(),
      trace.end_utime,
      trace.state,
      trace.pending_edges_,
      trace.edges_,
      trace.nodes_,
      trace.classification_state,
    ],
  );
  await insertActions(client, 'pending_actions', null, rows.actions);
  return traceId;
}

/**
 * The rows `writeEmulation` would write, as PostgreSQL would give them back from the pending tables (model/stored.ts),
 * without writing them: what the emulation API shows of an emulation it does not keep. Contents are answered by
 * hash (hex), for the messages whose body is not on their row.
 */
export async function emulationRows(client: pg.ClientBase, emu: Emulation) {
  const rows = await pendingRows(client, emu);
  const t = rows.trace;
  return {
    trace: {
      ...t,
      start_lt: t.start_lt.toString(),
      start_utime: String(t.start_utime),
      end_lt: t.end_lt.toString(),
      end_utime: String(t.end_utime),
      pending_edges_: String(t.pending_edges_),
      edges_: String(t.edges_),
      nodes_: String(t.nodes_),
    },
    transactions: rows.transactions.map((x) => ({
      ...asStored(transactionsSpec, x),
      finality: 'pending' as const,
      trace_external_hash: emu.externalHash,
    })),
    messages: rows.messages.map((m) => asStored(messagesSpec, m)),
    contents: new Map(rows.contents.map((c) => [c.hash.toString('hex'), c.body])),
    actions: rows.actions.map(({ a, t }) => storedAction(a, t)),
  };
}
