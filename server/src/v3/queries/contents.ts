import type pg from 'pg';
import { b64 } from '../convert.ts';
import { content, keptContent } from './records.ts';
import type { MessageWithContentRow } from './rows.ts';
import { opaque, planned, run } from './statements.ts';

/**
 * Message contents by hash ($1), each first looked for at an lt ($2) of a transaction of the page carrying it: a
 * content is kept beside the first transaction that carried it (message_bodies, migration 0010), so a batch's new
 * bodies are read from one partition's neighbouring pages. One not found there (a comment carried before), or
 * given no lt (an inbound message's body, kept with its sender), is read through its hash (message_contents).
 */
export const MESSAGE_CONTENTS = planned(
  `SELECT k.hash,
    -- (the subquery runs only for a content not found at the lt: coalesce stops at its first non-null argument)
    coalesce(here.body, (SELECT c.body FROM message_contents c WHERE c.hash = k.hash)) AS body
  FROM unnest(${opaque('$1', 'bytea[]')}, ${opaque('$2', 'int8[]')}) AS k(hash, lt)
  LEFT JOIN LATERAL (SELECT b.body FROM message_bodies b WHERE b.lt = k.lt AND b.hash = k.hash) here ON true`,
  { bytes: true },
);

/**
 * The bodies and StateInits of messages read without them: a small body from its own row (migration 0012), those
 * already kept (records.ts) from memory, the rest read once per distinct hash. A page's messages often share
 * contents (a batch of 255 transfers with one comment), which joined to each row were sent, parsed and then dropped
 * for the kept copy 255 times.
 */
export async function withContents(c: pg.PoolClient, rows: MessageWithContentRow[]): Promise<void> {
  // each hash's base64 once per page: it is the key of both the kept contents and the ones read here
  const keys = new Map<Buffer, string>();
  const keyOf = (hash: Buffer) => {
    let key = keys.get(hash);
    if (key === undefined) keys.set(hash, (key = b64(hash)!));
    return key;
  };
  // Each missing hash with the smallest lt of the page's transactions that may have carried it first: one sending
  // it, or receiving it from outside. An internal message's body is kept with its sender, so a transaction receiving
  // one gives no lt (null: the content is read by hash at once).
  const missing = new Map<string, { hash: Buffer; lt: string | null }>();
  const kept = (hash: Buffer | null, lt: string | null) => {
    if (!hash) return null;
    const key = keyOf(hash);
    const known = keptContent(key);
    if (!known) {
      const seen = missing.get(key);
      if (!seen) missing.set(key, { hash, lt });
      else if (lt !== null && (seen.lt === null || compareDecimal(lt, seen.lt) < 0)) seen.lt = lt;
    }
    return known;
  };
  for (const m of rows) {
    const lt = m.direction === 'in' && m.source !== null ? null : m.tx_lt;
    // a small body comes with its row (migration 0012): made into its record here, or the kept one taken
    m.body_content = m.body_boc && m.body_hash ? content(keyOf(m.body_hash), m.body_boc) : kept(m.body_hash, lt);
    m.init_content = kept(m.init_state_hash, lt);
  }
  if (!missing.size) return;
  const wanted = [...missing.values()];
  const { rows: found } = await run<{ hash: Buffer; body: Buffer | null }>(c, MESSAGE_CONTENTS, [
    wanted.map((w) => w.hash),
    wanted.map((w) => w.lt),
  ]);
  const bocs = new Map(found.map((r) => [b64(r.hash)!, r.body]));
  const read = (hash: Buffer | null) => {
    if (!hash) return null;
    const key = keyOf(hash);
    return content(key, bocs.get(key) ?? null);
  };
  for (const m of rows) {
    if (m.body_content === undefined) m.body_content = read(m.body_hash);
    if (m.init_content === undefined) m.init_content = read(m.init_state_hash);
  }
}

/** Two unsigned decimal integers as PostgreSQL writes them (no sign, no leading zeros), compared without BigInt. */
export const compareDecimal = (a: string, b: string) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
