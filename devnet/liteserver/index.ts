export { startLiteServer, type LiteServerOptions, type RunningLiteServer } from './server.ts';
export { createDispatcher, type LiteHandler, type LiteHandlers, type LiteHandlerContext, type DispatchOptions } from './dispatch.ts';
export { createInProcessEngine, InProcessLiteEngine } from './inProcessEngine.ts';
export { buildGlobalConfig, writeGlobalConfig, readGlobalConfig, parseGlobalConfig, ipToInt, intToIp } from './globalConfig.ts';
export type { ConfigBlockId, GlobalConfigInput, LiteServerEndpoint, ReadGlobalConfig, ReadLiteServer } from './globalConfig.ts';
export { serverKeys, adnlKeyId } from './adnlKeys.ts';
export { LiteServerError, LiteErrorCode } from '../../liteapi/errors.ts';
