/**
 * Rows of the index as `pg` returns them (indexer/migrations/): bigint and numeric columns as decimal
 * strings, bytea as Buffer, jsonb parsed, nullable columns as `| null`. Queries name their row type
 * (`c.query<NftItemRow>(…)`), so a mapper reading a column the query does not select fails to compile.
 */

import type { components } from '../../../../generated/v3/types.ts';

type MessageContent = components['schemas']['MessageContent'];

/** jsonb: whatever JSON the indexer stored. */
export type Json = unknown;

export interface NftCollectionRow {
  address: string;
  next_item_index: string | null;
  owner_address: string | null;
  collection_content: Json;
  last_transaction_lt: string;
  code_hash: Buffer | null;
  data_hash: Buffer | null;
}

/** `nft_collections` columns under the `c_` prefix, as joined to an item. */
export type PrefixedCollectionRow = { [K in keyof NftCollectionRow as `c_${K}`]: NftCollectionRow[K] | null };

export interface NftItemRow {
  address: string;
  init: boolean | null;
  index: string | null;
  collection_address: string | null;
  owner_address: string | null;
  content: Json;
  last_transaction_lt: string;
  code_hash: Buffer | null;
  data_hash: Buffer | null;
  real_owner: string | null;
}

/** An item with the sale or auction contract holding it and its collection (`queryItems`). */
export interface NftItemListingRow extends NftItemRow, PrefixedCollectionRow {
  sale_address: string | null;
  auction_address: string | null;
  /** the seller the holding sale or auction contract names */
  seller: string | null;
}

export interface NftTransferRow {
  tx_hash: Buffer;
  tx_lt: string;
  tx_now: string;
  tx_aborted: boolean;
  mc_seqno: number | null;
  query_id: string | null;
  nft_item_address: string | null;
  nft_item_index: string | null;
  nft_collection_address: string | null;
  old_owner: string | null;
  new_owner: string | null;
  response_destination: string | null;
  custom_payload: Buffer | null;
  forward_amount: string | null;
  forward_payload: Buffer | null;
  trace_id: Buffer | null;
}

export interface JettonMasterRow {
  address: string;
  total_supply: string | null;
  mintable: boolean | null;
  admin_address: string | null;
  jetton_content: Json;
  jetton_wallet_code_hash: Buffer | null;
  last_transaction_lt: string;
  code_hash: Buffer | null;
  data_hash: Buffer | null;
}

export interface JettonWalletRow {
  address: string;
  balance: string | null;
  owner: string | null;
  jetton: string | null;
  last_transaction_lt: string;
  code_hash: Buffer | null;
  data_hash: Buffer | null;
  mintless_is_claimed: boolean | null;
  mintless_amount: string | null;
  mintless_start_from: string | null;
  mintless_expire_at: string | null;
}

/** A wallet with its master's mintless custom payload API, when it has one. */
export interface JettonWalletListingRow extends JettonWalletRow {
  custom_payload_api_uri: string[] | null;
}

/** Columns every event table (jetton and NFT transfers, jetton burns) starts with. */
interface EventColumns {
  tx_hash: Buffer;
  tx_lt: string;
  tx_now: string;
  tx_aborted: boolean;
  mc_seqno: number | null;
  query_id: string | null;
  trace_id: Buffer | null;
}

export interface JettonTransferRow extends EventColumns {
  amount: string | null;
  source: string | null;
  destination: string | null;
  jetton_wallet_address: string | null;
  jetton_master_address: string | null;
  response_destination: string | null;
  custom_payload: Buffer | null;
  forward_ton_amount: string | null;
  forward_payload: Buffer | null;
}

export interface JettonBurnRow extends EventColumns {
  owner: string | null;
  jetton_wallet_address: string | null;
  jetton_master_address: string | null;
  amount: string | null;
  response_destination: string | null;
  custom_payload: Buffer | null;
}

export interface LatestAccountStateRow {
  account: string;
  account_friendly: string | null;
  hash: Buffer;
  balance: string | null;
  balance_extra_currencies: Json;
  /** one of the contract's AccountStatus values: the indexer writes it from the account's state */
  account_status: string | null;
  timestamp: string | null;
  last_trans_hash: Buffer | null;
  last_trans_lt: string | null;
  frozen_hash: Buffer | null;
  data_hash: Buffer | null;
  code_hash: Buffer | null;
  data_boc: Buffer | null;
  code_boc: Buffer | null;
}

