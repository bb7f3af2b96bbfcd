import { type Address, beginCell, type Builder, type Cell, loadCommonMessageInfo, type Slice } from '@ton/core';
import { addCC, type CurrencyCollection, loadCC, loadGrams, storeCC, storeGrams, zeroCC } from './primitives.ts';

/** interm_addr_regular$0 | interm_addr_simple$10 | interm_addr_ext$11 */
export type IntermediateAddress =
  | { kind: 'regular'; useDestBits: number }
  | { kind: 'simple' | 'ext'; workchain: number; addrPfx: bigint };

export interface MsgMetadata {
  depth: number;
  initiator: Address;
  initiatorLt: bigint;
}

/** msg_envelope#4 and msg_envelope_v2#5 (emitted_lt and metadata, used by deferred messages). */
export interface MsgEnvelope {
  version: 1 | 2;
  curAddr: IntermediateAddress;
  nextAddr: IntermediateAddress;
  fwdFeeRemaining: bigint;
  msg: Cell;
  emittedLt?: bigint;
  metadata?: MsgMetadata;
}

function loadInterm(s: Slice): IntermediateAddress {
  if (!s.loadBit()) return { kind: 'regular', useDestBits: s.loadUint(7) };
  if (!s.loadBit()) return { kind: 'simple', workchain: s.loadInt(8), addrPfx: s.loadUintBig(64) };
  return { kind: 'ext', workchain: s.loadInt(32), addrPfx: s.loadUintBig(64) };
}

function storeInterm(b: Builder, a: IntermediateAddress): void {
  if (a.kind === 'regular') b.storeBit(0).storeUint(a.useDestBits, 7);
  else if (a.kind === 'simple') b.storeUint(2, 2).storeInt(a.workchain, 8).storeUint(a.addrPfx, 64);
  else b.storeUint(3, 2).storeInt(a.workchain, 32).storeUint(a.addrPfx, 64);
}

export function parseMsgEnvelope(cell: Cell): MsgEnvelope {
  const s = cell.beginParse();
  const tag = s.loadUint(4);
  if (tag !== 4 && tag !== 5) throw new Error(`MsgEnvelope: unknown tag ${tag}`);
  const env: MsgEnvelope = {
    version: tag === 4 ? 1 : 2,
    curAddr: loadInterm(s),
    nextAddr: loadInterm(s),
    fwdFeeRemaining: loadGrams(s),
    msg: s.loadRef(),
  };
  if (tag === 5) {
    if (s.loadBit()) env.emittedLt = s.loadUintBig(64);
    if (s.loadBit()) {
      if (s.loadUint(4) !== 0) throw new Error('MsgMetadata: bad tag');
      env.metadata = { depth: s.loadUint(32), initiator: s.loadAddress(), initiatorLt: s.loadUintBig(64) };
    }
  }
  return env;
}

export function buildMsgEnvelope(env: MsgEnvelope): Cell {
  const b = beginCell().storeUint(env.version === 1 ? 4 : 5, 4);
  storeInterm(b, env.curAddr);
  storeInterm(b, env.nextAddr);
  storeGrams(b, env.fwdFeeRemaining);
  b.storeRef(env.msg);
  if (env.version === 2) {
    if (env.emittedLt === undefined) b.storeBit(0);
    else b.storeBit(1).storeUint(env.emittedLt, 64);
    if (!env.metadata) b.storeBit(0);
    else
      b.storeBit(1)
        .storeUint(0, 4)
        .storeUint(env.metadata.depth, 32)
        .storeAddress(env.metadata.initiator)
        .storeUint(env.metadata.initiatorLt, 64);
  }
  return b.endCell();
}

