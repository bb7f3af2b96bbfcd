/**
 * Trace assembly: each transaction joins the trace of the out-message that started it; a transaction whose
 * in-message came from nowhere we know (external, system, tick-tock, or a parent never indexed) starts one.
 * Pending edges live in the database (the out-message rows), so assembly resumes across blocks and restarts.
 */
import type pg from 'pg';
import type { MessageRow, TransactionRow } from '../model/rows.ts';

export interface TraceRow {
  trace_id: Buffer;
  external_hash: Buffer | null;
  external_hash_norm: Buffer | null;
  mc_seqno_start: number | null;
  mc_seqno_end: number | null;
  start_lt: bigint;
  start_utime: number;
  end_lt: bigint;
  end_utime: number;
  state: 'complete' | 'pending' | 'broken';
  pending_edges_: number;
  edges_: number;
  nodes_: number;
}

export interface TraceResult {
  complete: number;
  pending: number;
  /** Traces that became complete in this batch (ready to classify). */
  touched: Buffer[];
  /** Of `touched`, those started in this batch: every transaction of theirs is in the batch's rows. */
  whole?: TraceRow[];
}

const SYSTEM = '-1:' + '0'.repeat(64);
const hex = (b: Buffer) => b.toString('hex');

/** Sets trace_id on the given new rows and upserts the traces they belong to. Rows already stored are left alone. */
export async function assembleTraces(
  client: pg.ClientBase,
  txs: TransactionRow[],
  msgs: MessageRow[],
): Promise<TraceResult> {
  if (txs.length === 0) return { complete: 0, pending: 0, touched: [] };
  const existing = await client.query<{ hash: Buffer }>({
    name: 'assemble_known_txs',
    text: 'SELECT hash FROM transactions WHERE hash = ANY($1::bytea[])',
    values: [txs.map((t) => t.hash)],
  });
  const known = new Set(existing.rows.map((r) => hex(r.hash)));
  const fresh = txs
    .filter((t) => !known.has(hex(t.hash)))
    .sort((a, b) => cmpBig(a.lt, b.lt) || a.account.localeCompare(b.account));
  if (fresh.length === 0) return { complete: 0, pending: 0, touched: [] };

  const byTx = new Map<string, { in?: MessageRow; out: MessageRow[] }>();
  for (const m of msgs) {
    const k = hex(m.tx_hash);
    let e = byTx.get(k);
    if (!e) byTx.set(k, (e = { out: [] }));
    if (m.direction === 'in') e.in = m;
    else e.out.push(m);
  }
  // Parents already stored: the trace of each out-message our in-messages came from.
  const inHashes = fresh.flatMap((t) => {
    const m = byTx.get(hex(t.hash))?.in;
    return m && m.source !== null ? [m.msg_hash] : [];
  });
  const parentTrace = new Map<string, Buffer>();
  if (inHashes.length) {
    const r = await client.query<{ msg_hash: Buffer; trace_id: Buffer | null }>({
      name: 'assemble_parent_traces',
      text: `SELECT msg_hash, trace_id FROM messages WHERE direction = 'out' AND msg_hash = ANY($1::bytea[]) AND trace_id IS NOT NULL`,
      values: [inHashes],
    });
    for (const row of r.rows) if (row.trace_id) parentTrace.set(hex(row.msg_hash), row.trace_id);
  }
  const traces = new Map<string, TraceRow>();
  const stored = new Set<string>();
  /** Traces whose root transaction is in this batch (a broken continuation of a lost trace is not). */
  const started = new Set<string>();
  const wanted = [...new Set([...parentTrace.values()].map(hex))];
  if (wanted.length) {
    const r = await client.query<TraceRow>('SELECT * FROM traces WHERE trace_id = ANY($1::bytea[])', [
      wanted.map((h) => Buffer.from(h, 'hex')),
    ]);
    for (const row of r.rows) {
      traces.set(hex(row.trace_id), {
        ...row,
        start_lt: BigInt(row.start_lt),
        end_lt: BigInt(row.end_lt),
        start_utime: Number(row.start_utime),
        end_utime: Number(row.end_utime),
        pending_edges_: Number(row.pending_edges_),
        edges_: Number(row.edges_),
        nodes_: Number(row.nodes_),
      });
      stored.add(hex(row.trace_id));
    }
  }

  for (const t of fresh) {
    const e = byTx.get(hex(t.hash)) ?? { out: [] };
    const lt = BigInt(t.lt);
    const inMsg = e.in;
    const parent = inMsg && inMsg.source !== null ? parentTrace.get(hex(inMsg.msg_hash)) : undefined;
    let trace = parent ? traces.get(hex(parent)) : undefined;
    if (parent && !trace) {
      // The parent's trace row is gone (or never written): continue under its id as a broken trace.
      trace = newTrace(parent, t, lt, 'broken', null);
      traces.set(hex(parent), trace);
    }
    if (trace) {
      trace.pending_edges_ -= 1;
    } else {
      const external = inMsg && inMsg.source === null ? inMsg : undefined;
      const rootKind = !inMsg || external || inMsg.source === SYSTEM ? 'pending' : 'broken';
      trace = newTrace(t.hash, t, lt, rootKind, external ?? null);
      if (inMsg) trace.edges_ += 1;
      traces.set(hex(t.hash), trace);
      started.add(hex(t.hash));
    }
    trace.nodes_ += 1;
    if (lt > trace.end_lt) {
      trace.end_lt = lt;
      trace.end_utime = t.now;
    }
    if (t.mc_block_seqno !== null) trace.mc_seqno_end = Math.max(trace.mc_seqno_end ?? 0, t.mc_block_seqno);
    t.trace_id = trace.trace_id;
    if (inMsg) inMsg.trace_id = trace.trace_id;
    for (const o of e.out) {
      o.trace_id = trace.trace_id;
      trace.edges_ += 1;
      if (o.destination !== null) {
        trace.pending_edges_ += 1;
        parentTrace.set(hex(o.msg_hash), trace.trace_id);
      }
    }
  }

  const touched: Buffer[] = [];
  const whole: TraceRow[] = [];
  let complete = 0;
  for (const [k, tr] of traces) {
    if (tr.state !== 'broken') tr.state = tr.pending_edges_ <= 0 ? 'complete' : 'pending';
    if (tr.state === 'complete') {
      complete++;
      touched.push(tr.trace_id);
      if (!stored.has(k) && started.has(k)) whole.push(tr);
    }
  }
  await upsertTraces(client, [...traces.values()]);
  return { complete, pending: traces.size - complete, touched, whole };
}

