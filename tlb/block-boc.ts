/**
 * A block BOC read into cells for indexing: every cell is a @ton/core Cell except the state update's two proof
 * trees (old and new ShardState paths), which are hashed straight from the BOC bytes and never built.
 *
 * Why: in a busy block the state update is most of the cells (a mainnet block of 1,200 transactions: about
 * 15,000 proof cells against 3,400 others), and building a Cell object for each of them, not hashing, is what
 * costs. The block's root hash still comes out exact: the MERKLE_UPDATE cell's hash is computed by the TVM's
 * rules from its children's level-1 hashes, and its stated old/new hashes and depths are checked against the
 * proof trees as @ton/core checks them. Anything unusual (several roots, a state update that is not a level-0
 * MERKLE_UPDATE over ordinary and pruned cells) falls back to the full @ton/core read.
 */
import { createRequire } from 'node:module';
import { hash } from 'node:crypto';
import { BitReader, BitString, Cell, Slice } from '@ton/core';

const require = createRequire(import.meta.url);
const { parseBoc } = require('@ton/core/dist/boc/cell/serialization.js') as {
  parseBoc: (src: Buffer) => { size: number; cells: number; root: number[]; cellData: Buffer };
};
const { LevelMask } = require('@ton/core/dist/boc/cell/LevelMask.js') as {
  LevelMask: new (mask?: number) => { value: number; level: number };
};

const BLOCK_TAG = 0x11ef55aa;
const MERKLE_UPDATE = 4;
const PRUNED = 1;
const LIBRARY = 2;

interface RawCell {
  d1: number;
  d2: number;
  data: Buffer;
  bitOffset: number;
  bitLength: number;
  refs: number[];
}

/** The BOC's cells as stored: descriptors, data bytes (padded as in the BOC) and reference indices. */
function readRawCells(cellData: Buffer, count: number, refSize: number): RawCell[] {
  const cells: RawCell[] = new Array(count);
  let p = 0;
  for (let i = 0; i < count; i++) {
    const d1 = cellData[p]!;
    const d2 = cellData[p + 1]!;
    p += 2;
    if (d1 & 16) p += (popcount(d1 >> 5) + 1) * 34;
    const bytes = (d2 + 1) >> 1;
    let bitLength = bytes * 8;
    if (d2 & 1) {
      const last = cellData[p + bytes - 1]!;
      if (last === 0) throw new Error('Invalid BOC: padding without a marker bit');
      bitLength -= ctz8(last) + 1;
    }
    const data = cellData.subarray(p, p + bytes);
    const bitOffset = p * 8;
    p += bytes;
    const refs: number[] = [];
    for (let r = 0; r < (d1 & 7); r++) {
      let v = 0;
      for (let b = 0; b < refSize; b++) v = v * 256 + cellData[p++]!;
      if (v <= i || v >= count) throw new Error('Invalid BOC file');
      refs.push(v);
    }
    if (p > cellData.length) throw new Error('Invalid BOC: cell data truncated');
    cells[i] = { d1, d2, data, bitOffset, bitLength, refs };
  }
  return cells;
}

const popcount = (n: number) => {
  let c = 0;
  for (; n; n &= n - 1) c++;
  return c;
};
const ctz8 = (b: number) => {
  let c = 0;
  while (!(b & 1)) {
    b >>= 1;
    c++;
  }
  return c;
};

/** Hashes and depths at levels 0..3 (resolved as @ton/core's Cell.hash(level) / depth(level) give them). */
interface Hashed {
  mask: number;
  hashes: Buffer[];
  depths: number[];
}

const repr = Buffer.alloc(2 + 128 + 4 * 34);

