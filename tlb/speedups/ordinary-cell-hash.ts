import { hash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { BitString, Cell } from '@ton/core';
import { writePaddedBits } from './padded-bits.ts';
import { patchPoint } from './patch-point.ts'; // loads @ton/core's entry first (see there)

interface Wonders {
  mask: { value: number };
  hashes: Buffer[];
  depths: number[];
}
type WonderCalculator = (type: number, bits: BitString, refs: Cell[]) => Wonders;

const require = createRequire(import.meta.url);
const { LevelMask } = require('@ton/core/dist/boc/cell/LevelMask.js') as {
  LevelMask: new (mask?: number) => { value: number };
};
const ORDINARY = -1; // CellType.Ordinary
/** Level 0 for every ordinary cell whose children are all level 0; the Cell constructor freezes it, so one instance serves all. */
const LEVEL_ZERO = new LevelMask(0);
/** Largest representation: 2 descriptor bytes, 128 data bytes, 4 × (2 depth bytes + 32 hash bytes). */
const repr = Buffer.alloc(2 + 128 + 4 * 34);

/**
 * Hashes and depths of a cell — the contract of @ton/core's wonderCalculator, which every Cell constructor
 * (so every cell of every BOC read) calls. Almost all cells are ordinary with level-0 children: for those the
 * representation is written into one reused buffer and hashed with Node's one-shot SHA-256, instead of a
 * fresh buffer, a padded copy of the bits and a hash object per cell. Exotic and higher-level cells go to the
 * original.
 */
export function makeOrdinaryCellHash(original: WonderCalculator): WonderCalculator {
  return (type, bits, refs) => {
    if (type !== ORDINARY) return original(type, bits, refs);
    for (const r of refs) if (r.mask.value !== 0) return original(type, bits, refs);
    const len = bits.length;
    repr[0] = refs.length;
    repr[1] = Math.ceil(len / 8) + Math.floor(len / 8);
    let p = 2 + writePaddedBits(bits, repr, 2);
    let depth = 0;
    for (const r of refs) {
      const d = r.depth(0);
      repr[p++] = d >> 8;
      repr[p++] = d & 0xff;
      if (d > depth) depth = d;
    }
    if (refs.length) depth++;
    for (const r of refs) {
      r.hash(0).copy(repr, p);
      p += 32;
    }
    const h = hash('sha256', repr.subarray(0, p), 'buffer') as unknown as Buffer;
    return { mask: LEVEL_ZERO, hashes: [h, h, h, h], depths: [depth, depth, depth, depth] };
  };
}

export const ordinaryCellHash = patchPoint<WonderCalculator>(
  '@ton/core/dist/boc/cell/wonderCalculator.js',
  [],
  'wonderCalculator',
  makeOrdinaryCellHash,
);
