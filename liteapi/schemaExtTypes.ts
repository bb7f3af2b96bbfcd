/** Shapes of the lite_api objects added in schemaExt.ts (field names as ton-lite-client spells them). */
import type {
  tonNode_blockId,
  tonNode_blockIdExt,
  liteServer_accountId,
  liteServer_transactionId3,
  liteServer_libraryEntry,
  liteServer_shardBlockLink,
} from './schema.ts';

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
export interface listBlockTransactionsBase {
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

export interface liteServer_getValidatorStats {
  readonly kind: 'liteServer.getValidatorStats';
  readonly mode: number;
  readonly id: tonNode_blockIdExt;
  readonly limit: number;
  readonly startAfter: Buffer | null;
  readonly modifiedAfter: number | null;
}
