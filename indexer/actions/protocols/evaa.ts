/**
 * EVAA lending: supply (TON sent to the master, or jettons whose forward payload is the supply request) and
 * withdraw, each settled through the owner's user contract. Messages to and from user contracts carry a
 * version header before their opcode.
 */
import type { Slice } from '@ton/core';
import type { Action, TraceInput } from '../model.ts';
import { body, failed, OP, type Make, type Node } from '../parts.ts';
import { addr, bodyAfterOp, build, childOf, jettonAmount, jettonWallet, opOf, read, subtree } from './util.ts';

const EV = {
  supplyMaster: 0x1,
  supplyUser: 0x11,
  supplySuccess: 0x11a,
  supplyFail: 0x11f,
  withdrawMaster: 0x2,
  withdrawUser: 0x21,
  withdrawCollateralized: 0x211,
  withdrawSuccess: 0x211a,
  withdrawFail: 0x211f,
  withdrawNoFunds: 0x211fe8,
} as const;
const TON_ASSET_ID = 0x1a4219fe5e60d63af2a3cc7dce6fec69b45c6b5718497a6148e7c232ac87bd8an;
/** Refusals the user contract sends straight back to the owner. */
const USER_REFUSALS: Record<number, string> = {
  8678: 'withdraw_locked_excess',
  8679: 'withdraw_not_collateralized_excess',
  8680: 'withdraw_missing_prices_excess',
  8684: 'withdraw_execution_crashed',
};

/** A user-contract message: user_version:Coins upgrade_info:(Maybe ^Cell) upgrade_exec:uint2, then op and query_id. */
function userCommand(n: Node | undefined): { op: number; s: Slice } | null {
  if (!n?.in?.body) return null;
  return read(() => {
    const s = body(n.in)!;
    s.loadCoins();
    s.loadMaybeRef();
    s.loadUint(2);
    const op = s.loadUint(32);
    s.skip(64);
    return { op, s };
  });
}
const userChild = (n: Node | undefined, op: number) => n?.children.find((c) => !c.used && userCommand(c)?.op === op);
const hex = (id: bigint | null) => (id === null ? null : `0x${id.toString(16)}`);

/**
 * Whether some child of `anchor` has a settling child (success, failure or refund): what every supply needs,
 * read from opcodes alone, so the common small opcodes (0x1) of other contracts cost no body decoding.
 */
const mayBeSupply = (anchor: Node | undefined) =>
  !!anchor?.children.some(
    (u) =>
      !u.used &&
      u.children.some(
        (c) => !c.used && (opOf(c) === EV.supplySuccess || opOf(c) === EV.supplyFail || opOf(c) === OP.jettonTransfer),
      ),
  );

function supply(n: Node, trace: TraceInput, make: Make): Action | null {
  if (!n.in?.source) return null;
  if (
    opOf(n) === EV.supplyMaster
      ? !mayBeSupply(n)
      : opOf(n) === OP.jettonTransfer
        ? !mayBeSupply(childOf(childOf(n, OP.internalTransfer), OP.transferNotification))
        : true
  )
    return null;
  let anchor: Node;
  let ns: Node[];
  let jetton: { wallet: string; masterWallet: string; asset: string | null } | null = null;
  let recipient: string | null;
  let amount: bigint | null;
  if (opOf(n) === EV.supplyMaster) {
    // supply_master#00000001 query_id:uint64 include_user_code:int2 supply_amount:uint64 recipient:MsgAddressInt ...
    const d = read(() => {
      const s = bodyAfterOp(n)!;
      s.skip(2);
      const v = s.loadUintBig(64);
      return { v, to: addr(s.loadAddress()) };
    });
    anchor = n;
    ns = subtree(n);
    recipient = d?.to ?? null;
    amount = d?.v ?? null;
  } else if (opOf(n) === OP.jettonTransfer) {
    const internal = childOf(n, OP.internalTransfer);
    const notify = childOf(internal, OP.transferNotification);
    // The forward payload: supply_master#00000001 include_user_code:int2 recipient:MsgAddressInt ...
    const to = read(() => {
      const s = bodyAfterOp(notify)!;
      s.loadCoins();
      s.loadAddressAny();
      const p = s.loadBit() ? s.loadRef().beginParse() : s;
      if (p.loadUint(32) !== EV.supplyMaster) return undefined;
      p.skip(2);
      return addr(p.loadAddress());
    });
    if (!internal || !notify || !to) return null;
    anchor = notify;
    ns = [n, internal, ...internal.children.filter((c) => !c.used && opOf(c) === OP.excesses), ...subtree(notify)];
    recipient = to;
    amount = jettonAmount(n);
    jetton = {
      wallet: n.tx.account,
      masterWallet: internal.tx.account,
      asset: jettonWallet(trace, n.tx.account)?.jetton ?? null,
    };
  } else return null;
  const user = userChild(anchor, EV.supplyUser);
  const success = user?.children.find((c) => !c.used && opOf(c) === EV.supplySuccess);
  const fail = user?.children.find((c) => !c.used && (opOf(c) === EV.supplyFail || opOf(c) === OP.jettonTransfer));
  if (!user || (!success && !fail)) return null;
  const assetId = read(() => userCommand(user)!.s.loadUintBig(256));
  // supply_success#0000011a query_id owner:MsgAddressInt asset_id:uint256 amount_supplied:uint64 ...
  const supplied = success
    ? read(() => {
        const s = bodyAfterOp(success)!;
        s.loadAddress();
        s.skip(256);
        return s.loadUintBig(64);
      })
    : null;
  const sender = n.in.source;
  const a = build(make, 'evaa_supply', ns, {
    source: sender,
    source_secondary: jetton?.wallet ?? null,
    destination: recipient,
    destination_secondary: user.tx.account,
    asset: jetton?.asset ?? null,
    amount: supplied ?? amount,
    evaa_supply_data: {
      is_ton: jetton === null,
      asset_id: hex(assetId),
      master: anchor.tx.account,
      recipient_jetton_wallet: jetton && sender === recipient ? jetton.wallet : null,
      master_jetton_wallet: jetton?.masterWallet ?? null,
    },
  });
  a.success = success !== undefined && !failed(anchor.tx) && !failed(user.tx) && !failed(success.tx);
  return a;
}

