import { notImplemented } from '../../http/errors.ts';
import type { V2Deps } from '../chain.ts';
import { accountHandlers } from './accounts.ts';
import { blockHandlers } from './blocks.ts';
import { getMethodHandlers } from './getMethods.ts';
import { sendHandlers } from './send.ts';
import { transactionHandlers } from './transactions.ts';
import { blockTransactionHandlers } from './blockTransactions.ts';
import { utilsHandlers } from './utils.ts';
import type { V2Handlers } from './types.ts';

const pending = (id: string) => async (): Promise<never> => notImplemented(id);

/** Every v2 operation's handler; the V2Handlers type makes a missing one a compile error. */
export function createV2Handlers(deps: V2Deps): V2Handlers {
  return {
    ...utilsHandlers,
    ...accountHandlers(deps),
    ...blockHandlers(deps),
    ...getMethodHandlers(deps),
    ...sendHandlers(deps),
    ...transactionHandlers(deps),
    ...blockTransactionHandlers(deps),
    getTokenData: pending('getTokenData'),
    getMasterchainBlockSignatures: pending('getMasterchainBlockSignatures'),
    getShardBlockProof: pending('getShardBlockProof'),
    getOutMsgQueueSize: pending('getOutMsgQueueSize'),
    getConfigParam: pending('getConfigParam'),
    getConfigAll: pending('getConfigAll'),
    getLibraries: pending('getLibraries'),
  };
}
