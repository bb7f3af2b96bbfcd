// generated from indexer/migrations/ by tools/row-types.ts, do not edit; run make generate
// migrations sha256: 37538517d2513fd4557ea86a3464860f94eb28b8ee67445a17925ce496c7733c

/**
 * The index's tables as node-postgres returns their rows: one interface per table, each column typed as pg
 * parses it, its SQL type beside it.
 */

/** json/jsonb: whatever JSON was stored (null for SQL NULL too). */
export type Json = unknown;

/** `account_states` */
export interface AccountStatesRow {
  /** bytea NOT NULL */
  hash: Buffer;
  /** text NOT NULL */
  account: string;
  /** numeric */
  balance: string | null;
  /** jsonb */
  balance_extra_currencies: Json;
  /** text */
  account_status: string | null;
  /** bytea */
  frozen_hash: Buffer | null;
  /** bytea */
  data_hash: Buffer | null;
  /** bytea */
  code_hash: Buffer | null;
}

/** `action_accounts` */
export interface ActionAccountsRow {
  /** bytea NOT NULL */
  action_id: Buffer;
  /** bytea NOT NULL */
  trace_id: Buffer;
  /** text NOT NULL */
  account: string;
  /** bigint NOT NULL */
  trace_end_lt: string;
  /** bigint */
  trace_end_utime: string | null;
  /** bigint NOT NULL */
  action_end_lt: string;
  /** bigint */
  action_end_utime: string | null;
}

/** `actions` */
export interface ActionsRow {
  /** bytea NOT NULL */
  trace_id: Buffer;
  /** bytea NOT NULL */
  action_id: Buffer;
  /** bigint */
  start_lt: string | null;
  /** bigint */
  end_lt: string | null;
  /** bigint */
  start_utime: string | null;
  /** bigint */
  end_utime: string | null;
  /** text */
  source: string | null;
  /** text */
  source_secondary: string | null;
  /** text */
  destination: string | null;
  /** text */
  destination_secondary: string | null;
  /** text */
  asset: string | null;
  /** text */
  asset_secondary: string | null;
  /** text */
  asset2: string | null;
  /** text */
  asset2_secondary: string | null;
  /** bigint */
  opcode: string | null;
  /** bytea[] NOT NULL */
  tx_hashes: Buffer[];
  /** text NOT NULL */
  type: string;
  /** numeric */
  value: string | null;
  /** numeric */
  amount: string | null;
  /** boolean NOT NULL */
  success: boolean;
  /** bigint */
  trace_end_lt: string | null;
  /** bigint */
  trace_end_utime: string | null;
  /** bytea */
  trace_external_hash: Buffer | null;
  /** bytea */
  trace_external_hash_norm: Buffer | null;
  /** integer */
  mc_seqno_end: number | null;
  /** integer */
  trace_mc_seqno_end: number | null;
  /** bytea */
  parent_action_id: Buffer | null;
  /** text[] NOT NULL */
  ancestor_type: string[];
  /** jsonb */
  value_extra_currencies: Json;
  /** jsonb */
  data: Json;
}

/** `address_book` */
export interface AddressBookRow {
  /** text NOT NULL */
  address: string;
  /** bytea */
  code_hash: Buffer | null;
  /** text */
  domain: string | null;
}

/** `address_metadata` */
export interface AddressMetadataRow {
  /** text NOT NULL */
  address: string;
  /** text NOT NULL */
  type: string;
  /** boolean NOT NULL */
  valid: boolean;
  /** text */
  name: string | null;
  /** text */
  description: string | null;
  /** jsonb */
  extra: Json;
  /** text */
  symbol: string | null;
  /** text */
  image: string | null;
  /** bigint */
  updated_at: string | null;
  /** bigint */
  expires_at: string | null;
  /** boolean NOT NULL */
  reindex_allowed: boolean;
}

/** `address_metadata_flags` */
export interface AddressMetadataFlagsRow {
  /** text NOT NULL */
  address: string;
  /** boolean */
  is_nsfw: boolean | null;
  /** boolean */
  is_scam: boolean | null;
}

/** `backfill_ranges` */
export interface BackfillRangesRow {
  /** text NOT NULL */
  job: string;
  /** integer NOT NULL */
  first: number;
  /** integer NOT NULL */
  last: number;
  /** timestamp with time zone */
  done_at: Date | null;
}

