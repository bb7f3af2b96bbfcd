import { readFileSync } from 'node:fs';
import { Cell } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { fixturePath, fixturesSkipReason, haveFixtures, fixturesSkipNote } from '../../tools/fixtures.ts';
import { blockId, parseBlock, prevBlockIds, type ParsedBlock } from '../block.ts';
import { valueFlowImbalance } from '../block-info.ts';
import { parseMsgEnvelope } from '../messages.ts';
import type { CurrencyCollection } from '../primitives.ts';

if (!haveFixtures) console.warn(`tlb block tests skipped: ${fixturesSkipReason}`);

const hex = (b: Buffer) => b.toString('hex');

function timedParse(label: string, ...path: string[]): ParsedBlock {
  const boc = readFileSync(fixturePath(...path));
  const t0 = performance.now();
  const root = Cell.fromBoc(boc)[0]!;
  const t1 = performance.now();
  const b = parseBlock(root);
  const t2 = performance.now();
  console.log(
    `parse ${label}: BOC decode ${(t1 - t0).toFixed(1)} ms + block parse ${(t2 - t1).toFixed(1)} ms (${boc.length} bytes, ${b.transactions.length} tx; Transaction bodies decode lazily)`,
  );
  return b;
}

/** tongo's JSON form of a CurrencyCollection. */
const ccJson = (cc: CurrencyCollection) => ({
  Grams: cc.grams.toString(),
  Other: Object.fromEntries([...cc.other].map(([k, v]) => [String(k), v.toString()])),
});

const STATUS: Record<string, string> = {
  uninitialized: 'uninit',
  frozen: 'frozen',
  active: 'active',
  'non-existing': 'nonexist',
};

interface ExpectedTx {
  AccountAddr: string;
  Lt: number;
  PrevTransHash: string;
  PrevTransLt: number;
  Now: number;
  OutMsgCnt: number;
  OrigStatus: string;
  EndStatus: string;
}
interface Expected {
  Accounts: Record<string, { Transactions: Record<string, ExpectedTx> }>;
  TxHashes: string[] | null;
  ValueFlow: Record<string, { Grams: string; Other: Record<string, string> } | null>;
  InMsgDescrLength: number;
  OutMsgDescrLength: number;
}

