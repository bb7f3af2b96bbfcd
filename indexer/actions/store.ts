/**
 * Classification of completed traces: rows → TraceInput (with the jetton wallet / NFT item interfaces known
 * for their accounts) → classifier → actions + action_accounts; the trace's classification_state records
 * the outcome ('ok', or 'failed' when the classifier threw, so one bad trace never blocks a block).
 */
import type pg from 'pg';
import { classifyTrace } from './classify.ts';
import type { ContentRow, MessageRow, TransactionRow } from '../model/rows.ts';
import { storedValue } from '../model/stored.ts';
import type { TraceRow } from '../traces/assemble.ts';
import type { Action, TraceInput, TraceMessage, TraceTx } from './model.ts';

const b64 = (b: Buffer | null): string | null => (b ? b.toString('base64') : null);
const buf = (s: string | null): Buffer | null => (s === null ? null : Buffer.from(s, 'base64'));

export interface LoadedTrace {
  input: TraceInput;
  externalHashNorm: Buffer | null;
  mcSeqnoEnd: number | null;
}

/** Rows of the batch being written, for traces that lie wholly inside it (no need to read them back). */
export interface BatchRows {
  traces: TraceRow[];
  transactions: TransactionRow[];
  messages: MessageRow[];
  contents: ContentRow[];
}

type TxFields = Omit<TraceTx, 'messages'>;

function traceTx(t: {
  hash: Buffer;
  lt: string | bigint;
  now: number | string;
  account: string;
  aborted: boolean | null;
  compute_exit_code: number | null;
  orig_status: string;
  end_status: string;
  descr: string;
  is_tock: boolean | null;
}): TxFields {
  return {
    hash: b64(t.hash)!,
    lt: BigInt(t.lt),
    now: Number(t.now),
    account: t.account,
    aborted: t.aborted,
    compute_exit_code: t.compute_exit_code,
    orig_status: t.orig_status,
    end_status: t.end_status,
    descr: t.descr,
    is_tock: t.is_tock,
  };
}

function traceMessage(
  m: {
    msg_hash: Buffer;
    direction: 'in' | 'out';
    source: string | null;
    destination: string | null;
    value: string | null;
    opcode: number | null;
    created_lt: string | null;
    bounced: boolean | null;
    init_state_hash: Buffer | null;
  },
  body: Buffer | null,
): TraceMessage {
  return {
    msg_hash: b64(m.msg_hash)!,
    direction: m.direction,
    source: m.source,
    destination: m.destination,
    value: m.value === null ? null : BigInt(m.value),
    opcode: m.opcode,
    created_lt: m.created_lt === null ? null : BigInt(m.created_lt),
    bounced: m.bounced,
    body: body ? body.toString('base64') : null,
    init_state: m.init_state_hash !== null,
  };
}

interface TraceHead {
  trace_id: Buffer;
  end_lt: bigint | string;
  end_utime: number | string;
  mc_seqno_end: number | null;
  external_hash: Buffer | null;
  external_hash_norm: Buffer | null;
}

/** Transactions (with their messages) grouped by trace id (hex). */
function group(
  txs: Array<TxFields & { trace: Buffer; key: string }>,
  msgsByTx: Map<string, TraceMessage[]>,
  into: Map<string, TraceTx[]>,
): void {
  for (const t of txs) {
    const k = t.trace.toString('hex');
    const list = into.get(k) ?? [];
    const { trace: _t, key, ...fields } = t;
    list.push({ ...fields, messages: msgsByTx.get(key) ?? [] });
    into.set(k, list);
  }
}

function push<K, V>(m: Map<K, V[]>, k: K, v: V): void {
  const list = m.get(k);
  if (list) list.push(v);
  else m.set(k, [v]);
}

/**
 * The classifier's input for each trace, read from the given tables (main or pending_*). Traces listed in
 * `batch.traces` are built from the batch's own rows instead, which the caller guarantees hold all of them.
 */
