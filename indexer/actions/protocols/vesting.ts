/**
 * Vesting wallets: the owner asking the vesting contract to send a message (send_message#a7733acd, answered
 * with #f7733acd) and the creator whitelisting destinations (add_whitelist#7258a69b, answered with #f258a69b).
 */
import { loadCommonMessageInfoRelaxed, type Slice } from '@ton/core';
import type { Action, TraceInput } from '../model.ts';
import type { Make, Node } from '../parts.ts';
import { addr, bodyAfterOp, build, childOf, opOf, read } from './util.ts';

const SEND_MESSAGE = 0xa7733acd;
const ADD_WHITELIST = 0x7258a69b;
const ANSWER: Record<number, number> = { [SEND_MESSAGE]: 0xf7733acd, [ADD_WHITELIST]: 0xf258a69b };
const response = (op: number) => ANSWER[op]!;

const queryIdOf = (n: Node) =>
  read(() => {
    const s = bodyAfterOp(n, false)!;
    return s.loadUintBig(64);
  });

/** add_whitelist#7258a69b query_id:uint64 addr:MsgAddress ^[addr:MsgAddress ^[...]] */
function whitelisted(s: Slice): string[] {
  const out: string[] = [];
  for (let cur: Slice = s; ; cur = cur.loadRef().beginParse()) {
    const more = cur.remainingRefs > 0;
    const a = addr(cur.loadMaybeAddress());
    if (a) out.push(a);
    if (!more) return out;
  }
}

function sendMessage(n: Node, make: Make): Action | null {
  const answer = childOf(n, response(SEND_MESSAGE));
  if (!answer || !n.in?.source) return null;
  // send_message#a7733acd query_id:uint64 mode:uint8 msg:^MessageRelaxed
  const d = read(() => {
    const s = bodyAfterOp(n)!;
    s.skip(8);
    const msg = s.loadRef();
    const info = loadCommonMessageInfoRelaxed(msg.beginParse());
    return {
      boc: msg.toBoc({ idx: false, crc32: false }).toString('base64'),
      dest: info.type === 'internal' ? addr(info.dest) : null,
      value: info.type === 'internal' ? info.value.coins : null,
    };
  });
  return build(make, 'vesting_send_message', [n, answer], {
    source: n.in.source,
    destination: n.tx.account,
    destination_secondary: d?.dest ?? null,
    amount: d?.value ?? null,
    vesting_send_message_data: { query_id: queryIdOf(n), message_boc: d?.boc ?? null },
  });
}

function addWhitelist(n: Node, make: Make): Action | null {
  const answer = childOf(n, response(ADD_WHITELIST));
  if (!answer || !n.in?.source) return null;
  return build(make, 'vesting_add_whitelist', [n, answer], {
    source: n.in.source,
    destination: n.tx.account,
    vesting_add_whitelist_data: {
      query_id: queryIdOf(n),
      accounts_added: read(() => whitelisted(bodyAfterOp(n)!)) ?? [],
    },
  });
}

export function vestingActions(nodes: Node[], _trace: TraceInput, make: Make): Action[] {
  const out: Action[] = [];
  for (const n of nodes) {
    if (n.used) continue;
    const op = opOf(n);
    const a = op === SEND_MESSAGE ? sendMessage(n, make) : op === ADD_WHITELIST ? addWhitelist(n, make) : null;
    if (a) out.push(a);
  }
  return out;
}
