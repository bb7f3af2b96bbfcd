import { beginCell, Builder, Cell } from '@ton/core';
import { hashmapAugECell, storeHashmapE, type AugSpec, type MapEntry } from './hashmap.ts';
import { storeCC, storeExtBlkRef, storeShardIdent, type ExtBlkRef } from './cells.ts';

/** Writers for ShardStateUnsplit and McStateExtra (block.tlb), so proofs and state hashes are real cells. */

export interface StateAccount { id: Buffer; shardAccount: Cell; balance: bigint }

const depthBalanceAug: AugSpec<bigint> = {
  store: (b, v) => { b.storeUint(0, 5); storeCC(b, { grams: v }); },
  add: (a, b) => a + b,
  zero: () => 0n,
};

/** ShardAccounts = HashmapAugE 256 ShardAccount DepthBalanceInfo, as the cell stored under accounts:^. */
export function buildShardAccounts(accounts: StateAccount[]): { cell: Cell; total: bigint } {
  const entries: MapEntry<bigint>[] = accounts.map((a) => ({
    key: BigInt('0x' + a.id.toString('hex')),
    extra: a.balance,
    store: (b: Builder) => { b.storeSlice(a.shardAccount.beginParse()); },
  }));
  const r = hashmapAugECell(256, entries, depthBalanceAug);
  return { cell: r.cell, total: r.extra };
}

export interface ShardDescrInput {
  seqno: number; regMcSeqno: number; startLt: bigint; endLt: bigint;
  rootHash: Buffer; fileHash: Buffer; minRefMcSeqno: number; genUtime: number;
  feesCollected: bigint;
}

/** ShardHashes = HashmapE 32 ^(BinTree ShardDescr) with one unsplit basechain shard. */
export function storeShardHashes(b: Builder, basechain: ShardDescrInput | null): void {
  if (!basechain) { b.storeBit(0); return; }
  const leaf = beginCell().storeBit(0); // bt_leaf$0
  writeShardDescr(leaf, basechain);
  const tree = leaf.endCell();
  storeHashmapE(b, 32, [{ key: 0n, store: (x) => { x.storeRef(tree); } }]);
}

export function writeShardDescr(b: Builder, d: ShardDescrInput): void {
  b.storeUint(0xa, 4).storeUint(d.seqno, 32).storeUint(d.regMcSeqno, 32)
    .storeUint(d.startLt, 64).storeUint(d.endLt, 64)
    .storeBuffer(d.rootHash, 32).storeBuffer(d.fileHash, 32)
    .storeUint(0, 5).storeUint(0, 3) // before_split..nx_cc_updated, flags
    .storeUint(0, 32).storeUint(1n << 63n, 64)
    .storeUint(d.minRefMcSeqno, 32).storeUint(d.genUtime, 32)
    .storeBit(0) // fsm_none$0
    .storeRef(beginCell().store((x: Builder) => { storeCC(x, { grams: d.feesCollected }); storeCC(x, { grams: 0n }); }).endCell());
}

export interface McStateInput {
  basechain: ShardDescrInput | null;
  configAddr: Buffer;
  configRoot: Cell;
  globalBalance: bigint;
  lastKeyBlock: ExtBlkRef | null;
}

export function buildMcStateExtra(m: McStateInput): Cell {
  const b = beginCell().storeUint(0xcc26, 16);
  storeShardHashes(b, m.basechain);
  b.storeBuffer(m.configAddr, 32).storeRef(m.configRoot);
  const inner = beginCell().storeUint(0, 16)
    .storeUint(0, 32).storeUint(0, 32).storeBit(0) // validator_info
    .storeBit(0).storeBit(0).storeUint(0, 64) // prev_blocks: ahme_empty + KeyMaxLt
    .storeBit(0); // after_key_block
  if (m.lastKeyBlock) { inner.storeBit(1); storeExtBlkRef(inner, m.lastKeyBlock); } else inner.storeBit(0);
  b.storeRef(inner.endCell());
  storeCC(b, { grams: m.globalBalance });
  return b.endCell();
}

export interface ShardStateInput {
  globalId: number; workchain: number; shard: bigint; seqno: number; genUtime: number; genLt: bigint;
  minRefMcSeqno: number; accounts: { cell: Cell; total: bigint }; masterRef: ExtBlkRef | null; mcExtra: Cell | null;
}

export function buildShardState(s: ShardStateInput): { cell: Cell; totalBalance: bigint } {
  const accounts = s.accounts;
  const b = beginCell().storeUint(0x9023afe2, 32).storeInt(s.globalId, 32);
  storeShardIdent(b, s.workchain, s.shard);
  b.storeUint(s.seqno, 32).storeUint(0, 32).storeUint(s.genUtime, 32).storeUint(s.genLt, 64).storeUint(s.minRefMcSeqno, 32);
  b.storeRef(beginCell().storeBit(0).storeBit(0).storeBit(0).endCell()); // empty out_msg_queue_info
  b.storeBit(0).storeRef(accounts.cell);
  const other = beginCell().storeUint(0, 64).storeUint(0, 64);
  storeCC(other, { grams: accounts.total });
  storeCC(other, { grams: 0n });
  other.storeBit(0); // libraries
  if (s.masterRef) { other.storeBit(1); storeExtBlkRef(other, s.masterRef); } else other.storeBit(0);
  b.storeRef(other.endCell());
  if (s.mcExtra) b.storeBit(1).storeRef(s.mcExtra); else b.storeBit(0);
  return { cell: b.endCell(), totalBalance: accounts.total };
}
