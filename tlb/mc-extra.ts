import { beginCell, type Builder, type Cell, type Slice } from '@ton/core';
import { type AugSpec, forEachLeaf, storeHashmapAugE, storeHashmapE } from './hashmap.ts';
import { type InMsg, loadInMsg, storeInMsg } from './messages.ts';
import { addCC, type CurrencyCollection, loadCC, storeCC, zeroCC } from './primitives.ts';

export type FutureSplitMerge = { kind: 'none' } | { kind: 'split' | 'merge'; utime: number; interval: number };

/** shard_descr#b (fees inline) / shard_descr_new#a (fees in a ref), plus where the descriptor sits. */
export interface ShardDescr {
  workchain: number;
  /** 64-bit shard id (prefix bits then a tag bit), e.g. 0x8000000000000000n. */
  shard: bigint;
  layout: 'shard_descr' | 'shard_descr_new';
  seqno: number;
  regMcSeqno: number;
  startLt: bigint;
  endLt: bigint;
  rootHash: Buffer;
  fileHash: Buffer;
  beforeSplit: boolean;
  beforeMerge: boolean;
  wantSplit: boolean;
  wantMerge: boolean;
  nxCcUpdated: boolean;
  flags: number;
  nextCatchainSeqno: number;
  nextValidatorShard: bigint;
  minRefMcSeqno: number;
  genUtime: number;
  splitMergeAt: FutureSplitMerge;
  feesCollected: CurrencyCollection;
  fundsCreated: CurrencyCollection;
}

function loadShardDescr(s: Slice, workchain: number, shard: bigint): ShardDescr {
  const tag = s.loadUint(4);
  if (tag !== 0xb && tag !== 0xa) throw new Error(`ShardDescr: unknown tag 0x${tag.toString(16)}`);
  const d = {
    workchain,
    shard,
    layout: tag === 0xb ? 'shard_descr' : 'shard_descr_new',
    seqno: s.loadUint(32),
    regMcSeqno: s.loadUint(32),
    startLt: s.loadUintBig(64),
    endLt: s.loadUintBig(64),
    rootHash: s.loadBuffer(32),
    fileHash: s.loadBuffer(32),
    beforeSplit: s.loadBit(),
    beforeMerge: s.loadBit(),
    wantSplit: s.loadBit(),
    wantMerge: s.loadBit(),
    nxCcUpdated: s.loadBit(),
    flags: s.loadUint(3),
    nextCatchainSeqno: s.loadUint(32),
    nextValidatorShard: s.loadUintBig(64),
    minRefMcSeqno: s.loadUint(32),
    genUtime: s.loadUint(32),
  } as Omit<ShardDescr, 'splitMergeAt' | 'feesCollected' | 'fundsCreated'>;
  let splitMergeAt: FutureSplitMerge = { kind: 'none' };
  if (s.loadBit())
    splitMergeAt = { kind: s.loadBit() ? 'merge' : 'split', utime: s.loadUint(32), interval: s.loadUint(32) };
  const f = tag === 0xb ? s : s.loadRef().beginParse();
  return { ...d, splitMergeAt, feesCollected: loadCC(f), fundsCreated: loadCC(f) };
}

function storeShardDescr(b: Builder, d: ShardDescr): void {
  b.storeUint(d.layout === 'shard_descr' ? 0xb : 0xa, 4);
  b.storeUint(d.seqno, 32).storeUint(d.regMcSeqno, 32).storeUint(d.startLt, 64).storeUint(d.endLt, 64);
  b.storeBuffer(d.rootHash, 32).storeBuffer(d.fileHash, 32);
  for (const bit of [d.beforeSplit, d.beforeMerge, d.wantSplit, d.wantMerge, d.nxCcUpdated]) b.storeBit(bit);
  b.storeUint(d.flags, 3).storeUint(d.nextCatchainSeqno, 32).storeUint(d.nextValidatorShard, 64);
  b.storeUint(d.minRefMcSeqno, 32).storeUint(d.genUtime, 32);
  if (d.splitMergeAt.kind === 'none') b.storeBit(0);
  else
    b.storeUint(d.splitMergeAt.kind === 'merge' ? 3 : 2, 2)
      .storeUint(d.splitMergeAt.utime, 32)
      .storeUint(d.splitMergeAt.interval, 32);
  const f = d.layout === 'shard_descr' ? b : beginCell();
  storeCC(f, d.feesCollected);
  storeCC(f, d.fundsCreated);
  if (f !== b) b.storeRef(f.endCell());
}