/** InMsg: every constructor of block.tlb, cells kept by reference so they re-serialise bit for bit. */
export type InMsg =
  | { kind: 'msg_import_ext'; msg: Cell; transaction: Cell }
  | { kind: 'msg_import_ihr'; msg: Cell; transaction: Cell; ihrFee: bigint; proofCreated: Cell }
  | {
      kind: 'msg_import_imm' | 'msg_import_fin' | 'msg_import_deferred_fin';
      inMsg: Cell;
      transaction: Cell;
      fwdFee: bigint;
    }
  | { kind: 'msg_import_tr'; inMsg: Cell; outMsg: Cell; transitFee: bigint }
  | { kind: 'msg_discard_fin'; inMsg: Cell; transactionId: bigint; fwdFee: bigint }
  | { kind: 'msg_discard_tr'; inMsg: Cell; transactionId: bigint; fwdFee: bigint; proofDelivered: Cell }
  | { kind: 'msg_import_deferred_tr'; inMsg: Cell; outMsg: Cell };

export function loadInMsg(s: Slice): InMsg {
  const tag = s.loadUint(3);
  switch (tag) {
    case 0b000:
      return { kind: 'msg_import_ext', msg: s.loadRef(), transaction: s.loadRef() };
    case 0b010:
      return {
        kind: 'msg_import_ihr',
        msg: s.loadRef(),
        transaction: s.loadRef(),
        ihrFee: loadGrams(s),
        proofCreated: s.loadRef(),
      };
    case 0b011:
      return { kind: 'msg_import_imm', inMsg: s.loadRef(), transaction: s.loadRef(), fwdFee: loadGrams(s) };
    case 0b100:
      return { kind: 'msg_import_fin', inMsg: s.loadRef(), transaction: s.loadRef(), fwdFee: loadGrams(s) };
    case 0b101:
      return { kind: 'msg_import_tr', inMsg: s.loadRef(), outMsg: s.loadRef(), transitFee: loadGrams(s) };
    case 0b110:
      return { kind: 'msg_discard_fin', inMsg: s.loadRef(), transactionId: s.loadUintBig(64), fwdFee: loadGrams(s) };
    case 0b111:
      return {
        kind: 'msg_discard_tr',
        inMsg: s.loadRef(),
        transactionId: s.loadUintBig(64),
        fwdFee: loadGrams(s),
        proofDelivered: s.loadRef(),
      };
    default: {
      const sub = s.loadUint(2);
      if (sub === 0b00)
        return { kind: 'msg_import_deferred_fin', inMsg: s.loadRef(), transaction: s.loadRef(), fwdFee: loadGrams(s) };
      if (sub === 0b01) return { kind: 'msg_import_deferred_tr', inMsg: s.loadRef(), outMsg: s.loadRef() };
      throw new Error(`InMsg: unknown tag 001${sub.toString(2).padStart(2, '0')}`);
    }
  }
}

export function storeInMsg(b: Builder, m: InMsg): void {
  switch (m.kind) {
    case 'msg_import_ext':
      b.storeUint(0b000, 3).storeRef(m.msg).storeRef(m.transaction);
      return;
    case 'msg_import_ihr':
      b.storeUint(0b010, 3).storeRef(m.msg).storeRef(m.transaction);
      storeGrams(b, m.ihrFee);
      b.storeRef(m.proofCreated);
      return;
    case 'msg_import_imm':
    case 'msg_import_fin':
    case 'msg_import_deferred_fin':
      if (m.kind === 'msg_import_deferred_fin') b.storeUint(0b00100, 5);
      else b.storeUint(m.kind === 'msg_import_imm' ? 0b011 : 0b100, 3);
      b.storeRef(m.inMsg).storeRef(m.transaction);
      storeGrams(b, m.fwdFee);
      return;
    case 'msg_import_tr':
      b.storeUint(0b101, 3).storeRef(m.inMsg).storeRef(m.outMsg);
      storeGrams(b, m.transitFee);
      return;
    case 'msg_discard_fin':
      b.storeUint(0b110, 3).storeRef(m.inMsg).storeUint(m.transactionId, 64);
      storeGrams(b, m.fwdFee);
      return;
    case 'msg_discard_tr':
      b.storeUint(0b111, 3).storeRef(m.inMsg).storeUint(m.transactionId, 64);
      storeGrams(b, m.fwdFee);
      b.storeRef(m.proofDelivered);
      return;
    case 'msg_import_deferred_tr':
      b.storeUint(0b00101, 5).storeRef(m.inMsg).storeRef(m.outMsg);
      return;
  }
}

