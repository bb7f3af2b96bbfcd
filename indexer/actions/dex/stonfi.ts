/**
 * STON.fi v1 and v2 hops, anchored on the pool: user → (jetton wallet →) router's jetton wallet → transfer_notification at
 * the router carrying a swap request → pool → pay_to at the router → the router's transfer out → the
 * receiver (internal_transfer to its jetton wallet, or a pTON notification / ton_transfer for TON). A refund follows the
 * same path with the incoming asset; a multi-hop swap's payout goes to the next router instead of the user.
 */
import type { Slice } from '@ton/core';
import type { TraceInput } from '../model.ts';
import { body, failed, OP, raw, type Node, opOf } from '../parts.ts';
import type { Hop } from './hop.ts';

interface Dex {
  name: string;
  swap: number;
  payTo: number;
  /** v2 and TONCO name the receiver's jetton wallet as destination_secondary, v1 the router's. */ receiverWallet?: boolean;
  /** TONCO reports TON leaving through the router's TON proxy as TON (null) rather than the proxy jetton. */ tonOutAsNull?: boolean;
  request: (p: Slice) => { wanted: string | null; to: string | null; minOut?: bigint };
}

const DEXES: Dex[] = [
  // v1 swap#25938561 token_wallet1:MsgAddress min_out:Coins to_address:MsgAddress ...
  {
    name: 'stonfi',
    swap: 0x25938561,
    payTo: 0xf93bb43f,
    request: (p) => {
      const wanted = addrOrNull(p.loadMaybeAddress());
      p.loadCoins();
      return { wanted, to: addrOrNull(p.loadMaybeAddress()) };
    },
  },
  // v2 swap#6664de2a other_token_wallet refund_address excesses_address tx_deadline:uint64 ^[min_out:Coins receiver ...]
  {
    name: 'stonfi_v2',
    swap: 0x6664de2a,
    payTo: 0x657b54f5,
    receiverWallet: true,
    request: (p) => {
      const wanted = addrOrNull(p.loadMaybeAddress());
      const rest = p.loadRef().beginParse();
      rest.loadCoins();
      return { wanted, to: addrOrNull(rest.loadMaybeAddress()) };
    },
  },
  // TONCO has the same router shape: router → pool swap#a7fb58f8 → pay_to#a1daa96d at the router → the router's transfer out.
  // Its request: swap#a7fb58f8 target_router_wallet:MsgAddress price_limit_sqrt:uint160 min_out:Coins recipient:MsgAddress ...
  {
    name: 'tonco',
    swap: 0xa7fb58f8,
    payTo: 0xa1daa96d,
    receiverWallet: true,
    tonOutAsNull: true,
    request: (p) => {
      const wanted = addrOrNull(p.loadMaybeAddress());
      p.skip(160);
      const minOut = p.loadCoins();
      return { wanted, minOut, to: addrOrNull(p.loadMaybeAddress()) };
    },
  },
];

/** pTON v2 ton_transfer#01f3835d: TON entering or leaving a router through its TON proxy wallet. */
export const PTON_TON_TRANSFER = 0x01f3835d;

const addrOrNull = (a: { workChain: number; hash: Buffer } | null | undefined) => (a ? raw(a) : null);
const excess = (n: Node | undefined) => (n ? n.children.filter((c) => opOf(c) === OP.excesses) : []);

