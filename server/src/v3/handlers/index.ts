import { accountHandlers } from './accounts.ts';
import { actionHandlers } from './actions.ts';
import { balanceChangeHandlers } from './balance-changes.ts';
import { blockchainHandlers } from './blockchain.ts';
import { contractHandlers } from './contracts.ts';
import { emulationHandlers } from './emulation.ts';
import { historyHandlers } from './history.ts';
import { jettonHistoryHandlers } from './jetton-history.ts';
import { jettonHandlers } from './jettons.ts';
import { legacyHandlers } from './legacy.ts';
import { nftSaleHandlers } from './nft-sales.ts';
import { nftHandlers } from './nfts.ts';
import type { V3Deps, V3Handlers } from './types.ts';
import { utilsHandlers } from './utils.ts';
import { withCompleteBooks } from './complete-book.ts';
import { withRequestControls } from './request-controls.ts';
import { webhookHandlers } from '../../webhooks/handlers.ts';

/** Every v3 operation's handler; the V3Handlers type makes a missing one a compile error. */
export function createV3Handlers(deps: V3Deps): V3Handlers {
  const actions = actionHandlers(deps);
  const legacy = legacyHandlers(deps);
  const all = withCompleteBooks(
    {
      ...blockchainHandlers(deps),
      ...accountHandlers(deps),
      ...historyHandlers(deps),
      ...actions,
      ...balanceChangeHandlers(deps),
      ...jettonHandlers(deps),
      ...jettonHistoryHandlers(deps),
      ...nftHandlers(deps),
      ...nftSaleHandlers(deps),
      ...contractHandlers(deps),
      ...legacy,
      ...emulationHandlers(deps),
      ...utilsHandlers,
      ...webhookHandlers(deps.webhooks),
      // names upstream still serves for the same handlers (D26)
      getEvents: actions.getTraces,
      getAccount: legacy.getAddressInformation,
      getWallet: legacy.getWalletInformation,
    },
    deps,
  );
  return withRequestControls(all, deps);
}
