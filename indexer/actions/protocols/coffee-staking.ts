/**
 * Coffee staking pools: a jetton deposit that mints a position NFT, the position's three-step withdrawal
 * (NFT → pool → vault → jetton payout) and reward claims paid by the pool.
 */
import type { Action, TraceInput } from '../model.ts';
import { OP, type Make, type Node } from '../parts.ts';
import { addr, bodyAfterOp, build, childOf, jettonTransferAt, jettonWallet, opOf, read } from './util.ts';

const CS = { deposit: 0xf9471134, withdraw: 0xcb03bfaf, claimRewards: 0xb30c7310 } as const;

/** Jettons sent to the staking vault, which asks the pool to mint a position NFT. */
function deposit(n: Node, trace: TraceInput, make: Make): Action | null {
  const t = jettonTransferAt(n);
  const call = childOf(t?.notify, CS.deposit);
  const item = call?.children.find(
    (c) =>
      !c.used &&
      c.tx.orig_status !== 'active' &&
      c.tx.end_status === 'active' &&
      trace.interfaces[c.tx.account]?.NftItem,
  );
  if (!t || !call || !item || !n.in?.source) return null;
  return build(make, 'coffee_staking_deposit', [...t.nodes, call, item], {
    source: n.in.source,
    source_secondary: n.tx.account,
    destination: call.tx.account,
    destination_secondary: t.receiverWallet,
    asset: jettonWallet(trace, n.tx.account)?.jetton ?? null,
    amount: t.amount,
    coffee_staking_deposit_data: {
      minted_item_address: item.tx.account,
      minted_item_index: trace.interfaces[item.tx.account]?.NftItem?.index ?? null,
    },
  });
}

/** withdraw_1 on the position NFT → withdraw_2 (nft_id, owner, points) → withdraw_3 (pool wallet, amount) → the payout transfer. */
function withdraw(n: Node, trace: TraceInput, make: Make): Action | null {
  const second = childOf(n, CS.withdraw);
  const third = childOf(second, CS.withdraw);
  const t = jettonTransferAt(childOf(third, OP.jettonTransfer));
  if (opOf(n) !== CS.withdraw || !second || !third || !t) return null;
  const pos = read(() => {
    const s = bodyAfterOp(second)!;
    const index = s.loadUintBig(64);
    const owner = addr(s.loadAddress());
    return { index, owner, points: s.loadCoins() };
  });
  const pay = read(() => {
    const s = bodyAfterOp(third)!;
    return { wallet: addr(s.loadAddress()), amount: s.loadCoins() };
  });
  if (!pos || !pay) return null;
  return build(make, 'coffee_staking_withdraw', [n, second, third, ...t.nodes], {
    // The reference names the NFT, which sends withdraw_2 on, as the pool.
    source: pos.owner,
    source_secondary: t.receiverWallet,
    destination: second.in?.source ?? null,
    destination_secondary: pay.wallet,
    asset: jettonWallet(trace, t.nodes[0]!.tx.account)?.jetton ?? null,
    amount: pay.amount,
    coffee_staking_withdraw_data: { nft_address: n.tx.account, nft_index: pos.index, points: pos.points },
  });
}

/** staking_claim_rewards#b30c7310 query_id jetton_wallet:MsgAddressInt jetton_amount:Coins receiver:MsgAddressInt ... */
function claimRewards(n: Node, trace: TraceInput, make: Make): Action | null {
  const t = jettonTransferAt(childOf(n, OP.jettonTransfer));
  if (opOf(n) !== CS.claimRewards || !t) return null;
  const d = read(() => {
    const s = bodyAfterOp(n)!;
    const wallet = addr(s.loadAddress());
    const amount = s.loadCoins();
    return { wallet, amount, to: addr(s.loadAddress()) };
  });
  if (!d) return null;
  return build(make, 'coffee_staking_claim_rewards', [n, ...t.nodes], {
    source: n.tx.account,
    source_secondary: d.wallet,
    destination: d.to,
    destination_secondary: t.receiverWallet,
    asset: jettonWallet(trace, t.nodes[0]!.tx.account)?.jetton ?? null,
    amount: d.amount,
  });
}

export function coffeeStakingActions(nodes: Node[], trace: TraceInput, make: Make): Action[] {
  const out: Action[] = [];
  for (const n of nodes) {
    if (n.used) continue;
    const a = claimRewards(n, trace, make) ?? withdraw(n, trace, make) ?? deposit(n, trace, make);
    if (a) out.push(a);
  }
  return out;
}
