-- transactions (hash) duplicates the leading column of the primary key (hash, lt): every lookup by hash can use
-- the key, and each insert paid for one index more.
DROP INDEX IF EXISTS transactions_hash;
