/**
 * TEP-64 token content: off-chain (0x01 + URI as snake data) or on-chain (0x00 + dictionary of sha256(key) →
 * value cell, the value either snake (0x00) or chunked (0x01, a dictionary of snake chunks)). The readers here
 * return what is stored; which keys to name and how to report errors is up to the caller.
 */
import { Dictionary, type Cell, type Slice } from '@ton/core';

/** Snake data: the bytes of this cell, then of its first reference, and so on. */
export function snakeBytes(s: Slice): Buffer {
  const parts: Buffer[] = [];
  for (let cur: Slice | null = s; cur; ) {
    parts.push(cur.loadBuffer(cur.remainingBits >> 3));
    cur = cur.remainingRefs ? cur.loadRef().beginParse() : null;
  }
  return Buffer.concat(parts);
}

/** One on-chain value as text: 0x01 chunked (chunks in index order) or snake (0x00, or no prefix at all). */
export function contentValue(cell: Cell): string {
  const s = cell.beginParse();
  const prefix = s.remainingBits >= 8 ? s.loadUint(8) : 0;
  if (prefix === 0x01) {
    const chunks = s.loadDict(Dictionary.Keys.Uint(32), Dictionary.Values.Cell());
    return Buffer.concat(
      [...chunks.keys()].sort((a, b) => a - b).map((k) => snakeBytes(chunks.get(k)!.beginParse())),
    ).toString('utf8');
  }
  return snakeBytes(s).toString('utf8');
}

export type StoredTokenContent =
  | { layout: 'offchain'; uri: string }
  /** on-chain entries: the key's sha256 in hex and the value cell (decode with `contentValue`) */
  | { layout: 'onchain'; entries: Array<[keyHash: string, value: Cell]> };

/** The content's layout and entries; throws on any other layout or a malformed cell. */
export function loadTokenContent(cell: Cell): StoredTokenContent {
  const s = cell.beginParse();
  const layout = s.loadUint(8);
  if (layout === 0x01) return { layout: 'offchain', uri: snakeBytes(s).toString('utf8') };
  if (layout !== 0x00) throw new Error(`unknown content layout 0x${layout.toString(16)}`);
  const dict = s.loadDict(Dictionary.Keys.Buffer(32), Dictionary.Values.Cell());
  return { layout: 'onchain', entries: [...dict].map(([k, v]) => [k.toString('hex'), v]) };
}
