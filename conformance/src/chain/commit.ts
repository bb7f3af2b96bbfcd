// Which masterchain block first commits a transaction: the masterchain state at seqno N holds the shard
// states of the shard blocks N references, so an account's state "at N" includes a transaction exactly when
// the shard block holding it (or a later one of its shard) is referenced by N. N − 1 is then the last state
// before it: the pair a `seqno` parameter must tell apart, on both sides of an off-by-one.
import type { Address } from '@ton/core';
import { fail, type CaseContext } from '../case.ts';
import type { BlockIdExt } from '../blocks.ts';

const U64 = (1n << 64n) - 1n;

/** Whether a shard (signed 64-bit decimal, v2's form) holds an account: the shard's prefix matches the account's. */
export function shardHolds(shard: string, account: Address): boolean {
  const s = BigInt.asUintN(64, BigInt(shard));
  const low = s & -s;
  const mask = ~((low << 1n) - 1n) & U64;
  const prefix = BigInt(`0x${account.hash.subarray(0, 8).toString('hex')}`);
  return (prefix & mask) === (s & mask);
}

/** A block's full id as arguments (a type alias, so it passes as a record of arguments). */
export type BlockArgs = { workchain: number; shard: string; seqno: number; root_hash: string; file_hash: string };

/** The arguments naming a block exactly. */
export const blockArgs = (b: BlockIdExt): BlockArgs => ({
  workchain: b.workchain,
  shard: String(b.shard),
  seqno: b.seqno,
  root_hash: b.root_hash,
  file_hash: b.file_hash,
});

export async function masterchainHead(ctx: CaseContext<'v2'>): Promise<number> {
  return ctx.ok(await ctx.call({ operationId: 'getMasterchainInfo' })).last.seqno;
}

async function waitForHead(ctx: CaseContext<'v2'>, seqno: number, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while ((await masterchainHead(ctx)) < seqno) {
    if (Date.now() > end) fail(`masterchain block ${seqno} did not appear within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export interface Commit {
  /** the first masterchain seqno whose state includes the transaction */
  seqno: number;
  /** the shard block holding the transaction */
  block: BlockArgs;
}

/**
 * The first masterchain block after `after` (read before the transaction existed) that commits the account's
 * transaction at `lt`, and the shard block holding it: shard blocks of one shard have increasing lt ranges,
 * so it is the first masterchain block referencing a block of the account's shard whose range reaches `lt`.
 */
export async function commitOf(
  ctx: CaseContext<'v2'>,
  account: Address,
  lt: bigint,
  after: number,
  timeoutMs = 30_000,
): Promise<Commit> {
  const end = Date.now() + timeoutMs;
  let previous: BlockIdExt | undefined;
  for (let n = after + 1; Date.now() < end; n++) {
    await waitForHead(ctx, n);
    const shards = ctx.ok(await ctx.call({ operationId: 'getShards', args: { seqno: n } })).shards;
    const top = shards.find((s) => s.workchain === account.workChain && shardHolds(s.shard, account));
    if (!top)
      fail(`masterchain block ${n} lists no shard of workchain ${account.workChain} holding ${account.toRawString()}`);
    if (previous && previous.seqno === top.seqno && previous.shard === top.shard) continue;
    const header = ctx.ok(await ctx.call({ operationId: 'getBlockHeader', args: blockArgs(top) }));
    if (BigInt(header.end_lt) < lt) {
      previous = top;
      continue;
    }
    // the holding block: the top one, or an earlier one of the same shard committed with it
    let block: BlockArgs = blockArgs(top);
    let h = header;
    while (BigInt(h.start_lt) > lt && h.prev_blocks.length === 1 && h.prev_blocks[0]!.seqno > (previous?.seqno ?? 0)) {
      block = blockArgs(h.prev_blocks[0]!);
      h = ctx.ok(await ctx.call({ operationId: 'getBlockHeader', args: blockArgs(block) }));
    }
    return { seqno: n, block };
  }
  fail(
    `no masterchain block committed the transaction at lt ${lt} of ${account.toRawString()} within ${timeoutMs / 1000} s`,
  );
}
