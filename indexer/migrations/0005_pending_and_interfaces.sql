-- Emulated (pending) data: a trace emulated from a submitted external message, kept until the real trace is indexed.
-- Same columns as the main tables so the v3 handlers read them with the same record builders.

CREATE TABLE pending_transactions (LIKE transactions INCLUDING DEFAULTS INCLUDING CONSTRAINTS);
ALTER TABLE pending_transactions ADD COLUMN finality text NOT NULL DEFAULT 'pending' CHECK (finality IN ('pending', 'confirmed')),
  ADD COLUMN trace_external_hash bytea, ADD COLUMN emulated_at timestamptz NOT NULL DEFAULT now(), ADD PRIMARY KEY (hash, lt);
CREATE INDEX pending_transactions_account_lt ON pending_transactions (account, lt);
CREATE INDEX pending_transactions_trace ON pending_transactions (trace_id);

CREATE TABLE pending_messages (LIKE messages INCLUDING DEFAULTS INCLUDING CONSTRAINTS);
ALTER TABLE pending_messages ADD PRIMARY KEY (tx_hash, tx_lt, msg_hash, direction);
CREATE INDEX pending_messages_trace ON pending_messages (trace_id);

CREATE TABLE pending_traces (LIKE traces INCLUDING DEFAULTS INCLUDING CONSTRAINTS);
ALTER TABLE pending_traces ADD PRIMARY KEY (trace_id), ADD COLUMN emulated_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX pending_traces_external_hash ON pending_traces (external_hash);
CREATE INDEX pending_traces_external_hash_norm ON pending_traces (external_hash_norm);

CREATE TABLE pending_actions (LIKE actions INCLUDING DEFAULTS INCLUDING CONSTRAINTS);
ALTER TABLE pending_actions ADD PRIMARY KEY (trace_id, action_id);
CREATE INDEX pending_actions_external_hash ON pending_actions (trace_external_hash);
CREATE INDEX pending_actions_external_hash_norm ON pending_actions (trace_external_hash_norm);

-- Interfaces detected per code hash (get-methods that answered), so each code is probed once.
CREATE TABLE code_interfaces (
  code_hash bytea PRIMARY KEY,
  interfaces text[] NOT NULL
);

CREATE INDEX traces_external_hash ON traces (external_hash) WHERE external_hash IS NOT NULL;
CREATE INDEX traces_external_hash_norm ON traces (external_hash_norm) WHERE external_hash_norm IS NOT NULL;
