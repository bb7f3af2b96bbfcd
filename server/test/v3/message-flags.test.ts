/**
 * Messages' ihr_fee and extra_flags: the field after `value` is an IHR fee in messages sent with IHR enabled (only
 * possible before global version 11) and extra_flags otherwise (global version 12 renamed it). Judged on recorded
 * mainnet blocks before and after the change and on messages built here, and rendered as v3 Message records.
 */
import { readFileSync } from 'node:fs';
import { Address, beginCell, Cell, loadMessage, storeMessage, type Message } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { compileSchemaAt } from '../../../contract/index.ts';
import { content, messageRecord } from '../../src/v3/queries/records.ts';
import { parseBlock } from '../../../tlb/index.ts';
import { fixturePath, fixturesSkipReason, haveFixtures } from '../../../tools/fixtures.ts';
import { decodeBlock, messageRow } from '../../../indexer/model/decode.ts';
import type { ContentRow, MessageRow } from '../../../indexer/model/rows.ts';

const validate = compileSchemaAt('v3', '#/components/schemas/Message');

/** The row as the server reads it back: its body and StateInit read from the stored contents (`withContents`). */
function record(row: MessageRow, contents: Map<string, ContentRow>) {
  const read = (h: Buffer | null) => content(h, h ? (contents.get(h.toString('hex'))?.body ?? null) : null);
  return messageRecord({ ...row, body_content: read(row.body_hash), init_content: read(row.init_state_hash) });
}

function built(m: Message) {
  const cell = beginCell().store(storeMessage(m)).endCell();
  const contents = new Map<string, ContentRow>();
  const row = messageRow(
    cell,
    loadMessage(cell.beginParse()),
    { hash: Buffer.alloc(32, 1), lt: '5' },
    'in',
    3,
    contents,
  );
  return { row, rec: record(row, contents) };
}

const src = Address.parse(`0:${'11'.repeat(32)}`);
const dest = Address.parse(`0:${'22'.repeat(32)}`);
const internal = (ihrDisabled: boolean, field: bigint): Message => ({
  info: {
    type: 'internal',
    ihrDisabled,
    bounce: true,
    bounced: false,
    src,
    dest,
    value: { coins: 1_000_000_000n },
    ihrFee: field,
    forwardFee: 266_669n,
    createdLt: 4n,
    createdAt: 1_700_000_000,
  },
  body: beginCell().storeUint(0, 32).storeStringTail('hi').endCell(),
});

describe('message ihr_fee and extra_flags from messages built here', () => {
  it('IHR disabled (every message since global version 11): the field is extra_flags and ihr_fee is 0', () => {
    for (const flags of [0n, 1n, 3n]) {
      const { row, rec } = built(internal(true, flags));
      expect([row.ihr_fee, row.extra_flags]).toEqual(['0', flags.toString()]);
      expect(rec).toMatchObject({ ihr_fee: '0', extra_flags: flags.toString() });
      expect(validate(rec), JSON.stringify(validate.errors)).toBe(true);
    }
  });

  it('IHR enabled (a message from before global version 11): the field is its IHR fee and no flags are set', () => {
    const { row, rec } = built(internal(false, 3_393_000n));
    expect([row.ihr_fee, row.extra_flags]).toEqual(['3393000', '0']);
    expect(validate(rec), JSON.stringify(validate.errors)).toBe(true);
  });

  it('external messages have neither', () => {
    const extIn = built({ info: { type: 'external-in', dest, importFee: 0n }, body: Cell.EMPTY });
    const extOut = built({
      info: { type: 'external-out', src, dest: null, createdLt: 4n, createdAt: 1_700_000_000 },
      body: Cell.EMPTY,
    });
    for (const { row, rec } of [extIn, extOut]) {
      expect([row.ihr_fee, row.extra_flags]).toEqual([null, null]);
      expect(validate(rec), JSON.stringify(validate.errors)).toBe(true);
    }
  });
});

const BLOCKS = [
  { name: 'tongo block-1 (2022, global version 3)', file: ['tongo', 'block-1', 'block.bin'], version: 3 },
  { name: 'tongo block-6 (2025, global version 11)', file: ['tongo', 'block-6', 'block.bin'], version: 11 },
  {
    name: 'tonutils-go block 71398501 (2026, global version 13)',
    file: ['tonutils-go', 'block_0_8000000000000000_71398501.boc'],
    version: 13,
  },
];

describe.skipIf(!haveFixtures)(
  haveFixtures
    ? 'message ihr_fee and extra_flags in recorded mainnet blocks'
    : `recorded mainnet blocks (skipped: ${fixturesSkipReason})`,
  () => {
    for (const b of BLOCKS) {
      it(b.name, () => {
        const parsed = parseBlock(readFileSync(fixturePath(...b.file)));
        expect(parsed.info.genSoftware?.version).toBe(b.version);
        const d = decodeBlock(parsed, { mcSeqno: null });
        const contents = new Map(d.contents.map((c) => [c.hash.toString('hex'), c]));
        const internals = d.messages.filter((m) => m.value !== null);
        expect(internals.length).toBeGreaterThan(0);
        // Mainnet wallets and contracts send with IHR disabled: no fee, and no flag set in any of these blocks.
        for (const m of internals) expect([m.ihr_disabled, m.ihr_fee, m.extra_flags]).toEqual([true, '0', '0']);
        for (const m of d.messages.filter((x) => x.value === null))
          expect([m.ihr_fee, m.extra_flags]).toEqual([null, null]);
        const bad = d.messages.map((m) => record(m, contents)).filter((r) => !validate(r));
        expect(bad.slice(0, 2)).toEqual([]);
      });
    }
  },
);
