/**
 * swap.coffee liquidity. A deposit is one action per asset sent: the asset enters its vault (TON with
 * deposit_liquidity_native#c0ffee04, a jetton through transfer_notification), the vault asks the factory
 * (create_liquidity_depository_request#c0ffee27), which deploys (#c0ffee22) the user's depository for that pool. The asset
 * that completes the depository has it send deposit_liquidity_internal#c0ffee29 to the pool, which mints LP tokens, logs
 * deposit_liquidity_successful_event#c0ffee33 and pays back what was not used (payout_internal#c0ffee21 to a vault).
 * A withdrawal burns LP tokens: the pool gets burn_notification, logs liquidity_withdrawal_event#c0ffee35 and has both
 * vaults pay out (payout_internal → a jetton transfer, or TON with payout#c0ffee32 / notification#c0ffee36).
 *
 * create_liquidity_depository_request#c0ffee27 query_id:uint64 amount:Coins params:^Cell pool_params:^PoolParams
 *   sender:MsgAddressInt proof:^Cell
 * pool_params first:Asset second:Asset amm:uint3 ...; native$00 = Asset; jetton$01 chain:uint8 hash:uint256 = Asset.
 * deposit_liquidity_successful_event#c0ffee33 query_id:uint64 amount1:Coins amount2:Coins lp_amount:Coins ...
 * liquidity_withdrawal_event#c0ffee35 query_id:uint64 amount1:Coins amount2:Coins lp_amount:Coins ...
 */
import type { Slice } from '@ton/core';
import type { Action, TraceInput, TraceMessage } from '../model.ts';
import { body, failed, OP, raw, u32, type Make, type Node, opOf, withOp } from '../parts.ts';

const DEPOSIT_NATIVE = 0xc0ffee04;
const DEPOSITORY_REQUEST = 0xc0ffee27;
const DEPLOY = 0xc0ffee22;
const DEPOSIT_INTERNAL = 0xc0ffee29;
const PAYOUT_INTERNAL = 0xc0ffee21;
const PAYOUT = 0xc0ffee32;
const NOTIFICATION = 0xc0ffee36;
const DEPOSIT_EVENT = 0xc0ffee33;
const WITHDRAWAL_EVENT = 0xc0ffee35;

const tail = (n: Node) => n.children.filter((c) => opOf(c) === OP.transferNotification || opOf(c) === OP.excesses);
const logOf = (n: Node, op: number): TraceMessage | undefined =>
  n.tx.messages.find((m) => m.direction === 'out' && m.destination === null && u32(m.opcode) === op);

/** A swap.coffee asset: null for TON, the jetton master otherwise (other kinds are not read). */
export function coffeeAsset(s: Slice): string | null {
  const tag = s.loadUint(2);
  if (tag === 0) return null;
  if (tag !== 1) throw new Error(`unsupported swap.coffee asset kind ${tag}`);
  const chain = s.loadUint(8);
  return `${chain > 127 ? chain - 256 : chain}:${s.loadBuffer(32).toString('hex').toUpperCase()}`;
}

/** The amounts an event log carries after its query id: amount1, amount2, lp_amount. */
function eventAmounts(m: TraceMessage | undefined): [bigint, bigint, bigint] | null {
  try {
    const s = body(m)!;
    s.skip(32 + 64);
    return [s.loadCoins(), s.loadCoins(), s.loadCoins()];
  } catch {
    return null;
  }
}

/** What a vault paid on payout_internal: a jetton transfer (its asset, amount and wallets) or TON. */
function paid(payout: Node, trace: TraceInput) {
  const t = withOp(payout, OP.jettonTransfer)[0];
  if (t) {
    const internal = withOp(t, OP.internalTransfer)[0];
    let amount: bigint | null = null;
    try {
      const s = body(t.in)!;
      s.skip(32 + 64);
      amount = s.loadCoins();
    } catch {
      /* malformed */
    }
    return {
      nodes: [payout, t, ...(internal ? [internal, ...tail(internal)] : [])],
      asset: (trace.interfaces[t.tx.account]?.JettonWallet?.jetton as string | undefined) ?? null,
      amount,
      dexJettonWallet: t.tx.account as string | null,
      userWallet: internal?.tx.account ?? null,
    };
  }
  const ton = payout.children.find((c) => opOf(c) === PAYOUT || opOf(c) === NOTIFICATION);
  return {
    nodes: [payout, ...(ton ? [ton] : [])],
    asset: null,
    amount: ton?.in?.value ?? null,
    dexJettonWallet: null,
    userWallet: ton?.in?.destination ?? null,
  };
}