const ROOT_SHARD = 1n << 63n;
const lowBit = (x: bigint) => x & -x;

function walkBinTree(cell: Cell, workchain: number, shard: bigint, out: ShardDescr[]): void {
  if (cell.isExotic) return;
  const s = cell.beginParse();
  if (!s.loadBit()) {
    out.push(loadShardDescr(s, workchain, shard));
    return;
  }
  const half = lowBit(shard) >> 1n;
  walkBinTree(s.loadRef(), workchain, shard - half, out);
  walkBinTree(s.loadRef(), workchain, shard + half, out);
}

/** ShardHashes (HashmapE 32 ^(BinTree ShardDescr)) stored inline in `s`, flattened in tree order. */
export function loadShardHashes(s: Slice): ShardDescr[] {
  const out: ShardDescr[] = [];
  if (s.loadBit())
    forEachLeaf(s.loadRef(), 32, (key, leaf) =>
      walkBinTree(leaf.loadRef(), Number(BigInt.asIntN(32, key)), ROOT_SHARD, out),
    );
  return out;
}

function buildBinTree(descrs: ShardDescr[], shard: bigint): Cell {
  const here = descrs.find((d) => d.shard === shard);
  if (here) {
    const b = beginCell().storeBit(0);
    storeShardDescr(b, here);
    return b.endCell();
  }
  const half = lowBit(shard) >> 1n;
  if (half === 0n) throw new Error(`ShardHashes: shards do not cover ${shard.toString(16)}`);
  return beginCell()
    .storeBit(1)
    .storeRef(buildBinTree(descrs, shard - half))
    .storeRef(buildBinTree(descrs, shard + half))
    .endCell();
}

export function storeShardHashes(b: Builder, descrs: ShardDescr[]): void {
  const wcs = [...new Set(descrs.map((d) => d.workchain))];
  storeHashmapE(
    b,
    32,
    wcs.map((wc) => ({
      key: BigInt.asUintN(32, BigInt(wc)),
      store: (x: Builder) => {
        x.storeRef(
          buildBinTree(
            descrs.filter((d) => d.workchain === wc),
            ROOT_SHARD,
          ),
        );
      },
    })),
  );
}

/** ShardFeeCreated: fees and created funds, per shard (key: workchain int32 ++ shard uint64). */
export interface ShardFeeCreated {
  fees: CurrencyCollection;
  create: CurrencyCollection;
}
export interface ShardFee extends ShardFeeCreated {
  workchain: number;
  shard: bigint;
}

const loadFeeCreated = (s: Slice): ShardFeeCreated => ({ fees: loadCC(s), create: loadCC(s) });
export const shardFeeSpec: AugSpec<ShardFeeCreated> = {
  storeExtra: (b, e) => {
    storeCC(b, e.fees);
    storeCC(b, e.create);
  },
  add: (a, c) => ({ fees: addCC(a.fees, c.fees), create: addCC(a.create, c.create) }),
  empty: () => ({ fees: zeroCC(), create: zeroCC() }),
};

export interface CryptoSignaturePair {
  nodeIdShort: Buffer;
  /** ed25519 R ++ s (64 bytes). */
  signature: Buffer;
}

