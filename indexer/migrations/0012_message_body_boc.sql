-- A small body on its message's row (docs/sizing.md).
--
-- A message's body is kept once, in message_bodies beside the first transaction that carried it (0010), and read by
-- hash. A page of transactions then looks each body up: at the lt of the transaction that sent it, and otherwise
-- (a body received, or sent before) through message_content_lts first; an index page and a heap page each, from
-- disk on an index larger than memory. Nine in ten bodies are a few dozen bytes (a transfer, a comment, a jetton
-- notification). The indexer now also writes a body of at most 256 bytes as a BOC on the message's row, and a
-- reader takes it from there. message_bodies keeps every body as before: lookups by hash and the other readers are
-- unchanged.
--
-- Rows written before this migration have none and are read as before. pending_messages keeps the columns of
-- messages (0005), this one too.

ALTER TABLE messages ADD COLUMN body_boc bytea;
ALTER TABLE pending_messages ADD COLUMN body_boc bytea;
