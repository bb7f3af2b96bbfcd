/**
 * The index's news: what the indexer announces on a PostgreSQL NOTIFY channel whenever a write the API can see
 * commits, and what every API replica listens for (streaming subscribers' events, dropping kept v3 answers). The
 * indexer and the server meet only in the database, so the channel and the payload are declared here, once, for
 * both; migration 0013's `index_news_add` names the channel in SQL, and a test holds it to this one.
 *
 * A payload is `<kind>:<argument>`, as recorded in `index_news` (whose positions streaming subscribers resume from).
 */

export const INDEX_EVENTS_CHANNEL = 'ton_index_events';

export type IndexNews =
  /** a masterchain block and its new shard blocks are in the index */
  | { kind: 'block'; seqno: number }
  /** an emulated trace was stored (its trace id, hex) */
  | { kind: 'pending'; traceId: string }
  /** an emulated trace was dropped before its real one was indexed (its external message's normalized hash, hex) */
  | { kind: 'invalidated'; norm: string }
  /**
   * blocks written outside the followed chain (a bulk import): `<workchain>:<seqno>` of one, `linked` when its
   * shard blocks were linked to the masterchain, or empty; only the kind is read, to drop kept answers
   */
  | { kind: 'imported'; what: string };

const HEX = /^(?:[0-9a-f]{2})+$/;
const SEQNO = /^(0|[1-9][0-9]{0,9})$/;

export function formatIndexNews(news: IndexNews): string {
  switch (news.kind) {
    case 'block':
      return `block:${news.seqno}`;
    case 'pending':
      return `pending:${news.traceId}`;
    case 'invalidated':
      return `invalidated:${news.norm}`;
    case 'imported':
      return `imported:${news.what}`;
  }
}

/** The news a payload announces, or undefined for one this contract does not describe (ignored by listeners). */
export function parseIndexNews(payload: string): IndexNews | undefined {
  const colon = payload.indexOf(':');
  if (colon < 0) return undefined;
  const kind = payload.slice(0, colon);
  const arg = payload.slice(colon + 1);
  if (kind === 'block') return SEQNO.test(arg) && Number(arg) <= 0xffffffff ? { kind, seqno: Number(arg) } : undefined;
  if (kind === 'pending') return HEX.test(arg) ? { kind, traceId: arg } : undefined;
  if (kind === 'invalidated') return HEX.test(arg) ? { kind, norm: arg } : undefined;
  if (kind === 'imported') return { kind, what: arg };
  return undefined;
}
