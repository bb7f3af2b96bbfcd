/**
 * Block BOCs parsed and decoded in worker threads: BOC deserialisation dominates ingest CPU, so N workers
 * decode while the main thread writes. Buffers arrive as Uint8Array after structured cloning; they are
 * turned back into Buffers (without copying) so pg sends them as bytea.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { tonCoreSpeedupsInstalled } from '../../tlb/adapters/ton-core.ts';
import type { BlockData, ShardStateRow } from '../model/rows.ts';
import {
  blocksSpec,
  contentsSpec,
  messagesSpec,
  transactionBocsSpec,
  transactionsSpec,
  type TableSpec,
} from '../model/tables.ts';

/** What a parse worker starts with: the library adapters of the thread that made the pool, so it parses as that one would. */
export interface ParseWorkerData {
  tonCoreSpeedups: boolean;
}

export interface ParseRequest {
  id: number;
  boc: Uint8Array;
  mcSeqno: number | null;
}
export type ParseResponse =
  | { id: number; data: BlockData; shardState: ShardStateRow[] }
  | { id: number; error: string };
export interface Parsed {
  data: BlockData;
  shardState: ShardStateRow[];
}

const WORKER = new URL('./parse-worker.ts', import.meta.url);

/**
 * One core is left to the writing thread and PostgreSQL, which together need about as much CPU as parsing:
 * on 2 cores one parse worker imports faster than two (measured side by side with `indexer bench`).
 */
export const defaultParseWorkers = (): number => Math.max(1, Math.min(4, availableParallelism() - 1));

export class ParsePool {
  readonly #workers: Worker[] = [];
  readonly #waiting = new Map<number, { resolve: (p: Parsed) => void; reject: (e: Error) => void }>();
  #next = 0;

  constructor(size = defaultParseWorkers()) {
    for (let i = 0; i < size; i++) {
      const workerData: ParseWorkerData = { tonCoreSpeedups: tonCoreSpeedupsInstalled() };
      const w = new Worker(WORKER, { execArgv: ['--import', 'tsx'], workerData });
      w.on('message', (res: ParseResponse) => {
        const p = this.#waiting.get(res.id);
        if (!p) return;
        this.#waiting.delete(res.id);
        if ('error' in res) p.reject(new Error(res.error));
        else p.resolve({ data: rehydrate(res.data), shardState: res.shardState });
      });
      w.on('error', (e) => {
        for (const p of this.#waiting.values()) p.reject(e);
        this.#waiting.clear();
      });
      w.unref();
      this.#workers.push(w);
    }
  }

  parse(boc: Buffer, mcSeqno: number | null): Promise<Parsed> {
    const id = this.#next++;
    const worker = this.#workers[id % this.#workers.length]!;
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject });
      worker.postMessage({ id, boc, mcSeqno } satisfies ParseRequest);
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.#workers.map((w) => w.terminate()));
  }
}

const toBuffer = (v: unknown): unknown =>
  v instanceof Uint8Array && !Buffer.isBuffer(v) ? Buffer.from(v.buffer, v.byteOffset, v.byteLength) : v;

/** The binary columns of a table (those the writer sends as bytea): the only fields that can arrive as Uint8Array. */
const binaryColumns = (spec: TableSpec<unknown>) => spec.columns.filter(([, t]) => t === 'bytea').map(([c]) => c);
const BINARY = {
  block: binaryColumns(blocksSpec as TableSpec<unknown>),
  tx: binaryColumns(transactionsSpec as TableSpec<unknown>),
  msg: binaryColumns(messagesSpec as TableSpec<unknown>),
  content: binaryColumns(contentsSpec as TableSpec<unknown>),
  boc: binaryColumns(transactionBocsSpec as TableSpec<unknown>),
};

function fixRows<T extends object>(rows: T[], keys: string[]): T[] {
  for (const r of rows) {
    const row = r as Record<string, unknown>;
    for (const k of keys) {
      const v = row[k];
      if (v instanceof Uint8Array) row[k] = toBuffer(v);
    }
  }
  return rows;
}

function rehydrate(d: BlockData): BlockData {
  fixRows([d.block], BINARY.block);
  fixRows(d.transactions, BINARY.tx);
  fixRows(d.messages, BINARY.msg);
  fixRows(d.contents, BINARY.content);
  if (d.bocs) fixRows(d.bocs, BINARY.boc);
  if (d.copy) for (const parts of [d.copy.transactions, d.copy.messages]) parts.data = toBuffer(parts.data) as Buffer;
  return d;
}
