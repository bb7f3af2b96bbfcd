import type pg from 'pg';
import { b64 } from '../convert.ts';
import { actionAddresses, actionRecord } from '../queries/actions.ts';
import type { ActionRow, TraceRow, TransactionRow } from '../queries/rows.ts';
import { loadTransactions, transactionAddresses } from '../queries/transactions.ts';
import { pendingTraceTransactions } from './pending.ts';
import type { components } from '../../../../generated/v3/types.ts';

/** Traces above this many transactions come without them (`is_incomplete`, "trace is too large"), as upstream. */
export const MAX_TRACE_TXS = 4000;

type S = components['schemas'];
type Node = S['TraceNode'];
/** What the tree reads of a transaction record: its hash and its messages' hashes. */
type TreeTx = Pick<S['Transaction'], 'hash' | 'in_msg' | 'out_msgs'>;

/** The trace tree: a transaction's children are the transactions that received its outbound messages. */
export function buildTree(rootHash: string, txs: TreeTx[]): { tree?: Node; missing: boolean } {
  const byInMsg = new Map<string, TreeTx>();
  for (const t of txs) if (t.in_msg?.hash) byInMsg.set(t.in_msg.hash, t);
  const byHash = new Map(txs.map((t) => [t.hash, t]));
  const seen = new Set<string>();
  const node = (t: TreeTx): Node => {
    seen.add(t.hash);
    const children = t.out_msgs.map((m) => byInMsg.get(m.hash)).filter((c): c is TreeTx => !!c && !seen.has(c.hash));
    const n: Node = { tx_hash: t.hash, children: children.map(node) };
    if (t.in_msg?.hash) n.in_msg_hash = t.in_msg.hash;
    return n;
  };
  const root = byHash.get(rootHash);
  if (!root) return { missing: txs.length > 0 };
  const tree = node(root);
  return { tree, missing: seen.size !== txs.length };
}

/**
 * Whether a client sees an action (`supported_action_types`): absent, `latest` or a `v<N>` shortcut shows the
 * top-level actions; a list of type names shows the actions of those types none of whose ancestors is listed. The
 * same rule as `/actions` applies in SQL (actions.ts `visibility`).
 */
export function visibleAction(a: Pick<ActionRow, 'type' | 'ancestor_type'>, supported: string[] | undefined): boolean {
  const ancestors = a.ancestor_type ?? [];
  const list = supported?.filter((t) => t !== 'latest' && !/^v\d+$/.test(t)) ?? [];
  if (!supported?.length || list.length !== supported.length) return ancestors.length === 0;
  return list.includes(a.type) && !ancestors.some((t) => list.includes(t));
}

export async function traceRecords(
  c: pg.PoolClient,
  rows: TraceRow[],
  /** `pending`: the rows are pending traces, whose transactions and actions are in the pending tables */
  opts: { actions: boolean; supported?: string[]; pending?: boolean },
): Promise<{ traces: S['Trace'][]; addresses: string[] }> {
  const addresses: string[] = [];
  const traces: S['Trace'][] = [];
  for (const r of rows) {
    const txs =
      Number(r.nodes_) > MAX_TRACE_TXS
        ? undefined
        : opts.pending
          ? await pendingTraceTransactions(c, r.trace_id, MAX_TRACE_TXS)
          : await loadTransactions(
              c,
              (
                await c.query<TransactionRow>(
                  'SELECT t.* FROM transactions t WHERE t.trace_id = $1 ORDER BY t.lt ASC, t.account ASC LIMIT $2',
                  [r.trace_id, MAX_TRACE_TXS],
                )
              ).rows,
            );
    const actions = opts.actions
      ? (
          await c.query<ActionRow>(
            `SELECT * FROM ${opts.pending ? 'pending_actions' : 'actions'} WHERE trace_id = $1 ORDER BY start_lt, end_lt, action_id`,
            [r.trace_id],
          )
        ).rows
      : undefined;
    traces.push(traceRecord(r, txs, actions, opts.supported, addresses));
  }
  return { traces, addresses };
}

/**
 * One trace as v3 shows it, from its row, its transactions' records in trace order (none when it is too large to
 * show them) and its action rows in order (none when actions are not asked for); the addresses it names are added
 * to `addresses`.
 */
export function traceRecord(
  r: TraceRow,
  txs: S['Transaction'][] | undefined,
  actionRows: ActionRow[] | undefined,
  supported: string[] | undefined,
  addresses: string[],
): S['Trace'] {
  const rec: S['Trace'] = {
    trace_id: b64(r.trace_id),
    external_hash: b64(r.external_hash),
    mc_seqno_start: String(r.mc_seqno_start ?? 0),
    mc_seqno_end: String(r.mc_seqno_end ?? 0),
    start_lt: String(r.start_lt),
    start_utime: Number(r.start_utime),
    end_lt: String(r.end_lt),
    end_utime: Number(r.end_utime),
    trace_info: {
      trace_state: r.state,
      messages: Number(r.edges_),
      transactions: Number(r.nodes_),
      pending_messages: Number(r.pending_edges_),
      classification_state: r.classification_state,
    },
    is_incomplete: false,
  };
  if (!txs) {
    rec.is_incomplete = true;
    rec.warning = 'trace is too large';
  } else {
    addresses.push(...transactionAddresses(txs));
    const { tree, missing } = buildTree(b64(r.trace_id)!, txs);
    if (tree) rec.trace = tree;
    if (missing) rec.warning = 'missing node in trace found';
    rec.transactions_order = txs.map((t) => t.hash);
    rec.transactions = Object.fromEntries(txs.map((t) => [t.hash, t]));
  }
  if (actionRows) {
    const actions = actionRows.filter((a) => visibleAction(a, supported));
    rec.actions = actions.map((a) => actionRecord(a));
    addresses.push(...actions.flatMap(actionAddresses));
  }
  return rec;
}