/** `blocks` */
export interface BlocksRow {
  /** integer NOT NULL */
  workchain: number;
  /** bigint NOT NULL */
  shard: string;
  /** integer NOT NULL */
  seqno: number;
  /** bytea NOT NULL */
  root_hash: Buffer;
  /** bytea */
  file_hash: Buffer | null;
  /** integer */
  mc_block_workchain: number | null;
  /** bigint */
  mc_block_shard: string | null;
  /** integer */
  mc_block_seqno: number | null;
  /** integer NOT NULL */
  global_id: number;
  /** integer NOT NULL */
  version: number;
  /** boolean NOT NULL */
  after_merge: boolean;
  /** boolean NOT NULL */
  before_split: boolean;
  /** boolean NOT NULL */
  after_split: boolean;
  /** boolean NOT NULL */
  want_merge: boolean;
  /** boolean NOT NULL */
  want_split: boolean;
  /** boolean NOT NULL */
  key_block: boolean;
  /** boolean NOT NULL */
  vert_seqno_incr: boolean;
  /** integer NOT NULL */
  flags: number;
  /** bigint NOT NULL */
  gen_utime: string;
  /** bigint NOT NULL */
  start_lt: string;
  /** bigint NOT NULL */
  end_lt: string;
  /** bigint NOT NULL */
  validator_list_hash_short: string;
  /** integer NOT NULL */
  gen_catchain_seqno: number;
  /** integer NOT NULL */
  min_ref_mc_seqno: number;
  /** integer NOT NULL */
  prev_key_block_seqno: number;
  /** integer NOT NULL */
  vert_seqno: number;
  /** integer */
  master_ref_seqno: number | null;
  /** bytea NOT NULL */
  rand_seed: Buffer;
  /** bytea NOT NULL */
  created_by: Buffer;
  /** integer NOT NULL */
  tx_count: number;
  /** jsonb NOT NULL */
  prev_blocks: Json;
}

/** `code_interfaces` */
export interface CodeInterfacesRow {
  /** bytea NOT NULL */
  code_hash: Buffer;
  /** text[] NOT NULL */
  interfaces: string[];
}

/** `contract_methods` */
export interface ContractMethodsRow {
  /** bytea NOT NULL */
  code_hash: Buffer;
  /** bigint[] NOT NULL */
  methods: string[];
}

/** `dns_entries` */
export interface DnsEntriesRow {
  /** text NOT NULL */
  nft_item_address: string;
  /** text */
  nft_item_owner: string | null;
  /** text */
  domain: string | null;
  /** text */
  dns_next_resolver: string | null;
  /** text */
  dns_wallet: string | null;
  /** character varying(64) */
  dns_site_adnl: string | null;
  /** character varying(64) */
  dns_storage_bag_id: string | null;
  /** bigint NOT NULL */
  last_transaction_lt: string;
}

/** `getgems_nft_auctions` */
export interface GetgemsNftAuctionsRow {
  /** bigint NOT NULL */
  id: string;
  /** text NOT NULL */
  address: string;
  /** boolean */
  end_flag: boolean | null;
  /** bigint */
  end_time: string | null;
  /** text */
  mp_addr: string | null;
  /** text */
  nft_addr: string | null;
  /** text */
  nft_owner: string | null;
  /** numeric */
  last_bid: string | null;
  /** text */
  last_member: string | null;
  /** numeric */
  min_step: string | null;
  /** text */
  mp_fee_addr: string | null;
  /** bigint */
  mp_fee_factor: string | null;
  /** bigint */
  mp_fee_base: string | null;
  /** text */
  royalty_fee_addr: string | null;
  /** bigint */
  royalty_fee_factor: string | null;
  /** bigint */
  royalty_fee_base: string | null;
  /** numeric */
  max_bid: string | null;
  /** numeric */
  min_bid: string | null;
  /** bigint */
  created_at: string | null;
  /** bigint */
  last_bid_at: string | null;
  /** boolean */
  is_canceled: boolean | null;
  /** bigint NOT NULL */
  last_transaction_lt: string;
  /** bytea */
  code_hash: Buffer | null;
  /** bytea */
  data_hash: Buffer | null;
}

/** `getgems_nft_sales` */
export interface GetgemsNftSalesRow {
  /** bigint NOT NULL */
  id: string;
  /** text NOT NULL */
  address: string;
  /** text */
  type: string | null;
  /** boolean */
  is_complete: boolean | null;
  /** bigint */
  created_at: string | null;
  /** text */
  marketplace_address: string | null;
  /** text */
  nft_address: string | null;
  /** text */
  nft_owner_address: string | null;
  /** numeric */
  full_price: string | null;
  /** text */
  marketplace_fee_address: string | null;
  /** numeric */
  marketplace_fee: string | null;
  /** text */
  royalty_address: string | null;
  /** numeric */
  royalty_amount: string | null;
  /** bigint NOT NULL */
  last_transaction_lt: string;
  /** bytea */
  code_hash: Buffer | null;
  /** bytea */
  data_hash: Buffer | null;
}

/** `index_news` */
export interface IndexNewsRow {
  /** bigint NOT NULL */
  position: string;
  /** text NOT NULL */
  news: string;
  /** timestamp with time zone NOT NULL */
  at: Date;
}

/** `index_news_head` */
export interface IndexNewsHeadRow {
  /** boolean NOT NULL */
  one: boolean;
  /** bigint NOT NULL */
  position: string;
}

