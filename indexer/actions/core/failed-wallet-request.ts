/**
 * An external message to a wallet that sent nothing: its request failed, and what it asked for (read from the
 * signed body, `wallet-intents.ts`) is reported as failed actions. The node is claimed even when nothing is readable.
 */
import type { NodeMatcher } from '../matcher.ts';
import { failedIntents } from '../wallet-intents.ts';

export const failedWalletRequest: NodeMatcher = {
  name: 'failed wallet request',
  types: ['ton_transfer', 'jetton_transfer'],
  claim(n, trace, make) {
    if (!n.in || n.in.source !== null || n.tx.messages.some((m) => m.direction === 'out')) return null;
    return failedIntents(n, trace, make);
  },
};
