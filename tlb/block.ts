import { createHash } from 'node:crypto';
import { Cell, loadTransaction, type Slice, type Transaction } from '@ton/core';
import { blockRootFromBoc } from './block-boc.ts';
import { type BlockInfo, loadBlockInfo, loadValueFlow, type ValueFlow } from './block-info.ts';
import { forEachAugLeafE, forEachAugLeafInline } from './hashmap.ts';
import { loadMcBlockExtra, type McBlockExtra } from './mc-extra.ts';
import { type ImportFees, type InMsg, loadImportFees, loadInMsg, loadOutMsg, type OutMsg } from './messages.ts';
import { type CurrencyCollection, loadCC, shardHex, shardIdOf } from './primitives.ts';

export interface HashUpdate {
  oldHash: Buffer;
  newHash: Buffer;
}

export interface BlockTransaction {
  /** 32-byte account id (the workchain is the block's). */
  account: Buffer;
  lt: bigint;
  hash: Buffer;
  cell: Cell;
  tx: Transaction;
  /** Leaf augmentation: the transaction's total fees. */
  fees: CurrencyCollection;
}

export interface AccountBlock {
  account: Buffer;
  transactions: BlockTransaction[];
  /** HASH_UPDATE of the account state across the block. */
  stateUpdate: HashUpdate;
  /** Leaf augmentation: the sum of the account's transaction fees. */
  fees: CurrencyCollection;
}

export interface InMsgDescrEntry {
  /** Hash of the imported message (the dictionary key). */
  msgHash: Buffer;
  fees: ImportFees;
  msg: InMsg;
}

export interface OutMsgDescrEntry {
  msgHash: Buffer;
  value: CurrencyCollection;
  msg: OutMsg;
}

export interface ParsedBlock {
  rootHash: Buffer;
  /** sha256 of the BOC bytes given; the block's file hash only when those are the original file bytes. */
  fileHash?: Buffer;
  globalId: number;
  info: BlockInfo;
  valueFlow: ValueFlow;
  /** MERKLE_UPDATE ShardState: old and new state root hashes. */
  stateUpdate: HashUpdate;
  /** The MERKLE_UPDATE cell itself, so the block can be rebuilt bit for bit; null when read with `forIndexing`. */
  stateUpdateCell: Cell | null;
  randSeed: Buffer;
  createdBy: Buffer;
  accountBlocks: AccountBlock[];
  accountBlocksTotal: CurrencyCollection;
  /** Every transaction, in dictionary order (account, then lt). */
  transactions: BlockTransaction[];
  inMsgDescr: InMsgDescrEntry[];
  inMsgDescrTotal: ImportFees;
  outMsgDescr: OutMsgDescrEntry[];
  outMsgDescrTotal: CurrencyCollection;
  mcExtra?: McBlockExtra;
}

const BLOCK_TAG = 0x11ef55aa;

function loadHashUpdate(s: Slice): HashUpdate {
  if (s.loadUint(8) !== 0x72) throw new Error('HASH_UPDATE: bad tag');
  return { oldHash: s.loadBuffer(32), newHash: s.loadBuffer(32) };
}

function loadMerkleUpdateHashes(cell: Cell): HashUpdate {
  const s = cell.beginParse(true);
  const tag = s.loadUint(8);
  if (tag !== 4) throw new Error(`state_update: expected a MerkleUpdate cell, got type ${tag}`);
  return { oldHash: s.loadBuffer(32), newHash: s.loadBuffer(32) };
}

