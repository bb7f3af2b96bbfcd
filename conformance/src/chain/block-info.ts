// A block's header as its own Merkle proof holds it: a proof BOC whose proven root is the block (its level-0
// hash is the block's root hash) carries Block → ^BlockInfo, so every field v2 prints of a header can be read
// from the chain's cells, not from the server's word (TL-B block_info#9bc7a987, block.tlb).
import { Cell } from '@ton/core';

export interface HeaderTruth {
  global_id: number;
  version: number;
  after_merge: boolean;
  before_split: boolean;
  after_split: boolean;
  want_split: boolean;
  want_merge: boolean;
  is_key_block: boolean;
  flags: number;
  seqno: number;
  vert_seqno: number;
  workchain: number;
  shard: string;
  gen_utime: number;
  start_lt: string;
  end_lt: string;
  validator_list_hash_short: number;
  catchain_seqno: number;
  min_ref_mc_seqno: number;
  prev_key_block_seqno: number;
  /** prev_ref: the previous block (two after a merge) as seqno and hashes, compared as `seqno root_hash file_hash` */
  prev_blocks: string[];
}

/** ExtBlkRef: end_lt:uint64 seq_no:uint32 root_hash:bits256 file_hash:bits256. */
function extBlkRef(c: Cell): string {
  const s = c.beginParse();
  s.loadUintBig(64);
  return `${s.loadUint(32)} ${s.loadBuffer(32).toString('base64')} ${s.loadBuffer(32).toString('base64')}`;
}

/** The header a proof BOC holds for the block whose root hash is `rootHash` (base64), or undefined when it proves another block. */
export function headerFromProof(boc: string, rootHash: string): HeaderTruth | undefined {
  const root = Cell.fromBase64(boc);
  if (!root.isExotic) return undefined;
  const block = root.refs[0]!;
  if (block.hash(0).toString('base64') !== rootHash) return undefined;
  const b = block.beginParse(true);
  if (b.loadUint(32) !== 0x11ef55aa) return undefined;
  const globalId = b.loadInt(32);
  const infoCell = block.refs[0]!;
  if (infoCell.isExotic) return undefined;
  const s = infoCell.beginParse();
  if (s.loadUint(32) !== 0x9bc7a987) return undefined;
  const version = s.loadUint(32);
  const notMaster = s.loadBit();
  const [afterMerge, beforeSplit, afterSplit, wantSplit, wantMerge, keyBlock] = Array.from({ length: 6 }, () =>
    s.loadBit(),
  );
  s.loadBit(); // vert_seqno_incr
  const flags = s.loadUint(8);
  const seqno = s.loadUint(32);
  const vertSeqno = s.loadUint(32);
  s.loadUint(2); // shard_ident$00
  const pfxBits = s.loadUint(6);
  const workchain = s.loadInt(32);
  const prefix = s.loadUintBig(64);
  const shard = BigInt.asIntN(64, prefix | (1n << BigInt(63 - pfxBits))).toString();
  return {
    global_id: globalId,
    version,
    after_merge: afterMerge!,
    before_split: beforeSplit!,
    after_split: afterSplit!,
    want_split: wantSplit!,
    want_merge: wantMerge!,
    is_key_block: keyBlock!,
    flags,
    seqno,
    vert_seqno: vertSeqno,
    workchain,
    shard,
    gen_utime: s.loadUint(32),
    start_lt: s.loadUintBig(64).toString(),
    end_lt: s.loadUintBig(64).toString(),
    validator_list_hash_short: s.loadInt(32),
    catchain_seqno: s.loadUint(32),
    min_ref_mc_seqno: s.loadUint(32),
    prev_key_block_seqno: s.loadUint(32),
    prev_blocks: prevBlocks(infoCell.refs[notMaster ? 1 : 0], afterMerge!),
  };
}

function prevBlocks(prev: Cell | undefined, afterMerge: boolean): string[] {
  if (!prev || prev.isExotic) return [];
  return afterMerge ? prev.refs.map(extBlkRef) : [extBlkRef(prev)];
}
