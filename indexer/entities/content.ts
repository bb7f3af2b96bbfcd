/** TEP-64 token content: off-chain (0x01 + URI) or on-chain (0x00 + dictionary sha256(key) → snake/chunked value). */
import { createHash } from 'node:crypto';
import { Cell, Dictionary, type Slice } from '@ton/core';

const KEYS = ['uri', 'name', 'description', 'image', 'image_data', 'symbol', 'decimals', 'amount_style', 'render_type', 'content_url', 'lottie', 'attributes', 'social_links', 'uri_prefix'];
const BY_HASH = new Map(KEYS.map((k) => [BigInt('0x' + createHash('sha256').update(k).digest('hex')), k]));

function snake(s: Slice): Buffer {
  const parts: Buffer[] = [];
  for (let cur: Slice | null = s; cur; ) {
    parts.push(cur.loadBuffer(cur.remainingBits >> 3));
    cur = cur.remainingRefs ? cur.loadRef().beginParse() : null;
  }
  return Buffer.concat(parts);
}

function value(c: Cell): string {
  const s = c.beginParse();
  const tag = s.remainingBits >= 8 ? s.loadUint(8) : 0;
  if (tag === 0x01) {
    const d = s.loadDict(Dictionary.Keys.Uint(32), Dictionary.Values.Cell());
    return Buffer.concat([...d.keys()].sort((a, b) => a - b).map((k) => snake(d.get(k)!.beginParse()))).toString('utf8');
  }
  return snake(s).toString('utf8');
}

/** Content as JSON; unknown layouts become `{}` rather than an error (content is informational). */
export function parseContent(c: Cell | null): Record<string, string> {
  if (!c) return {};
  try {
    const s = c.beginParse();
    if (s.remainingBits < 8) return {};
    const layout = s.loadUint(8);
    if (layout === 0x01) return { uri: snake(s).toString('utf8') };
    if (layout !== 0x00) return {};
    const d = s.loadDict(Dictionary.Keys.BigUint(256), Dictionary.Values.Cell());
    const out: Record<string, string> = {};
    for (const k of d.keys()) {
      const name = BY_HASH.get(k);
      if (name) out[name] = value(d.get(k)!);
    }
    return out;
  } catch {
    return {};
  }
}
