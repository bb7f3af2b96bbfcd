import { beginCell, type Builder, Cell, loadTransaction } from '@ton/core';
import { type BlockInfo, buildBlockInfo, buildValueFlow, type ValueFlow } from './block-info.ts';
import { type AugEntry, type AugSpec, buildHashmapAug, storeHashmapAugE } from './hashmap.ts';
import { buildMcBlockExtra, type McBlockExtraInput } from './mc-extra.ts';
import {
  addImportFees,
  exportValueOf,
  type ImportFees,
  importFeesOf,
  type InMsg,
  messageOfInMsg,
  type OutMsg,
  parseMsgEnvelope,
  storeImportFees,
  storeInMsg,
  storeOutMsg,
  zeroImportFees,
} from './messages.ts';
import { addCC, type CurrencyCollection, storeCC, zeroCC } from './primitives.ts';

/**
 * Builders that are the inverse of the parser: they produce the exact cells a TON node produces,
 * including augmented dictionaries whose fork extras are the sums of their children.
 */

export const ccSpec: AugSpec<CurrencyCollection> = { storeExtra: storeCC, add: addCC, empty: zeroCC };
export const importFeesSpec: AugSpec<ImportFees> = {
  storeExtra: storeImportFees,
  add: addImportFees,
  empty: zeroImportFees,
};

const hashKey = (h: Buffer): bigint => BigInt('0x' + h.toString('hex'));

function wrap(store: (b: Builder) => void): Cell {
  const b = beginCell();
  store(b);
  return b.endCell();
}

export interface InMsgDescrItem {
  msg: InMsg;
  /** Defaults to the hash of the imported message. */
  msgHash?: Buffer;
  /** Defaults to what the node computes for this InMsg kind (importFeesOf). */
  fees?: ImportFees;
}

/** ^InMsgDescr: the cell holding HashmapAugE 256 InMsg ImportFees. */
export function buildInMsgDescr(items: InMsgDescrItem[]): { cell: Cell; total: ImportFees } {
  let total = zeroImportFees();
  const cell = wrap((b) => {
    total = storeHashmapAugE(
      b,
      256,
      items.map((it) => ({
        key: hashKey(it.msgHash ?? messageOfInMsg(it.msg).hash()),
        extra: it.fees ?? importFeesOf(it.msg),
        store: (v: Builder) => storeInMsg(v, it.msg),
      })),
      importFeesSpec,
    );
  });
  return { cell, total };
}

export interface OutMsgDescrItem {
  msg: OutMsg;
  /** Defaults to the hash of the exported message (required for msg_export_deq_short). */
  msgHash?: Buffer;
  /** Defaults to what the node computes for this OutMsg kind (exportValueOf). */
  value?: CurrencyCollection;
}

function outMsgHash(m: OutMsg): Buffer {
  if (m.kind === 'msg_export_ext') return m.msg.hash();
  if (m.kind === 'msg_export_deq_short') throw new Error('OutMsgDescr: msg_export_deq_short needs an explicit msgHash');
  return parseMsgEnvelope(m.outMsg).msg.hash();
}

/** ^OutMsgDescr: the cell holding HashmapAugE 256 OutMsg CurrencyCollection. */
export function buildOutMsgDescr(items: OutMsgDescrItem[]): { cell: Cell; total: CurrencyCollection } {
  let total = zeroCC();
  const cell = wrap((b) => {
    total = storeHashmapAugE(
      b,
      256,
      items.map((it) => ({
        key: hashKey(it.msgHash ?? outMsgHash(it.msg)),
        extra: it.value ?? exportValueOf(it.msg),
        store: (v: Builder) => storeOutMsg(v, it.msg),
      })),
      ccSpec,
    );
  });
  return { cell, total };
}

export interface AccountBlockItem {
  account: Buffer;
  /** Transaction cells; fees default to each transaction's total_fees. */
  transactions: { cell: Cell; lt?: bigint; fees?: CurrencyCollection }[];
  /** HASH_UPDATE of the account state: hashes of the Account cell before and after the block. */
  stateUpdate: { oldHash: Buffer; newHash: Buffer };
}

