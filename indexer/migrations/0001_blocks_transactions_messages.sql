-- Chain facts. Hashes are bytea (32 bytes); addresses are raw text '<wc>:<64 HEX>' (upper-case),
-- matching what the v3 API returns; lt, seqno and amounts are bigint / numeric.

CREATE TABLE blocks (
  workchain integer NOT NULL,
  shard bigint NOT NULL,                -- signed 64-bit shard id
  seqno integer NOT NULL,
  root_hash bytea NOT NULL,
  file_hash bytea,
  mc_block_workchain integer,
  mc_block_shard bigint,
  mc_block_seqno integer,               -- masterchain block that committed this one (itself for masterchain)
  global_id integer NOT NULL,
  version integer NOT NULL,
  after_merge boolean NOT NULL,
  before_split boolean NOT NULL,
  after_split boolean NOT NULL,
  want_merge boolean NOT NULL,
  want_split boolean NOT NULL,
  key_block boolean NOT NULL,
  vert_seqno_incr boolean NOT NULL,
  flags integer NOT NULL,
  gen_utime bigint NOT NULL,
  start_lt bigint NOT NULL,
  end_lt bigint NOT NULL,
  validator_list_hash_short bigint NOT NULL,
  gen_catchain_seqno integer NOT NULL,
  min_ref_mc_seqno integer NOT NULL,
  prev_key_block_seqno integer NOT NULL,
  vert_seqno integer NOT NULL,
  master_ref_seqno integer,
  rand_seed bytea NOT NULL,
  created_by bytea NOT NULL,
  tx_count integer NOT NULL,
  prev_blocks jsonb NOT NULL DEFAULT '[]',  -- [{workchain, shard, seqno, root_hash, file_hash}], shard signed decimal string
  PRIMARY KEY (workchain, shard, seqno)
);

-- Shard top blocks recorded by each masterchain block (shard links).
CREATE TABLE shard_state (
  mc_seqno integer NOT NULL,
  workchain integer NOT NULL,
  shard bigint NOT NULL,
  seqno integer NOT NULL,
  PRIMARY KEY (mc_seqno, workchain, shard, seqno)
);

CREATE TABLE transactions (
  hash bytea NOT NULL,
  lt bigint NOT NULL,
  account text NOT NULL,
  block_workchain integer NOT NULL,
  block_shard bigint NOT NULL,
  block_seqno integer NOT NULL,
  mc_block_seqno integer,
  trace_id bytea,
  prev_trans_hash bytea NOT NULL,
  prev_trans_lt bigint NOT NULL,
  now bigint NOT NULL,
  orig_status text NOT NULL,
  end_status text NOT NULL,
  total_fees numeric NOT NULL,
  total_fees_extra_currencies jsonb,
  account_state_hash_before bytea NOT NULL,
  account_state_hash_after bytea NOT NULL,
  descr text NOT NULL,                  -- ord | storage | tick_tock | split_prepare | split_install | merge_prepare | merge_install
  aborted boolean,
  destroyed boolean,
  credit_first boolean,
  is_tock boolean,
  installed boolean,
  storage_fees_collected numeric,
  storage_fees_due numeric,
  storage_status_change text,
  credit_due_fees_collected numeric,
  credit numeric,
  credit_extra_currencies jsonb,
  compute_skipped boolean,
  skipped_reason text,
  compute_success boolean,
  compute_msg_state_used boolean,
  compute_account_activated boolean,
  compute_gas_fees numeric,
  compute_gas_used numeric,
  compute_gas_limit numeric,
  compute_gas_credit numeric,
  compute_mode smallint,
  compute_exit_code integer,
  compute_exit_arg integer,
  compute_vm_steps bigint,
  compute_vm_init_state_hash bytea,
  compute_vm_final_state_hash bytea,
  action_success boolean,
  action_valid boolean,
  action_no_funds boolean,
  action_status_change text,
  action_total_fwd_fees numeric,
  action_total_action_fees numeric,
  action_result_code integer,
  action_result_arg integer,
  action_tot_actions integer,
  action_spec_actions integer,
  action_skipped_actions integer,
  action_msgs_created integer,
  action_action_list_hash bytea,
  action_tot_msg_size_cells bigint,
  action_tot_msg_size_bits bigint,
  bounce text,                          -- negfunds | nofunds | ok
  bounce_msg_size_cells bigint,
  bounce_msg_size_bits bigint,
  bounce_req_fwd_fees numeric,
  bounce_msg_fees numeric,
  bounce_fwd_fees numeric,
  split_info_cur_shard_pfx_len integer,
  split_info_acc_split_depth integer,
  split_info_this_addr text,
  split_info_sibling_addr text,
  PRIMARY KEY (hash, lt)
);

-- One row per (message, side): 'out' at the sending transaction, 'in' at the receiving one.
CREATE TABLE messages (
  tx_hash bytea NOT NULL,
  tx_lt bigint NOT NULL,
  msg_hash bytea NOT NULL,
  direction text NOT NULL CHECK (direction IN ('in', 'out')),
  mc_seqno integer,
  msg_hash_norm bytea,
  trace_id bytea,
  source text,
  destination text,
  value numeric,
  value_extra_currencies jsonb,
  fwd_fee numeric,
  ihr_fee numeric,
  extra_flags numeric,
  import_fee numeric,
  created_lt bigint,
  created_at bigint,
  opcode integer,                       -- signed 32-bit, as the reference stores it
  ihr_disabled boolean,
  bounce boolean,
  bounced boolean,
  body_hash bytea,
  init_state_hash bytea,
  PRIMARY KEY (tx_hash, tx_lt, msg_hash, direction)
);

-- Bodies and StateInits, deduplicated by cell hash.
CREATE TABLE message_contents (
  hash bytea PRIMARY KEY,
  body bytea NOT NULL                   -- BOC bytes
);

-- Account states referenced by transactions (before/after).
CREATE TABLE account_states (
  hash bytea PRIMARY KEY,
  account text NOT NULL,
  balance numeric,
  balance_extra_currencies jsonb,
  account_status text,
  frozen_hash bytea,
  data_hash bytea,
  code_hash bytea
);

CREATE TABLE latest_account_states (
  id bigserial,
  account text PRIMARY KEY,
  account_friendly text,
  hash bytea NOT NULL,
  balance numeric,
  balance_extra_currencies jsonb,
  account_status text,
  timestamp bigint,
  last_trans_hash bytea,
  last_trans_lt bigint,
  frozen_hash bytea,
  data_hash bytea,
  code_hash bytea,
  data_boc bytea,
  code_boc bytea
);

CREATE TABLE contract_methods (
  code_hash bytea PRIMARY KEY,
  methods bigint[] NOT NULL
);

CREATE TABLE address_book (
  address text PRIMARY KEY,
  code_hash bytea,
  domain text
);

-- Where the follower stands: one row per masterchain block fully written (in the same transaction).
CREATE TABLE indexed_mc_blocks (
  seqno integer PRIMARY KEY,
  indexed_at timestamptz NOT NULL DEFAULT now(),
  tx_count integer NOT NULL
);
