import { patchPoint } from './patch-point.ts';
import { inRange, readUint, type PreloadInteger, type Reader } from './preload-uint.ts';

/** BitReader._preloadInt, behind every loadInt/preloadInt: the unsigned read, then two's complement. */
export const preloadInt = patchPoint<PreloadInteger>(
  '@ton/core/dist/boc/BitReader.js',
  ['BitReader', 'prototype'],
  '_preloadInt',
  (original) =>
    function fastPreloadInt(this: Reader, bits: number, offset: number): bigint {
      if (!inRange(this, bits, offset)) return original.call(this, bits, offset);
      const u = readUint(this._bits, offset, bits);
      return u >> BigInt(bits - 1) ? u - (1n << BigInt(bits)) : u;
    },
);
