import { createHash } from 'node:crypto';
import { beginCell, type Cell, Dictionary, loadTransaction, type Transaction } from '@ton/core';
import {
  buildBlock,
  buildBlockExtra,
  buildInMsgDescr,
  buildMerkleUpdate,
  buildMsgEnvelope,
  buildOutMsgDescr,
  buildShardAccountBlocks,
  loadGlobalVersion,
  shardIdentFromId,
  storeInMsg,
  valueFlowImbalance,
  zeroCC,
  type ExtBlkRef,
  type GlobalVersion,
  type InMsg,
  type InMsgDescrItem,
  type OutMsgDescrItem,
  type ShardDescr,
  type ValueFlow,
} from '../../tlb/index.ts';
import { prunedBranch } from './proofs.ts';

/**
 * Cuts one real Block cell (block.tlb `block#11ef55aa`) around the emulator's transaction cells with
 * the tlb writer, so a local block parses, sums and hashes by the same rules as a mainnet one.
 */

export interface BlockTx {
  account: Buffer;
  lt: bigint;
  cell: Cell;
  tx: Transaction;
}

export interface BlockInput {
  globalId: number;
  workchain: number;
  shard: bigint;
  seqno: number;
  genUtime: number;
  startLt: bigint;
  endLt: bigint;
  minRefMcSeqno: number;
  /** The previous block (both parents, left then right, after a merge). */
  prev: ExtBlkRef[];
  /** Split and merge flags of BlockInfo (all false while the shard neither splits nor merges). */
  split?: { afterMerge: boolean; beforeSplit: boolean; afterSplit: boolean; wantSplit: boolean; wantMerge: boolean };
  masterRef: ExtBlkRef | null;
  globalVersion: GlobalVersion | null;
  /** This block's transactions, and the queued messages it removes from its shard's out-message queue. */
  txs: BlockTx[];
  dequeued: Dequeued[];
  oldState: Cell;
  newState: Cell;
  fromPrev: bigint;
  toNext: bigint;
  /** Masterchain blocks only: the basechain shard blocks it commits, with their fees. */
  mc: { shards: ShardDescr[] } | null;
  randSeed: Buffer;
  /** The validator group that signs the block: its list hash and catchain session. */
  validators: { listHashShort: number; catchainSeqno: number };
}

/** A message this block's shard had enqueued and another block has since imported (msg_export_deq_short). */
export interface Dequeued {
  hash: Buffer;
  envelopeHash: Buffer;
  destWorkchain: number;
  destPrefix: bigint;
  importBlockLt: bigint;
}

export interface BuiltBlock {
  cell: Cell;
  boc: Buffer;
  fileHash: Buffer;
  valueFlow: ValueFlow;
}

export function globalVersionOf(param8: Cell | undefined): GlobalVersion | null {
  return param8 ? loadGlobalVersion(param8.beginParse()) : null;
}

export function txMessages(txCell: Cell): { inMsg: Cell | null; outMsgs: Cell[] } {
  const s = txCell.refs[0]!.beginParse();
  const inMsg = s.loadBit() ? s.loadRef() : null;
  const outs = s.loadDict(Dictionary.Keys.Uint(15), Dictionary.Values.Cell());
  return {
    inMsg,
    outMsgs: outs
      .keys()
      .sort((a, b) => a - b)
      .map((k) => outs.get(k)!),
  };
}

const fwdFeeOf = (m: Transaction['inMessage']): bigint => (m && m.info.type === 'internal' ? m.info.forwardFee : 0n);

/** msg_envelope#4 with cur_addr at the source and next_addr at the destination (one hop). */
export function envelope(msg: Cell, fwdFee: bigint): Cell {
  return buildMsgEnvelope({
    version: 1,
    curAddr: { kind: 'regular', useDestBits: 0 },
    nextAddr: { kind: 'regular', useDestBits: 96 },
    fwdFeeRemaining: fwdFee,
    msg,
  });
}

