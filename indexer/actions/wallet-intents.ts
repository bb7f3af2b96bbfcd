/**
 * The internal messages a wallet's external message asked for (wallet v3/v4: signature, subwallet, valid_until,
 * seqno[, op], then one mode byte per message reference; v5: `sign` opcode, wallet id, valid_until, seqno,
 * Maybe ^OutList of action_send_msg). Used when the wallet sent nothing, to say what failed.
 */
import { Cell, loadMessageRelaxed, type MessageRelaxed } from '@ton/core';
import type { Action, TraceInput } from './model.ts';
import { comment, OP, raw, type Make, type Node } from './parts.ts';

const V5_SIGNED_EXTERNAL = 0x7369676e;
const ACTION_SEND_MSG = 0x0ec3c86d;

export function walletIntents(bodyBase64: string | null): MessageRelaxed[] {
  if (!bodyBase64) return [];
  try {
    const body = Cell.fromBase64(bodyBase64);
    const s = body.beginParse();
    if (s.remainingBits >= 32 && s.preloadUint(32) === V5_SIGNED_EXTERNAL) {
      s.skip(32 + 32 + 32 + 32);
      if (!s.loadBit()) return [];
      const out: MessageRelaxed[] = [];
      // OutList is a linked list from the last action back to the first.
      for (let c: Cell = s.loadRef(); c.refs.length >= 2; c = c.refs[0]!) {
        const a = c.beginParse();
        if (a.loadUint(32) !== ACTION_SEND_MSG) continue;
        out.unshift(loadMessageRelaxed(c.refs[1]!.beginParse()));
      }
      return out;
    }
    s.skip(512 + 32 + 32 + 32);
    const refs = body.refs.length;
    if (s.remainingBits === 8 * refs + 8) s.skip(8); // v4 op
    if (s.remainingBits !== 8 * refs) return [];
    return body.refs.map((r) => loadMessageRelaxed(r.beginParse()));
  } catch {
    return [];
  }
}

/** Actions for what a wallet that sent nothing had asked for (all unsuccessful). */
export function failedIntents(n: Node, trace: TraceInput, make: Make): Action[] {
  const out: Action[] = [];
  const wallet = n.tx.account;
  for (const m of walletIntents(n.in!.body)) {
    if (m.info.type !== 'internal') continue;
    const dest = raw(m.info.dest);
    const s = m.body.beginParse();
    const op = s.remainingBits >= 32 ? s.preloadUint(32) : null;
    if (op === OP.jettonTransfer) {
      try {
        s.skip(32);
        const queryId = s.loadUintBig(64);
        const amount = s.loadCoins();
        const to = s.loadMaybeAddress();
        const resp = s.loadMaybeAddress();
        const custom = s.loadMaybeRef();
        const fwdAmount = s.loadCoins();
        const fwd = s.remainingBits > 0 || s.remainingRefs > 0 ? (s.loadBit() ? s.loadRef() : s.asCell()) : null;
        const c = comment(fwd ? fwd.beginParse() : null);
        const a = make('jetton_transfer', [n], {
          source: wallet,
          source_secondary: dest,
          destination: to ? raw(to) : null,
          asset: (trace.interfaces[dest]?.JettonWallet?.jetton as string | undefined) ?? null,
          amount,
          jetton_transfer_data: {
            query_id: queryId,
            response_destination: resp ? raw(resp) : null,
            forward_amount: fwdAmount,
            custom_payload: custom ? custom.toBoc().toString('base64') : null,
            forward_payload: fwd && fwd.bits.length + fwd.refs.length > 0 ? fwd.toBoc().toString('base64') : null,
            comment: c.comment,
            is_encrypted_comment: c.encrypted,
          },
        });
        out.push({ ...a, success: false, accounts: [wallet, dest] });
        continue;
      } catch {
        /* not a jetton transfer body after all */
      }
    }
    if (op === null || op === 0 || op === OP.encryptedComment) {
      const c = comment(m.body.beginParse());
      const a = make('ton_transfer', [n], {
        source: wallet,
        destination: dest,
        value: m.info.value.coins,
        ton_transfer_data: { content: c.comment, encrypted: c.encrypted },
      });
      out.push({ ...a, success: false, accounts: [wallet] });
    }
  }
  return out;
}
