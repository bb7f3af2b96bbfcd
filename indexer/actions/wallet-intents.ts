/**
 * The internal messages a wallet's external message asked for (wallet v3/v4: signature, subwallet, valid_until,
 * seqno[, op], then one mode byte per message reference; v5: `sign` opcode, wallet id, valid_until, seqno,
 * Maybe ^OutList of action_send_msg). Used when the wallet sent nothing, to say what failed.
 */
import { Cell, loadMessageRelaxed, type MessageRelaxed } from '@ton/core';

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
