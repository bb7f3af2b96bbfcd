/** `index import FILE...`: block BOC files straight into the database (blocks, transactions, messages; no get-methods). */
import { readFile } from 'node:fs/promises';
import type pg from 'pg';
import { parseBlock, shardSigned } from '../../tlb/index.ts';
import { decodeBlock } from './decode.ts';
import type { ShardStateRow } from './rows.ts';
import { writeBlockSet } from './store.ts';

export interface ImportOptions {
  /** Masterchain seqno that committed the (shard) blocks, when known. */
  mcSeqno?: number;
  onBlock?: (file: string, transactions: number) => void;
}

export interface ImportResult { blocks: number; transactions: number; inserted: number; seconds: number }

export async function importFiles(pool: pg.Pool, files: string[], options: ImportOptions = {}): Promise<ImportResult> {
  const started = performance.now();
  const client = await pool.connect();
  let transactions = 0;
  let inserted = 0;
  try {
    for (const file of files) {
      const parsed = parseBlock(await readFile(file));
      const data = decodeBlock(parsed, { mcSeqno: options.mcSeqno ?? null });
      const shardState: ShardStateRow[] = (parsed.mcExtra?.shards ?? []).map((d) => ({
        mc_seqno: parsed.info.seqno, workchain: d.workchain, shard: shardSigned(d.shard), seqno: d.seqno,
      }));
      const r = await writeBlockSet(client, { blocks: [data], shardState });
      transactions += r.transactions;
      inserted += r.inserted;
      options.onBlock?.(file, r.transactions);
    }
  } finally {
    client.release();
  }
  return { blocks: files.length, transactions, inserted, seconds: (performance.now() - started) / 1000 };
}