/** Level-resolved hashes of an ordinary, pruned or library cell whose children are hashed; null for any other kind. */
function hashRaw(c: RawCell, kids: Hashed[]): Hashed | null {
  const exotic = (c.d1 & 8) !== 0;
  if (exotic && c.data[0] === LIBRARY) {
    if (kids.length || c.bitLength !== 8 + 256) return null;
  } else if (exotic) {
    if (c.data[0] !== PRUNED || kids.length) return null;
    const mask = c.data[1]!;
    const n = popcount(mask);
    if (mask === 0 || mask > 7 || c.bitLength !== 16 + n * (256 + 16)) return null;
    const stored = (k: number) => c.data.subarray(2 + k * 32, 2 + (k + 1) * 32);
    const storedDepth = (k: number) => c.data.readUInt16BE(2 + n * 32 + k * 2);
    repr[0] = 8 + mask * 32;
    repr[1] = c.d2;
    c.data.copy(repr, 2);
    const own = hash('sha256', repr.subarray(0, 2 + c.data.length), 'buffer') as unknown as Buffer;
    const hashes: Buffer[] = [];
    const depths: number[] = [];
    for (let l = 0; l < 4; l++) {
      const k = popcount(mask & ((1 << l) - 1));
      hashes.push(k !== n ? stored(k) : own);
      depths.push(k !== n ? storedDepth(k) : 0);
    }
    return { mask, hashes, depths };
  }
  let mask = 0;
  for (const k of kids) mask |= k.mask;
  const levels: Buffer[] = [];
  const levelDepths: number[] = [];
  const top = 32 - Math.clz32(mask);
  for (let l = 0; l <= top; l++) {
    if (l !== 0 && !((mask >> (l - 1)) & 1)) continue;
    repr[0] = kids.length + (exotic ? 8 : 0) + (mask & ((1 << l) - 1)) * 32;
    repr[1] = c.d2;
    let p = 2;
    if (levels.length === 0) {
      c.data.copy(repr, p);
      p += c.data.length;
    } else {
      levels[levels.length - 1]!.copy(repr, p);
      p += 32;
    }
    let depth = 0;
    for (const k of kids) {
      const d = k.depths[l]!;
      repr[p++] = d >> 8;
      repr[p++] = d & 0xff;
      if (d > depth) depth = d;
    }
    for (const k of kids) {
      k.hashes[l]!.copy(repr, p);
      p += 32;
    }
    levels.push(hash('sha256', repr.subarray(0, p), 'buffer') as unknown as Buffer);
    levelDepths.push(kids.length ? depth + 1 : 0);
  }
  const hashes: Buffer[] = [];
  const depths: number[] = [];
  for (let l = 0; l < 4; l++) {
    const k = popcount(mask & ((1 << l) - 1));
    hashes.push(levels[k]!);
    depths.push(levelDepths[k]!);
  }
  return { mask, hashes, depths };
}

/** The MERKLE_UPDATE cell's hash and depth from its proof trees, or null when it is not the plain level-0 case. */
function hashStateUpdate(cells: RawCell[], at: number): { hash: Buffer; depth: number } | null {
  const su = cells[at]!;
  if (!(su.d1 & 8) || su.refs.length !== 2 || su.bitLength !== 8 + 2 * (256 + 16) || su.data[0] !== MERKLE_UPDATE)
    return null;
  const inTree = new Uint8Array(cells.length);
  const stack = [...su.refs];
  for (const r of stack) inTree[r] = 1;
  while (stack.length) {
    for (const r of cells[stack.pop()!]!.refs)
      if (!inTree[r]) {
        inTree[r] = 1;
        stack.push(r);
      }
  }
  // Children always have larger indices than their parents in a BOC: hashing by falling index sees children first.
  const done: Hashed[] = new Array(cells.length);
  for (let i = cells.length - 1; i > at; i--) {
    if (!inTree[i]) continue;
    const c = cells[i]!;
    const h = hashRaw(
      c,
      c.refs.map((r) => done[r]!),
    );
    if (!h) return null;
    done[i] = h;
  }
  const [a, b] = su.refs.map((r) => done[r]!) as [Hashed, Hashed];
  if ((a.mask | b.mask) >> 1) return null;
  const d = su.data;
  if (
    !d.subarray(1, 33).equals(a.hashes[0]!) ||
    !d.subarray(33, 65).equals(b.hashes[0]!) ||
    d.readUInt16BE(65) !== a.depths[0] ||
    d.readUInt16BE(67) !== b.depths[0]
  ) {
    throw new Error('Merkle Update cell: stated hashes or depths do not match its proof trees');
  }
  repr[0] = 2 + 8;
  repr[1] = su.d2;
  d.copy(repr, 2);
  let p = 2 + d.length;
  for (const k of [a, b]) {
    repr[p++] = k.depths[1]! >> 8;
    repr[p++] = k.depths[1]! & 0xff;
  }
  for (const k of [a, b]) {
    k.hashes[1]!.copy(repr, p);
    p += 32;
  }
  return {
    hash: hash('sha256', repr.subarray(0, p), 'buffer') as unknown as Buffer,
    depth: Math.max(a.depths[1]!, b.depths[1]!) + 1,
  };
}

