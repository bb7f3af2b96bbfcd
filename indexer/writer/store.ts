/** Writes the data of blocks in one database transaction: all of it or none of it. */
import type pg from 'pg';
import { classifyTraces } from '../actions/store.ts';
import { expirePending, removeConfirmedPending } from '../pending/cleanup.ts';
import { ensureLtPartitions, forgetLtPartitions, isMissingPartition } from '../db/partitions.ts';
import { assembleTraces, type TraceResult } from '../traces/assemble.ts';
import { carried } from '../model/decode.ts';
import { addNews, announce, pruneNews } from '../db/news.ts';
import type { AccountStateRow, BlockData, ContentRow, ShardStateRow, TransactionRow } from '../model/rows.ts';
import { writeCopy } from '../model/copy.ts';
import {
  accountStatesSpec,
  blocksSpec,
  contentsSpec,
  insertRows,
  MESSAGE_COPY,
  shardStateSpec,
  TRANSACTION_BOC_COPY,
  TRANSACTION_COPY,
} from '../model/tables.ts';

export interface WriteSet {
  blocks: BlockData[];
  shardState?: ShardStateRow[];
  accountStates?: AccountStateRow[];
  /** Set when the set is one whole masterchain block with its new shard blocks: marks it indexed. */
  mcSeqno?: number;
  /** Extra writes (entities, events) inside the same transaction. */
  extra?: (client: pg.ClientBase) => Promise<void>;
  /** Classify the traces completed by this set and write their actions (default true). */
  classify?: boolean;
  /** What the known partitions are remembered by (default the client; the pool when clients change). */
  partitionCache?: object;
}

export interface WriteResult {
  transactions: number;
  inserted: number;
  traces: TraceResult;
}

export async function writeBlockSet(client: pg.ClientBase, set: WriteSet): Promise<WriteResult> {
  const cacheKey = set.partitionCache ?? client;
  // every row of the set has an lt within its blocks' [start_lt, end_lt]; a trace's end lt too (it ends here)
  const lts = set.blocks.flatMap((b) => [b.block.start_lt, b.block.end_lt]);
  await ensureLtPartitions(client, lts, cacheKey);
  const write = async (bulk: boolean) => {
    try {
      return await writeInTransaction(client, set, bulk);
    } catch (err) {
      if (!isMissingPartition(err)) throw err;
      // a range this process believed to exist is gone (an operator detached it): ask the database again, once
      forgetLtPartitions(cacheKey);
      await ensureLtPartitions(client, lts, cacheKey);
      return await writeInTransaction(client, set, bulk);
    }
  };
  try {
    return await write(true);
  } catch (err) {
    // A row copied into its table was there already, which a block new to the index rules out (its rows are only
    // ever written with its row, in one transaction); rows written some other way (by hand) are not: the set is
    // written again, every row inserted ON CONFLICT DO NOTHING.
    if ((err as { code?: string }).code !== '23505') throw err;
    return await write(false);
  }
}

/**
 * `bulk`: the rows of blocks new to the index are copied into their tables (COPY, no conflict check), which the
 * block rows' insert tells: a block row inserted here was not there, so neither are its transactions, messages and
 * BOCs, written with it in one transaction whichever writer wrote it (another writer inserting the same block waits
 * on the block's key until this transaction ends, and then finds it). Otherwise, and for a set holding any block
 * already there (a range written again after a crash), they go through a temporary table and are inserted ON
 * CONFLICT DO NOTHING, so that rows already written stay as they were.
 */