export interface McBlockExtra {
  keyBlock: boolean;
  shards: ShardDescr[];
  shardFees: ShardFee[];
  shardFeesTotal: ShardFeeCreated;
  prevBlkSignatures: { key: number; sig: CryptoSignaturePair }[];
  recoverCreateMsg?: InMsg;
  mintMsg?: InMsg;
  /** key blocks only: config_addr and the raw Hashmap 32 ^Cell root (decode with tlb/config.ts). */
  config?: { configAddr: Buffer; params: Cell };
}

export function loadMcBlockExtra(cell: Cell): McBlockExtra {
  const s = cell.beginParse();
  if (s.loadUint(16) !== 0xcca5) throw new Error('McBlockExtra: bad tag');
  const keyBlock = s.loadBit();
  const shards = loadShardHashes(s);
  const shardFees: ShardFee[] = [];
  if (s.loadBit()) {
    forEachLeaf(s.loadRef(), 96, (key, leaf) => {
      loadFeeCreated(leaf); // the leaf's augmentation repeats its value
      shardFees.push({
        workchain: Number(BigInt.asIntN(32, key >> 64n)),
        shard: key & 0xffffffffffffffffn,
        ...loadFeeCreated(leaf),
      });
    });
  }
  const shardFeesTotal = loadFeeCreated(s);
  const r = s.loadRef().beginParse();
  const prevBlkSignatures: McBlockExtra['prevBlkSignatures'] = [];
  if (r.loadBit()) {
    forEachLeaf(r.loadRef(), 16, (key, leaf) => {
      const nodeIdShort = leaf.loadBuffer(32);
      const tag = leaf.loadUint(4);
      if (tag !== 5) throw new Error(`CryptoSignature: unsupported tag 0x${tag.toString(16)}`);
      prevBlkSignatures.push({ key: Number(key), sig: { nodeIdShort, signature: leaf.loadBuffer(64) } });
    });
  }
  const extra: McBlockExtra = { keyBlock, shards, shardFees, shardFeesTotal, prevBlkSignatures };
  if (r.loadBit()) extra.recoverCreateMsg = loadInMsg(r.loadRef().beginParse());
  if (r.loadBit()) extra.mintMsg = loadInMsg(r.loadRef().beginParse());
  if (keyBlock) extra.config = { configAddr: s.loadBuffer(32), params: s.loadRef() };
  return extra;
}

export type McBlockExtraInput = Omit<McBlockExtra, 'shardFeesTotal'>;

export function buildMcBlockExtra(x: McBlockExtraInput): Cell {
  if (x.keyBlock !== !!x.config) throw new Error('McBlockExtra: config is required exactly for key blocks');
  const b = beginCell().storeUint(0xcca5, 16).storeBit(x.keyBlock);
  storeShardHashes(b, x.shards);
  storeHashmapAugE(
    b,
    96,
    x.shardFees.map((f) => ({
      key: (BigInt.asUintN(32, BigInt(f.workchain)) << 64n) | f.shard,
      extra: { fees: f.fees, create: f.create },
      store: (v: Builder) => shardFeeSpec.storeExtra(v, f),
    })),
    shardFeeSpec,
  );
  const r = beginCell();
  storeHashmapE(
    r,
    16,
    x.prevBlkSignatures.map(({ key, sig }) => ({
      key: BigInt(key),
      store: (v: Builder) => {
        v.storeBuffer(sig.nodeIdShort, 32).storeUint(5, 4).storeBuffer(sig.signature, 64);
      },
    })),
  );
  for (const m of [x.recoverCreateMsg, x.mintMsg]) {
    if (!m) r.storeBit(0);
    else {
      const mb = beginCell();
      storeInMsg(mb, m);
      r.storeBit(1).storeRef(mb.endCell());
    }
  }
  b.storeRef(r.endCell());
  if (x.config) b.storeBuffer(x.config.configAddr, 32).storeRef(x.config.params);
  return b.endCell();
}
