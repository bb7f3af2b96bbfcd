import { beginCell, type Builder, type Cell } from '@ton/core';
import {
  storeCC,
  storeExtBlkRef,
  storeHashmapAugE,
  storeShardHashes,
  storeShardIdent,
  shardIdentFromId,
  zeroCC,
  type AugSpec,
  type ExtBlkRef,
  type ShardDescr,
} from '../../tlb/index.ts';

/** Writers for ShardStateUnsplit and McStateExtra (block.tlb), so proofs and state hashes are real cells. */

export interface StateAccount {
  id: Buffer;
  shardAccount: Cell;
  balance: bigint;
}

const cc = (grams: bigint) => ({ grams, other: new Map<number, bigint>() });

/** DepthBalanceInfo: split_depth (0: no split accounts) and the balance. */
const depthBalanceSpec: AugSpec<bigint> = {
  storeExtra: (b, v) => {
    b.storeUint(0, 5);
    storeCC(b, cc(v));
  },
  add: (a, b) => a + b,
  empty: () => 0n,
};

/** ShardAccounts = HashmapAugE 256 ShardAccount DepthBalanceInfo, as the cell stored under accounts:^. */
export function buildShardAccounts(accounts: Iterable<StateAccount>): { cell: Cell; total: bigint } {
  const b = beginCell();
  const entries = [...accounts].map((a) => ({
    key: BigInt('0x' + a.id.toString('hex')),
    extra: a.balance,
    store: (x: Builder) => {
      x.storeSlice(a.shardAccount.beginParse());
    },
  }));
  const total = storeHashmapAugE(b, 256, entries, depthBalanceSpec);
  return { cell: b.endCell(), total };
}

export interface McStateInput {
  shards: ShardDescr[];
  configAddr: Buffer;
  configRoot: Cell;
  globalBalance: bigint;
  lastKeyBlock: ExtBlkRef | null;
  /** prev_blocks (OldMcBlocksInfo) as a cell holding the HashmapAugE inline; empty when absent. */
  prevBlocks?: Cell;
  /** validator_info: the masterchain validators' list hash and catchain session. */
  validatorInfo?: { listHashShort: number; catchainSeqno: number };
}

export function buildMcStateExtra(m: McStateInput): Cell {
  const b = beginCell().storeUint(0xcc26, 16);
  storeShardHashes(b, m.shards);
  b.storeBuffer(m.configAddr, 32).storeRef(m.configRoot);
  const inner = beginCell()
    .storeUint(0, 16)
    .storeUint(m.validatorInfo?.listHashShort ?? 0, 32)
    .storeUint(m.validatorInfo?.catchainSeqno ?? 0, 32)
    .storeBit(0); // validator_info
  if (m.prevBlocks) inner.storeSlice(m.prevBlocks.beginParse());
  else inner.storeBit(0).storeBit(0).storeUint(0, 64); // prev_blocks: ahme_empty + KeyMaxLt
  inner.storeBit(0); // after_key_block
  if (m.lastKeyBlock) {
    inner.storeBit(1);
    storeExtBlkRef(inner, m.lastKeyBlock);
  } else inner.storeBit(0);
  b.storeRef(inner.endCell());
  storeCC(b, cc(m.globalBalance));
  return b.endCell();
}

export interface ShardStateInput {
  globalId: number;
  workchain: number;
  shard: bigint;
  seqno: number;
  genUtime: number;
  genLt: bigint;
  minRefMcSeqno: number;
  accounts: { cell: Cell; total: bigint };
  masterRef: ExtBlkRef | null;
  mcExtra: Cell | null;
  /** Fees collected by this chain since genesis (total_validator_fees). */
  validatorFees: bigint;
  /** The block that wrote this state is the last before its shard splits. */
  beforeSplit?: boolean;
  /** OutMsgQueueInfo: the messages this shard has enqueued and not yet dequeued. */
  outMsgQueueInfo: Cell;
}

export function buildShardState(s: ShardStateInput): { cell: Cell; totalBalance: bigint } {
  const b = beginCell().storeUint(0x9023afe2, 32).storeInt(s.globalId, 32);
  storeShardIdent(b, shardIdentFromId(s.workchain, s.shard));
  b.storeUint(s.seqno, 32)
    .storeUint(0, 32)
    .storeUint(s.genUtime, 32)
    .storeUint(s.genLt, 64)
    .storeUint(s.minRefMcSeqno, 32);
  b.storeRef(s.outMsgQueueInfo);
  b.storeBit(s.beforeSplit ?? false).storeRef(s.accounts.cell);
  const other = beginCell().storeUint(0, 64).storeUint(0, 64);
  storeCC(other, cc(s.accounts.total));
  storeCC(other, cc(s.validatorFees));
  other.storeBit(0); // libraries
  if (s.masterRef) {
    other.storeBit(1);
    storeExtBlkRef(other, s.masterRef);
  } else other.storeBit(0);
  b.storeRef(other.endCell());
  if (s.mcExtra) b.storeBit(1).storeRef(s.mcExtra);
  else b.storeBit(0);
  return { cell: b.endCell(), totalBalance: s.accounts.total };
}

/** The ShardDescr record of one basechain block as the masterchain commits it. */
export function shardDescrOf(d: {
  shard: bigint;
  seqno: number;
  regMcSeqno: number;
  startLt: bigint;
  endLt: bigint;
  rootHash: Buffer;
  fileHash: Buffer;
  minRefMcSeqno: number;
  genUtime: number;
  feesCollected: bigint;
  beforeSplit?: boolean;
  beforeMerge?: boolean;
}): ShardDescr {
  return {
    workchain: 0,
    shard: d.shard,
    layout: 'shard_descr_new',
    seqno: d.seqno,
    regMcSeqno: d.regMcSeqno,
    startLt: d.startLt,
    endLt: d.endLt,
    rootHash: d.rootHash,
    fileHash: d.fileHash,
    beforeSplit: d.beforeSplit ?? false,
    beforeMerge: d.beforeMerge ?? false,
    wantSplit: d.beforeSplit ?? false,
    wantMerge: d.beforeMerge ?? false,
    nxCcUpdated: false,
    flags: 0,
    nextCatchainSeqno: 0,
    nextValidatorShard: d.shard,
    minRefMcSeqno: d.minRefMcSeqno,
    genUtime: d.genUtime,
    splitMergeAt: { kind: 'none' },
    feesCollected: cc(d.feesCollected),
    fundsCreated: zeroCC(),
  };
}

/** The ShardDescr cell (without the bt_leaf bit) of a basechain shard in a masterchain state's shard_hashes. */
export function shardDescrCellOf(mcState: Cell, shard: bigint): Cell {
  const extra = mcState.refs[3]!;
  let node = extra.refs[0]!.refs[0]!; // HashmapE 32 → the basechain's ^(BinTree ShardDescr)
  let at = 1n << 63n;
  for (;;) {
    const s = node.beginParse();
    if (!s.loadBit()) return beginCell().storeSlice(s).endCell();
    const half = (at & -at) >> 1n;
    const right = shard >= at;
    node = node.refs[right ? 1 : 0]!;
    at = right ? at + half : at - half;
  }
}
