import { sha256_sync } from '@ton/crypto';
import { Dictionary, type Cell, type Slice } from '@ton/core';

const KNOWN_KEYS = ['uri', 'name', 'description', 'image', 'image_data', 'symbol', 'decimals', 'amount_style', 'render_type'];
const byHash = new Map(KNOWN_KEYS.map((k) => [sha256_sync(k).toString('hex'), k]));

function snakeBytes(s: Slice): Buffer {
  const parts: Buffer[] = [];
  let cur: Slice | undefined = s;
  while (cur) {
    parts.push(cur.loadBuffer(Math.floor(cur.remainingBits / 8)));
    cur = cur.remainingRefs ? cur.loadRef().beginParse() : undefined;
  }
  return Buffer.concat(parts);
}

/** TEP-64 value cell: 0x00 snake, 0x01 chunked (dict of chunks). */
function contentValue(cell: Cell): string {
  const s = cell.beginParse();
  const prefix = s.remainingBits >= 8 ? s.loadUint(8) : 0;
  if (prefix === 0x01) {
    const chunks = s.loadDict(Dictionary.Keys.Uint(32), Dictionary.Values.Cell());
    return Buffer.concat([...chunks.keys()].sort((a, b) => a - b).map((k) => snakeBytes(chunks.get(k)!.beginParse()))).toString('utf8');
  }
  return snakeBytes(s).toString('utf8');
}

export type TokenContent = { type: 'onchain'; data: Record<string, string> } | { type: 'offchain'; data: string };

/** Jetton / NFT content (TEP-64): on-chain dictionary keyed by sha256 of the key, or an off-chain URI. */
export function parseTokenContent(cell: Cell): TokenContent {
  const s = cell.beginParse();
  const layout = s.loadUint(8);
  if (layout === 0x01) return { type: 'offchain', data: snakeBytes(s).toString('utf8') };
  if (layout !== 0x00) throw new Error(`unknown content layout 0x${layout.toString(16)}`);
  const dict = s.loadDict(Dictionary.Keys.Buffer(32), Dictionary.Values.Cell());
  const data: Record<string, string> = {};
  for (const [key, value] of dict) {
    const hex = key.toString('hex');
    data[byHash.get(hex) ?? hex] = contentValue(value);
  }
  return { type: 'onchain', data };
}

/** NFT item content is relative to the collection: offchain item URIs are often suffixes of a common prefix. */
export function parseItemContent(cell: Cell): TokenContent {
  const s = cell.beginParse();
  if (s.remainingBits >= 8 && s.preloadUint(8) <= 1) return parseTokenContent(cell);
  return { type: 'offchain', data: snakeBytes(s).toString('utf8') };
}
