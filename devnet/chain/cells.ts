import { beginCell, Builder, Cell } from '@ton/core';
import type { AugSpec } from './hashmap.ts';
import type { BlockId } from './types.ts';

/** Small TL-B pieces shared by the block and state writers. */

export interface CC { grams: bigint }
export const zeroCC = (): CC => ({ grams: 0n });

/** CurrencyCollection without extra currencies (the devnet mints none). */
export function storeCC(b: Builder, cc: CC): void {
  b.storeCoins(cc.grams).storeBit(0);
}

export const ccAug: AugSpec<CC> = {
  store: storeCC,
  add: (a, b) => ({ grams: a.grams + b.grams }),
  zero: zeroCC,
};

export interface ImportFees { fees: bigint; value: bigint }
export const importFeesAug: AugSpec<ImportFees> = {
  store: (b, e) => { b.storeCoins(e.fees); storeCC(b, { grams: e.value }); },
  add: (a, b) => ({ fees: a.fees + b.fees, value: a.value + b.value }),
  zero: () => ({ fees: 0n, value: 0n }),
};

export interface ExtBlkRef { endLt: bigint; seqno: number; rootHash: Buffer; fileHash: Buffer }

export function storeExtBlkRef(b: Builder, r: ExtBlkRef): void {
  b.storeUint(r.endLt, 64).storeUint(r.seqno, 32).storeBuffer(r.rootHash, 32).storeBuffer(r.fileHash, 32);
}

export function extRef(id: BlockId, endLt: bigint): ExtBlkRef {
  return { endLt, seqno: id.seqno, rootHash: id.rootHash, fileHash: id.fileHash };
}

/** shard_ident$00 shard_pfx_bits workchain_id shard_prefix. */
export function storeShardIdent(b: Builder, workchain: number, shard: bigint): void {
  const trailing = shard === 0n ? 64 : (() => { let n = 0; let s = shard; while ((s & 1n) === 0n) { s >>= 1n; n++; } return n; })();
  const pfxBits = 63 - trailing;
  b.storeUint(0, 2).storeUint(pfxBits, 6).storeInt(workchain, 32).storeUint(shard - (1n << BigInt(trailing)), 64);
}

export function prunedBranch(c: Cell): Cell {
  return beginCell().storeUint(1, 8).storeUint(1, 8).storeBuffer(c.hash(0)).storeUint(c.depth(0), 16).endCell({ exotic: true });
}

/** MERKLE_UPDATE with both sides pruned: the hashes of the old and new states, no paths. */
export function merkleUpdateOfStates(oldState: Cell, newState: Cell): Cell {
  return beginCell()
    .storeUint(4, 8)
    .storeBuffer(oldState.hash(0))
    .storeBuffer(newState.hash(0))
    .storeUint(oldState.depth(0), 16)
    .storeUint(newState.depth(0), 16)
    .storeRef(prunedBranch(oldState))
    .storeRef(prunedBranch(newState))
    .endCell({ exotic: true });
}

export function merkleProof(root: Cell): Cell {
  return beginCell().storeUint(3, 8).storeBuffer(root.hash(0)).storeUint(root.depth(0), 16).storeRef(root).endCell({ exotic: true });
}
