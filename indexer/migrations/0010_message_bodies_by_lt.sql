-- Message bodies and StateInits kept beside the transaction that first carried them (docs/sizing.md).
--
-- message_contents was partitioned by the hash of its key, so the 164 new bodies of one wallet batch were spread
-- over 16 partitions and hundreds of index and heap pages: reading them on a large index took 30-50 ms from disk.
-- They are now two tables and a view:
--
-- * message_bodies (lt, hash, body): range-partitioned by lt like transactions. lt is that of the first transaction
--   a content was written with, so a transaction's new contents sit together in one partition, next to each other
--   in its key and (written in lt order) in its heap: the same 164 bodies are read from about 46 buffers, not 656.
--   lt is only where a content is kept: a content is found by its hash, through message_content_lts.
-- * message_content_lts (hash, lt): partitioned by the hash of its key; each content once, as before (a batch of
--   255 transfers with one comment stores it once), and where it is kept.
-- * message_contents (hash, body): a view over both, for every reader by hash, as the table was.
--
-- Writers call ton_insert_contents(hashes, lts, bodies) instead of inserting into message_contents.
-- An existing index is converted here: each content is kept at the lt of the earliest message that carries it
-- (a content no message carries, at the oldest transaction's lt). It takes time and space proportional to
-- message_contents.

CREATE TABLE message_content_lts (hash bytea NOT NULL, lt bigint NOT NULL) PARTITION BY HASH (hash);
DO $$
BEGIN
  FOR i IN 0..15 LOOP
    EXECUTE format('CREATE TABLE %I PARTITION OF message_content_lts FOR VALUES WITH (MODULUS 16, REMAINDER %s)',
      'message_content_lts_h' || i, i);
  END LOOP;
END $$;

CREATE TABLE message_bodies (lt bigint NOT NULL, hash bytea NOT NULL, body bytea NOT NULL) PARTITION BY RANGE (lt);

DELETE FROM partitioned_tables WHERE name = 'message_contents';
INSERT INTO partitioned_tables VALUES ('message_bodies', 'lt', 'lt'), ('message_content_lts', 'hash', 'hash');

-- where each existing content is kept
INSERT INTO message_content_lts (hash, lt)
  SELECT c.hash, coalesce(f.lt, (SELECT min(lt) FROM transactions), 0)
  FROM message_contents c
  LEFT JOIN (
    SELECT h, min(tx_lt) AS lt FROM (
      SELECT body_hash AS h, tx_lt FROM messages WHERE body_hash IS NOT NULL
      UNION ALL SELECT init_state_hash, tx_lt FROM messages WHERE init_state_hash IS NOT NULL
    ) carried GROUP BY h
  ) f ON f.h = c.hash;

-- message_bodies gets the ranges transactions has, and any its rows need
DO $$
DECLARE
  span bigint;
  starts bigint[];
BEGIN
  SELECT lt_span INTO span FROM partitioning;
  SELECT array_agg(s) INTO starts FROM (
    SELECT substring(c.relname FROM '_lt_([0-9]+)$')::bigint AS s
      FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid WHERE i.inhparent = 'transactions'::regclass
    UNION SELECT DISTINCT (lt / span) * span FROM message_content_lts
  ) q WHERE s IS NOT NULL;
  IF starts IS NOT NULL THEN
    PERFORM ton_ensure_lt_partitions(starts);
  END IF;
END $$;

-- in lt order, so that each transaction's contents are written next to each other
INSERT INTO message_bodies (lt, hash, body)
  SELECT l.lt, c.hash, c.body FROM message_content_lts l JOIN message_contents c ON c.hash = l.hash ORDER BY l.lt, l.hash;

DROP TABLE message_contents;

-- lt in the key's leaves: a lookup by hash reads only the index (once VACUUM has marked the pages all-visible)
ALTER TABLE message_content_lts ADD PRIMARY KEY (hash) INCLUDE (lt);
ALTER TABLE message_bodies ADD PRIMARY KEY (lt, hash);

CREATE VIEW message_contents AS
  SELECT l.hash, b.body FROM message_content_lts l JOIN message_bodies b ON b.lt = l.lt AND b.hash = l.hash;

-- Stores the contents not stored yet (hashes[i] with bodies[i], carried first by the transaction at lts[i]) and
-- returns how many were new. A content already stored keeps its place. A range message_bodies lacks (a pending
-- emulation's lt past the newest partition) is created first; when every range exists, no lock is taken.
CREATE FUNCTION ton_insert_contents(hashes bytea[], lts bigint[], bodies bytea[]) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  span bigint;
  n bigint;
BEGIN
  SELECT lt_span INTO span FROM partitioning;
  IF EXISTS (SELECT 1 FROM (SELECT DISTINCT (v / span) * span AS s FROM unnest(lts) AS v) q
             WHERE to_regclass(format('message_bodies_lt_%s', s)) IS NULL) THEN
    PERFORM ton_ensure_lt_partitions(lts);
  END IF;
  WITH k AS (SELECT * FROM unnest(hashes, lts, bodies) AS k(hash, lt, body)),
  new AS (INSERT INTO message_content_lts (hash, lt) SELECT hash, lt FROM k ON CONFLICT DO NOTHING RETURNING hash, lt)
  INSERT INTO message_bodies (lt, hash, body)
    SELECT new.lt, new.hash, k.body FROM new JOIN k ON k.hash = new.hash AND k.lt = new.lt ORDER BY new.lt, new.hash
    ON CONFLICT DO NOTHING;
  GET DIAGNOSTICS n = ROW_COUNT;
  RETURN n;
END $$;

ANALYZE message_content_lts, message_bodies;
