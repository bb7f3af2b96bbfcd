/**
 * DeDust liquidity deposits. Each asset goes to its vault (TON: deposit_liquidity#d55e4686 to the native vault; a jetton:
 * a transfer whose notification carries deposit_liquidity#40e108d6), the vault asks the factory (#f04ec526), which deploys
 * (#9b3aa3fa) and tops up (#54240fe5) the user's deposit contract for that pool. The top-up that completes both target
 * balances sends deposit_liquidity#b56b9598 to the pool, which mints LP tokens (or rejects, #e1a36cd4) and has the deposit
 * contract return what was not used (#6b0b787f to each vault, which pays out). A top-up that does not reach the pool is a
 * partial deposit; one in the same trace as the final deposit of the same deposit contract is merged into it (unless a
 * deposit contract is used more than twice, where pairing would be a guess).
 *
 * deposit_liquidity#d55e4686 query_id:uint64 amount:Coins pool_params:PoolParams ^[min_lp:Coins target0:Coins target1:Coins] ...
 * deposit_liquidity#40e108d6 pool_params:PoolParams min_lp:Coins target0:Coins target1:Coins ...   (jetton forward payload)
 * deposit_liquidity#b56b9598 query_id:uint64 proof:^Cell owner:MsgAddress min_lp:Coins ^[asset0 amount0:Coins asset1 amount1:Coins] ...
 * pool_params#_ pool_type:uint1 asset0:Asset asset1:Asset; native$0000 = Asset; jetton$0001 wc:int8 addr:uint256 = Asset.
 */
import type { Action, TraceInput } from '../model.ts';
import { body, failed, OP, raw, type Make, type Node, opOf, withOp } from '../parts.ts';
import { asset, NATIVE_PAYOUT } from './dedust-common.ts';
import type { ActionData } from '../../../contract/action-data.ts';

const NATIVE_DEPOSIT = 0xd55e4686;
const JETTON_DEPOSIT_PAYLOAD = 0x40e108d6;
const ASK_FACTORY = 0xf04ec526;
const DEPLOY_DEPOSIT = 0x9b3aa3fa;
const TOP_UP = 0x54240fe5;
const TO_POOL = 0xb56b9598;
const DESTROY = 0xaae79256;
const REJECT = 0xe1a36cd4;
const RETURN_EXCESS = 0x6b0b787f;

type Target = { asset1: string | null; asset2: string | null; amount1: bigint; amount2: bigint };
interface Leg {
  nodes: Node[];
  root?: Node;
  user: string | null;
  asset: string | null;
  amount: bigint | null;
  wallet: string | null;
  target: Target | null;
}

/** The asset one top-up brings: TON through the native vault or a jetton through its vault's wallet. */
function leg(factory: Node, trace: TraceInput): Leg | null {
  const src = factory.parent;
  if (!src) return null;
  if (opOf(src) === NATIVE_DEPOSIT) {
    let amount: bigint | null = null;
    let target: Target | null = null;
    try {
      const s = body(src.in)!;
      s.skip(32 + 64);
      amount = s.loadCoins();
      s.skip(1);
      const a1 = asset(s),
        a2 = asset(s);
      const p = s.loadRef().beginParse();
      p.loadCoins();
      target = { asset1: a1, asset2: a2, amount1: p.loadCoins(), amount2: p.loadCoins() };
    } catch {
      /* keep what was read */
    }
    return { nodes: [src], root: src.parent, user: src.in?.source ?? null, asset: null, amount, wallet: null, target };
  }
  if (opOf(src) !== OP.transferNotification) return null;
  const internal = src.parent;
  const transfer = internal?.parent;
  if (!internal || !transfer || opOf(internal) !== OP.internalTransfer || opOf(transfer) !== OP.jettonTransfer)
    return null;
  let amount: bigint | null = null;
  let target: Target | null = null;
  try {
    const s = body(src.in)!;
    s.skip(32 + 64);
    amount = s.loadCoins();
    s.loadAddressAny();
    const p = s.loadBit() ? s.loadRef().beginParse() : s;
    if (p.loadUint(32) === JETTON_DEPOSIT_PAYLOAD) {
      p.skip(1);
      const a1 = asset(p),
        a2 = asset(p);
      p.loadCoins();
      target = { asset1: a1, asset2: a2, amount1: p.loadCoins(), amount2: p.loadCoins() };
    }
  } catch {
    /* keep what was read */
  }
  const jetton = (trace.interfaces[internal.tx.account]?.JettonWallet?.jetton as string | undefined) ?? null;
  return {
    nodes: [transfer, internal, ...withOp(internal, OP.excesses), src],
    root: transfer.parent,
    user: transfer.in?.source ?? null,
    asset: jetton,
    amount,
    wallet: transfer.tx.account,
    target,
  };
}

