/** TEP-74 burn#595f07bc to a jetton wallet, with the master's burn_notification when it happened. */
import type { NodeMatcher } from '../matcher.ts';
import { body, iface, OP, opOf } from '../parts.ts';

export const jettonBurn: NodeMatcher = {
  name: 'jetton burn',
  types: ['jetton_burn'],
  claim(n, trace, make) {
    if (opOf(n) !== OP.burn || !n.in?.source) return null;
    const notify = n.children.find((c) => opOf(c) === OP.burnNotification);
    const s = body(n.in);
    let amount: bigint | null = null;
    try {
      s!.skip(32 + 64);
      amount = s!.loadCoins();
    } catch {
      /* malformed */
    }
    const wallet = iface(trace, n.tx.account, 'JettonWallet');
    return [
      make('jetton_burn', [n, ...(notify ? [notify] : [])], {
        source: n.in.source,
        source_secondary: n.tx.account,
        asset: (wallet?.jetton as string | undefined) ?? notify?.tx.account ?? null,
        amount,
      }),
    ];
  },
};