export async function loadTraces(
  client: pg.ClientBase,
  ids: Buffer[],
  tables = { traces: 'traces', transactions: 'transactions', messages: 'messages' },
  batch?: BatchRows,
): Promise<LoadedTrace[]> {
  if (!ids.length) return [];
  const inBatch = new Map((batch?.traces ?? []).map((t) => [t.trace_id.toString('hex'), t]));
  const fromDb = ids.filter((id) => !inBatch.has(id.toString('hex')));
  const heads: TraceHead[] = [];
  const txByTrace = new Map<string, TraceTx[]>();
  if (fromDb.length) {
    const tr = await client.query({
      name: `load_traces_${tables.traces}`,
      text: `SELECT trace_id, end_lt::text, end_utime, mc_seqno_end, external_hash, external_hash_norm FROM ${tables.traces} WHERE trace_id = ANY($1)`,
      values: [fromDb],
    });
    const txs = await client.query({
      name: `load_traces_${tables.transactions}`,
      text: `SELECT trace_id, hash, lt::text, now, account, aborted, compute_exit_code, orig_status, end_status, descr, is_tock
      FROM ${tables.transactions} WHERE trace_id = ANY($1)`,
      values: [fromDb],
    });
    const msgs = await client.query({
      name: `load_traces_${tables.messages}`,
      text: `SELECT m.tx_hash, m.msg_hash, m.direction, m.source, m.destination, m.value::text, m.opcode, m.created_lt::text, m.bounced,
        mc.body, m.init_state_hash FROM ${tables.messages} m LEFT JOIN message_contents mc ON mc.hash = m.body_hash WHERE m.trace_id = ANY($1)`,
      values: [fromDb],
    });
    const msgsByTx = new Map<string, TraceMessage[]>();
    for (const m of msgs.rows) push(msgsByTx, (m.tx_hash as Buffer).toString('hex'), traceMessage(m, m.body));
    group(
      txs.rows.map((t) => ({ ...traceTx(t), trace: t.trace_id, key: (t.hash as Buffer).toString('hex') })),
      msgsByTx,
      txByTrace,
    );
    heads.push(...tr.rows);
  }
  if (batch && inBatch.size) {
    const bodies = new Map(batch.contents.map((c) => [c.hash.toString('hex'), c.body]));
    const msgsByTx = new Map<string, TraceMessage[]>();
    for (const m of batch.messages) {
      if (m.trace_id && inBatch.has(m.trace_id.toString('hex')))
        push(
          msgsByTx,
          m.tx_hash.toString('hex'),
          traceMessage(m, (m.body_hash && bodies.get(m.body_hash.toString('hex'))) || null),
        );
    }
    const txs = batch.transactions.filter((t) => t.trace_id && inBatch.has(t.trace_id.toString('hex')));
    group(
      txs.map((t) => ({ ...traceTx(t), trace: t.trace_id!, key: t.hash.toString('hex') })),
      msgsByTx,
      txByTrace,
    );
    for (const id of ids) {
      const t = inBatch.get(id.toString('hex'));
      if (t) heads.push(t);
    }
  }
  const accounts = [...new Set([...txByTrace.values()].flatMap((list) => list.map((t) => t.account)))];
  const interfaces = await loadInterfaces(client, accounts);
  return heads.map((r) => ({
    input: {
      trace_id: b64(r.trace_id)!,
      end_lt: BigInt(r.end_lt),
      end_utime: Number(r.end_utime),
      mc_seqno_end: r.mc_seqno_end,
      external_hash: b64(r.external_hash),
      transactions: txByTrace.get(r.trace_id.toString('hex')) ?? [],
      interfaces,
    },
    externalHashNorm: r.external_hash_norm,
    mcSeqnoEnd: r.mc_seqno_end,
  }));
}

/** The jetton wallet, NFT item, jetton master and sale interfaces known for these accounts. */
/** Each interface's rows for the accounts ($1) as one JSON array: all six read in one round trip. */
const INTERFACES_SQL = `SELECT
  (SELECT json_agg(json_build_object('address', address, 'jetton', jetton, 'owner', owner))
     FROM jetton_wallets WHERE address = ANY($1)) AS jetton_wallets,
  (SELECT json_agg(json_build_object('address', address, 'collection_address', collection_address, 'index', index::text))
     FROM nft_items WHERE address = ANY($1)) AS nft_items,
  (SELECT json_agg(address) FROM jetton_masters WHERE address = ANY($1)) AS jetton_masters,
  (SELECT json_agg(json_build_object('address', address, 'marketplace_address', marketplace_address,
       'nft_owner_address', nft_owner_address, 'full_price', full_price::text))
     FROM getgems_nft_sales WHERE address = ANY($1)) AS nft_sales,
  (SELECT json_agg(json_build_object('address', address, 'mp_addr', mp_addr, 'nft_owner', nft_owner, 'last_bid', last_bid::text))
     FROM getgems_nft_auctions WHERE address = ANY($1)) AS nft_auctions,
  (SELECT json_agg(json_build_object('address', address, 'signers', signers))
     FROM multisig_orders WHERE address = ANY($1)) AS multisig_orders`;

