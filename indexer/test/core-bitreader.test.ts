import { BitReader, BitString } from '@ton/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fastPreloadInt, fastPreloadUint, originalPreloadInt, originalPreloadUint } from '../ingest/core-bitreader.ts';

type R = Parameters<typeof fastPreloadUint>[0] extends never ? never : ThisParameterType<typeof fastPreloadUint>;
const outcome = (f: () => bigint) => { try { return { v: f() }; } catch (e) { return { e: (e as Error).message }; } };

describe('fast BitReader integer reads', () => {
  it('equal the original for any bits, offset and width, including out-of-range reads and their errors', () => {
    fc.assert(fc.property(
      fc.uint8Array({ minLength: 0, maxLength: 48 }), fc.nat(7), fc.nat(400), fc.nat(300), fc.nat(300),
      (bytes, shift, lenSeed, offSeed, widthSeed) => {
        const total = bytes.length * 8;
        const start = Math.min(shift, total);
        const length = total - start === 0 ? 0 : lenSeed % (total - start + 1);
        const bits = new BitString(Buffer.from(bytes), start, length);
        const r = new BitReader(bits) as unknown as R;
        const offset = offSeed % (length + 3);
        const width = widthSeed % 260;
        expect(outcome(() => fastPreloadUint.call(r, width, offset))).toEqual(outcome(() => originalPreloadUint.call(r, width, offset)));
        expect(outcome(() => fastPreloadInt.call(r, width, offset))).toEqual(outcome(() => originalPreloadInt.call(r, width, offset)));
      },
    ), { numRuns: 3000 });
  });
});