/**
 * InMsgDescr and OutMsgDescr of a block. An inbound message this block created is msg_import_imm (its
 * creation msg_export_imm); any other came out of a queue, enqueued by an earlier block (msg_import_fin).
 * A message this block creates and does not run leaves it through its shard's queue (msg_export_new);
 * external messages are msg_import_ext / msg_export_ext; queued messages that another block has imported
 * leave the queue (msg_export_deq_short).
 */
export function messageDescrs(
  txs: BlockTx[],
  dequeued: Dequeued[] = [],
): { ins: InMsgDescrItem[]; outs: OutMsgDescrItem[] } {
  const consumedBy = new Map<string, { tx: BlockTx; inMsg: InMsg }>();
  const ins: InMsgDescrItem[] = [];
  const envelopes = new Map<string, Cell>();
  const created = new Set<string>();
  for (const t of txs) for (const m of txMessages(t.cell).outMsgs) created.add(m.hash().toString('hex'));
  for (const t of txs) {
    const { inMsg } = txMessages(t.cell);
    if (!inMsg) continue;
    const h = inMsg.hash().toString('hex');
    let item: InMsg;
    if (t.tx.inMessage?.info.type === 'external-in') item = { kind: 'msg_import_ext', msg: inMsg, transaction: t.cell };
    else {
      const fwd = fwdFeeOf(t.tx.inMessage);
      const env = envelope(inMsg, fwd);
      envelopes.set(h, env);
      item = {
        kind: created.has(h) ? 'msg_import_imm' : 'msg_import_fin',
        inMsg: env,
        transaction: t.cell,
        fwdFee: fwd,
      };
    }
    consumedBy.set(h, { tx: t, inMsg: item });
    ins.push({ msg: item });
  }
  const outs: OutMsgDescrItem[] = [];
  for (const t of txs) {
    const cells = txMessages(t.cell).outMsgs;
    const keys = t.tx.outMessages.keys().sort((a, b) => a - b);
    cells.forEach((m, i) => {
      const parsed = t.tx.outMessages.get(keys[i]!)!;
      if (parsed.info.type === 'external-out') {
        outs.push({ msg: { kind: 'msg_export_ext', msg: m, transaction: t.cell } });
        return;
      }
      const h = m.hash().toString('hex');
      const fwd = parsed.info.type === 'internal' ? parsed.info.forwardFee : 0n;
      const here = consumedBy.get(h);
      if (here) {
        const reimport = beginCell();
        storeInMsg(reimport, here.inMsg);
        outs.push({
          msg: { kind: 'msg_export_imm', outMsg: envelopes.get(h)!, transaction: t.cell, reimport: reimport.endCell() },
        });
      } else outs.push({ msg: { kind: 'msg_export_new', outMsg: envelope(m, fwd), transaction: t.cell } });
    });
  }
  for (const d of dequeued)
    outs.push({
      msgHash: d.hash,
      msg: {
        kind: 'msg_export_deq_short',
        msgEnvHash: d.envelopeHash,
        nextWorkchain: d.destWorkchain,
        nextAddrPfx: d.destPrefix,
        importBlockLt: d.importBlockLt,
      },
    });
  return { ins, outs };
}

