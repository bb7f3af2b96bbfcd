import { ROOT_SHARD } from './types.ts';

/**
 * When the basechain splits and merges. A node splits a shard under load; the local network does it on a
 * schedule, so a client sees every transition at a known masterchain seqno and a restart replays the same
 * blocks. Each round cuts one block per basechain shard, so a shard block's seqno is always its round's.
 */
export interface ShardSchedule {
  /** Most basechain shards (1, 2, 4, …, 256); 1 = the basechain never splits. */
  maxShards: number;
  /** The round whose blocks are the first children (after_split); the round before carries before_split. */
  splitAt: number;
  /** Rounds between further splits (2 → 4 …) and between further merges. */
  step: number;
  /** The round whose blocks are the first merged ones (after_merge), one level per `step` rounds down to one shard. */
  mergeAt?: number;
}

export const NO_SPLIT: ShardSchedule = { maxShards: 1, splitAt: 0, step: 1 };

export function checkSchedule(s: ShardSchedule): void {
  const depth = Math.log2(s.maxShards);
  if (!Number.isInteger(depth) || depth < 0 || depth > 8) throw new Error('shards must be a power of two in 1..256');
  if (s.maxShards > 1 && s.splitAt < 2) throw new Error('split-at must be 2 or more (the zero state cannot split)');
  if (!Number.isInteger(s.step) || s.step < 1) throw new Error('the split step must be at least one round');
  if (s.mergeAt !== undefined && (s.maxShards === 1 || s.mergeAt <= s.splitAt))
    throw new Error('merge-at must come after split-at, with more than one shard');
}

/** How many prefix bits the basechain's shards have in round n (2^depth shards). */
export function depthAt(s: ShardSchedule, n: number): number {
  const max = Math.log2(s.maxShards);
  const split = (r: number) =>
    max === 0 || r < s.splitAt ? 0 : Math.min(max, 1 + Math.floor((r - s.splitAt) / s.step));
  if (s.mergeAt === undefined || n < s.mergeAt) return split(n);
  return Math.max(0, split(s.mergeAt - 1) - 1 - Math.floor((n - s.mergeAt) / s.step));
}

/** The shard ids (prefix bits then a tag bit) of a basechain split `depth` bits deep, in prefix order. */
export function shardsOfDepth(depth: number): bigint[] {
  const tag = ROOT_SHARD >> BigInt(depth);
  return Array.from({ length: 2 ** depth }, (_, i) => (BigInt(i) << BigInt(64 - depth)) | tag);
}

const lowBit = (shard: bigint) => shard & -shard;
export const childrenOf = (shard: bigint): [bigint, bigint] => {
  const half = lowBit(shard) >> 1n;
  return [shard - half, shard + half];
};
export const parentOf = (shard: bigint): bigint => {
  const low = lowBit(shard);
  return (shard & ~((low << 2n) - 1n)) | (low << 1n);
};

/** Whether the shard covers an account whose first 64 address bits are `prefix` (a shard id names its own prefix). */
export function shardContains(shard: bigint, prefix: bigint): boolean {
  const mask = BigInt.asUintN(64, ~((lowBit(shard) << 1n) - 1n));
  return (prefix & mask) === (shard & mask);
}

export const accountPrefix = (id: Buffer): bigint => id.readBigUInt64BE(0);

/** How the round's block of a shard relates to the round before. */
export interface ShardTransition {
  shard: bigint;
  /** The shards whose blocks of the previous round are this block's parents (two after a merge). */
  prevShards: bigint[];
  afterSplit: boolean;
  afterMerge: boolean;
  /** The next round splits this shard (before_split) or merges it with its sibling. */
  beforeSplit: boolean;
  beforeMerge: boolean;
}

export function transitionsAt(s: ShardSchedule, n: number): ShardTransition[] {
  const d = depthAt(s, n),
    before = depthAt(s, n - 1),
    next = depthAt(s, n + 1);
  return shardsOfDepth(d).map((shard) => ({
    shard,
    prevShards: d > before ? [parentOf(shard)] : d < before ? childrenOf(shard) : [shard],
    afterSplit: d > before,
    afterMerge: d < before,
    beforeSplit: next > d,
    beforeMerge: next < d,
  }));
}