function newTrace(
  id: Buffer,
  t: TransactionRow,
  lt: bigint,
  state: 'pending' | 'broken',
  external: MessageRow | null,
): TraceRow {
  return {
    trace_id: id,
    external_hash: external?.msg_hash ?? null,
    external_hash_norm: external?.msg_hash_norm ?? null,
    mc_seqno_start: t.mc_block_seqno,
    mc_seqno_end: t.mc_block_seqno,
    start_lt: lt,
    start_utime: t.now,
    end_lt: lt,
    end_utime: t.now,
    state,
    pending_edges_: 0,
    edges_: 0,
    nodes_: 0,
  };
}

const cmpBig = (a: string, b: string) => {
  const x = BigInt(a),
    y = BigInt(b);
  return x < y ? -1 : x > y ? 1 : 0;
};

async function upsertTraces(client: pg.ClientBase, rows: TraceRow[]): Promise<void> {
  if (!rows.length) return;
  const col = <K extends keyof TraceRow>(k: K) =>
    rows.map((r) => {
      const v = r[k];
      return typeof v === 'bigint' ? v.toString() : v;
    });
  await client.query({
    name: 'upsert_traces',
    text: `INSERT INTO traces (trace_id, external_hash, external_hash_norm, mc_seqno_start, mc_seqno_end, start_lt, start_utime, end_lt, end_utime, state, pending_edges_, edges_, nodes_)
      SELECT * FROM unnest($1::bytea[], $2::bytea[], $3::bytea[], $4::int4[], $5::int4[], $6::int8[], $7::int8[], $8::int8[], $9::int8[], $10::text[], $11::int8[], $12::int8[], $13::int8[])
      ON CONFLICT (trace_id) DO UPDATE SET mc_seqno_end = EXCLUDED.mc_seqno_end, end_lt = EXCLUDED.end_lt, end_utime = EXCLUDED.end_utime,
        state = EXCLUDED.state, pending_edges_ = EXCLUDED.pending_edges_, edges_ = EXCLUDED.edges_, nodes_ = EXCLUDED.nodes_`,
    values: [
      col('trace_id'),
      col('external_hash'),
      col('external_hash_norm'),
      col('mc_seqno_start'),
      col('mc_seqno_end'),
      col('start_lt'),
      col('start_utime'),
      col('end_lt'),
      col('end_utime'),
      col('state'),
      col('pending_edges_'),
      col('edges_'),
      col('nodes_'),
    ],
  });
}
