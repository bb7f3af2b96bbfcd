/** The indexer: blocks → PostgreSQL. */
export { startEmbeddedPostgres, migrate, listMigrations, type PostgresHandle } from './db/index.ts';
export { importFiles, type ImportResult } from './pipeline/import.ts';
export { follow, indexMcBlock, lastIndexed, type FollowOptions } from './pipeline/follow.ts';
export { ChainSource } from './ingest/chain.ts';
export { indexerRegistry, metrics, ProgressLine } from './pipeline/progress.ts';
export { classifyTrace, COVERED_TYPES } from './actions/classify.ts';
export {
  emulatePending,
  emulationRows,
  writeEmulation,
  EmulationError,
  type PendingResult,
} from './pending/emulate.ts';
export { emulateTrace, type Emulation, type EmulateOptions, type AccountChange } from './pending/trace-emulator.ts';
export { linkShardBlocks } from './writer/mc-link.ts';
