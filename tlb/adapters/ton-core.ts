/**
 * The @ton/core speed-ups: the one place this project runs other code than @ton/core 0.63 / @ton/crypto 3.3's own.
 * Nothing is replaced by importing this or any module of `tlb/speedups/`; a process entry (`server/bin/server.ts`,
 * `indexer/bin/indexer.ts`, `devnet/bin/devnet.ts`, the indexer's parse workers, the benches) calls
 * `installTonCoreSpeedups()` by name. A process that does not runs the libraries as published and gives the same
 * results, only slower.
 *
 * What it replaces, in the running process, each by a bit-identical function of `tlb/speedups/`:
 *
 * - `@ton/crypto/dist/primitives/sha256.js` `sha256_sync` → Node's native SHA-256 (`sha256.ts`). @ton/core
 *   hashes every cell with it, in JavaScript over hex strings.
 * - `@ton/core/dist/boc/utils/paddedBits.js` `bitsToPaddedBuffer` → whole bytes copied at once
 *   (`padded-bits.ts`). Used for every cell hash and BOC write; the original copies bit by bit.
 * - `@ton/core/dist/boc/BitReader.js` `BitReader.prototype._preloadUint` and `._preloadInt` → integer reads in
 *   24-bit number chunks (`preload-uint.ts`, `preload-int.ts`); the original does a BigInt operation per bit.
 *   Out-of-range reads go to the original so its errors are unchanged.
 * - `@ton/core/dist/boc/cell/wonderCalculator.js` `wonderCalculator` → for ordinary cells with level-0 children,
 *   the representation written into one reused buffer and hashed with the one-shot native SHA-256
 *   (`ordinary-cell-hash.ts`); other cells go to the original.
 * - `@ton/core/dist/utils/crc32c.js` `crc32c` → table-driven, 4 bytes per step (`crc32c.ts`).
 * - `@ton/core/dist/utils/crc16.js` `crc16` → table-driven, a byte per step (`crc16.ts`); every user-friendly
 *   address written or read runs it.
 * - `@ton/core/dist/boc/cell/utils/topologicalSort.js` `topologicalSort` → the same order without the
 *   quadratic rescan, and at once for a lone cell (`topological-sort.ts`); every BOC write sorts its cells.
 * - `@ton/core/dist/boc/cell/serialization.js` `serializeBoc` → the same bytes written straight into one
 *   buffer instead of bit by bit (`serialize-boc.ts`); the indexer stores every message body as a BOC.
 *
 * Why: cell construction, hashing and BOC reading and writing dominate block production and proofs on the local
 * network, block parsing in the indexer and a v3 page's JavaScript time in the server. `tlb/bench/ton-core.ts`
 * measures the same work both ways; on a busy 2-core machine: a mainnet block read 5× faster, a tree of 3,000
 * cells built and hashed 6×, read from its BOC 6×, written 2×, user-friendly addresses 2–4×, 64-bit integer reads
 * 8×. With them the v3 server's JavaScript time per transaction page halved (docs/sizing.md). @ton/core reads
 * these functions through their modules' exports (or the prototype) at each call, so replacing them there is enough.
 *
 * When it can go: each replacement on its own, once the library's own function is as fast (run the bench on a
 * new @ton/core or @ton/crypto); the whole adapter once @ton/core hashes cells with a native SHA-256 over one
 * buffer, reads integers without a BigInt operation per bit and writes BOCs and CRCs a byte or more per step.
 * A library upgrade that moves a function fails `tlb/test/core-speedups.test.ts` by name (it pins each one to
 * its module path and checks @ton/core still calls it from there), and the adapter then leaves that one alone.
 */
import { crc16 } from '../speedups/crc16.ts';
import { crc32c } from '../speedups/crc32c.ts';
import { ordinaryCellHash } from '../speedups/ordinary-cell-hash.ts';
import { bitsToPaddedBuffer } from '../speedups/padded-bits.ts';
import type { PatchPoint } from '../speedups/patch-point.ts';
import { preloadInt } from '../speedups/preload-int.ts';
import { preloadUint } from '../speedups/preload-uint.ts';
import { serializeBoc } from '../speedups/serialize-boc.ts';
import { sha256Sync } from '../speedups/sha256.ts';
import { topologicalSort } from '../speedups/topological-sort.ts';

export type { PatchPoint } from '../speedups/patch-point.ts';

/** The name an entry lists among the adapters it installed (its start log). */
export const TON_CORE_SPEEDUPS = '@ton/core speed-ups';

export const tonCoreSpeedups: ReadonlyArray<PatchPoint<(...args: never[]) => unknown>> = [
  sha256Sync,
  bitsToPaddedBuffer,
  preloadUint,
  preloadInt,
  ordinaryCellHash,
  crc32c,
  crc16,
  topologicalSort,
  serializeBoc,
];

/**
 * Puts every replacement whose original is where it is expected in place; calling it again changes nothing.
 * Logs nothing; returns the adapter's name for the caller's list of what it installed.
 */
export function installTonCoreSpeedups(): string {
  for (const p of tonCoreSpeedups) if (!p.installed()) p.install();
  return TON_CORE_SPEEDUPS;
}

/** Whether any replacement is in place: what a process hands its worker threads, so they run as it does. */
export const tonCoreSpeedupsInstalled = (): boolean => tonCoreSpeedups.some((p) => p.installed());

/** Puts the libraries' own functions back (the tests compare both states). */
export function uninstallTonCoreSpeedups(): void {
  for (const p of tonCoreSpeedups) p.uninstall();
}