describe.skipIf(!haveFixtures)(`parseBlock on recorded mainnet blocks (tongo known answers)${fixturesSkipNote}`, () => {
  for (const n of [1, 2, 3, 4, 5]) {
    it(`block-${n}: tx hashes, per-tx fields, ValueFlow and descr lengths equal block.expected.json`, () => {
      const b = timedParse(`tongo block-${n}`, 'tongo', `block-${n}`, 'block.bin');
      const exp = JSON.parse(
        readFileSync(fixturePath('tongo', `block-${n}`, 'block.expected.json'), 'utf8'),
      ) as Expected;
      expect(b.globalId).toBe(-239);
      expect(b.transactions.map((t) => hex(t.hash)).sort()).toEqual(exp.TxHashes ?? []);

      const got: Record<string, Record<string, ExpectedTx>> = {};
      for (const t of b.transactions) {
        const acc = hex(t.account);
        expect(t.tx.address.toString(16).padStart(64, '0')).toBe(acc);
        expect(t.tx.lt).toBe(t.lt);
        (got[acc] ??= {})[t.lt.toString()] = {
          AccountAddr: acc,
          Lt: Number(t.tx.lt),
          PrevTransHash: t.tx.prevTransactionHash.toString(16).padStart(64, '0'),
          PrevTransLt: Number(t.tx.prevTransactionLt),
          Now: t.tx.now,
          OutMsgCnt: t.tx.outMessagesCount,
          OrigStatus: STATUS[t.tx.oldStatus]!,
          EndStatus: STATUS[t.tx.endStatus]!,
        };
      }
      const want = Object.fromEntries(Object.entries(exp.Accounts).map(([a, v]) => [a, v.Transactions]));
      expect(got).toEqual(want);

      const vf = b.valueFlow;
      expect({
        FromPrevBlk: ccJson(vf.fromPrevBlk),
        ToNextBlk: ccJson(vf.toNextBlk),
        Imported: ccJson(vf.imported),
        Exported: ccJson(vf.exported),
        FeesCollected: ccJson(vf.feesCollected),
        Burned: vf.burned ? ccJson(vf.burned) : null,
        FeesImported: ccJson(vf.feesImported),
        Recovered: ccJson(vf.recovered),
        Created: ccJson(vf.created),
        Minted: ccJson(vf.minted),
      }).toEqual(exp.ValueFlow);
      expect(valueFlowImbalance(vf)).toBe(0n);
      expect(b.inMsgDescr.length).toBe(exp.InMsgDescrLength);
      expect(b.outMsgDescr.length).toBe(exp.OutMsgDescrLength);
    });
  }

  it('block-4 is an empty after-merge shard block in a 16-bit split', () => {
    const b = timedParse('tongo block-4', 'tongo', 'block-4', 'block.bin');
    expect(blockId(b)).toMatchObject({ workchain: 0, shardHex: '0d83800000000000', seqno: 4168601 });
    expect(b.info.afterMerge).toBe(true);
    expect(b.info.prevRef).toHaveLength(2);
    expect(b.info.masterRef).toBeDefined();
  });

  it('block-5 (masterchain) carries McBlockExtra with the basechain shard hashes', () => {
    const b = timedParse('tongo block-5', 'tongo', 'block-5', 'block.bin');
    expect(blockId(b)).toMatchObject({ workchain: -1, shardHex: '8000000000000000', seqno: 17734191 });
    expect(b.info.notMaster).toBe(false);
    const mc = b.mcExtra!;
    expect(mc).toBeDefined();
    expect(mc.shards.length).toBeGreaterThan(0);
    for (const d of mc.shards) {
      expect(d.workchain).toBe(0);
      expect(d.seqno).toBeGreaterThan(0);
      expect(d.endLt).toBeGreaterThan(d.startLt);
      // A shard's descriptor is registered at or before this masterchain block and refers back to it.
      expect(d.regMcSeqno).toBeLessThanOrEqual(b.info.seqno);
      expect(d.genUtime).toBeLessThanOrEqual(b.info.genUtime);
    }
    // The shards tile the workchain: their sizes sum to the whole 2^64 space.
    const total = mc.shards.reduce((acc, d) => acc + ((d.shard & -d.shard) << 1n), 0n);
    expect(total).toBe(1n << 64n);
  });

  it('blocks 6 and 7 parse with 11 and 8 transactions; their envelopes carry message metadata', () => {
    const b6 = timedParse('tongo block-6', 'tongo', 'block-6', 'block.bin');
    const b7 = timedParse('tongo block-7', 'tongo', 'block-7', 'block.bin');
    expect(blockId(b6)).toMatchObject({ shardHex: 'a000000000000000', seqno: 54302208 });
    expect(blockId(b7)).toMatchObject({ shardHex: 'a000000000000000', seqno: 54302203 });
    expect(b6.transactions).toHaveLength(11);
    expect(b7.transactions).toHaveLength(8);
    const withMeta = (b: ParsedBlock) =>
      b.inMsgDescr.filter((e) => 'inMsg' in e.msg && parseMsgEnvelope(e.msg.inMsg).metadata).length;
    // tongo's Test_GetInMsgsMetadata lists 8 such inbound messages for block-6 and 6 for block-7.
    expect(withMeta(b6)).toBe(8);
    expect(withMeta(b7)).toBe(6);
  });

  it('raw-13516764 (after merge) names the two parent blocks of the README', () => {
    const b = timedParse('tongo raw-13516764', 'tongo', 'raw-13516764.bin');
    expect(b.transactions).toHaveLength(449);
    const parents = prevBlockIds(b).map((p) => ({
      wc: p.workchain,
      shard: p.shardHex,
      seqno: p.seqno,
      root: hex(p.rootHash),
      file: hex(p.fileHash!),
    }));
    expect(parents).toEqual([
      {
        wc: 0,
        shard: 'a000000000000000',
        seqno: 13516763,
        root: '617f643f15a42f28018e3e3c89f14b952a0d67fa90968ae5360a51b96c6a1c42',
        file: '563aa5f3d51585b95c0c89bf6c4e39455f4c121269521c1c5b6dc07f03c5d230',
      },
      {
        wc: 0,
        shard: 'e000000000000000',
        seqno: 13516699,
        root: '032b1bf3016c9b71816c52f207c4cd79d75541f78eacb11cac2ea7b77d2a603d',
        file: '8dcab64721513f3db73a081dd61cdf51d7fec79347ab348d43ffb8bc052a8db3',
      },
    ]);
  });

  it('tonutils-go block 71398501: root hash and counts', () => {
    const b = timedParse('tonutils-go 71398501', 'tonutils-go', 'block_0_8000000000000000_71398501.boc');
    expect(hex(b.rootHash)).toBe('244d0a2f58561995bd57943b0db945cb9fa6a5181d501efc334636aa4401c241');
    expect(blockId(b)).toMatchObject({ workchain: 0, shardHex: '8000000000000000', seqno: 71398501 });
    expect(b.inMsgDescr).toHaveLength(269);
    expect(b.outMsgDescr).toHaveLength(57);
    expect(b.accountBlocks).toHaveLength(234);
    expect(b.transactions).toHaveLength(269);
    expect(new Set(b.inMsgDescr.map((e) => e.msg.kind))).toEqual(
      new Set(['msg_import_ext', 'msg_import_imm', 'msg_import_deferred_fin']),
    );
    expect(new Set(b.outMsgDescr.map((e) => e.msg.kind))).toEqual(new Set(['msg_export_imm']));
    expect(valueFlowImbalance(b.valueFlow)).toBe(0n);
  });
});

describe('parseBlock on bad input', () => {
  it('rejects a BOC that is not a block with a clear error', () => {
    expect(() => parseBlock(Buffer.from('b5ee9c72010101010002000000', 'hex'))).toThrow(/^Block: /);
    expect(() => parseBlock(Buffer.from('00', 'hex'))).toThrow(/^Block: cannot decode BOC/);
  });
});
