import { patchPoint } from './patch-point.ts';

/** The private fields of @ton/core's BitString and BitReader the integer reads use. */
export interface Bits {
  _data: Buffer;
  _offset: number;
  _length: number;
}
export interface Reader {
  _bits: Bits;
}
export type PreloadInteger = (this: Reader, bits: number, offset: number) => bigint;

/** `count` bits from `offset` as an unsigned integer, 24 bits at a time in number arithmetic. */
export function readUint(bits: Bits, offset: number, count: number): bigint {
  const data = bits._data;
  let pos = bits._offset + offset;
  let res = 0n;
  let left = count;
  while (left > 0) {
    const take = left < 24 ? left : 24;
    let v = 0;
    for (let k = 0; k < take; k++, pos++) v = (v << 1) | ((data[pos >> 3]! >> (7 - (pos & 7))) & 1);
    res = (res << BigInt(take)) | BigInt(v);
    left -= take;
  }
  return res;
}

/** Out-of-range and empty reads go to the original, so its errors stay exactly the same. */
export function inRange(reader: Reader, bits: number, offset: number): boolean {
  return bits > 0 && offset >= 0 && offset + bits <= reader._bits._length;
}

/**
 * BitReader._preloadUint, behind every loadUint/preloadUint/loadCoins/loadVarUint. The original does a BigInt
 * operation per bit, which dominates parsing a block.
 */
export const preloadUint = patchPoint<PreloadInteger>(
  '@ton/core/dist/boc/BitReader.js',
  ['BitReader', 'prototype'],
  '_preloadUint',
  (original) =>
    function fastPreloadUint(this: Reader, bits: number, offset: number): bigint {
      return inRange(this, bits, offset) ? readUint(this._bits, offset, bits) : original.call(this, bits, offset);
    },
);
