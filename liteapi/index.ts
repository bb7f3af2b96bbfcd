export * from './schema.ts';
export { ExtFunctions, extTl, extIds, extConstructors, boxed } from './schemaExt.ts';
// Named, so they take precedence over ton-lite-client's older shapes of the same constructors.
export type {
  liteServer_transactionMetadata,
  liteServer_transactionId,
  liteServer_blockTransactions,
  liteServer_blockTransactionsExt,
  liteServer_lookupBlockResult,
  liteServer_libraryResultWithProof,
  liteServer_outMsgQueueSize,
  liteServer_outMsgQueueSizes,
  liteServer_blockOutMsgQueueSize,
  liteServer_listBlockTransactions,
  liteServer_listBlockTransactionsExt,
  liteServer_lookupBlockWithProof,
  liteServer_getLibrariesWithProof,
  liteServer_getOutMsgQueueSizes,
  liteServer_getBlockOutMsgQueueSize,
  liteServer_getValidatorStats,
} from './schemaExtTypes.ts';
export {
  LiteFunctions,
  functionById,
  allFunctions,
  constructorId,
  encodeBoxed,
  encodeBoxedToBuffer,
  encodeRequest,
  decodeResponse,
  type LiteFunctionName,
  type LiteRequest,
  type LiteResponse,
  type LiteFunctionEntry,
  type TLObject,
} from './registry.ts';
export {
  liteQuery,
  isLiteClientTimeout,
  CodedLiteSingleEngine,
  connectLiteServer,
  type LiteQueryOptions,
} from './client.ts';
export { LiteServerError, LiteErrorCode, tonlibErrorText } from './errors.ts';
export { tlConstructorId, tlIdHex } from './tlId.ts';
export { LitePool, type LiteEndpoint, type PoolOptions, type RunOptions, type PoolHealthReport } from './pool.ts';
export { LitePoolTimeoutError } from './errors.ts';
export {
  readGlobalConfig,
  parseGlobalConfig,
  buildGlobalConfig,
  ipToInt,
  intToIp,
  type ReadGlobalConfig,
  type GlobalConfigInput,
  type ConfigBlockId,
} from './globalConfig.ts';
