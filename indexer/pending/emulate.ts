/**
 * Pending data for a submitted external message: its whole trace emulated with the TVM (@ton/sandbox's
 * Executor) on the current account states and config fetched through the liteserver at the latest masterchain
 * block, written to the pending_* tables with its actions. The rows stay until the real trace is indexed
 * (removeConfirmedPending) — or are replaced when the same message is emulated again.
 */
import {
  type Address,
  beginCell,
  Cell,
  loadMessage,
  loadShardAccount,
  loadTransaction,
  storeShardAccount,
  type Account,
  type Message,
} from '@ton/core';
import { Executor } from '@ton/sandbox';
import type pg from 'pg';
import { Functions } from 'ton-lite-client/dist/schema.js';
import type { LitePool } from '../../liteapi/pool.ts';
import { decodeConfigProof } from '../../tlb/config.ts';
import type { BlockTransaction } from '../../tlb/index.ts';
import { classifyTrace } from '../actions/classify.ts';
import { insertActions, loadTraces } from '../actions/store.ts';
import { messageCells, transactionMessages, transactionRow } from '../model/decode.ts';
import type { ContentRow, MessageRow, TransactionRow } from '../model/rows.ts';
import { contentsSpec, insertRows, messagesSpec, transactionsSpec } from '../model/tables.ts';
import { deletePending } from './cleanup.ts';
import { addNews } from '../db/news.ts';

/** Longest trace emulated; a longer one is stored as far as it got, state 'pending'. */
const MAX_TRANSACTIONS = 256;

let executor: Promise<Executor> | undefined;
const getExecutor = () => (executor ??= Executor.create());

export interface PendingResult {
  traceId: string;
  externalHash: string;
  transactions: number;
  complete: boolean;
}

export class EmulationError extends Error {}

function parseExternal(bocBase64: string): { cell: Cell; message: Message } {
  let cell: Cell;
  try {
    cell = Cell.fromBase64(bocBase64);
  } catch {
    throw new EmulationError('boc is not a valid bag of cells');
  }
  let message: Message;
  try {
    message = loadMessage(cell.beginParse());
  } catch {
    throw new EmulationError('boc is not a message');
  }
  if (message.info.type !== 'external-in') throw new EmulationError('message is not an external inbound message');
  return { cell, message };
}

interface State {
  account: Account | null;
  lastLt: bigint;
  lastHash: bigint;
}

export async function emulatePending(lite: LitePool, db: pg.Pool, bocBase64: string): Promise<PendingResult> {
  const { cell, message } = parseExternal(bocBase64);
  const info = await lite.run('getMasterchainInfo', (c, t) => c.getMasterchainInfo({ timeout: t }));
  const block = info.last;
  const proof = await lite.run('getConfigAll', (c, t) =>
    c.engine.query(
      Functions.liteServer_getConfigAll,
      { kind: 'liteServer.getConfigAll', mode: 0, id: block },
      { timeout: t },
    ),
  );
  const config = decodeConfigProof(proof.configProof).dict.toBoc().toString('base64');
  const exec = await getExecutor();
  const states = new Map<string, State>();
  const stateOf = async (a: Address): Promise<State> => {
    const k = a.toRawString();
    let s = states.get(k);
    if (!s) {
      const r = await lite.run('getAccountState', (c) => c.getAccountState(a, block));
      s = { account: r.state, lastLt: r.lastTx?.lt ?? 0n, lastHash: r.lastTx?.hash ?? 0n };
      states.set(k, s);
    }
    return s;
  };
  const now = Math.floor(Date.now() / 1000);
  const queue: Array<{ dest: Address; msg: Cell; createdLt: bigint }> = [
    { dest: (message.info as { dest: Address }).dest, msg: cell, createdLt: 0n },
  ];
  let lt = 0n;
  const txs: TransactionRow[] = [];
  const msgs: MessageRow[] = [];
  const contents = new Map<string, ContentRow>();
  let complete = true;
  while (queue.length) {
    if (txs.length >= MAX_TRANSACTIONS) {
      complete = false;
      break;
    }
    queue.sort((x, y) => (x.createdLt < y.createdLt ? -1 : x.createdLt > y.createdLt ? 1 : 0));
    const { dest, msg, createdLt } = queue.shift()!;
    const st = await stateOf(dest);
    lt = [lt + 1n, st.lastLt + 1_000_000n, createdLt + 1n].reduce((x, y) => (y > x ? y : x));
    const shardAccount = beginCell()
      .store(
        storeShardAccount({
          account: st.account ?? undefined,
          lastTransactionHash: st.lastHash,
          lastTransactionLt: st.lastLt,
        }),
      )
      .endCell();
    const res = await exec.runTransaction({
      message: msg,
      config,
      libs: null,
      verbosity: 'short',
      shardAccount: shardAccount.toBoc().toString('base64'),
      now,
      lt,
      randomSeed: Buffer.alloc(32),
      ignoreChksig: false,
      debugEnabled: false,
    });
    if (!res.result.success) {
      if (txs.length === 0) throw new EmulationError(`the message is not accepted: ${res.result.error}`);
      continue; // an internal message the emulator refuses to run (as a node would skip it)
    }
    const txCell = Cell.fromBase64(res.result.transaction);
    const tx = loadTransaction(txCell.beginParse());
    const next = loadShardAccount(Cell.fromBase64(res.result.shardAccount).beginParse());
    states.set(dest.toRawString(), {
      account: next.account ?? null,
      lastLt: next.lastTransactionLt,
      lastHash: next.lastTransactionHash,
    });
    const bt = {
      account: dest.hash,
      lt: tx.lt,
      hash: txCell.hash(),
      cell: txCell,
      tx,
      fees: { coins: tx.totalFees.coins },
    } as unknown as BlockTransaction;
    // Not in any block yet: block seqno 0 of the whole-chain shard stands for "none".
    txs.push(transactionRow(bt, dest.workChain, 0x8000000000000000n, 0, null));
    msgs.push(...transactionMessages(bt, dest.workChain, null, contents));
    const outCells = [...tx.outMessages.keys()].sort((a, b) => a - b);
    const { outMsgs } = messageCells(txCell);
    outCells.forEach((k, i) => {
      const m = tx.outMessages.get(k)!;
      if (m.info.type === 'internal') queue.push({ dest: m.info.dest, msg: outMsgs[i]!, createdLt: m.info.createdLt });
    });
    lt = tx.lt + BigInt(outCells.length) + 1n;
  }
  return store(db, txs, msgs, [...contents.values()], cell.hash(), complete);
}

