import { sha256_sync } from '@ton/crypto';
import type { Cell } from '@ton/core';
import { contentValue, loadTokenContent, snakeBytes } from '../../../tlb/token-content.ts';

const KNOWN_KEYS = [
  'uri',
  'name',
  'description',
  'image',
  'image_data',
  'symbol',
  'decimals',
  'amount_style',
  'render_type',
];
const byHash = new Map(KNOWN_KEYS.map((k) => [sha256_sync(k).toString('hex'), k]));

export type TokenContent = { type: 'onchain'; data: Record<string, string> } | { type: 'offchain'; data: string };

/** Jetton / NFT content (TEP-64): on-chain dictionary keyed by sha256 of the key, or an off-chain URI. */
export function parseTokenContent(cell: Cell): TokenContent {
  const content = loadTokenContent(cell);
  if (content.layout === 'offchain') return { type: 'offchain', data: content.uri };
  const data: Record<string, string> = {};
  for (const [hex, value] of content.entries) data[byHash.get(hex) ?? hex] = contentValue(value);
  return { type: 'onchain', data };
}

/** NFT item content is relative to the collection: offchain item URIs are often suffixes of a common prefix. */
export function parseItemContent(cell: Cell): TokenContent {
  const s = cell.beginParse();
  if (s.remainingBits >= 8 && s.preloadUint(8) <= 1) return parseTokenContent(cell);
  return { type: 'offchain', data: snakeBytes(s).toString('utf8') };
}
