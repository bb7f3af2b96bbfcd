/**
 * Backfill by ranges: workers claim ranges of a job (ranges.ts), write each one in order on a writer connection of
 * their own, and mark it done; when no range is left open, traces cut by range boundaries are stitched (one pass,
 * under a lock) so the index holds what one writer going through the job in order would have written.
 */
import type pg from 'pg';
import { stitchTraces } from '../writer/stitch-traces.ts';
import { claimRange, finishRange, openRanges, type Range } from './ranges.ts';

/** Writes one range from its first unit (units already written are no-ops); returns its transactions. */
export type RangeWriter = (writer: pg.PoolClient, range: Range) => Promise<number>;

export interface BackfillOptions {
  /** Range workers in this process (each holds two connections: its claims and its writes). */
  workers: number;
  signal?: AbortSignal;
  log?: (line: string) => void;
  onRange?: (range: Range, transactions: number) => void;
  /** How often to look whether other hosts' ranges are done (default 1 s). */
  pollMs?: number;
}

export interface BackfillResult {
  ranges: number;
  transactions: number;
  /** Traces cut by range boundaries, folded into their parents' at the end. */
  stitched: number;
}

/**
 * Concurrent writers may insert the same message body or create the same lt partition at once and one of them is
 * then chosen as a deadlock's victim; its block is written again, whole, as its transaction rolled back.
 */
const RETRYABLE = new Set(['40P01', '40001', '23505', '42P07']);

export async function withRetry<T>(fn: () => Promise<T>, attempts = 10): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await fn();
    } catch (err) {
      if (i >= attempts || !RETRYABLE.has((err as { code?: string }).code ?? '')) throw err;
      // apart by a random while, or the two would meet in the same order again
      await new Promise((r) => setTimeout(r, Math.random() * 50 * i));
    }
  }
}

export async function runBackfill(
  db: pg.Pool,
  job: string,
  write: RangeWriter,
  options: BackfillOptions,
): Promise<BackfillResult> {
  const log = options.log ?? (() => {});
  let ranges = 0;
  let transactions = 0;
  async function worker(): Promise<void> {
    const session = await db.connect();
    const writer = await db.connect();
    let held = false;
    try {
      while (!options.signal?.aborted && !failed) {
        const range = await claimRange(session, job);
        if (!range) return;
        held = true;
        const n = await write(writer, range);
        // a writer stopped by the signal may have left its range part-way: it stays open for the next run
        if (options.signal?.aborted) return;
        await finishRange(session, range);
        held = false;
        ranges += 1;
        transactions += n;
        options.onRange?.(range, n);
      }
    } finally {
      writer.release();
      // a session that may still hold a claim (a write failed) is closed rather than pooled: the claim ends with it
      session.release(held || undefined);
    }
  }
  // A failed worker stops the others after their current range (not at once: a pool's clients and the parse
  // workers stay in use until every worker has let go of them).
  let failed: unknown;
  await Promise.all(
    Array.from({ length: options.workers }, () =>
      worker().catch((err: unknown) => {
        failed ??= err;
      }),
    ),
  );
  if (failed) throw failed;
  if (options.signal?.aborted) return { ranges, transactions, stitched: 0 };
  // Ranges claimed by workers elsewhere: stitching before they are in would fold a trace that is still growing.
  let waiting = await openRanges(db, job);
  if (waiting) log(`backfill: ${waiting} ranges still being written by other workers; waiting for them`);
  while (waiting && !options.signal?.aborted) {
    await new Promise((r) => setTimeout(r, options.pollMs ?? 1000));
    waiting = await openRanges(db, job);
  }
  if (options.signal?.aborted) return { ranges, transactions, stitched: 0 };
  const client = await db.connect();
  try {
    const stitched = await stitchTraces(client);
    return { ranges, transactions, stitched };
  } finally {
    client.release();
  }
}