/** `index_verification` */
export interface IndexVerificationRow {
  /** boolean NOT NULL */
  one: boolean;
  /** integer NOT NULL */
  from_seqno: number;
  /** integer NOT NULL */
  last_verified_seqno: number;
  /** integer NOT NULL */
  known_holes: number;
  /** integer NOT NULL */
  extras: number;
  /** integer NOT NULL */
  mismatches: number;
  /** boolean NOT NULL */
  fast: boolean;
  /** timestamp with time zone NOT NULL */
  verified_at: Date;
}

/** `indexed_mc_blocks` */
export interface IndexedMcBlocksRow {
  /** integer NOT NULL */
  seqno: number;
  /** timestamp with time zone NOT NULL */
  indexed_at: Date;
  /** integer NOT NULL */
  tx_count: number;
}

/** `jetton_burns` */
export interface JettonBurnsRow {
  /** bytea NOT NULL */
  tx_hash: Buffer;
  /** bigint NOT NULL */
  tx_lt: string;
  /** bigint NOT NULL */
  tx_now: string;
  /** boolean NOT NULL */
  tx_aborted: boolean;
  /** integer */
  mc_seqno: number | null;
  /** numeric */
  query_id: string | null;
  /** text */
  owner: string | null;
  /** text */
  jetton_wallet_address: string | null;
  /** text */
  jetton_master_address: string | null;
  /** numeric */
  amount: string | null;
  /** text */
  response_destination: string | null;
  /** bytea */
  custom_payload: Buffer | null;
  /** bytea */
  trace_id: Buffer | null;
}

/** `jetton_masters` */
export interface JettonMastersRow {
  /** bigint NOT NULL */
  id: string;
  /** text NOT NULL */
  address: string;
  /** numeric */
  total_supply: string | null;
  /** boolean */
  mintable: boolean | null;
  /** text */
  admin_address: string | null;
  /** jsonb */
  jetton_content: Json;
  /** bytea */
  jetton_wallet_code_hash: Buffer | null;
  /** bigint NOT NULL */
  last_transaction_lt: string;
  /** bytea */
  code_hash: Buffer | null;
  /** bytea */
  data_hash: Buffer | null;
}

/** `jetton_transfers` */
export interface JettonTransfersRow {
  /** bytea NOT NULL */
  tx_hash: Buffer;
  /** bigint NOT NULL */
  tx_lt: string;
  /** bigint NOT NULL */
  tx_now: string;
  /** boolean NOT NULL */
  tx_aborted: boolean;
  /** integer */
  mc_seqno: number | null;
  /** numeric */
  query_id: string | null;
  /** numeric */
  amount: string | null;
  /** text */
  source: string | null;
  /** text */
  destination: string | null;
  /** text */
  jetton_wallet_address: string | null;
  /** text */
  jetton_master_address: string | null;
  /** text */
  response_destination: string | null;
  /** bytea */
  custom_payload: Buffer | null;
  /** numeric */
  forward_ton_amount: string | null;
  /** bytea */
  forward_payload: Buffer | null;
  /** bytea */
  trace_id: Buffer | null;
}

/** `jetton_wallet_balances` */
export interface JettonWalletBalancesRow {
  /** text NOT NULL */
  address: string;
  /** bigint NOT NULL */
  tx_lt: string;
  /** bytea */
  tx_hash: Buffer | null;
  /** bigint NOT NULL */
  tx_now: string;
  /** integer NOT NULL */
  mc_seqno: number;
  /** numeric NOT NULL */
  balance: string;
  /** text */
  owner: string | null;
  /** text */
  jetton: string | null;
}

/** `jetton_wallets` */
export interface JettonWalletsRow {
  /** bigint NOT NULL */
  id: string;
  /** text NOT NULL */
  address: string;
  /** numeric */
  balance: string | null;
  /** text */
  owner: string | null;
  /** text */
  jetton: string | null;
  /** bigint NOT NULL */
  last_transaction_lt: string;
  /** bytea */
  code_hash: Buffer | null;
  /** bytea */
  data_hash: Buffer | null;
  /** boolean */
  mintless_is_claimed: boolean | null;
  /** numeric */
  mintless_amount: string | null;
  /** bigint */
  mintless_start_from: string | null;
  /** bigint */
  mintless_expire_at: string | null;
}

/** `latest_account_states` */
export interface LatestAccountStatesRow {
  /** bigint NOT NULL */
  id: string;
  /** text NOT NULL */
  account: string;
  /** text */
  account_friendly: string | null;
  /** bytea NOT NULL */
  hash: Buffer;
  /** numeric */
  balance: string | null;
  /** jsonb */
  balance_extra_currencies: Json;
  /** text */
  account_status: string | null;
  /** bigint */
  timestamp: string | null;
  /** bytea */
  last_trans_hash: Buffer | null;
  /** bigint */
  last_trans_lt: string | null;
  /** bytea */
  frozen_hash: Buffer | null;
  /** bytea */
  data_hash: Buffer | null;
  /** bytea */
  code_hash: Buffer | null;
  /** bytea */
  data_boc: Buffer | null;
  /** bytea */
  code_boc: Buffer | null;
}

