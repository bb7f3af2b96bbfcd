-- The index's news in the order it became visible, with a position API replicas agree on.
--
-- Streaming subscribers resume from a position (spec/streaming/DECISIONS.md S16). Every piece of news the writer,
-- the emulator and the pending cleanup announce (`block:<mc seqno>`, `pending:<trace id hex>`,
-- `invalidated:<norm hex>`) is also recorded here, in the transaction that makes it visible, with the next
-- position. The position comes from one counter row updated in that same transaction: its row lock is held until
-- COMMIT, so positions are given in commit order, have no holes (a rolled-back transaction gives its number back)
-- and every listener sees them in the order of its NOTIFYs. The writer keeps one day of news.
--
-- stream_batches holds what the API replicas built of each piece of news (streaming notifications before they are
-- cut per subscriber), compressed, so a resumed subscriber receives exactly what it missed; the API replicas write
-- and prune it.

CREATE TABLE index_news_head (
  one boolean PRIMARY KEY DEFAULT true CHECK (one),
  position bigint NOT NULL
);
INSERT INTO index_news_head VALUES (true, 0);

CREATE TABLE index_news (
  position bigint PRIMARY KEY,
  news text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX index_news_at ON index_news (at);

CREATE FUNCTION index_news_add(item text) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  p bigint;
BEGIN
  UPDATE index_news_head SET position = position + 1 RETURNING position INTO p;
  INSERT INTO index_news (position, news) VALUES (p, item);
  PERFORM pg_notify('ton_index_events', item);
  RETURN p;
END $$;

CREATE TABLE stream_batches (
  position bigint PRIMARY KEY,
  batch bytea NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX stream_batches_at ON stream_batches (at);
