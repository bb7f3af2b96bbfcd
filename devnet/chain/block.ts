import { createHash } from 'node:crypto';
import { beginCell, Builder, Cell, Dictionary, loadTransaction, type Transaction } from '@ton/core';
import { hashmapAugECell, buildHashmapAug, type MapEntry } from './hashmap.ts';
import { ccAug, importFeesAug, storeCC, storeExtBlkRef, storeShardIdent, merkleUpdateOfStates, type CC, type ExtBlkRef, type ImportFees } from './cells.ts';
import { storeShardHashes, type ShardDescrInput } from './state.ts';

/**
 * Writer of real Block cells (block.tlb `block#11ef55aa`) around the emulator's transaction cells,
 * so a local block parses by the same code as a mainnet one.
 */

export interface BlockTx { account: Buffer; lt: bigint; cell: Cell; tx: Transaction }

export interface BlockInput {
  globalId: number; workchain: number; shard: bigint; seqno: number; genUtime: number;
  startLt: bigint; endLt: bigint; minRefMcSeqno: number; prevKeyBlockSeqno: number;
  prev: ExtBlkRef; masterRef: ExtBlkRef | null; globalVersion: Cell | null;
  txs: BlockTx[];
  oldState: Cell; newState: Cell; fromPrev: bigint; toNext: bigint;
  /** For a masterchain block: the basechain shard it commits to. */
  mc: { basechain: ShardDescrInput } | null;
  randSeed: Buffer;
}

export function txMessages(txCell: Cell): { inMsg: Cell | null; outMsgs: Cell[] } {
  const s = txCell.refs[0]!.beginParse();
  const inMsg = s.loadBit() ? s.loadRef() : null;
  const outs = s.loadDict(Dictionary.Keys.Uint(15), Dictionary.Values.Cell());
  return { inMsg, outMsgs: outs.keys().sort((a, b) => a - b).map((k) => outs.get(k)!) };
}

function envelope(msg: Cell, fwdFee: bigint): Cell {
  return beginCell().storeUint(4, 4).storeUint(0, 8).storeUint(96, 8).storeCoins(fwdFee).storeRef(msg).endCell();
}

function fwdFeeOf(tx: Transaction, which: 'in' | number): bigint {
  const m = which === 'in' ? tx.inMessage : tx.outMessages.get(which);
  return m && m.info.type === 'internal' ? m.info.forwardFee : 0n;
}

function valueOf(m: Transaction['inMessage']): bigint {
  return m && m.info.type === 'internal' ? m.info.value.coins : 0n;
}

export function buildMsgDescrs(txs: BlockTx[]): { inDescr: Cell; outDescr: Cell; fees: bigint } {
  const created = new Set<string>();
  const consumed = new Set<string>();
  for (const t of txs) {
    const { inMsg, outMsgs } = txMessages(t.cell);
    if (inMsg) consumed.add(inMsg.hash().toString('hex'));
    for (const m of outMsgs) created.add(m.hash().toString('hex'));
  }
  const ins: MapEntry<ImportFees>[] = [];
  const inCells = new Map<string, Cell>();
  const outs: MapEntry<CC>[] = [];
  let fees = 0n;
  for (const t of txs) {
    fees += t.tx.totalFees.coins;
    const { inMsg, outMsgs } = txMessages(t.cell);
    if (inMsg) {
      const h = inMsg.hash().toString('hex');
      const ext = t.tx.inMessage?.info.type === 'external-in';
      const fwd = fwdFeeOf(t.tx, 'in');
      const b = beginCell();
      let extra: ImportFees;
      if (ext) { b.storeUint(0b000, 3).storeRef(inMsg).storeRef(t.cell); extra = { fees: 0n, value: 0n }; }
      else if (created.has(h)) { b.storeUint(0b011, 3).storeRef(envelope(inMsg, fwd)).storeRef(t.cell).storeCoins(fwd); extra = { fees: fwd, value: 0n }; }
      else { b.storeUint(0b100, 3).storeRef(envelope(inMsg, fwd)).storeRef(t.cell).storeCoins(fwd); extra = { fees: fwd, value: valueOf(t.tx.inMessage) + fwd }; }
      const cell = b.endCell();
      inCells.set(h, cell);
      ins.push({ key: BigInt('0x' + h), extra, store: (x: Builder) => { x.storeSlice(cell.beginParse()); } });
    }
  }
  for (const t of txs) {
    const { outMsgs } = txMessages(t.cell);
    const keys = t.tx.outMessages.keys().sort((a, b) => a - b);
    outMsgs.forEach((m, i) => {
      const h = m.hash().toString('hex');
      const parsed = t.tx.outMessages.get(keys[i]!);
      const b = beginCell();
      let extra: CC = { grams: 0n };
      if (parsed?.info.type === 'external-out') b.storeUint(0b000, 3).storeRef(m).storeRef(t.cell);
      else if (consumed.has(h) && inCells.has(h)) b.storeUint(0b010, 3).storeRef(envelope(m, fwdFeeOf(t.tx, keys[i]!))).storeRef(t.cell).storeRef(inCells.get(h)!);
      else {
        const fwd = fwdFeeOf(t.tx, keys[i]!);
        b.storeUint(0b001, 3).storeRef(envelope(m, fwd)).storeRef(t.cell);
        extra = { grams: (parsed?.info.type === 'internal' ? parsed.info.value.coins : 0n) + fwd };
      }
      const cell = b.endCell();
      outs.push({ key: BigInt('0x' + h), extra, store: (x: Builder) => { x.storeSlice(cell.beginParse()); } });
    });
  }
  return { inDescr: hashmapAugECell(256, ins, importFeesAug).cell, outDescr: hashmapAugECell(256, outs, ccAug).cell, fees };
}