/** `marketplace_names` */
export interface MarketplaceNamesRow {
  /** text NOT NULL */
  address: string;
  /** text NOT NULL */
  name: string;
}

/** `message_bodies` */
export interface MessageBodiesRow {
  /** bigint NOT NULL */
  lt: string;
  /** bytea NOT NULL */
  hash: Buffer;
  /** bytea NOT NULL */
  body: Buffer;
}

/** `message_content_lts` */
export interface MessageContentLtsRow {
  /** bytea NOT NULL */
  hash: Buffer;
  /** bigint NOT NULL */
  lt: string;
}

/** `message_hashes` */
export interface MessageHashesRow {
  /** bytea NOT NULL */
  hash: Buffer;
  /** bigint NOT NULL */
  tx_lt: string;
  /** bytea NOT NULL */
  tx_hash: Buffer;
  /** text NOT NULL */
  direction: string;
}

/** `messages` */
export interface MessagesRow {
  /** bytea NOT NULL */
  tx_hash: Buffer;
  /** bigint NOT NULL */
  tx_lt: string;
  /** bytea NOT NULL */
  msg_hash: Buffer;
  /** text NOT NULL */
  direction: string;
  /** integer */
  mc_seqno: number | null;
  /** bytea */
  msg_hash_norm: Buffer | null;
  /** bytea */
  trace_id: Buffer | null;
  /** text */
  source: string | null;
  /** text */
  destination: string | null;
  /** numeric */
  value: string | null;
  /** jsonb */
  value_extra_currencies: Json;
  /** numeric */
  fwd_fee: string | null;
  /** numeric */
  ihr_fee: string | null;
  /** numeric */
  extra_flags: string | null;
  /** numeric */
  import_fee: string | null;
  /** bigint */
  created_lt: string | null;
  /** bigint */
  created_at: string | null;
  /** integer */
  opcode: number | null;
  /** boolean */
  ihr_disabled: boolean | null;
  /** boolean */
  bounce: boolean | null;
  /** boolean */
  bounced: boolean | null;
  /** bytea */
  body_hash: Buffer | null;
  /** bytea */
  init_state_hash: Buffer | null;
  /** bytea */
  body_boc: Buffer | null;
}

/** `mintless_jetton_masters` */
export interface MintlessJettonMastersRow {
  /** bigint NOT NULL */
  id: string;
  /** text NOT NULL */
  address: string;
  /** boolean */
  is_indexed: boolean | null;
  /** text[] */
  custom_payload_api_uri: string[] | null;
}

/** `multisig` */
export interface MultisigRow {
  /** bigint NOT NULL */
  id: string;
  /** text NOT NULL */
  address: string;
  /** numeric */
  next_order_seqno: string | null;
  /** integer */
  threshold: number | null;
  /** text[] NOT NULL */
  signers: string[];
  /** text[] NOT NULL */
  proposers: string[];
  /** bigint NOT NULL */
  last_transaction_lt: string;
  /** bytea */
  code_hash: Buffer | null;
  /** bytea */
  data_hash: Buffer | null;
}

/** `multisig_orders` */
export interface MultisigOrdersRow {
  /** bigint NOT NULL */
  id: string;
  /** text NOT NULL */
  address: string;
  /** text */
  multisig_address: string | null;
  /** numeric */
  order_seqno: string | null;
  /** integer */
  threshold: number | null;
  /** boolean */
  sent_for_execution: boolean | null;
  /** numeric */
  approvals_mask: string | null;
  /** integer */
  approvals_num: number | null;
  /** bigint */
  expiration_date: string | null;
  /** bytea */
  order_boc: Buffer | null;
  /** text[] NOT NULL */
  signers: string[];
  /** bigint NOT NULL */
  last_transaction_lt: string;
  /** bytea */
  code_hash: Buffer | null;
  /** bytea */
  data_hash: Buffer | null;
}

/** `nft_collections` */
export interface NftCollectionsRow {
  /** bigint NOT NULL */
  id: string;
  /** text NOT NULL */
  address: string;
  /** numeric */
  next_item_index: string | null;
  /** text */
  owner_address: string | null;
  /** jsonb */
  collection_content: Json;
  /** bigint NOT NULL */
  last_transaction_lt: string;
  /** bytea */
  code_hash: Buffer | null;
  /** bytea */
  data_hash: Buffer | null;
}

/** `nft_items` */
export interface NftItemsRow {
  /** bigint NOT NULL */
  id: string;
  /** text NOT NULL */
  address: string;
  /** boolean */
  init: boolean | null;
  /** numeric */
  index: string | null;
  /** text */
  collection_address: string | null;
  /** text */
  owner_address: string | null;
  /** jsonb */
  content: Json;
  /** bigint NOT NULL */
  last_transaction_lt: string;
  /** bytea */
  code_hash: Buffer | null;
  /** bytea */
  data_hash: Buffer | null;
  /** text */
  real_owner: string | null;
}

