/**
 * What the index's news means for subscribers, built with API v3's own queries and record mappers
 * (streaming S1): for a committed masterchain block, a snapshot of every trace it touched (S2) and the
 * states and jetton wallets it changed (S11); for a stored emulation, the pending trace.
 */
import type pg from 'pg';
import type { components } from '../../../generated/v3/types.ts';
import { b64 } from '../v3/convert.ts';
import { actionAddresses, actionRecord } from '../v3/queries/actions.ts';
import { accountStateRecord } from '../v3/queries/records.ts';
import type { AccountStateRow, ActionRow, TraceRow } from '../v3/queries/rows.ts';
import { transactionAddresses } from '../v3/queries/transactions.ts';
import { bookAndMetadata } from '../v3/handlers/common.ts';
import { pendingTransactions } from '../v3/handlers/pending.ts';
import { buildTree, traceRecords } from '../v3/handlers/traces.ts';
import type { V3Deps } from '../v3/handlers/types.ts';

export type Finality = 'pending' | 'confirmed' | 'finalized';
export const FINALITY_RANK: Record<Finality, number> = { pending: 0, confirmed: 1, finalized: 2 };

type S = components['schemas'];

/** One trace at one finality: everything any subscriber's notification about it is cut from. */
export interface TraceSnapshot {
  finality: Finality;
  norm: string;
  traceId: string;
  /** v3 Transaction records by descending lt */
  transactions: S['Transaction'][];
  /** v3 Action records with the raw accounts taking part */
  actions: Array<{ action: S['Action']; accounts: string[] }>;
  tree?: S['TraceNode'];
  accounts: string[];
  addressBook: S['AddressBook'];
  metadata: S['Metadata'];
}

export interface StateChange {
  account: string;
  state: S['AccountState'];
}
export interface JettonChange {
  jetton: { address: string; balance: string; owner: string; jetton: string; last_transaction_lt: string };
  addressBook: S['AddressBook'];
  metadata: S['Metadata'];
}

/** Everything one piece of news produces; plain JSON, so it can travel through Redis between replicas. */
export interface EventBatch {
  /** the masterchain block whose news this is (absent for pending and invalidated news) */
  block?: number;
  /** the news' position in the index (S16): every notification cut from this batch is numbered from it */
  position?: number;
  traces: TraceSnapshot[];
  states: StateChange[];
  jettons: JettonChange[];
  invalidated: string[];
}

const byLtDesc = (a: S['Transaction'], b: S['Transaction']) =>
  BigInt(b.lt) > BigInt(a.lt) ? 1 : BigInt(b.lt) < BigInt(a.lt) ? -1 : 0;
const normOf = (r: Pick<TraceRow, 'external_hash' | 'external_hash_norm'>): string | undefined =>
  b64(r.external_hash_norm ?? r.external_hash) ?? undefined;

/** A committed masterchain block: every trace with transactions in it (S2), state and jetton changes (S11). */
export async function blockEvents(c: pg.PoolClient, deps: V3Deps, mcSeqno: number): Promise<EventBatch> {
  const { rows: ids } = await c.query<{ trace_id: Buffer }>(
    'SELECT DISTINCT trace_id FROM transactions WHERE mc_block_seqno = $1 AND trace_id IS NOT NULL',
    [mcSeqno],
  );
  const traces: TraceSnapshot[] = [];
  if (ids.length) {
    const traceIds = ids.map((r) => r.trace_id);
    const { rows } = await c.query<TraceRow>(
      'SELECT * FROM traces WHERE trace_id = ANY($1) AND coalesce(external_hash_norm, external_hash) IS NOT NULL',
      [traceIds],
    );
    const { rows: aa } = await c.query<{ trace_id: Buffer; action_id: Buffer; account: string }>(
      'SELECT trace_id, action_id, account FROM action_accounts WHERE trace_id = ANY($1)',
      [traceIds],
    );
    const accountsOf = new Map<string, string[]>();
    for (const a of aa) {
      const k = `${b64(a.trace_id)}:${b64(a.action_id)}`;
      accountsOf.set(k, [...(accountsOf.get(k) ?? []), a.account]);
    }
    for (const row of rows) {
      // One trace at a time (the same queries traceRecords makes for a list), so that its book and metadata cover
      // every address of its own records: its transactions and its actions' details (assets too), as v3 gives them.
      const {
        traces: [rec],
        addresses: recordAddresses,
      } = await traceRecords(c, [row], { actions: true });
      // The trace as this block left it: a batch built later (a replica behind, a resume rebuilding it) must not show
      // transactions of later blocks, or a `confirmed` snapshot would repeat the next one's and `finalized` come early.
      const indexed = Object.values(rec!.transactions ?? {}).sort(byLtDesc);
      const transactions = indexed.filter((t) => t.mc_block_seqno <= mcSeqno);
      const grownSince = transactions.length < indexed.length;
      const complete = row.state === 'complete' && !grownSince;
      const actions = (rec!.actions ?? []).map((action) => ({
        action,
        accounts: accountsOf.get(`${action.trace_id}:${action.action_id}`) ?? [],
      }));
      const addresses = [...recordAddresses, ...actions.flatMap((a) => a.accounts)];
      const { address_book, metadata } = await bookAndMetadata(c, deps, addresses);
      const base = {
        norm: normOf(row)!,
        traceId: b64(row.trace_id)!,
        transactions,
        tree: grownSince ? buildTree(b64(row.trace_id)!, [...transactions].reverse()).tree : rec!.trace,
        accounts: [...new Set(transactions.map((t) => t.account))],
        addressBook: address_book,
        metadata,
      };
      // S2: every block that adds to a trace confirms what is there; the block that completes it finalizes it.
      traces.push({ ...base, finality: 'confirmed', actions: complete ? actions : [] });
      if (complete) traces.push({ ...base, finality: 'finalized', actions });
    }
  }
  return {
    block: mcSeqno,
    traces,
    states: await stateChanges(c, mcSeqno),
    jettons: await jettonChanges(c, deps, mcSeqno),
    invalidated: [],
  };
}