type Rows<T> = Array<T & { address: string }> | null;

async function loadInterfaces(client: pg.ClientBase, accounts: string[]): Promise<TraceInput['interfaces']> {
  const interfaces: TraceInput['interfaces'] = {};
  if (!accounts.length) return interfaces;
  const [r] = (
    await client.query<{
      jetton_wallets: Rows<{ jetton: string; owner: string }>;
      nft_items: Rows<{ collection_address: string | null; index: string | null }>;
      jetton_masters: string[] | null;
      nft_sales: Rows<{
        marketplace_address: string | null;
        nft_owner_address: string | null;
        full_price: string | null;
      }>;
      nft_auctions: Rows<{ mp_addr: string | null; nft_owner: string | null; last_bid: string | null }>;
      multisig_orders: Rows<{ signers: string[] | null }>;
    }>(INTERFACES_SQL, [accounts])
  ).rows;
  const of = (address: string) => (interfaces[address] ??= {});
  for (const { address, ...w } of r?.jetton_wallets ?? []) of(address).JettonWallet = w;
  for (const { address, ...n } of r?.nft_items ?? []) of(address).NftItem = n;
  for (const address of r?.jetton_masters ?? []) of(address).JettonMaster = {};
  for (const { address, ...s } of r?.nft_sales ?? []) of(address).NftSale = s;
  for (const { address, ...a } of r?.nft_auctions ?? []) of(address).NftAuction = a;
  // A multisig approval also concerns every signer of the order, as the reference lists them.
  for (const { address, ...o } of r?.multisig_orders ?? []) of(address).MultisigOrder = o;
  return interfaces;
}

const ACTION_COLS: Array<[string, string]> = [
  ['trace_id', 'bytea'],
  ['action_id', 'bytea'],
  ['start_lt', 'int8'],
  ['end_lt', 'int8'],
  ['start_utime', 'int8'],
  ['end_utime', 'int8'],
  ['source', 'text'],
  ['source_secondary', 'text'],
  ['destination', 'text'],
  ['destination_secondary', 'text'],
  ['asset', 'text'],
  ['asset_secondary', 'text'],
  ['asset2', 'text'],
  ['asset2_secondary', 'text'],
  ['opcode', 'int8'],
  ['tx_hashes', 'text'],
  ['type', 'text'],
  ['value', 'numeric'],
  ['amount', 'numeric'],
  ['success', 'bool'],
  ['trace_end_lt', 'int8'],
  ['trace_end_utime', 'int8'],
  ['trace_external_hash', 'bytea'],
  ['trace_external_hash_norm', 'bytea'],
  ['mc_seqno_end', 'int4'],
  ['trace_mc_seqno_end', 'int4'],
  ['parent_action_id', 'bytea'],
  ['ancestor_type', 'text'],
  ['data', 'jsonb'],
];

const json = (v: unknown) => JSON.stringify(v, (_k, x) => (typeof x === 'bigint' ? x.toString() : x));
/** A bytea[] literal of base64 hashes: {"\\x…","\\x…"}. */
const byteaArray = (b64s: string[]) =>
  `{${b64s.map((h) => `"\\\\x${Buffer.from(h, 'base64').toString('hex')}"`).join(',')}}`;
/** A text[] literal, every element quoted and escaped. */
const textArray = (items: string[]) => `{${items.map((t) => `"${t.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`;

/** An action's columns as values: what is written, before the two arrays and the payload become literals. */
function actionFields(a: Action, t: LoadedTrace): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(a)) if (k.endsWith('_data') && v) data[k] = v;
  return {
    trace_id: buf(a.trace_id),
    action_id: buf(a.action_id),
    start_lt: a.start_lt.toString(),
    end_lt: a.end_lt.toString(),
    start_utime: a.start_utime,
    end_utime: a.end_utime,
    source: a.source,
    source_secondary: a.source_secondary,
    destination: a.destination,
    destination_secondary: a.destination_secondary,
    asset: a.asset,
    asset_secondary: a.asset_secondary,
    asset2: a.asset2 ?? null,
    asset2_secondary: a.asset2_secondary ?? null,
    opcode: a.opcode === null ? null : a.opcode >>> 0,
    tx_hashes: a.tx_hashes.map((h) => Buffer.from(h, 'base64')),
    type: a.type,
    value: a.value?.toString() ?? null,
    amount: a.amount?.toString() ?? null,
    success: a.success,
    trace_end_lt: a.trace_end_lt.toString(),
    trace_end_utime: a.trace_end_utime,
    trace_external_hash: buf(a.trace_external_hash),
    trace_external_hash_norm: t.externalHashNorm,
    mc_seqno_end: t.mcSeqnoEnd,
    trace_mc_seqno_end: a.trace_mc_seqno_end,
    parent_action_id: buf(a.parent_action_id),
    ancestor_type: a.ancestor_type,
    data,
  };
}

