/** TEP-64 token content as the indexer stores it: the known keys by name, anything unreadable as `{}`. */
import { createHash } from 'node:crypto';
import type { Cell } from '@ton/core';
import { contentValue, loadTokenContent } from '../../tlb/token-content.ts';

const KEYS = [
  'uri',
  'name',
  'description',
  'image',
  'image_data',
  'symbol',
  'decimals',
  'amount_style',
  'render_type',
  'content_url',
  'lottie',
  'attributes',
  'social_links',
  'uri_prefix',
];
const BY_HASH = new Map(KEYS.map((k) => [createHash('sha256').update(k).digest('hex'), k]));

/** Content as JSON; unknown layouts become `{}` rather than an error (content is informational). */
export function parseContent(c: Cell | null): Record<string, string> {
  if (!c) return {};
  try {
    if (c.bits.length < 8) return {};
    const content = loadTokenContent(c);
    if (content.layout === 'offchain') return { uri: content.uri };
    const out: Record<string, string> = {};
    for (const [hash, cell] of content.entries) {
      const name = BY_HASH.get(hash);
      if (name) out[name] = contentValue(cell);
    }
    return out;
  } catch {
    return {};
  }
}
