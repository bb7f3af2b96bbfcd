import type { Builder, Cell, Slice } from '@ton/core';
import { forEachLeaf, storeHashmapE } from './hashmap.ts';

/** Grams plus extra currencies (id → amount), both as bigint so no value ever loses precision. */
export interface CurrencyCollection {
  grams: bigint;
  other: Map<number, bigint>;
}

export const zeroCC = (): CurrencyCollection => ({ grams: 0n, other: new Map() });

export function loadVarUInt(s: Slice, n: number): bigint {
  const lenBits = Math.ceil(Math.log2(n));
  const len = s.loadUint(lenBits);
  return len === 0 ? 0n : s.loadUintBig(len * 8);
}

export function storeVarUInt(b: Builder, n: number, v: bigint): void {
  const lenBits = Math.ceil(Math.log2(n));
  if (v === 0n) {
    b.storeUint(0, lenBits);
    return;
  }
  const bytes = Math.ceil(v.toString(16).length / 2);
  b.storeUint(bytes, lenBits).storeUint(v, bytes * 8);
}

export const loadGrams = (s: Slice): bigint => loadVarUInt(s, 16);
export const storeGrams = (b: Builder, v: bigint): void => storeVarUInt(b, 16, v);

export function loadCC(s: Slice): CurrencyCollection {
  const grams = loadGrams(s);
  const other = new Map<number, bigint>();
  if (s.loadBit()) {
    forEachLeaf(s.loadRef(), 32, (key, leaf) => other.set(Number(key), loadVarUInt(leaf, 32)));
  }
  return { grams, other };
}

export function storeCC(b: Builder, cc: CurrencyCollection): void {
  storeGrams(b, cc.grams);
  const entries = [...cc.other.entries()]
    .filter(([, v]) => v !== 0n)
    .sort((a, c) => a[0] - c[0])
    .map(([k, v]) => ({ key: BigInt(k), store: (x: Builder) => storeVarUInt(x, 32, v) }));
  storeHashmapE(b, 32, entries);
}

export function addCC(a: CurrencyCollection, c: CurrencyCollection): CurrencyCollection {
  const other = new Map(a.other);
  for (const [k, v] of c.other) other.set(k, (other.get(k) ?? 0n) + v);
  return { grams: a.grams + c.grams, other };
}

export function ccEquals(a: CurrencyCollection, c: CurrencyCollection): boolean {
  if (a.grams !== c.grams) return false;
  const keys = new Set([...a.other.keys(), ...c.other.keys()]);
  for (const k of keys) if ((a.other.get(k) ?? 0n) !== (c.other.get(k) ?? 0n)) return false;
  return true;
}

/** ext_blk_ref$_ end_lt:uint64 seq_no:uint32 root_hash:bits256 file_hash:bits256 */
export interface ExtBlkRef {
  endLt: bigint;
  seqno: number;
  rootHash: Buffer;
  fileHash: Buffer;
}

export function loadExtBlkRef(s: Slice): ExtBlkRef {
  return { endLt: s.loadUintBig(64), seqno: s.loadUint(32), rootHash: s.loadBuffer(32), fileHash: s.loadBuffer(32) };
}

export function storeExtBlkRef(b: Builder, r: ExtBlkRef): void {
  b.storeUint(r.endLt, 64).storeUint(r.seqno, 32).storeBuffer(r.rootHash, 32).storeBuffer(r.fileHash, 32);
}

/** shard_ident$00 shard_pfx_bits:(#<= 60) workchain_id:int32 shard_prefix:uint64 */
export interface ShardIdent {
  workchain: number;
  prefixBits: number;
  prefix: bigint;
}

export function loadShardIdent(s: Slice): ShardIdent {
  if (s.loadUint(2) !== 0) throw new Error('ShardIdent: bad tag');
  const prefixBits = s.loadUint(6);
  return { prefixBits, workchain: s.loadInt(32), prefix: s.loadUintBig(64) };
}

export function storeShardIdent(b: Builder, id: ShardIdent): void {
  b.storeUint(0, 2).storeUint(id.prefixBits, 6).storeInt(id.workchain, 32).storeUint(id.prefix, 64);
}

/** The 64-bit shard id of a ShardIdent: the prefix bits followed by a single 1 bit ("8000000000000000" is the whole chain). */
export function shardIdOf(id: ShardIdent): bigint {
  const tag = 1n << BigInt(63 - id.prefixBits);
  const mask = ~((tag << 1n) - 1n) & 0xffffffffffffffffn;
  return (id.prefix & mask) | tag;
}

export const shardHex = (shard: bigint): string => shard.toString(16).padStart(16, '0');

/** Signed decimal form used by toncenter (e.g. -9223372036854775808 for 8000000000000000). */
export const shardSigned = (shard: bigint): string => BigInt.asIntN(64, shard).toString();

export function shardIdentFromId(workchain: number, shard: bigint): ShardIdent {
  const low = shard & -shard;
  const prefixBits = 63 - (low.toString(2).length - 1);
  return { workchain, prefixBits, prefix: shard ^ low };
}

/** Loads a cell reference and fails clearly when it is a pruned branch (a proof that omits it). */
export function loadOrdinaryRef(s: Slice, what: string): Cell {
  const c = s.loadRef();
  if (c.isExotic) throw new Error(`${what}: cell is pruned (exotic type ${c.type})`);
  return c;
}
