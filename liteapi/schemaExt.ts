/**
 * lite_api constructors and functions that ton-lite-client 3.1.1 lacks, written from TON's
 * tl/generate/scheme/lite_api.tl. Ids are computed from the TL lines below (see tlId.ts), so the line
 * is the single source of truth. Field names follow ton-lite-client's convention (snake → camel).
 */
import type { TLReadBuffer, TLWriteBuffer, TLCodec, TLFunction } from 'ton-tl';
import { Codecs } from './schema.ts';
import type {
  tonNode_blockId, tonNode_blockIdExt, liteServer_accountId, liteServer_transactionId3,
  liteServer_libraryEntry, liteServer_shardBlockLink,
} from './schema.ts';
import { tlConstructorId } from './tlId.ts';

export const extTl = {
  transactionMetadata: 'liteServer.transactionMetadata mode:# depth:int initiator:liteServer.accountId initiator_lt:long = liteServer.TransactionMetadata',
  transactionId: 'liteServer.transactionId#b12f65af mode:# account:mode.0?int256 lt:mode.1?long hash:mode.2?int256 metadata:mode.8?liteServer.transactionMetadata = liteServer.TransactionId',
  blockTransactions: 'liteServer.blockTransactions id:tonNode.blockIdExt req_count:# incomplete:Bool ids:(vector liteServer.transactionId) proof:bytes = liteServer.BlockTransactions',
  blockTransactionsExt: 'liteServer.blockTransactionsExt id:tonNode.blockIdExt req_count:# incomplete:Bool transactions:bytes proof:bytes = liteServer.BlockTransactionsExt',
  lookupBlockResult: 'liteServer.lookupBlockResult id:tonNode.blockIdExt mode:# mc_block_id:tonNode.blockIdExt client_mc_state_proof:bytes mc_block_proof:bytes shard_links:(vector liteServer.shardBlockLink) header:bytes prev_header:bytes = liteServer.LookupBlockResult',
  libraryResultWithProof: 'liteServer.libraryResultWithProof id:tonNode.blockIdExt mode:# result:(vector liteServer.libraryEntry) state_proof:bytes data_proof:bytes = liteServer.LibraryResultWithProof',
  outMsgQueueSize: 'liteServer.outMsgQueueSize id:tonNode.blockIdExt size:int = liteServer.OutMsgQueueSize',
  outMsgQueueSizes: 'liteServer.outMsgQueueSizes shards:(vector liteServer.outMsgQueueSize) ext_msg_queue_size_limit:int = liteServer.OutMsgQueueSizes',
  blockOutMsgQueueSize: 'liteServer.blockOutMsgQueueSize mode:# id:tonNode.blockIdExt size:long proof:mode.0?bytes = liteServer.BlockOutMsgQueueSize',
  // functions
  listBlockTransactions: 'liteServer.listBlockTransactions id:tonNode.blockIdExt mode:# count:# after:mode.7?liteServer.transactionId3 reverse_order:mode.6?true want_proof:mode.5?true = liteServer.BlockTransactions',
  listBlockTransactionsExt: 'liteServer.listBlockTransactionsExt id:tonNode.blockIdExt mode:# count:# after:mode.7?liteServer.transactionId3 reverse_order:mode.6?true want_proof:mode.5?true = liteServer.BlockTransactionsExt',
  lookupBlockWithProof: 'liteServer.lookupBlockWithProof mode:# id:tonNode.blockId mc_block_id:tonNode.blockIdExt lt:mode.1?long utime:mode.2?int = liteServer.LookupBlockResult',
  getLibrariesWithProof: 'liteServer.getLibrariesWithProof id:tonNode.blockIdExt mode:# library_list:(vector int256) = liteServer.LibraryResultWithProof',
  getOutMsgQueueSizes: 'liteServer.getOutMsgQueueSizes mode:# wc:mode.0?int shard:mode.0?long = liteServer.OutMsgQueueSizes',
  getBlockOutMsgQueueSize: 'liteServer.getBlockOutMsgQueueSize mode:# id:tonNode.blockIdExt want_proof:mode.0?true = liteServer.BlockOutMsgQueueSize',
} as const;

export const extIds = Object.fromEntries(
  Object.entries(extTl).map(([k, line]) => [k, tlConstructorId(line)]),
) as { [K in keyof typeof extTl]: number };

