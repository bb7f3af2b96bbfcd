/**
 * Readers of stored action values in the contract's conventions: addresses raw upper-case, amounts and query ids
 * as decimal strings, and null for anything absent or malformed, so no stored value can make a record invalid.
 */
import { Address } from '@ton/core';
import type { ActionDetailsByType, TypedActionType } from '../../../generated/v3/actions.ts';
import type { ActionData, ActionDataKey } from '../../../contract/action-data.ts';
import { isBocBase64, isUint256String, isUint64String } from '../../../contract/formats.ts';
import type { ActionRow } from './queries/rows.ts';

export type { ActionRow } from './queries/rows.ts';
export type Details = Record<string, unknown>;

/** Maps one stored action to the contract's `details` of its type: a field the spec does not have, or one it requires and the mapper leaves out, is a compile error. */
export type TypedMapper<T extends TypedActionType> = (r: ActionRow, type: T) => ActionDetailsByType[T];
export type DetailsOf<T extends TypedActionType> = ActionDetailsByType[T];
export type Mappers = { [T in TypedActionType]?: TypedMapper<T> };

/** Fields a mapper returns that its type's details do not have (an inferred return type escapes TypeScript's excess-property check). */
type Extra<T, F> = T extends TypedActionType
  ? F extends (...args: never[]) => infer R
    ? Exclude<keyof R, keyof DetailsOf<T>>
    : never
  : never;
type OnlySpecFields<M> = {
  [T in keyof M]: [Extra<T, M[T]>] extends [never]
    ? M[T]
    : `not in the spec's details of ${T & string}: ${Extra<T, M[T]> & string}`;
};

/** A table of mappers, each checked against its type's details in both directions: nothing missing, nothing extra. */
export const defineMappers = <M extends Mappers>(mappers: M & OnlySpecFields<M>): M => mappers;
export type Data = Record<string, unknown>;

const RAW = /^-?\d+:[0-9A-Fa-f]{64}$/;

/** A stored address in the contract's form: raw upper-case, or the addr_none/addr_extern literals. */
export function address(v: unknown): string | null {
  if (typeof v !== 'string' || v === '') return null;
  if (v === 'addr_none' || v === 'addr_extern') return v;
  if (RAW.test(v)) return v.toUpperCase();
  try {
    const a = Address.parse(v);
    return `${a.workChain}:${a.hash.toString('hex').toUpperCase()}`;
  } catch {
    return null;
  }
}

function decimal(v: unknown): string | null {
  if (typeof v === 'bigint') return v.toString();
  if (typeof v === 'number') return Number.isSafeInteger(v) ? String(v) : null;
  if (typeof v === 'string' && /^\d+$/.test(v)) return BigInt(v).toString();
  return null;
}

/** A coin or token amount (number, bigint, decimal string) as a decimal string, null when out of uint256. */
export function amount(v: unknown): string | null {
  const s = decimal(v);
  return s !== null && isUint256String(s) ? s : null;
}

/** A query id as a decimal string, null when out of uint64. */
export const queryId = (v: unknown): string | null => {
  const s = decimal(v);
  return s !== null && isUint64String(s) ? s : null;
};

export const bool = (v: unknown): boolean | null => (typeof v === 'boolean' ? v : null);
export const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);
export const boc = (v: unknown): string | null => (typeof v === 'string' && isBocBase64(v) ? v : null);
/** A JSON integer, null when it is not one or is beyond what a JSON number carries exactly. */
export const int = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : NaN;
  return Number.isSafeInteger(n) ? n : null;
};
/** A signed decimal string in int64. */
export const int64String = (v: unknown): string | null => {
  const s =
    typeof v === 'number' && Number.isSafeInteger(v)
      ? String(v)
      : typeof v === 'bigint'
        ? v.toString()
        : typeof v === 'string' && /^-?\d+$/.test(v)
          ? BigInt(v).toString()
          : null;
  return s !== null && BigInt(s) >= -(1n << 63n) && BigInt(s) < 1n << 63n ? s : null;
};
/** 64 lower-case hex digits (keys, bitcoin txids, secret hashes), null otherwise. */
export const hex256 = (v: unknown): string | null =>
  typeof v === 'string' && /^[0-9a-fA-F]{64}$/.test(v) ? v.toLowerCase() : null;
/** A list of stored addresses; entries that are not addresses are dropped, a non-list reads as null. */
export const addresses = (v: unknown): string[] | null =>
  Array.isArray(v) ? v.map(address).filter((a): a is string => a !== null) : null;

/** Extra currencies `{id: amount}` with decimal-string amounts, or null when absent. */
export function extraCurrencies(v: unknown): Record<string, string> | null {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return null;
  const out: Record<string, string> = {};
  for (const [id, a] of Object.entries(v)) {
    const s = amount(a);
    if (/^\d+$/.test(id) && s !== null) out[id] = s;
  }
  return out;
}

/** The jsonb `data` column as an object; anything else (absent, malformed) reads as empty. */
export function storedData(r: ActionRow): Record<string, unknown> {
  let d: unknown = r.data;
  if (typeof d === 'string') {
    try {
      d = JSON.parse(d);
    } catch {
      d = null;
    }
  }
  return d && typeof d === 'object' && !Array.isArray(d) ? (d as Record<string, unknown>) : {};
}

/**
 * Payload keys and fields other indexers' rows (the reference's storage, older versions of this one) carry and
 * the mappers read as a fallback after what contract/action-data.ts declares.
 */
interface OtherStorage {
  ton_transfer_data: { comment: unknown };
  nft_transfer_data: { real_old_owner: unknown };
  nft_listing_data: { marketplace_fee_address: unknown; royalty_address: unknown };
  dex_deposit_liquidity_data: { amount_1: unknown; amount_2: unknown; asset_1: unknown; asset_2: unknown };
  dex_withdraw_liquidity_data: {
    amount_1: unknown;
    amount_2: unknown;
    asset_1: unknown;
    asset_2: unknown;
    burnt_nft_index: unknown;
    burnt_nft_address: unknown;
  };
}
type Readable = ActionDataKey | keyof OtherStorage;
type FieldsOf<K extends Readable> =
  | (K extends ActionDataKey ? keyof ActionData[K] : never)
  | (K extends keyof OtherStorage ? keyof OtherStorage[K] : never);
/** A stored payload as a mapper reads it: only declared fields, each unknown until one of the readers above reads it. */
export type Reads<K extends Readable> = { [F in FieldsOf<K>]?: unknown };

/**
 * The first payload found under the given `data` keys (the type's own `<type>_data` first); `alsoUnder` are
 * keys other indexers store the same payload under.
 */
export function payload<K extends Readable>(r: ActionRow, key: K, ...alsoUnder: string[]): Reads<K> {
  const d = storedData(r);
  for (const k of [key, ...alsoUnder]) {
    const v = d[k];
    if (v && typeof v === 'object' && !Array.isArray(v)) return v as Reads<K>;
  }
  return {};
}

/** Drops the listed keys when null: fields the contract omits rather than nulls. */
export function omitNull<T extends object, K extends keyof T>(
  d: T,
  ...keys: K[]
): Omit<T, K> & { [P in K]?: NonNullable<T[P]> } {
  for (const k of keys) if (d[k] === null || d[k] === undefined) delete d[k];
  return d as Omit<T, K> & { [P in K]?: NonNullable<T[P]> };
}

/** The first of several stored spellings that is present (the reference stores `amount1`, the details say `amount_1`). */
export const pick = <D extends object>(d: D, ...keys: Array<keyof D>): unknown =>
  keys.map((k) => d[k]).find((v) => v !== undefined && v !== null) ?? null;