export function stonfiHops(nodes: Node[], trace: TraceInput): Hop[] {
  const out: Hop[] = [];
  const jettonOf = (a: string | null) =>
    a ? ((trace.interfaces[a]?.JettonWallet?.jetton as string | undefined) ?? null) : null;
  for (const pool of nodes) {
    const notify = pool.parent;
    const dex = DEXES.find((d) => d.swap === opOf(pool));
    if (pool.used || !dex || opOf(notify) !== OP.transferNotification || !notify) continue;
    const win = notify.parent;
    if (!win) continue;
    const router = notify.tx.account;
    // Incoming side: the user's jetton wallet sent internal_transfer to the router's wallet, or (pTON) the user sent TON to it directly.
    const viaWallet = opOf(win) === OP.internalTransfer ? win.parent : undefined;
    const userWallet = viaWallet && opOf(viaWallet) === OP.jettonTransfer ? viaWallet : undefined;
    const tonIn = opOf(win) === OP.jettonTransfer || opOf(win) === PTON_TON_TRANSFER;
    const user = userWallet?.in?.source ?? (tonIn ? (win.in?.source ?? null) : null);
    let inAmount: bigint | null = null;
    let wantedWallet: string | null = null;
    let toAddress: string | null = null;
    let minOut: bigint | undefined;
    try {
      const s = body(notify.in)!;
      s.skip(32 + 64);
      inAmount = s.loadCoins();
      s.loadAddressAny();
      const p = s.loadBit() ? s.loadRef().beginParse() : s;
      if (p.loadUint(32) === dex.swap) ({ wanted: wantedWallet, to: toAddress, minOut } = dex.request(p));
    } catch {
      /* keep what was read */
    }
    // With a referral the pool pays twice: the swap's own payout is the one to the requested receiver.
    const outs = pool.children
      .filter((c) => opOf(c) === dex.payTo)
      .map((payTo) => {
        const wout = payTo.children.find((c) => opOf(c) === OP.jettonTransfer);
        let amount: bigint | null = null;
        let to: string | null = null;
        try {
          const s = body(wout?.in)!;
          s.skip(32 + 64);
          amount = s.loadCoins();
          to = addrOrNull(s.loadMaybeAddress());
        } catch {
          /* keep what was read */
        }
        return { payTo, wout, amount, to };
      });
    const chosen = outs.find((o) => toAddress !== null && o.to === toAddress) ?? outs[0];
    const payTo = chosen?.payTo;
    const wout = chosen?.wout;
    const wd = wout?.children.find((c) => opOf(c) === OP.internalTransfer);
    const tonOut = wout?.children.find((c) => opOf(c) === OP.transferNotification);
    const tonOutV2 = wout?.children.find((c) => opOf(c) === PTON_TON_TRANSFER);
    const root = userWallet?.parent ?? (userWallet ? undefined : win.parent);
    const delivered = wd?.children.filter((c) => opOf(c) === OP.transferNotification) ?? [];
    const ns = [
      ...(root ? [root] : []),
      ...(userWallet ? [userWallet] : []),
      win,
      ...excess(win),
      notify,
      pool,
      ...(payTo ? [payTo] : []),
      ...(wout ? [wout, ...excess(wout)] : []),
      ...(wd ? [wd, ...excess(wd), ...delivered] : []),
      ...(tonOut ? [tonOut] : []),
    ];
    // v2 reports TON entering through the router's TON proxy as TON (null), v1 as the proxy jetton (the reference does both).
    const inAsset = tonIn && dex.receiverWallet ? null : jettonOf(win.tx.account);
    const outAsset = jettonOf(wout?.tx.account ?? null);
    const tonOutLeg = tonOut !== undefined || tonOutV2 !== undefined;
    const reportedOut = dex.tonOutAsNull && tonOutLeg ? null : outAsset;
    // TONCO names TON as its router's TON proxy wallet: asking for the proxy jetton is asking for TON.
    const proxyJettons = dex.tonOutAsNull
      ? new Set([tonIn ? jettonOf(win.tx.account) : null, tonOutV2 ? outAsset : null].filter((x) => x !== null))
      : new Set<string>();
    const wantedJetton = jettonOf(wantedWallet);
    const wantedAsset = wantedJetton !== null && proxyJettons.has(wantedJetton) ? null : (wantedJetton ?? outAsset);
    const wantedReported =
      dex.tonOutAsNull && wantedWallet !== null ? wantedAsset : reportedOut === outAsset ? wantedAsset : reportedOut;
    const succeeded =
      !ns.some((n) => failed(n.tx)) &&
      outAsset !== null &&
      (dex.tonOutAsNull && wantedWallet !== null ? reportedOut === wantedAsset : outAsset === wantedAsset);
    out.push({
      dex: dex.name,
      nodes: ns,
      root,
      entry: win,
      exit: wout,
      user,
      userWallet: userWallet?.tx.account ?? null,
      dexAddress: router,
      dexWallet: win.tx.account,
      inAmount,
      inAsset,
      inPeerAsset: tonIn ? null : inAsset,
      outAmount: chosen?.amount ?? null,
      outAsset: reportedOut,
      outPeerAsset: tonOutLeg ? null : outAsset,
      outSource: router,
      outSourceWallet: wd ? wout!.tx.account : null,
      receiver: chosen?.to ?? null,
      receiverWallet: wd?.tx.account ?? null,
      destinationSecondary: (dex.receiverWallet ? wd?.tx.account : undefined) ?? wout?.tx.account ?? null,
      wantedAsset: wantedReported,
      extraAccounts: wantedWallet && !dex.tonOutAsNull ? [wantedWallet] : [],
      success: succeeded,
      // The reference reports a completed TONCO swap's amount paid out as its min_out_amount, and the request's minimum for a refunded one.
      ...(minOut !== undefined ? { minOut: succeeded ? (chosen?.amount ?? null) : minOut } : {}),
    });
  }
  return out;
}
