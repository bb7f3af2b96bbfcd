import type { Cell } from '@ton/core';
import type { BlockRecord } from './types.ts';

/**
 * Which block states stay in memory. A state cell holds the block's whole accounts dictionary, and
 * every round that changes an account writes a new one (about 2 cells per account), so keeping all
 * of them grows with accounts × blocks. The last `retain` rounds (what clients ask for most) keep
 * their state; an older block's state is rebuilt on demand from the per-account version history —
 * the same inputs, so the same cell and hash — and a few rebuilt ones are kept in a small LRU.
 */
export class StateHistory {
  private readonly recent = new Map<BlockRecord, Cell>();
  private readonly rebuilt = new Map<BlockRecord, Cell>();
  rebuilds = 0;

  constructor(
    private readonly retain: number,
    private readonly rebuild: (rec: BlockRecord) => Cell,
    private readonly rebuiltMax = 32,
  ) {}

  /** Gives `rec.state` its cell now and makes it a getter that survives eviction. */
  attach(rec: BlockRecord, state: Cell): void {
    this.recent.set(rec, state);
    Object.defineProperty(rec, 'state', { enumerable: true, configurable: true, get: () => this.stateOf(rec) });
    // Whole rounds are kept: a round has a masterchain block and one block per basechain shard.
    for (const [old] of this.recent) {
      if (old.mcSeqno > rec.mcSeqno - this.retain) break;
      this.recent.delete(old);
    }
  }

  private stateOf(rec: BlockRecord): Cell {
    const live = this.recent.get(rec);
    if (live) return live;
    let c = this.rebuilt.get(rec);
    if (c) {
      this.rebuilt.delete(rec);
    } else {
      c = this.rebuild(rec);
      this.rebuilds++;
      if (this.rebuilt.size >= this.rebuiltMax) this.rebuilt.delete(this.rebuilt.keys().next().value!);
    }
    this.rebuilt.set(rec, c);
    return c;
  }

  get retained(): number {
    return this.recent.size;
  }
}
