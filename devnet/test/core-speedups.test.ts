import { beginCell, BitString, Cell } from '@ton/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fastBitsToPaddedBuffer, installCoreSpeedups, nativeSha256, originalBitsToPaddedBuffer, originalSha256Sync,
} from '../chain/core-speedups.ts';

/** The replacements must be exact: every block and state hash of the devnet depends on them. */
describe('@ton/core speedups give bit-identical results', () => {
  it('native SHA-256 equals the JavaScript sha256_sync on buffers and strings', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 300 }), fc.string(), (bytes, text) => {
      expect(nativeSha256(Buffer.from(bytes)).equals(originalSha256Sync(Buffer.from(bytes)))).toBe(true);
      expect(nativeSha256(text).equals(originalSha256Sync(text))).toBe(true);
    }), { numRuns: 300 });
  });

  it('padded bit buffers equal the bit-by-bit original, at any offset and length', () => {
    fc.assert(fc.property(fc.uint8Array({ minLength: 1, maxLength: 128 }), fc.nat(), fc.nat(), (bytes, a, b) => {
      const all = new BitString(Buffer.from(bytes), 0, bytes.length * 8);
      const offset = a % all.length;
      const length = b % (all.length - offset + 1);
      const bits = all.substring(offset, length);
      expect(fastBitsToPaddedBuffer(bits).equals(originalBitsToPaddedBuffer(bits))).toBe(true);
    }), { numRuns: 500 });
  });

  it('cells keep their known hashes once installed', () => {
    installCoreSpeedups();
    expect(Cell.EMPTY.hash().toString('hex')).toBe('96a296d224f285c67bee93c30f8a309157f0daa35dc5b87e410b78630a09cfc7');
    const c = beginCell().storeUint(0x11ef55aa, 32).storeBit(1).storeRef(beginCell().storeUint(7, 3)).endCell();
    const again = Cell.fromBoc(c.toBoc())[0]!;
    expect(again.hash().equals(c.hash())).toBe(true);
  });
});
