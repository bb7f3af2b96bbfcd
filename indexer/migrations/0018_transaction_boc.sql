-- The transaction as the chain has it: its BOC (with its messages), on its row.
--
-- API v2 answers an account's history from the liteservers, and a liteserver that no longer keeps a block (not
-- archival, pruned) answers "not in db" for it (v2 D28). The server then answers from the index (v2 D34), and a v2
-- transaction object carries the transaction's BOC (`data`) and its messages as the cells decode: the columns
-- above are fields read out of that cell and cannot give the cell back. Kept whole, the v2 object is built from the
-- same cell by the same code whichever source served it. It costs the BOC's size per transaction (a wallet
-- transfer's is a few hundred bytes; a large one's bodies are kept twice, here and in message_bodies).
--
-- Rows written before this migration have none; a fallback reaching them answers as before (404). pending_transactions
-- keeps the columns of transactions (0005), this one too.

ALTER TABLE transactions ADD COLUMN boc bytea;
ALTER TABLE pending_transactions ADD COLUMN boc bytea;