/** `nft_transfers` */
export interface NftTransfersRow {
  /** bytea NOT NULL */
  tx_hash: Buffer;
  /** bigint NOT NULL */
  tx_lt: string;
  /** bigint NOT NULL */
  tx_now: string;
  /** boolean NOT NULL */
  tx_aborted: boolean;
  /** integer */
  mc_seqno: number | null;
  /** numeric */
  query_id: string | null;
  /** text */
  nft_item_address: string | null;
  /** numeric */
  nft_item_index: string | null;
  /** text */
  nft_collection_address: string | null;
  /** text */
  old_owner: string | null;
  /** text */
  new_owner: string | null;
  /** text */
  response_destination: string | null;
  /** bytea */
  custom_payload: Buffer | null;
  /** numeric */
  forward_amount: string | null;
  /** bytea */
  forward_payload: Buffer | null;
  /** bytea */
  trace_id: Buffer | null;
}

/** `partitioned_tables` */
export interface PartitionedTablesRow {
  /** text NOT NULL */
  name: string;
  /** text NOT NULL */
  key: string;
  /** text NOT NULL */
  kind: string;
}

/** `partitioning` */
export interface PartitioningRow {
  /** boolean NOT NULL */
  one: boolean;
  /** bigint NOT NULL */
  lt_span: string;
  /** integer NOT NULL */
  ahead: number;
}

/** `pending_actions` */
export interface PendingActionsRow {
  /** bytea NOT NULL */
  trace_id: Buffer;
  /** bytea NOT NULL */
  action_id: Buffer;
  /** bigint */
  start_lt: string | null;
  /** bigint */
  end_lt: string | null;
  /** bigint */
  start_utime: string | null;
  /** bigint */
  end_utime: string | null;
  /** text */
  source: string | null;
  /** text */
  source_secondary: string | null;
  /** text */
  destination: string | null;
  /** text */
  destination_secondary: string | null;
  /** text */
  asset: string | null;
  /** text */
  asset_secondary: string | null;
  /** text */
  asset2: string | null;
  /** text */
  asset2_secondary: string | null;
  /** bigint */
  opcode: string | null;
  /** bytea[] NOT NULL */
  tx_hashes: Buffer[];
  /** text NOT NULL */
  type: string;
  /** numeric */
  value: string | null;
  /** numeric */
  amount: string | null;
  /** boolean NOT NULL */
  success: boolean;
  /** bigint */
  trace_end_lt: string | null;
  /** bigint */
  trace_end_utime: string | null;
  /** bytea */
  trace_external_hash: Buffer | null;
  /** bytea */
  trace_external_hash_norm: Buffer | null;
  /** integer */
  mc_seqno_end: number | null;
  /** integer */
  trace_mc_seqno_end: number | null;
  /** bytea */
  parent_action_id: Buffer | null;
  /** text[] NOT NULL */
  ancestor_type: string[];
  /** jsonb */
  value_extra_currencies: Json;
  /** jsonb */
  data: Json;
}

/** `pending_messages` */
export interface PendingMessagesRow {
  /** bytea NOT NULL */
  tx_hash: Buffer;
  /** bigint NOT NULL */
  tx_lt: string;
  /** bytea NOT NULL */
  msg_hash: Buffer;
  /** text NOT NULL */
  direction: string;
  /** integer */
  mc_seqno: number | null;
  /** bytea */
  msg_hash_norm: Buffer | null;
  /** bytea */
  trace_id: Buffer | null;
  /** text */
  source: string | null;
  /** text */
  destination: string | null;
  /** numeric */
  value: string | null;
  /** jsonb */
  value_extra_currencies: Json;
  /** numeric */
  fwd_fee: string | null;
  /** numeric */
  ihr_fee: string | null;
  /** numeric */
  extra_flags: string | null;
  /** numeric */
  import_fee: string | null;
  /** bigint */
  created_lt: string | null;
  /** bigint */
  created_at: string | null;
  /** integer */
  opcode: number | null;
  /** boolean */
  ihr_disabled: boolean | null;
  /** boolean */
  bounce: boolean | null;
  /** boolean */
  bounced: boolean | null;
  /** bytea */
  body_hash: Buffer | null;
  /** bytea */
  init_state_hash: Buffer | null;
  /** bytea */
  body_boc: Buffer | null;
}

/** `pending_traces` */
export interface PendingTracesRow {
  /** bytea NOT NULL */
  trace_id: Buffer;
  /** bytea */
  external_hash: Buffer | null;
  /** bytea */
  external_hash_norm: Buffer | null;
  /** integer */
  mc_seqno_start: number | null;
  /** integer */
  mc_seqno_end: number | null;
  /** bigint NOT NULL */
  start_lt: string;
  /** bigint NOT NULL */
  start_utime: string;
  /** bigint NOT NULL */
  end_lt: string;
  /** bigint NOT NULL */
  end_utime: string;
  /** text NOT NULL */
  state: string;
  /** bigint NOT NULL */
  pending_edges_: string;
  /** bigint NOT NULL */
  edges_: string;
  /** bigint NOT NULL */
  nodes_: string;
  /** text NOT NULL */
  classification_state: string;
  /** timestamp with time zone NOT NULL */
  emulated_at: Date;
}

