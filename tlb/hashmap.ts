import { beginCell, type Builder, type Cell, type Slice } from '@ton/core';

/**
 * Hashmap / HashmapAug walking and building with fixed-length keys (TL-B hashmap.tlb).
 * Readers hand each leaf to a callback as a Slice positioned at the leaf body, so callers parse
 * augmentations and values without intermediate objects (blocks hold thousands of leaves).
 */

const lenBitsCache = new Map<number, number>();
function lenBits(m: number): number {
  let k = lenBitsCache.get(m);
  if (k === undefined) {
    k = Math.ceil(Math.log2(m + 1));
    lenBitsCache.set(m, k);
  }
  return k;
}

/** Reads an HmLabel for a node with `m` key bits left; returns the label bits as a bigint. */
function readLabel(s: Slice, m: number): { len: number; bits: bigint } {
  if (!s.loadBit()) {
    let len = 0;
    while (s.loadBit()) len++;
    return { len, bits: len ? s.loadUintBig(len) : 0n };
  }
  if (!s.loadBit()) {
    const len = s.loadUint(lenBits(m));
    return { len, bits: len ? s.loadUintBig(len) : 0n };
  }
  const v = s.loadBit();
  const len = s.loadUint(lenBits(m));
  return { len, bits: v && len ? (1n << BigInt(len)) - 1n : 0n };
}

type LeafFn = (key: bigint, leaf: Slice) => void;

function walk(cell: Cell, m: number, prefix: bigint, onLeaf: LeafFn): void {
  if (cell.isExotic) return; // pruned branch of a proof: its leaves are not present
  walkSlice(cell.beginParse(), m, prefix, onLeaf, null);
}

function walkSlice(
  s: Slice,
  m: number,
  prefix: bigint,
  onLeaf: LeafFn,
  skipForkExtra: ((s: Slice) => void) | null,
): void {
  const { len, bits } = readLabel(s, m);
  const key = (prefix << BigInt(len)) | bits;
  const rest = m - len;
  if (rest === 0) {
    onLeaf(key, s);
    return;
  }
  const left = s.loadRef();
  const right = s.loadRef();
  if (skipForkExtra) skipForkExtra(s);
  walk(left, rest - 1, key << 1n, onLeaf);
  walk(right, rest - 1, (key << 1n) | 1n, onLeaf);
}

/**
 * Visits a HashmapAug whose root edge is inline in `s` (e.g. AccountBlock.transactions) and leaves `s`
 * positioned after the root node, which for a fork means after its extra (hence `skipForkExtra`).
 */
export function forEachAugLeafInline(s: Slice, n: number, skipForkExtra: (s: Slice) => void, onLeaf: LeafFn): void {
  walkSlice(s, n, 0n, onLeaf, skipForkExtra);
}

/** Visits the leaves of a plain Hashmap n X root cell (not HashmapE) in key order. */
export function forEachLeaf(root: Cell, n: number, onLeaf: LeafFn): void {
  walk(root, n, 0n, onLeaf);
}

/** Visits a HashmapE stored inline in `s` (a Maybe ^Hashmap). */
export function forEachLeafE(s: Slice, n: number, onLeaf: LeafFn): void {
  if (s.loadBit()) forEachLeaf(s.loadRef(), n, onLeaf);
}

/**
 * Visits a HashmapAugE stored inline in `s`; each leaf slice starts at the leaf's extra (then the value).
 * Returns a slice positioned at the root extra so the caller can read the total augmentation.
 */
export function forEachAugLeafE(s: Slice, n: number, onLeaf: LeafFn): Slice {
  if (s.loadBit()) forEachLeaf(s.loadRef(), n, onLeaf);
  return s;
}

export interface Entry {
  key: bigint;
  /** Writes the leaf body (for an aug dictionary: value only; the extra is written by the builder). */
  store: (b: Builder) => void;
}

export interface AugEntry<E> extends Entry {
  extra: E;
}

export interface AugSpec<E> {
  storeExtra: (b: Builder, e: E) => void;
  add: (a: E, b: E) => E;
  empty: () => E;
}

