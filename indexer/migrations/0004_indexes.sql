-- Indexes for every query the v3 API makes (reference §7.3 / §7.4).
CREATE INDEX blocks_gen_utime ON blocks (gen_utime);
CREATE INDEX blocks_mc_block_seqno ON blocks (mc_block_seqno);
CREATE INDEX blocks_mc_seqno ON blocks (seqno) WHERE workchain = -1;
CREATE INDEX blocks_start_lt ON blocks (start_lt);
CREATE INDEX blocks_root_hash ON blocks (root_hash);
CREATE INDEX blocks_file_hash ON blocks (file_hash);

CREATE INDEX transactions_block ON transactions (block_workchain, block_shard, block_seqno);
CREATE INDEX transactions_lt ON transactions (lt);
CREATE INDEX transactions_now_lt ON transactions (now, lt);
CREATE INDEX transactions_account_lt ON transactions (account, lt);
CREATE INDEX transactions_account_now_lt ON transactions (account, now, lt);
CREATE INDEX transactions_hash ON transactions (hash);
CREATE INDEX transactions_mc_seqno_lt ON transactions (mc_block_seqno, lt);
CREATE INDEX transactions_trace_lt ON transactions (trace_id, lt);
CREATE INDEX transactions_account_trace ON transactions (account, trace_id);

CREATE INDEX messages_msg_hash ON messages (msg_hash);
CREATE INDEX messages_trace_tx_lt ON messages (trace_id, tx_lt);
CREATE INDEX messages_source_created_lt ON messages (source, created_lt);
CREATE INDEX messages_destination_created_lt ON messages (destination, created_lt);
CREATE INDEX messages_opcode_created_lt ON messages (opcode, created_lt);
CREATE INDEX messages_created_at_msg_hash ON messages (created_at, msg_hash);
CREATE INDEX messages_created_lt_msg_hash ON messages (created_lt, msg_hash);
CREATE INDEX messages_body_hash ON messages (body_hash);
CREATE INDEX messages_msg_hash_norm ON messages (msg_hash_norm) WHERE msg_hash_norm IS NOT NULL;

CREATE INDEX latest_account_states_balance ON latest_account_states (balance DESC) INCLUDE (account);
CREATE INDEX latest_account_states_account ON latest_account_states (account) INCLUDE (account_friendly, code_hash, account_status);
CREATE INDEX latest_account_states_id ON latest_account_states (id);

CREATE INDEX jetton_masters_admin ON jetton_masters (admin_address, id);
CREATE INDEX jetton_masters_id ON jetton_masters (id);
CREATE INDEX jetton_wallets_owner ON jetton_wallets (owner, id);
CREATE INDEX jetton_wallets_jetton ON jetton_wallets (jetton, id);
CREATE INDEX jetton_wallets_id ON jetton_wallets (id);
CREATE INDEX jetton_wallets_jetton_balance ON jetton_wallets (jetton ASC, balance DESC);
CREATE INDEX jetton_wallets_owner_balance ON jetton_wallets (owner ASC, balance DESC);

CREATE INDEX jetton_transfers_source_now ON jetton_transfers (source, tx_now);
CREATE INDEX jetton_transfers_source_lt ON jetton_transfers (source, tx_lt);
CREATE INDEX jetton_transfers_destination_lt ON jetton_transfers (destination, tx_lt);
CREATE INDEX jetton_transfers_destination_now ON jetton_transfers (destination, tx_now);
CREATE INDEX jetton_transfers_wallet_lt ON jetton_transfers (jetton_wallet_address, tx_lt);
CREATE INDEX jetton_transfers_master_now ON jetton_transfers (jetton_master_address, tx_now);
CREATE INDEX jetton_transfers_master_lt ON jetton_transfers (jetton_master_address, tx_lt);
CREATE INDEX jetton_transfers_now_lt ON jetton_transfers (tx_now, tx_lt);
CREATE INDEX jetton_transfers_lt ON jetton_transfers (tx_lt);

CREATE INDEX jetton_burns_owner_now ON jetton_burns (owner, tx_now, tx_lt);
CREATE INDEX jetton_burns_owner_lt ON jetton_burns (owner, tx_lt);
CREATE INDEX jetton_burns_wallet_now ON jetton_burns (jetton_wallet_address, tx_now, tx_lt);
CREATE INDEX jetton_burns_wallet_lt ON jetton_burns (jetton_wallet_address, tx_lt);
CREATE INDEX jetton_burns_master_now ON jetton_burns (jetton_master_address, tx_now, tx_lt);
CREATE INDEX jetton_burns_master_lt ON jetton_burns (jetton_master_address, tx_lt);
CREATE INDEX jetton_burns_now_lt ON jetton_burns (tx_now, tx_lt);
CREATE INDEX jetton_burns_lt ON jetton_burns (tx_lt);

