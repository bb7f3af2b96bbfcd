/**
 * TONCO liquidity deposits: one action per asset sent. The user sends each jetton (TON through the router's pTON wallet,
 * ton_transfer#01f3835d) to the router, whose notification asks the pool to fund the user's account contract
 * (POOLV3_FUND_ACCOUNT#4468de77 → ACCOUNTV3_ADD_LIQUIDITY#3ebe5431). The leg that makes both amounts enough has the account
 * send POOLV3_MINT#81702ef8 to the pool, which initialises the position NFT (#d5ecca2a) and pays the unused amounts back
 * through the router (pay_to#a1daa96d).
 *
 * POOLV3_FUND_ACCOUNT#4468de77 query_id:uint64 owner:MsgAddress amount0:Coins amount1:Coins enough0:Coins enough1:Coins
 *   liquidity:uint128 tick_lower:int24 tick_upper:int24
 * POOLV3_MINT#81702ef8 query_id:uint64 amount0_funded:Coins amount1_funded:Coins recipient:MsgAddress liquidity:uint128 ...
 * POSITIONNFTV3_POSITION_INIT#d5ecca2a query_id:uint64 user:MsgAddress liquidity:uint128 tick_lower:int24 tick_upper:int24
 *   ^[fee_growth0:uint256 fee_growth1:uint256 nft_index:uint64 ...]
 */
import type { Action, TraceInput } from '../model.ts';
import { body, failed, OP, raw, type Make, type Node, opOf, withOp } from '../parts.ts';
import { PTON_TON_TRANSFER } from './stonfi.ts';

const FUND_ACCOUNT = 0x4468de77;
const ADD_LIQUIDITY = 0x3ebe5431;
const MINT = 0x81702ef8;
const POSITION_INIT = 0xd5ecca2a;
const PAY_TO = 0xa1daa96d;

const tail = (n: Node) => n.children.filter((c) => opOf(c) === OP.transferNotification || opOf(c) === OP.excesses);
const byCreated = (a: Node, b: Node) => {
  const x = a.in?.created_lt ?? 0n,
    y = b.in?.created_lt ?? 0n;
  return x < y ? -1 : x > y ? 1 : 0;
};

/** The unused amounts the pool pays back through the router, each a transfer from the router's wallet of that jetton. */
function refunds(mint: Node, trace: TraceInput) {
  const nodes: Node[] = [];
  const out: { asset: string | null; amount: bigint | null }[] = [];
  for (const payTo of withOp(mint, PAY_TO)) {
    nodes.push(payTo);
    for (const t of withOp(payTo, OP.jettonTransfer).sort(byCreated)) {
      const internal = withOp(t, OP.internalTransfer)[0];
      const ton = withOp(t, PTON_TON_TRANSFER)[0];
      nodes.push(t, ...(internal ? [internal, ...tail(internal)] : []), ...(ton ? [ton] : []));
      let amount: bigint | null = null;
      try {
        const s = body(t.in)!;
        s.skip(32 + 64);
        amount = s.loadCoins();
      } catch {
        /* malformed */
      }
      out.push({
        asset: ton ? null : ((trace.interfaces[t.tx.account]?.JettonWallet?.jetton as string | undefined) ?? null),
        amount,
      });
    }
  }
  return { nodes, excesses: out };
}

