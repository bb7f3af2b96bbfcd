import { beginCell, type Builder, type Cell, type Slice } from '@ton/core';
import {
  addCC,
  type CurrencyCollection,
  type ExtBlkRef,
  loadCC,
  loadExtBlkRef,
  loadShardIdent,
  type ShardIdent,
  storeCC,
  storeExtBlkRef,
  storeShardIdent,
  zeroCC,
} from './primitives.ts';

/** capabilities#c4 version:uint32 capabilities:uint64 = GlobalVersion */
export interface GlobalVersion {
  version: number;
  capabilities: bigint;
}

export function loadGlobalVersion(s: Slice): GlobalVersion {
  const tag = s.loadUint(8);
  if (tag !== 0xc4) throw new Error(`GlobalVersion: bad tag 0x${tag.toString(16)}`);
  return { version: s.loadUint(32), capabilities: s.loadUintBig(64) };
}

export function storeGlobalVersion(b: Builder, v: GlobalVersion): void {
  b.storeUint(0xc4, 8).storeUint(v.version, 32).storeUint(v.capabilities, 64);
}

export interface BlockInfo {
  version: number;
  notMaster: boolean;
  afterMerge: boolean;
  beforeSplit: boolean;
  afterSplit: boolean;
  wantSplit: boolean;
  wantMerge: boolean;
  keyBlock: boolean;
  vertSeqnoIncr: boolean;
  flags: number;
  seqno: number;
  vertSeqno: number;
  shard: ShardIdent;
  genUtime: number;
  startLt: bigint;
  endLt: bigint;
  genValidatorListHashShort: number;
  genCatchainSeqno: number;
  minRefMcSeqno: number;
  prevKeyBlockSeqno: number;
  genSoftware?: GlobalVersion;
  /** master_info$_ master:ExtBlkRef (shard blocks only). */
  masterRef?: ExtBlkRef;
  /** One previous block, or two (prev1, prev2) after a merge. */
  prevRef: ExtBlkRef[];
  prevVertRef?: ExtBlkRef;
}

const BLOCK_INFO_TAG = 0x9bc7a987;

export function loadBlockInfo(cell: Cell): BlockInfo {
  const s = cell.beginParse();
  if (s.loadUint(32) !== BLOCK_INFO_TAG) throw new Error('BlockInfo: bad tag');
  const version = s.loadUint(32);
  const notMaster = s.loadBit();
  const afterMerge = s.loadBit();
  const beforeSplit = s.loadBit();
  const afterSplit = s.loadBit();
  const wantSplit = s.loadBit();
  const wantMerge = s.loadBit();
  const keyBlock = s.loadBit();
  const vertSeqnoIncr = s.loadBit();
  const flags = s.loadUint(8);
  const info: BlockInfo = {
    version,
    notMaster,
    afterMerge,
    beforeSplit,
    afterSplit,
    wantSplit,
    wantMerge,
    keyBlock,
    vertSeqnoIncr,
    flags,
    seqno: s.loadUint(32),
    vertSeqno: s.loadUint(32),
    shard: loadShardIdent(s),
    genUtime: s.loadUint(32),
    startLt: s.loadUintBig(64),
    endLt: s.loadUintBig(64),
    genValidatorListHashShort: s.loadUint(32),
    genCatchainSeqno: s.loadUint(32),
    minRefMcSeqno: s.loadUint(32),
    prevKeyBlockSeqno: s.loadUint(32),
    prevRef: [],
  };
  if (flags & 1) info.genSoftware = loadGlobalVersion(s);
  if (notMaster) info.masterRef = loadExtBlkRef(s.loadRef().beginParse());
  const prev = s.loadRef().beginParse();
  info.prevRef = afterMerge
    ? [loadExtBlkRef(prev.loadRef().beginParse()), loadExtBlkRef(prev.loadRef().beginParse())]
    : [loadExtBlkRef(prev)];
  if (vertSeqnoIncr) info.prevVertRef = loadExtBlkRef(s.loadRef().beginParse());
  return info;
}

const refCell = (r: ExtBlkRef): Cell => {
  const b = beginCell();
  storeExtBlkRef(b, r);
  return b.endCell();
};