/** OutMsg: every constructor of block.tlb. */
export type OutMsg =
  | { kind: 'msg_export_ext'; msg: Cell; transaction: Cell }
  | { kind: 'msg_export_imm'; outMsg: Cell; transaction: Cell; reimport: Cell }
  | { kind: 'msg_export_new' | 'msg_export_new_defer'; outMsg: Cell; transaction: Cell }
  | { kind: 'msg_export_tr' | 'msg_export_tr_req' | 'msg_export_deferred_tr'; outMsg: Cell; imported: Cell }
  | { kind: 'msg_export_deq'; outMsg: Cell; importBlockLt: bigint }
  | {
      kind: 'msg_export_deq_short';
      msgEnvHash: Buffer;
      nextWorkchain: number;
      nextAddrPfx: bigint;
      importBlockLt: bigint;
    }
  | { kind: 'msg_export_deq_imm'; outMsg: Cell; reimport: Cell };

export function loadOutMsg(s: Slice): OutMsg {
  const tag = s.loadUint(3);
  switch (tag) {
    case 0b000:
      return { kind: 'msg_export_ext', msg: s.loadRef(), transaction: s.loadRef() };
    case 0b010:
      return { kind: 'msg_export_imm', outMsg: s.loadRef(), transaction: s.loadRef(), reimport: s.loadRef() };
    case 0b001:
      return { kind: 'msg_export_new', outMsg: s.loadRef(), transaction: s.loadRef() };
    case 0b011:
      return { kind: 'msg_export_tr', outMsg: s.loadRef(), imported: s.loadRef() };
    case 0b100:
      return { kind: 'msg_export_deq_imm', outMsg: s.loadRef(), reimport: s.loadRef() };
    case 0b111:
      return { kind: 'msg_export_tr_req', outMsg: s.loadRef(), imported: s.loadRef() };
    case 0b110:
      if (!s.loadBit()) return { kind: 'msg_export_deq', outMsg: s.loadRef(), importBlockLt: s.loadUintBig(63) };
      return {
        kind: 'msg_export_deq_short',
        msgEnvHash: s.loadBuffer(32),
        nextWorkchain: s.loadInt(32),
        nextAddrPfx: s.loadUintBig(64),
        importBlockLt: s.loadUintBig(64),
      };
    default: {
      const sub = s.loadUint(2);
      if (sub === 0b00) return { kind: 'msg_export_new_defer', outMsg: s.loadRef(), transaction: s.loadRef() };
      if (sub === 0b01) return { kind: 'msg_export_deferred_tr', outMsg: s.loadRef(), imported: s.loadRef() };
      throw new Error(`OutMsg: unknown tag 101${sub.toString(2).padStart(2, '0')}`);
    }
  }
}

export function storeOutMsg(b: Builder, m: OutMsg): void {
  switch (m.kind) {
    case 'msg_export_ext':
      b.storeUint(0b000, 3).storeRef(m.msg).storeRef(m.transaction);
      return;
    case 'msg_export_imm':
      b.storeUint(0b010, 3).storeRef(m.outMsg).storeRef(m.transaction).storeRef(m.reimport);
      return;
    case 'msg_export_new':
      b.storeUint(0b001, 3).storeRef(m.outMsg).storeRef(m.transaction);
      return;
    case 'msg_export_new_defer':
      b.storeUint(0b10100, 5).storeRef(m.outMsg).storeRef(m.transaction);
      return;
    case 'msg_export_tr':
      b.storeUint(0b011, 3).storeRef(m.outMsg).storeRef(m.imported);
      return;
    case 'msg_export_tr_req':
      b.storeUint(0b111, 3).storeRef(m.outMsg).storeRef(m.imported);
      return;
    case 'msg_export_deferred_tr':
      b.storeUint(0b10101, 5).storeRef(m.outMsg).storeRef(m.imported);
      return;
    case 'msg_export_deq':
      b.storeUint(0b1100, 4).storeRef(m.outMsg).storeUint(m.importBlockLt, 63);
      return;
    case 'msg_export_deq_short':
      b.storeUint(0b1101, 4)
        .storeBuffer(m.msgEnvHash, 32)
        .storeInt(m.nextWorkchain, 32)
        .storeUint(m.nextAddrPfx, 64)
        .storeUint(m.importBlockLt, 64);
      return;
    case 'msg_export_deq_imm':
      b.storeUint(0b100, 3).storeRef(m.outMsg).storeRef(m.reimport);
      return;
  }
}

