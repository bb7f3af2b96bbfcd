import type { Address, Cell } from '@ton/core';

export const MASTERCHAIN = -1;
export const BASECHAIN = 0;
/** 0x8000000000000000: the whole-workchain shard, for both chains of the devnet. */
export const ROOT_SHARD = 1n << 63n;
export const ROOT_SHARD_SIGNED = BigInt.asIntN(64, ROOT_SHARD).toString();

export interface BlockId {
  workchain: number;
  /** Unsigned 64-bit shard id. */
  shard: bigint;
  seqno: number;
  rootHash: Buffer;
  fileHash: Buffer;
}

export interface TxRecord {
  workchain: number;
  /** 32-byte account id (address hash). */
  account: Buffer;
  lt: bigint;
  hash: Buffer;
  now: number;
  cell: Cell;
  block: BlockId;
  prevLt: bigint;
  prevHash: Buffer;
}

export interface BlockRecord {
  id: BlockId;
  startLt: bigint;
  endLt: bigint;
  genUtime: number;
  /** Masterchain seqno this block belongs to (for the masterchain block: its own seqno). */
  mcSeqno: number;
  prev: BlockId | null;
  /** Both parents after a merge; absent otherwise (then `prev` is the only one). */
  prevs?: BlockId[];
  /** Basechain blocks: the next round splits this shard, or merges it with its sibling. */
  beforeSplit?: boolean;
  beforeMerge?: boolean;
  /** For a shard block, the masterchain block it refers to (master_ref). */
  masterRef: BlockId | null;
  /** The block's transactions sorted by (account, lt) — the order of ShardAccountBlocks. */
  txs: TxRecord[];
  /** Block BOC (absent for the zero state). */
  boc: Buffer | null;
  /** ShardStateUnsplit root after this block. */
  state: Cell;
  stateFileHash: Buffer;
  /** fees_collected of this block's ValueFlow. */
  feesCollected?: bigint;
  /** total_validator_fees of the state after this block (cumulative). */
  validatorFees?: bigint;
  /** OutMsgQueueInfo of the state after this block, and how many messages its queue holds. */
  outMsgQueueInfo?: Cell;
  outQueueSize?: number;
  /** Masterchain blocks: the validators' signatures of (root hash, file hash). */
  signatures?: Array<{ nodeIdShort: Buffer; signature: Buffer }>;
}

export interface AccountVersion {
  /** Masterchain seqno from which this state is current. */
  mcSeqno: number;
  /** ShardAccount cell (account:^Account last_trans_hash last_trans_lt). */
  shardAccount: Cell;
  balance: bigint;
}

export type AddressLike = Address;

export function sameBlockId(a: BlockId, b: BlockId): boolean {
  return (
    a.workchain === b.workchain &&
    a.shard === b.shard &&
    a.seqno === b.seqno &&
    a.rootHash.equals(b.rootHash) &&
    a.fileHash.equals(b.fileHash)
  );
}