async function writeInTransaction(client: pg.ClientBase, set: WriteSet, bulk: boolean): Promise<WriteResult> {
  const txs = set.blocks.flatMap((b) => b.transactions);
  const msgs = set.blocks.flatMap((b) => b.messages);
  await client.query('BEGIN');
  try {
    if (set.mcSeqno !== undefined) {
      // Another process writing the same masterchain block waits here, then finds it done.
      await client.query('SELECT pg_advisory_xact_lock(1953394281, $1)', [set.mcSeqno]);
      const done = await client.query('SELECT 1 FROM indexed_mc_blocks WHERE seqno = $1', [set.mcSeqno]);
      if (done.rowCount) {
        await client.query('ROLLBACK');
        return { transactions: txs.length, inserted: 0, traces: { complete: 0, pending: 0, touched: [] } };
      }
    }
    const traces = await assembleTraces(client, txs, msgs);
    const newBlocks = await insertRows(
      client,
      blocksSpec,
      set.blocks.map((b) => b.block),
    );
    const direct = bulk && newBlocks === set.blocks.length;
    carryStatesAfter(txs, set.accountStates);
    const inserted = await writeCopy(
      client,
      TRANSACTION_COPY,
      set.blocks.map((b) => ({ rows: b.transactions, parts: b.copy?.transactions })),
      direct,
    );
    await writeCopy(
      client,
      MESSAGE_COPY,
      set.blocks.map((b) => ({ rows: b.messages, parts: b.copy?.messages })),
      direct,
    );
    await writeCopy(
      client,
      TRANSACTION_BOC_COPY,
      set.blocks.map((b) => ({ rows: b.bocs ?? [] })),
      direct,
    );
    const contents = earliest(set.blocks.flatMap((b) => b.contents));
    await insertRows(client, contentsSpec, contents);
    if (set.shardState?.length) await insertRows(client, shardStateSpec, set.shardState);
    if (set.accountStates?.length) await insertRows(client, accountStatesSpec, set.accountStates);
    if (set.extra) await set.extra(client);
    if (traces.touched.length) {
      // Entities written by `extra` first, so the classifier sees the wallets and items of these traces.
      if (set.classify !== false)
        await classifyTraces(client, traces.touched, {
          traces: traces.whole ?? [],
          transactions: txs,
          messages: msgs,
          contents,
        });
      await removeConfirmedPending(client, traces.touched);
    }
    if (set.mcSeqno !== undefined) {
      await expirePending(client);
      await client.query('INSERT INTO indexed_mc_blocks (seqno, tx_count) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
        set.mcSeqno,
        txs.length,
      ]);
      // Recorded with its position and announced (delivered by PostgreSQL only on COMMIT): API replicas streaming
      // events read the block once it is visible (migration 0013).
      await addNews(client, { kind: 'block', seqno: set.mcSeqno });
      await pruneNews(client);
    } else {
      // A set outside the followed chain (a bulk import) changes answers too: the API drops what it kept.
      const b = set.blocks[0]?.block;
      await announce(client, { kind: 'imported', what: b ? `${b.workchain}:${b.seqno}` : '' });
    }
    await client.query('COMMIT');
    return { transactions: txs.length, inserted, traces };
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  }
}

/**
 * A transaction that ended in a state the set writes carries that state on its row (migration 0011), so that
 * readers take it from there instead of looking its hash up in account_states.
 */
function carryStatesAfter(txs: TransactionRow[], states: AccountStateRow[] | undefined): void {
  if (!states?.length) return;
  const byHash = new Map(states.map((s) => [s.hash.toString('hex'), s]));
  for (const t of txs) {
    const s = byHash.get(t.account_state_hash_after.toString('hex'));
    // the status marks a row that carries its state: one without it is looked up, as before
    if (!s || s.account !== t.account || s.account_status === null) continue;
    t.state_after_balance = s.balance;
    t.state_after_balance_extra_currencies = s.balance_extra_currencies;
    t.state_after_account_status = s.account_status;
    t.state_after_frozen_hash = s.frozen_hash;
    t.state_after_data_hash = s.data_hash;
    t.state_after_code_hash = s.code_hash;
  }
}

/** Each content once, at the smallest lt carrying it in the blocks written together (where it is stored). */
function earliest(rows: ContentRow[]): ContentRow[] {
  const byHash = new Map<string, ContentRow>();
  for (const r of rows) carried(byHash, r.hash.toString('hex'), r.lt, () => ({ ...r }));
  return [...byHash.values()];
}
