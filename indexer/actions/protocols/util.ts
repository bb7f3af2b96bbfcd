/** Small readers shared by the protocol matchers: opcodes of nodes, children by opcode, addresses, jetton wallets. */
import type { Address, Slice } from '@ton/core';
import type { Action, TraceInput } from '../model.ts';
import { body, OP, raw, type Make, type Node, opOf } from '../parts.ts';

export { opOf } from '../parts.ts';

export const childOf = (n: Node | undefined, op: number): Node | undefined =>
  n?.children.find((c) => !c.used && opOf(c) === op);
export const childrenOf = (n: Node | undefined, op: number): Node[] =>
  n ? n.children.filter((c) => !c.used && opOf(c) === op) : [];
export const addr = (a: Address | null | undefined): string | null => (a ? raw(a) : null);

/** The node's body past its opcode (and query id when `queryId`), or null when there is none. */
export function bodyAfterOp(n: Node | undefined, queryId = true): Slice | null {
  const s = body(n?.in);
  if (!s || s.remainingBits < 32) return null;
  s.skip(32);
  if (queryId) {
    if (s.remainingBits < 64) return null;
    s.skip(64);
  }
  return s;
}

/** Runs a body reader; a malformed body yields null instead of throwing. */
export function read<T>(f: () => T): T | null {
  try {
    return f();
  } catch {
    return null;
  }
}

/** The `amount` of a TEP-74 internal_transfer / burn / transfer body (op, query_id, coins). */
export const jettonAmount = (n: Node | undefined): bigint | null => read(() => bodyAfterOp(n)!.loadCoins());

export const jettonWallet = (
  trace: TraceInput,
  a: string | null | undefined,
): { jetton: string | null; owner: string | null } | null => {
  const w = a ? trace.interfaces[a]?.JettonWallet : undefined;
  return w
    ? { jetton: (w.jetton as string | undefined) ?? null, owner: (w.owner as string | undefined) ?? null }
    : null;
};

/**
 * Builds the action and lists as its accounts, as the reference does for protocol actions, every account the
 * action's transactions touched plus its address columns and the account whose transaction started it.
 */
export function build(
  make: Make,
  type: string,
  ns: Node[],
  fields: Partial<Action>,
  extra: Array<string | null> = [],
): Action {
  const a = make(type, ns, fields);
  const cols = [
    a.source,
    a.source_secondary,
    a.destination,
    a.destination_secondary,
    ns[0]?.parent?.tx.account ?? null,
    ...ns.map((n) => n.tx.account),
    ...extra,
  ];
  a.accounts = [...new Set(cols.filter((x): x is string => x !== null))];
  return a;
}

/** Unique nodes in order (a matcher may reach one node by two routes). */
export const uniq = (ns: Array<Node | undefined>): Node[] => [...new Set(ns.filter((n): n is Node => n !== undefined))];

/**
 * The node and everything it caused that no other action took, stopping below jetton notifications: what a
 * recipient does on being notified is its own business.
 */
export function subtree(n: Node, root = true): Node[] {
  const out: Node[] = [n];
  if (root || opOf(n) !== OP.transferNotification)
    for (const c of n.children) if (!c.used) out.push(...subtree(c, false));
  return out;
}

/** A TEP-74 transfer starting at `n` (the sender's wallet): its nodes, amount and the receiving wallet. */
export function jettonTransferAt(
  n: Node | undefined,
): { nodes: Node[]; amount: bigint | null; receiverWallet: string | null; notify: Node | undefined } | null {
  if (!n || opOf(n) !== OP.jettonTransfer) return null;
  const internal = childOf(n, OP.internalTransfer);
  const notify = childOf(internal, OP.transferNotification);
  return {
    nodes: uniq([n, internal, notify, ...childrenOf(internal, OP.excesses)]),
    amount: jettonAmount(n),
    receiverWallet: internal?.tx.account ?? null,
    notify,
  };
}
