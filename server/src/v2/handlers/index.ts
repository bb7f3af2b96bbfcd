import { notImplemented } from '../../http/errors.ts';
import type { V2Deps } from '../chain.ts';
import { accountHandlers } from './accounts.ts';
import { blockHandlers } from './blocks.ts';
import { getMethodHandlers } from './getMethods.ts';
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
    getTokenData: pending('getTokenData'),
    getMasterchainBlockSignatures: pending('getMasterchainBlockSignatures'),
    getShardBlockProof: pending('getShardBlockProof'),
    getOutMsgQueueSize: pending('getOutMsgQueueSize'),
    getBlockTransactions: pending('getBlockTransactions'),
    getBlockTransactionsExt: pending('getBlockTransactionsExt'),
    getTransactions: pending('getTransactions'),
    getTransactionsStd: pending('getTransactionsStd'),
    tryLocateTx: pending('tryLocateTx'),
    tryLocateResultTx: pending('tryLocateResultTx'),
    tryLocateSourceTx: pending('tryLocateSourceTx'),
    getConfigParam: pending('getConfigParam'),
    getConfigAll: pending('getConfigAll'),
    getLibraries: pending('getLibraries'),
    sendBoc: pending('sendBoc'),
    sendBocReturnHash: pending('sendBocReturnHash'),
    estimateFee: pending('estimateFee'),
  };
}
