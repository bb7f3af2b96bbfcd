/**
 * tgBTC bridge: the teleport contract reports its mints, burns (peg-outs) and key rotations in external-out
 * log messages; the actions are anchored on those logs and the internal messages around them.
 */
import { Cell, type Slice } from '@ton/core';
import type { Action, TraceInput, TraceMessage } from '../model.ts';
import { OP, type Make, type Node } from '../parts.ts';
import { addr, build, childOf, jettonAmount, opOf, read, subtree } from './util.ts';

const TG = {
  mintHead: 0x3f781d24,
  mintTail: 0xe42a879b,
  newKey: 0x690f357a,
  forwardedBurn: 0x587643a2,
  mintLog: 0x77a80ef3,
  burnLog: 0xca444ce6,
  newKeyLog: 0x27756729,
  dkgLog: 0x453443a6,
} as const;

/** The body (past the opcode) of the transaction's external-out log with this opcode. */
function log(n: Node | undefined, op: number): { s: Slice; msg: TraceMessage } | null {
  const msg = n?.tx.messages.find(
    (m) => m.direction === 'out' && m.destination === null && m.opcode !== null && m.opcode >>> 0 === op,
  );
  if (!msg?.body) return null;
  return read(() => {
    const s = Cell.fromBase64(msg.body!).beginParse();
    s.skip(32);
    return { s, msg };
  });
}
const hex256 = (v: bigint) => v.toString(16).padStart(64, '0');

/** The mint chain's tail logs `mint amount:Coins recipient:MsgAddress bitcoin_txid:uint256` and mints the jettons. */
function mint(n: Node, make: Make): Action | null {
  const l = opOf(n) === TG.mintTail ? log(n, TG.mintLog) : null;
  const jm = childOf(n, OP.mint);
  const internal = childOf(jm, OP.internalTransfer);
  if (!l || !jm) return null;
  let head: Node | undefined = n.parent;
  for (let i = 0; head && opOf(head) !== TG.mintHead && i < 20; i++) head = head.parent;
  if (!head || opOf(head) !== TG.mintHead) return null;
  const d = read(() => ({ amount: l.s.loadCoins(), to: addr(l.s.loadAddress()), txid: l.s.loadUintBig(256) }));
  if (!d) return null;
  // The log holds the bitcoin txid as a little-endian integer; explorers show its bytes reversed.
  const txid = Buffer.from(hex256(d.txid), 'hex').reverse().toString('hex');
  return build(make, 'tgbtc_mint', subtree(head), {
    source: head.in?.source ?? null,
    source_secondary: n.tx.account,
    destination: d.to,
    destination_secondary: internal?.tx.account ?? null,
    asset: jm.tx.account,
    asset_secondary: txid,
    amount: d.amount,
  });
}

/**
 * A std address as the log stores it. Under an anycast prefix the reference reports the stored hash, not the
 * rewritten one, and some old logs put other address kinds here: those give null.
 */
function storedStd(s: Slice): string | null {
  const tag = s.loadUint(2);
  if (tag === 0) return null;
  if (tag === 1) {
    s.skip(s.loadUint(9));
    return null;
  }
  if (s.loadBit()) s.skip(s.loadUint(5));
  if (tag === 3) {
    const len = s.loadUint(9);
    s.skip(32 + len);
    return null;
  }
  return `${s.loadInt(8)}:${s.loadBuffer(32).toString('hex').toUpperCase()}`;
}

/** The burn log `burn amount:Coins sender:MsgAddress pegout:MsgAddress`, whatever of it can be read. */
function burnLog(l: { s: Slice }): { amount: bigint | null; pegout: string | null } {
  const amount = read(() => l.s.loadCoins());
  const pegout =
    amount === null
      ? null
      : read(() => {
          storedStd(l.s);
          return storedStd(l.s);
        });
  return { amount, pegout };
}
const isTeleportBurn = (c: Node) => opOf(c) === OP.burnNotification || opOf(c) === TG.forwardedBurn;

/**
 * A jetton burn whose notification the master forwards to the teleport, which logs the peg-out. Logs of older
 * teleports follow other layouts: an amount above what was burnt cannot be the peg-out's, so the burnt amount
 * stands in for it.
 */
function burn(n: Node, make: Make): Action | null {
  if (opOf(n) !== OP.burn || !n.in?.source) return null;
  const note = childOf(n, OP.burnNotification);
  const teleport = note?.children.find((c) => !c.used && isTeleportBurn(c));
  const l = log(teleport, TG.burnLog);
  if (!note || !teleport || !l) return null;
  const d = burnLog(l);
  const burnt = jettonAmount(n);
  const amount = d.amount !== null && (burnt === null || d.amount <= burnt) ? d.amount : burnt;
  return build(make, 'tgbtc_burn', [n, note, ...subtree(teleport)], {
    source: n.in.source,
    source_secondary: n.tx.account,
    destination: d.pegout,
    asset: note.tx.account,
    amount,
  });
}

/** The teleport logging a peg-out no jetton burn in the trace led to: the log alone is known. */
function burnFallback(n: Node, make: Make): Action | null {
  const l = isTeleportBurn(n) ? log(n, TG.burnLog) : null;
  if (!l) return null;
  const d = burnLog(l);
  return build(make, 'tgbtc_burn_fallback', subtree(n), { destination: d.pegout, amount: d.amount });
}

/** A completed key generation (logged by the teleport) and the coordinator's new key with its peg-out contract. */
function newKey(n: Node, make: Make): Action | null {
  const dkg = log(n, TG.dkgLog);
  if (!dkg) return null;
  const d = read(() => ({ timestamp: dkg.s.loadUintBig(64), pubkey: dkg.s.loadUintBig(256) }));
  const coordinator = n.children.find((c) => !c.used && opOf(c) === TG.newKey && log(c, TG.newKeyLog));
  if (coordinator) {
    const l = log(coordinator, TG.newKeyLog)!;
    const k = read(() => {
      const amount = l.s.loadCoins();
      const pubkey = l.s.loadUintBig(256);
      return { amount, pubkey, pegout: addr(l.s.loadAddress()) };
    });
    return build(make, 'tgbtc_new_key', subtree(coordinator), {
      source: n.tx.account,
      source_secondary: k ? hex256(k.pubkey) : null,
      destination: coordinator.tx.account,
      destination_secondary: k?.pegout ?? null,
      amount: k?.amount ?? null,
      value: d?.timestamp ?? null,
    });
  }
  // A key generation logged without the coordinator's answer: the log alone.
  return build(make, 'tgbtc_dkg_log_fallback', [n], {
    source: n.tx.account,
    asset: d ? hex256(d.pubkey) : null,
    value: d?.timestamp ?? null,
  });
}

export function tgbtcActions(nodes: Node[], _trace: TraceInput, make: Make): Action[] {
  const out: Action[] = [];
  for (const n of nodes) {
    if (n.used) continue;
    const a = mint(n, make) ?? burn(n, make) ?? newKey(n, make) ?? burnFallback(n, make);
    if (a) out.push(a);
  }
  return out;
}
