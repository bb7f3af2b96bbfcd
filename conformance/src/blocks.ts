// Block identifiers as API v2 prints them, and the comparisons block cases share.
import { skip, type CaseContext } from './case.ts';

export const MC_SHARD = '-9223372036854775808';

export interface BlockIdExt {
  workchain: number;
  shard: string;
  seqno: number;
  root_hash: string;
  file_hash: string;
}

export const sameBlock = (a: BlockIdExt | undefined, b: BlockIdExt | undefined): boolean =>
  !!a &&
  !!b &&
  a.workchain === b.workchain &&
  String(a.shard) === String(b.shard) &&
  a.seqno === b.seqno &&
  a.root_hash === b.root_hash &&
  a.file_hash === b.file_hash;

export const show = (b: BlockIdExt | undefined): string =>
  b ? `(${b.workchain},${b.shard},${b.seqno}) ${b.root_hash}` : 'none';

/** A recent masterchain block with transactions (discovered), as workchain/shard/seqno arguments. */
export function mcBlockArgs(ctx: CaseContext): { workchain: number; shard: string; seqno: number } {
  const b = ctx.data.txBlock ?? ctx.data.mcBlock;
  if (!b) skip('no masterchain block discovered on the target');
  return { workchain: b.workchain, shard: b.shard, seqno: b.seqno };
}

/** A recent block with transactions: basechain when discovery found one, else the masterchain block. */
export function txBlockArgs(ctx: CaseContext): { workchain: number; shard: string; seqno: number } {
  const b = ctx.data.shardTxBlock ?? ctx.data.txBlock;
  if (!b) skip('no block with transactions discovered on the target');
  return { workchain: b.workchain, shard: b.shard, seqno: b.seqno };
}
