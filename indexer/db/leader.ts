/**
 * One writing indexer per database: the writer holds a PostgreSQL advisory lock on a connection of its own for
 * as long as it runs; others started against the same database wait for that lock. The lock belongs to the
 * session, so when the writer dies in any way (kill -9, crash, lost host) PostgreSQL ends its session and hands
 * the lock to the next waiter at once; that one resumes from `indexed_mc_blocks`, and a block is written in one
 * transaction, so the handover leaves no gap and writes nothing twice.
 */
import pg from 'pg';

/** Any constant shared by all indexer processes (bigint form: a key space apart from the migration's and the writer's). */
export const LEADER_LOCK_KEY = '8389754676633883251';

export interface Leadership {
  /** Settles if the lock's connection is lost while running: this process may no longer be the only writer. */
  lost: Promise<Error>;
  release(): Promise<void>;
}

/**
 * Waits until this process holds the writer lock. `log` hears once that it waits (and on which process) and
 * when it takes over. An abort while waiting rejects.
 */
export async function acquireLeadership(
  url: string,
  options: { signal?: AbortSignal; log?: (line: string) => void; pollMs?: number } = {},
): Promise<Leadership> {
  const log = options.log ?? (() => {});
  const client = new pg.Client({
    connectionString: url,
    application_name: 'ton-indexer (writer lock)',
    keepAlive: true,
  });
  let onLost: (e: Error) => void = () => {};
  const lost = new Promise<Error>((resolve) => {
    onLost = resolve;
  });
  client.on('error', (e) => onLost(e));
  client.on('end', () => onLost(new Error('writer lock connection closed')));
  await client.connect();
  const started = Date.now();
  let told = false;
  // pg_try_advisory_lock in a loop rather than a blocking pg_advisory_lock: an abort (SIGTERM while waiting)
  // then needs no cancel request, and the wait is still the poll interval at most
  for (;;) {
    if (options.signal?.aborted) {
      await client.end().catch(() => {});
      throw new Error('stopped while waiting for the writer lock');
    }
    const {
      rows: [r],
    } = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1::bigint) AS ok', [LEADER_LOCK_KEY]);
    if (r?.ok) break;
    if (!told) {
      const {
        rows: [h],
      } = await client.query<{ pid: number; addr: string | null }>(
        `SELECT a.pid, a.client_addr::text AS addr FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
         WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 1 AND ((l.classid::bigint << 32) | l.objid::bigint) = $1::bigint`,
        [LEADER_LOCK_KEY],
      );
      log(
        `another indexer writes to this database (its lock session: backend ${h?.pid ?? '?'}${h?.addr ? ` from ${h.addr}` : ''}); waiting to take over`,
      );
      told = true;
    }
    await new Promise((r) => setTimeout(r, options.pollMs ?? 500));
  }
  if (told) log(`took over as the writing indexer after waiting ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return {
    lost,
    async release() {
      client.removeAllListeners('end');
      await client.query('SELECT pg_advisory_unlock($1::bigint)', [LEADER_LOCK_KEY]).catch(() => {});
      await client.end().catch(() => {});
    },
  };
}
