// History a liteserver no longer keeps, read from the index (v2 D34). A pruned liteserver answers 651 "not in db"
// for old blocks and for account histories reaching into them; a deployment with the index (PostgreSQL, written by
// indexer/) still has every transaction's BOC (transaction_bocs, migration 0018) and every block's header fields. The server reads
// them here with its own SQL: the v2 objects are then built from the same cells by the same code as on the
// liteserver path (transactions.ts), so the two sources answer alike by construction.
//
// The index answers only what it holds whole: a range with a row written before its BOC was kept, a gap in an
// account's chain of transactions, or a block with fewer rows than its header counts is "not found", never a
// shorter answer.
import { Cell } from '@ton/core';
import type { Address } from '@ton/core';
import { withClient, type Db } from '../v3/queries/db.ts';
import { bigintOf, numberOf, parseHash, shardString, type LiteBlockId, MASTERCHAIN_SHARD } from './convert.ts';
import { loadTx, type LoadedTx } from './transactions.ts';

/** The index's raw account text: '<wc>:<64 HEX>' (migration 0001). */
const rawAccount = (a: Address) => `${a.workChain}:${a.hash.toString('hex').toUpperCase()}`;

interface TxRow {
  lt: string;
  hash: Buffer;
  prev_trans_lt: string;
  prev_trans_hash: Buffer;
  boc: Buffer | null;
}

/**
 * An account's transactions newest first from (lt, hash) inclusive, at most `count`, as the liteserver's
 * getTransactions answers them. Undefined when the index does not hold that stretch whole (the caller keeps the
 * liteserver's answer).
 */
export async function accountHistory(
  db: Db,
  address: Address,
  from: { lt: bigint; hash: Buffer },
  count: number,
): Promise<LoadedTx[] | undefined> {
  if (count <= 0) return [];
  const rows = await withClient(
    db,
    async (c) =>
      (
        await c.query<TxRow>(
          `SELECT t.lt, t.hash, t.prev_trans_lt, t.prev_trans_hash, b.boc
             FROM (SELECT lt, hash, prev_trans_lt, prev_trans_hash FROM transactions
                    WHERE account = $1 AND lt <= $2 ORDER BY lt DESC LIMIT $3) t
             LEFT JOIN transaction_bocs b ON b.lt = t.lt AND b.hash = t.hash
            ORDER BY t.lt DESC`,
          [rawAccount(address), from.lt.toString(), count],
        )
      ).rows,
  );
  const out: LoadedTx[] = [];
  let expect = from;
  for (const row of rows) {
    // the chain the liteserver would walk: each transaction names the one before it
    if (BigInt(row.lt) !== expect.lt || !row.hash.equals(expect.hash) || !row.boc) return undefined;
    out.push(loadTx(Cell.fromBoc(row.boc)[0]!, address.workChain));
    expect = { lt: BigInt(row.prev_trans_lt), hash: row.prev_trans_hash };
  }
  // fewer rows than asked: the history must end here, at the account's first transaction
  if (out.length < count && expect.lt !== 0n) return undefined;
  return out;
}

interface BlockRow {
  workchain: number;
  shard: string;
  seqno: number;
  root_hash: Buffer;
  file_hash: Buffer | null;
  tx_count: number;
}

const BLOCK_COLUMNS = 'workchain, shard, seqno, root_hash, file_hash, tx_count';

function blockId(row: BlockRow): LiteBlockId | undefined {
  if (!row.file_hash) return undefined;
  return {
    workchain: row.workchain,
    shard: shardString(row.shard),
    seqno: row.seqno,
    rootHash: row.root_hash,
    fileHash: row.file_hash,
  };
}

/**
 * The shard ids whose range holds `shard` read as an account prefix, as a liteserver reads a basechain lookup
 * (the block of whichever shard held it): the shard itself and every ancestor, signed as the index keeps them.
 */
function shardsHolding(workchain: number, shard: string): string[] {
  if (workchain === -1) return [MASTERCHAIN_SHARD];
  const point = BigInt.asUintN(64, BigInt(shard));
  const out: string[] = [];
  for (let len = 0; len <= 60; len++) {
    const tag = 1n << BigInt(63 - len);
    const mask = BigInt.asUintN(64, ~((tag << 1n) - 1n));
    out.push(shardString((point & mask) | tag));
  }
  return out;
}

export type BlockLookup = { seqno: number } | { lt: bigint } | { utime: number };

/** The block lookupBlock names, from the index; undefined when the index cannot say for certain. */
export async function lookupIndexedBlock(
  db: Db,
  workchain: number,
  shard: string,
  by: BlockLookup,
): Promise<LiteBlockId | undefined> {
  const shards = shardsHolding(workchain, shard);
  return withClient(db, async (c) => {
    if ('seqno' in by) {
      const { rows } = await c.query<BlockRow>(
        `SELECT ${BLOCK_COLUMNS} FROM blocks WHERE workchain = $1 AND shard = ANY($2::bigint[]) AND seqno = $3`,
        [workchain, shards, by.seqno],
      );
      return rows.length === 1 ? blockId(rows[0]!) : undefined;
    }
    // by lt: the first block ending after it; by time: the last one made at or before it. The neighbour on the
    // other side must be in the index too (same shard, next or previous seqno), or the index may lack the answer.
    const byLt = 'lt' in by;
    const { rows } = await c.query<BlockRow & { neighbour: boolean }>(
      `SELECT ${BLOCK_COLUMNS.replace(/(\w+)/g, 'b.$1')},
              EXISTS (SELECT 1 FROM blocks n WHERE n.workchain = b.workchain AND n.shard = b.shard
                        AND n.seqno = b.seqno ${byLt ? '- 1 AND n.end_lt <= $3' : '+ 1 AND n.gen_utime > $3'}) AS neighbour
         FROM blocks b WHERE b.workchain = $1 AND b.shard = ANY($2::bigint[])
          AND ${byLt ? 'b.end_lt > $3 ORDER BY b.end_lt ASC' : 'b.gen_utime <= $3 ORDER BY b.gen_utime DESC, b.seqno DESC'}
        LIMIT 1`,
      [workchain, shards, byLt ? by.lt.toString() : by.utime],
    );
    const row = rows[0];
    return row?.neighbour ? blockId(row) : undefined;
  });
}

