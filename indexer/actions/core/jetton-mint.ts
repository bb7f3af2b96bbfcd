/**
 * A mint request (mint#642b7d07, or #15 of the older minters) to a jetton master that sent an internal_transfer to
 * the new owner's wallet. A request that sent none is left to the later matchers (a plain contract call).
 */
import type { NodeMatcher } from '../matcher.ts';
import { body, iface, OP, opOf } from '../parts.ts';

export const jettonMint: NodeMatcher = {
  name: 'jetton mint',
  types: ['jetton_mint'],
  claim(n, trace, make) {
    const op = opOf(n);
    if ((op !== OP.mint && op !== OP.mint15) || !n.in?.source) return null;
    const internal = n.children.find((c) => opOf(c) === OP.internalTransfer);
    if (!internal) return null;
    const notify = internal.children.find((c) => opOf(c) === OP.transferNotification);
    const s = body(internal.in);
    let amount: bigint | null = null;
    try {
      s!.skip(32 + 64);
      amount = s!.loadCoins();
    } catch {
      /* malformed */
    }
    const wallet = iface(trace, internal.tx.account, 'JettonWallet');
    // `value` is the TON amount field of the mint request (to_address, then coins), as the reference reads it.
    let value: bigint | null = null;
    const mb = body(n.in);
    try {
      mb!.skip(32 + 64);
      mb!.loadAddressAny();
      value = mb!.loadCoins();
    } catch {
      value = internal.in?.value ?? null;
    }
    const excess = internal.children.filter((c) => opOf(c) === OP.excesses);
    const a = make('jetton_mint', [internal, ...(notify ? [notify] : []), ...excess], {
      source: n.tx.account,
      destination: (wallet?.owner as string | undefined) ?? notify?.tx.account ?? null,
      destination_secondary: internal.tx.account,
      asset: n.tx.account,
      amount,
      value,
    });
    // The action starts at the internal transfer but holds the request too, as the reference lists it.
    a.tx_hashes = [...new Set([...(n.parent ? [n.parent.tx.hash] : []), n.tx.hash, ...a.tx_hashes])];
    n.used = true;
    return [a];
  },
};