/** `pending_transactions` */
export interface PendingTransactionsRow {
  /** bytea NOT NULL */
  hash: Buffer;
  /** bigint NOT NULL */
  lt: string;
  /** text NOT NULL */
  account: string;
  /** integer NOT NULL */
  block_workchain: number;
  /** bigint NOT NULL */
  block_shard: string;
  /** integer NOT NULL */
  block_seqno: number;
  /** integer */
  mc_block_seqno: number | null;
  /** bytea */
  trace_id: Buffer | null;
  /** bytea NOT NULL */
  prev_trans_hash: Buffer;
  /** bigint NOT NULL */
  prev_trans_lt: string;
  /** bigint NOT NULL */
  now: string;
  /** text NOT NULL */
  orig_status: string;
  /** text NOT NULL */
  end_status: string;
  /** numeric NOT NULL */
  total_fees: string;
  /** jsonb */
  total_fees_extra_currencies: Json;
  /** bytea NOT NULL */
  account_state_hash_before: Buffer;
  /** bytea NOT NULL */
  account_state_hash_after: Buffer;
  /** text NOT NULL */
  descr: string;
  /** boolean */
  aborted: boolean | null;
  /** boolean */
  destroyed: boolean | null;
  /** boolean */
  credit_first: boolean | null;
  /** boolean */
  is_tock: boolean | null;
  /** boolean */
  installed: boolean | null;
  /** numeric */
  storage_fees_collected: string | null;
  /** numeric */
  storage_fees_due: string | null;
  /** text */
  storage_status_change: string | null;
  /** numeric */
  credit_due_fees_collected: string | null;
  /** numeric */
  credit: string | null;
  /** jsonb */
  credit_extra_currencies: Json;
  /** boolean */
  compute_skipped: boolean | null;
  /** text */
  skipped_reason: string | null;
  /** boolean */
  compute_success: boolean | null;
  /** boolean */
  compute_msg_state_used: boolean | null;
  /** boolean */
  compute_account_activated: boolean | null;
  /** numeric */
  compute_gas_fees: string | null;
  /** numeric */
  compute_gas_used: string | null;
  /** numeric */
  compute_gas_limit: string | null;
  /** numeric */
  compute_gas_credit: string | null;
  /** smallint */
  compute_mode: number | null;
  /** integer */
  compute_exit_code: number | null;
  /** integer */
  compute_exit_arg: number | null;
  /** bigint */
  compute_vm_steps: string | null;
  /** bytea */
  compute_vm_init_state_hash: Buffer | null;
  /** bytea */
  compute_vm_final_state_hash: Buffer | null;
  /** boolean */
  action_success: boolean | null;
  /** boolean */
  action_valid: boolean | null;
  /** boolean */
  action_no_funds: boolean | null;
  /** text */
  action_status_change: string | null;
  /** numeric */
  action_total_fwd_fees: string | null;
  /** numeric */
  action_total_action_fees: string | null;
  /** integer */
  action_result_code: number | null;
  /** integer */
  action_result_arg: number | null;
  /** integer */
  action_tot_actions: number | null;
  /** integer */
  action_spec_actions: number | null;
  /** integer */
  action_skipped_actions: number | null;
  /** integer */
  action_msgs_created: number | null;
  /** bytea */
  action_action_list_hash: Buffer | null;
  /** bigint */
  action_tot_msg_size_cells: string | null;
  /** bigint */
  action_tot_msg_size_bits: string | null;
  /** text */
  bounce: string | null;
  /** bigint */
  bounce_msg_size_cells: string | null;
  /** bigint */
  bounce_msg_size_bits: string | null;
  /** numeric */
  bounce_req_fwd_fees: string | null;
  /** numeric */
  bounce_msg_fees: string | null;
  /** numeric */
  bounce_fwd_fees: string | null;
  /** integer */
  split_info_cur_shard_pfx_len: number | null;
  /** integer */
  split_info_acc_split_depth: number | null;
  /** text */
  split_info_this_addr: string | null;
  /** text */
  split_info_sibling_addr: string | null;
  /** text NOT NULL */
  finality: string;
  /** bytea */
  trace_external_hash: Buffer | null;
  /** timestamp with time zone NOT NULL */
  emulated_at: Date;
  /** numeric */
  state_after_balance: string | null;
  /** jsonb */
  state_after_balance_extra_currencies: Json;
  /** text */
  state_after_account_status: string | null;
  /** bytea */
  state_after_frozen_hash: Buffer | null;
  /** bytea */
  state_after_data_hash: Buffer | null;
  /** bytea */
  state_after_code_hash: Buffer | null;
}

/** `schema_migrations` */
export interface SchemaMigrationsRow {
  /** integer NOT NULL */
  version: number;
  /** text NOT NULL */
  name: string;
  /** text NOT NULL */
  checksum: string;
  /** timestamp with time zone NOT NULL */
  applied_at: Date;
}