function withdraw(n: Node, trace: TraceInput, make: Make): Action | null {
  if (opOf(n) !== EV.withdrawMaster || !n.in?.source) return null;
  // withdraw_master#00000002 query_id:uint64 asset_id:uint256 amount:uint64 recipient:MsgAddressInt ...
  const req = read(() => {
    const s = bodyAfterOp(n)!;
    const id = s.loadUintBig(256);
    const v = s.loadUintBig(64);
    return { id, v, to: addr(s.loadAddress()) };
  });
  const user = userChild(n, EV.withdrawUser);
  if (!req || !user) return null;
  const isTon = req.id === TON_ASSET_ID;
  const collateralized = childOf(user, EV.withdrawCollateralized);
  const refusal = user.children.find((c) => !c.used && USER_REFUSALS[opOf(c) ?? -1] !== undefined);
  // The master found no liquidity: it tells the user contract to revert, which refunds the owner.
  const noFunds = childOf(userChild(collateralized, EV.withdrawFail), EV.withdrawNoFunds);
  const payout = isTon ? childOf(collateralized, EV.withdrawSuccess) : childOf(collateralized, OP.jettonTransfer);
  const settled = userChild(collateralized, EV.withdrawSuccess);
  const ok = collateralized !== undefined && payout !== undefined && settled !== undefined;
  if (!ok && !noFunds && !refusal) return null;
  const reason = ok ? null : noFunds ? 'withdraw_no_funds_excess' : USER_REFUSALS[opOf(refusal)!]!;
  // withdraw_collateralized#00000211 query_id owner:MsgAddressInt asset_id:uint256 withdraw_amount_current:uint64 ...
  const current = ok
    ? read(() => {
        const s = bodyAfterOp(collateralized)!;
        s.loadAddress();
        s.skip(256);
        return s.loadUintBig(64);
      })
    : null;
  const payoutWallet =
    !isTon && ok ? (payout!.children.find((c) => opOf(c) === OP.internalTransfer)?.tx.account ?? null) : null;
  const a = build(make, 'evaa_withdraw', subtree(n), {
    source: n.in.source,
    destination: req.to,
    destination_secondary: user.tx.account,
    amount: current ?? req.v,
    asset: !isTon && ok ? (jettonWallet(trace, payout!.tx.account)?.jetton ?? null) : null,
    evaa_withdraw_data: {
      is_ton: isTon,
      asset_id: hex(req.id),
      master: n.tx.account,
      fail_reason: reason,
      recipient_jetton_wallet: payoutWallet,
      master_jetton_wallet: !isTon && ok ? payout!.tx.account : null,
    },
  });
  a.success = ok && !failed(n.tx) && !failed(user.tx) && !failed(collateralized!.tx);
  return a;
}

export function evaaActions(nodes: Node[], trace: TraceInput, make: Make): Action[] {
  const out: Action[] = [];
  for (const n of nodes) {
    if (n.used) continue;
    const a = withdraw(n, trace, make) ?? supply(n, trace, make);
    if (a) out.push(a);
  }
  return out;
}
