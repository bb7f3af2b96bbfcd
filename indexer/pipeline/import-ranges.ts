/**
 * `indexer import --workers N FILE...`: the files' blocks written by N range workers (backfill.ts), each range a
 * run of consecutive files in the order given, then the shard blocks linked to the masterchain blocks that commit
 * them. Started again with the same files after a crash, it resumes: done ranges are kept, the rest are written.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type pg from 'pg';
import { defaultParseWorkers, ParsePool } from '../ingest/parse-pool.ts';
import { linkShardBlocks } from '../writer/mc-link.ts';
import { writeBlockSet } from '../writer/store.ts';
import { type BackfillResult, runBackfill, withRetry } from './backfill.ts';
import { parsedBlocks } from './import.ts';
import { planRanges, type Range } from './ranges.ts';
import { announce } from '../db/news.ts';

export interface RangedImportOptions {
  workers: number;
  /** Files per range (default: the files split evenly, four ranges per worker). */
  rangeSize?: number;
  /** Parse workers shared by the range workers (default: one fewer than the cores, at least 1, at most 4). */
  parseWorkers?: number;
  signal?: AbortSignal;
  log?: (line: string) => void;
  onRange?: (range: Range, transactions: number) => void;
}

/** The job a list of files is: the same files in the same order resume the same ranges. */
export const filesJob = (files: string[]): string =>
  `files:${createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 32)}`;

export async function importFilesInRanges(
  db: pg.Pool,
  files: string[],
  options: RangedImportOptions,
): Promise<BackfillResult & { linked: number }> {
  const job = filesJob(files);
  const size = options.rangeSize ?? Math.max(1, Math.ceil(files.length / (options.workers * 4)));
  await planRanges(db, job, 0, files.length - 1, size);
  const parseWorkers = options.parseWorkers ?? defaultParseWorkers();
  const parsers = parseWorkers > 0 ? new ParsePool(parseWorkers) : 0;
  try {
    const write = async (writer: pg.PoolClient, range: Range): Promise<number> => {
      async function* read() {
        for (let i = range.first; i <= range.last; i++) yield await readFile(files[i]!);
      }
      let transactions = 0;
      for await (const { data, shardState } of parsedBlocks(read(), null, parsers))
        transactions += (await withRetry(() => writeBlockSet(writer, { blocks: [data], shardState }))).transactions;
      return transactions;
    };
    const r = await runBackfill(db, job, write, options);
    if (options.signal?.aborted) return { ...r, linked: 0 };
    const client = await db.connect();
    try {
      const linked = await linkShardBlocks(client);
      if (linked) await announce(client, { kind: 'imported', what: 'linked' });
      return { ...r, linked };
    } finally {
      client.release();
    }
  } finally {
    if (parsers) await parsers.close();
  }
}
