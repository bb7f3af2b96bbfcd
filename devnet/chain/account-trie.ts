import { beginCell, Builder, Cell } from '@ton/core';
import { storeCC } from '../../tlb/index.ts';
import type { StateAccount } from './state.ts';

/**
 * The live ShardAccounts dictionary (HashmapAugE 256 ShardAccount DepthBalanceInfo) kept as a
 * crit-bit tree whose nodes cache their cells. A round that changes k of n accounts rebuilds only
 * the k paths (about k · log n cells) instead of the whole dictionary, and unchanged subtrees are the
 * very same Cell objects in consecutive states. Encoding follows the canonical rules (shortest label,
 * ties short < long < same), so the result is bit-identical to a dictionary built from scratch (tested).
 */

type Node = Leaf | Fork;
interface Leaf { kind: 'leaf'; key: Buffer; account: StateAccount; cell?: Cell; cellFrom?: number }
interface Fork { kind: 'fork'; bit: number; left: Node; right: Node; balance: bigint; cell?: Cell; cellFrom?: number }

const KEY_BITS = 256;
const bitOf = (key: Buffer, i: number): number => (key[i >> 3]! >> (7 - (i & 7))) & 1;
const lenBits = (m: number): number => Math.ceil(Math.log2(m + 1));

function firstDiff(a: Buffer, b: Buffer): number {
  for (let i = 0; i < 32; i++) {
    const x = a[i]! ^ b[i]!;
    if (x) return i * 8 + Math.clz32(x) - 24;
  }
  return -1;
}

const balanceOf = (n: Node): bigint => (n.kind === 'leaf' ? n.account.balance : n.balance);
const anyKey = (n: Node): Buffer => (n.kind === 'leaf' ? n.key : anyKey(n.left));

function storeExtra(b: Builder, balance: bigint): void {
  b.storeUint(0, 5); // split_depth 0
  storeCC(b, { grams: balance, other: new Map() });
}

/** HmLabel of key bits [from, to) for a node with m = 256 - from bits left. */
function storeLabel(b: Builder, key: Buffer, from: number, to: number): void {
  const len = to - from, m = KEY_BITS - from, k = lenBits(m);
  const shortLen = 2 * len + 2, longLen = 2 + k + len, sameLen = 3 + k;
  let ones = 0;
  for (let i = from; i < to; i++) ones += bitOf(key, i);
  const same = len <= 1 || ones === 0 || ones === len;
  const writeBits = () => { for (let i = from; i < to; i++) b.storeBit(bitOf(key, i)); };
  if (longLen < shortLen && !(same && sameLen < longLen)) { b.storeUint(2, 2).storeUint(len, k); writeBits(); return; }
  if (same && sameLen < Math.min(shortLen, longLen)) { b.storeUint(3, 2).storeBit(len > 0 && ones === len).storeUint(len, k); return; }
  b.storeBit(0);
  for (let i = 0; i < len; i++) b.storeBit(1);
  b.storeBit(0);
  writeBits();
}

export class AccountTrie {
  private root: Node | null = null;

  /** Inserts or replaces an account. */
  set(account: StateAccount): void {
    const key = account.id;
    if (!this.root) { this.root = { kind: 'leaf', key, account }; return; }
    const near = this.closest(key);
    const diff = firstDiff(near.key, key);
    if (diff < 0) { this.replace(key, account); return; }
    const leaf: Leaf = { kind: 'leaf', key, account };
    const insert = (n: Node): Node => {
      if (n.kind === 'leaf' || n.bit > diff) {
        return bitOf(key, diff) ? { kind: 'fork', bit: diff, left: n, right: leaf, balance: balanceOf(n) + account.balance }
          : { kind: 'fork', bit: diff, left: leaf, right: n, balance: balanceOf(n) + account.balance };
      }
      if (bitOf(key, n.bit)) n.right = insert(n.right); else n.left = insert(n.left);
      return touch(n);
    };
    this.root = insert(this.root);
  }

  delete(id: Buffer): void {
    const remove = (n: Node): Node | null => {
      if (n.kind === 'leaf') return n.key.equals(id) ? null : n;
      const goRight = bitOf(id, n.bit) === 1;
      const child = remove(goRight ? n.right : n.left);
      if (!child) return goRight ? n.left : n.right;
      if (goRight) n.right = child; else n.left = child;
      return touch(n);
    };
    if (this.root) this.root = remove(this.root);
  }

  /** The cell stored under ShardStateUnsplit accounts:^ (HashmapAugE inline) and the total balance. */
  build(): { cell: Cell; total: bigint } {
    const b = beginCell();
    if (!this.root) { b.storeBit(0); storeExtra(b, 0n); return { cell: b.endCell(), total: 0n }; }
    b.storeBit(1).storeRef(edge(this.root, 0));
    storeExtra(b, balanceOf(this.root));
    return { cell: b.endCell(), total: balanceOf(this.root) };
  }

  private closest(key: Buffer): Leaf {
    let n = this.root!;
    while (n.kind === 'fork') n = bitOf(key, n.bit) ? n.right : n.left;
    return n;
  }

  private replace(key: Buffer, account: StateAccount): void {
    const walk = (n: Node): Node => {
      if (n.kind === 'leaf') return { kind: 'leaf', key, account };
      if (bitOf(key, n.bit)) n.right = walk(n.right); else n.left = walk(n.left);
      return touch(n);
    };
    this.root = walk(this.root!);
  }
}

/** A fork whose subtree changed: new balance, cached cell dropped. */
function touch(n: Fork): Fork {
  n.balance = balanceOf(n.left) + balanceOf(n.right);
  n.cell = undefined;
  return n;
}

/** The HashmapAug edge cell of a node whose label starts at key bit `from`; cached per node. */
function edge(n: Node, from: number): Cell {
  if (n.cell && n.cellFrom === from) return n.cell;
  const b = beginCell();
  if (n.kind === 'leaf') {
    storeLabel(b, n.key, from, KEY_BITS);
    storeExtra(b, n.account.balance);
    b.storeSlice(n.account.shardAccount.beginParse());
  } else {
    storeLabel(b, anyKey(n), from, n.bit);
    b.storeRef(edge(n.left, n.bit + 1)).storeRef(edge(n.right, n.bit + 1));
    storeExtra(b, n.balance);
  }
  n.cell = b.endCell();
  n.cellFrom = from;
  return n.cell;
}
