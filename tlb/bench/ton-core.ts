/**
 * What the @ton/core speed-ups (tlb/adapters/ton-core.ts) gain: the same work on @ton/core's own functions and with
 * the adapter installed, in one process, each as the best of a few rounds, and the ratio. Run it on a new @ton/core
 * or @ton/crypto to see which replacement still pays for itself.
 *   tsx tlb/bench/ton-core.ts
 */
import { readFileSync } from 'node:fs';
import { Address, beginCell, Cell } from '@ton/core';
import { fixturePath, haveFixtures } from '../../tools/fixtures.ts';
import { installTonCoreSpeedups, uninstallTonCoreSpeedups } from '../adapters/ton-core.ts';

/** A tree of `n` cells of 600 bits, four references each, built from scratch (so every cell is hashed). */
function tree(n: number): Cell {
  const cells: Cell[] = [];
  for (let i = 0; i < n; i++) {
    const b = beginCell()
      .storeUint(i, 32)
      .storeBuffer(Buffer.alloc(71, i & 0xff));
    for (let k = 1; k <= 4 && i - k >= 0 && k * 4 <= i + 1; k++)
      b.storeRef(cells[i - k * 4 + (k - 1)] ?? cells[i - k]!);
    cells.push(b.endCell());
  }
  return cells.at(-1)!;
}

const block = haveFixtures ? readFileSync(fixturePath('tongo', 'block-1', 'block.bin')) : undefined;
const built = tree(3000);
const boc = built.toBoc();

const work: Record<string, () => unknown> = {
  ...(block ? { 'a mainnet block read (Cell.fromBoc)': () => Cell.fromBoc(block) } : {}),
  'a tree of 3,000 cells built and hashed': () => tree(3000).hash(),
  'the same tree read from its BOC': () => Cell.fromBoc(boc),
  'the same tree written as a BOC': () => built.toBoc({ idx: false, crc32: true }),
  '10,000 user-friendly addresses written': () => {
    for (let i = 0; i < 10_000; i++) new Address(0, Buffer.alloc(32, i & 0xff)).toString();
  },
  '10,000 64-bit integers read': () => {
    const s = built.beginParse();
    for (let i = 0; i < 10_000; i++) s.preloadUintBig(64);
  },
};

/** The best of five rounds each, the two states taking turns so that neither has the warmer process. */
function measure(f: () => unknown): { own: number; installed: number } {
  const times = { own: Number.POSITIVE_INFINITY, installed: Number.POSITIVE_INFINITY };
  for (let round = 0; round < 5; round++)
    for (const state of ['own', 'installed'] as const) {
      if (state === 'own') uninstallTonCoreSpeedups();
      else installTonCoreSpeedups();
      const t = performance.now();
      f();
      times[state] = Math.min(times[state], performance.now() - t);
    }
  return times;
}

for (const [name, f] of Object.entries(work)) {
  const { own, installed } = measure(f);
  console.log(
    `${name}: ${own.toFixed(1)} ms on @ton/core's own, ${installed.toFixed(1)} ms installed (${(own / installed).toFixed(1)}×)`,
  );
}
