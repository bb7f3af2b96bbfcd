-- v3 /accountStates and /walletStates filter by code_hash, alone or with addresses (upstream honours it);
-- without this index a code_hash alone would scan every account.
CREATE INDEX IF NOT EXISTS latest_account_states_code_hash ON latest_account_states (code_hash, account);
