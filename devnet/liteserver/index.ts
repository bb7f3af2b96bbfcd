export { startLiteServer, type LiteServerOptions, type RunningLiteServer } from './server.ts';
export {
  createDispatcher,
  type LiteHandler,
  type LiteHandlers,
  type LiteHandlerContext,
  type DispatchOptions,
} from './dispatch.ts';
export { createInProcessEngine, InProcessLiteEngine } from './inProcessEngine.ts';
export {
  buildGlobalConfig,
  readGlobalConfig,
  parseGlobalConfig,
  ipToInt,
  intToIp,
} from '../../liteapi/globalConfig.ts';
export type {
  ConfigBlockId,
  GlobalConfigInput,
  LiteServerEndpoint,
  ReadGlobalConfig,
  ReadLiteServer,
} from '../../liteapi/globalConfig.ts';
export { writeGlobalConfig } from './writeGlobalConfig.ts';
export { serverKeys, adnlKeyId } from './adnlKeys.ts';
export { LiteServerError, LiteErrorCode } from '../../liteapi/errors.ts';