export interface liteServer_transactionMetadata {
  readonly kind: 'liteServer.transactionMetadata';
  readonly mode: number;
  readonly depth: number;
  readonly initiator: liteServer_accountId;
  readonly initiatorLt: string;
}
export interface liteServer_transactionId {
  readonly kind: 'liteServer.transactionId';
  readonly mode: number;
  readonly account: Buffer | null;
  readonly lt: string | null;
  readonly hash: Buffer | null;
  readonly metadata?: liteServer_transactionMetadata | null;
}
export interface liteServer_blockTransactions {
  readonly kind: 'liteServer.blockTransactions';
  readonly id: tonNode_blockIdExt;
  readonly reqCount: number;
  readonly incomplete: boolean;
  readonly ids: liteServer_transactionId[];
  readonly proof: Buffer;
}
export interface liteServer_blockTransactionsExt {
  readonly kind: 'liteServer.blockTransactionsExt';
  readonly id: tonNode_blockIdExt;
  readonly reqCount: number;
  readonly incomplete: boolean;
  /** BOC with one root per transaction, in list order. */
  readonly transactions: Buffer;
  readonly proof: Buffer;
}
export interface liteServer_lookupBlockResult {
  readonly kind: 'liteServer.lookupBlockResult';
  readonly id: tonNode_blockIdExt;
  readonly mode: number;
  readonly mcBlockId: tonNode_blockIdExt;
  readonly clientMcStateProof: Buffer;
  readonly mcBlockProof: Buffer;
  readonly shardLinks: liteServer_shardBlockLink[];
  readonly header: Buffer;
  readonly prevHeader: Buffer;
}
export interface liteServer_libraryResultWithProof {
  readonly kind: 'liteServer.libraryResultWithProof';
  readonly id: tonNode_blockIdExt;
  readonly mode: number;
  readonly result: liteServer_libraryEntry[];
  readonly stateProof: Buffer;
  readonly dataProof: Buffer;
}
export interface liteServer_outMsgQueueSize {
  readonly kind: 'liteServer.outMsgQueueSize';
  readonly id: tonNode_blockIdExt;
  readonly size: number;
}
export interface liteServer_outMsgQueueSizes {
  readonly kind: 'liteServer.outMsgQueueSizes';
  readonly shards: liteServer_outMsgQueueSize[];
  readonly extMsgQueueSizeLimit: number;
}
export interface liteServer_blockOutMsgQueueSize {
  readonly kind: 'liteServer.blockOutMsgQueueSize';
  readonly mode: number;
  readonly id: tonNode_blockIdExt;
  readonly size: string;
  readonly proof: Buffer | null;
}
interface listBlockTransactionsBase {
  readonly id: tonNode_blockIdExt;
  readonly mode: number;
  readonly count: number;
  readonly after: liteServer_transactionId3 | null;
  /** TL `true`: present iff mode bit 6; it occupies no bytes on the wire. */
  readonly reverseOrder?: boolean | null;
  /** TL `true`: present iff mode bit 5; it occupies no bytes on the wire. */
  readonly wantProof?: boolean | null;
}
export interface liteServer_listBlockTransactions extends listBlockTransactionsBase {
  readonly kind: 'liteServer.listBlockTransactions';
}
export interface liteServer_listBlockTransactionsExt extends listBlockTransactionsBase {
  readonly kind: 'liteServer.listBlockTransactionsExt';
}
export interface liteServer_lookupBlockWithProof {
  readonly kind: 'liteServer.lookupBlockWithProof';
  readonly mode: number;
  readonly id: tonNode_blockId;
  readonly mcBlockId: tonNode_blockIdExt;
  readonly lt: string | null;
  readonly utime: number | null;
}
export interface liteServer_getLibrariesWithProof {
  readonly kind: 'liteServer.getLibrariesWithProof';
  readonly id: tonNode_blockIdExt;
  readonly mode: number;
  readonly libraryList: Buffer[];
}
export interface liteServer_getOutMsgQueueSizes {
  readonly kind: 'liteServer.getOutMsgQueueSizes';
  readonly mode: number;
  readonly wc: number | null;
  readonly shard: string | null;
}
export interface liteServer_getBlockOutMsgQueueSize {
  readonly kind: 'liteServer.getBlockOutMsgQueueSize';
  readonly mode: number;
  readonly id: tonNode_blockIdExt;
  readonly wantProof?: boolean | null;
}

