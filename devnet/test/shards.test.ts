import { Address, beginCell, Cell, parseTuple } from '@ton/core';
import { LiteClient, LiteSingleEngine } from 'ton-lite-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseBlock, prevBlockIds, shardIdOf, valueFlowImbalance, type ParsedBlock } from '../../tlb/index.ts';
import { startDevnet, type Devnet } from '../index.ts';
import { accountPrefix, shardContains } from '../chain/shard-schedule.ts';
import type { BlockRecord } from '../chain/types.ts';
import { tlId } from '../methods/index.ts';
import { genesisSender, payAcrossShards, QUARTER_DESTS, queueOf, rebuildRootHash } from './helpers.ts';
import { liteQuery } from '../../liteapi/client.ts';
import { txMessages } from '../chain/block.ts';

/**
 * A basechain that splits 1 → 2 → 4 and merges back 4 → 2 → 1 on its schedule, read back as a client
 * reads it: every block parsed with the tlb parser (flags, shard, parent references, state hashes) and
 * rebuilt by the writer to the same root hash, and every block, shard list and account answered over
 * the liteserver protocol on TCP.
 */

const SCHEDULE = { maxShards: 4, splitAt: 3, step: 3, mergeAt: 10 };
const ROUNDS = 15;
const shardsOf = (round: number): bigint[] =>
  round < 3
    ? [0x8000000000000000n]
    : round < 6 || (round >= 10 && round < 13)
      ? [0x4000000000000000n, 0xc000000000000000n]
      : round < 10
        ? [0x2000000000000000n, 0x6000000000000000n, 0xa000000000000000n, 0xe000000000000000n]
        : [0x8000000000000000n];
const signed = (shard: bigint) => BigInt.asIntN(64, shard).toString();