/** `shard_state` */
export interface ShardStateRow {
  /** integer NOT NULL */
  mc_seqno: number;
  /** integer NOT NULL */
  workchain: number;
  /** bigint NOT NULL */
  shard: string;
  /** integer NOT NULL */
  seqno: number;
}

/** `stream_batches` */
export interface StreamBatchesRow {
  /** bigint NOT NULL */
  position: string;
  /** bytea NOT NULL */
  batch: Buffer;
  /** timestamp with time zone NOT NULL */
  at: Date;
}

/** `telemint_nft_items` */
export interface TelemintNftItemsRow {
  /** bigint NOT NULL */
  id: string;
  /** text NOT NULL */
  address: string;
  /** text */
  token_name: string | null;
  /** text */
  bidder_address: string | null;
  /** numeric */
  bid: string | null;
  /** bigint */
  bid_ts: string | null;
  /** numeric */
  min_bid: string | null;
  /** bigint */
  end_time: string | null;
  /** text */
  beneficiary_address: string | null;
  /** numeric */
  initial_min_bid: string | null;
  /** numeric */
  max_bid: string | null;
  /** numeric */
  min_bid_step: string | null;
  /** bigint */
  min_extend_time: string | null;
  /** bigint */
  duration: string | null;
  /** integer */
  royalty_numerator: number | null;
  /** integer */
  royalty_denominator: number | null;
  /** text */
  royalty_destination: string | null;
  /** bigint NOT NULL */
  last_transaction_lt: string;
  /** bytea */
  code_hash: Buffer | null;
  /** bytea */
  data_hash: Buffer | null;
}

/** `traces` */
export interface TracesRow {
  /** bytea NOT NULL */
  trace_id: Buffer;
  /** bytea */
  external_hash: Buffer | null;
  /** bytea */
  external_hash_norm: Buffer | null;
  /** integer */
  mc_seqno_start: number | null;
  /** integer */
  mc_seqno_end: number | null;
  /** bigint NOT NULL */
  start_lt: string;
  /** bigint NOT NULL */
  start_utime: string;
  /** bigint NOT NULL */
  end_lt: string;
  /** bigint NOT NULL */
  end_utime: string;
  /** text NOT NULL */
  state: string;
  /** bigint NOT NULL */
  pending_edges_: string;
  /** bigint NOT NULL */
  edges_: string;
  /** bigint NOT NULL */
  nodes_: string;
  /** text NOT NULL */
  classification_state: string;
}

/** `transaction_bocs` */
export interface TransactionBocsRow {
  /** bigint NOT NULL */
  lt: string;
  /** bytea NOT NULL */
  hash: Buffer;
  /** bytea NOT NULL */
  boc: Buffer;
}

/** `transactions` */
export interface TransactionsRow {
  /** bytea NOT NULL */
  hash: Buffer;
  /** bigint NOT NULL */
  lt: string;
  /** text NOT NULL */
  account: string;
  /** integer NOT NULL */
  block_workchain: number;
  /** bigint NOT NULL */
  block_shard: string;
  /** integer NOT NULL */
  block_seqno: number;
  /** integer */
  mc_block_seqno: number | null;
  /** bytea */
  trace_id: Buffer | null;
  /** bytea NOT NULL */
  prev_trans_hash: Buffer;
  /** bigint NOT NULL */
  prev_trans_lt: string;
  /** bigint NOT NULL */
  now: string;
  /** text NOT NULL */
  orig_status: string;
  /** text NOT NULL */
  end_status: string;
  /** numeric NOT NULL */
  total_fees: string;
  /** jsonb */
  total_fees_extra_currencies: Json;
  /** bytea NOT NULL */
  account_state_hash_before: Buffer;
  /** bytea NOT NULL */
  account_state_hash_after: Buffer;
  /** text NOT NULL */
  descr: string;
  /** boolean */
  aborted: boolean | null;
  /** boolean */
  destroyed: boolean | null;
  /** boolean */
  credit_first: boolean | null;
  /** boolean */
  is_tock: boolean | null;
  /** boolean */
  installed: boolean | null;
  /** numeric */
  storage_fees_collected: string | null;
  /** numeric */
  storage_fees_due: string | null;
  /** text */
  storage_status_change: string | null;
  /** numeric */
  credit_due_fees_collected: string | null;
  /** numeric */
  credit: string | null;
  /** jsonb */
  credit_extra_currencies: Json;
  /** boolean */
  compute_skipped: boolean | null;
  /** text */
  skipped_reason: string | null;
  /** boolean */
  compute_success: boolean | null;
  /** boolean */
  compute_msg_state_used: boolean | null;
  /** boolean */
  compute_account_activated: boolean | null;
  /** numeric */
  compute_gas_fees: string | null;
  /** numeric */
  compute_gas_used: string | null;
  /** numeric */
  compute_gas_limit: string | null;
  /** numeric */
  compute_gas_credit: string | null;
  /** smallint */
  compute_mode: number | null;
  /** integer */
  compute_exit_code: number | null;
  /** integer */
  compute_exit_arg: number | null;
  /** bigint */
  compute_vm_steps: string | null;
  /** bytea */
  compute_vm_init_state_hash: Buffer | null;
  /** bytea */
  compute_vm_final_state_hash: Buffer | null;
  /** boolean */
  action_success: boolean | null;
  /** boolean */
  action_valid: boolean | null;
  /** boolean */
  action_no_funds: boolean | null;
  /** text */
  action_status_change: string | null;
  /** numeric */
  action_total_fwd_fees: string | null;
  /** numeric */
  action_total_action_fees: string | null;
  /** integer */
  action_result_code: number | null;
  /** integer */
  action_result_arg: number | null;
  /** integer */
  action_tot_actions: number | null;
  /** integer */
  action_spec_actions: number | null;
  /** integer */
  action_skipped_actions: number | null;
  /** integer */
  action_msgs_created: number | null;
  /** bytea */
  action_action_list_hash: Buffer | null;
  /** bigint */
  action_tot_msg_size_cells: string | null;
  /** bigint */
  action_tot_msg_size_bits: string | null;
  /** text */
  bounce: string | null;
  /** bigint */
  bounce_msg_size_cells: string | null;
  /** bigint */
  bounce_msg_size_bits: string | null;
  /** numeric */
  bounce_req_fwd_fees: string | null;
  /** numeric */
  bounce_msg_fees: string | null;
  /** numeric */
  bounce_fwd_fees: string | null;
  /** integer */
  split_info_cur_shard_pfx_len: number | null;
  /** integer */
  split_info_acc_split_depth: number | null;
  /** text */
  split_info_this_addr: string | null;
  /** text */
  split_info_sibling_addr: string | null;
  /** numeric */
  state_after_balance: string | null;
  /** jsonb */
  state_after_balance_extra_currencies: Json;
  /** text */
  state_after_account_status: string | null;
  /** bytea */
  state_after_frozen_hash: Buffer | null;
  /** bytea */
  state_after_data_hash: Buffer | null;
  /** bytea */
  state_after_code_hash: Buffer | null;
}

