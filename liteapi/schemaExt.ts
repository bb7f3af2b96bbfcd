/**
 * lite_api constructors and functions that ton-lite-client 3.1.1 lacks, written from TON's
 * tl/generate/scheme/lite_api.tl. Ids are computed from the TL lines below (see tlId.ts), so the line
 * is the single source of truth. Field names follow ton-lite-client's convention (snake → camel).
 */
import type { TLReadBuffer, TLWriteBuffer, TLCodec, TLFunction } from 'ton-tl';
import { Codecs } from './schema.ts';
import type { liteServer_validatorStats } from './schema.ts';
import type {
  liteServer_transactionMetadata,
  liteServer_transactionId,
  liteServer_blockTransactions,
  liteServer_blockTransactionsExt,
  liteServer_lookupBlockResult,
  liteServer_libraryResultWithProof,
  liteServer_outMsgQueueSize,
  liteServer_outMsgQueueSizes,
  liteServer_blockOutMsgQueueSize,
  listBlockTransactionsBase,
  liteServer_lookupBlockWithProof,
  liteServer_getLibrariesWithProof,
  liteServer_getOutMsgQueueSizes,
  liteServer_getBlockOutMsgQueueSize,
  liteServer_getValidatorStats,
} from './schemaExtTypes.ts';
import { tlConstructorId } from './tlId.ts';

export const extTl = {
  transactionMetadata:
    'liteServer.transactionMetadata mode:# depth:int initiator:liteServer.accountId initiator_lt:long = liteServer.TransactionMetadata',
  transactionId:
    'liteServer.transactionId#b12f65af mode:# account:mode.0?int256 lt:mode.1?long hash:mode.2?int256 metadata:mode.8?liteServer.transactionMetadata = liteServer.TransactionId',
  blockTransactions:
    'liteServer.blockTransactions id:tonNode.blockIdExt req_count:# incomplete:Bool ids:(vector liteServer.transactionId) proof:bytes = liteServer.BlockTransactions',
  blockTransactionsExt:
    'liteServer.blockTransactionsExt id:tonNode.blockIdExt req_count:# incomplete:Bool transactions:bytes proof:bytes = liteServer.BlockTransactionsExt',
  lookupBlockResult:
    'liteServer.lookupBlockResult id:tonNode.blockIdExt mode:# mc_block_id:tonNode.blockIdExt client_mc_state_proof:bytes mc_block_proof:bytes shard_links:(vector liteServer.shardBlockLink) header:bytes prev_header:bytes = liteServer.LookupBlockResult',
  libraryResultWithProof:
    'liteServer.libraryResultWithProof id:tonNode.blockIdExt mode:# result:(vector liteServer.libraryEntry) state_proof:bytes data_proof:bytes = liteServer.LibraryResultWithProof',
  outMsgQueueSize: 'liteServer.outMsgQueueSize id:tonNode.blockIdExt size:int = liteServer.OutMsgQueueSize',
  outMsgQueueSizes:
    'liteServer.outMsgQueueSizes shards:(vector liteServer.outMsgQueueSize) ext_msg_queue_size_limit:int = liteServer.OutMsgQueueSizes',
  blockOutMsgQueueSize:
    'liteServer.blockOutMsgQueueSize mode:# id:tonNode.blockIdExt size:long proof:mode.0?bytes = liteServer.BlockOutMsgQueueSize',
  // functions
  listBlockTransactions:
    'liteServer.listBlockTransactions id:tonNode.blockIdExt mode:# count:# after:mode.7?liteServer.transactionId3 reverse_order:mode.6?true want_proof:mode.5?true = liteServer.BlockTransactions',
  listBlockTransactionsExt:
    'liteServer.listBlockTransactionsExt id:tonNode.blockIdExt mode:# count:# after:mode.7?liteServer.transactionId3 reverse_order:mode.6?true want_proof:mode.5?true = liteServer.BlockTransactionsExt',
  lookupBlockWithProof:
    'liteServer.lookupBlockWithProof mode:# id:tonNode.blockId mc_block_id:tonNode.blockIdExt lt:mode.1?long utime:mode.2?int = liteServer.LookupBlockResult',
  getLibrariesWithProof:
    'liteServer.getLibrariesWithProof id:tonNode.blockIdExt mode:# library_list:(vector int256) = liteServer.LibraryResultWithProof',
  getOutMsgQueueSizes:
    'liteServer.getOutMsgQueueSizes mode:# wc:mode.0?int shard:mode.0?long = liteServer.OutMsgQueueSizes',
  getBlockOutMsgQueueSize:
    'liteServer.getBlockOutMsgQueueSize mode:# id:tonNode.blockIdExt want_proof:mode.0?true = liteServer.BlockOutMsgQueueSize',
  getValidatorStats:
    'liteServer.getValidatorStats#091a58bc mode:# id:tonNode.blockIdExt limit:int start_after:mode.0?int256 modified_after:mode.2?int = liteServer.ValidatorStats',
} as const;