export function toncoDepositActions(nodes: Node[], trace: TraceInput, make: Make): Action[] {
  const out: Action[] = [];
  const jettonOf = (a: string | null | undefined) =>
    a ? ((trace.interfaces[a]?.JettonWallet?.jetton as string | undefined) ?? null) : null;
  for (const fund of nodes) {
    const notify = fund.parent;
    if (fund.used || opOf(fund) !== FUND_ACCOUNT || opOf(notify) !== OP.transferNotification) continue;
    const account = withOp(fund, ADD_LIQUIDITY)[0];
    const win = notify!.parent;
    if (!account || !win) continue;
    // The asset came in as TON through the router's pTON wallet, or as a jetton from the user's wallet.
    const tonIn = opOf(win) === PTON_TON_TRANSFER;
    const userWallet =
      !tonIn && opOf(win) === OP.internalTransfer && opOf(win.parent) === OP.jettonTransfer ? win.parent : undefined;
    if (!tonIn && !userWallet) continue;
    let f: {
      owner: string;
      amount0: bigint;
      amount1: bigint;
      enough0: bigint;
      enough1: bigint;
      tickLower: number;
      tickUpper: number;
    } | null = null;
    try {
      const s = body(fund.in)!;
      s.skip(32 + 64);
      const owner = raw(s.loadAddress());
      const amount0 = s.loadCoins(),
        amount1 = s.loadCoins(),
        enough0 = s.loadCoins(),
        enough1 = s.loadCoins();
      s.skip(128);
      f = { owner, amount0, amount1, enough0, enough1, tickLower: s.loadInt(24), tickUpper: s.loadInt(24) };
    } catch {
      continue;
    }
    let otherWallet: string | null = null;
    try {
      const s = body(notify!.in)!;
      s.skip(32 + 64);
      s.loadCoins();
      s.loadAddressAny();
      const p = s.loadBit() ? s.loadRef().beginParse() : s;
      if (p.loadUint(32) === FUND_ACCOUNT) otherWallet = raw(p.loadAddress());
    } catch {
      /* no payload */
    }
    const first = f.amount0 > 0n;
    const asset = tonIn ? null : jettonOf(win.tx.account);
    const otherAsset = jettonOf(otherWallet);
    const mint = withOp(account, MINT)[0];
    const nft = withOp(mint, POSITION_INIT)[0];
    let liquidity: bigint | null = null;
    let nftIndex: bigint | null = null;
    try {
      const s = body(mint?.in)!;
      s.skip(32 + 64);
      s.loadCoins();
      s.loadCoins();
      s.loadAddressAny();
      liquidity = s.loadUintBig(128);
    } catch {
      /* not complete */
    }
    try {
      const s = body(nft?.in)!;
      s.skip(32 + 64);
      s.loadAddressAny();
      s.skip(128 + 48);
      const r = s.loadRef().beginParse();
      r.skip(512);
      nftIndex = r.loadUintBig(64);
    } catch {
      /* no position */
    }
    const paid = mint ? refunds(mint, trace) : { nodes: [], excesses: [] };
    const ns = [
      ...(userWallet ? [userWallet] : []),
      win,
      ...withOp(win, OP.excesses),
      notify!,
      fund,
      account,
      ...(mint ? [mint, ...(nft ? [nft] : [])] : []),
      ...paid.nodes,
    ];
    out.push(
      make('dex_deposit_liquidity', ns, {
        source: f.owner,
        source_secondary: userWallet?.tx.account ?? null,
        destination: fund.tx.account,
        destination_secondary: account.tx.account,
        success: !ns.some((n) => failed(n.tx)),
        dex_deposit_liquidity_data: {
          dex: 'tonco',
          asset1: asset,
          amount1: first ? f.amount0 : f.amount1,
          asset2: null,
          amount2: null,
          user_jetton_wallet_1: first ? (userWallet?.tx.account ?? null) : null,
          user_jetton_wallet_2: first ? null : (userWallet?.tx.account ?? null),
          lp_tokens_minted: liquidity,
          target_asset_1: first ? asset : otherAsset,
          target_asset_2: first ? otherAsset : asset,
          target_amount_1: f.enough0,
          target_amount_2: f.enough1,
          vault_excesses: paid.excesses,
          tick_lower: f.tickLower,
          tick_upper: f.tickUpper,
          nft_index: nftIndex,
          nft_address: nft?.tx.account ?? null,
        },
      }),
    );
  }
  return out;
}
