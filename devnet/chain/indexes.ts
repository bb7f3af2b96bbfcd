import type { BlockId, BlockRecord, TxRecord, AccountVersion } from './types.ts';
import { shardContains } from './shard-schedule.ts';

export const accountKey = (workchain: number, id: Buffer): string => `${workchain}:${id.toString('hex')}`;

/** Blocks of one chain (masterchain or the basechain shard) by seqno, with lt/utime lookups. */
export class ChainBlocks {
  readonly list: BlockRecord[] = [];

  push(b: BlockRecord): void {
    if (b.id.seqno !== this.list.length) throw new Error(`block seqno ${b.id.seqno} out of order`);
    this.list.push(b);
  }
  get last(): BlockRecord {
    return this.list[this.list.length - 1]!;
  }
  bySeqno(seqno: number): BlockRecord | undefined {
    return this.list[seqno];
  }

  /** The block whose lt range holds lt: the first block with end_lt > lt. */
  byLt(lt: bigint): BlockRecord | undefined {
    let lo = 0,
      hi = this.list.length - 1,
      found: BlockRecord | undefined;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const b = this.list[mid]!;
      if (b.endLt > lt) {
        found = b;
        hi = mid - 1;
      } else lo = mid + 1;
    }
    return found;
  }

  /** The last block generated at or before utime (gen_utime never decreases). */
  byUtime(utime: number): BlockRecord | undefined {
    let lo = 0,
      hi = this.list.length - 1,
      found: BlockRecord | undefined;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const b = this.list[mid]!;
      if (b.genUtime <= utime) {
        found = b;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found;
  }
}

/**
 * Basechain blocks by round: every round cuts one block per shard, so a shard block's seqno is its round's
 * (the seqno after a split is the parent's plus one, after a merge the larger parent's plus one).
 * Lookups by shard accept any shard id or account prefix, as a liteserver's do: the block of the shard
 * that holds that prefix at that seqno, lt or time.
 */
export class ShardBlocks {
  private readonly rounds: BlockRecord[][] = [];

  push(round: number, blocks: BlockRecord[]): void {
    if (round !== this.rounds.length) throw new Error(`shard blocks of round ${round} out of order`);
    this.rounds.push(blocks);
  }
  ofRound(round: number): BlockRecord[] {
    return this.rounds[round] ?? [];
  }
  get count(): number {
    return this.rounds.length;
  }
  get tops(): BlockRecord[] {
    return this.ofRound(this.rounds.length - 1);
  }
  /** The block of exactly this shard. */
  exact(shard: bigint, seqno: number): BlockRecord | undefined {
    return this.ofRound(seqno).find((b) => b.id.shard === shard);
  }
  /** The block of the shard holding `prefix` (a shard id or the first 64 bits of an address). */
  holding(prefix: bigint, seqno: number): BlockRecord | undefined {
    return this.ofRound(seqno).find((b) => shardContains(b.id.shard, prefix));
  }
  /** The first block of the shard holding prefix whose lt range ends after lt. */
  byLt(prefix: bigint, lt: bigint): BlockRecord | undefined {
    return this.search(prefix, (b) => b.endLt > lt, true);
  }
  /** The last block of the shard holding prefix generated at or before utime. */
  byUtime(prefix: bigint, utime: number): BlockRecord | undefined {
    return this.search(prefix, (b) => b.genUtime <= utime, false);
  }
  /** Binary search over rounds: the first block that passes `ok` (`first`), or the last one. */
  private search(prefix: bigint, ok: (b: BlockRecord) => boolean, first: boolean): BlockRecord | undefined {
    let lo = 0,
      hi = this.rounds.length - 1,
      found: BlockRecord | undefined;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const b = this.holding(prefix, mid)!;
      const pass = ok(b);
      if (pass) found = b;
      if (pass === first) hi = mid - 1;
      else lo = mid + 1;
    }
    return found;
  }
  *all(): Iterable<BlockRecord> {
    for (const r of this.rounds) yield* r;
  }
}

/** Account → transactions (ascending lt) and the account's state versions per masterchain seqno. */
export class AccountIndex {
  private txs = new Map<string, TxRecord[]>();
  private versions = new Map<string, AccountVersion[]>();
  private byHash = new Map<string, TxRecord>();

  addTx(key: string, tx: TxRecord): void {
    const l = this.txs.get(key) ?? this.txs.set(key, []).get(key)!;
    l.push(tx);
    this.byHash.set(tx.hash.toString('hex'), tx);
  }
  txsOf(key: string): TxRecord[] {
    return this.txs.get(key) ?? [];
  }
  txByHash(hash: Buffer): TxRecord | undefined {
    return this.byHash.get(hash.toString('hex'));
  }

  /** Transaction of an account by lt, binary search. */
  txByLt(key: string, lt: bigint): TxRecord | undefined {
    const l = this.txsOf(key);
    let lo = 0,
      hi = l.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const t = l[mid]!;
      if (t.lt === lt) return t;
      if (t.lt < lt) lo = mid + 1;
      else hi = mid - 1;
    }
    return undefined;
  }

  addVersion(key: string, v: AccountVersion): void {
    const l = this.versions.get(key) ?? this.versions.set(key, []).get(key)!;
    if (l.length && l[l.length - 1]!.mcSeqno === v.mcSeqno) l[l.length - 1] = v;
    else l.push(v);
  }
  /** State of the account as of masterchain block mcSeqno (undefined: never existed by then). */
  versionAt(key: string, mcSeqno: number): AccountVersion | undefined {
    const l = this.versions.get(key);
    if (!l) return undefined;
    let lo = 0,
      hi = l.length - 1,
      found: AccountVersion | undefined;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (l[mid]!.mcSeqno <= mcSeqno) {
        found = l[mid];
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found;
  }
  accountsOf(workchain: number): string[] {
    return [...this.versions.keys()].filter((k) => k.startsWith(`${workchain}:`));
  }
}

export function blockKey(id: Pick<BlockId, 'workchain' | 'shard' | 'seqno'>): string {
  return `${id.workchain}:${id.shard.toString(16)}:${id.seqno}`;
}
