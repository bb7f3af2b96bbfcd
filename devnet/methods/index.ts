import { LiteErrorCode, LiteServerError } from '../../liteapi/errors.ts';
import type { LiteHandlers } from '../liteserver/dispatch.ts';
import type { LocalChain } from '../chain/local-chain.ts';
import { blockHandlers } from './blocks.ts';
import { stateHandlers } from './state.ts';
import { transactionHandlers } from './transactions.ts';

export { tlId } from './common.ts';

/** Every lite_api method the devnet serves, over one LocalChain. */
export function createHandlers(chain: LocalChain): LiteHandlers {
  return { ...blockHandlers(chain), ...stateHandlers(chain), ...transactionHandlers(chain) } as LiteHandlers;
}

/** For liteServer.waitMasterchainSeqno: resolves when the masterchain reaches seqno. */
export function waitForSeqno(chain: LocalChain) {
  return (seqno: number, timeoutMs: number): Promise<void> => {
    if (chain.lastMc.id.seqno >= seqno) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        off();
        reject(new LiteServerError(LiteErrorCode.timeout, 'timeout while waiting for masterchain block'));
      }, timeoutMs);
      const off = chain.onBlock((r) => {
        if (r.mc.id.seqno >= seqno) {
          clearTimeout(timer);
          off();
          resolve();
        }
      });
    });
  };
}
