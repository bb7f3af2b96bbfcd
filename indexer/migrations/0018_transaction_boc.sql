-- The transaction as the chain has it: its BOC (with its messages), kept beside it.
--
-- API v2 answers an account's history from the liteservers, and a liteserver that no longer keeps a block (not
-- archival, pruned) answers "not in db" for it (v2 D28). The server then answers from the index (v2 D34), and a v2
-- transaction object carries the transaction's BOC (`data`) and its messages as the cells decode: the columns of
-- transactions are fields read out of that cell and cannot give the cell back. Kept whole, the v2 object is built
-- from the same cell by the same code whichever source served it. It costs the BOC's size per transaction (905 bytes
-- on average on recorded mainnet blocks, docs/sizing.md; bodies are kept again, here and in message_bodies).
--
-- A table of its own rather than a column: the transactions' rows stay as narrow as before, so API v3's pages read
-- as many of them per page of heap, and nothing that selects `t.*` carries BOCs it does not use. Range-partitioned
-- by lt like transactions, with the same ranges (ton_ensure_lt_partitions makes every lt table's), so a
-- transaction's BOC is in the partition of the same range, found by its key (lt, hash).
--
-- Transactions indexed before this migration have none; a fallback reaching them answers as before (404).

CREATE TABLE transaction_bocs (lt bigint NOT NULL, hash bytea NOT NULL, boc bytea NOT NULL) PARTITION BY RANGE (lt);
INSERT INTO partitioned_tables VALUES ('transaction_bocs', 'lt', 'lt');

-- the ranges transactions has, and only those: ton_ensure_lt_partitions would also add ranges ahead to every table
DO $$
DECLARE
  span bigint;
  r record;
BEGIN
  SELECT lt_span INTO span FROM partitioning;
  FOR r IN SELECT substring(c.relname FROM '_lt_([0-9]+)$')::bigint AS s
             FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid WHERE i.inhparent = 'transactions'::regclass LOOP
    CONTINUE WHEN r.s IS NULL;
    EXECUTE format('CREATE TABLE %I PARTITION OF transaction_bocs FOR VALUES FROM (%s) TO (%s)',
      format('transaction_bocs_lt_%s', r.s), r.s, r.s + span);
  END LOOP;
END $$;

ALTER TABLE transaction_bocs ADD PRIMARY KEY (lt, hash);
