/**
 * What a TVM run needs of the chain besides account states: the config at a masterchain block and library cells,
 * kept per liteserver pool (one network: a seqno or a hash means one thing only within it) and shared by every
 * emulator of the process (v2's get-methods and fee estimates, the trace emulator).
 *   - A config changes only in key blocks: it is fetched (about 150 KB) and parsed once per key-block epoch; any
 *     other block costs the small header query that names its last key block.
 *   - A library cell is immutable: each is fetched once, then kept (bounded).
 * The caller fetches through its own transport (`ConfigFetch`, `LibraryFetch`), so its deadlines and its error
 * statuses stay its own.
 */
import { Cell } from '@ton/core';
import { loadBlockInfo } from '../tlb/block-info.ts';
import { configFromState } from '../tlb/config.ts';

export interface ConfigFetch {
  /** the block's header proof: it says whether the block is a key block, and names the last one before it */
  headerProof(): Promise<Buffer>;
  /** `liteServer.getConfigAll` at the block: its config proof */
  configProof(): Promise<Buffer>;
}

export type LibraryFetch = (hashes: Buffer[]) => Promise<Array<{ hash: Buffer; data: Buffer }>>;

export interface ChainConfig {
  /** the config dictionary's root */
  cell: Cell;
  /** its bag of cells in base64, as the TVM takes it: serialising it would dominate a get-method */
  base64: string;
}

/** A value made once per key, also while it is being made; a failure is forgotten so the next call tries again. */
export function remember<K, V>(map: Map<K, Promise<V>>, key: K, make: () => Promise<V>, max: number): Promise<V> {
  let hit = map.get(key);
  if (!hit) {
    const value = make();
    hit = value;
    map.set(key, value);
    value.catch(() => {
      if (map.get(key) === value) map.delete(key);
    });
    if (map.size > max) map.delete(map.keys().next().value!);
  }
  return hit;
}

/** The seqno of the key block whose config holds at a block, from the block's header proof. */
function epochOf(seqno: number, headerProof: Buffer): number {
  // the zero state has no block, and so no header: it is its own key block
  if (!headerProof.length) return seqno;
  const root = Cell.fromBoc(headerProof)[0]!;
  const info = loadBlockInfo((root.isExotic ? root.refs[0]! : root).refs[0]!);
  return info.keyBlock ? info.seqno : info.prevKeyBlockSeqno;
}

export class ChainCache {
  readonly #epochs = new Map<string, Promise<number>>();
  readonly #configs = new Map<number, Promise<ChainConfig>>();
  readonly #libraries = new Map<string, Cell>();

  /** The config at the masterchain block (its root hash names it). */
  async config(block: { rootHash: Buffer; seqno: number }, fetch: ConfigFetch): Promise<ChainConfig> {
    const epoch = await remember(
      this.#epochs,
      block.rootHash.toString('hex'),
      async () => epochOf(block.seqno, await fetch.headerProof()),
      256,
    );
    return remember(
      this.#configs,
      epoch,
      async () => {
        const cell = configFromState(await fetch.configProof()).dict;
        return { cell, base64: cell.toBoc().toString('base64') };
      },
      8,
    );
  }

  /** A library cell already fetched, by its hash (hex). */
  library(hash: string): Cell | undefined {
    return this.#libraries.get(hash);
  }

  /** A library cell by its hash (hex), fetched if it is not kept; undefined when the liteserver has none. */
  async fetchLibrary(hash: string, fetch: LibraryFetch): Promise<Cell | undefined> {
    const known = this.#libraries.get(hash);
    if (known) return known;
    for (const lib of await fetch([Buffer.from(hash, 'hex')])) {
      this.#libraries.set(lib.hash.toString('hex'), Cell.fromBoc(lib.data)[0]!);
      if (this.#libraries.size > 1024) this.#libraries.delete(this.#libraries.keys().next().value!);
    }
    return this.#libraries.get(hash);
  }
}

const caches = new WeakMap<object, ChainCache>();

/** The cache of one liteserver pool (or whatever object stands for one network's liteservers). */
export function chainCache(pool: object): ChainCache {
  let cache = caches.get(pool);
  if (!cache) caches.set(pool, (cache = new ChainCache()));
  return cache;
}
