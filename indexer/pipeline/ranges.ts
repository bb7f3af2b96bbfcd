/**
 * The ranges of a backfill job (migration 0019): planned once, claimed by workers through session advisory locks
 * on a connection each worker keeps, marked done when written. A claim dies with its session, so a crashed
 * worker's range is claimed again by whoever asks next, on this host or another.
 */
import type pg from 'pg';

export interface Range {
  job: string;
  first: number;
  last: number;
}

/** Splits first..last into ranges of `size` units; ranges already planned (a resumed job) are kept as they were. */
export async function planRanges(
  db: pg.Pool | pg.ClientBase,
  job: string,
  first: number,
  last: number,
  size: number,
): Promise<void> {
  if (size < 1) throw new Error('a range holds at least one unit');
  const firsts: number[] = [];
  const lasts: number[] = [];
  for (let a = first; a <= last; a += size) {
    firsts.push(a);
    lasts.push(Math.min(a + size - 1, last));
  }
  await db.query(
    `INSERT INTO backfill_ranges (job, first, last) SELECT $1, * FROM unnest($2::int4[], $3::int4[]) ON CONFLICT DO NOTHING`,
    [job, firsts, lasts],
  );
}

/**
 * Takes the lowest range of the job that is neither done nor claimed by a live session, and holds it on `session`
 * until `release`. Lowest first, so that a job's written part grows from its start and a follower can begin early.
 */
export async function claimRange(session: pg.ClientBase, job: string): Promise<Range | undefined> {
  const open = await session.query<{ first: number; last: number }>(
    'SELECT first, last FROM backfill_ranges WHERE job = $1 AND done_at IS NULL ORDER BY first',
    [job],
  );
  for (const r of open.rows) {
    const {
      rows: [got],
    } = await session.query<{ ok: boolean }>('SELECT pg_try_advisory_lock(hashtext($1), $2) AS ok', [job, r.first]);
    if (!got?.ok) continue;
    // finished by another worker between the listing and the lock
    const still = await session.query(
      'SELECT 1 FROM backfill_ranges WHERE job = $1 AND first = $2 AND done_at IS NULL',
      [job, r.first],
    );
    if (still.rowCount) return { job, first: r.first, last: r.last };
    await release(session, { job, first: r.first, last: r.last });
  }
  return undefined;
}

export async function finishRange(session: pg.ClientBase, range: Range): Promise<void> {
  await session.query('UPDATE backfill_ranges SET done_at = now() WHERE job = $1 AND first = $2', [
    range.job,
    range.first,
  ]);
  await release(session, range);
}

async function release(session: pg.ClientBase, range: Range): Promise<void> {
  await session.query('SELECT pg_advisory_unlock(hashtext($1), $2)', [range.job, range.first]);
}

/** Ranges of the job not yet written (claimed or not). */
export async function openRanges(db: pg.Pool | pg.ClientBase, job: string): Promise<number> {
  const r = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM backfill_ranges WHERE job = $1 AND done_at IS NULL',
    [job],
  );
  return r.rows[0]!.n;
}
