/**
 * One DEX hop: an asset goes into a DEX (router, vault or pool), is swapped in one pool and the other asset comes out.
 * Hops of any DEX whose payout is the next hop's input are one multi-hop swap (`chain.ts`).
 */
import type { Node } from '../parts.ts';

export interface Hop {
  dex: string;
  /** The nodes of this hop, in trace order; `root` (the user's wallet transaction) is listed but does not start the swap. */
  nodes: Node[];
  root?: Node;
  /** The node that receives the incoming asset at the DEX (its jetton wallet or vault). */
  entry: Node;
  /** The node whose message carries the outgoing asset (the DEX's transfer out), if any. */
  exit?: Node;
  user: string | null;
  userWallet: string | null;
  dexAddress: string | null;
  dexWallet: string | null;
  inAmount: bigint | null;
  inAsset: string | null;
  /** The asset leg as a peer swap reports it: null for TON, including TON proxies. */
  inPeerAsset: string | null;
  outAmount: bigint | null;
  outAsset: string | null;
  outPeerAsset: string | null;
  outSource: string | null;
  outSourceWallet: string | null;
  receiver: string | null;
  receiverWallet: string | null;
  /** The action's destination_secondary (STON.fi v1 names the router's wallet there, the others the receiver's). */
  destinationSecondary: string | null;
  /** The asset the user asked for, when the request names it (so a refund is not a success). */
  wantedAsset?: string | null;
  extraAccounts?: string[];
  /** TONCO's min_out_amount, when the request carries one. */
  minOut?: bigint | null;
  success: boolean;
}
