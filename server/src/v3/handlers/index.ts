import { accountHandlers } from './accounts.ts';
import { actionHandlers } from './actions.ts';
import { blockchainHandlers } from './blockchain.ts';
import { contractHandlers } from './contracts.ts';
import { jettonHandlers } from './jettons.ts';
import { legacyHandlers } from './legacy.ts';
import { nftHandlers } from './nfts.ts';
import type { V3Deps, V3Handlers } from './types.ts';
import { utilsHandlers } from './utils.ts';

/** Every v3 operation's handler; the V3Handlers type makes a missing one a compile error. */
export function createV3Handlers(deps: V3Deps): V3Handlers {
  return {
    ...blockchainHandlers(deps),
    ...accountHandlers(deps),
    ...actionHandlers(deps),
    ...jettonHandlers(deps),
    ...nftHandlers(deps),
    ...contractHandlers(deps),
    ...legacyHandlers(deps),
    ...utilsHandlers,
  };
}