CREATE INDEX nft_collections_owner ON nft_collections (owner_address, id);
CREATE INDEX nft_collections_id ON nft_collections (id);
CREATE INDEX nft_items_collection_index ON nft_items (collection_address, index);
CREATE INDEX nft_items_owner_collection_index ON nft_items (owner_address, collection_address, index);
CREATE INDEX nft_items_id ON nft_items (id);
CREATE INDEX nft_items_last_lt ON nft_items (last_transaction_lt);
CREATE INDEX nft_items_owner_last_lt ON nft_items (owner_address, last_transaction_lt);
CREATE INDEX nft_items_collection_last_lt ON nft_items (collection_address, last_transaction_lt);
CREATE INDEX nft_items_real_owner_last_lt ON nft_items (real_owner, last_transaction_lt);
CREATE INDEX nft_items_real_owner_collection_index ON nft_items (real_owner, collection_address, index);
CREATE INDEX nft_transfers_item_lt ON nft_transfers (nft_item_address, tx_lt);
CREATE INDEX nft_transfers_collection_now ON nft_transfers (nft_collection_address, tx_now);
CREATE INDEX nft_transfers_collection_lt ON nft_transfers (nft_collection_address, tx_lt);
CREATE INDEX nft_transfers_old_owner_lt ON nft_transfers (old_owner, tx_lt);
CREATE INDEX nft_transfers_new_owner_lt ON nft_transfers (new_owner, tx_lt);
CREATE INDEX nft_transfers_lt ON nft_transfers (tx_lt);
CREATE INDEX nft_transfers_now_lt ON nft_transfers (tx_now, tx_lt);
CREATE INDEX getgems_nft_sales_nft ON getgems_nft_sales (nft_address);
CREATE INDEX getgems_nft_auctions_nft ON getgems_nft_auctions (nft_addr);

CREATE INDEX dns_entries_wallet ON dns_entries (dns_wallet, length(domain));
CREATE INDEX dns_entries_owner_wallet ON dns_entries (nft_item_owner, length(domain)) INCLUDE (domain) WHERE nft_item_owner = dns_wallet;

CREATE INDEX traces_unclassified ON traces (state, start_lt) INCLUDE (trace_id, nodes_) WHERE classification_state = 'unclassified';
CREATE INDEX traces_state ON traces (state);
CREATE INDEX traces_mc_seqno_end ON traces (mc_seqno_end);
CREATE INDEX traces_classification_state ON traces (classification_state);
CREATE INDEX traces_end_lt ON traces (end_lt DESC, trace_id DESC);
CREATE INDEX traces_end_utime ON traces (end_utime DESC, trace_id DESC);

CREATE INDEX actions_end_lt ON actions (end_lt);
CREATE INDEX actions_action_id ON actions (action_id);
CREATE INDEX actions_trace_lt ON actions (trace_id, start_lt, end_lt);
CREATE INDEX actions_trace_end_lt ON actions (trace_end_lt);
CREATE INDEX actions_trace_mc_seqno_end ON actions (trace_mc_seqno_end);
CREATE INDEX action_accounts_action_id ON action_accounts (action_id);
CREATE INDEX action_accounts_trace_action ON action_accounts (trace_id, action_id);
CREATE INDEX action_accounts_account_utime ON action_accounts (account, trace_end_utime, trace_id, action_end_utime, action_id);

CREATE INDEX multisig_id ON multisig (id);
CREATE INDEX multisig_signers ON multisig USING gin (signers);
CREATE INDEX multisig_proposers ON multisig USING gin (proposers);
CREATE INDEX multisig_orders_id ON multisig_orders (id);
CREATE INDEX multisig_orders_multisig ON multisig_orders (multisig_address);
CREATE INDEX multisig_orders_signers ON multisig_orders USING gin (signers);
CREATE INDEX vesting_whitelist_wallet ON vesting_whitelist (wallet_address);
CREATE INDEX vesting_contracts_sender ON vesting_contracts (vesting_sender_address, id);
CREATE INDEX vesting_contracts_owner ON vesting_contracts (owner_address, id);
CREATE INDEX vesting_contracts_id ON vesting_contracts (id);
