-- What the last `indexer verify` run found, one row: the range it compared with the liteservers, the blocks it
-- found missing from the index (known holes) and its other findings. The server's /metrics reads it, so an
-- operator sees how far the index has proven itself and whether it has holes without running the command.

CREATE TABLE index_verification (
  one boolean PRIMARY KEY DEFAULT true CHECK (one),
  from_seqno integer NOT NULL,
  last_verified_seqno integer NOT NULL,   -- the last masterchain block of the run's range
  known_holes integer NOT NULL,           -- blocks on chain the index lacks (masterchain and shard)
  extras integer NOT NULL,                -- blocks or transactions in the index the chain lacks
  mismatches integer NOT NULL,            -- hashes, transaction sets, counts or account states that differ
  fast boolean NOT NULL,                  -- gaps and counts only (`--fast`)
  verified_at timestamptz NOT NULL DEFAULT now()
);