/** `vesting_contracts` */
export interface VestingContractsRow {
  /** bigint NOT NULL */
  id: string;
  /** text NOT NULL */
  address: string;
  /** bigint */
  vesting_start_time: string | null;
  /** bigint */
  vesting_total_duration: string | null;
  /** bigint */
  unlock_period: string | null;
  /** bigint */
  cliff_duration: string | null;
  /** numeric */
  vesting_total_amount: string | null;
  /** text */
  vesting_sender_address: string | null;
  /** text */
  owner_address: string | null;
  /** bigint NOT NULL */
  last_transaction_lt: string;
  /** bytea */
  code_hash: Buffer | null;
  /** bytea */
  data_hash: Buffer | null;
}

/** `vesting_whitelist` */
export interface VestingWhitelistRow {
  /** text NOT NULL */
  vesting_contract_address: string;
  /** text NOT NULL */
  wallet_address: string;
}

/** `webhook_deliveries` */
export interface WebhookDeliveriesRow {
  /** bigint NOT NULL */
  seq: string;
  /** uuid NOT NULL */
  id: string;
  /** uuid NOT NULL */
  webhook_id: string;
  /** text NOT NULL */
  kind: string;
  /** bigint */
  news: string | null;
  /** integer */
  ordinal: number | null;
  /** text NOT NULL */
  type: string;
  /** text NOT NULL */
  body: string;
  /** text NOT NULL */
  status: string;
  /** integer NOT NULL */
  attempts: number;
  /** timestamp with time zone NOT NULL */
  created_at: Date;
  /** timestamp with time zone */
  first_attempt_at: Date | null;
  /** timestamp with time zone */
  last_attempt_at: Date | null;
  /** timestamp with time zone NOT NULL */
  next_attempt_at: Date;
  /** timestamp with time zone */
  delivered_at: Date | null;
  /** integer */
  last_status: number | null;
  /** text */
  last_error: string | null;
  /** uuid */
  replay_of: string | null;
}

/** `webhooks` */
export interface WebhooksRow {
  /** uuid NOT NULL */
  id: string;
  /** text NOT NULL */
  owner: string;
  /** text NOT NULL */
  url: string;
  /** text */
  description: string | null;
  /** jsonb NOT NULL */
  filters: Json;
  /** text NOT NULL */
  secret: string;
  /** text */
  previous_secret: string | null;
  /** timestamp with time zone */
  previous_secret_until: Date | null;
  /** boolean NOT NULL */
  paused: boolean;
  /** text */
  paused_reason: string | null;
  /** bigint NOT NULL */
  position: string;
  /** timestamp with time zone */
  failing_since: Date | null;
  /** text */
  last_error: string | null;
  /** text */
  lease_owner: string | null;
  /** timestamp with time zone */
  lease_until: Date | null;
  /** timestamp with time zone NOT NULL */
  created_at: Date;
  /** timestamp with time zone NOT NULL */
  updated_at: Date;
}