/** Decodes the Transaction only when `tx` is read: indexing by hash and lt does not pay for full decoding. */
class LazyBlockTransaction implements BlockTransaction {
  #tx: Transaction | undefined;
  readonly hash: Buffer;
  constructor(
    readonly account: Buffer,
    readonly lt: bigint,
    readonly cell: Cell,
    readonly fees: CurrencyCollection,
  ) {
    this.hash = cell.hash();
  }
  get tx(): Transaction {
    return (this.#tx ??= loadTransaction(this.cell.beginParse()));
  }
}

export function loadAccountBlocks(s: Slice): { blocks: AccountBlock[]; total: CurrencyCollection } {
  const blocks: AccountBlock[] = [];
  const rest = forEachAugLeafE(s, 256, (_key, leaf) => {
    const fees = loadCC(leaf);
    if (leaf.loadUint(4) !== 5) throw new Error('AccountBlock: bad tag');
    const account = leaf.loadBuffer(32);
    const transactions: BlockTransaction[] = [];
    forEachAugLeafInline(
      leaf,
      64,
      (x) => void loadCC(x),
      (lt, txLeaf) => {
        const txFees = loadCC(txLeaf);
        const cell = txLeaf.loadRef();
        transactions.push(new LazyBlockTransaction(account, lt, cell, txFees));
      },
    );
    const stateUpdate = loadHashUpdate(leaf.loadRef().beginParse());
    blocks.push({ account, transactions, stateUpdate, fees });
  });
  return { blocks, total: loadCC(rest) };
}

export function loadInMsgDescr(s: Slice): { entries: InMsgDescrEntry[]; total: ImportFees } {
  const entries: InMsgDescrEntry[] = [];
  const rest = forEachAugLeafE(s, 256, (key, leaf) => {
    const fees = loadImportFees(leaf);
    entries.push({ msgHash: bigToHash(key), fees, msg: loadInMsg(leaf) });
  });
  return { entries, total: loadImportFees(rest) };
}

export function loadOutMsgDescr(s: Slice): { entries: OutMsgDescrEntry[]; total: CurrencyCollection } {
  const entries: OutMsgDescrEntry[] = [];
  const rest = forEachAugLeafE(s, 256, (key, leaf) => {
    const value = loadCC(leaf);
    entries.push({ msgHash: bigToHash(key), value, msg: loadOutMsg(leaf) });
  });
  return { entries, total: loadCC(rest) };
}

const bigToHash = (k: bigint): Buffer => Buffer.from(k.toString(16).padStart(64, '0'), 'hex');

export interface ParseBlockOptions {
  /** Leave the state update's proof trees unbuilt (`block-boc.ts`): same root hash and fields, much less work. */
  forIndexing?: boolean;
}

/** Parses a full Block (block#11ef55aa) from a BOC or its root cell. */
export function parseBlock(boc: Buffer | Cell, options: ParseBlockOptions = {}): ParsedBlock {
  let root: Cell | undefined;
  try {
    root = boc instanceof Cell ? boc : options.forIndexing ? blockRootFromBoc(boc) : Cell.fromBoc(boc)[0];
  } catch (e) {
    throw new Error(`Block: cannot decode BOC (${(e as Error).message})`);
  }
  if (!root) throw new Error('Block: empty BOC');
  try {
    const parsed = parseBlockRoot(root, boc);
    if (options.forIndexing) parsed.stateUpdateCell = null;
    return parsed;
  } catch (e) {
    const msg = (e as Error).message;
    throw new Error(msg.startsWith('Block') ? msg : `Block: malformed (${msg})`);
  }
}

function parseBlockRoot(root: Cell, boc: Buffer | Cell): ParsedBlock {
  const s = root.beginParse();
  if (s.loadUint(32) !== BLOCK_TAG) throw new Error('Block: bad tag (not a block#11ef55aa root)');
  const globalId = s.loadInt(32);
  const info = loadBlockInfo(s.loadRef());
  const valueFlow = loadValueFlow(s.loadRef());
  const stateUpdateCell = s.loadRef();
  const stateUpdate = loadMerkleUpdateHashes(stateUpdateCell);
  const x = s.loadRef().beginParse();
  if (x.loadUint(32) !== 0x4a33f6fd) throw new Error('BlockExtra: bad tag');
  const inDescr = loadInMsgDescr(x.loadRef().beginParse());
  const outDescr = loadOutMsgDescr(x.loadRef().beginParse());
  const acc = loadAccountBlocks(x.loadRef().beginParse());
  const randSeed = x.loadBuffer(32);
  const createdBy = x.loadBuffer(32);
  const parsed: ParsedBlock = {
    rootHash: root.hash(),
    globalId,
    info,
    valueFlow,
    stateUpdate,
    stateUpdateCell,
    randSeed,
    createdBy,
    accountBlocks: acc.blocks,
    accountBlocksTotal: acc.total,
    transactions: acc.blocks.flatMap((b) => b.transactions),
    inMsgDescr: inDescr.entries,
    inMsgDescrTotal: inDescr.total,
    outMsgDescr: outDescr.entries,
    outMsgDescrTotal: outDescr.total,
  };
  if (!(boc instanceof Cell)) parsed.fileHash = createHash('sha256').update(boc).digest();
  if (x.loadBit()) parsed.mcExtra = loadMcBlockExtra(x.loadRef());
  return parsed;
}

export interface BlockId {
  workchain: number;
  shard: bigint;
  /** 16 hex digits, e.g. "8000000000000000". */
  shardHex: string;
  seqno: number;
  rootHash: Buffer;
  fileHash?: Buffer;
}

export function blockId(b: ParsedBlock): BlockId {
  const shard = shardIdOf(b.info.shard);
  const id: BlockId = {
    workchain: b.info.shard.workchain,
    shard,
    shardHex: shardHex(shard),
    seqno: b.info.seqno,
    rootHash: b.rootHash,
  };
  if (b.fileHash) id.fileHash = b.fileHash;
  return id;
}

/** Ids of the previous block(s): one, or two after a merge (shards are the parents' own). */
export function prevBlockIds(b: ParsedBlock): BlockId[] {
  const wc = b.info.shard.workchain;
  const shard = shardIdOf(b.info.shard);
  const low = shard & -shard;
  const parentShards = b.info.afterMerge
    ? [shard - (low >> 1n), shard + (low >> 1n)]
    : b.info.afterSplit
      ? [(shard & ~((low << 2n) - 1n)) | (low << 1n)]
      : [shard];
  return b.info.prevRef.map((r, i) => ({
    workchain: wc,
    shard: parentShards[i]!,
    shardHex: shardHex(parentShards[i]!),
    seqno: r.seqno,
    rootHash: r.rootHash,
    fileHash: r.fileHash,
  }));
}
