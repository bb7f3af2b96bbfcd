/**
 * swap.coffee hops. A vault takes the asset in (a jetton vault through transfer_notification with swap_jetton#c0ffee10,
 * the native vault through swap_native#c0ffee00) and sends swap_internal#c0ffee20 to the first pool; each pool either
 * forwards swap_internal to the next pool of the route or sends payout_internal#c0ffee21 to the vault of the asset
 * out, which pays the recipient. One hop per pool; hops of one route (and of routes that continue on another DEX) are
 * joined by `chain.ts`.
 *
 * swap_internal#c0ffee20 query_id:uint64 previous_amount:Coins previous_asset_hint:(Maybe ^Asset) min_output_amount:Coins
 *   next:(Maybe ^SwapStepParams) params:^SwapParams proof:^Cell
 * payout_internal#c0ffee21 query_id:uint64 recipient:MsgAddressInt amount:Coins ...
 * A TON payout (payout#c0ffee32) is reported as coming from the pool with the payout's amount, TON paid with a
 * notification#c0ffee36 as coming from the vault with that message's value, a jetton payout from the vault (as the reference does).
 */
import type { TraceInput } from '../model.ts';
import { body, failed, OP, raw, type Node, opOf } from '../parts.ts';
import type { Hop } from './hop.ts';

const SWAP_INTERNAL = 0xc0ffee20;
const PAYOUT_INTERNAL = 0xc0ffee21;
/** notification#c0ffee36 query_id:uint64 body:^Cell: the native vault pays TON with a payload for the recipient. */
const NOTIFICATION = 0xc0ffee36;

const excess = (n: Node | undefined) => (n ? n.children.filter((c) => opOf(c) === OP.excesses) : []);

function coins(n: Node, skipAddress: boolean): bigint | null {
  try {
    const s = body(n.in)!;
    s.skip(32 + 64);
    if (skipAddress) s.loadAddress();
    return s.loadCoins();
  } catch {
    return null;
  }
}

export function coffeeHops(nodes: Node[], trace: TraceInput): Hop[] {
  const out: Hop[] = [];
  const jettonOf = (a: string | null | undefined) =>
    a ? ((trace.interfaces[a]?.JettonWallet?.jetton as string | undefined) ?? null) : null;
  for (const pool of nodes) {
    if (pool.used || opOf(pool) !== SWAP_INTERNAL || !pool.parent) continue;
    const fromPool = opOf(pool.parent) === SWAP_INTERNAL;
    const nextPool = pool.children.find((c) => opOf(c) === SWAP_INTERNAL);
    const payout = nextPool ? undefined : pool.children.find((c) => opOf(c) === PAYOUT_INTERNAL);
    // The vault's transfer out: to its jetton wallet for a jetton, or the TON itself from the native vault.
    const wout = payout?.children.find((c) => opOf(c) === OP.jettonTransfer);
    const tonOut =
      payout && !wout ? payout.children.find((c) => c.in?.destination !== null && opOf(c) !== OP.excesses) : undefined;
    const notifiedOut = opOf(tonOut) === NOTIFICATION;
    const wd = wout?.children.find((c) => opOf(c) === OP.internalTransfer);
    const delivered = wd ? [...excess(wd), ...wd.children.filter((c) => opOf(c) === OP.transferNotification)] : [];
    // Incoming side of a route's first pool: vault ← (transfer_notification ← the vault's jetton wallet ← the user's wallet) or ← the user (TON).
    const vault = fromPool ? undefined : pool.parent;
    const notified = vault && opOf(vault) === OP.transferNotification ? vault : undefined;
    const vaultWallet = notified?.parent;
    const userWallet =
      vaultWallet && opOf(vaultWallet) === OP.internalTransfer && opOf(vaultWallet.parent) === OP.jettonTransfer
        ? vaultWallet.parent
        : undefined;
    const user = fromPool ? null : (userWallet?.in?.source ?? (notified ? null : (vault?.in?.source ?? null)));
    const root = fromPool ? undefined : (userWallet ?? vault)?.parent;
    const entry = fromPool ? pool : (vaultWallet ?? vault)!;
    const inNodes = fromPool
      ? [pool]
      : [
          ...(root ? [root] : []),
          ...(userWallet ? [userWallet] : []),
          ...(vaultWallet ? [vaultWallet, ...excess(vaultWallet)] : []),
          vault!,
          pool,
        ];
    const ns = [
      ...inNodes,
      ...(payout ? [payout] : []),
      ...(wout ? [wout] : []),
      ...(wd ? [wd] : []),
      ...delivered,
      ...(tonOut ? [tonOut] : []),
    ];
    let recipient: string | null = null;
    try {
      const s = body(payout?.in)!;
      s.skip(32 + 64);
      recipient = raw(s.loadAddress());
    } catch {
      /* no payout */
    }
    const inAsset = fromPool ? null : jettonOf(vaultWallet?.tx.account);
    const outAsset = payout ? jettonOf(wout?.tx.account) : null;
    out.push({
      dex: 'coffee',
      nodes: ns,
      root,
      entry,
      exit: wout ?? payout ?? nextPool,
      user,
      userWallet: userWallet?.tx.account ?? null,
      dexAddress: vault?.tx.account ?? null,
      dexWallet: vaultWallet?.tx.account ?? null,
      inAmount: coins(pool, false),
      inAsset,
      inPeerAsset: inAsset,
      outAmount: nextPool
        ? coins(nextPool, false)
        : notifiedOut
          ? (tonOut!.in?.value ?? null)
          : payout
            ? coins(payout, true)
            : null,
      outAsset,
      outPeerAsset: outAsset,
      outSource: (tonOut && !notifiedOut ? pool.tx.account : payout?.tx.account) ?? null,
      outSourceWallet: wout?.tx.account ?? null,
      receiver: recipient,
      receiverWallet: wd?.tx.account ?? null,
      destinationSecondary: wd?.tx.account ?? null,
      success: !ns.some((n) => failed(n.tx)) && (nextPool !== undefined || payout !== undefined),
    });
  }
  return out;
}
