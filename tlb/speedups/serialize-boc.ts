import { createRequire } from 'node:module';
import type { Cell } from '@ton/core';
import { writePaddedBits } from './padded-bits.ts';
import { patchPoint } from './patch-point.ts'; // loads @ton/core's entry first (see there)

type SerializeBoc = (root: Cell, opts: { idx: boolean; crc32: boolean }) => Buffer;

const require = createRequire(import.meta.url);
// Read through the modules' exports at each call, so the other speedups (ordering, CRC) are the ones used.
const sorting = require('@ton/core/dist/boc/cell/utils/topologicalSort.js') as {
  topologicalSort: (root: Cell) => Array<{ cell: Cell; refs: number[] }>;
};
const checksum = require('@ton/core/dist/utils/crc32c.js') as { crc32c: (b: Buffer) => Buffer };

const bytesFor = (n: number) => Math.max(Math.ceil(n.toString(2).length / 8), 1);

/**
 * A bag of cells with one root — the contract of @ton/core's serializeBoc, which every `toBoc` calls: the
 * same header, cell order, descriptors, padding, index and CRC, written straight into one buffer instead of
 * bit by bit through a BitBuilder.
 */
export function fastSerializeBoc(root: Cell, opts: { idx: boolean; crc32: boolean }): Buffer {
  const all = sorting.topologicalSort(root);
  const n = all.length;
  const sizeBytes = bytesFor(n);
  let total = 0;
  const index: number[] = [];
  for (const { cell } of all) {
    total += 2 + Math.ceil(cell.bits.length / 8) + cell.refs.length * sizeBytes;
    index.push(total);
  }
  const offsetBytes = bytesFor(total);
  const length =
    4 +
    1 +
    1 +
    3 * sizeBytes +
    offsetBytes +
    sizeBytes +
    (opts.idx ? n * offsetBytes : 0) +
    total +
    (opts.crc32 ? 4 : 0);
  const out = Buffer.alloc(length);
  out.writeUInt32BE(0xb5ee9c72, 0);
  out[4] = (opts.idx ? 0x80 : 0) | (opts.crc32 ? 0x40 : 0) | sizeBytes; // has_cache_bits and flags are 0
  out[5] = offsetBytes;
  let p = 6;
  p = out.writeUIntBE(n, p, sizeBytes);
  p = out.writeUIntBE(1, p, sizeBytes); // roots
  p = out.writeUIntBE(0, p, sizeBytes); // absent
  p = out.writeUIntBE(total, p, offsetBytes);
  p = out.writeUIntBE(0, p, sizeBytes); // root index
  if (opts.idx) for (const at of index) p = out.writeUIntBE(at, p, offsetBytes);
  for (const { cell, refs } of all) {
    const bits = cell.bits;
    const len = bits.length;
    out[p++] = refs.length + (cell.isExotic ? 8 : 0) + cell.mask.value * 32;
    out[p++] = Math.ceil(len / 8) + Math.floor(len / 8);
    p += writePaddedBits(bits, out, p);
    for (const r of refs) p = out.writeUIntBE(r, p, sizeBytes);
  }
  if (opts.crc32) checksum.crc32c(out.subarray(0, p)).copy(out, p);
  return out;
}

export const serializeBoc = patchPoint<SerializeBoc>(
  '@ton/core/dist/boc/cell/serialization.js',
  [],
  'serializeBoc',
  () => fastSerializeBoc,
);