interface Deposit {
  leg: Leg;
  contract: string;
  nodes: Node[];
  roots: Node[];
  pool?: Node;
  fields: Partial<Action>;
  data: Partial<ActionData['dex_deposit_liquidity_data']>;
}

/** The pool's side of a final deposit: LP tokens minted or the rejection, and what the vaults paid back. */
function poolSide(pool: Node, trace: TraceInput) {
  const lp = withOp(pool, OP.internalTransfer)[0];
  const closer = withOp(pool, REJECT)[0] ?? withOp(pool, DESTROY)[0];
  const nodes: Node[] = [pool];
  if (lp) nodes.push(lp, ...lp.children.filter((c) => opOf(c) === OP.transferNotification || opOf(c) === OP.excesses));
  const ton: { asset: string | null; amount: bigint | null }[] = [];
  const jettons: { asset: string | null; amount: bigint | null; lt: bigint }[] = [];
  if (closer) {
    nodes.push(closer, ...closer.children.filter((c) => opOf(c) === null || opOf(c) === 0));
    for (const vault of withOp(closer, RETURN_EXCESS)) {
      nodes.push(vault);
      for (const p of withOp(vault, NATIVE_PAYOUT)) {
        nodes.push(p);
        ton.push({ asset: null, amount: p.in?.value ?? null });
      }
      for (const t of withOp(vault, OP.jettonTransfer)) {
        const internal = withOp(t, OP.internalTransfer)[0];
        nodes.push(
          t,
          ...(internal
            ? [
                internal,
                ...internal.children.filter((c) => opOf(c) === OP.transferNotification || opOf(c) === OP.excesses),
              ]
            : []),
        );
        let amount: bigint | null = null;
        try {
          const s = body(t.in)!;
          s.skip(32 + 64);
          amount = s.loadCoins();
        } catch {
          /* malformed */
        }
        jettons.push({
          asset: (trace.interfaces[t.tx.account]?.JettonWallet?.jetton as string | undefined) ?? null,
          amount,
          lt: vault.in?.created_lt ?? 0n,
        });
      }
    }
  }
  let minted: bigint | null = null;
  try {
    const s = body(lp?.in)!;
    s.skip(32 + 64);
    minted = s.loadCoins();
  } catch {
    /* no LP tokens */
  }
  let target: Target | null = null;
  let owner: string | null = null;
  try {
    const s = body(pool.in)!;
    s.skip(32 + 64);
    s.loadRef();
    owner = raw(s.loadAddress());
    s.loadCoins();
    const p = s.loadRef().beginParse();
    const a1 = asset(p),
      amount1 = p.loadCoins(),
      a2 = asset(p),
      amount2 = p.loadCoins();
    target = { asset1: a1, asset2: a2, amount1, amount2 };
  } catch {
    /* keep what was read */
  }
  // TON paid back first, then jettons latest-returned first (the order the reference lists them in).
  jettons.sort((a, b) => (a.lt > b.lt ? -1 : a.lt < b.lt ? 1 : 0));
  const excesses = [...ton, ...jettons.map(({ asset: a, amount }) => ({ asset: a, amount }))];
  return { nodes, minted, target, owner, excesses, success: lp !== undefined };
}

