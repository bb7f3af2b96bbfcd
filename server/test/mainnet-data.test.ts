import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { Cell, Dictionary } from '@ton/core';
import { compileSchemaAt, formatErrors } from '../../contract/index.ts';
import { parseBlock } from '../../tlb/index.ts';
import { fixturePath, fixturesSkipReason, haveFixtures } from '../../tools/fixtures.ts';
import { configFromState } from '../../tlb/config.ts';
import { headerInfo } from '../src/v2/chain.ts';
import { prevBlocks } from '../src/v2/handlers/blocks.ts';
import { extTransaction, loadTx, rawTransaction } from '../src/v2/transactions.ts';
import { normalizedHash } from '../src/v2/handlers/send.ts';

const read = (...p: string[]) => readFileSync(fixturePath(...p));

describe.skipIf(!haveFixtures)(
  haveFixtures
    ? 'v2 result shapes from recorded mainnet data'
    : `v2 result shapes from recorded mainnet data (skipped: ${fixturesSkipReason})`,
  () => {
    it('extracts the whole config from a mainnet getConfigAll proof', () => {
      const config = configFromState(read('tongo', 'config_proof_65466080.boc')).dict;
      const params = Dictionary.loadDirect(Dictionary.Keys.Int(32), Dictionary.Values.Cell(), config);
      // tongo names the keys ConfigParam<N> and ConfigParamNegative<N>
      const expected = Object.keys(JSON.parse(read('tongo', 'config_65466080.json').toString()))
        .map((k) => /^ConfigParam(Negative)?(\d+)$/.exec(k))
        .filter((m) => m !== null)
        .map((m) => (m[1] ? -1 : 1) * Number(m[2]));
      expect(expected.length).toBe(36);
      for (const id of expected) expect(params.has(id), `param ${id}`).toBe(true);
      // the proof holds a few params tongo does not decode (39 in all); each decoded one must be there
      expect(params.size).toBeGreaterThanOrEqual(36);
    });

    it('formats every transaction of a mainnet block as ext.transaction and raw.transaction valid under the contract', () => {
      const block = parseBlock(read('tonutils-go', 'block_0_8000000000000000_71398501.boc'));
      const ext = compileSchemaAt('v2', '#/components/schemas/ExtTransaction');
      const raw = compileSchemaAt('v2', '#/components/schemas/RawTransaction');
      let count = 0;
      for (const ab of block.accountBlocks) {
        for (const t of ab.transactions) {
          const loaded = loadTx(t.cell, 0);
          const e = extTransaction(loaded, { testOnly: false });
          expect(ext(e), formatErrors(ext)).toBe(true);
          expect(raw(rawTransaction(loaded, { testOnly: false })), formatErrors(raw)).toBe(true);
          expect(Buffer.from(e.transaction_id.hash, 'base64').equals(t.hash)).toBe(true);
          expect(e.account).toBe(`0:${ab.account.toString('hex').toUpperCase()}`);
          for (const m of [e.in_msg, ...e.out_msgs].filter(Boolean)) expect(m!.hash).toMatch(/^[A-Za-z0-9+/]{43}=$/);
          if (loaded.inMsg?.message.info.type === 'external-in')
            expect(normalizedHash(loaded.inMsg.message)).toHaveLength(32);
          count++;
        }
      }
      expect(count).toBe(269);
    });

    it('matches tongo known transaction hashes for block-1', () => {
      const expected = JSON.parse(read('tongo', 'block-1', 'block.expected.json').toString()) as { TxHashes: string[] };
      const block = parseBlock(read('tongo', 'block-1', 'block.bin'));
      const hashes = block.accountBlocks.flatMap((ab) =>
        ab.transactions.map((t) =>
          Buffer.from(extTransaction(loadTx(t.cell, 0), { testOnly: false }).transaction_id.hash, 'base64').toString(
            'hex',
          ),
        ),
      );
      expect(hashes.sort()).toEqual([...expected.TxHashes].sort());
    });

    it('reads header fields and the two parents of an after-merge block', () => {
      const boc = read('tongo', 'raw-13516764.bin');
      const root = Cell.fromBoc(boc)[0]!;
      const h = headerInfo(boc);
      expect(h.globalId).toBe(-239);
      expect(h.afterMerge).toBe(true);
      expect(h.seqno).toBe(13516764);
      const parents = prevBlocks(h.prevInfo, h, {
        workchain: 0,
        shard: '-4611686018427387904',
        seqno: h.seqno,
        rootHash: root.hash(),
        fileHash: Buffer.alloc(32),
      });
      expect(
        parents.map((p) => [BigInt.asUintN(64, BigInt(p.shard)).toString(16), p.seqno, p.rootHash.toString('hex')]),
      ).toEqual([
        ['a000000000000000', 13516763, '617f643f15a42f28018e3e3c89f14b952a0d67fa90968ae5360a51b96c6a1c42'],
        ['e000000000000000', 13516699, '032b1bf3016c9b71816c52f207c4cd79d75541f78eacb11cac2ea7b77d2a603d'],
      ]);
    });
  },
);
