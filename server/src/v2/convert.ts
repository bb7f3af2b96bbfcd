import { Address } from '@ton/core';
import { ApiError } from '../http/errors.ts';

export const MASTERCHAIN_SHARD = '-9223372036854775808';

/** Parses any accepted address form; every failure is the documented 422. */
// Clients ask about the same few addresses again and again; an Address is immutable, so recent parses are
// reused (the map is emptied when full rather than kept in LRU order: cheaper, and as good for hot addresses).
const recentAddresses = new Map<string, Address>();
const RECENT_ADDRESSES = 4096;

export function parseAddress(value: unknown): Address {
  if (typeof value !== 'string' || value === '') throw new ApiError(422, 'failed to parse address');
  const known = recentAddresses.get(value);
  if (known) return known;
  let address: Address;
  try {
    address = Address.parse(value);
  } catch {
    throw new ApiError(422, 'failed to parse address');
  }
  if (recentAddresses.size >= RECENT_ADDRESSES) recentAddresses.clear();
  recentAddresses.set(value, address);
  return address;
}

/** 32-byte hash from hex, standard or url-safe base64 (padded or not). */
export function parseHash(value: unknown, name = 'hash'): Buffer {
  if (typeof value === 'string') {
    if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
    if (/^[A-Za-z0-9+/]{43}=$/.test(value) || /^[A-Za-z0-9_-]{43}=?$/.test(value)) {
      const buf = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
      if (buf.length === 32) return buf;
    }
  }
  throw new ApiError(422, `failed to validate request: ${name} is not a 256-bit hash`);
}

export const b64 = (buf: Buffer | Uint8Array | null | undefined): string =>
  buf ? Buffer.from(buf).toString('base64') : '';

/** Shard ids travel as signed 64-bit decimal strings. */
export function shardString(shard: string | bigint | number): string {
  let v = BigInt(shard);
  if (v >= 1n << 63n) v -= 1n << 64n;
  return v.toString();
}

export interface LiteBlockId {
  workchain: number;
  shard: string;
  seqno: number;
  rootHash: Buffer;
  fileHash: Buffer;
}

export function blockIdExt(id: LiteBlockId) {
  return {
    '@type': 'ton.blockIdExt' as const,
    workchain: id.workchain,
    shard: shardString(id.shard),
    seqno: id.seqno,
    root_hash: b64(id.rootHash),
    file_hash: b64(id.fileHash),
  };
}

export function liteBlockId(id: {
  workchain: number;
  shard: string | number | bigint;
  seqno: number;
  rootHash: Buffer;
  fileHash: Buffer;
}) {
  return {
    kind: 'tonNode.blockIdExt' as const,
    workchain: id.workchain,
    shard: shardString(id.shard),
    seqno: id.seqno,
    rootHash: id.rootHash,
    fileHash: id.fileHash,
  };
}

/** Integers that may arrive as JSON numbers or decimal strings (lt, shard, workchain in bodies). */
export function bigintOf(value: unknown, name: string): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number' && Number.isInteger(value)) return BigInt(value);
  if (typeof value === 'string' && /^-?\d+$/.test(value)) return BigInt(value);
  throw new ApiError(422, `failed to validate request: ${name} must be an integer`);
}

export const numberOf = (value: unknown, name: string): number => Number(bigintOf(value, name));
