/**
 * Classification of completed traces: rows → TraceInput (with the jetton wallet / NFT item interfaces known
 * for their accounts) → classifier → actions + action_accounts; the trace's classification_state records
 * the outcome ('ok', or 'failed' when the classifier threw, so one bad trace never blocks a block).
 */
import type pg from 'pg';
import { classifyTrace } from './classify.ts';
import type { Action, TraceInput, TraceTx } from './model.ts';

const b64 = (b: Buffer | null): string | null => (b ? b.toString('base64') : null);
const buf = (s: string | null): Buffer | null => (s === null ? null : Buffer.from(s, 'base64'));

export interface LoadedTrace { input: TraceInput; externalHashNorm: Buffer | null; mcSeqnoEnd: number | null }

/** The classifier's input for each trace, read from the given tables (main or pending_*). */
export async function loadTraces(client: pg.ClientBase, ids: Buffer[], tables = { traces: 'traces', transactions: 'transactions', messages: 'messages' }): Promise<LoadedTrace[]> {
  if (!ids.length) return [];
  const tr = await client.query(`SELECT trace_id, end_lt::text, end_utime, mc_seqno_end, external_hash, external_hash_norm FROM ${tables.traces} WHERE trace_id = ANY($1)`, [ids]);
  const txs = await client.query(`SELECT trace_id, hash, lt::text, now, account, aborted, compute_exit_code, orig_status, end_status, descr, is_tock
    FROM ${tables.transactions} WHERE trace_id = ANY($1)`, [ids]);
  const msgs = await client.query(`SELECT m.tx_hash, m.msg_hash, m.direction, m.source, m.destination, m.value::text, m.opcode, m.created_lt::text, m.bounced,
      mc.body, m.init_state_hash FROM ${tables.messages} m LEFT JOIN message_contents mc ON mc.hash = m.body_hash WHERE m.trace_id = ANY($1)`, [ids]);
  const accounts = [...new Set(txs.rows.map((t) => t.account as string))];
  const interfaces: TraceInput['interfaces'] = {};
  for (const r of (await client.query('SELECT address, jetton, owner FROM jetton_wallets WHERE address = ANY($1)', [accounts])).rows) {
    (interfaces[r.address] ??= {}).JettonWallet = { jetton: r.jetton, owner: r.owner };
  }
  for (const r of (await client.query('SELECT address, collection_address, index::text FROM nft_items WHERE address = ANY($1)', [accounts])).rows) {
    (interfaces[r.address] ??= {}).NftItem = { collection_address: r.collection_address, index: r.index };
  }
  for (const r of (await client.query('SELECT address FROM jetton_masters WHERE address = ANY($1)', [accounts])).rows) (interfaces[r.address] ??= {}).JettonMaster = {};
  for (const r of (await client.query('SELECT address, marketplace_address, nft_owner_address, full_price::text FROM getgems_nft_sales WHERE address = ANY($1)', [accounts])).rows) {
    (interfaces[r.address] ??= {}).NftSale = { marketplace_address: r.marketplace_address, nft_owner_address: r.nft_owner_address, full_price: r.full_price };
  }
  for (const r of (await client.query('SELECT address, mp_addr, nft_owner, last_bid::text FROM getgems_nft_auctions WHERE address = ANY($1)', [accounts])).rows) {
    (interfaces[r.address] ??= {}).NftAuction = { mp_addr: r.mp_addr, nft_owner: r.nft_owner, last_bid: r.last_bid };
  }
  const msgsByTx = new Map<string, TraceTx['messages']>();
  for (const m of msgs.rows) {
    const k = (m.tx_hash as Buffer).toString('hex');
    const list = msgsByTx.get(k) ?? [];
    list.push({
      msg_hash: b64(m.msg_hash)!, direction: m.direction, source: m.source, destination: m.destination, value: m.value === null ? null : BigInt(m.value),
      opcode: m.opcode, created_lt: m.created_lt === null ? null : BigInt(m.created_lt), bounced: m.bounced, body: m.body ? (m.body as Buffer).toString('base64') : null,
      init_state: m.init_state_hash !== null,
    });
    msgsByTx.set(k, list);
  }
  const txByTrace = new Map<string, TraceTx[]>();
  for (const t of txs.rows) {
    const k = (t.trace_id as Buffer).toString('hex');
    const list = txByTrace.get(k) ?? [];
    list.push({
      hash: b64(t.hash)!, lt: BigInt(t.lt), now: Number(t.now), account: t.account, aborted: t.aborted, compute_exit_code: t.compute_exit_code,
      orig_status: t.orig_status, end_status: t.end_status, descr: t.descr, is_tock: t.is_tock, messages: msgsByTx.get((t.hash as Buffer).toString('hex')) ?? [],
    });
    txByTrace.set(k, list);
  }
  return tr.rows.map((r) => ({
    input: {
      trace_id: b64(r.trace_id)!, end_lt: BigInt(r.end_lt), end_utime: Number(r.end_utime), mc_seqno_end: r.mc_seqno_end, external_hash: b64(r.external_hash),
      transactions: txByTrace.get((r.trace_id as Buffer).toString('hex')) ?? [], interfaces,
    },
    externalHashNorm: r.external_hash_norm, mcSeqnoEnd: r.mc_seqno_end,
  }));
}