export function coffeeDepositActions(nodes: Node[], trace: TraceInput, make: Make): Action[] {
  const out: Action[] = [];
  for (const request of nodes) {
    const vault = request.parent;
    if (request.used || opOf(request) !== DEPOSITORY_REQUEST || !vault) continue;
    const deploy = withOp(request, DEPLOY)[0];
    const nativeIn = opOf(vault) === DEPOSIT_NATIVE;
    const vaultWallet =
      opOf(vault) === OP.transferNotification && opOf(vault.parent) === OP.internalTransfer ? vault.parent : undefined;
    const userWallet = vaultWallet && opOf(vaultWallet.parent) === OP.jettonTransfer ? vaultWallet.parent : undefined;
    if (!deploy || (!nativeIn && !userWallet)) continue;
    let req: { amount: bigint; first: string | null; second: string | null; sender: string } | null = null;
    try {
      const s = body(request.in)!;
      s.skip(32 + 64);
      const amount = s.loadCoins();
      s.loadRef();
      const p = s.loadRef().beginParse();
      const first = coffeeAsset(p),
        second = coffeeAsset(p);
      req = { amount, first, second, sender: raw(s.loadAddress()) };
    } catch {
      continue;
    }
    const inAsset = nativeIn
      ? null
      : ((trace.interfaces[vaultWallet!.tx.account]?.JettonWallet?.jetton as string | undefined) ?? null);
    const isFirst = inAsset === req.first;
    if (!isFirst && inAsset !== req.second) continue;
    const wallet = userWallet?.tx.account ?? null;
    const pool = withOp(deploy, DEPOSIT_INTERNAL)[0];
    const lp = withOp(pool, OP.internalTransfer)[0];
    const event = pool ? eventAmounts(logOf(pool, DEPOSIT_EVENT)) : null;
    let minted: bigint | null = event ? event[2] : null;
    if (minted === null && lp)
      try {
        const s = body(lp.in)!;
        s.skip(32 + 64);
        minted = s.loadCoins();
      } catch {
        /* malformed */
      }
    const refunds = withOp(pool, PAYOUT_INTERNAL).map((p) => paid(p, trace));
    const ns = [
      ...(userWallet ? [userWallet, vaultWallet!, ...withOp(vaultWallet, OP.excesses)] : []),
      vault,
      request,
      deploy,
      ...(pool ? [pool, ...(lp ? [lp, ...tail(lp)] : []), ...refunds.flatMap((r) => r.nodes)] : []),
    ];
    out.push(
      make('dex_deposit_liquidity', ns, {
        source: req.sender,
        source_secondary: wallet,
        destination: pool && (event || lp) ? pool.tx.account : null,
        destination_secondary: deploy.tx.account,
        success: !ns.some((n) => failed(n.tx)),
        dex_deposit_liquidity_data: {
          dex: 'coffee',
          asset1: isFirst ? inAsset : null,
          amount1: isFirst ? req.amount : null,
          user_jetton_wallet_1: isFirst ? wallet : null,
          asset2: isFirst ? null : inAsset,
          amount2: isFirst ? null : req.amount,
          user_jetton_wallet_2: isFirst ? null : wallet,
          // The depository takes any amount once deployed: there are no target amounts.
          target_asset_1: isFirst ? req.first : req.second,
          target_asset_2: isFirst ? req.second : req.first,
          target_amount_1: null,
          target_amount_2: null,
          lp_tokens_minted: minted,
          vault_excesses: refunds.map((r) => ({ asset: r.asset, amount: r.amount })),
          tick_lower: null,
          tick_upper: null,
          nft_index: null,
          nft_address: null,
        },
      }),
    );
  }
  return out;
}

export function coffeeWithdrawActions(nodes: Node[], trace: TraceInput, make: Make): Action[] {
  const out: Action[] = [];
  for (const pool of nodes) {
    const burn = pool.parent;
    if (pool.used || opOf(pool) !== OP.burnNotification || opOf(burn) !== OP.burn || !burn?.in?.source) continue;
    const payouts = withOp(pool, PAYOUT_INTERNAL);
    const log = payouts.length === 2 ? logOf(pool, WITHDRAWAL_EVENT) : undefined;
    if (!log) continue;
    const event = eventAmounts(log);
    let burnt: bigint | null = null;
    try {
      const s = body(burn.in)!;
      s.skip(32 + 64);
      burnt = s.loadCoins();
    } catch {
      /* malformed */
    }
    // The reference lists the payouts latest-sent first and the amounts in the event's order (the pool's asset order),
    // even where that pairs an amount with the other asset; both are kept as it reports them.
    const created = (n: Node) => n.in?.created_lt ?? 0n;
    const sides = payouts
      .sort((a, b) => (created(a) > created(b) ? -1 : created(a) < created(b) ? 1 : 0))
      .map((p) => {
        let amount: bigint | null = null;
        try {
          const s = body(p.in)!;
          s.skip(32 + 64);
          s.loadAddress();
          amount = s.loadCoins();
        } catch {
          /* malformed */
        }
        return { requested: amount, ...paid(p, trace) };
      });
    const [s1, s2] = sides as [(typeof sides)[0], (typeof sides)[0]];
    const ns = [burn, pool, ...s1.nodes, ...s2.nodes];
    out.push(
      make('dex_withdraw_liquidity', ns, {
        source: burn.in.source,
        source_secondary: burn.tx.account,
        destination: pool.tx.account,
        asset: (trace.interfaces[burn.tx.account]?.JettonWallet?.jetton as string | undefined) ?? null,
        success: !ns.some((n) => failed(n.tx)),
        dex_withdraw_liquidity_data: {
          dex: 'coffee',
          lp_tokens_burnt: burnt,
          is_refund: false,
          amount1: event ? event[0] : s1.requested,
          amount2: event ? event[1] : s2.requested,
          asset1_out: s1.asset,
          asset2_out: s2.asset,
          dex_wallet_1: pool.tx.account,
          dex_wallet_2: pool.tx.account,
          dex_jetton_wallet_1: s1.dexJettonWallet,
          dex_jetton_wallet_2: s2.dexJettonWallet,
          user_jetton_wallet_1: s1.userWallet,
          user_jetton_wallet_2: s2.userWallet,
          burned_nft_index: null,
          burned_nft_address: null,
          tick_lower: null,
          tick_upper: null,
        },
      }),
    );
  }
  return out;
}
