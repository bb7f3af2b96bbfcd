// TEP-64 token content as v2 prints it (getTokenData): off-chain `{type: 'offchain', data: <uri>}` for a 0x01
// layout, on-chain `{type: 'onchain', data: {<key>: <text>}}` for a 0x00 dictionary keyed by the SHA-256 of the
// key name. Only the keys TEP-64 names are compared (implementations differ on keys it does not name).
import { createHash } from 'node:crypto';
import { type Cell, Dictionary, type Slice } from '@ton/core';

export const TEP64_KEYS = [
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
const byHash = new Map(TEP64_KEYS.map((k) => [createHash('sha256').update(k).digest('hex'), k]));

/** Snake data: this cell's bytes, then its first reference's, and so on. */
export function snake(s: Slice): Buffer {
  const parts: Buffer[] = [];
  for (let cur: Slice | undefined = s; cur; ) {
    parts.push(cur.loadBuffer(cur.remainingBits >> 3));
    cur = cur.remainingRefs ? cur.loadRef().beginParse() : undefined;
  }
  return Buffer.concat(parts);
}

export type Content = { type: 'offchain'; data: string } | { type: 'onchain'; data: Record<string, string> };

/** A content cell, with the on-chain values of the keys TEP-64 names (snake values only). */
export function tokenContent(cell: Cell): Content | undefined {
  const s = cell.beginParse();
  const layout = s.loadUint(8);
  if (layout === 0x01) return { type: 'offchain', data: snake(s).toString('utf8') };
  if (layout !== 0x00) return undefined;
  const data: Record<string, string> = {};
  for (const [k, v] of s.loadDict(Dictionary.Keys.Buffer(32), Dictionary.Values.Cell())) {
    const name = byHash.get(k.toString('hex'));
    const value = v.beginParse();
    if (!name || value.loadUint(8) !== 0x00) continue;
    data[name] = snake(value).toString('utf8');
  }
  return { type: 'onchain', data };
}

/** A printed content reduced to what tokenContent compares (the TEP-64 keys), as sorted JSON. */
export function comparable(content: unknown): string {
  const c = content as { type?: unknown; data?: unknown } | undefined;
  if (c?.type === 'onchain' && c.data && typeof c.data === 'object') {
    const kept = Object.entries(c.data as Record<string, unknown>).filter(([k]) => TEP64_KEYS.includes(k));
    return JSON.stringify({ type: 'onchain', data: Object.fromEntries(kept.sort(([a], [b]) => a.localeCompare(b))) });
  }
  return JSON.stringify({ type: c?.type, data: c?.data });
}
