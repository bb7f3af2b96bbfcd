/** Pieces shared by the DeDust matchers: the vault payout opcode and the Asset layout. */
import type { Slice } from '@ton/core';

/** payout#474f86cf from the native (TON) vault. */
export const NATIVE_PAYOUT = 0x474f86cf;

/** DeDust Asset: native$0000 (TON, null here) | jetton$0001 workchain_id:int8 address:uint256. */
export function asset(s: Slice): string | null {
  const kind = s.loadUint(4);
  if (kind === 0) return null;
  if (kind !== 1) throw new Error(`unknown DeDust asset kind ${kind}`);
  const wc = s.loadInt(8);
  return `${wc}:${s.loadBuffer(32).toString('hex').toUpperCase()}`;
}
