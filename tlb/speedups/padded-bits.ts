import type { BitString } from '@ton/core';
import { patchPoint } from './patch-point.ts';

type BitsToPaddedBuffer = (bits: BitString) => Buffer;

/**
 * The bits, then a 1 and zeros up to a whole byte when the length is not a multiple of 8 — the contract of
 * @ton/core's bitsToPaddedBuffer, used for every cell hash and BOC write. The original copies bit by bit;
 * whole bytes are copied at once here and only the tail goes bit by bit.
 */
export function fastBitsToPaddedBuffer(bits: BitString): Buffer {
  const len = bits.length;
  const out = Buffer.alloc(Math.ceil(len / 8));
  const whole = len & ~7;
  const head = whole ? bits.subbuffer(0, whole) : null;
  let i = 0;
  if (head) { head.copy(out); i = whole; }
  for (; i < len; i++) if (bits.at(i)) out[i >> 3]! |= 0x80 >> (i & 7);
  if (len & 7) out[len >> 3]! |= 0x80 >> (len & 7);
  return out;
}

export const bitsToPaddedBuffer = patchPoint<BitsToPaddedBuffer>('@ton/core/dist/boc/utils/paddedBits.js', [], 'bitsToPaddedBuffer', () => fastBitsToPaddedBuffer);