describe('a basechain that splits and merges', () => {
  let d: Devnet;
  let client: LiteClient;
  let engine: LiteSingleEngine;
  const rounds: { mc: BlockRecord; shards: BlockRecord[] }[] = [];
  const parsed = new Map<BlockRecord, ParsedBlock>();
  beforeAll(async () => {
    d = await startDevnet({ blockInterval: 0, shards: SCHEDULE });
    engine = new LiteSingleEngine({
      host: `tcp://${d.liteserver.host}:${d.liteserver.port}`,
      publicKey: d.liteserver.publicKey,
    });
    await new Promise((r) => engine.once('ready', r));
    client = new LiteClient({ engine });
    const sender = genesisSender(() => d);
    for (let n = 1; n <= ROUNDS; n++) {
      // Wallets in several shards pay accounts in every quarter and on the masterchain.
      await payAcrossShards(sender, n, 'v5r1');
      const r = await d.chain.produceBlock();
      rounds.push({ mc: r.mc, shards: r.shards });
      for (const b of [r.mc, ...r.shards]) parsed.set(b, parseBlock(b.boc!));
      await new Promise((res) => setTimeout(res, 20));
    }
  }, 180_000);
  afterAll(async () => {
    engine?.close();
    await d?.stop();
  });

  it('cuts one block per shard each round, 1 → 2 → 4 → 2 → 1, carrying only the accounts of its prefix', () => {
    for (const [i, r] of rounds.entries()) {
      const n = i + 1;
      expect(r.shards.map((b) => b.id.shard)).toEqual(shardsOf(n));
      for (const b of r.shards) {
        const p = parsed.get(b)!;
        expect(b.id.seqno).toBe(n);
        expect(shardIdOf(p.info.shard)).toBe(b.id.shard);
        for (const t of p.transactions) expect(shardContains(b.id.shard, accountPrefix(t.account))).toBe(true);
      }
    }
    // The payments above reached accounts in every shard of every layout.
    const busy = rounds.flatMap((r) => r.shards).filter((b) => b.txs.length > 0);
    expect(new Set(busy.map((b) => b.id.shard)).size).toBe(7);
  });

  it('flags before_split / after_split / after_merge on the right blocks, with the parents as prev_ref', () => {
    const expected = (n: number) => ({
      beforeSplit: n === 2 || n === 5,
      afterSplit: n === 3 || n === 6,
      afterMerge: n === 10 || n === 13,
      wantMerge: n === 9 || n === 12,
    });
    for (const [i, r] of rounds.entries()) {
      const n = i + 1;
      const prevRound = i === 0 ? d.chain.shards.ofRound(0) : rounds[i - 1]!.shards;
      for (const b of r.shards) {
        const p = parsed.get(b)!;
        const { beforeSplit, afterSplit, afterMerge, wantMerge } = p.info;
        expect({ beforeSplit, afterSplit, afterMerge, wantMerge }).toEqual(expected(n));
        const parents = prevBlockIds(p);
        expect(parents).toHaveLength(afterMerge ? 2 : 1);
        parents.forEach((id, k) => {
          const parent = prevRound.find((x) => x.id.shard === id.shard)!;
          expect(parent, `parent ${id.shard.toString(16)} of ${b.id.shard.toString(16)}:${n}`).toBeDefined();
          expect(id.seqno).toBe(n - 1);
          expect(id.rootHash.equals(parent.id.rootHash)).toBe(true);
          expect(id.fileHash!.equals(parent.id.fileHash)).toBe(true);
          expect(p.info.prevRef[k]!.endLt).toBe(parent.endLt);
          expect(p.info.startLt).toBeGreaterThanOrEqual(parent.endLt);
        });
        // A child's state update starts from its parent's state, a merged block's from both (split_state).
        const old = afterMerge
          ? beginCell()
              .storeUint(0x5f327da5, 32)
              .storeRef(prevRound.find((x) => x.id.shard === parents[0]!.shard)!.state)
              .storeRef(prevRound.find((x) => x.id.shard === parents[1]!.shard)!.state)
              .endCell()
          : prevRound.find((x) => x.id.shard === parents[0]!.shard)!.state;
        expect(p.stateUpdate.oldHash.equals(old.hash())).toBe(true);
        expect(p.stateUpdate.newHash.equals(b.state.hash())).toBe(true);
      }
    }
  });

  it('send messages between shards and chains through the out-message queue, through every split and merge', async () => {
    const roundOf = new Map<BlockRecord, number>();
    rounds.forEach((r, i) => {
      for (const b of [r.mc, ...r.shards]) roundOf.set(b, i + 1);
    });
    const holder = (n: number, account: Address) =>
      account.workChain === -1
        ? rounds[n - 1]!.mc
        : rounds[n - 1]!.shards.find((b) => shardContains(b.id.shard, accountPrefix(account.hash)))!;
    let crossed = 0;
    for (const [rec, p] of parsed) {
      const n = roundOf.get(rec)!;
      for (const e of p.outMsgDescr) {
        if (e.msg.kind !== 'msg_export_new') continue;
        crossed++;
        // enqueued here: held by this block's state, and not run by any block of this round
        expect(queueOf(rec).some((q) => q.hash.equals(e.msgHash))).toBe(true);
        for (const b of [rounds[n - 1]!.mc, ...rounds[n - 1]!.shards])
          expect(parsed.get(b)!.inMsgDescr.some((i) => i.msgHash.equals(e.msgHash))).toBe(false);
        if (n + 2 > rounds.length) continue;
        // imported by the next round's block holding the destination (msg_import_fin) …
        const importer = [rounds[n]!.mc, ...rounds[n]!.shards].find((b) =>
          parsed.get(b)!.inMsgDescr.some((i) => i.msgHash.equals(e.msgHash)),
        )!;
        expect(importer, `import of ${e.msgHash.toString('hex')}`).toBeDefined();
        const imp = parsed.get(importer)!.inMsgDescr.find((i) => i.msgHash.equals(e.msgHash))!;
        expect(imp.msg.kind).toBe('msg_import_fin');
        // … and dequeued the round after by the block then holding the sender, with the importing block's lt
        const tx = p.transactions.find((t) => txMessages(t.cell).outMsgs.some((m) => m.hash().equals(e.msgHash)))!;
        const sender = new Address(rec.id.workchain, tx.account);
        const dequeuer = holder(n + 2, sender);
        const deq = parsed.get(dequeuer)!.outMsgDescr.find((o) => o.msgHash.equals(e.msgHash))!;
        expect(deq?.msg).toMatchObject({ kind: 'msg_export_deq_short', importBlockLt: importer.endLt });
        expect(queueOf(dequeuer).some((q) => q.hash.equals(e.msgHash))).toBe(false);
      }
    }
    expect(crossed).toBeGreaterThan(10);
    // The liteserver (over TCP) reports what the newest states hold; the last round's sends are still queued.
    const sizes = await liteQuery(engine, 'liteServer_getOutMsgQueueSizes', {
      kind: 'liteServer.getOutMsgQueueSizes',
      mode: 0,
      wc: null,
      shard: null,
    });
    const last = [d.chain.lastMc, ...d.chain.lastShards];
    expect(sizes.shards.map((s) => s.size)).toEqual(last.map((b) => queueOf(b).length));
    expect(sizes.shards.some((s) => s.size > 0)).toBe(true);
  });

  it('parse to their root hashes, balance, and the writer rebuilds the same root hash', () => {
    for (const [rec, p] of parsed) {
      expect(p.rootHash.equals(rec.id.rootHash)).toBe(true);
      expect(p.fileHash!.equals(rec.id.fileHash)).toBe(true);
      expect(valueFlowImbalance(p.valueFlow)).toBe(0n);
      expect(rebuildRootHash(p).equals(rec.id.rootHash)).toBe(true);
    }
  });

  it('commit every shard of the round in shard_hashes, with before_split / before_merge and fees', () => {
    for (const r of rounds) {
      const extra = parsed.get(r.mc)!.mcExtra!;
      expect(extra.shards.map((s) => s.shard)).toEqual(r.shards.map((b) => b.id.shard));
      for (const [k, s] of extra.shards.entries()) {
        const b = r.shards[k]!;
        expect(s.seqno).toBe(b.id.seqno);
        expect(s.rootHash.equals(b.id.rootHash)).toBe(true);
        expect(s.fileHash.equals(b.id.fileHash)).toBe(true);
        expect(s.beforeSplit).toBe(parsed.get(b)!.info.beforeSplit);
        expect(s.beforeMerge).toBe(parsed.get(b)!.info.wantMerge);
        expect(s.feesCollected.grams).toBe(parsed.get(b)!.valueFlow.feesCollected.grams);
      }
      expect(extra.shardFees.map((f) => f.shard)).toEqual(r.shards.map((b) => b.id.shard));
      const fees = r.shards.reduce((sum, b) => sum + parsed.get(b)!.valueFlow.feesCollected.grams, 0n);
      expect(parsed.get(r.mc)!.valueFlow.feesImported.grams).toBe(fees);
    }
  });

  it('answers getAllShardsInfo, lookupBlock, getBlockHeader and listBlockTransactions for every shard over TCP', async () => {
    for (const r of rounds) {
      const all = await client.getAllShardsInfo(tlId(r.mc.id));
      expect(Object.keys(all.shards['0']!).sort()).toEqual(r.shards.map((b) => signed(b.id.shard)).sort());
      for (const b of r.shards) {
        expect(all.shards['0']![signed(b.id.shard)]).toBe(b.id.seqno);
        const found = await client.lookupBlockByID({ workchain: 0, shard: signed(b.id.shard), seqno: b.id.seqno });
        expect(Buffer.from(found.id.rootHash).equals(b.id.rootHash)).toBe(true);
        const header = await client.getBlockHeader(tlId(b.id));
        expect(header.headerProof.length).toBeGreaterThan(0);
        const list = await client.listBlockTransactions(tlId(b.id), { mode: 7, count: 256 });
        expect(list.ids.map((t) => Buffer.from(t.hash!).toString('hex'))).toEqual(
          b.txs.map((t) => t.hash.toString('hex')),
        );
      }
    }
  });

  it('looks up a shard id as an account prefix, by seqno and by lt, as a liteserver does', async () => {
    // 0x8000… names the root shard; once split, the block of the shard holding that prefix answers.
    const expect8 = [
      [2, 0x8000000000000000n],
      [4, 0xc000000000000000n],
      [7, 0xa000000000000000n],
      [11, 0xc000000000000000n],
      [14, 0x8000000000000000n],
    ] as const;
    for (const [seqno, shard] of expect8) {
      const found = await client.lookupBlockByID({ workchain: 0, shard: signed(0x8000000000000000n), seqno });
      expect(BigInt.asUintN(64, BigInt(found.id.shard))).toBe(shard);
    }
    const withTx = rounds[6]!.shards.find((b) => b.txs.length > 0)!;
    const byLt = await client.lookupBlockByLt({ workchain: 0, shard: signed(withTx.id.shard), lt: withTx.txs[0]!.lt });
    expect(Buffer.from(byLt.id.rootHash).equals(withTx.id.rootHash)).toBe(true);
  });

  it('serves an account of any shard from the block of its own shard, with its balance', async () => {
    for (const n of [4, 8, 11]) {
      const mc = rounds[n - 1]!.mc;
      for (const dest of QUARTER_DESTS) {
        const state = await client.getAccountState(dest, tlId(mc.id));
        const shard = BigInt.asUintN(64, BigInt(state.shardBlock.shard));
        expect(shardContains(shard, accountPrefix(dest.hash))).toBe(true);
        expect(shardsOf(n)).toContain(shard);
        const block = rounds[n - 1]!.shards.find((b) => b.id.shard === shard)!;
        expect(Buffer.from(state.shardBlock.rootHash).equals(block.id.rootHash)).toBe(true);
        expect(state.balance.coins).toBeGreaterThan(0n);
      }
      // A get-method of a wallet in each shard runs on that shard's state: the seqno counts its sends so far.
      for (const w of d.accounts.filter((a) => a.kind === 'wallet' && a.version === 'v4r2')) {
        const address = Address.parse(w.address);
        const r = await client.runMethod(address, 'seqno', Buffer.alloc(0), tlId(mc.id));
        const shard = BigInt.asUintN(64, BigInt(r.shardBlock.shard));
        expect(shardContains(shard, accountPrefix(address.hash))).toBe(true);
        const sends = Array.from({ length: n }, (_, k) => k + 1).filter((k) => k % 4 === w.index).length;
        expect(r.result).toBeDefined();
        const [top] = parseTuple(Cell.fromBoc(Buffer.from(r.result!, 'base64'))[0]!);
        expect(top).toEqual({ type: 'int', value: BigInt(sends) });
      }
    }
  });

  it('replays the same split and merged blocks after a restart, the schedule read from the data directory', async () => {
    engine.close();
    await d.stop();
    d = await startDevnet({ dataDir: d.dataDir, blockInterval: 0 });
    for (const [i, r] of rounds.entries()) {
      const again = d.chain.shards.ofRound(i + 1);
      expect(again.map((b) => b.id.rootHash.toString('hex'))).toEqual(
        r.shards.map((b) => b.id.rootHash.toString('hex')),
      );
      expect(d.chain.mc.bySeqno(i + 1)!.id.rootHash.equals(r.mc.id.rootHash)).toBe(true);
    }
  }, 120_000);
});
