-- The tables that grow with the chain become declaratively partitioned, so each partition (and each of its
-- indexes) stays a bounded size however long the history is, and old ranges can be vacuumed, moved or
-- detached on their own.
--   by logical time ranges (`lt`-keyed, partitions created ahead by the indexer, see ton_ensure_lt_partitions):
--     transactions (lt), messages (tx_lt), action_accounts (trace_end_lt), jetton_transfers, jetton_burns,
--     nft_transfers (tx_lt). v3 lists order by these keys, so a newest-first page reads the newest partition first
--     and stops (an ordered Append), and an lt bound prunes whole partitions.
--   by hash into a fixed 16 (content-addressed rows looked up only by their key):
--     message_contents (hash), account_states (hash), traces (trace_id), actions (trace_id).
-- Each lt-partitioned table also has a DEFAULT partition, so a row whose range has no partition yet (a test that
-- inserts by hand, a writer that skipped ton_ensure_lt_partitions) is kept, never refused; creating the range's
-- partition later moves such rows into it.
-- An index created with the earlier, unpartitioned layout is converted here: its rows are copied into the new
-- tables (one transaction, so the migration takes time and space proportional to the index; docs/sizing.md).

CREATE TABLE partitioning (
  one boolean PRIMARY KEY DEFAULT true CHECK (one),
  -- logical-time width of one range partition: mainnet adds about 10^12 lt a month (docs/sizing.md)
  lt_span bigint NOT NULL CHECK (lt_span > 0),
  -- how many ranges past the newest written one exist beforehand, so a partition is created before it is needed
  ahead integer NOT NULL DEFAULT 2 CHECK (ahead >= 0)
);
INSERT INTO partitioning (lt_span) VALUES (1000000000000);

CREATE TABLE partitioned_tables (
  name text PRIMARY KEY,
  key text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('lt', 'hash'))
);
INSERT INTO partitioned_tables VALUES
  ('transactions', 'lt', 'lt'), ('messages', 'tx_lt', 'lt'), ('action_accounts', 'trace_end_lt', 'lt'),
  ('jetton_transfers', 'tx_lt', 'lt'), ('jetton_burns', 'tx_lt', 'lt'), ('nft_transfers', 'tx_lt', 'lt'),
  ('message_contents', 'hash', 'hash'), ('account_states', 'hash', 'hash'), ('traces', 'trace_id', 'hash'), ('actions', 'trace_id', 'hash');

-- Makes sure every lt-partitioned table has the range partition holding each of `lts`, and `ahead` more ranges
-- after the largest; rows already kept in a table's DEFAULT partition for a new range move into it. Returns how
-- many partitions it created. Serialised by an advisory lock: two writers never race to create one range.
CREATE FUNCTION ton_ensure_lt_partitions(lts bigint[]) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  span bigint;
  n_ahead integer;
  starts bigint[];
  s bigint;
  t record;
  part text;
  made integer := 0;
BEGIN
  SELECT lt_span, ahead INTO span, n_ahead FROM partitioning;
  SELECT array_agg(DISTINCT x) INTO starts FROM (
    SELECT (v / span) * span AS x FROM unnest(lts) AS v WHERE v IS NOT NULL AND v >= 0
    UNION SELECT (max(v) / span + g) * span FROM unnest(lts) AS v, generate_series(1, n_ahead) AS g WHERE v >= 0 GROUP BY g
  ) q WHERE x IS NOT NULL;
  IF starts IS NULL THEN RETURN 0; END IF;
  PERFORM pg_advisory_xact_lock(1953394281, -1);
  -- only tables already partitioned: while 0008 converts them one by one, the others are still plain
  FOR t IN SELECT name, key FROM partitioned_tables pt JOIN pg_partitioned_table p ON p.partrelid = to_regclass(pt.name)
           WHERE kind = 'lt' ORDER BY name LOOP
    FOREACH s IN ARRAY starts LOOP
      part := format('%s_lt_%s', t.name, s);
      CONTINUE WHEN to_regclass(part) IS NOT NULL;
      EXECUTE format('CREATE TABLE %I (LIKE %I INCLUDING DEFAULTS INCLUDING CONSTRAINTS)', part, t.name);
      EXECUTE format('WITH moved AS (DELETE FROM %I WHERE %I >= $1 AND %I < $2 RETURNING *) INSERT INTO %I SELECT * FROM moved',
        t.name || '_default', t.key, t.key, part) USING s, s + span;
      EXECUTE format('ALTER TABLE %I ATTACH PARTITION %I FOR VALUES FROM (%s) TO (%s)', t.name, part, s, s + span);
      made := made + 1;
    END LOOP;
  END LOOP;
  RETURN made;
END $$;