const ACTION_COLS: Array<[string, string]> = [
  ['trace_id', 'bytea'], ['action_id', 'bytea'], ['start_lt', 'int8'], ['end_lt', 'int8'], ['start_utime', 'int8'], ['end_utime', 'int8'],
  ['source', 'text'], ['source_secondary', 'text'], ['destination', 'text'], ['destination_secondary', 'text'], ['asset', 'text'], ['asset_secondary', 'text'], ['asset2', 'text'], ['asset2_secondary', 'text'],
  ['opcode', 'int8'], ['tx_hashes', 'text'], ['type', 'text'], ['value', 'numeric'], ['amount', 'numeric'], ['success', 'bool'],
  ['trace_end_lt', 'int8'], ['trace_end_utime', 'int8'], ['trace_external_hash', 'bytea'], ['trace_external_hash_norm', 'bytea'],
  ['mc_seqno_end', 'int4'], ['trace_mc_seqno_end', 'int4'], ['parent_action_id', 'bytea'], ['ancestor_type', 'text'], ['data', 'jsonb'],
];

const json = (v: unknown) => JSON.stringify(v, (_k, x) => (typeof x === 'bigint' ? x.toString() : x));

function actionRow(a: Action, t: LoadedTrace): unknown[] {
  const data: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(a)) if (k.endsWith('_data') && v) data[k] = v;
  const row: Record<string, unknown> = {
    trace_id: buf(a.trace_id), action_id: buf(a.action_id), start_lt: a.start_lt.toString(), end_lt: a.end_lt.toString(), start_utime: a.start_utime, end_utime: a.end_utime,
    source: a.source, source_secondary: a.source_secondary, destination: a.destination, destination_secondary: a.destination_secondary, asset: a.asset, asset_secondary: a.asset_secondary, asset2: a.asset2 ?? null, asset2_secondary: a.asset2_secondary ?? null,
    opcode: a.opcode === null ? null : a.opcode >>> 0, tx_hashes: json(a.tx_hashes), type: a.type, value: a.value?.toString() ?? null, amount: a.amount?.toString() ?? null, success: a.success,
    trace_end_lt: a.trace_end_lt.toString(), trace_end_utime: a.trace_end_utime, trace_external_hash: buf(a.trace_external_hash), trace_external_hash_norm: t.externalHashNorm,
    mc_seqno_end: t.mcSeqnoEnd, trace_mc_seqno_end: a.trace_mc_seqno_end, parent_action_id: buf(a.parent_action_id), ancestor_type: json(a.ancestor_type), data: json(data),
  };
  return ACTION_COLS.map(([c]) => row[c] ?? null);
}

export async function insertActions(client: pg.ClientBase, table: string, accountsTable: string | null, actions: Array<{ a: Action; t: LoadedTrace }>): Promise<void> {
  if (!actions.length) return;
  const rows = actions.map(({ a, t }) => actionRow(a, t));
  const select = ACTION_COLS.map(([c], i) => (c === 'tx_hashes' ? `ARRAY(SELECT decode(jsonb_array_elements_text(c${i}::jsonb), 'base64'))` : c === 'ancestor_type' ? `ARRAY(SELECT jsonb_array_elements_text(c${i}::jsonb))` : `c${i}`));
  await client.query(
    `INSERT INTO ${table} (${ACTION_COLS.map(([c]) => c).join(', ')}) SELECT ${select.join(', ')}
       FROM unnest(${ACTION_COLS.map(([, ty], i) => `$${i + 1}::${ty}[]`).join(', ')}) AS u(${ACTION_COLS.map((_, i) => `c${i}`).join(', ')}) ON CONFLICT DO NOTHING`,
    ACTION_COLS.map((_, i) => rows.map((r) => r[i])));
  if (!accountsTable) return;
  const acc = actions.flatMap(({ a }) => a.accounts.map((account) => [buf(a.action_id), buf(a.trace_id), account, a.trace_end_lt.toString(), a.trace_end_utime, a.end_lt.toString(), a.end_utime]));
  if (!acc.length) return;
  await client.query(
    `INSERT INTO ${accountsTable} (action_id, trace_id, account, trace_end_lt, trace_end_utime, action_end_lt, action_end_utime)
     SELECT * FROM unnest($1::bytea[], $2::bytea[], $3::text[], $4::int8[], $5::int8[], $6::int8[], $7::int8[]) ON CONFLICT DO NOTHING`,
    [0, 1, 2, 3, 4, 5, 6].map((i) => acc.map((r) => r[i])));
}

/** Classifies the given (complete) traces and writes their actions; returns how many actions were written. */
export async function classifyTraces(client: pg.ClientBase, ids: Buffer[]): Promise<number> {
  const traces = await loadTraces(client, ids);
  const out: Array<{ a: Action; t: LoadedTrace }> = [];
  const ok: Buffer[] = [];
  const failed: Buffer[] = [];
  for (const t of traces) {
    try {
      for (const a of classifyTrace(t.input)) out.push({ a, t });
      ok.push(buf(t.input.trace_id)!);
    } catch {
      failed.push(buf(t.input.trace_id)!);
    }
  }
  await insertActions(client, 'actions', 'action_accounts', out);
  if (ok.length) await client.query(`UPDATE traces SET classification_state = 'ok' WHERE trace_id = ANY($1)`, [ok]);
  if (failed.length) await client.query(`UPDATE traces SET classification_state = 'failed' WHERE trace_id = ANY($1)`, [failed]);
  return out.length;
}
