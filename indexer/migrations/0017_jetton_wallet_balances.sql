-- A jetton wallet's balance at each point it changed (v3 D35, /jetton/balanceHistory).
--
-- jetton_wallets keeps one row per wallet, replaced by each newer state, so the past is lost. The indexer reads a
-- wallet's balance with get_wallet_data at the end of each masterchain block that committed one of the wallet's
-- transactions (the same reading that fills jetton_wallets); it now also keeps that reading here, on the wallet's last
-- transaction of the block, when the balance differs from the last one kept (a block that left it as it was adds no
-- row). A wallet of the zero state gets one row for its state there, with no transaction (tx_hash null): the
-- balance its first transaction starts from. owner and jetton are what the same get-method answered.

CREATE TABLE jetton_wallet_balances (
  address text NOT NULL,
  tx_lt bigint NOT NULL,       -- the wallet's last transaction of the masterchain block (its last lt in the zero state)
  tx_hash bytea,               -- null for the zero state's row, which no transaction made
  tx_now bigint NOT NULL,
  mc_seqno integer NOT NULL,
  balance numeric NOT NULL,
  owner text,
  jetton text,
  PRIMARY KEY (address, tx_lt)
);
CREATE INDEX jetton_wallet_balances_owner ON jetton_wallet_balances (owner, tx_lt);
