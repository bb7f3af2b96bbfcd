import type { V2Deps } from '../chain.ts';
import { accountHandlers } from './accounts.ts';
import { blockHandlers } from './blocks.ts';
import { getMethodHandlers } from './getMethods.ts';
import { sendHandlers } from './send.ts';
import { transactionHandlers } from './transactions.ts';
import { blockTransactionHandlers } from './blockTransactions.ts';
import { configHandlers } from './config.ts';
import { dnsHandlers } from './dns.ts';
import { proofHandlers } from './proofs.ts';
import { tokenHandlers } from './tokens.ts';
import { utilsHandlers } from './utils.ts';
import type { V2Handlers } from './types.ts';

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
    ...configHandlers(deps),
    ...proofHandlers(deps),
    ...tokenHandlers(deps),
    ...dnsHandlers(deps),
  };
}