export const extIds = Object.fromEntries(Object.entries(extTl).map(([k, line]) => [k, tlConstructorId(line)])) as {
  [K in keyof typeof extTl]: number;
};

/** A field guarded by a mode bit must be given when the bit is set; say which one is missing. */
function need<T>(value: T | null | undefined, kind: string, field: string): T {
  if (value === null || value === undefined) throw new Error(`${kind}: field ${field} is required by its mode bit`);
  return value;
}
const bit = (mode: number, n: number) => (mode & (1 << n)) !== 0;
const blockIdExt = Codecs.tonNode_blockIdExt;

const transactionMetadata: TLCodec<liteServer_transactionMetadata> = {
  encode: (s, w) => {
    w.writeUInt32(s.mode);
    w.writeInt32(s.depth);
    Codecs.liteServer_AccountId.encode(s.initiator, w);
    w.writeInt64(s.initiatorLt);
  },
  decode: (r) => ({
    kind: 'liteServer.transactionMetadata',
    mode: r.readUInt32(),
    depth: r.readInt32(),
    initiator: Codecs.liteServer_AccountId.decode(r),
    initiatorLt: r.readInt64(),
  }),
};

const transactionId: TLCodec<liteServer_transactionId> = {
  encode: (s, w) => {
    const k = s.kind;
    w.writeUInt32(s.mode);
    if (bit(s.mode, 0)) w.writeInt256(need(s.account, k, 'account'));
    if (bit(s.mode, 1)) w.writeInt64(need(s.lt, k, 'lt'));
    if (bit(s.mode, 2)) w.writeInt256(need(s.hash, k, 'hash'));
    if (bit(s.mode, 8))
      boxed(extIds.transactionMetadata, transactionMetadata).encode(need(s.metadata, k, 'metadata'), w);
  },
  decode: (r) => {
    const mode = r.readUInt32();
    return {
      kind: 'liteServer.transactionId',
      mode,
      account: bit(mode, 0) ? r.readInt256() : null,
      lt: bit(mode, 1) ? r.readInt64() : null,
      hash: bit(mode, 2) ? r.readInt256() : null,
      metadata: bit(mode, 8) ? boxed(extIds.transactionMetadata, transactionMetadata).decode(r) : null,
    };
  },
};

const blockTransactions: TLCodec<liteServer_blockTransactions> = {
  encode: (s, w) => {
    blockIdExt.encode(s.id, w);
    w.writeUInt32(s.reqCount);
    w.writeBool(s.incomplete);
    w.writeVector(transactionId.encode, s.ids);
    w.writeBuffer(s.proof);
  },
  decode: (r) => ({
    kind: 'liteServer.blockTransactions',
    id: blockIdExt.decode(r),
    reqCount: r.readUInt32(),
    incomplete: r.readBool(),
    ids: r.readVector(transactionId.decode),
    proof: r.readBuffer(),
  }),
};

