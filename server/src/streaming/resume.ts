/**
 * Resume (S16): a subscriber that gives the position it left off at receives, from the index's log, every
 * notification it missed, then the live stream, with nothing missing and nothing twice.
 */
import { ApiError } from '../http/errors.ts';
import type { Connection, Position } from './hub.ts';
import type { IndexEvents } from './source.ts';

const POSITION = /^(\d{1,15})(?::(\d{1,6}))?$/;

/** `from` (or SSE's `Last-Event-ID`): `<news>` (after all of it) or `<news>:<ordinal>` (after that notification). */
export function parsePosition(text: string, field: string): Position {
  const m = POSITION.exec(text.trim());
  if (!m) throw new ApiError(422, `${field}: not a stream position (<news> or <news>:<ordinal>)`);
  return { news: Number(m[1]), ...(m[2] !== undefined ? { ordinal: Number(m[2]) } : {}) };
}

/** A position this deployment can resume from, or the error saying why not (S16). */
export async function checkPosition(events: IndexEvents, from: Position, field: string): Promise<void> {
  const delivered = events.delivered;
  const state = await events.log.state(from.news, delivered);
  if (state === 'unknown')
    throw new ApiError(422, `${field}: unknown position ${from.news} (the newest is ${delivered})`);
  if (state === 'expired')
    throw new ApiError(
      410,
      `${field}: position ${from.news} has expired (this deployment keeps ${events.log.retentionSeconds} s of events); resynchronise through API v3`,
    );
}

/** Where a fresh subscription starts: resuming from it later gives everything after this moment. */
export const livePosition = (events: IndexEvents): string => String(events.delivered);

/**
 * Replays the log after `from` to a connection already registered with the hub, holding its live batches until
 * the replay reaches them. Called right after the connection is registered, before anything is awaited, so no
 * batch falls between the replay and the live stream.
 */
export function resume(connection: Connection, from: Position, events: IndexEvents): void {
  const generation = connection.holdLive(from.news);
  const current = () => generation === connection.generation;
  const run = async () => {
    // the traces it had pending data of, so that their invalidation still reaches it (S12)
    for (const b of await events.log.pendingBefore(from.news))
      if (b.position! < from.news || from.ordinal === undefined) connection.recall(b);
    let cursor = from.news;
    if (from.ordinal !== undefined) {
      const [n] = await events.log.newsAfter(from.news - 1, 1);
      if (n?.position === from.news && current()) connection.replay(await events.log.batch(n), from.ordinal);
    }
    for (;;) {
      const upto = events.delivered;
      if (cursor >= upto || !current()) break;
      const news = (await events.log.newsAfter(cursor)).filter((n) => n.position <= upto);
      if (!news.length) break;
      for (const n of news) {
        if (!current()) return;
        connection.replay(await events.log.batch(n));
        cursor = n.position;
      }
    }
    if (current()) connection.goLive();
  };
  run().catch(() => {
    if (current()) connection.sink.close('resume failed');
  });
}
