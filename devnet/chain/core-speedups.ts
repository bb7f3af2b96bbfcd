import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { BitString } from '@ton/core';

/**
 * Two hot spots of @ton/core, replaced by equivalents that give bit-identical output (tested in
 * devnet/test/core-speedups.test.ts):
 * - every cell is hashed with @ton/crypto's sha256_sync, which runs SHA-256 in JavaScript over hex
 *   strings; Node's native SHA-256 is several times faster;
 * - bitsToPaddedBuffer (used for every cell hash and BOC write) copies bit by bit; whole bytes of a
 *   byte-aligned BitString can be copied at once.
 * Cell construction and BOC parsing dominate block cutting, proofs and the emulator glue, so the
 * devnet installs both. @ton/core reads these functions through their modules' exports at each call,
 * so replacing the exports is enough.
 */
const require = createRequire(import.meta.url);
const sha = require('@ton/crypto/dist/primitives/sha256.js') as { sha256_sync: (src: Buffer | string) => Buffer };
const padded = require('@ton/core/dist/boc/utils/paddedBits.js') as { bitsToPaddedBuffer: (bits: BitString) => Buffer };

export const originalSha256Sync = sha.sha256_sync;
export const originalBitsToPaddedBuffer = padded.bitsToPaddedBuffer;

export function nativeSha256(source: Buffer | string): Buffer {
  return createHash('sha256').update(typeof source === 'string' ? Buffer.from(source, 'utf-8') : source).digest();
}

/** The bits, then a 1 and zeros up to a whole byte when the length is not a multiple of 8. */
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

let installed = false;
export function installCoreSpeedups(): void {
  if (installed) return;
  sha.sha256_sync = nativeSha256;
  padded.bitsToPaddedBuffer = fastBitsToPaddedBuffer;
  installed = true;
}

installCoreSpeedups();
