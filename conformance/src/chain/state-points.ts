// States the suite knows at two masterchain seqnos on each side of a commit (chain transfer, transfer.ts): the
// sender before and after its transfer, the resolver before its deploy (it does not exist) and after. The
// ShardAccount cell read at each point is the truth only because its Account hash is the one the transaction's
// state_update names (old before, new after); everything else a v2 operation says at that seqno must agree.
import type { Address } from '@ton/core';
import { fail, skip, type CaseContext } from '../case.ts';
import { type AccountTruth, accountTruth } from './account.ts';
import { MC_SHARD } from '../blocks.ts';
import { type BlockArgs, blockArgs, masterchainHead } from './commit.ts';
import type { ChainTransfer } from './transfer.ts';
import type { TxTruth } from './transaction.ts';

export type Subject = 'sender' | 'resolver';

export interface StatePoint {
  subject: Subject;
  side: 'before' | 'after';
  account: Address;
  seqno: number;
  truth: AccountTruth;
  /** the masterchain block at `seqno`, as its header says: what block_id and sync_utime must name */
  block: { id: BlockArgs; utime: number };
  /** e.g. "the sender at 1203 (before its transfer)" */
  label: string;
}

/** How many masterchain blocks back a target is expected to keep states (a devnet keeps 256 rounds). */
const KEPT = 200;

async function pointOf(
  ctx: CaseContext<'v2'>,
  subject: Subject,
  side: 'before' | 'after',
  account: Address,
  seqno: number,
  tx: TxTruth,
): Promise<StatePoint> {
  const what = subject === 'sender' ? 'its transfer' : 'its deploy';
  const label = `the ${subject} at masterchain ${seqno} (${side} ${what})`;
  const ex = await ctx.call({ operationId: 'getShardAccountCell', args: { address: account.toRawString(), seqno } });
  if (ex.response.status === 404 && (await masterchainHead(ctx)) - seqno > KEPT)
    skip(`the target no longer keeps the state of masterchain block ${seqno}, read for ${label}`);
  const truth = accountTruth(ctx.ok(ex).bytes);
  const want = side === 'before' ? tx.oldStateHash : tx.newStateHash;
  // Before an account's first transaction the state holds no Account (account_none), whatever old hash the
  // transaction names for its starting point (the local network's emulator starts from an empty uninit one).
  const created = side === 'before' && tx.prevLt === 0n && !truth.exists;
  if (!created && truth.accountHash !== want) {
    // another transaction of the same account in the same blocks (a concurrent sender) moves the boundary
    if (side === 'after' && truth.lastTxLt > tx.lt) skip(`${label}: another transaction followed in the same block`);
    if (side === 'before' && truth.lastTxLt < tx.prevLt)
      skip(`${label}: the previous transaction was committed in the same block`);
    fail(
      `getShardAccountCell of ${label}: Account hash ${truth.accountHash}, the transaction's state_update says ${want} (${side === 'before' ? 'old' : 'new'} hash)`,
    );
  }
  const header = ctx.ok(
    await ctx.call({ operationId: 'getBlockHeader', args: { workchain: -1, shard: MC_SHARD, seqno } }),
  );
  return { subject, side, account, seqno, truth, block: { id: blockArgs(header.id), utime: header.gen_utime }, label };
}

/** The four points, each verified against the state_update of the transaction that separates them. */
export async function statePoints(
  ctx: CaseContext<'v2'>,
  f: ChainTransfer,
  subjects: Subject[],
): Promise<StatePoint[]> {
  const out: StatePoint[] = [];
  if (subjects.includes('sender')) {
    out.push(await pointOf(ctx, 'sender', 'before', f.sender, f.commit.seqno - 1, f.tx));
    out.push(await pointOf(ctx, 'sender', 'after', f.sender, f.commit.seqno, f.tx));
  }
  if (subjects.includes('resolver')) {
    const d = f.deploy;
    out.push(await pointOf(ctx, 'resolver', 'before', f.resolver.address, d.commit.seqno - 1, d.tx));
    out.push(await pointOf(ctx, 'resolver', 'after', f.resolver.address, d.commit.seqno, d.tx));
  }
  return out;
}
