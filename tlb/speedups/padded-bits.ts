import type { BitString } from '@ton/core';
import { patchPoint } from './patch-point.ts';

type BitsToPaddedBuffer = (bits: BitString) => Buffer;

/**
 * Writes the bits at `at`, then a 1 and zeros up to a whole byte when the length is not a multiple of 8 (the
 * cell data layout of representations and BOCs); returns the bytes written. Whole bytes are copied at once and
 * only the tail goes bit by bit.
 */
export function writePaddedBits(bits: BitString, out: Buffer, at: number): number {
  const len = bits.length;
  const bytes = (len + 7) >> 3;
  out.fill(0, at, at + bytes);
  const whole = len & ~7;
  const head = whole ? bits.subbuffer(0, whole) : null;
  let i = 0;
  if (head) {
    head.copy(out, at);
    i = whole;
  }
  for (; i < len; i++) if (bits.at(i)) out[at + (i >> 3)]! |= 0x80 >> (i & 7);
  if (len & 7) out[at + (len >> 3)]! |= 0x80 >> (len & 7);
  return bytes;
}

/** The padded bits as a new buffer — the contract of @ton/core's bitsToPaddedBuffer, which copies bit by bit. */
export function fastBitsToPaddedBuffer(bits: BitString): Buffer {
  const out = Buffer.alloc((bits.length + 7) >> 3);
  writePaddedBits(bits, out, 0);
  return out;
}

export const bitsToPaddedBuffer = patchPoint<BitsToPaddedBuffer>(
  '@ton/core/dist/boc/utils/paddedBits.js',
  [],
  'bitsToPaddedBuffer',
  () => fastBitsToPaddedBuffer,
);
