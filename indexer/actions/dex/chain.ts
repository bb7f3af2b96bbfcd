/**
 * Hops → jetton_swap actions. A hop whose incoming transfer is the previous hop's transfer out continues that swap
 * (multi-hop routes, also across DEXes): the action runs from the first hop's sender to the last hop's receiver and
 * lists every hop in `peer_swaps`.
 */
import type { Action } from '../model.ts';
import type { Make, Node } from '../parts.ts';
import type { Hop } from './hop.ts';

function chains(hops: Hop[]): Hop[][] {
  const next = new Map<Hop, Hop>();
  const hasPrev = new Set<Hop>();
  for (const h of hops) {
    const prev = hops.find(
      (p) => p !== h && p.exit !== undefined && (h.entry.parent === p.exit || h.entry === p.exit) && !next.has(p),
    );
    if (prev) {
      next.set(prev, h);
      hasPrev.add(h);
    }
  }
  const out: Hop[][] = [];
  for (const h of hops) {
    if (hasPrev.has(h)) continue;
    const c = [h];
    for (let n = next.get(h); n; n = next.get(n)) c.push(n);
    out.push(c);
  }
  return out;
}

export function swapActions(hops: Hop[], make: Make, dexName: (chain: Hop[]) => string = (c) => c[0]!.dex): Action[] {
  const out: Action[] = [];
  for (const chain of chains(hops)) {
    const first = chain[0]!;
    const last = chain[chain.length - 1]!;
    const ns = [...new Set<Node>(chain.flatMap((h) => h.nodes))].sort((a, b) =>
      a.tx.lt < b.tx.lt ? -1 : a.tx.lt > b.tx.lt ? 1 : 0,
    );
    const a = make('jetton_swap', ns, {
      source: first.user,
      source_secondary: first.userWallet,
      destination: last.receiver,
      destination_secondary: last.destinationSecondary,
      asset: first.inAsset,
      asset2: last.wantedAsset !== undefined ? last.wantedAsset : last.outAsset,
      jetton_swap_data: {
        dex: dexName(chain),
        sender: first.user,
        dex_incoming_transfer: {
          amount: first.inAmount,
          source: first.user,
          source_jetton_wallet: first.userWallet,
          destination: first.dexAddress,
          destination_jetton_wallet: first.dexWallet,
          asset: first.inAsset,
        },
        dex_outgoing_transfer: {
          amount: last.outAmount,
          source: last.outSource,
          source_jetton_wallet: last.outSourceWallet,
          destination: last.receiver,
          destination_jetton_wallet: last.receiverWallet,
          asset: last.outAsset,
        },
        peer_swaps:
          chain.length > 1
            ? chain.map((h) => ({
                asset_in: h.inPeerAsset,
                amount_in: h.inAmount,
                asset_out: h.outPeerAsset,
                amount_out: h.outAmount,
              }))
            : [],
        ...(last.minOut !== undefined ? { min_out_amount: last.minOut } : {}),
      },
    });
    a.tx_hashes = ns.map((n) => n.tx.hash);
    // The user's wallet transaction belongs to the swap, but the swap starts with the message it sent.
    const inner = first.root ? ns.filter((n) => n !== first.root) : ns;
    a.start_lt = inner.map((n) => n.in?.created_lt ?? n.tx.lt).reduce((x, y) => (y < x ? y : x));
    a.accounts = [...new Set([...ns.map((n) => n.tx.account), ...chain.flatMap((h) => h.extraAccounts ?? [])])];
    a.success = chain.every((h) => h.success);
    out.push(a);
  }
  return out;
}