/** An account's latest state with the get-methods its code answers (`contract_methods`, bigint[] as strings). */
export interface AccountStateWithMethodsRow extends LatestAccountStateRow {
  methods: string[] | null;
}

export interface MultisigRow {
  address: string;
  next_order_seqno: string | null;
  threshold: number | null;
  signers: string[];
  proposers: string[];
  last_transaction_lt: string;
  code_hash: Buffer | null;
  data_hash: Buffer | null;
}

export interface MultisigOrderRow {
  address: string;
  multisig_address: string | null;
  order_seqno: string | null;
  threshold: number | null;
  sent_for_execution: boolean | null;
  approvals_mask: string | null;
  approvals_num: number | null;
  expiration_date: string | null;
  order_boc: Buffer | null;
  signers: string[];
  last_transaction_lt: string;
  code_hash: Buffer | null;
  data_hash: Buffer | null;
}

export interface GetgemsSaleRow {
  address: string;
  type: string | null;
  is_complete: boolean | null;
  created_at: string | null;
  marketplace_address: string | null;
  nft_address: string | null;
  nft_owner_address: string | null;
  full_price: string | null;
  marketplace_fee_address: string | null;
  marketplace_fee: string | null;
  royalty_address: string | null;
  royalty_amount: string | null;
  last_transaction_lt: string;
  code_hash: Buffer | null;
  data_hash: Buffer | null;
}

export interface GetgemsAuctionRow {
  address: string;
  end_flag: boolean | null;
  end_time: string | null;
  mp_addr: string | null;
  nft_addr: string | null;
  nft_owner: string | null;
  last_bid: string | null;
  last_member: string | null;
  min_step: string | null;
  mp_fee_addr: string | null;
  mp_fee_factor: string | null;
  mp_fee_base: string | null;
  royalty_fee_addr: string | null;
  royalty_fee_factor: string | null;
  royalty_fee_base: string | null;
  max_bid: string | null;
  min_bid: string | null;
  created_at: string | null;
  last_bid_at: string | null;
  is_canceled: boolean | null;
  last_transaction_lt: string;
  code_hash: Buffer | null;
  data_hash: Buffer | null;
}

export interface MessageRow {
  tx_hash: Buffer;
  tx_lt: string;
  msg_hash: Buffer;
  direction: 'in' | 'out';
  /** not read for transactions' messages (RECORD_MESSAGE_COLUMNS in records.ts): no Message record has it */
  mc_seqno?: number | null;
  msg_hash_norm: Buffer | null;
  /** not read for transactions' messages, as mc_seqno */
  trace_id?: Buffer | null;
  source: string | null;
  destination: string | null;
  value: string | null;
  value_extra_currencies: Json;
  fwd_fee: string | null;
  ihr_fee: string | null;
  extra_flags: string | null;
  import_fee: string | null;
  created_lt: string | null;
  /** bigint, so a string from pg; a number where the indexer's own row (indexer/model/rows.ts) is mapped directly */
  created_at: string | number | null;
  opcode: number | null;
  ihr_disabled: boolean | null;
  bounce: boolean | null;
  bounced: boolean | null;
  body_hash: Buffer | null;
  init_state_hash: Buffer | null;
  /** the body itself when it is small (migration 0012): then it is not looked up by hash */
  body_boc?: Buffer | null;
}

/** A message row with its body and StateInit as records, once they are read (`withContents` in contents.ts). */
export interface MessageWithContentRow extends MessageRow {
  body_content?: MessageContent | null;
  init_content?: MessageContent | null;
}

type Status = components['schemas']['AccountStatus'];
type StatusChange = 'unchanged' | 'frozen' | 'deleted';

