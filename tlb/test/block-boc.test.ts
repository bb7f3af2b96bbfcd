import { readFileSync } from 'node:fs';
import { Cell } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { fixturePath, fixturesSkipReason, haveFixtures } from '../../tools/fixtures.ts';
import { blockRootFromBoc } from '../block-boc.ts';
import { parseBlock, type ParsedBlock } from '../block.ts';
import { fastCrc32c } from '../speedups/crc32c.ts';
import { serializeBoc } from '../speedups/serialize-boc.ts';

const BLOCKS = [
  ['tongo', 'block-1', 'block.bin'],
  ['tongo', 'block-2', 'block.bin'],
  ['tongo', 'block-3', 'block.bin'],
  ['tongo', 'block-4', 'block.bin'],
  ['tongo', 'block-5', 'block.bin'],
  ['tongo', 'block-6', 'block.bin'],
  ['tongo', 'block-7', 'block.bin'],
  ['tongo', 'raw-13516764.bin'],
  ['tonutils-go', 'block_0_8000000000000000_71398501.boc'],
];

/** Everything parseBlock reports, as comparable JSON (transactions by hash and decoded content). */
function summary(b: ParsedBlock): string {
  return JSON.stringify(
    { ...b, stateUpdateCell: undefined, transactions: b.transactions.map((t) => [t.hash, t.lt, t.tx]) },
    (_k, v) => (typeof v === 'bigint' ? v.toString() : v instanceof Cell ? v.hash().toString('hex') : v),
  );
}

const title = haveFixtures
  ? 'blocks read for indexing (state update hashed, not built)'
  : `blocks read for indexing (skipped: ${fixturesSkipReason})`;

describe.skipIf(!haveFixtures)(title, () => {
  it.each(BLOCKS.map((p) => [p.join('/'), p] as const))(
    '%s: same root hash and same parsed block as the full read',
    (_name, path) => {
      const boc = readFileSync(fixturePath(...path));
      const full = parseBlock(boc);
      const light = parseBlock(boc, { forIndexing: true });
      expect(light.rootHash.toString('hex')).toBe(full.rootHash.toString('hex'));
      expect(light.stateUpdateCell).toBeNull();
      // The proof trees were hashed from the bytes, not built (a fallback to the full read would build them).
      expect(() => blockRootFromBoc(boc).refs[2]!.refs).toThrow(/proof trees/);
      expect(summary(light)).toBe(summary(full));
      expect(light.stateUpdate.newHash.equals(full.stateUpdate.newHash)).toBe(true);
    },
  );

  it('a proof tree whose content does not match the stated state hash is rejected, as by the full read', () => {
    const boc = Buffer.from(readFileSync(fixturePath('tongo', 'block-5', 'block.bin')));
    const root = Cell.fromBoc(boc)[0]!;
    const oldHash = root.refs[2]!.beginParse(true).skip(8).loadBuffer(32);
    // Flip one byte of the stated old-state hash inside the MERKLE_UPDATE cell's data, then re-stamp the CRC.
    const at = boc.indexOf(oldHash);
    expect(at).toBeGreaterThan(0);
    boc[at + 5] = boc[at + 5]! ^ 0xff;
    fastCrc32c(boc.subarray(0, boc.length - 4)).copy(boc, boc.length - 4);
    expect(() => Cell.fromBoc(boc)).toThrow(/Merkle Update/);
    expect(() => blockRootFromBoc(boc)).toThrow(/Merkle Update/);
  });

  it('the state update stands in for itself: its data reads, its missing proof trees fail loudly', () => {
    const root = blockRootFromBoc(readFileSync(fixturePath('tongo', 'block-5', 'block.bin')));
    const su = root.refs[2]!;
    expect(su.beginParse(true).loadUint(8)).toBe(4);
    expect(() => su.refs).toThrow(/proof trees/);
    expect(() => root.toBoc()).toThrow(/proof trees/);
  });

  it('a whole block written again gives the same bytes with the fast BOC writer as with the original', () => {
    const root = Cell.fromBoc(readFileSync(fixturePath('tonutils-go', 'block_0_8000000000000000_71398501.boc')))[0]!;
    for (const opts of [
      { idx: false, crc32: true },
      { idx: true, crc32: true },
    ]) {
      expect(serializeBoc.replacement(root, opts).equals(serializeBoc.original!(root, opts))).toBe(true);
    }
  });

  it('a BOC that is not a block is read in full', () => {
    const cfg = readFileSync(fixturePath('tonutils-go', 'blockchain_config_mainnet.boc'));
    expect(blockRootFromBoc(cfg).hash().toString('hex')).toBe(Cell.fromBoc(cfg)[0]!.hash().toString('hex'));
  });
});
