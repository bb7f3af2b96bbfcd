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
-- one it is kept at moves there: the index is then the same whichever range was written first.
CREATE OR REPLACE FUNCTION ton_insert_contents(hashes bytea[], lts bigint[], bodies bytea[]) RETURNS bigint LANGUAGE plpgsql AS $$
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
  later AS (SELECT c.hash, c.lt FROM message_content_lts c JOIN k ON c.hash = k.hash AND k.lt < c.lt),
  new AS (INSERT INTO message_content_lts AS c (hash, lt) SELECT hash, lt FROM k
          ON CONFLICT (hash) DO UPDATE SET lt = EXCLUDED.lt WHERE EXCLUDED.lt < c.lt RETURNING hash, lt),
  moved AS (DELETE FROM message_bodies b USING later WHERE b.lt = later.lt AND b.hash = later.hash)
  INSERT INTO message_bodies (lt, hash, body)
    SELECT new.lt, new.hash, k.body FROM new JOIN k ON k.hash = new.hash AND k.lt = new.lt ORDER BY new.lt, new.hash
    ON CONFLICT DO NOTHING;
  GET DIAGNOSTICS n = ROW_COUNT;
  RETURN n;
END $$;