/** Chooses the shortest HmLabel encoding (ties: short, then long, then same), as the TON node does. */
function writeLabel(b: Builder, bits: bigint, len: number, m: number): void {
  const k = lenBits(m);
  const shortLen = 2 * len + 2;
  const longLen = 2 + k + len;
  const allOnes = len > 0 && bits === (1n << BigInt(len)) - 1n;
  const same = len <= 1 || bits === 0n || allOnes;
  const sameLen = 3 + k;
  let kind: 'short' | 'long' | 'same' = 'short';
  let best = shortLen;
  if (longLen < best) {
    kind = 'long';
    best = longLen;
  }
  if (same && sameLen < best) kind = 'same';
  if (kind === 'short') {
    b.storeBit(0);
    for (let i = 0; i < len; i++) b.storeBit(1);
    b.storeBit(0);
    if (len) b.storeUint(bits, len);
  } else if (kind === 'long') {
    b.storeUint(2, 2).storeUint(len, k);
    if (len) b.storeUint(bits, len);
  } else {
    b.storeUint(3, 2).storeBit(allOnes).storeUint(len, k);
  }
}

function bitAt(key: bigint, pos: number): number {
  return Number((key >> BigInt(pos)) & 1n);
}

/**
 * Builds one HashmapAug edge for `entries` (sorted by key, keys relative to `m` remaining bits).
 * Without a spec it builds a plain Hashmap edge. Returns the cell and its total extra.
 */
function buildEdge<E>(
  entries: AugEntry<E>[] | Entry[],
  m: number,
  spec: AugSpec<E> | null,
): { cell: Cell; extra: E | null } {
  const first = entries[0]!.key;
  const last = entries[entries.length - 1]!.key;
  // Common prefix length of the whole (sorted) range = common prefix of first and last keys.
  let len = 0;
  while (len < m && bitAt(first, m - 1 - len) === bitAt(last, m - 1 - len)) len++;
  const labelBits = len ? first >> BigInt(m - len) : 0n;
  const b = beginCell();
  writeLabel(b, labelBits, len, m);
  const rest = m - len;
  if (rest === 0) {
    const e = entries[0]! as AugEntry<E>;
    if (spec) spec.storeExtra(b, e.extra);
    e.store(b);
    return { cell: b.endCell(), extra: spec ? e.extra : null };
  }
  const mask = (1n << BigInt(rest - 1)) - 1n;
  const split = entries.findIndex((e) => bitAt(e.key, rest - 1) === 1);
  const strip = (list: (Entry | AugEntry<E>)[]) => list.map((e) => ({ ...e, key: e.key & mask }));
  const left = buildEdge(strip(entries.slice(0, split)) as AugEntry<E>[], rest - 1, spec);
  const right = buildEdge(strip(entries.slice(split)) as AugEntry<E>[], rest - 1, spec);
  b.storeRef(left.cell).storeRef(right.cell);
  let extra: E | null = null;
  if (spec) {
    extra = spec.add(left.extra as E, right.extra as E);
    spec.storeExtra(b, extra);
  }
  return { cell: b.endCell(), extra };
}

function sorted<T extends Entry>(entries: T[]): T[] {
  const out = [...entries].sort((a, c) => (a.key < c.key ? -1 : a.key > c.key ? 1 : 0));
  for (let i = 1; i < out.length; i++)
    if (out[i]!.key === out[i - 1]!.key) throw new Error(`duplicate dictionary key ${out[i]!.key}`);
  return out;
}

/** Plain Hashmap n X root cell (entries must be non-empty). */
export function buildHashmap(n: number, entries: Entry[]): Cell {
  if (!entries.length) throw new Error('Hashmap must not be empty');
  return buildEdge(sorted(entries), n, null).cell;
}

/** HashmapE n X stored inline: 0, or 1 + ^root. */
export function storeHashmapE(b: Builder, n: number, entries: Entry[]): void {
  if (!entries.length) b.storeBit(0);
  else b.storeBit(1).storeRef(buildHashmap(n, entries));
}

/** HashmapAug n X Y root cell with fork extras = sum of children; returns the root and its extra. */
export function buildHashmapAug<E>(n: number, entries: AugEntry<E>[], spec: AugSpec<E>): { cell: Cell; extra: E } {
  if (!entries.length) throw new Error('HashmapAug must not be empty');
  const r = buildEdge(sorted(entries), n, spec);
  return { cell: r.cell, extra: r.extra as E };
}

/** HashmapAugE n X Y stored inline: (0 | 1 ^root) followed by the total extra. Returns the total. */
export function storeHashmapAugE<E>(b: Builder, n: number, entries: AugEntry<E>[], spec: AugSpec<E>): E {
  if (!entries.length) {
    const e = spec.empty();
    b.storeBit(0);
    spec.storeExtra(b, e);
    return e;
  }
  const r = buildHashmapAug(n, entries, spec);
  b.storeBit(1).storeRef(r.cell);
  spec.storeExtra(b, r.extra);
  return r.extra;
}
