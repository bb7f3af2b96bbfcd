-- The state a transaction left its account in, on the transaction's row (docs/sizing.md).
--
-- A Transaction record carries its account's state before and after it, found by hash in account_states: on a page
-- of ten transactions, eleven lookups in a table partitioned by hash, each a random index and heap page. The
-- indexer takes a state once it is known (an account's state at the masterchain block, after its last transaction
-- there) and now also writes it on the row of the transaction that ended in it: a reader uses those fields for the
-- state after that transaction, and for the state before the account's next one (the same hash), and looks up in
-- account_states only the hashes no row of the page carries. account_states keeps every state as before; a state
-- is the same wherever it is written, since its hash is that of the account's cell the fields are read from.
--
-- state_after_account_status is set whenever the row carries a state. Rows written before this migration carry
-- none and are read as before. pending_transactions keeps the columns of transactions (0005), these too.

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['transactions', 'pending_transactions'] LOOP
    EXECUTE format('ALTER TABLE %I
      ADD COLUMN state_after_balance numeric,
      ADD COLUMN state_after_balance_extra_currencies jsonb,
      ADD COLUMN state_after_account_status text,
      ADD COLUMN state_after_frozen_hash bytea,
      ADD COLUMN state_after_data_hash bytea,
      ADD COLUMN state_after_code_hash bytea', t);
  END LOOP;
END $$;
