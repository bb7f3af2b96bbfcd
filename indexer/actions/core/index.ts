/**
 * The core matchers: the standard token, NFT, DNS and wallet patterns and the plain transfers and calls. They look at
 * one node at a time, after the DEX and protocol matchers have taken the nodes of their multi-node patterns. Order
 * is precedence: the first matcher that claims a node wins, so the specific patterns come before the generic ones
 * (a transfer that is a jetton transfer is not also a contract call).
 */
import type { Action, TraceInput } from '../model.ts';
import type { NodeMatcher, TraceMatcher } from '../matcher.ts';
import type { Make, Node } from '../parts.ts';
import { callContract } from './call-contract.ts';
import { dnsRecordChange } from './dns-change.ts';
import { failedWalletRequest } from './failed-wallet-request.ts';
import { jettonBurn } from './jetton-burn.ts';
import { jettonMint } from './jetton-mint.ts';
import { jettonTransfer } from './jetton-transfer.ts';
import { nftItemPurchase } from './nft-item-purchase.ts';
import { nftMint } from './nft-mint.ts';
import { nftTransfer } from './nft-transfer.ts';
import { tickTock } from './tick-tock.ts';
import { tonTransfer } from './ton-transfer.ts';

export const NODE_MATCHERS: readonly NodeMatcher[] = [
  jettonTransfer,
  jettonBurn,
  jettonMint,
  nftTransfer,
  nftItemPurchase,
  dnsRecordChange,
  nftMint,
  tickTock,
  failedWalletRequest,
  tonTransfer,
  callContract,
];

/** Each node not yet used, in logical-time order, goes to the first node matcher that claims it. */
function nodeActions(nodes: Node[], trace: TraceInput, make: Make): Action[] {
  const out: Action[] = [];
  for (const n of nodes) {
    if (n.used) continue;
    for (const m of NODE_MATCHERS) {
      const claimed = m.claim(n, trace, make);
      if (claimed) {
        out.push(...claimed);
        break;
      }
    }
  }
  return out;
}

export const coreNodeMatchers: TraceMatcher = {
  name: 'core patterns',
  types: [...new Set(NODE_MATCHERS.flatMap((m) => m.types))],
  actions: nodeActions,
};
