import type { Cell } from '@ton/core';

/**
 * Bag-of-cells writer for several roots. @ton/core's serializeBoc writes exactly one root,
 * while liteserver answers (proof pairs, transaction lists) are multi-root BOCs.
 */
export function serializeBocMulti(roots: Cell[]): Buffer {
  if (roots.length === 1) return roots[0]!.toBoc({ idx: false, crc32: true });
  const order: Cell[] = [];
  const index = new Map<string, number>();
  const visiting = new Set<string>();
  const key = (c: Cell) => c.hash().toString('hex') + ':' + c.type;
  // Depth-first post-order gives children before parents; reversed, parents precede children.
  const visit = (c: Cell) => {
    const k = key(c);
    if (index.has(k) || visiting.has(k)) return;
    visiting.add(k);
    for (const r of c.refs) visit(r);
    index.set(k, -1);
    order.push(c);
  };
  for (const r of [...roots].reverse()) visit(r);
  order.reverse();
  order.forEach((c, i) => index.set(key(c), i));

  const n = order.length;
  const sizeBytes = Math.max(1, Math.ceil(Math.log2(n + 1) / 8));
  const cellBufs = order.map((c) => {
    const bits = c.bits;
    const len = bits.length;
    const d1 = c.refs.length + (c.isExotic ? 8 : 0) + c.mask.value * 32;
    const d2 = Math.ceil(len / 8) + Math.floor(len / 8);
    const data = Buffer.alloc(Math.ceil(len / 8));
    for (let i = 0; i < len; i++) if (bits.at(i)) data[i >> 3]! |= 0x80 >> (i & 7);
    if (len % 8 !== 0) data[len >> 3]! |= 0x80 >> (len % 8);
    const refs = Buffer.alloc(c.refs.length * sizeBytes);
    c.refs.forEach((r, j) => refs.writeUIntBE(index.get(key(r))!, j * sizeBytes, sizeBytes));
    return Buffer.concat([Buffer.from([d1, d2]), data, refs]);
  });
  const total = cellBufs.reduce((s, b) => s + b.length, 0);
  const offBytes = Math.max(1, Math.ceil(Math.log2(total + 1) / 8));
  const head = Buffer.alloc(6 + 3 * sizeBytes + offBytes + roots.length * sizeBytes);
  let o = 0;
  head.writeUInt32BE(0xb5ee9c72, o);
  o += 4;
  head[o++] = sizeBytes; // no index, no crc, no cache bits
  head[o++] = offBytes;
  head.writeUIntBE(n, o, sizeBytes);
  o += sizeBytes;
  head.writeUIntBE(roots.length, o, sizeBytes);
  o += sizeBytes;
  head.writeUIntBE(0, o, sizeBytes);
  o += sizeBytes;
  head.writeUIntBE(total, o, offBytes);
  o += offBytes;
  for (const r of roots) {
    head.writeUIntBE(index.get(key(r))!, o, sizeBytes);
    o += sizeBytes;
  }
  return Buffer.concat([head, ...cellBufs]);
}
