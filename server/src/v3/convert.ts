import { Address } from '@ton/core';
import { LRUCache } from 'lru-cache';
import { ApiError } from '../http/errors.ts';
import { parseHash } from '../v2/convert.ts';

/** Any accepted input form → the raw upper-case form the index stores (D8). */
export function rawAddress(value: string): string {
  let a: Address;
  try {
    a = Address.parse(value);
  } catch {
    throw new ApiError(422, 'failed to parse address');
  }
  return rawOf(a);
}

/** An address in the raw upper-case form the index stores and answers print. */
export const rawOf = (a: Address): string => `${a.workChain}:${a.hash.toString('hex').toUpperCase()}`;

export const rawAddresses = (values: string[] | undefined): string[] | undefined => values?.map(rawAddress);

export function hashInput(value: string, name = 'hash'): Buffer {
  return parseHash(value, name);
}

export const hashInputs = (values: string[] | undefined, name: string): Buffer[] | undefined =>
  values?.map((v) => hashInput(v, name));

const U64 = 1n << 64n;

/** D10: exactly 16 hex digits (optionally 0x) are the unsigned hex id, anything else a signed decimal; stored signed. */
export function shardInput(value: string): string {
  const hex = value.replace(/^0[xX]/, '');
  let v: bigint;
  if (/^[0-9a-fA-F]{16}$/.test(hex)) v = BigInt('0x' + hex);
  else if (/^-?\d{1,20}$/.test(value)) v = BigInt(value);
  else throw new ApiError(422, 'failed to validate request: shard is not a shard id');
  if (v >= 1n << 63n) v -= U64;
  if (v < -(1n << 63n) || v >= 1n << 63n) throw new ApiError(422, 'failed to validate request: shard is out of range');
  return v.toString();
}

/** Signed 64-bit shard (as stored) → 16 upper-case hex digits of the unsigned id. */
export function shardHex(value: string | bigint | number): string {
  let v = BigInt(value);
  if (v < 0n) v += U64;
  return v.toString(16).toUpperCase().padStart(16, '0');
}

/** D10: `0x…` hex, an all-digit value (optionally negative) decimal, other 1–8 hex digits hex; → signed int32 as stored. */
export function opcodeInput(value: string): number {
  let v: bigint;
  if (/^0[xX][0-9a-fA-F]{1,8}$/.test(value)) v = BigInt(value.toLowerCase());
  else if (/^-?\d{1,10}$/.test(value)) v = BigInt(value);
  else if (/^[0-9a-fA-F]{1,8}$/.test(value)) v = BigInt('0x' + value);
  else throw new ApiError(422, 'failed to validate request: opcode is not a 32-bit opcode');
  if (v < -(1n << 31n) || v >= 1n << 32n)
    throw new ApiError(422, 'failed to validate request: opcode is out of 32-bit range');
  return Number(v >= 1n << 31n ? v - (1n << 32n) : v);
}

/** Opcodes' texts as written: a page of 254 transfers carries one opcode 254 times. */
const opcodeTexts = new Map<number, string>();

/** Stored signed int32 opcode → `0x%08x`. */
export function opcodeOut(value: number | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const n = Number(value);
  let text = opcodeTexts.get(n);
  if (text === undefined) {
    text = '0x' + (n < 0 ? n + 2 ** 32 : n).toString(16).padStart(8, '0');
    // any 32 bits can open a body; the texts kept are bounded, the common opcodes come first
    if (opcodeTexts.size < 10_000) opcodeTexts.set(n, text);
  }
  return text;
}

/**
 * A stored JSON object (token content, metadata) as the contract's free-form object. openapi-typescript types a
 * schema of `type: object` without properties as `Record<string, never>`; any object the index holds fits the schema.
 */
export const jsonObject = (v: unknown): Record<string, never> => v as Record<string, never>;
export const b64 = (buf: Buffer | null | undefined): string | null => (buf ? buf.toString('base64') : null);
/** NUMERIC / BIGINT columns come back from pg as strings; keep them as decimal strings. */
export const str = (v: string | number | bigint | null | undefined): string | null =>
  v === null || v === undefined ? null : String(v);
export const num = (v: string | number | null | undefined): number | null =>
  v === null || v === undefined ? null : Number(v);

/** Drops keys whose value is undefined or null, for records whose optional fields are omitted rather than null. */
export function compact<T extends Record<string, unknown>>(o: T): { [K in keyof T]?: NonNullable<T[K]> } {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o)) if (v !== undefined && v !== null) out[k] = v;
  return out as { [K in keyof T]?: NonNullable<T[K]> };
}

/**
 * User-friendly forms already written, by raw form and flags: an address book writes one per address of an
 * answer (hundreds on a page of batch transfers) and the same popular addresses recur across answers.
 */
const friendlyForms = new LRUCache<string, string>({ max: 50_000 });

export function friendlyAddress(raw: string, options: { bounceable: boolean; testOnly: boolean }): string | null {
  const key = `${options.bounceable ? 'b' : 'n'}${options.testOnly ? 't' : 'm'}${raw}`;
  const known = friendlyForms.get(key);
  if (known !== undefined) return known;
  let form: string;
  try {
    form = Address.parseRaw(raw).toString({
      urlSafe: true,
      bounceable: options.bounceable,
      testOnly: options.testOnly,
    });
  } catch {
    return null;
  }
  friendlyForms.set(key, form);
  return form;
}