export function buildAccountBlocks(txs: BlockTx[]): Cell {
  const byAccount = new Map<string, BlockTx[]>();
  for (const t of txs) {
    const k = t.account.toString('hex');
    (byAccount.get(k) ?? byAccount.set(k, []).get(k)!).push(t);
  }
  const entries: MapEntry<CC>[] = [];
  for (const [k, list] of byAccount) {
    list.sort((a, b) => (a.lt < b.lt ? -1 : 1));
    const txMap = buildHashmapAug(64, list.map((t) => ({
      key: t.lt, extra: { grams: t.tx.totalFees.coins }, store: (b: Builder) => { b.storeRef(t.cell); },
    })), ccAug);
    const first = list[0]!.tx.stateUpdate;
    const last = list[list.length - 1]!.tx.stateUpdate;
    const update = beginCell().storeUint(0x72, 8).storeBuffer(first.oldHash).storeBuffer(last.newHash).endCell();
    const body = beginCell().storeUint(5, 4).storeBuffer(Buffer.from(k, 'hex')).storeSlice(txMap.cell.beginParse()).storeRef(update).endCell();
    entries.push({ key: BigInt('0x' + k), extra: txMap.extra, store: (b: Builder) => { b.storeSlice(body.beginParse()); } });
  }
  return hashmapAugECell(256, entries, ccAug).cell;
}

function buildInfo(i: BlockInput): Cell {
  const b = beginCell().storeUint(0x9bc7a987, 32).storeUint(0, 32)
    .storeBit(i.workchain !== -1).storeBit(0).storeBit(0).storeBit(0)
    .storeBit(0).storeBit(0).storeBit(0).storeBit(0)
    .storeUint(i.globalVersion ? 1 : 0, 8)
    .storeUint(i.seqno, 32).storeUint(0, 32);
  storeShardIdent(b, i.workchain, i.shard);
  b.storeUint(i.genUtime, 32).storeUint(i.startLt, 64).storeUint(i.endLt, 64)
    .storeUint(0, 32).storeUint(0, 32).storeUint(i.minRefMcSeqno, 32).storeUint(i.prevKeyBlockSeqno, 32);
  if (i.globalVersion) b.storeSlice(i.globalVersion.beginParse());
  if (i.workchain !== -1) b.storeRef(beginCell().store((x: Builder) => storeExtBlkRef(x, i.masterRef!)).endCell());
  b.storeRef(beginCell().store((x: Builder) => storeExtBlkRef(x, i.prev)).endCell());
  return b.endCell();
}

function buildValueFlow(fromPrev: bigint, toNext: bigint, fees: bigint): Cell {
  const cc = (v: bigint) => (x: Builder) => storeCC(x, { grams: v });
  const first = beginCell().store(cc(fromPrev)).store(cc(toNext)).store(cc(0n)).store(cc(0n)).endCell();
  const second = beginCell().store(cc(0n)).store(cc(0n)).store(cc(0n)).store(cc(0n)).endCell();
  return beginCell().storeUint(0xb8e48dfb, 32).storeRef(first).store(cc(fees)).storeRef(second).endCell();
}

function buildMcBlockExtra(basechain: ShardDescrInput): Cell {
  const b = beginCell().storeUint(0xcca5, 16).storeBit(0);
  storeShardHashes(b, basechain);
  b.storeBit(0); storeCC(b, { grams: 0n }); storeCC(b, { grams: 0n }); // empty ShardFees
  b.storeRef(beginCell().storeBit(0).storeBit(0).storeBit(0).endCell());
  return b.endCell();
}

export function buildBlock(i: BlockInput): { cell: Cell; boc: Buffer; fileHash: Buffer } {
  const { inDescr, outDescr, fees } = buildMsgDescrs(i.txs);
  const extra = beginCell().storeUint(0x4a33f6fd, 32)
    .storeRef(inDescr).storeRef(outDescr).storeRef(buildAccountBlocks(i.txs))
    .storeBuffer(i.randSeed, 32).storeBuffer(Buffer.alloc(32));
  if (i.mc) extra.storeBit(1).storeRef(buildMcBlockExtra(i.mc.basechain)); else extra.storeBit(0);
  const cell = beginCell().storeUint(0x11ef55aa, 32).storeInt(i.globalId, 32)
    .storeRef(buildInfo(i))
    .storeRef(buildValueFlow(i.fromPrev, i.toNext, fees))
    .storeRef(merkleUpdateOfStates(i.oldState, i.newState))
    .storeRef(extra.endCell())
    .endCell();
  const boc = cell.toBoc({ idx: false, crc32: true });
  return { cell, boc, fileHash: createHash('sha256').update(boc).digest() };
}

export function parseTx(cell: Cell): Transaction {
  return loadTransaction(cell.beginParse());
}