const blockTransactionsExt: TLCodec<liteServer_blockTransactionsExt> = {
  encode: (s, w) => {
    blockIdExt.encode(s.id, w);
    w.writeUInt32(s.reqCount);
    w.writeBool(s.incomplete);
    w.writeBuffer(s.transactions);
    w.writeBuffer(s.proof);
  },
  decode: (r) => ({
    kind: 'liteServer.blockTransactionsExt',
    id: blockIdExt.decode(r),
    reqCount: r.readUInt32(),
    incomplete: r.readBool(),
    transactions: r.readBuffer(),
    proof: r.readBuffer(),
  }),
};

const lookupBlockResult: TLCodec<liteServer_lookupBlockResult> = {
  encode: (s, w) => {
    blockIdExt.encode(s.id, w);
    w.writeUInt32(s.mode);
    blockIdExt.encode(s.mcBlockId, w);
    w.writeBuffer(s.clientMcStateProof);
    w.writeBuffer(s.mcBlockProof);
    w.writeVector(Codecs.liteServer_shardBlockLink.encode, s.shardLinks);
    w.writeBuffer(s.header);
    w.writeBuffer(s.prevHeader);
  },
  decode: (r) => ({
    kind: 'liteServer.lookupBlockResult',
    id: blockIdExt.decode(r),
    mode: r.readUInt32(),
    mcBlockId: blockIdExt.decode(r),
    clientMcStateProof: r.readBuffer(),
    mcBlockProof: r.readBuffer(),
    shardLinks: r.readVector(Codecs.liteServer_shardBlockLink.decode),
    header: r.readBuffer(),
    prevHeader: r.readBuffer(),
  }),
};

const libraryResultWithProof: TLCodec<liteServer_libraryResultWithProof> = {
  encode: (s, w) => {
    blockIdExt.encode(s.id, w);
    w.writeUInt32(s.mode);
    w.writeVector(Codecs.liteServer_libraryEntry.encode, s.result);
    w.writeBuffer(s.stateProof);
    w.writeBuffer(s.dataProof);
  },
  decode: (r) => ({
    kind: 'liteServer.libraryResultWithProof',
    id: blockIdExt.decode(r),
    mode: r.readUInt32(),
    result: r.readVector(Codecs.liteServer_libraryEntry.decode),
    stateProof: r.readBuffer(),
    dataProof: r.readBuffer(),
  }),
};

const outMsgQueueSize: TLCodec<liteServer_outMsgQueueSize> = {
  encode: (s, w) => {
    blockIdExt.encode(s.id, w);
    w.writeInt32(s.size);
  },
  decode: (r) => ({ kind: 'liteServer.outMsgQueueSize', id: blockIdExt.decode(r), size: r.readInt32() }),
};

const outMsgQueueSizes: TLCodec<liteServer_outMsgQueueSizes> = {
  encode: (s, w) => {
    w.writeVector(outMsgQueueSize.encode, s.shards);
    w.writeInt32(s.extMsgQueueSizeLimit);
  },
  decode: (r) => ({
    kind: 'liteServer.outMsgQueueSizes',
    shards: r.readVector(outMsgQueueSize.decode),
    extMsgQueueSizeLimit: r.readInt32(),
  }),
};

const blockOutMsgQueueSize: TLCodec<liteServer_blockOutMsgQueueSize> = {
  encode: (s, w) => {
    w.writeUInt32(s.mode);
    blockIdExt.encode(s.id, w);
    w.writeInt64(s.size);
    if (bit(s.mode, 0)) w.writeBuffer(need(s.proof, s.kind, 'proof'));
  },
  decode: (r) => {
    const mode = r.readUInt32();
    return {
      kind: 'liteServer.blockOutMsgQueueSize',
      mode,
      id: blockIdExt.decode(r),
      size: r.readInt64(),
      proof: bit(mode, 0) ? r.readBuffer() : null,
    };
  },
};

