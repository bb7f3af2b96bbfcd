/** `index import FILE...`: block BOC files straight into the database (blocks, transactions, messages; no get-methods). */
import { readFile } from 'node:fs/promises';
import type pg from 'pg';
import { linkShardBlocks } from '../writer/mc-link.ts';
import { defaultParseWorkers, ParsePool, type Parsed } from '../ingest/parse-pool.ts';
import { announce } from '../db/news.ts';
import { writeBlockSet } from '../writer/store.ts';

export interface ImportOptions {
  /** Masterchain seqno that committed the (shard) blocks, when known; otherwise derived from imported masterchain blocks. */
  mcSeqno?: number;
  onBlock?: (file: string, transactions: number) => void;
  /** Parse workers (default: one fewer than the cores, at least 1, at most 4); 0 parses on the calling thread. */
  workers?: number;
}

export interface ImportResult {
  blocks: number;
  transactions: number;
  inserted: number;
  seconds: number;
  linked: number;
}

/** Parses ahead of the writer: up to `ahead` blocks decoded in the workers while the previous ones are written. */
export async function* parsedBlocks(
  bocs: AsyncIterable<Buffer> | Iterable<Buffer>,
  mcSeqno: number | null,
  workers: number | ParsePool,
  ahead = 4,
): AsyncGenerator<Parsed> {
  const owned = typeof workers === 'number' && workers > 0;
  const pool = typeof workers === 'number' ? (workers > 0 ? new ParsePool(workers) : undefined) : workers;
  const local = pool ? undefined : await import('../ingest/parse-local.ts');
  const queue: Array<Promise<Parsed>> = [];
  try {
    for await (const boc of bocs) {
      const p = pool ? pool.parse(boc, mcSeqno) : Promise.resolve(local!.parseLocal(boc, mcSeqno));
      p.catch(() => {});
      queue.push(p);
      if (queue.length >= ahead) yield await queue.shift()!;
    }
    while (queue.length) yield await queue.shift()!;
  } finally {
    if (owned) await pool?.close();
  }
}

export async function importFiles(pool: pg.Pool, files: string[], options: ImportOptions = {}): Promise<ImportResult> {
  const started = performance.now();
  const client = await pool.connect();
  let transactions = 0;
  let inserted = 0;
  let linked = 0;
  try {
    async function* read() {
      for (const f of files) yield await readFile(f);
    }
    let i = 0;
    for await (const { data, shardState } of parsedBlocks(
      read(),
      options.mcSeqno ?? null,
      options.workers ?? defaultParseWorkers(),
    )) {
      const r = await writeBlockSet(client, { blocks: [data], shardState });
      transactions += r.transactions;
      inserted += r.inserted;
      options.onBlock?.(files[i++]!, r.transactions);
    }
    if (options.mcSeqno === undefined) {
      linked = await linkShardBlocks(client);
      if (linked) await announce(client, { kind: 'imported', what: 'linked' });
    }
  } finally {
    client.release();
  }
  return { blocks: files.length, transactions, inserted, seconds: (performance.now() - started) / 1000, linked };
}
