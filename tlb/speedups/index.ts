/**
 * Faster, bit-identical replacements for nine internals of @ton/core 0.63 / @ton/crypto 3.3, put in place in
 * the running process by `installCoreSpeedups()`:
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
 * Why: cell construction, hashing and BOC parsing dominate block production and proofs on the local
 * network and block parsing in the indexer. @ton/core reads these functions through their modules' exports
 * (or the prototype) at each call, so replacing them there is enough.
 *
 * The replacements are property-tested against the originals (tlb/test/core-speedups.test.ts), which also
 * pins each function to its module path and checks @ton/core still calls it from there. Upgrading @ton/core
 * or @ton/crypto means re-running those tests: a function that moved makes them fail by name, and
 * `installCoreSpeedups` leaves it alone (the library keeps its own, slower, version).
 */
import { crc16 } from './crc16.ts';
import { crc32c } from './crc32c.ts';
import { ordinaryCellHash } from './ordinary-cell-hash.ts';
import { bitsToPaddedBuffer } from './padded-bits.ts';
import type { PatchPoint } from './patch-point.ts';
import { preloadInt } from './preload-int.ts';
import { preloadUint } from './preload-uint.ts';
import { serializeBoc } from './serialize-boc.ts';
import { sha256Sync } from './sha256.ts';
import { topologicalSort } from './topological-sort.ts';

export type { PatchPoint } from './patch-point.ts';

export const coreSpeedups: ReadonlyArray<PatchPoint<(...args: never[]) => unknown>> = [
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

/** Installs every replacement whose original is where it is expected; calling it again changes nothing. */
export function installCoreSpeedups(): void {
  for (const p of coreSpeedups) if (!p.installed()) p.install();
}
