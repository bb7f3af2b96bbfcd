-- Contract entities detected by interface (code hash + get-methods) and their events.

CREATE TABLE jetton_masters (
  id bigserial, address text PRIMARY KEY, total_supply numeric, mintable boolean, admin_address text,
  jetton_content jsonb, jetton_wallet_code_hash bytea, last_transaction_lt bigint NOT NULL,
  code_hash bytea, data_hash bytea
);
CREATE TABLE mintless_jetton_masters (
  id bigserial, address text PRIMARY KEY, is_indexed boolean, custom_payload_api_uri text[]
);
CREATE TABLE jetton_wallets (
  id bigserial, address text PRIMARY KEY, balance numeric, owner text, jetton text,
  last_transaction_lt bigint NOT NULL, code_hash bytea, data_hash bytea,
  mintless_is_claimed boolean, mintless_amount numeric, mintless_start_from bigint, mintless_expire_at bigint
);
CREATE TABLE jetton_transfers (
  tx_hash bytea NOT NULL, tx_lt bigint NOT NULL, tx_now bigint NOT NULL, tx_aborted boolean NOT NULL, mc_seqno integer,
  query_id numeric, amount numeric, source text, destination text, jetton_wallet_address text, jetton_master_address text,
  response_destination text, custom_payload bytea, forward_ton_amount numeric, forward_payload bytea, trace_id bytea,
  PRIMARY KEY (tx_hash, tx_lt)
);
CREATE TABLE jetton_burns (
  tx_hash bytea NOT NULL, tx_lt bigint NOT NULL, tx_now bigint NOT NULL, tx_aborted boolean NOT NULL, mc_seqno integer,
  query_id numeric, owner text, jetton_wallet_address text, jetton_master_address text, amount numeric,
  response_destination text, custom_payload bytea, trace_id bytea,
  PRIMARY KEY (tx_hash, tx_lt)
);

CREATE TABLE nft_collections (
  id bigserial, address text PRIMARY KEY, next_item_index numeric, owner_address text, collection_content jsonb,
  last_transaction_lt bigint NOT NULL, code_hash bytea, data_hash bytea
);
CREATE TABLE nft_items (
  id bigserial, address text PRIMARY KEY, init boolean, index numeric, collection_address text, owner_address text,
  content jsonb, last_transaction_lt bigint NOT NULL, code_hash bytea, data_hash bytea, real_owner text
);
CREATE TABLE nft_transfers (
  tx_hash bytea NOT NULL, tx_lt bigint NOT NULL, tx_now bigint NOT NULL, tx_aborted boolean NOT NULL, mc_seqno integer,
  query_id numeric, nft_item_address text, nft_item_index numeric, nft_collection_address text, old_owner text, new_owner text,
  response_destination text, custom_payload bytea, forward_amount numeric, forward_payload bytea, trace_id bytea,
  PRIMARY KEY (tx_hash, tx_lt)
);
CREATE TABLE getgems_nft_sales (
  id bigserial, address text PRIMARY KEY, type text, is_complete boolean, created_at bigint, marketplace_address text,
  nft_address text, nft_owner_address text, full_price numeric, marketplace_fee_address text, marketplace_fee numeric,
  royalty_address text, royalty_amount numeric, last_transaction_lt bigint NOT NULL, code_hash bytea, data_hash bytea
);
CREATE TABLE getgems_nft_auctions (
  id bigserial, address text PRIMARY KEY, end_flag boolean, end_time bigint, mp_addr text, nft_addr text, nft_owner text,
  last_bid numeric, last_member text, min_step numeric, mp_fee_addr text, mp_fee_factor bigint, mp_fee_base bigint,
  royalty_fee_addr text, royalty_fee_factor bigint, royalty_fee_base bigint, max_bid numeric, min_bid numeric,
  created_at bigint, last_bid_at bigint, is_canceled boolean, last_transaction_lt bigint NOT NULL, code_hash bytea, data_hash bytea
);
CREATE TABLE telemint_nft_items (
  id bigserial, address text PRIMARY KEY, token_name text, bidder_address text, bid numeric, bid_ts bigint, min_bid numeric,
  end_time bigint, beneficiary_address text, initial_min_bid numeric, max_bid numeric, min_bid_step numeric,
  min_extend_time bigint, duration bigint, royalty_numerator integer, royalty_denominator integer, royalty_destination text,
  last_transaction_lt bigint NOT NULL, code_hash bytea, data_hash bytea
);
CREATE TABLE marketplace_names (address text PRIMARY KEY, name text NOT NULL);

CREATE TABLE dns_entries (
  nft_item_address text PRIMARY KEY, nft_item_owner text, domain text, dns_next_resolver text, dns_wallet text,
  dns_site_adnl varchar(64), dns_storage_bag_id varchar(64), last_transaction_lt bigint NOT NULL
);

CREATE TABLE multisig (
  id bigserial, address text PRIMARY KEY, next_order_seqno numeric, threshold integer, signers text[] NOT NULL DEFAULT '{}',
  proposers text[] NOT NULL DEFAULT '{}', last_transaction_lt bigint NOT NULL, code_hash bytea, data_hash bytea
);
CREATE TABLE multisig_orders (
  id bigserial, address text PRIMARY KEY, multisig_address text, order_seqno numeric, threshold integer,
  sent_for_execution boolean, approvals_mask numeric, approvals_num integer, expiration_date bigint, order_boc bytea,
  signers text[] NOT NULL DEFAULT '{}', last_transaction_lt bigint NOT NULL, code_hash bytea, data_hash bytea
);

CREATE TABLE vesting_contracts (
  id bigserial, address text PRIMARY KEY, vesting_start_time bigint, vesting_total_duration bigint, unlock_period bigint,
  cliff_duration bigint, vesting_total_amount numeric, vesting_sender_address text, owner_address text,
  last_transaction_lt bigint NOT NULL, code_hash bytea, data_hash bytea
);
CREATE TABLE vesting_whitelist (
  vesting_contract_address text NOT NULL, wallet_address text NOT NULL,
  PRIMARY KEY (vesting_contract_address, wallet_address)
);

-- Off-chain metadata (name, symbol, image) per address and kind ('jetton_masters', 'nft_items', ...).
CREATE TABLE address_metadata (
  address text NOT NULL, type text NOT NULL, valid boolean NOT NULL DEFAULT true, name text, description text,
  extra jsonb, symbol text, image text, updated_at bigint, expires_at bigint, reindex_allowed boolean NOT NULL DEFAULT true,
  PRIMARY KEY (address, type)
);
CREATE TABLE address_metadata_flags (address text PRIMARY KEY, is_nsfw boolean, is_scam boolean);