/** A block the index holds whole: its id and its transactions in the liteserver's order (account, then lt). */
/** A block as a v2 request names it (workchain, shard, seqno and its hashes where given), as the index is asked. */
export interface IndexedBlockRef {
  workchain: number;
  shard: string;
  seqno: number;
  rootHash?: Buffer;
  fileHash?: Buffer;
}

export function requestedBlock(input: {
  workchain?: unknown;
  shard?: unknown;
  seqno?: unknown;
  root_hash?: unknown;
  file_hash?: unknown;
}): IndexedBlockRef {
  return {
    workchain: numberOf(input.workchain, 'workchain'),
    shard: shardString(bigintOf(input.shard, 'shard')),
    seqno: numberOf(input.seqno, 'seqno'),
    rootHash: input.root_hash === undefined ? undefined : parseHash(input.root_hash, 'root_hash'),
    fileHash: input.file_hash === undefined ? undefined : parseHash(input.file_hash, 'file_hash'),
  };
}

export async function indexedBlock(
  db: Db,
  ref: IndexedBlockRef,
): Promise<{ id: LiteBlockId; transactions: LoadedTx[] } | undefined> {
  return withClient(db, async (c) => {
    const {
      rows: [block],
    } = await c.query<BlockRow>(
      `SELECT ${BLOCK_COLUMNS} FROM blocks WHERE workchain = $1 AND shard = $2 AND seqno = $3`,
      [ref.workchain, ref.shard, ref.seqno],
    );
    const id = block && blockId(block);
    if (
      !id ||
      (ref.rootHash && !id.rootHash.equals(ref.rootHash)) ||
      (ref.fileHash && !id.fileHash.equals(ref.fileHash))
    )
      return undefined;
    const { rows } = await c.query<{ boc: Buffer | null }>(
      `SELECT b.boc FROM transactions t LEFT JOIN transaction_bocs b ON b.lt = t.lt AND b.hash = t.hash
        WHERE t.block_workchain = $1 AND t.block_shard = $2 AND t.block_seqno = $3
        ORDER BY t.account COLLATE "C", t.lt`,
      [ref.workchain, ref.shard, ref.seqno],
    );
    if (rows.length !== block.tx_count || rows.some((r) => !r.boc)) return undefined;
    return { id, transactions: rows.map((r) => loadTx(Cell.fromBoc(r.boc!)[0]!, ref.workchain)) };
  });
}

interface HeaderRow extends BlockRow {
  global_id: number;
  version: number;
  flags: number;
  after_merge: boolean;
  after_split: boolean;
  before_split: boolean;
  want_merge: boolean;
  want_split: boolean;
  key_block: boolean;
  validator_list_hash_short: string;
  gen_catchain_seqno: number;
  min_ref_mc_seqno: number;
  prev_key_block_seqno: number;
  start_lt: string;
  end_lt: string;
  gen_utime: string;
  vert_seqno: number;
  prev_blocks: Array<{ workchain: number; shard: string; seqno: number; root_hash: string; file_hash: string | null }>;
}

/** A block's header fields as the index keeps them (read from the block's BlockInfo by the indexer). */
export async function indexedHeader(db: Db, ref: IndexedBlockRef) {
  const row = await withClient(
    db,
    async (c) =>
      (
        await c.query<HeaderRow>(
          `SELECT ${BLOCK_COLUMNS}, global_id, version, flags, after_merge, after_split, before_split, want_merge,
                  want_split, key_block, validator_list_hash_short, gen_catchain_seqno, min_ref_mc_seqno,
                  prev_key_block_seqno, start_lt, end_lt, gen_utime, vert_seqno, prev_blocks
             FROM blocks WHERE workchain = $1 AND shard = $2 AND seqno = $3`,
          [ref.workchain, ref.shard, ref.seqno],
        )
      ).rows[0],
  );
  const id = row && blockId(row);
  if (!id || (ref.rootHash && !id.rootHash.equals(ref.rootHash)) || (ref.fileHash && !id.fileHash.equals(ref.fileHash)))
    return undefined;
  const prev: LiteBlockId[] = [];
  for (const p of row.prev_blocks) {
    if (!p.file_hash) return undefined;
    prev.push({
      workchain: p.workchain,
      shard: shardString(p.shard),
      seqno: p.seqno,
      rootHash: Buffer.from(p.root_hash, 'base64'),
      fileHash: Buffer.from(p.file_hash, 'base64'),
    });
  }
  return { id, row, prev };
}
