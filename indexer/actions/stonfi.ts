/**
 * STON.fi v1 and v2 swaps, anchored on the pool: user → (jetton wallet →) router's jetton wallet → transfer_notification at
 * the router carrying a swap request → pool → pay_to at the router → the router's transfer out → the
 * receiver (internal_transfer to its jetton wallet, or a pTON notification for TON). A refund follows the same
 * path with the incoming asset.
 */
import type { Action, TraceInput } from './model.ts';
import { body, OP, raw, u32, type Make, type Node } from './parts.ts';

import type { Slice } from '@ton/core';

interface Dex { name: string; swap: number; payTo: number; /** v2 names the receiver's jetton wallet as destination_secondary, v1 the router's. */ receiverWallet?: boolean; request: (p: Slice) => { wanted: string | null; to: string | null } }

const DEXES: Dex[] = [
  // v1 swap#25938561 token_wallet1:MsgAddress min_out:Coins to_address:MsgAddress ...
  { name: 'stonfi', swap: 0x25938561, payTo: 0xf93bb43f, request: (p) => { const wanted = addrOrNull(p.loadMaybeAddress()); p.loadCoins(); return { wanted, to: addrOrNull(p.loadMaybeAddress()) }; } },
  // v2 swap#6664de2a other_token_wallet refund_address excesses_address tx_deadline:uint64 ^[min_out:Coins receiver ...]
  { name: 'stonfi_v2', swap: 0x6664de2a, payTo: 0x657b54f5, receiverWallet: true, request: (p) => {
    const wanted = addrOrNull(p.loadMaybeAddress());
    const rest = p.loadRef().beginParse();
    rest.loadCoins();
    return { wanted, to: addrOrNull(rest.loadMaybeAddress()) };
  } },
];

const opOf = (n: Node | undefined) => u32(n?.in?.opcode ?? null);
const addrOrNull = (a: { workChain: number; hash: Buffer } | null | undefined) => (a ? raw(a) : null);

export function stonfiSwaps(nodes: Node[], trace: TraceInput, make: Make): Action[] {
  const out: Action[] = [];
  const jettonOf = (a: string | null) => (a ? ((trace.interfaces[a]?.JettonWallet?.jetton as string | undefined) ?? null) : null);
  for (const pool of nodes) {
    const notify = pool.parent;
    const dex = DEXES.find((d) => d.swap === opOf(pool));
    if (pool.used || !dex || opOf(notify) !== OP.transferNotification || !notify) continue;
    const win = notify.parent;
    if (!win) continue;
    const router = notify.tx.account;
    // Incoming side: the user's jetton wallet sent internal_transfer to the router's wallet, or (pTON) the user sent the transfer itself.
    const viaWallet = opOf(win) === OP.internalTransfer ? win.parent : undefined;
    const userWallet = viaWallet && opOf(viaWallet) === OP.jettonTransfer ? viaWallet : undefined;
    const user = userWallet?.in?.source ?? (opOf(win) === OP.jettonTransfer ? win.in?.source ?? null : null);
    let inAmount: bigint | null = null;
    let wantedWallet: string | null = null;
    let toAddress: string | null = null;
    try {
      const s = body(notify.in)!;
      s.skip(32 + 64);
      inAmount = s.loadCoins();
      s.loadAddressAny();
      const p = s.loadBit() ? s.loadRef().beginParse() : s;
      if (p.loadUint(32) === dex.swap) ({ wanted: wantedWallet, to: toAddress } = dex.request(p));
    } catch { /* keep what was read */ }
    // With a referral the pool pays twice: the swap's own payout is the one to the requested receiver.
    const outs = pool.children.filter((c) => opOf(c) === dex.payTo).map((payTo) => {
      const wout = payTo.children.find((c) => opOf(c) === OP.jettonTransfer);
      let amount: bigint | null = null;
      let to: string | null = null;
      try {
        const s = body(wout?.in)!;
        s.skip(32 + 64);
        amount = s.loadCoins();
        to = addrOrNull(s.loadMaybeAddress());
      } catch { /* keep what was read */ }
      return { payTo, wout, amount, to };
    });
    const chosen = outs.find((o) => toAddress !== null && o.to === toAddress) ?? outs[0];
    const payTo = chosen?.payTo;
    const wout = chosen?.wout;
    const outAmount = chosen?.amount ?? null;
    const receiver = chosen?.to ?? null;
    const wd = wout?.children.find((c) => opOf(c) === OP.internalTransfer);
    const tonOut = wout?.children.find((c) => opOf(c) === OP.transferNotification);
    const excess = (n: Node | undefined) => (n ? n.children.filter((c) => opOf(c) === OP.excesses) : []);
    const root = userWallet?.parent ?? (userWallet ? undefined : win.parent);
    const ns = [...(root ? [root] : []), ...(userWallet ? [userWallet] : []), win, ...excess(win), notify, pool,
      ...(payTo ? [payTo] : []), ...(wout ? [wout] : []), ...(wd ? [wd, ...excess(wd)] : []), ...(tonOut ? [tonOut] : [])];
    const inAsset = jettonOf(win.tx.account);
    const outAsset = jettonOf(wout?.tx.account ?? null);
    const asset2 = jettonOf(wantedWallet) ?? outAsset;
    const a = make('jetton_swap', ns, {
      source: user, source_secondary: userWallet?.tx.account ?? null, destination: receiver, destination_secondary: (dex.receiverWallet ? wd?.tx.account : undefined) ?? wout?.tx.account ?? null,
      asset: inAsset, asset2, jetton_swap_data: {
        dex: dex.name, sender: user,
        dex_incoming_transfer: { amount: inAmount, source: user, source_jetton_wallet: userWallet?.tx.account ?? null, destination: router, destination_jetton_wallet: win.tx.account, asset: inAsset },
        dex_outgoing_transfer: { amount: outAmount, source: router, source_jetton_wallet: wd ? wout!.tx.account : null, destination: receiver, destination_jetton_wallet: wd?.tx.account ?? null, asset: outAsset },
        peer_swaps: [],
      },
    } as Partial<Action>);
    a.tx_hashes = ns.map((n) => n.tx.hash);
    // The user's wallet transaction belongs to the swap, but the swap starts with the message it sent.
    const inner = root ? ns.filter((n) => n !== root) : ns;
    a.start_lt = inner.map((n) => n.in?.created_lt ?? n.tx.lt).reduce((x, y) => (y < x ? y : x));
    a.accounts = [...new Set([...ns.map((n) => n.tx.account), ...(wantedWallet ? [wantedWallet] : [])])];
    a.success = a.success && outAsset !== null && outAsset === asset2;
    out.push(a);
  }
  return out;
}