/** A field guarded by a mode bit must be given when the bit is set; say which one is missing. */
function need<T>(value: T | null | undefined, kind: string, field: string): T {
  if (value === null || value === undefined) throw new Error(`${kind}: field ${field} is required by its mode bit`);
  return value;
}
const bit = (mode: number, n: number) => (mode & (1 << n)) !== 0;
const blockIdExt = Codecs.tonNode_blockIdExt;

const transactionMetadata: TLCodec<liteServer_transactionMetadata> = {
  encode: (s, w) => { w.writeUInt32(s.mode); w.writeInt32(s.depth); Codecs.liteServer_AccountId.encode(s.initiator, w); w.writeInt64(s.initiatorLt); },
  decode: (r) => ({ kind: 'liteServer.transactionMetadata', mode: r.readUInt32(), depth: r.readInt32(), initiator: Codecs.liteServer_AccountId.decode(r), initiatorLt: r.readInt64() }),
};

const transactionId: TLCodec<liteServer_transactionId> = {
  encode: (s, w) => {
    const k = s.kind;
    w.writeUInt32(s.mode);
    if (bit(s.mode, 0)) w.writeInt256(need(s.account, k, 'account'));
    if (bit(s.mode, 1)) w.writeInt64(need(s.lt, k, 'lt'));
    if (bit(s.mode, 2)) w.writeInt256(need(s.hash, k, 'hash'));
    if (bit(s.mode, 8)) boxed(extIds.transactionMetadata, transactionMetadata).encode(need(s.metadata, k, 'metadata'), w);
  },
  decode: (r) => {
    const mode = r.readUInt32();
    return {
      kind: 'liteServer.transactionId', mode,
      account: bit(mode, 0) ? r.readInt256() : null,
      lt: bit(mode, 1) ? r.readInt64() : null,
      hash: bit(mode, 2) ? r.readInt256() : null,
      metadata: bit(mode, 8) ? boxed(extIds.transactionMetadata, transactionMetadata).decode(r) : null,
    };
  },
};

const blockTransactions: TLCodec<liteServer_blockTransactions> = {
  encode: (s, w) => { blockIdExt.encode(s.id, w); w.writeUInt32(s.reqCount); w.writeBool(s.incomplete); w.writeVector(transactionId.encode, s.ids); w.writeBuffer(s.proof); },
  decode: (r) => ({ kind: 'liteServer.blockTransactions', id: blockIdExt.decode(r), reqCount: r.readUInt32(), incomplete: r.readBool(), ids: r.readVector(transactionId.decode), proof: r.readBuffer() }),
};

const blockTransactionsExt: TLCodec<liteServer_blockTransactionsExt> = {
  encode: (s, w) => { blockIdExt.encode(s.id, w); w.writeUInt32(s.reqCount); w.writeBool(s.incomplete); w.writeBuffer(s.transactions); w.writeBuffer(s.proof); },
  decode: (r) => ({ kind: 'liteServer.blockTransactionsExt', id: blockIdExt.decode(r), reqCount: r.readUInt32(), incomplete: r.readBool(), transactions: r.readBuffer(), proof: r.readBuffer() }),
};

const lookupBlockResult: TLCodec<liteServer_lookupBlockResult> = {
  encode: (s, w) => {
    blockIdExt.encode(s.id, w); w.writeUInt32(s.mode); blockIdExt.encode(s.mcBlockId, w);
    w.writeBuffer(s.clientMcStateProof); w.writeBuffer(s.mcBlockProof);
    w.writeVector(Codecs.liteServer_shardBlockLink.encode, s.shardLinks); w.writeBuffer(s.header); w.writeBuffer(s.prevHeader);
  },
  decode: (r) => ({
    kind: 'liteServer.lookupBlockResult', id: blockIdExt.decode(r), mode: r.readUInt32(), mcBlockId: blockIdExt.decode(r),
    clientMcStateProof: r.readBuffer(), mcBlockProof: r.readBuffer(),
    shardLinks: r.readVector(Codecs.liteServer_shardBlockLink.decode), header: r.readBuffer(), prevHeader: r.readBuffer(),
  }),
};

const libraryResultWithProof: TLCodec<liteServer_libraryResultWithProof> = {
  encode: (s, w) => { blockIdExt.encode(s.id, w); w.writeUInt32(s.mode); w.writeVector(Codecs.liteServer_libraryEntry.encode, s.result); w.writeBuffer(s.stateProof); w.writeBuffer(s.dataProof); },
  decode: (r) => ({ kind: 'liteServer.libraryResultWithProof', id: blockIdExt.decode(r), mode: r.readUInt32(), result: r.readVector(Codecs.liteServer_libraryEntry.decode), stateProof: r.readBuffer(), dataProof: r.readBuffer() }),
};

