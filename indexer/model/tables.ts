/**
 * Multi-row inserts through unnest(): one statement per table per batch, prepared once per connection,
 * ON CONFLICT DO NOTHING so a block written twice leaves the rows as they were. The rows of a block new to the index
 * (transactions, messages, BOCs) go by COPY instead (copy.ts, writer/store.ts).
 */
import type pg from 'pg';
import { copyColumns } from './copy.ts';
import type {
  AccountStateRow,
  BlockRow,
  ContentRow,
  MessageRow,
  ShardStateRow,
  TransactionBocRow,
  TransactionRow,
} from './rows.ts';

export interface TableSpec<R> {
  table: string;
  columns: ReadonlyArray<readonly [keyof R & string, string]>;
  conflict: string;
  /**
   * A statement of its own instead of the INSERT: the columns as arrays $1… in their order, answering one row
   * whose `inserted` counts the new rows.
   */
  statement?: string;
}

const cols = <R>(...c: Array<readonly [keyof R & string, string]>) => c;

export const blocksSpec: TableSpec<BlockRow> = {
  table: 'blocks',
  conflict: 'ON CONFLICT DO NOTHING',
  columns: cols<BlockRow>(
    ['workchain', 'int4'],
    ['shard', 'int8'],
    ['seqno', 'int4'],
    ['root_hash', 'bytea'],
    ['file_hash', 'bytea'],
    ['mc_block_workchain', 'int4'],
    ['mc_block_shard', 'int8'],
    ['mc_block_seqno', 'int4'],
    ['global_id', 'int4'],
    ['version', 'int4'],
    ['after_merge', 'bool'],
    ['before_split', 'bool'],
    ['after_split', 'bool'],
    ['want_merge', 'bool'],
    ['want_split', 'bool'],
    ['key_block', 'bool'],
    ['vert_seqno_incr', 'bool'],
    ['flags', 'int4'],
    ['gen_utime', 'int8'],
    ['start_lt', 'int8'],
    ['end_lt', 'int8'],
    ['validator_list_hash_short', 'int8'],
    ['gen_catchain_seqno', 'int4'],
    ['min_ref_mc_seqno', 'int4'],
    ['prev_key_block_seqno', 'int4'],
    ['vert_seqno', 'int4'],
    ['master_ref_seqno', 'int4'],
    ['rand_seed', 'bytea'],
    ['created_by', 'bytea'],
    ['tx_count', 'int4'],
    ['prev_blocks', 'jsonb'],
  ),
};

/** The state a transaction left its account in, on its row (migration 0011). */
export const STATE_AFTER_COLUMNS = cols<TransactionRow>(
  ['state_after_balance', 'numeric'],
  ['state_after_balance_extra_currencies', 'jsonb'],
  ['state_after_account_status', 'text'],
  ['state_after_frozen_hash', 'bytea'],
  ['state_after_data_hash', 'bytea'],
  ['state_after_code_hash', 'bytea'],
);

export const transactionsSpec: TableSpec<TransactionRow> = {
  table: 'transactions',
  conflict: 'ON CONFLICT DO NOTHING',
  columns: cols<TransactionRow>(
    ['hash', 'bytea'],
    ['lt', 'int8'],
    ['account', 'text'],
    ['block_workchain', 'int4'],
    ['block_shard', 'int8'],
    ['block_seqno', 'int4'],
    ['mc_block_seqno', 'int4'],
    ['trace_id', 'bytea'],
    ['prev_trans_hash', 'bytea'],
    ['prev_trans_lt', 'int8'],
    ['now', 'int8'],
    ['orig_status', 'text'],
    ['end_status', 'text'],
    ['total_fees', 'numeric'],
    ['total_fees_extra_currencies', 'jsonb'],
    ['account_state_hash_before', 'bytea'],
    ['account_state_hash_after', 'bytea'],
    ['descr', 'text'],
    ['aborted', 'bool'],
    ['destroyed', 'bool'],
    ['credit_first', 'bool'],
    ['is_tock', 'bool'],
    ['installed', 'bool'],
    ['storage_fees_collected', 'numeric'],
    ['storage_fees_due', 'numeric'],
    ['storage_status_change', 'text'],
    ['credit_due_fees_collected', 'numeric'],
    ['credit', 'numeric'],
    ['credit_extra_currencies', 'jsonb'],
    ['compute_skipped', 'bool'],
    ['skipped_reason', 'text'],
    ['compute_success', 'bool'],
    ['compute_msg_state_used', 'bool'],
    ['compute_account_activated', 'bool'],
    ['compute_gas_fees', 'numeric'],
    ['compute_gas_used', 'numeric'],
    ['compute_gas_limit', 'numeric'],
    ['compute_gas_credit', 'numeric'],
    ['compute_mode', 'int2'],
    ['compute_exit_code', 'int4'],
    ['compute_exit_arg', 'int4'],
    ['compute_vm_steps', 'int8'],
    ['compute_vm_init_state_hash', 'bytea'],
    ['compute_vm_final_state_hash', 'bytea'],
    ['action_success', 'bool'],
    ['action_valid', 'bool'],
    ['action_no_funds', 'bool'],
    ['action_status_change', 'text'],
    ['action_total_fwd_fees', 'numeric'],
    ['action_total_action_fees', 'numeric'],
    ['action_result_code', 'int4'],
    ['action_result_arg', 'int4'],
    ['action_tot_actions', 'int4'],
    ['action_spec_actions', 'int4'],
    ['action_skipped_actions', 'int4'],
    ['action_msgs_created', 'int4'],
    ['action_action_list_hash', 'bytea'],
    ['action_tot_msg_size_cells', 'int8'],
    ['action_tot_msg_size_bits', 'int8'],
    ['bounce', 'text'],
    ['bounce_msg_size_cells', 'int8'],
    ['bounce_msg_size_bits', 'int8'],
    ['bounce_req_fwd_fees', 'numeric'],
    ['bounce_msg_fees', 'numeric'],
    ['bounce_fwd_fees', 'numeric'],
    ['split_info_cur_shard_pfx_len', 'int4'],
    ['split_info_acc_split_depth', 'int4'],
    ['split_info_this_addr', 'text'],
    ['split_info_sibling_addr', 'text'],
    ...STATE_AFTER_COLUMNS,
  ),
};

