-- Webhooks (spec/v3/DECISIONS.md D32): an API key's endpoints and the outbox of what is due to each.
--
-- The API replicas own these tables (the indexer never writes them); they live in the index's database because a
-- webhook's events come from the index's news (0013): each webhook keeps the position up to which its events are in
-- the outbox, and moves it in the same transaction that adds them, so a crash anywhere loses nothing and adds nothing
-- twice. A replica delivers a webhook only while it holds its lease, oldest delivery first (position order).

CREATE TABLE webhooks (
  id uuid PRIMARY KEY,
  -- sha256 of the API key that created it ('' for the keyless client of a deployment without keys)
  owner text NOT NULL,
  url text NOT NULL,
  description text,
  -- the streaming subscription's fields, as given (normalised)
  filters jsonb NOT NULL,
  secret text NOT NULL,
  previous_secret text,
  previous_secret_until timestamptz,
  paused boolean NOT NULL DEFAULT false,
  paused_reason text,
  -- the newest index position whose events are in the outbox
  position bigint NOT NULL,
  failing_since timestamptz,
  last_error text,
  lease_owner text,
  lease_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhooks_owner ON webhooks (owner, created_at);

CREATE TABLE webhook_deliveries (
  seq bigserial PRIMARY KEY,
  id uuid NOT NULL UNIQUE,
  webhook_id uuid NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('event', 'test')),
  news bigint,
  ordinal integer,
  type text NOT NULL,
  body text NOT NULL,
  status text NOT NULL CHECK (status IN ('queued', 'delivered', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  first_attempt_at timestamptz,
  last_attempt_at timestamptz,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  delivered_at timestamptz,
  last_status integer,
  last_error text,
  -- a replay is a new delivery of an earlier one's body (replayWebhook)
  replay_of uuid
);
-- an event is queued once per webhook; replays repeat its position
CREATE UNIQUE INDEX webhook_deliveries_event ON webhook_deliveries (webhook_id, news, ordinal) WHERE replay_of IS NULL;
-- what each webhook still has to send, in order
CREATE INDEX webhook_deliveries_queued ON webhook_deliveries (webhook_id, seq) WHERE status = 'queued';
CREATE INDEX webhook_deliveries_recent ON webhook_deliveries (webhook_id, seq DESC);
CREATE INDEX webhook_deliveries_done ON webhook_deliveries (created_at) WHERE status <> 'queued';