const outMsgQueueSize: TLCodec<liteServer_outMsgQueueSize> = {
  encode: (s, w) => { blockIdExt.encode(s.id, w); w.writeInt32(s.size); },
  decode: (r) => ({ kind: 'liteServer.outMsgQueueSize', id: blockIdExt.decode(r), size: r.readInt32() }),
};

const outMsgQueueSizes: TLCodec<liteServer_outMsgQueueSizes> = {
  encode: (s, w) => { w.writeVector(outMsgQueueSize.encode, s.shards); w.writeInt32(s.extMsgQueueSizeLimit); },
  decode: (r) => ({ kind: 'liteServer.outMsgQueueSizes', shards: r.readVector(outMsgQueueSize.decode), extMsgQueueSizeLimit: r.readInt32() }),
};

const blockOutMsgQueueSize: TLCodec<liteServer_blockOutMsgQueueSize> = {
  encode: (s, w) => { w.writeUInt32(s.mode); blockIdExt.encode(s.id, w); w.writeInt64(s.size); if (bit(s.mode, 0)) w.writeBuffer(need(s.proof, s.kind, 'proof')); },
  decode: (r) => {
    const mode = r.readUInt32();
    return { kind: 'liteServer.blockOutMsgQueueSize', mode, id: blockIdExt.decode(r), size: r.readInt64(), proof: bit(mode, 0) ? r.readBuffer() : null };
  },
};

function listTransactionsCodec<K extends 'liteServer.listBlockTransactions' | 'liteServer.listBlockTransactionsExt'>(kind: K): TLCodec<listBlockTransactionsBase & { kind: K }> {
  return {
    encode: (s, w) => {
      blockIdExt.encode(s.id, w); w.writeUInt32(s.mode); w.writeUInt32(s.count);
      if (bit(s.mode, 7)) Codecs.liteServer_transactionId3.encode(need(s.after, kind, 'after'), w);
    },
    decode: (r) => {
      const id = blockIdExt.decode(r); const mode = r.readUInt32(); const count = r.readUInt32();
      const after = bit(mode, 7) ? Codecs.liteServer_transactionId3.decode(r) : null;
      return { kind, id, mode, count, after, reverseOrder: bit(mode, 6) ? true : null, wantProof: bit(mode, 5) ? true : null } as listBlockTransactionsBase & { kind: K };
    },
  };
}

const lookupBlockWithProof: TLCodec<liteServer_lookupBlockWithProof> = {
  encode: (s, w) => {
    w.writeUInt32(s.mode); Codecs.tonNode_blockId.encode(s.id, w); blockIdExt.encode(s.mcBlockId, w);
    if (bit(s.mode, 1)) w.writeInt64(need(s.lt, s.kind, 'lt'));
    if (bit(s.mode, 2)) w.writeInt32(need(s.utime, s.kind, 'utime'));
  },
  decode: (r) => {
    const mode = r.readUInt32(); const id = Codecs.tonNode_blockId.decode(r); const mcBlockId = blockIdExt.decode(r);
    return { kind: 'liteServer.lookupBlockWithProof', mode, id, mcBlockId, lt: bit(mode, 1) ? r.readInt64() : null, utime: bit(mode, 2) ? r.readInt32() : null };
  },
};

const getLibrariesWithProof: TLCodec<liteServer_getLibrariesWithProof> = {
  encode: (s, w) => { blockIdExt.encode(s.id, w); w.writeUInt32(s.mode); w.writeVector((h: Buffer, d: TLWriteBuffer) => d.writeInt256(h), s.libraryList); },
  decode: (r) => ({ kind: 'liteServer.getLibrariesWithProof', id: blockIdExt.decode(r), mode: r.readUInt32(), libraryList: r.readVector((d: TLReadBuffer) => d.readInt256()) }),
};

const getOutMsgQueueSizes: TLCodec<liteServer_getOutMsgQueueSizes> = {
  encode: (s, w) => { w.writeUInt32(s.mode); if (bit(s.mode, 0)) { w.writeInt32(need(s.wc, s.kind, 'wc')); w.writeInt64(need(s.shard, s.kind, 'shard')); } },
  decode: (r) => {
    const mode = r.readUInt32();
    const wc = bit(mode, 0) ? r.readInt32() : null;
    return { kind: 'liteServer.getOutMsgQueueSizes', mode, wc, shard: bit(mode, 0) ? r.readInt64() : null };
  },
};