function listTransactionsCodec<K extends 'liteServer.listBlockTransactions' | 'liteServer.listBlockTransactionsExt'>(
  kind: K,
): TLCodec<listBlockTransactionsBase & { kind: K }> {
  return {
    encode: (s, w) => {
      blockIdExt.encode(s.id, w);
      w.writeUInt32(s.mode);
      w.writeUInt32(s.count);
      if (bit(s.mode, 7)) Codecs.liteServer_transactionId3.encode(need(s.after, kind, 'after'), w);
    },
    decode: (r) => {
      const id = blockIdExt.decode(r);
      const mode = r.readUInt32();
      const count = r.readUInt32();
      const after = bit(mode, 7) ? Codecs.liteServer_transactionId3.decode(r) : null;
      return {
        kind,
        id,
        mode,
        count,
        after,
        reverseOrder: bit(mode, 6) ? true : null,
        wantProof: bit(mode, 5) ? true : null,
      } as listBlockTransactionsBase & { kind: K };
    },
  };
}

const lookupBlockWithProof: TLCodec<liteServer_lookupBlockWithProof> = {
  encode: (s, w) => {
    w.writeUInt32(s.mode);
    Codecs.tonNode_blockId.encode(s.id, w);
    blockIdExt.encode(s.mcBlockId, w);
    if (bit(s.mode, 1)) w.writeInt64(need(s.lt, s.kind, 'lt'));
    if (bit(s.mode, 2)) w.writeInt32(need(s.utime, s.kind, 'utime'));
  },
  decode: (r) => {
    const mode = r.readUInt32();
    const id = Codecs.tonNode_blockId.decode(r);
    const mcBlockId = blockIdExt.decode(r);
    return {
      kind: 'liteServer.lookupBlockWithProof',
      mode,
      id,
      mcBlockId,
      lt: bit(mode, 1) ? r.readInt64() : null,
      utime: bit(mode, 2) ? r.readInt32() : null,
    };
  },
};

const getLibrariesWithProof: TLCodec<liteServer_getLibrariesWithProof> = {
  encode: (s, w) => {
    blockIdExt.encode(s.id, w);
    w.writeUInt32(s.mode);
    w.writeVector((h: Buffer, d: TLWriteBuffer) => d.writeInt256(h), s.libraryList);
  },
  decode: (r) => ({
    kind: 'liteServer.getLibrariesWithProof',
    id: blockIdExt.decode(r),
    mode: r.readUInt32(),
    libraryList: r.readVector((d: TLReadBuffer) => d.readInt256()),
  }),
};

const getOutMsgQueueSizes: TLCodec<liteServer_getOutMsgQueueSizes> = {
  encode: (s, w) => {
    w.writeUInt32(s.mode);
    if (bit(s.mode, 0)) {
      w.writeInt32(need(s.wc, s.kind, 'wc'));
      w.writeInt64(need(s.shard, s.kind, 'shard'));
    }
  },
  decode: (r) => {
    const mode = r.readUInt32();
    const wc = bit(mode, 0) ? r.readInt32() : null;
    return { kind: 'liteServer.getOutMsgQueueSizes', mode, wc, shard: bit(mode, 0) ? r.readInt64() : null };
  },
};

const getBlockOutMsgQueueSize: TLCodec<liteServer_getBlockOutMsgQueueSize> = {
  encode: (s, w) => {
    w.writeUInt32(s.mode);
    blockIdExt.encode(s.id, w);
  },
  decode: (r) => {
    const mode = r.readUInt32();
    return {
      kind: 'liteServer.getBlockOutMsgQueueSize',
      mode,
      id: blockIdExt.decode(r),
      wantProof: bit(mode, 0) ? true : null,
    };
  },
};

