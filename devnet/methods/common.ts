import { Cell } from '@ton/core';
import { LiteErrorCode, LiteServerError } from '../../liteapi/errors.ts';
import type { LocalChain } from '../chain/local-chain.ts';
import { MASTERCHAIN, type BlockId, type BlockRecord } from '../chain/types.ts';

/** TL blockIdExt / blockId shapes as ton-lite-client's codecs read and write them. */
export interface TLBlockIdExt {
  kind: 'tonNode.blockIdExt';
  workchain: number;
  shard: string;
  seqno: number;
  rootHash: Buffer;
  fileHash: Buffer;
}

export function tlId(id: BlockId): TLBlockIdExt {
  return {
    kind: 'tonNode.blockIdExt',
    workchain: id.workchain,
    shard: BigInt.asIntN(64, id.shard).toString(),
    seqno: id.seqno,
    rootHash: id.rootHash,
    fileHash: id.fileHash,
  };
}

export function shardOf(tlShard: string | number | bigint): bigint {
  return BigInt.asUintN(64, BigInt(tlShard));
}

export const notFound = (what: string) => new LiteServerError(LiteErrorCode.notready, what);

/** The block a request names: exact shard and seqno in its chain, and the same root hash. */
export function resolveBlock(
  chain: LocalChain,
  id: { workchain: number; shard: string; seqno: number; rootHash: Buffer },
): BlockRecord {
  const rec = chain.blockOf(id.workchain, shardOf(id.shard), id.seqno);
  if (!rec?.id.rootHash.equals(Buffer.from(id.rootHash))) {
    throw notFound(`block ${id.workchain}:${shardOf(id.shard).toString(16)}:${id.seqno} not found`);
  }
  return rec;
}

/** Masterchain block a request refers to (a shard block maps to the masterchain block that committed it). */
export function resolveMc(
  chain: LocalChain,
  id: { workchain: number; shard: string; seqno: number; rootHash: Buffer },
): BlockRecord {
  const rec = resolveBlock(chain, id);
  return rec.id.workchain === MASTERCHAIN ? rec : chain.mc.bySeqno(rec.mcSeqno)!;
}

/** Parsed block cells of recently asked blocks (the BOC is what every block keeps). */
const cellCache = new Map<BlockRecord, Cell>();
const CELL_CACHE_MAX = 256;
export function blockCell(rec: BlockRecord): Cell {
  let c = cellCache.get(rec);
  if (!c) {
    if (!rec.boc)
      throw notFound(
        `block ${rec.id.workchain}:${rec.id.shard.toString(16)}:${rec.id.seqno} is a zero state, not a block`,
      );
    c = Cell.fromBoc(rec.boc)[0]!;
    if (cellCache.size >= CELL_CACHE_MAX) cellCache.delete(cellCache.keys().next().value!);
    cellCache.set(rec, c);
  }
  return c;
}

/** Bounded memo: proofs are pure functions of (block, key), so repeated reads are served from here. */
export class Memo<V> {
  private map = new Map<string, V>();
  constructor(private readonly max: number) {}
  get(key: string, make: () => V): V {
    let v = this.map.get(key);
    if (v === undefined) {
      v = make();
      if (this.map.size >= this.max) this.map.delete(this.map.keys().next().value!);
      this.map.set(key, v);
    }
    return v;
  }
  delete(key: string): void {
    this.map.delete(key);
  }
}
