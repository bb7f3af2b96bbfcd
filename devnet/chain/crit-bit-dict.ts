import { beginCell, type Builder, type Cell } from '@ton/core';
import { storeCC, storeExtBlkRef, type ExtBlkRef } from '../../tlb/index.ts';
import type { StateAccount } from './state.ts';

/**
 * Augmented dictionaries kept as crit-bit trees whose nodes cache their cells — the live ShardAccounts
 * (HashmapAugE 256 ShardAccount DepthBalanceInfo) and the masterchain's prev_blocks. A round that changes k of n accounts rebuilds only
 * the k paths (about k · log n cells) instead of the whole dictionary, and unchanged subtrees are the
 * very same Cell objects in consecutive states. Encoding follows the canonical rules (shortest label,
 * ties short < long < same), so the result is bit-identical to a dictionary built from scratch (tested).
 */

/** How a dictionary's values and their augmentation are written. */
export interface DictSpec<V, E> {
  keyBits: number;
  extraOf(v: V): E;
  add(a: E, b: E): E;
  empty: E;
  storeExtra(b: Builder, e: E): void;
  storeValue(b: Builder, v: V): void;
}

type Node<V, E> = Leaf<V, E> | Fork<V, E>;
interface Leaf<V, E> {
  kind: 'leaf';
  key: Buffer;
  value: V;
  extra: E;
  cell?: Cell;
  cellFrom?: number;
}
interface Fork<V, E> {
  kind: 'fork';
  bit: number;
  left: Node<V, E>;
  right: Node<V, E>;
  extra: E;
  cell?: Cell;
  cellFrom?: number;
}

const bitOf = (key: Buffer, i: number): number => (key[i >> 3]! >> (7 - (i & 7))) & 1;
const lenBits = (m: number): number => Math.ceil(Math.log2(m + 1));

function firstDiff(a: Buffer, b: Buffer): number {
  for (let i = 0; i < a.length; i++) {
    const x = a[i]! ^ b[i]!;
    if (x) return i * 8 + Math.clz32(x) - 24;
  }
  return -1;
}

const anyKey = <V, E>(n: Node<V, E>): Buffer => (n.kind === 'leaf' ? n.key : anyKey(n.left));

/** HmLabel of key bits [from, to) for a node with m = keyBits - from bits left. */
function storeLabel(b: Builder, key: Buffer, from: number, to: number, keyBits: number): void {
  const len = to - from,
    m = keyBits - from,
    k = lenBits(m);
  const shortLen = 2 * len + 2,
    longLen = 2 + k + len,
    sameLen = 3 + k;
  let ones = 0;
  for (let i = from; i < to; i++) ones += bitOf(key, i);
  const same = len <= 1 || ones === 0 || ones === len;
  const writeBits = () => {
    for (let i = from; i < to; i++) b.storeBit(bitOf(key, i));
  };
  if (longLen < shortLen && !(same && sameLen < longLen)) {
    b.storeUint(2, 2).storeUint(len, k);
    writeBits();
    return;
  }
  if (same && sameLen < Math.min(shortLen, longLen)) {
    b.storeUint(3, 2)
      .storeBit(len > 0 && ones === len)
      .storeUint(len, k);
    return;
  }
  b.storeBit(0);
  for (let i = 0; i < len; i++) b.storeBit(1);
  b.storeBit(0);
  writeBits();
}

/** A HashmapAugE dictionary (keys of spec.keyBits bits, as big-endian buffers) that rebuilds only changed paths. */
export class CritBitDict<V, E> {
  private root: Node<V, E> | null = null;
  constructor(private readonly spec: DictSpec<V, E>) {}

  /** Inserts or replaces a value. */
  set(key: Buffer, value: V): void {
    const leaf: Leaf<V, E> = { kind: 'leaf', key, value, extra: this.spec.extraOf(value) };
    if (!this.root) {
      this.root = leaf;
      return;
    }
    const near = this.closest(key);
    const diff = firstDiff(near.key, key);
    const walk = (n: Node<V, E>): Node<V, E> => {
      if (diff < 0 && n.kind === 'leaf') return leaf;
      if (diff >= 0 && (n.kind === 'leaf' || n.bit > diff)) {
        const [left, right] = bitOf(key, diff) ? [n, leaf] : [leaf, n];
        return { kind: 'fork', bit: diff, left, right, extra: this.spec.add(left.extra, right.extra) };
      }
      const f = n as Fork<V, E>;
      if (bitOf(key, f.bit)) f.right = walk(f.right);
      else f.left = walk(f.left);
      return this.touch(f);
    };
    this.root = walk(this.root);
  }

