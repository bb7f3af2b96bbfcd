/**
 * JVault staking pools. A user's stake wallet (a jetton wallet of the pool's stake jetton) talks to the pool:
 * stake = jettons sent to the pool, which opens the stake wallet (receive_jettons) and settles rewards
 * (request_update_rewards → update_rewards, with optional referral updates); unstake, unstake request and
 * claim are calls on the stake wallet that the pool settles the same way.
 */
import { Cell, Dictionary, type Slice } from '@ton/core';
import type { Action, TraceInput } from '../model.ts';
import { failed, OP, type Make, type Node } from '../parts.ts';
import {
  addr,
  bodyAfterOp,
  build,
  childOf,
  childrenOf,
  jettonAmount,
  jettonWallet,
  opOf,
  read,
  subtree,
} from './util.ts';

const JV = {
  receiveJettons: 0xd68a4ac1,
  unstake: 0x499a9262,
  unstakeRequest: 0x0168d4b7,
  claim: 0x78d9f109,
  sendClaimedRewards: 0x44bc1fe3,
  requestUpdateRewards: 0xf5c5baa3,
  cancelStake: 0x9eada1d9,
} as const;

const dataBoc = (trace: TraceInput, a: string | null): Record<string, unknown> | undefined =>
  a ? trace.interfaces[a]?.data_boc : undefined;

/** What the stake wallet's stored data says: its pool and the stake jetton's minter; the pool's lock wallet says the staked jetton. */
function assets(
  trace: TraceInput,
  stakeWallet: string,
): { pool: string | null; asset: string | null; jvaultAsset: string | null } {
  const boc = dataBoc(trace, stakeWallet)?.data_boc;
  const d =
    typeof boc === 'string'
      ? read(() => {
          const s = Cell.fromBase64(boc).beginParse();
          return { pool: addr(s.loadAddress()), minter: addr(s.loadAddress()) };
        })
      : null;
  const lock = d?.pool ? dataBoc(trace, d.pool)?.lock_wallet_address : undefined;
  return {
    pool: d?.pool ?? null,
    asset: typeof lock === 'string' ? (jettonWallet(trace, lock)?.jetton ?? null) : null,
    jvaultAsset: d?.minter ?? jettonWallet(trace, stakeWallet)?.jetton ?? null,
  };
}

/** HashmapE 267 Bit: the addresses are the keys. */
function addressSet(s: Slice): string[] {
  const d = s.loadDict(Dictionary.Keys.Address(), Dictionary.Values.Bool());
  return d.keys().map((k) => addr(k)!);
}

function stake(n: Node, trace: TraceInput, make: Make): Action | null {
  if (opOf(n) !== OP.jettonTransfer || !n.in?.source) return null;
  const internal = childOf(n, OP.internalTransfer);
  const notify = childOf(internal, OP.transferNotification);
  const receive = childOf(notify, JV.receiveJettons);
  if (!internal || !notify || !receive) return null;
  const update = childOf(receive, JV.requestUpdateRewards);
  const cancel = childOf(receive, JV.cancelStake);
  if (!update && !cancel) return null;
  // transfer_notification's forward payload: stake#? lock_period:uint32
  const period = read(() => {
    const s = bodyAfterOp(notify)!;
    s.loadCoins();
    s.loadAddressAny();
    const p = s.loadBit() ? s.loadRef().beginParse() : s;
    p.skip(32);
    return p.loadUint(32);
  });
  // receive_jettons#d68a4ac1 query_id:uint64 min_deposit:Coins max_deposit:Coins unstake_commission:uint16 unstake_fee:Coins
  //   whitelist:(HashmapE 267 Bit) received_jettons:Coins — the stake jettons the pool credits to the stake wallet.
  // A cancelled stake is refunded: the wallet mints nothing, so the field stays empty.
  const minted = cancel
    ? null
    : read(() => {
        const s = bodyAfterOp(receive)!;
        s.loadCoins();
        s.loadCoins();
        s.skip(16);
        s.loadCoins();
        s.loadMaybeRef();
        return s.loadCoins();
      });
  const ns = [n, internal, ...internal.children.filter((c) => !c.used && opOf(c) === OP.excesses), ...subtree(notify)];
  const a = build(make, 'jvault_stake', ns, {
    source: n.in.source,
    source_secondary: n.tx.account,
    destination: receive.in?.source ?? null,
    asset: jettonWallet(trace, n.tx.account)?.jetton ?? null,
    amount: jettonAmount(n),
    jvault_stake_data: { period, minted_stake_jettons: minted, stake_wallet: receive.tx.account },
  });
  a.success = !cancel && !failed(receive.tx) && !failed(update!.tx);
  return a;
}

/** unstake, unstake_request and claim: calls on the stake wallet that the pool settles. */
function walletCall(n: Node, trace: TraceInput, make: Make): Action | null {
  const op = opOf(n);
  if ((op !== JV.unstake && op !== JV.unstakeRequest && op !== JV.claim) || !n.in?.source) return null;
  const settle = childOf(n, op === JV.claim ? JV.sendClaimedRewards : JV.requestUpdateRewards);
  const known = assets(trace, n.tx.account);
  const base = { source: n.in.source, source_secondary: n.tx.account, destination: settle?.tx.account ?? known.pool };
  if (op === JV.claim) {
    if (!settle) return null;
    // The claim names the pool's reward jetton wallets; each one pays its reward with its own transfer, so the
    // amounts are read per wallet and kept in the claim's order (null for a wallet that did not pay).
    const jettons = read(() => addressSet(bodyAfterOp(n)!)) ?? [];
    const payouts = childrenOf(settle, OP.jettonTransfer);
    const paid = jettons.map((j) => payouts.find((p) => p.tx.account === j));
    const c = build(make, 'jvault_claim', subtree(n), {
      ...base,
      jvault_claim_data: { claimed_jettons: jettons, claimed_amounts: paid.map((p) => (p ? jettonAmount(p) : null)) },
    });
    // The rewards reached the owner's jetton wallets; what the owner's wallet then does with the notification is not the claim.
    c.success = !failed(n.tx) && !failed(settle.tx) && payouts.length > 0 && payouts.every((p) => !failed(p.tx));
    return c;
  }
  if (!settle && known.pool === null) return null;
  const a = build(make, op === JV.unstake ? 'jvault_unstake' : 'jvault_unstake_request', settle ? subtree(n) : [n], {
    ...base,
    amount: jettonAmount(n),
    asset: known.asset ?? jettonWallet(trace, childOf(settle, OP.jettonTransfer)?.tx.account)?.jetton ?? null,
    asset2: known.jvaultAsset,
    // Without the pool's answer the request failed on the stake wallet: the reference keeps its exit code in `opcode`.
    opcode: settle ? null : n.tx.compute_exit_code,
  });
  a.success = settle !== undefined && !failed(n.tx) && !failed(settle.tx);
  return a;
}

export function jvaultActions(nodes: Node[], trace: TraceInput, make: Make): Action[] {
  const out: Action[] = [];
  for (const n of nodes) {
    if (n.used) continue;
    const a = walletCall(n, trace, make) ?? stake(n, trace, make);
    if (a) out.push(a);
  }
  return out;
}