export function buildBlockInfo(info: BlockInfo): Cell {
  if (info.prevRef.length !== (info.afterMerge ? 2 : 1))
    throw new Error('BlockInfo: prevRef must hold 2 refs after a merge, 1 otherwise');
  if (info.notMaster !== !!info.masterRef) throw new Error('BlockInfo: masterRef is required exactly for shard blocks');
  const b = beginCell().storeUint(BLOCK_INFO_TAG, 32).storeUint(info.version, 32);
  for (const bit of [
    info.notMaster,
    info.afterMerge,
    info.beforeSplit,
    info.afterSplit,
    info.wantSplit,
    info.wantMerge,
    info.keyBlock,
    info.vertSeqnoIncr,
  ])
    b.storeBit(bit);
  const flags = info.genSoftware ? info.flags | 1 : info.flags & ~1;
  b.storeUint(flags, 8).storeUint(info.seqno, 32).storeUint(info.vertSeqno, 32);
  storeShardIdent(b, info.shard);
  b.storeUint(info.genUtime, 32).storeUint(info.startLt, 64).storeUint(info.endLt, 64);
  b.storeUint(info.genValidatorListHashShort, 32).storeUint(info.genCatchainSeqno, 32);
  b.storeUint(info.minRefMcSeqno, 32).storeUint(info.prevKeyBlockSeqno, 32);
  if (info.genSoftware) storeGlobalVersion(b, info.genSoftware);
  if (info.masterRef) b.storeRef(refCell(info.masterRef));
  if (info.afterMerge) b.storeRef(beginCell().storeRef(refCell(info.prevRef[0]!)).storeRef(refCell(info.prevRef[1]!)));
  else b.storeRef(refCell(info.prevRef[0]!));
  if (info.vertSeqnoIncr) {
    if (!info.prevVertRef) throw new Error('BlockInfo: prevVertRef is required when vertSeqnoIncr is set');
    b.storeRef(refCell(info.prevVertRef));
  }
  return b.endCell();
}

/** value_flow#b8e48dfb (burned absent) and value_flow_v2#3ebf98b7 (with burned). */
export interface ValueFlow {
  fromPrevBlk: CurrencyCollection;
  toNextBlk: CurrencyCollection;
  imported: CurrencyCollection;
  exported: CurrencyCollection;
  feesCollected: CurrencyCollection;
  burned?: CurrencyCollection;
  feesImported: CurrencyCollection;
  recovered: CurrencyCollection;
  created: CurrencyCollection;
  minted: CurrencyCollection;
}

const VF_V1 = 0xb8e48dfb;
const VF_V2 = 0x3ebf98b7;

export function loadValueFlow(cell: Cell): ValueFlow {
  const s = cell.beginParse();
  const tag = s.loadUint(32);
  if (tag !== VF_V1 && tag !== VF_V2) throw new Error(`ValueFlow: bad tag 0x${tag.toString(16)}`);
  const a = s.loadRef().beginParse();
  const fromPrevBlk = loadCC(a),
    toNextBlk = loadCC(a),
    imported = loadCC(a),
    exported = loadCC(a);
  const feesCollected = loadCC(s);
  const burned = tag === VF_V2 ? loadCC(s) : undefined;
  const c = s.loadRef().beginParse();
  const vf: ValueFlow = {
    fromPrevBlk,
    toNextBlk,
    imported,
    exported,
    feesCollected,
    feesImported: loadCC(c),
    recovered: loadCC(c),
    created: loadCC(c),
    minted: loadCC(c),
  };
  if (burned) vf.burned = burned;
  return vf;
}

export function buildValueFlow(vf: ValueFlow): Cell {
  const a = beginCell();
  for (const cc of [vf.fromPrevBlk, vf.toNextBlk, vf.imported, vf.exported]) storeCC(a, cc);
  const c = beginCell();
  for (const cc of [vf.feesImported, vf.recovered, vf.created, vf.minted]) storeCC(c, cc);
  const b = beginCell()
    .storeUint(vf.burned ? VF_V2 : VF_V1, 32)
    .storeRef(a.endCell());
  storeCC(b, vf.feesCollected);
  if (vf.burned) storeCC(b, vf.burned);
  return b.storeRef(c.endCell()).endCell();
}

/** Sum of every inflow minus every outflow; zero for a balanced block (the validator's own check). */
export function valueFlowImbalance(vf: ValueFlow): bigint {
  const inflow = [vf.fromPrevBlk, vf.imported, vf.feesImported, vf.recovered, vf.created, vf.minted].reduce(
    addCC,
    zeroCC(),
  );
  const outflow = [vf.toNextBlk, vf.exported, vf.feesCollected, vf.burned ?? zeroCC()].reduce(addCC, zeroCC());
  return inflow.grams - outflow.grams;
}