  delete(key: Buffer): void {
    const remove = (n: Node<V, E>): Node<V, E> | null => {
      if (n.kind === 'leaf') return n.key.equals(key) ? null : n;
      const goRight = bitOf(key, n.bit) === 1;
      const child = remove(goRight ? n.right : n.left);
      if (!child) return goRight ? n.left : n.right;
      if (goRight) n.right = child;
      else n.left = child;
      return this.touch(n);
    };
    if (this.root) this.root = remove(this.root);
  }

  /** A cell holding the HashmapAugE inline (0 | 1 ^root, then the total extra) and the total. */
  build(): { cell: Cell; total: E } {
    const b = beginCell();
    if (!this.root) {
      b.storeBit(0);
      this.spec.storeExtra(b, this.spec.empty);
      return { cell: b.endCell(), total: this.spec.empty };
    }
    b.storeBit(1).storeRef(this.edge(this.root, 0));
    this.spec.storeExtra(b, this.root.extra);
    return { cell: b.endCell(), total: this.root.extra };
  }

  private closest(key: Buffer): Leaf<V, E> {
    let n = this.root!;
    while (n.kind === 'fork') n = bitOf(key, n.bit) ? n.right : n.left;
    return n;
  }

  /** A fork whose subtree changed: new extra, cached cell dropped. */
  private touch(n: Fork<V, E>): Fork<V, E> {
    n.extra = this.spec.add(n.left.extra, n.right.extra);
    n.cell = undefined;
    return n;
  }

  /** The HashmapAug edge cell of a node whose label starts at key bit `from`; cached per node. */
  private edge(n: Node<V, E>, from: number): Cell {
    if (n.cell && n.cellFrom === from) return n.cell;
    const b = beginCell();
    if (n.kind === 'leaf') {
      storeLabel(b, n.key, from, this.spec.keyBits, this.spec.keyBits);
      this.spec.storeExtra(b, n.extra);
      this.spec.storeValue(b, n.value);
    } else {
      storeLabel(b, anyKey(n), from, n.bit, this.spec.keyBits);
      b.storeRef(this.edge(n.left, n.bit + 1)).storeRef(this.edge(n.right, n.bit + 1));
      this.spec.storeExtra(b, n.extra);
    }
    n.cell = b.endCell();
    n.cellFrom = from;
    return n.cell;
  }
}

/** ShardAccounts: HashmapAugE 256 ShardAccount DepthBalanceInfo (split_depth 0). */
const accountsSpec: DictSpec<StateAccount, bigint> = {
  keyBits: 256,
  extraOf: (a) => a.balance,
  add: (a, b) => a + b,
  empty: 0n,
  storeExtra: (b, balance) => {
    b.storeUint(0, 5);
    storeCC(b, { grams: balance, other: new Map() });
  },
  storeValue: (b, a) => {
    b.storeSlice(a.shardAccount.beginParse());
  },
};

export class AccountTrie {
  private readonly dict = new CritBitDict(accountsSpec);
  set(account: StateAccount): void {
    this.dict.set(account.id, account);
  }
  delete(id: Buffer): void {
    this.dict.delete(id);
  }
  build(): { cell: Cell; total: bigint } {
    return this.dict.build();
  }
}

/** OldMcBlocksInfo: HashmapAugE 32 KeyExtBlkRef KeyMaxLt — every earlier masterchain block, by seqno. */
export interface PrevBlock {
  keyBlock: boolean;
  ref: ExtBlkRef;
}
export interface KeyMaxLt {
  keyBlock: boolean;
  maxEndLt: bigint;
}

export const prevBlocksSpec: DictSpec<PrevBlock, KeyMaxLt> = {
  keyBits: 32,
  extraOf: (v) => ({ keyBlock: v.keyBlock, maxEndLt: v.ref.endLt }),
  add: (a, b) => ({ keyBlock: a.keyBlock || b.keyBlock, maxEndLt: a.maxEndLt > b.maxEndLt ? a.maxEndLt : b.maxEndLt }),
  empty: { keyBlock: false, maxEndLt: 0n },
  storeExtra: (b, e) => {
    b.storeBit(e.keyBlock).storeUint(e.maxEndLt, 64);
  },
  storeValue: (b, v) => {
    b.storeBit(v.keyBlock);
    storeExtBlkRef(b, v.ref);
  },
};

export const seqnoKey = (seqno: number): Buffer => {
  const k = Buffer.alloc(4);
  k.writeUInt32BE(seqno);
  return k;
};
