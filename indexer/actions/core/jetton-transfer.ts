/**
 * TEP-74 transfer#0f8a7ea5 to a jetton wallet, with the receiving wallet's internal_transfer and the owner's
 * transfer_notification when they happened.
 */
import type { ActionData } from '../../../contract/action-data.ts';
import type { NodeMatcher } from '../matcher.ts';
import { body, comment, failed, iface, OP, opOf } from '../parts.ts';

export const jettonTransfer: NodeMatcher = {
  name: 'jetton transfer',
  types: ['jetton_transfer'],
  claim(n, trace, make) {
    if (opOf(n) !== OP.jettonTransfer || !n.in?.source) return null;
    const internal = n.children.find((c) => opOf(c) === OP.internalTransfer);
    // A TON proxy wallet (pTON) pays out TON with the notification itself: there is no receiving jetton wallet.
    const proxyNotify = internal ? undefined : n.children.find((c) => opOf(c) === OP.transferNotification);
    const notify = internal?.children.find((c) => opOf(c) === OP.transferNotification) ?? proxyNotify;
    const ns = [n, ...(internal ? [internal] : []), ...(notify ? [notify] : [])];
    const s = body(n.in);
    let data: Partial<ActionData['jetton_transfer_data']> = {};
    let amount: bigint | null = null;
    let dest: string | null = null;
    try {
      s!.skip(32);
      const queryId = s!.loadUintBig(64);
      amount = s!.loadCoins();
      const d = s!.loadMaybeAddress();
      dest = d ? `${d.workChain}:${d.hash.toString('hex').toUpperCase()}` : null;
      const resp = s!.loadMaybeAddress();
      const custom = s!.loadMaybeRef();
      const fwdAmount = s!.loadCoins();
      const fwd = s!.remainingBits > 0 ? (s!.loadBit() ? s!.loadRef() : s!.asCell()) : null;
      const c = comment(fwd ? fwd.beginParse() : null);
      data = {
        query_id: queryId,
        response_destination: resp ? `${resp.workChain}:${resp.hash.toString('hex').toUpperCase()}` : null,
        forward_amount: fwdAmount,
        custom_payload: custom ? custom.toBoc().toString('base64') : null,
        forward_payload: fwd && fwd.bits.length + fwd.refs.length > 0 ? fwd.toBoc().toString('base64') : null,
        comment: c.comment,
        is_encrypted_comment: c.encrypted,
      };
    } catch {
      /* malformed body: keep what was read */
    }
    const wallet = iface(trace, n.tx.account, 'JettonWallet');
    return [
      make('jetton_transfer', ns, {
        source: n.in.source,
        source_secondary: proxyNotify ? null : n.tx.account,
        destination: dest,
        destination_secondary: internal?.tx.account ?? null,
        asset: (wallet?.jetton as string | undefined) ?? null,
        amount,
        jetton_transfer_data: data,
        success: !ns.some((x) => failed(x.tx)) && (internal !== undefined || proxyNotify !== undefined),
      }),
    ];
  },
};
