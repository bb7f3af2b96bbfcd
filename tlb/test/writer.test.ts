import { readFileSync } from 'node:fs';
import { Cell } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { fixturePath, fixturesSkipReason, haveFixtures, fixturesSkipNote } from '../../tools/fixtures.ts';
import { parseBlock, type ParsedBlock } from '../block.ts';
import { buildBlockInfo, buildValueFlow } from '../block-info.ts';
import { buildMcBlockExtra } from '../mc-extra.ts';
import { exportValueOf, importFeesOf } from '../messages.ts';
import { ccEquals, shardIdentFromId, shardIdOf } from '../primitives.ts';
import { buildBlock, buildBlockExtra, buildInMsgDescr, buildOutMsgDescr, buildShardAccountBlocks } from '../writer.ts';

if (!haveFixtures) console.warn(`tlb writer tests skipped: ${fixturesSkipReason}`);

const BLOCKS: string[][] = [
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

const hex = (c: Cell) => c.hash().toString('hex');

describe.skipIf(!haveFixtures)(`writer rebuilds recorded mainnet blocks bit for bit${fixturesSkipNote}`, () => {
  for (const path of BLOCKS) {
    const name = path.slice(1).join('/');
    it(`${name}: InMsgDescr, OutMsgDescr, ShardAccountBlocks, BlockInfo, ValueFlow, BlockExtra and Block hashes are identical`, () => {
      const root = Cell.fromBoc(readFileSync(fixturePath(...path)))[0]!;
      const b: ParsedBlock = parseBlock(root);
      const extraCell = root.refs[3]!;

      // Leaf augmentations derived from the items alone (what a collator computes) equal the recorded ones.
      for (const e of b.inMsgDescr) {
        const f = importFeesOf(e.msg);
        expect({
          kind: e.msg.kind,
          fees: f.feesCollected,
          value: ccEquals(f.valueImported, e.fees.valueImported),
        }).toEqual({ kind: e.msg.kind, fees: e.fees.feesCollected, value: true });
      }
      for (const e of b.outMsgDescr) {
        expect({ kind: e.msg.kind, value: ccEquals(exportValueOf(e.msg), e.value) }).toEqual({
          kind: e.msg.kind,
          value: true,
        });
      }

      const t = performance.now();
      // Keys and augmentations are all derived (message hashes, import fees, export values, tx fees).
      const inD = buildInMsgDescr(b.inMsgDescr.map((e) => ({ msg: e.msg })));
      const outD = buildOutMsgDescr(
        b.outMsgDescr.map((e) => ({
          msg: e.msg,
          ...(e.msg.kind === 'msg_export_deq_short' ? { msgHash: e.msgHash } : {}),
        })),
      );
      const acc = buildShardAccountBlocks(
        b.accountBlocks.map((a) => ({
          account: a.account,
          stateUpdate: a.stateUpdate,
          transactions: a.transactions.map((x) => ({ cell: x.cell })),
        })),
      );
      console.log(`rebuild ${name}: ${(performance.now() - t).toFixed(1)} ms`);

      expect(hex(inD.cell)).toBe(hex(extraCell.refs[0]!));
      expect(hex(outD.cell)).toBe(hex(extraCell.refs[1]!));
      expect(hex(acc.cell)).toBe(hex(extraCell.refs[2]!));
      expect(ccEquals(inD.total.valueImported, b.inMsgDescrTotal.valueImported)).toBe(true);
      expect(ccEquals(acc.total, b.accountBlocksTotal)).toBe(true);

      // A header built from a plain (workchain, shard id) pair stores the same ShardIdent the node stored.
      expect(shardIdentFromId(b.info.shard.workchain, shardIdOf(b.info.shard))).toEqual(b.info.shard);
      expect(hex(buildBlockInfo(b.info))).toBe(hex(root.refs[0]!));
      expect(hex(buildValueFlow(b.valueFlow))).toBe(hex(root.refs[1]!));
      if (b.mcExtra) {
        const { shardFeesTotal: _total, ...mc } = b.mcExtra;
        expect(hex(buildMcBlockExtra(mc))).toBe(hex(extraCell.refs[3]!));
      }
      const extra = buildBlockExtra({
        inMsgDescr: inD.cell,
        outMsgDescr: outD.cell,
        accountBlocks: acc.cell,
        randSeed: b.randSeed,
        createdBy: b.createdBy,
        ...(b.mcExtra ? { mcExtra: (({ shardFeesTotal: _t, ...mc }) => mc)(b.mcExtra) } : {}),
      });
      expect(hex(extra)).toBe(hex(extraCell));
      const block = buildBlock({
        globalId: b.globalId,
        info: b.info,
        valueFlow: b.valueFlow,
        stateUpdate: b.stateUpdateCell!,
        extra,
      });
      expect(block.hash().toString('hex')).toBe(b.rootHash.toString('hex'));
    });
  }
});