const NOT_BUILT =
  'the state update of a block read for indexing has no proof trees (read it with Cell.fromBoc for those)';

/**
 * A MERKLE_UPDATE cell with its data, hash and depth but without its two children. Reading its data works
 * (the old and new state hashes); reading its references, or serialising a tree that holds it, fails loudly.
 */
function stateUpdateStandIn(bits: BitString, h: Buffer, depth: number): Cell {
  const cell = Object.create(Cell.prototype) as Cell;
  const mask = new LevelMask(0);
  Object.defineProperties(cell, {
    type: { value: MERKLE_UPDATE },
    bits: { value: bits },
    mask: { value: mask },
    refs: {
      get: () => {
        throw new Error(NOT_BUILT);
      },
    },
    _hashes: { value: Object.freeze([h, h, h, h]) },
    _depths: { value: Object.freeze([depth, depth, depth, depth]) },
    hash: { value: () => h },
    depth: { value: () => depth },
    level: { value: () => 0 },
    equals: { value: (other: Cell) => h.equals(other.hash()) },
    beginParse: {
      value: (allowExotic = false) => {
        if (!allowExotic) throw new Error('Exotic cells cannot be parsed');
        return new Slice(new BitReader(bits), []);
      },
    },
  });
  Object.freeze(cell);
  return cell;
}

/** The block's root cell, with the state update's proof trees hashed but not built (see the file's comment). */
export function blockRootFromBoc(src: Buffer): Cell {
  const boc = parseBoc(src);
  if (boc.root.length !== 1) return Cell.fromBoc(src)[0]!;
  const cells = readRawCells(boc.cellData, boc.cells, boc.size);
  const all = new BitString(boc.cellData, 0, boc.cellData.length * 8);
  const rootAt = boc.root[0]!;
  const root = cells[rootAt];
  if (!root) throw new Error('Invalid BOC: no root cell');
  const isBlock =
    root.refs.length === 4 && root.bitLength >= 32 && root.data.readUInt32BE(0) === BLOCK_TAG && !(root.d1 & 8);
  const suAt = isBlock ? root.refs[2]! : -1;
  const need = new Uint8Array(cells.length);
  const stack = [rootAt];
  need[rootAt] = 1;
  while (stack.length) {
    const i = stack.pop()!;
    cells[i]!.refs.forEach((r, k) => {
      if (i === rootAt && k === 2 && isBlock) return;
      if (!need[r]) {
        need[r] = 1;
        stack.push(r);
      }
    });
  }
  let standIn: Cell | undefined;
  if (isBlock && !need[suAt]) {
    const su = hashStateUpdate(cells, suAt);
    if (!su) return Cell.fromBoc(src)[0]!;
    standIn = stateUpdateStandIn(all.substring(cells[suAt]!.bitOffset, cells[suAt]!.bitLength), su.hash, su.depth);
  }
  const built: Cell[] = new Array(cells.length);
  for (let i = cells.length - 1; i >= 0; i--) {
    if (!need[i]) continue;
    const c = cells[i]!;
    const refs = c.refs.map((r) => (r === suAt && standIn && i === rootAt ? standIn : built[r]!));
    built[i] = new Cell({ bits: all.substring(c.bitOffset, c.bitLength), refs, exotic: (c.d1 & 8) !== 0 });
  }
  return built[rootAt]!;
}