/** Builds the Block and checks its value flow balances (a node would refuse an unbalanced block). */
export function cutBlock(i: BlockInput): BuiltBlock {
  const { ins, outs } = messageDescrs(i.txs, i.dequeued);
  const inD = buildInMsgDescr(ins);
  const outD = buildOutMsgDescr(outs);
  const byAccount = new Map<string, BlockTx[]>();
  for (const t of i.txs) {
    const k = t.account.toString('hex');
    (byAccount.get(k) ?? byAccount.set(k, []).get(k)!).push(t);
  }
  const acc = buildShardAccountBlocks(
    [...byAccount.values()].map((list) => {
      list.sort((a, b) => (a.lt < b.lt ? -1 : 1));
      return {
        account: list[0]!.account,
        transactions: list.map((t) => ({
          cell: t.cell,
          lt: t.lt,
          fees: { grams: t.tx.totalFees.coins, other: new Map<number, bigint>() },
        })),
        stateUpdate: {
          oldHash: list[0]!.tx.stateUpdate.oldHash,
          newHash: list[list.length - 1]!.tx.stateUpdate.newHash,
        },
      };
    }),
  );
  const cc = (grams: bigint) => ({ grams, other: new Map<number, bigint>() });
  const feesImported = i.mc ? i.mc.shards.reduce((sum, d) => sum + d.feesCollected.grams, 0n) : 0n;
  const valueFlow: ValueFlow = {
    fromPrevBlk: cc(i.fromPrev),
    toNextBlk: cc(i.toNext),
    imported: inD.total.valueImported,
    exported: outD.total,
    feesCollected: cc(acc.total.grams + inD.total.feesCollected + feesImported),
    feesImported: cc(feesImported),
    recovered: zeroCC(),
    created: zeroCC(),
    minted: zeroCC(),
  };
  const imbalance = valueFlowImbalance(valueFlow);
  if (valueFlow.feesCollected.grams !== feesCollectedBy(i.txs, feesImported))
    throw new Error(`block ${i.workchain}:${i.seqno}: fees do not add up`);
  if (imbalance !== 0n)
    throw new Error(`block ${i.workchain}:${i.seqno}: value flow does not balance (${imbalance} nanoton)`);
  const extra = buildBlockExtra({
    inMsgDescr: inD.cell,
    outMsgDescr: outD.cell,
    accountBlocks: acc.cell,
    randSeed: i.randSeed,
    createdBy: Buffer.alloc(32),
    ...(i.mc
      ? {
          mcExtra: {
            keyBlock: false,
            shards: i.mc.shards,
            prevBlkSignatures: [],
            shardFees: i.mc.shards.map((d) => ({
              workchain: d.workchain,
              shard: d.shard,
              fees: d.feesCollected,
              create: zeroCC(),
            })),
          },
        }
      : {}),
  });
  const cell = buildBlock({
    globalId: i.globalId,
    info: {
      version: 0,
      notMaster: i.workchain !== -1,
      afterMerge: i.split?.afterMerge ?? false,
      beforeSplit: i.split?.beforeSplit ?? false,
      afterSplit: i.split?.afterSplit ?? false,
      wantSplit: i.split?.wantSplit ?? false,
      wantMerge: i.split?.wantMerge ?? false,
      keyBlock: false,
      vertSeqnoIncr: false,
      flags: i.globalVersion ? 1 : 0,
      seqno: i.seqno,
      vertSeqno: 0,
      shard: shardIdentFromId(i.workchain, i.shard),
      genUtime: i.genUtime,
      startLt: i.startLt,
      endLt: i.endLt,
      genValidatorListHashShort: i.validators.listHashShort,
      genCatchainSeqno: i.validators.catchainSeqno,
      minRefMcSeqno: i.minRefMcSeqno,
      prevKeyBlockSeqno: 0,
      ...(i.globalVersion ? { genSoftware: i.globalVersion } : {}),
      ...(i.masterRef ? { masterRef: i.masterRef } : {}),
      prevRef: i.prev,
    },
    valueFlow,
    // Both states pruned: the block commits to their hashes without carrying the changed paths.
    stateUpdate: buildMerkleUpdate(prunedBranch(i.oldState), prunedBranch(i.newState)),
    extra,
  });
  const boc = cell.toBoc({ idx: false, crc32: true });
  return { cell, boc, fileHash: createHash('sha256').update(boc).digest(), valueFlow };
}

/**
 * fees_collected of a block: its transactions' total fees, the forwarding fees of the internal messages
 * it imports, and (masterchain) the fees of the shard blocks it commits.
 */
export function feesCollectedBy(txs: BlockTx[], feesImported: bigint): bigint {
  let sum = feesImported;
  for (const t of txs) sum += t.tx.totalFees.coins + fwdFeeOf(t.tx.inMessage);
  return sum;
}

export function parseTx(cell: Cell): Transaction {
  return loadTransaction(cell.beginParse());
}