/**
 * Transaction columns the writer fills in after parsing: the trace (trace assembly) and the state after the
 * transaction (from the account states written with it). A parse worker's COPY tuples leave them out.
 */
export const TRANSACTION_COLUMNS_FILLED_LATER: ReadonlyArray<keyof TransactionRow & string> = [
  'trace_id',
  ...STATE_AFTER_COLUMNS.map(([c]) => c),
];

/** The transactions' columns as the writer copies them: those filled in after parsing last. */
export const TRANSACTION_COPY = copyColumns(transactionsSpec, TRANSACTION_COLUMNS_FILLED_LATER);

export const messagesSpec: TableSpec<MessageRow> = {
  table: 'messages',
  conflict: 'ON CONFLICT DO NOTHING',
  columns: cols<MessageRow>(
    ['tx_hash', 'bytea'],
    ['tx_lt', 'int8'],
    ['msg_hash', 'bytea'],
    ['direction', 'text'],
    ['mc_seqno', 'int4'],
    ['msg_hash_norm', 'bytea'],
    ['trace_id', 'bytea'],
    ['source', 'text'],
    ['destination', 'text'],
    ['value', 'numeric'],
    ['value_extra_currencies', 'jsonb'],
    ['fwd_fee', 'numeric'],
    ['ihr_fee', 'numeric'],
    ['extra_flags', 'numeric'],
    ['import_fee', 'numeric'],
    ['created_lt', 'int8'],
    ['created_at', 'int8'],
    ['opcode', 'int4'],
    ['ihr_disabled', 'bool'],
    ['bounce', 'bool'],
    ['bounced', 'bool'],
    ['body_hash', 'bytea'],
    ['init_state_hash', 'bytea'],
    ['body_boc', 'bytea'],
  ),
};

/** The messages' columns as the writer copies them: trace_id (set by trace assembly) last. */
export const MESSAGE_COPY = copyColumns(messagesSpec, ['trace_id']);

/** Bodies and StateInits: each stored once, beside the transaction that first carried it (migration 0010). */
export const contentsSpec: TableSpec<ContentRow> = {
  table: 'message_contents',
  conflict: 'ON CONFLICT DO NOTHING',
  columns: cols<ContentRow>(['hash', 'bytea'], ['lt', 'int8'], ['body', 'bytea']),
  statement: 'SELECT ton_insert_contents($1::bytea[], $2::int8[], $3::bytea[]) AS inserted',
};

/** Each transaction's BOC beside it, in the lt range of its transaction (migration 0018). */
export const transactionBocsSpec: TableSpec<TransactionBocRow> = {
  table: 'transaction_bocs',
  conflict: 'ON CONFLICT DO NOTHING',
  columns: cols<TransactionBocRow>(['lt', 'int8'], ['hash', 'bytea'], ['boc', 'bytea']),
};

export const TRANSACTION_BOC_COPY = copyColumns(transactionBocsSpec);

export const shardStateSpec: TableSpec<ShardStateRow> = {
  table: 'shard_state',
  conflict: 'ON CONFLICT DO NOTHING',
  columns: cols<ShardStateRow>(['mc_seqno', 'int4'], ['workchain', 'int4'], ['shard', 'int8'], ['seqno', 'int4']),
};

export const accountStatesSpec: TableSpec<AccountStateRow> = {
  table: 'account_states',
  conflict: 'ON CONFLICT DO NOTHING',
  columns: cols<AccountStateRow>(
    ['hash', 'bytea'],
    ['account', 'text'],
    ['balance', 'numeric'],
    ['balance_extra_currencies', 'jsonb'],
    ['account_status', 'text'],
    ['frozen_hash', 'bytea'],
    ['data_hash', 'bytea'],
    ['code_hash', 'bytea'],
  ),
};

const CHUNK = 4000;

function sqlOf<R>(spec: TableSpec<R>): string {
  if (spec.statement) return spec.statement;
  const names = spec.columns.map(([c]) => `"${c}"`).join(', ');
  const params = spec.columns.map(([, t], i) => `$${i + 1}::${t}[]`).join(', ');
  return `INSERT INTO ${spec.table} (${names}) SELECT * FROM unnest(${params}) ${spec.conflict}`;
}

const sqlCache = new Map<string, string>();

/** Inserts rows column-wise, in statements of at most CHUNK rows; returns how many were new. */
export async function insertRows<R>(client: pg.ClientBase, spec: TableSpec<R>, rows: readonly R[]): Promise<number> {
  let sql = sqlCache.get(spec.table + spec.conflict);
  if (!sql) sqlCache.set(spec.table + spec.conflict, (sql = sqlOf(spec)));
  let count = 0;
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const values = spec.columns.map(([c]) => chunk.map((r) => (r as Record<string, unknown>)[c] ?? null));
    count += inserted(spec, await client.query({ name: `ins_${spec.table}`, text: sql, values }));
  }
  return count;
}

const inserted = (spec: { statement?: string }, res: pg.QueryResult): number =>
  spec.statement ? Number(res.rows[0]?.inserted ?? 0) : (res.rowCount ?? 0);