/** import_fees$_ fees_collected:Grams value_imported:CurrencyCollection — the InMsgDescr augmentation. */
export interface ImportFees {
  feesCollected: bigint;
  valueImported: CurrencyCollection;
}

export const loadImportFees = (s: Slice): ImportFees => ({ feesCollected: loadGrams(s), valueImported: loadCC(s) });
export function storeImportFees(b: Builder, f: ImportFees): void {
  storeGrams(b, f.feesCollected);
  storeCC(b, f.valueImported);
}
export const addImportFees = (a: ImportFees, c: ImportFees): ImportFees => ({
  feesCollected: a.feesCollected + c.feesCollected,
  valueImported: addCC(a.valueImported, c.valueImported),
});
export const zeroImportFees = (): ImportFees => ({ feesCollected: 0n, valueImported: zeroCC() });

/** value + ihr_fee + fwd_fee_remaining of the internal message inside an envelope: what crosses the shard boundary. */
function envelopeValue(envCell: Cell): CurrencyCollection {
  const env = parseMsgEnvelope(envCell);
  const info = loadCommonMessageInfo(env.msg.beginParse());
  if (info.type !== 'internal') throw new Error('MsgEnvelope must hold an internal message');
  const value = fromCoreCC(info.value.coins, info.value.other);
  return addCC(value, { grams: info.ihrFee + env.fwdFeeRemaining, other: new Map() });
}

function fromCoreCC(
  coins: bigint,
  other: { keys(): number[]; get(k: number): bigint | undefined } | null | undefined,
): CurrencyCollection {
  const m = new Map<number, bigint>();
  if (other) for (const k of other.keys()) m.set(k, other.get(k) ?? 0n);
  return { grams: coins, other: m };
}

/** The ImportFees a node records for an InMsg (leaf augmentation of InMsgDescr). */
export function importFeesOf(m: InMsg): ImportFees {
  switch (m.kind) {
    case 'msg_import_ext':
      return zeroImportFees();
    case 'msg_import_ihr': {
      const info = loadCommonMessageInfo(m.msg.beginParse());
      if (info.type !== 'internal') throw new Error('msg_import_ihr must hold an internal message');
      return {
        feesCollected: m.ihrFee,
        valueImported: addCC(fromCoreCC(info.value.coins, info.value.other), { grams: m.ihrFee, other: new Map() }),
      };
    }
    case 'msg_import_imm':
      return { feesCollected: m.fwdFee, valueImported: zeroCC() };
    case 'msg_import_fin':
    case 'msg_import_deferred_fin':
      return { feesCollected: m.fwdFee, valueImported: envelopeValue(m.inMsg) };
    case 'msg_import_tr':
      return { feesCollected: m.transitFee, valueImported: envelopeValue(m.inMsg) };
    case 'msg_discard_fin':
    case 'msg_discard_tr':
      return { feesCollected: m.fwdFee, valueImported: { grams: m.fwdFee, other: new Map() } };
    case 'msg_import_deferred_tr':
      return { feesCollected: 0n, valueImported: envelopeValue(m.inMsg) };
  }
}

/** The exported value a node records for an OutMsg (leaf augmentation of OutMsgDescr). */
export function exportValueOf(m: OutMsg): CurrencyCollection {
  switch (m.kind) {
    case 'msg_export_new':
    case 'msg_export_tr':
    case 'msg_export_tr_req':
    case 'msg_export_new_defer':
    case 'msg_export_deferred_tr':
      return envelopeValue(m.outMsg);
    default:
      return zeroCC();
  }
}

/** Hash of the message an InMsg / OutMsg is about (the InMsgDescr / OutMsgDescr key). */
export function messageOfInMsg(m: InMsg): Cell {
  return m.kind === 'msg_import_ext' || m.kind === 'msg_import_ihr' ? m.msg : parseMsgEnvelope(m.inMsg).msg;
}
