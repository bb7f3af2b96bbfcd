-- Traces: the tree of transactions caused by one inbound message; actions: what a trace did, classified.

CREATE TABLE traces (
  trace_id bytea PRIMARY KEY,           -- hash of the root transaction
  external_hash bytea,
  external_hash_norm bytea,
  mc_seqno_start integer,
  mc_seqno_end integer,
  start_lt bigint NOT NULL,
  start_utime bigint NOT NULL,
  end_lt bigint NOT NULL,
  end_utime bigint NOT NULL,
  state text NOT NULL CHECK (state IN ('complete', 'pending', 'broken')),
  pending_edges_ bigint NOT NULL DEFAULT 0,
  edges_ bigint NOT NULL DEFAULT 0,
  nodes_ bigint NOT NULL DEFAULT 0,
  classification_state text NOT NULL DEFAULT 'unclassified' CHECK (classification_state IN ('unclassified', 'failed', 'ok', 'broken'))
);

CREATE TABLE actions (
  trace_id bytea NOT NULL,
  action_id bytea NOT NULL,
  start_lt bigint, end_lt bigint, start_utime bigint, end_utime bigint,
  source text, source_secondary text, destination text, destination_secondary text,
  asset text, asset_secondary text, asset2 text, asset2_secondary text,
  opcode bigint,
  tx_hashes bytea[] NOT NULL,
  type text NOT NULL,
  value numeric, amount numeric,
  success boolean NOT NULL DEFAULT true,
  trace_end_lt bigint, trace_end_utime bigint,
  trace_external_hash bytea, trace_external_hash_norm bytea,
  mc_seqno_end integer, trace_mc_seqno_end integer,
  parent_action_id bytea,
  ancestor_type text[] NOT NULL DEFAULT '{}',
  value_extra_currencies jsonb,
  data jsonb,                           -- type-specific details, keyed '<type>_data' as in the reference
  PRIMARY KEY (trace_id, action_id)
);

CREATE TABLE action_accounts (
  action_id bytea NOT NULL,
  trace_id bytea NOT NULL,
  account text NOT NULL,
  trace_end_lt bigint NOT NULL,
  trace_end_utime bigint,
  action_end_lt bigint NOT NULL,
  action_end_utime bigint,
  PRIMARY KEY (account, trace_end_lt, trace_id, action_end_lt, action_id)
);