/** The state after each account's last transaction in the block set of this masterchain block. */
async function stateChanges(c: pg.PoolClient, mcSeqno: number): Promise<StateChange[]> {
  const { rows } = await c.query<Omit<AccountStateRow, 'hash'> & { state_hash: Buffer; known: boolean }>(
    `SELECT DISTINCT ON (t.account) t.account, t.account_state_hash_after AS state_hash, s.hash IS NOT NULL AS known,
            s.balance, s.balance_extra_currencies, s.account_status, s.frozen_hash, s.data_hash, s.code_hash
       FROM transactions t LEFT JOIN account_states s ON s.hash = t.account_state_hash_after
      WHERE t.mc_block_seqno = $1 ORDER BY t.account, t.lt DESC`,
    [mcSeqno],
  );
  return rows.map((r) => ({
    account: r.account,
    state: accountStateRecord(r.state_hash, r.known ? { ...r, hash: r.state_hash } : undefined),
  }));
}

/**
 * Jetton wallets with a transaction in this masterchain round, as the index holds them after it; a wallet whose
 * owner or master the index could not read has no notification the contract can express (owner, jetton required).
 */
async function jettonChanges(c: pg.PoolClient, deps: V3Deps, mcSeqno: number): Promise<JettonChange[]> {
  const { rows } = await c.query<{
    address: string;
    balance: string | null;
    owner: string;
    jetton: string;
    last_transaction_lt: string;
  }>(
    `SELECT w.address, w.balance::text AS balance, w.owner, w.jetton, w.last_transaction_lt::text AS last_transaction_lt
       FROM jetton_wallets w WHERE w.address IN (SELECT account FROM transactions WHERE mc_block_seqno = $1)
        AND w.owner IS NOT NULL AND w.jetton IS NOT NULL`,
    [mcSeqno],
  );
  const out: JettonChange[] = [];
  for (const r of rows) {
    const { address_book, metadata } = await bookAndMetadata(c, deps, [r.address, r.owner, r.jetton]);
    out.push({
      jetton: {
        address: r.address,
        balance: r.balance ?? '0',
        owner: r.owner,
        jetton: r.jetton,
        last_transaction_lt: r.last_transaction_lt,
      },
      addressBook: address_book,
      metadata,
    });
  }
  return out;
}

/** A stored emulation: the pending trace as v3's /pendingTransactions and /pendingActions show it. */
export async function pendingEvents(c: pg.PoolClient, deps: V3Deps, traceIdHex: string): Promise<EventBatch> {
  const empty: EventBatch = { traces: [], states: [], jettons: [], invalidated: [] };
  const traceId = Buffer.from(traceIdHex, 'hex');
  const {
    rows: [row],
  } = await c.query<TraceRow>('SELECT * FROM pending_traces WHERE trace_id = $1', [traceId]);
  if (!row || !normOf(row)) return empty;
  const { rows: acc } = await c.query<{ account: string }>(
    'SELECT DISTINCT account FROM pending_transactions WHERE trace_id = $1',
    [traceId],
  );
  const transactions = (
    await pendingTransactions(
      c,
      acc.map((a) => a.account),
      [traceId],
    )
  ).sort(byLtDesc);
  const { rows: actionRows } = await c.query<ActionRow>(
    "SELECT * FROM pending_actions WHERE trace_id = $1 AND ancestor_type = '{}' ORDER BY start_lt, end_lt, action_id",
    [traceId],
  );
  // Emulated actions have no action_accounts rows: the accounts are the ones the action names.
  const actions = actionRows.map((r) => ({
    action: actionRecord(r, { finality: 'pending' }),
    accounts: actionAddresses(r),
  }));
  const { address_book, metadata } = await bookAndMetadata(c, deps, [
    ...transactionAddresses(transactions),
    ...actions.flatMap((a) => a.accounts),
  ]);
  const tree = buildTree(b64(traceId)!, [...transactions].reverse()).tree;
  return {
    ...empty,
    traces: [
      {
        finality: 'pending',
        norm: normOf(row)!,
        traceId: b64(traceId)!,
        transactions,
        actions,
        tree,
        accounts: acc.map((a) => a.account),
        addressBook: address_book,
        metadata,
      },
    ],
  };
}

export function invalidatedEvents(normHex: string): EventBatch {
  return { traces: [], states: [], jettons: [], invalidated: [Buffer.from(normHex, 'hex').toString('base64')] };
}
