/**
 * Cocoon (confidential compute on TON): payouts to workers and proxies, charges and refunds of clients, client
 * registration, top-ups, stakes and withdrawals, proxy (un)registration at the root. Each request is one
 * message whose opcode names it, answered by excesses, a payout or a request forwarded to the client or proxy.
 */
import { Address, ExternalAddress, type Slice } from '@ton/core';
import type { Action, TraceInput } from '../model.ts';
import type { ActionData } from '../../../contract/action-data.ts';
import { failed, type Make, type Node } from '../parts.ts';
import { addr, bodyAfterOp, build, childOf, opOf, read, subtree } from './util.ts';

const CO = {
  excesses: 0x2565934c,
  payout: 0xc59a7cd3,
  workerRequest: 0x4d725d2c,
  clientRequest: 0x65448ff4,
  payoutPayload: 0xa040ad28,
  lastPayoutPayload: 0xf5f26a36,
  proxyPayoutRequest: 0x7610e6eb,
  charge: 0xbb63ff93,
  grantRefund: 0xefd711e1,
  topUp: 0xf172e6c2,
  registerProxy: 0x927c7cb5,
  unregisterProxy: 0x6d49eaf2,
  clientRegister: 0xc45f9f3b,
  changeSecretHash: 0xa9357034,
  requestRefund: 0xfafa6cc1,
  increaseStake: 0x6a1f6a60,
  withdraw: 0xda068e78,
  walletSendMessage: 0x9c69f376,
} as const;

/** The body past op and query id, with the query id. */
function req(n: Node): { q: bigint; s: Slice } | null {
  return read(() => {
    const s = bodyAfterOp(n, false)!;
    return { q: s.loadUintBig(64), s };
  });
}
/** `expectedMyAddress` as the reference writes it: raw for an internal address, `<bits>;<hex>` for an external one. */
function expected(s: Slice): string | null {
  const a = s.loadAddressAny();
  if (Address.isAddress(a)) return addr(a);
  if (a instanceof ExternalAddress) return `${a.bits};${a.value.toString(16)}`;
  return null;
}
const ok = (n: Node) => !failed(n.tx);

/** A worker reports a payout to its proxy, which pays the worker's owner (`last` when the worker closes). */
function workerPayout(n: Node, make: Make): Action | null {
  if (opOf(n) !== CO.payoutPayload && opOf(n) !== CO.lastPayoutPayload) return null;
  const wr = childOf(n, CO.workerRequest);
  const payout = childOf(wr, CO.payout);
  if (!wr || !payout) return null;
  const p = read(() => {
    const r = req(n)!;
    return { q: r.q, tokens: r.s.loadUintBig(64) };
  });
  const w = read(() => {
    const r = req(wr)!;
    return { owner: addr(r.s.loadAddress()), state: r.s.loadUint(2), tokens: r.s.loadUintBig(64) };
  });
  if (!p || !w) return null;
  const a = build(
    make,
    'cocoon_worker_payout',
    [n, wr, payout, ...wr.children.filter((c) => !c.used && opOf(c) === CO.excesses)],
    {
      source: n.in?.source ?? null,
      source_secondary: n.tx.account,
      destination: w.owner,
      amount: payout.in?.value ?? null,
      cocoon_worker_payout_data: {
        payout_type: opOf(n) === CO.lastPayoutPayload ? 'last' : 'regular',
        query_id: p.q,
        new_tokens: p.tokens,
        worker_state: w.state,
        worker_tokens: w.tokens,
      },
    },
  );
  a.success = ok(payout);
  return a;
}

/** A proxy pays its owner and returns the excess to whom the request names. */
function proxyPayout(n: Node, make: Make): Action | null {
  if (opOf(n) !== CO.proxyPayoutRequest) return null;
  const payout = childOf(n, CO.payout);
  const excess = childOf(n, CO.excesses);
  const r =
    payout && excess
      ? read(() => {
          const x = req(n)!;
          return { q: x.q, to: addr(x.s.loadAddress()) };
        })
      : null;
  if (!payout || !excess || !r) return null;
  const a = build(make, 'cocoon_proxy_payout', [n, payout, excess], {
    source: n.tx.account,
    destination: payout.tx.account,
    destination_secondary: r.to,
    cocoon_proxy_payout_data: { query_id: r.q },
  });
  a.success = ok(payout);
  return a;
}

/** A proxy charging a client for tokens used, or granting it a refund paid out by the client contract. */
function charge(n: Node, make: Make): Action | null {
  const grant = opOf(n) === CO.grantRefund;
  if (opOf(n) !== CO.charge && !grant) return null;
  const cr = childOf(n, CO.clientRequest);
  if (!cr || (!grant && !childOf(n, CO.excesses))) return null;
  const d = read(() => {
    const r = req(n)!;
    const used = r.s.loadUintBig(64);
    return { query_id: r.q, new_tokens_used: used, expected_address: expected(r.s) };
  });
  if (!d) return null;
  if (!grant) {
    // A charge moves no funds: the reference states its amount as 0.
    const a = build(make, 'cocoon_proxy_charge', subtree(n), {
      source: n.tx.account,
      destination: cr.tx.account,
      amount: 0n,
      cocoon_proxy_charge_data: d,
    });
    a.success = ok(n);
    return a;
  }
  const payout = childOf(cr, CO.payout);
  const a = build(make, 'cocoon_grant_refund', subtree(n), {
    source: n.tx.account,
    source_secondary: cr.tx.account,
    destination: payout?.tx.account ?? null,
    amount: payout?.in?.value ?? null,
    cocoon_grant_refund_data: d,
  });
  a.success = ok(n);
  return a;
}

