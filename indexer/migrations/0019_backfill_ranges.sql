-- Backfill by ranges: a job's units (masterchain seqnos, or the files of an import) split into ranges that
-- several workers, in one process or on several hosts, claim, write and mark done. A claim is a session advisory
-- lock held by the claiming worker's connection, not a row state: a worker that dies in any way loses its claims
-- with its session, and the range is claimed again and written from its start (every write of a block is
-- idempotent), so a crash leaves neither a gap nor a duplicate.

CREATE TABLE backfill_ranges (
  job text NOT NULL,          -- 'mc' for masterchain seqnos read from the liteservers; 'files:<digest>' for an import
  first integer NOT NULL,
  last integer NOT NULL CHECK (last >= first),
  done_at timestamptz,        -- every unit of the range written
  PRIMARY KEY (job, first)
);

-- A body or StateInit is kept beside the transaction that first carried it, which one writer going through the
-- chain in order finds first. Ranges are written out of order, so a content met again at a smaller lt than the
-- one it is kept at moves there: the index is then the same whichever range was written first. New contents are
-- inserted first (waiting for another writer inserting the same one), then those kept later are locked and moved:
-- two writers moving one content do it one after the other, each from where the other left it.
CREATE OR REPLACE FUNCTION ton_insert_contents(hashes bytea[], lts bigint[], bodies bytea[]) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  span bigint;
  n bigint;
  m bigint;
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
  WITH k AS (SELECT * FROM unnest(hashes, lts, bodies) AS k(hash, lt, body)),
  later AS (SELECT c.hash, c.lt AS old_lt FROM message_content_lts c JOIN k ON k.hash = c.hash
             WHERE k.lt < c.lt ORDER BY c.hash FOR UPDATE OF c),
  moved AS (UPDATE message_content_lts c SET lt = k.lt FROM later JOIN k ON k.hash = later.hash
             WHERE c.hash = later.hash AND k.lt < later.old_lt RETURNING c.hash, c.lt, later.old_lt),
  gone AS (DELETE FROM message_bodies b USING moved WHERE b.lt = moved.old_lt AND b.hash = moved.hash)
  INSERT INTO message_bodies (lt, hash, body)
    SELECT moved.lt, moved.hash, k.body FROM moved JOIN k ON k.hash = moved.hash ORDER BY moved.lt, moved.hash
    ON CONFLICT DO NOTHING;
  GET DIAGNOSTICS m = ROW_COUNT;
  RETURN n + m;
END $$;
