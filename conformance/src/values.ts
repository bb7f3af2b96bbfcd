// Comparing values across forms the contract allows: addresses raw or user-friendly, hashes hex or base64.
import { Address } from '@ton/core';

/** One canonical string per value: addresses as lower-case raw, 32-byte hashes as lower-case hex. */
export function normalize(v: unknown): string {
  if (typeof v !== 'string') return JSON.stringify(v);
  if (/^-?\d+:[0-9a-fA-F]{64}$/.test(v) || /^[A-Za-z0-9_+/-]{48}$/.test(v)) {
    try {
      return Address.parse(v).toRawString();
    } catch {
      /* not an address after all */
    }
  }
  if (/^[0-9a-fA-F]{64}$/.test(v)) return v.toLowerCase();
  if (/^[A-Za-z0-9_+/-]{43}=?$/.test(v)) {
    const b = Buffer.from(v.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (b.length === 32) return b.toString('hex');
  }
  return v;
}

export const same = (a: unknown, b: unknown): boolean => normalize(a) === normalize(b);

/** A JSON object's fields. */
export type Fields = { readonly [key: string]: unknown };

/** The value as an object, or undefined (a body a shared helper reads without knowing its operation's schema). */
export const fields = (v: unknown): Fields | undefined =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Fields) : undefined;

/** The value at a path of keys and indices in parsed JSON, or undefined where the path leaves it. */
export function at(v: unknown, ...path: Array<string | number>): unknown {
  let node = v;
  for (const k of path) {
    if (typeof k === 'number') node = Array.isArray(node) ? node[k] : undefined;
    else node = fields(node)?.[k];
  }
  return node;
}

/** The objects of a JSON array (anything else in it dropped), or [] when the value is not an array. */
export const records = (v: unknown): Fields[] =>
  Array.isArray(v) ? v.map(fields).filter((r): r is Fields => r !== undefined) : [];