/** Requests the root answers with excesses alone. */
function rootRequest(n: Node, make: Make): Action | null {
  const unregister = opOf(n) === CO.unregisterProxy;
  if ((opOf(n) !== CO.registerProxy && !unregister) || !childOf(n, CO.excesses)) return null;
  const r = read(() => {
    const x = req(n)!;
    return { query_id: x.q, ...(unregister ? { seqno: x.s.loadUint(32) } : {}) };
  });
  if (!r) return null;
  const a = build(
    make,
    unregister ? 'cocoon_unregister_proxy' : 'cocoon_register_proxy',
    subtree(n),
    unregister
      ? { destination: n.tx.account, cocoon_unregister_proxy_data: r }
      : { destination: n.tx.account, cocoon_register_proxy_data: r },
  );
  a.success = ok(n);
  return a;
}

/**
 * Owner requests to a client contract: `fields` reads the body past the query id up to `sendExcessesTo` (the
 * owner) and returns the action's data and amount.
 */
type OwnerType =
  | 'cocoon_client_register'
  | 'cocoon_client_change_secret_hash'
  | 'cocoon_client_request_refund'
  | 'cocoon_client_increase_stake'
  | 'cocoon_client_withdraw';
type OwnerOp = {
  [T in OwnerType]: {
    type: T;
    fields: (s: Slice, n: Node) => { data: Partial<Omit<ActionData[`${T}_data`], 'query_id'>>; amount?: bigint | null };
  };
}[OwnerType];
const hex256 = (v: bigint) => v.toString(16).padStart(64, '0');
const OWNER_OPS: Record<number, OwnerOp> = {
  [CO.clientRegister]: { type: 'cocoon_client_register', fields: (s) => ({ data: { nonce: s.loadUintBig(64) } }) },
  [CO.changeSecretHash]: {
    type: 'cocoon_client_change_secret_hash',
    fields: (s) => ({ data: { new_secret_hash: hex256(s.loadUintBig(256)) } }),
  },
  [CO.requestRefund]: {
    type: 'cocoon_client_request_refund',
    fields: (_s, n) => ({ data: { via_wallet: opOf(n.parent) === CO.walletSendMessage } }),
  },
  [CO.increaseStake]: {
    type: 'cocoon_client_increase_stake',
    fields: (s) => {
      const stake = s.loadCoins();
      return { data: { new_stake: stake }, amount: stake };
    },
  },
  [CO.withdraw]: {
    type: 'cocoon_client_withdraw',
    // What the client contract pays out is the amount withdrawn.
    fields: (_s, n) => {
      const v = childOf(childOf(n, CO.clientRequest), CO.payout)?.in?.value ?? null;
      return { data: { withdraw_amount: v }, amount: v };
    },
  },
};

function ownerRequest(n: Node, make: Make): Action | null {
  const op = OWNER_OPS[opOf(n) ?? -1];
  if (!op || !childOf(n, CO.clientRequest) || (opOf(n) !== CO.withdraw && !childOf(n, CO.excesses))) return null;
  const r = read(() => {
    const x = req(n)!;
    const f = op.fields(x.s, n);
    return { q: x.q, ...f, owner: addr(x.s.loadAddress()) };
  });
  if (!r) return null;
  const wallet =
    op.type === 'cocoon_client_request_refund' && opOf(n.parent) === CO.walletSendMessage && !n.parent!.used
      ? n.parent!
      : undefined;
  const fields: Partial<Action> = {
    source: r.owner ?? n.in?.source ?? null,
    destination: n.tx.account,
    amount: r.amount ?? null,
  };
  // the payload's fields were checked against its type in OWNER_OPS; the key is the op's own
  (fields as Record<string, unknown>)[`${op.type}_data`] = { query_id: r.q, ...r.data };
  const a = build(make, op.type, [...(wallet ? [wallet] : []), ...subtree(n)], fields);
  a.success = ok(n);
  return a;
}

/** A client topped up by anyone: the client forwards the coins to its proxy, which returns the excess. */
function topUp(n: Node, make: Make): Action | null {
  if (opOf(n) !== CO.topUp) return null;
  const pr = childOf(n, CO.clientRequest);
  if (!pr || !childOf(pr, CO.excesses)) return null;
  const r = read(() => {
    const x = req(n)!;
    const amount = x.s.loadCoins();
    return { q: x.q, amount, sender: addr(x.s.loadAddress()) };
  });
  if (!r) return null;
  const a = build(make, 'cocoon_client_top_up', subtree(n), {
    source: r.sender,
    destination: n.tx.account,
    destination_secondary: pr.tx.account,
    amount: r.amount,
    cocoon_client_top_up_data: { query_id: r.q },
  });
  a.success = ok(n);
  return a;
}

export function cocoonActions(nodes: Node[], _trace: TraceInput, make: Make): Action[] {
  const out: Action[] = [];
  for (const n of nodes) {
    if (n.used) continue;
    const a =
      workerPayout(n, make) ??
      proxyPayout(n, make) ??
      charge(n, make) ??
      rootRequest(n, make) ??
      ownerRequest(n, make) ??
      topUp(n, make);
    if (a) out.push(a);
  }
  return out;
}