const pendingSpec = <T>(spec: T & { table: string }, table: string) => ({
  ...spec,
  table,
  conflict: 'ON CONFLICT DO NOTHING',
});

async function store(
  db: pg.Pool,
  txs: TransactionRow[],
  msgs: MessageRow[],
  contents: ContentRow[],
  externalHash: Buffer,
  complete: boolean,
): Promise<PendingResult> {
  const root = txs[0]!;
  const traceId = root.hash;
  for (const t of txs) t.trace_id = traceId;
  for (const m of msgs) m.trace_id = traceId;
  const lts = txs.map((t) => BigInt(t.lt));
  const last = txs.reduce((a, b) => (BigInt(b.lt) > BigInt(a.lt) ? b : a));
  const edges = msgs.filter((m) => m.direction === 'out').length + 1;
  const pendingEdges = msgs.filter((m) => m.direction === 'out' && m.destination !== null).length - (txs.length - 1);
  const norm = msgs.find((m) => m.direction === 'in' && m.source === null)?.msg_hash_norm ?? null;
  const client = await db.connect();
  try {
    await client.query('BEGIN');
    const done = await client.query(
      `SELECT 1 FROM traces WHERE (external_hash = $1 OR external_hash_norm = $1) AND state = 'complete'`,
      [externalHash],
    );
    if (done.rowCount) {
      // The real trace is already indexed: nothing is pending any more.
      await client.query('COMMIT');
      return {
        traceId: traceId.toString('base64'),
        externalHash: externalHash.toString('base64'),
        transactions: txs.length,
        complete,
      };
    }
    // The same message emulated again replaces its earlier emulation.
    const old = await client.query<{ trace_id: Buffer }>(
      'SELECT trace_id FROM pending_traces WHERE external_hash = $1',
      [externalHash],
    );
    if (old.rows.length)
      await deletePending(
        client,
        old.rows.map((r) => r.trace_id),
      );
    await insertRows(client, pendingSpec(transactionsSpec, 'pending_transactions'), txs);
    await client.query('UPDATE pending_transactions SET trace_external_hash = $1 WHERE trace_id = $2', [
      externalHash,
      traceId,
    ]);
    await insertRows(client, pendingSpec(messagesSpec, 'pending_messages'), msgs);
    await insertRows(client, contentsSpec, contents);
    await client.query(
      `INSERT INTO pending_traces (trace_id, external_hash, external_hash_norm, start_lt, start_utime, end_lt, end_utime, state, pending_edges_, edges_, nodes_, classification_state)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'ok')`,
      [
        traceId,
        externalHash,
        norm,
        lts.reduce((a, b) => (b < a ? b : a)).toString(),
        root.now,
        last.lt,
        last.now,
        complete ? 'complete' : 'pending',
        Math.max(0, pendingEdges),
        edges,
        txs.length,
      ],
    );
    const [trace] = await loadTraces(client, [traceId], {
      traces: 'pending_traces',
      transactions: 'pending_transactions',
      messages: 'pending_messages',
    });
    if (trace)
      await insertActions(
        client,
        'pending_actions',
        null,
        classifyTrace(trace.input).map((a) => ({ a, t: trace })),
      );
    // Streaming subscribers on every API replica hear of it once committed.
    await addNews(client, `pending:${traceId.toString('hex')}`);
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
  return {
    traceId: traceId.toString('base64'),
    externalHash: externalHash.toString('base64'),
    transactions: txs.length,
    complete,
  };
}