const getBlockOutMsgQueueSize: TLCodec<liteServer_getBlockOutMsgQueueSize> = {
  encode: (s, w) => { w.writeUInt32(s.mode); blockIdExt.encode(s.id, w); },
  decode: (r) => { const mode = r.readUInt32(); return { kind: 'liteServer.getBlockOutMsgQueueSize', mode, id: blockIdExt.decode(r), wantProof: bit(mode, 0) ? true : null }; },
};

/** Wrap a bare codec with its constructor id (a TL "boxed" value). */
export function boxed<T>(id: number, bare: TLCodec<T>): TLCodec<T> {
  return {
    encode: (s, w) => { w.writeInt32(id); bare.encode(s, w); },
    decode: (r) => {
      const got = r.readInt32();
      if (got !== id) throw new Error(`unexpected constructor ${(got >>> 0).toString(16)}, wanted ${(id >>> 0).toString(16)}`);
      return bare.decode(r);
    },
  };
}

/** Bare codecs by kind, for the constructors (not functions) this file adds or corrects. */
export const extConstructors = {
  'liteServer.transactionMetadata': { id: extIds.transactionMetadata, codec: transactionMetadata },
  'liteServer.transactionId': { id: extIds.transactionId, codec: transactionId },
  'liteServer.blockTransactions': { id: extIds.blockTransactions, codec: blockTransactions },
  'liteServer.blockTransactionsExt': { id: extIds.blockTransactionsExt, codec: blockTransactionsExt },
  'liteServer.lookupBlockResult': { id: extIds.lookupBlockResult, codec: lookupBlockResult },
  'liteServer.libraryResultWithProof': { id: extIds.libraryResultWithProof, codec: libraryResultWithProof },
  'liteServer.outMsgQueueSize': { id: extIds.outMsgQueueSize, codec: outMsgQueueSize },
  'liteServer.outMsgQueueSizes': { id: extIds.outMsgQueueSizes, codec: outMsgQueueSizes },
  'liteServer.blockOutMsgQueueSize': { id: extIds.blockOutMsgQueueSize, codec: blockOutMsgQueueSize },
} as const satisfies Record<string, { id: number; codec: TLCodec<any> }>;

type ExtKind = keyof typeof extConstructors;
type ExtValue<K extends ExtKind> = (typeof extConstructors)[K]['codec'] extends TLCodec<infer T> ? T : never;

function fn<Req, K extends ExtKind>(id: number, request: TLCodec<Req>, responseKind: K): TLFunction<Req, ExtValue<K>> & { id: number; request: TLCodec<Req> } {
  const entry = extConstructors[responseKind];
  const response = boxed(entry.id, entry.codec as TLCodec<ExtValue<K>>);
  return { id, request, encodeRequest: (s, w) => { w.writeInt32(id); request.encode(s, w); }, decodeResponse: (r) => response.decode(r) };
}

/**
 * Functions added to (or, for listBlockTransactions, corrected from) ton-lite-client's `Functions`.
 * ton-lite-client writes the TL `true` flags of listBlockTransactions as 4-byte Bools, which a real
 * liteserver rejects; this one writes nothing for them, as TL specifies, and decodes the
 * mode-bit-8 `metadata` of each transaction id.
 */
export const ExtFunctions = {
  liteServer_listBlockTransactions: fn(extIds.listBlockTransactions, listTransactionsCodec('liteServer.listBlockTransactions'), 'liteServer.blockTransactions'),
  liteServer_listBlockTransactionsExt: fn(extIds.listBlockTransactionsExt, listTransactionsCodec('liteServer.listBlockTransactionsExt'), 'liteServer.blockTransactionsExt'),
  liteServer_lookupBlockWithProof: fn(extIds.lookupBlockWithProof, lookupBlockWithProof, 'liteServer.lookupBlockResult'),
  liteServer_getLibrariesWithProof: fn(extIds.getLibrariesWithProof, getLibrariesWithProof, 'liteServer.libraryResultWithProof'),
  liteServer_getOutMsgQueueSizes: fn(extIds.getOutMsgQueueSizes, getOutMsgQueueSizes, 'liteServer.outMsgQueueSizes'),
  liteServer_getBlockOutMsgQueueSize: fn(extIds.getBlockOutMsgQueueSize, getBlockOutMsgQueueSize, 'liteServer.blockOutMsgQueueSize'),
};
