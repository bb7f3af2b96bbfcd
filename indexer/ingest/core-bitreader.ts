/**
 * @ton/core's BitReader reads integers one bit at a time with a BigInt operation per bit, which dominates
 * parsing a block. These replacements read the same bits with number arithmetic in 24-bit chunks and give
 * identical results and identical errors (out-of-range reads fall back to the original); tested against the
 * originals in indexer/test/core-bitreader.test.ts. Installed by the block parser.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
interface Bits { _data: Buffer; _offset: number; _length: number }
interface Reader { _bits: Bits; _preloadUint(bits: number, offset: number): bigint; _preloadInt(bits: number, offset: number): bigint }
const { BitReader } = require('@ton/core/dist/boc/BitReader.js') as { BitReader: { prototype: Reader } };

export const originalPreloadUint = BitReader.prototype._preloadUint;
export const originalPreloadInt = BitReader.prototype._preloadInt;

function readUint(bits: Bits, offset: number, count: number): bigint {
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

export function fastPreloadUint(this: Reader, bits: number, offset: number): bigint {
  if (bits <= 0 || offset < 0 || offset + bits > this._bits._length) return originalPreloadUint.call(this, bits, offset);
  return readUint(this._bits, offset, bits);
}

export function fastPreloadInt(this: Reader, bits: number, offset: number): bigint {
  if (bits <= 0 || offset < 0 || offset + bits > this._bits._length) return originalPreloadInt.call(this, bits, offset);
  const u = readUint(this._bits, offset, bits);
  return u >> BigInt(bits - 1) ? u - (1n << BigInt(bits)) : u;
}

let installed = false;
export function installFastBitReader(): void {
  if (installed) return;
  BitReader.prototype._preloadUint = fastPreloadUint;
  BitReader.prototype._preloadInt = fastPreloadInt;
  installed = true;
}

installFastBitReader();