function actionRow(a: Action, t: LoadedTrace): unknown[] {
  const row = actionFields(a, t);
  row.tx_hashes = byteaArray(a.tx_hashes);
  row.ancestor_type = textArray(a.ancestor_type);
  row.data = json(row.data);
  return ACTION_COLS.map(([c]) => row[c] ?? null);
}

/** An action row as PostgreSQL gives it back once written (model/stored.ts says why): the table read without it. */
export function storedAction(a: Action, t: LoadedTrace): Record<string, unknown> {
  const row = actionFields(a, t);
  for (const [c, type] of ACTION_COLS) {
    const v = row[c];
    // the payload is written as JSON text with its bigints as strings
    row[c] = storedValue(type, type === 'jsonb' && v != null ? json(v) : v);
  }
  // a column of the table the classifier leaves empty
  row.value_extra_currencies = null;
  return row;
}

export async function insertActions(
  client: pg.ClientBase,
  table: string,
  accountsTable: string | null,
  actions: Array<{ a: Action; t: LoadedTrace }>,
): Promise<void> {
  if (!actions.length) return;
  const rows = actions.map(({ a, t }) => actionRow(a, t));
  // The two array columns travel as array literals in a text column (unnest cannot carry arrays of arrays).
  const select = ACTION_COLS.map(([c], i) =>
    c === 'tx_hashes' ? `c${i}::bytea[]` : c === 'ancestor_type' ? `c${i}::text[]` : `c${i}`,
  );
  await client.query({
    name: `insert_actions_${table}`,
    text: `INSERT INTO ${table} (${ACTION_COLS.map(([c]) => c).join(', ')}) SELECT ${select.join(', ')}
       FROM unnest(${ACTION_COLS.map(([, ty], i) => `$${i + 1}::${ty}[]`).join(', ')}) AS u(${ACTION_COLS.map((_, i) => `c${i}`).join(', ')}) ON CONFLICT DO NOTHING`,
    values: ACTION_COLS.map((_, i) => rows.map((r) => r[i])),
  });
  if (!accountsTable) return;
  const acc = actions.flatMap(({ a }) =>
    a.accounts.map((account) => [
      buf(a.action_id),
      buf(a.trace_id),
      account,
      a.trace_end_lt.toString(),
      a.trace_end_utime,
      a.end_lt.toString(),
      a.end_utime,
    ]),
  );
  if (!acc.length) return;
  await client.query({
    name: `insert_action_accounts_${accountsTable}`,
    text: `INSERT INTO ${accountsTable} (action_id, trace_id, account, trace_end_lt, trace_end_utime, action_end_lt, action_end_utime)
     SELECT * FROM unnest($1::bytea[], $2::bytea[], $3::text[], $4::int8[], $5::int8[], $6::int8[], $7::int8[]) ON CONFLICT DO NOTHING`,
    values: [0, 1, 2, 3, 4, 5, 6].map((i) => acc.map((r) => r[i])),
  });
}

/** Classifies the given (complete) traces and writes their actions; returns how many actions were written. */
export async function classifyTraces(client: pg.ClientBase, ids: Buffer[], batch?: BatchRows): Promise<number> {
  const traces = await loadTraces(client, ids, undefined, batch);
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
  if (ok.length)
    await client.query({
      name: 'classified_ok',
      text: `UPDATE traces SET classification_state = 'ok' WHERE trace_id = ANY($1)`,
      values: [ok],
    });
  if (failed.length)
    await client.query({
      name: 'classified_failed',
      text: `UPDATE traces SET classification_state = 'failed' WHERE trace_id = ANY($1)`,
      values: [failed],
    });
  return out.length;
}
