// The TON string formats the spec's `format:` keyword may name. Each check is a pure function on a
// string so the server, the conformance suite and ajv all judge values the same way.
import { Address } from '@ton/core';

const RAW_ADDRESS = /^(-?\d{1,10}):([0-9a-fA-F]{64})$/;
const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;
const DECIMAL = /^-?(0|[1-9][0-9]*)$/;
const UNSIGNED_DECIMAL = /^(0|[1-9][0-9]*)$/;
const HEX64 = /^[0-9a-fA-F]{64}$/;
const HEX16 = /^[0-9a-fA-F]{16}$/;
const BASE64_44 = /^[A-Za-z0-9+/]{43}=$/;
const BASE64URL_44 = /^[A-Za-z0-9_-]{43}=$/;
const BASE64_ANY = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const BASE64URL_ANY = /^(?:[A-Za-z0-9_-]{4})*(?:[A-Za-z0-9_-]{2}(?:==)?|[A-Za-z0-9_-]{3}=?)?$/;
const BOC_MAGIC = Buffer.from('b5ee9c72', 'hex');

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
const UINT64_MAX = 2n ** 64n - 1n;
// TVM integers are 257-bit signed, which bounds every coin amount and get-method integer on chain.
const INT257_MIN = -(2n ** 256n);
const INT257_MAX = 2n ** 256n - 1n;
const UINT256_MAX = 2n ** 256n - 1n;

/** `<wc>:<64 hex>` with a 32-bit workchain; either case of hex. */
export function isRawAddress(value: string): boolean {
  const m = RAW_ADDRESS.exec(value);
  if (!m) return false;
  const wc = Number(m[1]);
  return wc >= INT32_MIN && wc <= INT32_MAX && !/^-?0\d/.test(m[1]!);
}

/**
 * Verdicts on recent friendly addresses: decoding one and checking its CRC16 costs 4–7 µs, a visible share of a
 * cheap request, and clients ask about the same addresses over and over. Bounded; emptied when full.
 */
const friendlyVerdicts = new Map<string, boolean>();
const MAX_FRIENDLY_VERDICTS = 10_000;

/** 48-char base64 or base64url user-friendly address whose tag and CRC16 are valid. */
export function isFriendlyAddress(value: string): boolean {
  const known = friendlyVerdicts.get(value);
  if (known !== undefined) return known;
  const verdict = checkFriendlyAddress(value);
  if (value.length === 48) {
    if (friendlyVerdicts.size >= MAX_FRIENDLY_VERDICTS) friendlyVerdicts.clear();
    friendlyVerdicts.set(value, verdict);
  }
  return verdict;
}

function checkFriendlyAddress(value: string): boolean {
  if (!Address.isFriendly(value)) return false;
  // One alphabet per address: mixing `+/` with `-_` is not a form any wallet produces.
  if (/[+/]/.test(value) && /[-_]/.test(value)) return false;
  try {
    Address.parseFriendly(value);
    return true;
  } catch {
    return false; // bad CRC or unknown tag (@ton/core throws a bare string for the latter)
  }
}

export function isAnyAddress(value: string): boolean {
  return isRawAddress(value) || isFriendlyAddress(value);
}

function decodesTo32Bytes(value: string, urlSafe: boolean): boolean {
  const buf = Buffer.from(value, urlSafe ? 'base64url' : 'base64');
  if (buf.length !== 32) return false;
  // Canonical encoding only: the unused low bits of the last character must be zero.
  const again = urlSafe ? buf.toString('base64url') + '=' : buf.toString('base64');
  return again === value;
}

/** 44-char standard base64 of exactly 32 bytes. */
export function isHashBase64(value: string): boolean {
  return BASE64_44.test(value) && decodesTo32Bytes(value, false);
}

export function isHashHex(value: string): boolean {
  return HEX64.test(value);
}

/** Any accepted hash input: 44-char base64, 44-char base64url, or 64 hex. */
export function isAnyHash(value: string): boolean {
  if (isHashHex(value) || isHashBase64(value)) return true;
  return BASE64URL_44.test(value) && decodesTo32Bytes(value, true);
}

/** Base64 (standard or url-safe) of a bag of cells: decodes and starts with the b5ee9c72 magic. */
export function isBocBase64(value: string): boolean {
  if (value.length < 8) return false;
  const urlSafe = /[-_]/.test(value);
  if (urlSafe ? !BASE64URL_ANY.test(value) : !BASE64_ANY.test(value)) return false;
  const head = Buffer.from(value.slice(0, 8), urlSafe ? 'base64url' : 'base64');
  return head.subarray(0, 4).equals(BOC_MAGIC);
}

function decimalInRange(value: string, min: bigint, max: bigint, signed: boolean): boolean {
  if (!(signed ? DECIMAL : UNSIGNED_DECIMAL).test(value) || value === '-0') return false;
  const n = BigInt(value);
  return n >= min && n <= max;
}

export const isInt64String = (v: string): boolean => decimalInRange(v, INT64_MIN, INT64_MAX, true);
export const isUint64String = (v: string): boolean => decimalInRange(v, 0n, UINT64_MAX, false);
export const isInt256String = (v: string): boolean => decimalInRange(v, INT257_MIN, INT257_MAX, true);
export const isUint256String = (v: string): boolean => decimalInRange(v, 0n, UINT256_MAX, false);

/** Shard id: signed 64-bit decimal (`-9223372036854775808`) or 16 hex digits (`8000000000000000`). */
export function isShardId(value: string): boolean {
  return isInt64String(value) || HEX16.test(value);
}

/** Format name → check, in the vocabulary the spec's `format:` keyword uses. */
export const tonFormats: Readonly<Record<string, (value: string) => boolean>> = {
  'ton-address': isAnyAddress,
  'ton-address-raw': isRawAddress,
  'ton-address-friendly': isFriendlyAddress,
  'ton-hash': isAnyHash,
  'ton-hash-base64': isHashBase64,
  'ton-hash-hex': isHashHex,
  'boc-base64': isBocBase64,
  'int64-string': isInt64String,
  'uint64-string': isUint64String,
  'int256-string': isInt256String,
  'uint256-string': isUint256String,
  'shard-id': isShardId,
};

/** Integer formats OpenAPI documents use beyond ajv-formats' int32/int64. */
export const integerFormats: Readonly<Record<string, (value: number) => boolean>> = {
  int8: (v) => Number.isInteger(v) && v >= -128 && v <= 127,
  uint8: (v) => Number.isInteger(v) && v >= 0 && v <= 255,
  int16: (v) => Number.isInteger(v) && v >= -32768 && v <= 32767,
  uint16: (v) => Number.isInteger(v) && v >= 0 && v <= 65535,
  uint32: (v) => Number.isInteger(v) && v >= 0 && v <= 2 ** 32 - 1,
  // JSON numbers above 2^53 lose precision anyway; the check is that the value is a whole non-negative number.
  uint64: (v) => Number.isInteger(v) && v >= 0,
};