/** A transaction row; text columns holding one of the contract's values are typed as those values (the indexer writes them from TL-B). */
export interface TransactionRow {
  hash: Buffer;
  lt: string;
  account: string;
  block_workchain: number;
  block_shard: string;
  block_seqno: number;
  mc_block_seqno: number | null;
  trace_id: Buffer | null;
  prev_trans_hash: Buffer;
  prev_trans_lt: string;
  now: string;
  orig_status: Status;
  end_status: Status;
  total_fees: string;
  total_fees_extra_currencies: Json;
  account_state_hash_before: Buffer;
  account_state_hash_after: Buffer;
  /**
   * The state the transaction left its account in, where the indexer wrote it on the row (migration 0011; the
   * status is set whenever the row carries one): the same as account_states' row of account_state_hash_after.
   */
  state_after_balance?: string | null;
  state_after_balance_extra_currencies?: Json;
  state_after_account_status?: Status | null;
  state_after_frozen_hash?: Buffer | null;
  state_after_data_hash?: Buffer | null;
  state_after_code_hash?: Buffer | null;
  descr: components['schemas']['TransactionDescription']['type'];
  aborted: boolean | null;
  destroyed: boolean | null;
  credit_first: boolean | null;
  is_tock: boolean | null;
  installed: boolean | null;
  storage_fees_collected: string | null;
  storage_fees_due: string | null;
  storage_status_change: StatusChange | null;
  credit_due_fees_collected: string | null;
  credit: string | null;
  credit_extra_currencies: Json;
  compute_skipped: boolean | null;
  skipped_reason: 'no_state' | 'bad_state' | 'no_gas' | 'suspended' | null;
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
  compute_vm_steps: string | null;
  compute_vm_init_state_hash: Buffer | null;
  compute_vm_final_state_hash: Buffer | null;
  action_success: boolean | null;
  action_valid: boolean | null;
  action_no_funds: boolean | null;
  action_status_change: StatusChange | null;
  action_total_fwd_fees: string | null;
  action_total_action_fees: string | null;
  action_result_code: number | null;
  action_result_arg: number | null;
  action_tot_actions: number | null;
  action_spec_actions: number | null;
  action_skipped_actions: number | null;
  action_msgs_created: number | null;
  action_action_list_hash: Buffer | null;
  action_tot_msg_size_cells: string | null;
  action_tot_msg_size_bits: string | null;
  bounce: 'negfunds' | 'nofunds' | 'ok' | null;
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

export interface AccountStateRow {
  hash: Buffer;
  account: string;
  balance: string | null;
  balance_extra_currencies: Json;
  account_status: Status | null;
  frozen_hash: Buffer | null;
  data_hash: Buffer | null;
  code_hash: Buffer | null;
}

/**
 * An `actions` / `pending_actions` row. The mappers read every value through the readers of action-values.ts,
 * which turn a malformed stored value into null, so a column other indexers' storage lacks may be absent.
 */
export interface ActionRow {
  trace_id: Buffer;
  action_id: Buffer;
  tx_hashes: Buffer[];
  type: string;
  start_lt?: string | null;
  end_lt?: string | null;
  start_utime?: string | null;
  end_utime?: string | null;
  source?: string | null;
  source_secondary?: string | null;
  destination?: string | null;
  destination_secondary?: string | null;
  asset?: string | null;
  asset_secondary?: string | null;
  asset2?: string | null;
  asset2_secondary?: string | null;
  opcode?: string | null;
  value?: string | null;
  amount?: string | null;
  success?: boolean | null;
  trace_end_lt?: string | null;
  trace_end_utime?: string | null;
  trace_external_hash?: Buffer | null;
  trace_external_hash_norm?: Buffer | null;
  mc_seqno_end?: number | null;
  trace_mc_seqno_end?: number | null;
  parent_action_id?: Buffer | null;
  ancestor_type?: string[];
  value_extra_currencies?: Json;
  /** the type's payload keyed `<type>_data` (contract/action-data.ts) */
  data?: Json;
}

/** A `traces` / `pending_traces` row. */
export interface TraceRow {
  trace_id: Buffer;
  external_hash: Buffer | null;
  external_hash_norm: Buffer | null;
  mc_seqno_start: number | null;
  mc_seqno_end: number | null;
  start_lt: string;
  start_utime: string;
  end_lt: string;
  end_utime: string;
  state: components['schemas']['TraceMeta']['trace_state'];
  pending_edges_: string;
  edges_: string;
  nodes_: string;
  classification_state: components['schemas']['TraceMeta']['classification_state'];
}

/** A `prev_blocks` entry: the shard as a signed decimal string. */
export interface PrevBlockJson {
  workchain: number;
  shard: string | number;
  seqno: number;
}

export interface BlockRow {
  workchain: number;
  shard: string;
  seqno: number;
  root_hash: Buffer;
  file_hash: Buffer | null;
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
  gen_utime: string;
  start_lt: string;
  end_lt: string;
  validator_list_hash_short: string;
  gen_catchain_seqno: number;
  min_ref_mc_seqno: number;
  prev_key_block_seqno: number;
  vert_seqno: number;
  master_ref_seqno: number | null;
  rand_seed: Buffer;
  created_by: Buffer;
  tx_count: number;
  prev_blocks: PrevBlockJson[] | null;
}
