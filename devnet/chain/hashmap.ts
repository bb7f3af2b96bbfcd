import { beginCell, Builder, Cell } from '@ton/core';

/**
 * Writers for TL-B Hashmap / HashmapAug (block.tlb). @ton/core's Dictionary cannot write
 * augmented dictionaries (fork nodes carry the sum of their children), which every block
 * structure (ShardAccounts, ShardAccountBlocks, InMsgDescr, OutMsgDescr) needs.
 */
export interface AugSpec<E> {
  store(b: Builder, extra: E): void;
  add(a: E, b: E): E;
  zero(): E;
}

export interface MapEntry<E = undefined> {
  key: bigint;
  store: (b: Builder) => void;
  extra?: E;
}

interface Keyed<E> extends MapEntry<E> {
  bits: string;
}

function labelLenBits(n: number): number {
  return Math.ceil(Math.log2(n + 1));
}

/** Shortest of hml_short / hml_long / hml_same, as the reference implementation chooses. */
function storeLabel(b: Builder, label: string, n: number): void {
  const k = labelLenBits(n);
  const shortLen = 2 + 2 * label.length;
  const longLen = 2 + k + label.length;
  const same = label.length > 0 && !label.includes(label[0] === '0' ? '1' : '0');
  const sameLen = 3 + k;
  if (same && sameLen < Math.min(shortLen, longLen)) {
    b.storeBit(1).storeBit(1).storeBit(label[0] === '1').storeUint(label.length, k);
  } else if (longLen < shortLen) {
    b.storeBit(1).storeBit(0).storeUint(label.length, k);
    storeBits(b, label);
  } else {
    b.storeBit(0);
    storeBits(b, '1'.repeat(label.length) + '0');
    storeBits(b, label);
  }
}

function storeBits(b: Builder, bits: string): void {
  for (let i = 0; i < bits.length; i += 48) {
    const chunk = bits.slice(i, i + 48);
    b.storeUint(parseInt(chunk, 2), chunk.length);
  }
}

function commonPrefix(items: Keyed<unknown>[], from: number): string {
  const first = items[0]!.bits;
  const last = items[items.length - 1]!.bits; // sorted: the prefix of first and last is common to all
  let i = from;
  while (i < first.length && first[i] === last[i]) i++;
  return first.slice(from, i);
}

function buildEdge<E>(items: Keyed<E>[], pos: number, n: number, spec?: AugSpec<E>): { cell: Cell; extra: E | undefined } {
  const b = beginCell();
  const label = commonPrefix(items, pos);
  storeLabel(b, label, n);
  const m = n - label.length;
  if (m === 0) {
    const leaf = items[0]!;
    if (spec) spec.store(b, leaf.extra as E);
    leaf.store(b);
    return { cell: b.endCell(), extra: leaf.extra };
  }
  const split = pos + label.length;
  const idx = items.findIndex((it) => it.bits[split] === '1');
  const left = buildEdge(items.slice(0, idx), split + 1, m - 1, spec);
  const right = buildEdge(items.slice(idx), split + 1, m - 1, spec);
  b.storeRef(left.cell).storeRef(right.cell);
  let extra: E | undefined;
  if (spec) {
    extra = spec.add(left.extra as E, right.extra as E);
    spec.store(b, extra);
  }
  return { cell: b.endCell(), extra };
}

function prepare<E>(n: number, entries: MapEntry<E>[]): Keyed<E>[] {
  const mask = (1n << BigInt(n)) - 1n;
  const items = entries.map((e) => ({ ...e, bits: (e.key & mask).toString(2).padStart(n, '0') }));
  items.sort((a, b) => (a.bits < b.bits ? -1 : a.bits > b.bits ? 1 : 0));
  for (let i = 1; i < items.length; i++) {
    if (items[i]!.bits === items[i - 1]!.bits) throw new Error(`duplicate hashmap key ${items[i]!.key}`);
  }
  return items;
}

/** Hashmap n X (non-empty) root cell. */
export function buildHashmap(n: number, entries: MapEntry[]): Cell {
  if (entries.length === 0) throw new Error('Hashmap must not be empty');
  return buildEdge(prepare(n, entries), 0, n).cell;
}

/** HashmapE n X: stores hme_empty$0 or hme_root$1 ^root. */
export function storeHashmapE(b: Builder, n: number, entries: MapEntry[]): void {
  if (entries.length === 0) b.storeBit(0);
  else b.storeBit(1).storeRef(buildHashmap(n, entries));
}

/** HashmapAug n X Y (non-empty): root cell and total extra. */
export function buildHashmapAug<E>(n: number, entries: MapEntry<E>[], spec: AugSpec<E>): { cell: Cell; extra: E } {
  if (entries.length === 0) throw new Error('HashmapAug must not be empty');
  const r = buildEdge(prepare(n, entries), 0, n, spec);
  return { cell: r.cell, extra: r.extra as E };
}

/** HashmapAugE n X Y: ahme_empty$0 extra | ahme_root$1 ^root extra. Returns the total extra. */
export function storeHashmapAugE<E>(b: Builder, n: number, entries: MapEntry<E>[], spec: AugSpec<E>): E {
  if (entries.length === 0) {
    const z = spec.zero();
    b.storeBit(0);
    spec.store(b, z);
    return z;
  }
  const r = buildHashmapAug(n, entries, spec);
  b.storeBit(1).storeRef(r.cell);
  spec.store(b, r.extra);
  return r.extra;
}

export function hashmapAugECell<E>(n: number, entries: MapEntry<E>[], spec: AugSpec<E>): { cell: Cell; extra: E } {
  const b = beginCell();
  const extra = storeHashmapAugE(b, n, entries, spec);
  return { cell: b.endCell(), extra };
}
