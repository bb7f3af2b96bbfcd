import { beginCell, type Cell, Dictionary } from '@ton/core';
import { sha256_sync } from '@ton/crypto';

/** TEP-64 snake text: the 0x00 prefix and the string across the cell's tail. */
function snake(text: string): Cell {
  return beginCell().storeUint(0, 8).storeStringTail(text).endCell();
}

/** TEP-64 on-chain metadata (onchain#00 + dict sha256(key) → ^snake). */
export function onchainContent(fields: Record<string, string>): Cell {
  const d = Dictionary.empty(Dictionary.Keys.Buffer(32), Dictionary.Values.Cell());
  for (const [k, v] of Object.entries(fields)) d.set(sha256_sync(k), snake(v));
  return beginCell().storeUint(0, 8).storeDict(d).endCell();
}