/** AccountBlock (acc_trans#5) value and its augmentation (sum of transaction fees). */
function accountBlockEntry(a: AccountBlockItem): AugEntry<CurrencyCollection> {
  if (!a.transactions.length) throw new Error('AccountBlock must hold at least one transaction');
  const txs = a.transactions.map((t) => {
    const needs = t.lt === undefined || t.fees === undefined;
    const tx = needs ? loadTransaction(t.cell.beginParse()) : null;
    const fees = t.fees ?? { grams: tx!.totalFees.coins, other: otherOf(tx!.totalFees.other) };
    return {
      key: t.lt ?? tx!.lt,
      extra: fees,
      store: (v: Builder) => {
        v.storeRef(t.cell);
      },
    };
  });
  const tree = buildHashmapAug(64, txs, ccSpec);
  return {
    key: hashKey(a.account),
    extra: tree.extra,
    store: (b: Builder) => {
      b.storeUint(5, 4).storeBuffer(a.account, 32).storeSlice(tree.cell.beginParse());
      b.storeRef(
        beginCell().storeUint(0x72, 8).storeBuffer(a.stateUpdate.oldHash, 32).storeBuffer(a.stateUpdate.newHash, 32),
      );
    },
  };
}

function otherOf(d: { keys(): number[]; get(k: number): bigint | undefined } | null | undefined): Map<number, bigint> {
  const m = new Map<number, bigint>();
  if (d) for (const k of d.keys()) m.set(k, d.get(k) ?? 0n);
  return m;
}

/** ^ShardAccountBlocks: the cell holding HashmapAugE 256 AccountBlock CurrencyCollection. */
export function buildShardAccountBlocks(items: AccountBlockItem[]): { cell: Cell; total: CurrencyCollection } {
  let total = zeroCC();
  const cell = wrap((b) => {
    total = storeHashmapAugE(b, 256, items.map(accountBlockEntry), ccSpec);
  });
  return { cell, total };
}

export interface BlockExtraInput {
  inMsgDescr: Cell;
  outMsgDescr: Cell;
  accountBlocks: Cell;
  randSeed: Buffer;
  createdBy: Buffer;
  /** Masterchain blocks only: a McBlockExtra cell or its fields. */
  mcExtra?: Cell | McBlockExtraInput;
}

const BLOCK_EXTRA_TAG = 0x4a33f6fd;

export function buildBlockExtra(x: BlockExtraInput): Cell {
  const b = beginCell()
    .storeUint(BLOCK_EXTRA_TAG, 32)
    .storeRef(x.inMsgDescr)
    .storeRef(x.outMsgDescr)
    .storeRef(x.accountBlocks);
  b.storeBuffer(x.randSeed, 32).storeBuffer(x.createdBy, 32);
  if (!x.mcExtra) b.storeBit(0);
  else b.storeBit(1).storeRef(x.mcExtra instanceof Cell ? x.mcExtra : buildMcBlockExtra(x.mcExtra));
  return b.endCell();
}

export interface BlockInput {
  globalId: number;
  info: BlockInfo | Cell;
  valueFlow: ValueFlow | Cell;
  /** MERKLE_UPDATE ShardState exotic cell (e.g. from @ton/core's generateMerkleUpdate / convertToMerkleUpdate). */
  stateUpdate: Cell;
  extra: BlockExtraInput | Cell;
}

/** block#11ef55aa: a real Block cell whose hash is the block's root hash. */
export function buildBlock(x: BlockInput): Cell {
  if (!x.stateUpdate.isExotic) throw new Error('Block: stateUpdate must be a MerkleUpdate (exotic) cell');
  return beginCell()
    .storeUint(0x11ef55aa, 32)
    .storeInt(x.globalId, 32)
    .storeRef(x.info instanceof Cell ? x.info : buildBlockInfo(x.info))
    .storeRef(x.valueFlow instanceof Cell ? x.valueFlow : buildValueFlow(x.valueFlow))
    .storeRef(x.stateUpdate)
    .storeRef(x.extra instanceof Cell ? x.extra : buildBlockExtra(x.extra))
    .endCell();
}

/**
 * MERKLE_UPDATE exotic cell between two (possibly pruned) state cells, as Block.state_update expects:
 * tag 4, both representation hashes and depths at level 0, then the two states as refs.
 */
export function buildMerkleUpdate(oldState: Cell, newState: Cell): Cell {
  const b = beginCell().storeUint(4, 8).storeBuffer(oldState.hash(0), 32).storeBuffer(newState.hash(0), 32);
  b.storeUint(oldState.depth(0), 16).storeUint(newState.depth(0), 16);
  const body = b.endCell();
  return new Cell({ exotic: true, bits: body.bits, refs: [oldState, newState] });
}
