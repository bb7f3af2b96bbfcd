/** Row shapes written by the indexer, in the column order of the migrations. */
export type Hash = Buffer;

export interface BlockRow {
  workchain: number;
  shard: string;
  seqno: number;
  root_hash: Hash;
  file_hash: Hash | null;
  mc_block_workchain: number | null;
  mc_block_shard: string | null;
  mc_block_seqno: number | null;
  global_id: number;
  version: number;
  after_merge: boolean;
  before_split: boolean;
  after_split: boolean;
  want_merge: boolean;
  want_split: boolean;
  key_block: boolean;
  vert_seqno_incr: boolean;
  flags: number;
  gen_utime: number;
  start_lt: string;
  end_lt: string;
  validator_list_hash_short: number;
  gen_catchain_seqno: number;
  min_ref_mc_seqno: number;
  prev_key_block_seqno: number;
  vert_seqno: number;
  master_ref_seqno: number | null;
  rand_seed: Hash;
  created_by: Hash;
  tx_count: number;
  prev_blocks: string;
}

export interface TransactionRow {
  hash: Hash;
  lt: string;
  account: string;
  block_workchain: number;
  block_shard: string;
  block_seqno: number;
  mc_block_seqno: number | null;
  trace_id: Hash | null;
  prev_trans_hash: Hash;
  prev_trans_lt: string;
  now: number;
  orig_status: string;
  end_status: string;
  total_fees: string;
  total_fees_extra_currencies: string | null;
  account_state_hash_before: Hash;
  account_state_hash_after: Hash;
  /**
   * The state the transaction left its account in (migration 0011), set by the writer when the set it writes
   * takes that state (`carryStatesAfter`); otherwise unset, and readers look the state up by hash.
   */
  state_after_balance?: string | null;
  state_after_balance_extra_currencies?: string | null;
  state_after_account_status?: string | null;
  state_after_frozen_hash?: Hash | null;
  state_after_data_hash?: Hash | null;
  state_after_code_hash?: Hash | null;
  descr: string;
  aborted: boolean | null;
  destroyed: boolean | null;
  credit_first: boolean | null;
  is_tock: boolean | null;
  installed: boolean | null;
  storage_fees_collected: string | null;
  storage_fees_due: string | null;
  storage_status_change: string | null;
  credit_due_fees_collected: string | null;
  credit: string | null;
  credit_extra_currencies: string | null;
  compute_skipped: boolean | null;
  skipped_reason: string | null;
  compute_success: boolean | null;
  compute_msg_state_used: boolean | null;
  compute_account_activated: boolean | null;
  compute_gas_fees: string | null;
  compute_gas_used: string | null;
  compute_gas_limit: string | null;
  compute_gas_credit: string | null;
  compute_mode: number | null;
  compute_exit_code: number | null;
  compute_exit_arg: number | null;
  compute_vm_steps: number | null;
  compute_vm_init_state_hash: Hash | null;
  compute_vm_final_state_hash: Hash | null;
  action_success: boolean | null;
  action_valid: boolean | null;
  action_no_funds: boolean | null;
  action_status_change: string | null;
  action_total_fwd_fees: string | null;
  action_total_action_fees: string | null;
  action_result_code: number | null;
  action_result_arg: number | null;
  action_tot_actions: number | null;
  action_spec_actions: number | null;
  action_skipped_actions: number | null;
  action_msgs_created: number | null;
  action_action_list_hash: Hash | null;
  action_tot_msg_size_cells: string | null;
  action_tot_msg_size_bits: string | null;
  bounce: string | null;
  bounce_msg_size_cells: string | null;
  bounce_msg_size_bits: string | null;
  bounce_req_fwd_fees: string | null;
  bounce_msg_fees: string | null;
  bounce_fwd_fees: string | null;
  split_info_cur_shard_pfx_len: number | null;
  split_info_acc_split_depth: number | null;
  split_info_this_addr: string | null;
  split_info_sibling_addr: string | null;
}

export interface MessageRow {
  tx_hash: Hash;
  tx_lt: string;
  msg_hash: Hash;
  direction: 'in' | 'out';
  mc_seqno: number | null;
  msg_hash_norm: Hash | null;
  trace_id: Hash | null;
  source: string | null;
  destination: string | null;
  value: string | null;
  value_extra_currencies: string | null;
  fwd_fee: string | null;
  ihr_fee: string | null;
  extra_flags: string | null;
  import_fee: string | null;
  created_lt: string | null;
  created_at: number | null;
  opcode: number | null;
  ihr_disabled: boolean | null;
  bounce: boolean | null;
  bounced: boolean | null;
  body_hash: Hash | null;
  init_state_hash: Hash | null;
  /** the body's BOC when it is at most INLINE_BODY_MAX bytes (migration 0012), else null: read by hash */
  body_boc: Buffer | null;
}

export interface ContentRow {
  hash: Hash;
  /** lt of the first transaction that carried it: where it is kept (message_bodies) */
  lt: string;
  body: Buffer;
}

export interface ShardStateRow {
  mc_seqno: number;
  workchain: number;
  shard: string;
  seqno: number;
}

export interface AccountStateRow {
  hash: Hash;
  account: string;
  balance: string | null;
  balance_extra_currencies: string | null;
  account_status: string | null;
  frozen_hash: Hash | null;
  data_hash: Hash | null;
  code_hash: Hash | null;
}

/** Everything one block contributes. */
/** A transaction's BOC with its messages (migration 0018), what API v2 answers from when a liteserver pruned it. */
export interface TransactionBocRow {
  lt: string;
  hash: Hash;
  boc: Buffer;
}

export interface BlockData {
  block: BlockRow;
  transactions: TransactionRow[];
  messages: MessageRow[];
  contents: ContentRow[];
  /** the transactions' BOCs (absent where a block's data was made without them, as in tests' seeded blocks) */
  bocs?: TransactionBocRow[];
  /**
   * The transactions' and messages' columns already encoded as PostgreSQL array literals (all but those the
   * writer fills in later: trace_id, and a transaction's state after it), when the block was parsed in a worker:
   * the writing thread then only sends them.
   */
  literals?: { transactions: ColumnLiterals; messages: ColumnLiterals };
}

/** Column name → the column's values as one PostgreSQL array literal, in row order. */
export type ColumnLiterals = Record<string, string>;
