import { beginCell, type Builder, Cell, Dictionary } from '@ton/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blockId, parseBlock } from '../block.ts';
import {
  type BlockInfo,
  buildBlockInfo,
  buildValueFlow,
  loadBlockInfo,
  loadValueFlow,
  type ValueFlow,
} from '../block-info.ts';
import { buildHashmap, forEachAugLeafE, storeHashmapAugE } from '../hashmap.ts';
import { buildMcBlockExtra, loadMcBlockExtra, type ShardDescr } from '../mc-extra.ts';
import { type CurrencyCollection, loadCC, shardIdentFromId } from '../primitives.ts';
import {
  buildBlock,
  buildBlockExtra,
  buildInMsgDescr,
  buildMerkleUpdate,
  buildOutMsgDescr,
  buildShardAccountBlocks,
  ccSpec,
} from '../writer.ts';

const cc = (grams: bigint, other: [number, bigint][] = []): CurrencyCollection => ({ grams, other: new Map(other) });
const ref = (seqno: number, fill: number) => ({
  endLt: BigInt(seqno) * 1000n,
  seqno,
  rootHash: Buffer.alloc(32, fill),
  fileHash: Buffer.alloc(32, fill + 1),
});

describe('hashmap writer', () => {
  it('plain Hashmap cells equal @ton/core Dictionary serialisation for any key set', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 0xffffffff }), { minLength: 1, maxLength: 40 }), (keys) => {
        const dict = Dictionary.empty(Dictionary.Keys.Uint(32), Dictionary.Values.Uint(16));
        for (const k of keys) dict.set(k, k & 0xffff);
        const core = beginCell().storeDictDirect(dict).endCell();
        const ours = buildHashmap(
          32,
          keys.map((k) => ({
            key: BigInt(k),
            store: (b: Builder) => {
              b.storeUint(k & 0xffff, 16);
            },
          })),
        );
        expect(ours.hash().toString('hex')).toBe(core.hash().toString('hex'));
      }),
      { numRuns: 200 },
    );
  });

  it('HashmapAugE root extra is the sum of the leaf extras, extra currencies included', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.bigInt({ min: 0n, max: (1n << 64n) - 1n }), { minLength: 0, maxLength: 30 }),
        (keys) => {
          const entries = keys.map((k, i) => ({
            key: k,
            extra: cc(k % 1000n, i % 3 ? [] : [[239, BigInt(i + 1)]]),
            store: (b: Builder) => {
              b.storeUint(i, 16);
            },
          }));
          const b = beginCell();
          storeHashmapAugE(b, 64, entries, ccSpec);
          const s = b.endCell().beginParse();
          const seen: bigint[] = [];
          const rest = forEachAugLeafE(s, 64, (k, leaf) => {
            loadCC(leaf);
            seen.push(k);
          });
          const total = loadCC(rest);
          expect(total.grams).toBe(keys.reduce((a, k) => a + (k % 1000n), 0n));
          expect(total.other.get(239) ?? 0n).toBe(entries.reduce((a, e) => a + (e.extra.other.get(239) ?? 0n), 0n));
          expect(seen).toEqual([...keys].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('block structure writers round-trip through the parser', () => {
  const info: BlockInfo = {
    version: 0,
    notMaster: true,
    afterMerge: true,
    beforeSplit: false,
    afterSplit: false,
    wantSplit: true,
    wantMerge: false,
    keyBlock: false,
    vertSeqnoIncr: true,
    flags: 1,
    seqno: 42,
    vertSeqno: 1,
    shard: shardIdentFromId(0, 0xc000000000000000n),
    genUtime: 1_700_000_000,
    startLt: 42_000_000n,
    endLt: 42_000_005n,
    genValidatorListHashShort: 7,
    genCatchainSeqno: 8,
    minRefMcSeqno: 9,
    prevKeyBlockSeqno: 3,
    genSoftware: { version: 13, capabilities: 494n },
    masterRef: ref(10, 1),
    prevRef: [ref(41, 2), ref(40, 3)],
    prevVertRef: ref(5, 4),
  };

  it('BlockInfo with gen_software, master_ref, two prev refs and prev_vert_ref', () => {
    expect(loadBlockInfo(buildBlockInfo(info))).toEqual(info);
    expect(() => buildBlockInfo({ ...info, prevRef: [ref(1, 1)] })).toThrow(/prevRef/);
  });

  it('ValueFlow v2 (with burned) and v1', () => {
    const vf: ValueFlow = {
      fromPrevBlk: cc(100n, [[239, 5n]]),
      toNextBlk: cc(90n, [[239, 5n]]),
      imported: cc(0n),
      exported: cc(0n),
      feesCollected: cc(10n),
      burned: cc(3n),
      feesImported: cc(0n),
      recovered: cc(0n),
      created: cc(1n),
      minted: cc(0n),
    };
    expect(loadValueFlow(buildValueFlow(vf))).toEqual(vf);
    const { burned: _b, ...v1 } = vf;
    expect(loadValueFlow(buildValueFlow(v1))).toEqual(v1);
  });

  it('McBlockExtra with a split workchain (4 shards, both descriptor layouts) and shard fees', () => {
    const descr = (shard: bigint, i: number): ShardDescr => ({
      workchain: 0,
      shard,
      layout: i % 2 ? 'shard_descr_new' : 'shard_descr',
      seqno: 100 + i,
      regMcSeqno: 50,
      startLt: 1000n,
      endLt: 2000n,
      rootHash: Buffer.alloc(32, i),
      fileHash: Buffer.alloc(32, i + 10),
      beforeSplit: false,
      beforeMerge: false,
      wantSplit: false,
      wantMerge: i === 3,
      nxCcUpdated: false,
      flags: 0,
      nextCatchainSeqno: 7,
      nextValidatorShard: shard,
      minRefMcSeqno: 49,
      genUtime: 1_700_000_000,
      splitMergeAt: i === 2 ? { kind: 'split', utime: 1_700_000_100, interval: 100 } : { kind: 'none' },
      feesCollected: cc(BigInt(i)),
      fundsCreated: cc(1n),
    });
    const shards = [0x2000000000000000n, 0x6000000000000000n, 0xa000000000000000n, 0xe000000000000000n].map(descr);
    const x = {
      keyBlock: false,
      shards,
      shardFees: shards.map((d) => ({ workchain: 0, shard: d.shard, fees: d.feesCollected, create: d.fundsCreated })),
      prevBlkSignatures: [{ key: 0, sig: { nodeIdShort: Buffer.alloc(32, 9), signature: Buffer.alloc(64, 8) } }],
    };
    const back = loadMcBlockExtra(buildMcBlockExtra(x));
    expect(back.shards).toEqual(shards);
    expect(back.shardFees).toEqual(x.shardFees);
    expect(back.shardFeesTotal.fees.grams).toBe(0n + 1n + 2n + 3n);
    expect(back.prevBlkSignatures).toEqual(x.prevBlkSignatures);
  });

  it('buildBlock of an empty shard block parses back with the same id and header', () => {
    const state = (n: number) => beginCell().storeUint(n, 32).endCell();
    const vf: ValueFlow = {
      fromPrevBlk: cc(5n),
      toNextBlk: cc(5n),
      imported: cc(0n),
      exported: cc(0n),
      feesCollected: cc(0n),
      feesImported: cc(0n),
      recovered: cc(0n),
      created: cc(0n),
      minted: cc(0n),
    };
    const block = buildBlock({
      globalId: -217,
      info,
      valueFlow: vf,
      stateUpdate: buildMerkleUpdate(state(1), state(2)),
      extra: buildBlockExtra({
        inMsgDescr: buildInMsgDescr([]).cell,
        outMsgDescr: buildOutMsgDescr([]).cell,
        accountBlocks: buildShardAccountBlocks([]).cell,
        randSeed: Buffer.alloc(32, 5),
        createdBy: Buffer.alloc(32, 6),
      }),
    });
    const p = parseBlock(Cell.fromBoc(block.toBoc())[0]!);
    expect(p.rootHash.equals(block.hash())).toBe(true);
    expect(blockId(p)).toMatchObject({ workchain: 0, shardHex: 'c000000000000000', seqno: 42 });
    expect(p.info).toEqual(info);
    expect(p.globalId).toBe(-217);
    expect(p.stateUpdate.oldHash.equals(state(1).hash())).toBe(true);
    expect(p.stateUpdate.newHash.equals(state(2).hash())).toBe(true);
    expect(p.transactions).toEqual([]);
  });
});
