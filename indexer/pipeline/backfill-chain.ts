/**
 * `indexer backfill`: masterchain blocks from..to read from the liteservers by range workers (backfill.ts), each
 * range written in order by indexMcRange. The ranges' plan is kept in the database, so a second run (after a crash,
 * or on another host against the same database) takes the ranges still open.
 */
import type pg from 'pg';
import type { ChainSource } from '../ingest/chain.ts';
import { type BackfillResult, runBackfill } from './backfill.ts';
import { indexMcRange } from './follow.ts';
import { planRanges } from './ranges.ts';

/** The job of masterchain blocks read from the liteservers: one per index, whatever ranges were planned. */
export const MC_JOB = 'mc';

export interface ChainBackfillOptions {
  from: number;
  /** Last masterchain block (default: the network's head when the backfill starts). */
  to?: number;
  workers: number;
  rangeSize: number;
  signal?: AbortSignal;
  log?: (line: string) => void;
}

export async function backfill(
  db: pg.Pool,
  chain: ChainSource,
  options: ChainBackfillOptions,
): Promise<BackfillResult> {
  const to = options.to ?? (await chain.head());
  await planRanges(db, MC_JOB, options.from, to, options.rangeSize);
  const log = options.log ?? (() => {});
  return runBackfill(
    db,
    MC_JOB,
    (_writer, range) =>
      indexMcRange(db, chain, range.first, range.last, {
        log,
        ...(options.signal ? { signal: options.signal } : {}),
      }),
    {
      workers: options.workers,
      log,
      onRange: (range, n) =>
        log(`backfill: masterchain blocks ${range.first}..${range.last} written, ${n} transactions`),
      ...(options.signal ? { signal: options.signal } : {}),
    },
  );
}
