/**
 * TONCO liquidity withdrawals: the owner asks the pool to burn a position (POOLV3_START_BURN#530b5f2c), the position NFT
 * burns itself (#46ca335a), the pool settles (POOLV3_BURN#d73ac09d) and has the router pay both assets out
 * (pay_to#a1daa96d), each from the router's wallet of that jetton (TON through its pTON wallet).
 *
 * POOLV3_START_BURN#530b5f2c query_id:uint64 burned_index:uint64 liquidity_to_burn:uint128 tick_lower:int24 tick_upper:int24
 * pay_to#a1daa96d query_id:uint64 receiver0:MsgAddress receiver1:MsgAddress exit_code:uint32 seqno:uint64 ...
 *   ^[amount0:Coins jetton0_wallet:MsgAddress amount1:Coins jetton1_wallet:MsgAddress]
 */
import type { Action, TraceInput } from '../model.ts';
import { body, failed, OP, raw, type Make, type Node, opOf, withOp } from '../parts.ts';
import { PTON_TON_TRANSFER } from './stonfi.ts';

const START_BURN = 0x530b5f2c;
const POSITION_BURN = 0x46ca335a;
const POOL_BURN = 0xd73ac09d;
const PAY_TO = 0xa1daa96d;

export function toncoWithdrawActions(nodes: Node[], trace: TraceInput, make: Make): Action[] {
  const out: Action[] = [];
  const jettonOf = (a: string | null) =>
    a ? ((trace.interfaces[a]?.JettonWallet?.jetton as string | undefined) ?? null) : null;
  for (const start of nodes) {
    if (start.used || opOf(start) !== START_BURN || !start.in?.source) continue;
    const nft = withOp(start, POSITION_BURN)[0];
    const settle = withOp(nft, POOL_BURN)[0];
    const payTo = withOp(settle, PAY_TO)[0];
    if (!nft || !settle || !payTo) continue;
    let burn: { index: bigint; liquidity: bigint; tickLower: number; tickUpper: number } | null = null;
    let pay: { receiver: string; amount: bigint; wallet: string | null }[] = [];
    try {
      const s = body(start.in)!;
      s.skip(32 + 64);
      burn = {
        index: s.loadUintBig(64),
        liquidity: s.loadUintBig(128),
        tickLower: s.loadInt(24),
        tickUpper: s.loadInt(24),
      };
      const p = body(payTo.in)!;
      p.skip(32 + 64);
      const r0 = raw(p.loadAddress()),
        r1 = raw(p.loadAddress());
      const r = p.loadRef().beginParse();
      const a0 = r.loadCoins(),
        w0 = r.loadMaybeAddress(),
        a1 = r.loadCoins(),
        w1 = r.loadMaybeAddress();
      pay = [
        { receiver: r0, amount: a0, wallet: w0 ? raw(w0) : null },
        { receiver: r1, amount: a1, wallet: w1 ? raw(w1) : null },
      ];
    } catch {
      continue;
    }
    const ns: Node[] = [start, nft, settle, payTo];
    const sides = pay.map((side) => {
      const t = withOp(payTo, OP.jettonTransfer).find((c) => c.tx.account === side.wallet);
      if (!t) {
        // Nothing paid on this side: the reference names the request's addresses (the pool, the receiver).
        return {
          asset: jettonOf(side.wallet),
          amount: side.amount,
          dexWallet: settle.tx.account,
          dexJettonWallet: side.wallet,
          userWallet: side.receiver,
        };
      }
      const ton = withOp(t, PTON_TON_TRANSFER)[0];
      const internal = withOp(t, OP.internalTransfer)[0];
      ns.push(
        t,
        ...(ton ? [ton] : []),
        ...(internal
          ? [
              internal,
              ...internal.children.filter((c) => opOf(c) === OP.transferNotification || opOf(c) === OP.excesses),
            ]
          : []),
      );
      return ton
        ? { asset: null, amount: side.amount, dexWallet: payTo.tx.account, dexJettonWallet: null, userWallet: null }
        : {
            asset: jettonOf(side.wallet),
            amount: side.amount,
            dexWallet: payTo.tx.account,
            dexJettonWallet: side.wallet,
            userWallet: internal?.tx.account ?? null,
          };
    });
    const [s1, s2] = sides as [(typeof sides)[0], (typeof sides)[0]];
    out.push(
      make('dex_withdraw_liquidity', ns, {
        source: start.in.source,
        destination: start.tx.account,
        success: !ns.some((n) => failed(n.tx)),
        dex_withdraw_liquidity_data: {
          dex: 'tonco',
          lp_tokens_burnt: burn.liquidity,
          amount1: s1.amount,
          amount2: s2.amount,
          asset1_out: s1.asset,
          asset2_out: s2.asset,
          user_jetton_wallet_1: s1.userWallet,
          user_jetton_wallet_2: s2.userWallet,
          dex_jetton_wallet_1: s1.dexJettonWallet,
          dex_jetton_wallet_2: s2.dexJettonWallet,
          dex_wallet_1: s1.dexWallet,
          dex_wallet_2: s2.dexWallet,
          burned_nft_index: burn.index,
          burned_nft_address: nft.tx.account,
          tick_lower: burn.tickLower,
          tick_upper: burn.tickUpper,
        },
      }),
    );
  }
  return out;
}
