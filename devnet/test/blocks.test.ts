import { Address, type Cell, internal, toNano } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addCC,
  addImportFees,
  ccEquals,
  exportValueOf,
  importFeesOf,
  parseBlock,
  valueFlowImbalance,
  zeroCC,
  zeroImportFees,
  type ParsedBlock,
} from '../../tlb/index.ts';
import { startDevnet, type Devnet } from '../index.ts';
import type { BlockRecord } from '../chain/types.ts';
import { queueOf, rebuildRootHash as rebuild, transferBoc } from './helpers.ts';

/** Every block the devnet cuts must be a block a TON node could have written: sums, balance, lt ranges, references. */

const BASE = Address.parse('0:' + '66'.repeat(32));
const MASTER = Address.parse('-1:' + '77'.repeat(32));

describe('blocks cut by the devnet', () => {
  let d: Devnet;
  const blocks: { rec: BlockRecord; parsed: ParsedBlock }[] = [];
  beforeAll(async () => {
    d = await startDevnet({ blockInterval: 0 });
    // The zero state takes the current second; let the clock pass it so the three rounds below need at
    // most the documented 2 s lead for distinct gen_utime, however fast this machine is.
    await new Promise((r) => setTimeout(r, 1100));
    const sends = [
      // to an existing account, to a fresh one, bounced back from a non-existing one, across to the masterchain
      await transferBoc('v4r2', 0, 0, [internal({ to: Address.parse(d.accounts[1]!.address), value: toNano('2') })]),
      await transferBoc('v5r1', 0, 0, [internal({ to: BASE, value: toNano('3'), bounce: false })]),
      await transferBoc('v3r2', 0, 0, [
        internal({ to: Address.parse('0:' + '88'.repeat(32)), value: toNano('1'), bounce: true }),
      ]),
      await transferBoc('v4r2', 1, 0, [
        internal({ to: MASTER, value: toNano('4'), bounce: false }),
        internal({ to: BASE, value: toNano('1') }),
      ]),
    ];
    for (const s of sends) await d.chain.sendExternal(s.boc);
    const r1 = await d.chain.produceBlock();
    const r2 = await d.chain.produceBlock(); // empty round
    await d.chain.sendExternal((await transferBoc('v4r2', 1, 1, [internal({ to: BASE, value: toNano('1') })])).boc);
    const r3 = await d.chain.produceBlock();
    for (const r of [r1, r2, r3]) for (const rec of [r.shard, r.mc]) blocks.push({ rec, parsed: parseBlock(rec.boc!) });
  }, 60_000);
  afterAll(async () => {
    await d?.stop();
  });

  it('parse with parseBlock to the recorded root hash, and the tlb writer rebuilds the same hash from the parsed items', () => {
    for (const { rec, parsed } of blocks) {
      expect(parsed.rootHash.equals(rec.id.rootHash)).toBe(true);
      expect(parsed.fileHash!.equals(rec.id.fileHash)).toBe(true);
      expect(rebuild(parsed).equals(rec.id.rootHash)).toBe(true);
    }
  });

  it('have a balanced ValueFlow and aug roots equal to the sums of their leaves', () => {
    for (const { parsed } of blocks) {
      expect(valueFlowImbalance(parsed.valueFlow)).toBe(0n);
      const txFees = parsed.transactions.reduce((s, t) => s + t.tx.totalFees.coins, 0n);
      expect(parsed.accountBlocksTotal.grams).toBe(txFees);
      const imports = parsed.inMsgDescr.map((e) => importFeesOf(e.msg)).reduce(addImportFees, zeroImportFees());
      expect(parsed.inMsgDescrTotal.feesCollected).toBe(imports.feesCollected);
      expect(ccEquals(parsed.inMsgDescrTotal.valueImported, imports.valueImported)).toBe(true);
      expect(
        ccEquals(parsed.outMsgDescrTotal, parsed.outMsgDescr.map((e) => exportValueOf(e.msg)).reduce(addCC, zeroCC())),
      ).toBe(true);
      expect(ccEquals(parsed.valueFlow.imported, parsed.inMsgDescrTotal.valueImported)).toBe(true);
      expect(ccEquals(parsed.valueFlow.exported, parsed.outMsgDescrTotal)).toBe(true);
    }
    const first = blocks[0]!.parsed;
    const kinds = new Set([...first.inMsgDescr.map((e) => e.msg.kind), ...first.outMsgDescr.map((e) => e.msg.kind)]);
    expect([...kinds].sort()).toEqual(['msg_export_imm', 'msg_export_new', 'msg_import_ext', 'msg_import_imm']);
  });

  it('send a message across chains through the out-message queue: enqueued, imported a round later, then dequeued', async () => {
    const [r1shard, r1mc, r2shard, r2mc, r3shard] = blocks;
    // Round 1: the basechain block enqueues the transfer to the masterchain; the masterchain imports nothing yet.
    const toMaster = r1shard!.parsed.outMsgDescr.filter((e) => e.msg.kind === 'msg_export_new');
    expect(toMaster).toHaveLength(1);
    expect(r1mc!.parsed.inMsgDescr).toEqual([]);
    const queued = queueOf(r1shard!.rec);
    expect(queued.map((q) => q.hash.toString('hex'))).toEqual([toMaster[0]!.msgHash.toString('hex')]);
    expect(queued[0]!.wc).toBe(-1);
    expect(queued[0]!.enqueuedLt).toBe(r1shard!.parsed.info.startLt);
    expect(queued[0]!.envelope.equals((toMaster[0]!.msg as { outMsg: Cell }).outMsg)).toBe(true);
    // Round 2: the masterchain block imports it (msg_import_fin); the sender's state still holds it.
    expect(r2mc!.parsed.inMsgDescr.map((e) => e.msg.kind)).toEqual(['msg_import_fin']);
    expect(r2mc!.parsed.inMsgDescr[0]!.msgHash.equals(toMaster[0]!.msgHash)).toBe(true);
    expect(r2mc!.parsed.valueFlow.imported.grams).toBeGreaterThan(toNano('4'));
    expect(r2mc!.parsed.transactions[0]!.lt).toBeGreaterThan(r1shard!.parsed.info.endLt);
    expect(queueOf(r2shard!.rec)).toHaveLength(1);
    // Round 3: with the import committed, the sender's block dequeues it and its queue is empty again.
    const deq = r3shard!.parsed.outMsgDescr.filter((e) => e.msg.kind === 'msg_export_deq_short');
    expect(deq.map((e) => e.msgHash.toString('hex'))).toEqual([toMaster[0]!.msgHash.toString('hex')]);
    expect(deq[0]!.msg).toMatchObject({ nextWorkchain: -1, importBlockLt: r2mc!.parsed.info.endLt });
    expect(queueOf(r3shard!.rec)).toEqual([]);
  });

  it('cover exactly their transactions with start_lt/end_lt, chain by prev refs and carry distinct rising gen_utime', () => {
    for (const { rec, parsed } of blocks) {
      const txs = parsed.transactions;
      if (txs.length) {
        expect(parsed.info.startLt).toBe(txs.reduce((m, t) => (t.lt < m ? t.lt : m), txs[0]!.lt));
        expect(parsed.info.endLt).toBe(
          txs.reduce((m, t) => {
            const e = t.lt + BigInt(t.tx.outMessagesCount) + 1n;
            return e > m ? e : m;
          }, 0n),
        );
      } else expect(parsed.info.endLt).toBe(parsed.info.startLt + 1n);
      const prev = d.chain.blockOf(rec.id.workchain, rec.id.shard, rec.id.seqno - 1)!;
      expect(parsed.info.prevRef[0]!.rootHash.equals(prev.id.rootHash)).toBe(true);
      expect(parsed.info.prevRef[0]!.endLt).toBe(prev.endLt);
      expect(parsed.info.startLt).toBeGreaterThanOrEqual(prev.endLt);
      expect(parsed.info.genUtime).toBeGreaterThanOrEqual(prev.genUtime);
      expect(parsed.stateUpdate.oldHash.equals(prev.state.hash())).toBe(true);
      expect(parsed.stateUpdate.newHash.equals(rec.state.hash())).toBe(true);
    }
    const times = d.chain.mc.list.map((b) => b.genUtime);
    // With the clock allowing a 2 s lead, three quick rounds still get distinct seconds.
    expect(new Set(times.slice(-3)).size).toBe(3);
  });

  it("commit the round's shard block in McBlockExtra with its real root and file hash and fees", () => {
    for (let i = 0; i < blocks.length; i += 2) {
      const shard = blocks[i]!,
        mc = blocks[i + 1]!;
      const descr = mc.parsed.mcExtra!.shards;
      expect(descr).toHaveLength(1);
      expect(descr[0]!.seqno).toBe(shard.rec.id.seqno);
      expect(descr[0]!.rootHash.equals(shard.rec.id.rootHash)).toBe(true);
      expect(descr[0]!.fileHash.equals(shard.rec.id.fileHash)).toBe(true);
      expect(descr[0]!.startLt).toBe(shard.parsed.info.startLt);
      expect(descr[0]!.endLt).toBe(shard.parsed.info.endLt);
      expect(descr[0]!.feesCollected.grams).toBe(shard.parsed.valueFlow.feesCollected.grams);
      expect(mc.parsed.valueFlow.feesImported.grams).toBe(shard.parsed.valueFlow.feesCollected.grams);
      expect(shard.parsed.info.masterRef!.seqno).toBe(mc.rec.id.seqno - 1);
    }
  });
});
