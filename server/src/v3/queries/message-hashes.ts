/**
 * The messages (alias `m`) whose hash or normalised hash is one of the `?` values, found through message_hashes
 * (migration 0009): a message hash carries no lt, so on the lt-partitioned messages table alone the lookup probes
 * every partition's index; the lookup table answers with one probe and yields the (tx_hash, tx_lt) keys that prune
 * the rest. The original condition stays, so the rows matched are exactly those it matches. Takes the hashes
 * three times: `w.add(BY_MESSAGE_HASH, hashes, hashes, hashes)`.
 */
export const BY_MESSAGE_HASH =
  '(m.tx_hash, m.tx_lt) IN (SELECT h.tx_hash, h.tx_lt FROM message_hashes h WHERE h.hash = ANY(?))' +
  ' AND (m.msg_hash = ANY(?) OR m.msg_hash_norm = ANY(?))';