export function dedustDeposits(nodes: Node[], trace: TraceInput): Deposit[] {
  const out: Deposit[] = [];
  for (const top of nodes) {
    if (top.used || opOf(top) !== TOP_UP || opOf(top.parent) !== ASK_FACTORY) continue;
    const factory = top.parent!;
    const l = leg(factory, trace);
    if (!l) continue;
    const ns = [...l.nodes, factory, ...withOp(factory, DEPLOY_DEPOSIT), top];
    const pool = withOp(top, TO_POOL)[0];
    const data: Partial<ActionData['dex_deposit_liquidity_data']> = {
      dex: 'dedust',
      asset1: l.asset,
      amount1: l.amount,
      asset2: null,
      amount2: null,
      user_jetton_wallet_1: l.wallet,
      user_jetton_wallet_2: null,
      lp_tokens_minted: null,
      target_asset_1: l.target?.asset1 ?? null,
      target_asset_2: l.target?.asset2 ?? null,
      target_amount_1: l.target?.amount1 ?? null,
      target_amount_2: l.target?.amount2 ?? null,
      vault_excesses: null,
      tick_lower: null,
      tick_upper: null,
      nft_index: null,
      nft_address: null,
    };
    const fields: Partial<Action> = { source: l.user, destination: null, destination_secondary: top.tx.account };
    if (pool) {
      const p = poolSide(pool, trace);
      ns.push(...p.nodes);
      Object.assign(data, { lp_tokens_minted: p.minted, vault_excesses: p.excesses });
      if (p.target)
        Object.assign(data, {
          target_asset_1: p.target.asset1,
          target_asset_2: p.target.asset2,
          target_amount_1: p.target.amount1,
          target_amount_2: p.target.amount2,
        });
      Object.assign(fields, {
        source: p.owner ?? l.user,
        destination: pool.tx.account,
        success: p.success && !ns.some((n) => failed(n.tx)),
      });
    }
    out.push({ leg: l, contract: top.tx.account, nodes: ns, roots: l.root ? [l.root] : [], pool, fields, data });
  }
  return out;
}

/** A partial deposit's assets first, then the final deposit's (amounts of one asset added), as one two-asset deposit. */
function combine(first: Deposit, final: Deposit): boolean {
  const legs: { asset: string | null; amount: bigint | null; wallet: string | null }[] = [];
  for (const d of [first, final]) {
    const a = {
      asset: d.data.asset1 as string | null,
      amount: d.data.amount1 as bigint | null,
      wallet: d.data.user_jetton_wallet_1 as string | null,
    };
    const same = legs.find((x) => x.asset === a.asset);
    if (same) {
      same.amount = (same.amount ?? 0n) + (a.amount ?? 0n);
      same.wallet = a.wallet ?? same.wallet;
    } else legs.push(a);
  }
  const targets = new Set([final.data.target_asset_1, final.data.target_asset_2]);
  if (legs.length !== 2 || !legs.every((x) => targets.has(x.asset))) return false;
  Object.assign(final.data, {
    asset1: legs[0]!.asset,
    amount1: legs[0]!.amount,
    user_jetton_wallet_1: legs[0]!.wallet,
    asset2: legs[1]!.asset,
    amount2: legs[1]!.amount,
    user_jetton_wallet_2: legs[1]!.wallet,
  });
  final.nodes.push(...first.nodes);
  final.roots.push(...first.roots);
  return true;
}

export function dedustDepositActions(nodes: Node[], trace: TraceInput, make: Make): Action[] {
  const deposits = dedustDeposits(nodes, trace);
  const perContract = new Map<string, number>();
  for (const d of deposits) perContract.set(d.contract, (perContract.get(d.contract) ?? 0) + 1);
  let kept = deposits;
  if (![...perContract.values()].some((v) => v > 2)) {
    const merged = new Set<Deposit>();
    for (const first of deposits.filter((d) => !d.pool)) {
      const final = deposits.find((d) => d.pool && d.contract === first.contract);
      if (final && combine(first, final)) merged.add(first);
    }
    kept = deposits.filter((d) => !merged.has(d));
  }
  return kept.map((d) => {
    const ns = [...new Set(d.nodes)].sort((a, b) => (a.tx.lt < b.tx.lt ? -1 : a.tx.lt > b.tx.lt ? 1 : 0));
    const a = make('dex_deposit_liquidity', ns, { ...d.fields, dex_deposit_liquidity_data: d.data });
    a.tx_hashes = [...new Set([...ns.map((n) => n.tx.hash), ...d.roots.map((r) => r.tx.hash)])];
    a.accounts = [...new Set([...ns, ...d.roots].map((n) => n.tx.account))];
    return a;
  });
}