-- One table from the earlier layout into its partitioned form: same columns in the same order, same rows.
CREATE FUNCTION ton_partition_existing(tbl text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  t record;
  i integer;
  span bigint;
  starts bigint[];
BEGIN
  SELECT name, key, kind INTO t FROM partitioned_tables WHERE name = tbl;
  EXECUTE format('ALTER TABLE %I RENAME TO %I', tbl, tbl || '_unpartitioned');
  EXECUTE format('CREATE TABLE %I (LIKE %I INCLUDING DEFAULTS INCLUDING CONSTRAINTS) PARTITION BY %s (%I)',
    tbl, tbl || '_unpartitioned', CASE t.kind WHEN 'lt' THEN 'RANGE' ELSE 'HASH' END, t.key);
  IF t.kind = 'hash' THEN
    FOR i IN 0..15 LOOP
      EXECUTE format('CREATE TABLE %I PARTITION OF %I FOR VALUES WITH (MODULUS 16, REMAINDER %s)', tbl || '_h' || i, tbl, i);
    END LOOP;
  ELSE
    EXECUTE format('CREATE TABLE %I PARTITION OF %I DEFAULT', tbl || '_default', tbl);
    SELECT lt_span INTO span FROM partitioning;
    EXECUTE format('SELECT array_agg(DISTINCT (%I / $1) * $1) FROM %I', t.key, tbl || '_unpartitioned') INTO starts USING span;
    IF starts IS NOT NULL THEN
      PERFORM ton_ensure_lt_partitions(starts);
    END IF;
  END IF;
  EXECUTE format('INSERT INTO %I SELECT * FROM %I', tbl, tbl || '_unpartitioned');
  EXECUTE format('DROP TABLE %I', tbl || '_unpartitioned');
END $$;

SELECT ton_partition_existing(name) FROM partitioned_tables ORDER BY name;
DROP FUNCTION ton_partition_existing(text);

-- Keys and indexes, as before (0001, 0003, 0004, 0005), now on the partitioned tables: PostgreSQL creates each on
-- every partition, present and future. Every key includes its table's partition key, as PostgreSQL requires.
ALTER TABLE transactions ADD PRIMARY KEY (hash, lt);
ALTER TABLE messages ADD PRIMARY KEY (tx_hash, tx_lt, msg_hash, direction);
ALTER TABLE message_contents ADD PRIMARY KEY (hash);
ALTER TABLE account_states ADD PRIMARY KEY (hash);
ALTER TABLE traces ADD PRIMARY KEY (trace_id);
ALTER TABLE actions ADD PRIMARY KEY (trace_id, action_id);
ALTER TABLE action_accounts ADD PRIMARY KEY (account, trace_end_lt, trace_id, action_end_lt, action_id);
ALTER TABLE jetton_transfers ADD PRIMARY KEY (tx_hash, tx_lt);
ALTER TABLE jetton_burns ADD PRIMARY KEY (tx_hash, tx_lt);
ALTER TABLE nft_transfers ADD PRIMARY KEY (tx_hash, tx_lt);

CREATE INDEX transactions_block ON transactions (block_workchain, block_shard, block_seqno);
CREATE INDEX transactions_lt ON transactions (lt);
CREATE INDEX transactions_now_lt ON transactions (now, lt);
CREATE INDEX transactions_account_lt ON transactions (account, lt);
CREATE INDEX transactions_account_now_lt ON transactions (account, now, lt);
CREATE INDEX transactions_mc_seqno_lt ON transactions (mc_block_seqno, lt);
CREATE INDEX transactions_trace_lt ON transactions (trace_id, lt);
CREATE INDEX transactions_account_trace ON transactions (account, trace_id);
-- the primary key leads with hash, so a lookup by hash alone uses it (0007)

CREATE INDEX messages_msg_hash ON messages (msg_hash);
CREATE INDEX messages_trace_tx_lt ON messages (trace_id, tx_lt);
CREATE INDEX messages_source_created_lt ON messages (source, created_lt);
CREATE INDEX messages_destination_created_lt ON messages (destination, created_lt);
CREATE INDEX messages_opcode_created_lt ON messages (opcode, created_lt);
CREATE INDEX messages_created_at_msg_hash ON messages (created_at, msg_hash);
CREATE INDEX messages_created_lt_msg_hash ON messages (created_lt, msg_hash);
CREATE INDEX messages_body_hash ON messages (body_hash);
CREATE INDEX messages_msg_hash_norm ON messages (msg_hash_norm) WHERE msg_hash_norm IS NOT NULL;

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

CREATE INDEX nft_transfers_item_lt ON nft_transfers (nft_item_address, tx_lt);
CREATE INDEX nft_transfers_collection_now ON nft_transfers (nft_collection_address, tx_now);
CREATE INDEX nft_transfers_collection_lt ON nft_transfers (nft_collection_address, tx_lt);
CREATE INDEX nft_transfers_old_owner_lt ON nft_transfers (old_owner, tx_lt);
CREATE INDEX nft_transfers_new_owner_lt ON nft_transfers (new_owner, tx_lt);
CREATE INDEX nft_transfers_lt ON nft_transfers (tx_lt);
CREATE INDEX nft_transfers_now_lt ON nft_transfers (tx_now, tx_lt);

CREATE INDEX traces_unclassified ON traces (state, start_lt) INCLUDE (trace_id, nodes_) WHERE classification_state = 'unclassified';
CREATE INDEX traces_state ON traces (state);
CREATE INDEX traces_mc_seqno_end ON traces (mc_seqno_end);
CREATE INDEX traces_classification_state ON traces (classification_state);
CREATE INDEX traces_end_lt ON traces (end_lt DESC, trace_id DESC);
CREATE INDEX traces_end_utime ON traces (end_utime DESC, trace_id DESC);
CREATE INDEX traces_external_hash ON traces (external_hash) WHERE external_hash IS NOT NULL;
CREATE INDEX traces_external_hash_norm ON traces (external_hash_norm) WHERE external_hash_norm IS NOT NULL;

CREATE INDEX actions_end_lt ON actions (end_lt);
CREATE INDEX actions_action_id ON actions (action_id);
CREATE INDEX actions_trace_lt ON actions (trace_id, start_lt, end_lt);
CREATE INDEX actions_trace_end_lt ON actions (trace_end_lt);
CREATE INDEX actions_trace_mc_seqno_end ON actions (trace_mc_seqno_end);
CREATE INDEX action_accounts_action_id ON action_accounts (action_id);
CREATE INDEX action_accounts_trace_action ON action_accounts (trace_id, action_id);
CREATE INDEX action_accounts_account_utime ON action_accounts (account, trace_end_utime, trace_id, action_end_utime, action_id);

ANALYZE transactions, messages, message_contents, account_states, traces, actions, action_accounts, jetton_transfers, jetton_burns, nft_transfers;