const getValidatorStats: TLCodec<liteServer_getValidatorStats> = {
  encode: (s, w) => {
    w.writeUInt32(s.mode);
    blockIdExt.encode(s.id, w);
    w.writeInt32(s.limit);
    if (bit(s.mode, 0)) w.writeInt256(need(s.startAfter, s.kind, 'startAfter'));
    if (bit(s.mode, 2)) w.writeInt32(need(s.modifiedAfter, s.kind, 'modifiedAfter'));
  },
  decode: (r) => {
    const mode = r.readUInt32();
    const id = blockIdExt.decode(r);
    const limit = r.readInt32();
    const startAfter = bit(mode, 0) ? r.readInt256() : null;
    return {
      kind: 'liteServer.getValidatorStats',
      mode,
      id,
      limit,
      startAfter,
      modifiedAfter: bit(mode, 2) ? r.readInt32() : null,
    };
  },
};

/** Wrap a bare codec with its constructor id (a TL "boxed" value). */
export function boxed<T>(id: number, bare: TLCodec<T>): TLCodec<T> {
  return {
    encode: (s, w) => {
      w.writeInt32(id);
      bare.encode(s, w);
    },
    decode: (r) => {
      const got = r.readInt32();
      if (got !== id)
        throw new Error(`unexpected constructor ${(got >>> 0).toString(16)}, wanted ${(id >>> 0).toString(16)}`);
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
const boxedExt = <K extends ExtKind>(kind: K): TLCodec<ExtValue<K>> =>
  boxed(extConstructors[kind].id, extConstructors[kind].codec as TLCodec<ExtValue<K>>);

function fn<Req, Res>(
  id: number,
  request: TLCodec<Req>,
  response: TLCodec<Res>,
): TLFunction<Req, Res> & { id: number; request: TLCodec<Req> } {
  return {
    id,
    request,
    encodeRequest: (s, w) => {
      w.writeInt32(id);
      request.encode(s, w);
    },
    decodeResponse: (r) => response.decode(r),
  };
}

/**
 * Functions added to (or, for listBlockTransactions, corrected from) ton-lite-client's `Functions`.
 * ton-lite-client writes the TL `true` flags of listBlockTransactions as 4-byte Bools, which a real
 * liteserver rejects; this one writes nothing for them, as TL specifies, and decodes the
 * mode-bit-8 `metadata` of each transaction id. ton-lite-client sends getValidatorStats under an id
 * (e7253699) that is not the one TON pins (091a58bc); this one uses TON's (the server accepts both).
 */
export const ExtFunctions = {
  liteServer_listBlockTransactions: fn(
    extIds.listBlockTransactions,
    listTransactionsCodec('liteServer.listBlockTransactions'),
    boxedExt('liteServer.blockTransactions'),
  ),
  liteServer_listBlockTransactionsExt: fn(
    extIds.listBlockTransactionsExt,
    listTransactionsCodec('liteServer.listBlockTransactionsExt'),
    boxedExt('liteServer.blockTransactionsExt'),
  ),
  liteServer_lookupBlockWithProof: fn(
    extIds.lookupBlockWithProof,
    lookupBlockWithProof,
    boxedExt('liteServer.lookupBlockResult'),
  ),
  liteServer_getLibrariesWithProof: fn(
    extIds.getLibrariesWithProof,
    getLibrariesWithProof,
    boxedExt('liteServer.libraryResultWithProof'),
  ),
  liteServer_getOutMsgQueueSizes: fn(
    extIds.getOutMsgQueueSizes,
    getOutMsgQueueSizes,
    boxedExt('liteServer.outMsgQueueSizes'),
  ),
  liteServer_getValidatorStats: fn(
    extIds.getValidatorStats,
    getValidatorStats,
    Codecs.liteServer_ValidatorStats as TLCodec<liteServer_validatorStats>,
  ),
  liteServer_getBlockOutMsgQueueSize: fn(
    extIds.getBlockOutMsgQueueSize,
    getBlockOutMsgQueueSize,
    boxedExt('liteServer.blockOutMsgQueueSize'),
  ),
};
