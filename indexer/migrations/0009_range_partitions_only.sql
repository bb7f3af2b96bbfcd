-- Two changes that keep v3's hot paths flat as the index grows (docs/sizing.md):
--
-- 1. The lt-partitioned tables lose their DEFAULT partitions. With one present, PostgreSQL cannot read the
--    range partitions one after another in lt order (an ordered Append that stops at the newest partition
--    holding enough rows) and merges every partition's index instead (a Merge Append probing each). Every
--    writer creates the range of a row before writing it (ton_ensure_lt_partitions, called by the indexer's
--    writer ahead of its transaction); a row outside every range is refused with an error ("no partition of
--    relation … found for row", SQLSTATE 23514) and its transaction rolled back, never silently kept apart.
--    Rows already kept in a DEFAULT partition move to the range partition created for them here.
--
-- 2. message_hashes: a narrow, unpartitioned lookup from a message hash (and its normalised hash, where that
--    differs) to the transactions that sent or received it. A message hash carries no lt, so a lookup on the
--    partitioned messages table probes every lt partition's index; this table answers it with one probe and
--    yields the lts that prune the rest. An AFTER INSERT statement trigger on messages fills it in the same
--    transaction as the messages, whichever writer inserts them; existing messages are backfilled below.

-- 1. move any row of a DEFAULT partition into its range (0008's function creates the range and moves the rows)
DO $$
DECLARE
  t record;
  span bigint;
  starts bigint[];
BEGIN
  SELECT lt_span INTO span FROM partitioning;
  FOR t IN SELECT name, key FROM partitioned_tables WHERE kind = 'lt' ORDER BY name LOOP
    CONTINUE WHEN to_regclass(t.name || '_default') IS NULL;
    EXECUTE format('SELECT array_agg(DISTINCT (%I / $1) * $1) FROM %I', t.key, t.name || '_default') INTO starts USING span;
    IF starts IS NOT NULL THEN
      PERFORM ton_ensure_lt_partitions(starts);
    END IF;
    EXECUTE format('SELECT array_agg(DISTINCT %I) FROM %I', t.key, t.name || '_default') INTO starts;
    IF starts IS NOT NULL THEN
      RAISE EXCEPTION '% still has rows in its DEFAULT partition', t.name;
    END IF;
  END LOOP;
  FOR t IN SELECT name FROM partitioned_tables WHERE kind = 'lt' ORDER BY name LOOP
    EXECUTE format('DROP TABLE IF EXISTS %I', t.name || '_default');
  END LOOP;
END $$;

-- Same contract as 0008's: the range partition holding each of `lts`, and `ahead` more after the largest; returns
-- how many it created. No DEFAULT partition is left to move rows from, so a range is created directly.
CREATE OR REPLACE FUNCTION ton_ensure_lt_partitions(lts bigint[]) RETURNS integer LANGUAGE plpgsql AS $$
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
  FOR t IN SELECT name FROM partitioned_tables WHERE kind = 'lt' ORDER BY name LOOP
    FOREACH s IN ARRAY starts LOOP
      part := format('%s_lt_%s', t.name, s);
      CONTINUE WHEN to_regclass(part) IS NOT NULL;
      EXECUTE format('CREATE TABLE %I PARTITION OF %I FOR VALUES FROM (%s) TO (%s)', part, t.name, s, s + span);
      made := made + 1;
    END LOOP;
  END LOOP;
  RETURN made;
END $$;

-- 2. the message hash lookup
CREATE TABLE message_hashes (
  hash bytea NOT NULL,          -- messages.msg_hash, or messages.msg_hash_norm where it differs from msg_hash
  tx_lt bigint NOT NULL,
  tx_hash bytea NOT NULL,
  direction text NOT NULL,
  PRIMARY KEY (hash, tx_lt, tx_hash, direction)
);

CREATE FUNCTION ton_message_hashes_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO message_hashes (hash, tx_lt, tx_hash, direction)
    SELECT msg_hash, tx_lt, tx_hash, direction FROM new_messages
    UNION SELECT msg_hash_norm, tx_lt, tx_hash, direction FROM new_messages
      WHERE msg_hash_norm IS NOT NULL AND msg_hash_norm <> msg_hash
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

CREATE TRIGGER messages_hashes AFTER INSERT ON messages REFERENCING NEW TABLE AS new_messages
  FOR EACH STATEMENT EXECUTE FUNCTION ton_message_hashes_insert();

INSERT INTO message_hashes (hash, tx_lt, tx_hash, direction)
  SELECT msg_hash, tx_lt, tx_hash, direction FROM messages
  UNION SELECT msg_hash_norm, tx_lt, tx_hash, direction FROM messages
    WHERE msg_hash_norm IS NOT NULL AND msg_hash_norm <> msg_hash
ON CONFLICT DO NOTHING;

ANALYZE message_hashes;
