import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevnet, type Devnet } from '../../../devnet/index.ts';
import { genesisSender, payAcrossShards } from '../../../devnet/test/helpers.ts';
import { freshDatabase, type TestDatabase } from '../../../indexer/db/fresh-database.ts';
import { indexAndServe, type IndexedApis } from './indexed-network.ts';

/** Rounds 1–3: one shard; 4–6: two; 7–10: four; 11–13: two; 14 on: one again. */
const SCHEDULE = { maxShards: 4, splitAt: 4, step: 3, mergeAt: 11 };
const ROUNDS = 16;

let devnet: Devnet;
let db: TestDatabase;
let apis: IndexedApis | undefined;

beforeAll(async () => {
  [devnet, db] = await Promise.all([startDevnet({ blockInterval: 0, shards: SCHEDULE }), freshDatabase()]);
  const sender = genesisSender(() => devnet);
  for (let n = 1; n <= ROUNDS; n++) {
    // Payments between shards and to the masterchain, so most blocks of every layout carry transactions.
    await payAcrossShards(sender, n, 'v3r2');
    await devnet.chain.produceBlock();
    await new Promise((r) => setTimeout(r, 20));
  }
  apis = await indexAndServe(devnet, db, 90_000);
}, 240_000);

afterAll(async () => {
  await apis?.stop();
  await devnet?.stop();
  await db?.stop();
});

const v2get = (path: string) => apis!.v2get(path);
const v3get = (path: string) => apis!.v3get(path);
const q = encodeURIComponent;
/** The unsigned 64-bit shard id from v2's notation (signed decimal) and v3's (hex). */
const fromV2 = (s: string | number) => BigInt.asUintN(64, BigInt(s));
const fromV3 = (s: string) => BigInt(`0x${s}`);
const signed = (shard: bigint) => BigInt.asIntN(64, shard).toString();
const hex = (shard: bigint) => shard.toString(16).toUpperCase().padStart(16, '0');

interface ShardBlock {
  shard: bigint;
  seqno: number;
  root_hash: string;
  file_hash: string;
}

describe('API v2 and API v3 agree on a basechain that splits and merges', () => {
  it('on the shards of every masterchain block (getShards, masterchainBlockShardState) and the layouts they go through', async () => {
    const layouts: number[] = [];
    for (let n = 1; n <= ROUNDS; n++) {
      const v2shards: ShardBlock[] = (await v2get(`/getShards?seqno=${n}`)).shards.map(
        (b: { shard: string; seqno: number; root_hash: string; file_hash: string }) => ({
          shard: fromV2(b.shard),
          seqno: b.seqno,
          root_hash: b.root_hash,
          file_hash: b.file_hash,
        }),
      );
      const v3shards: ShardBlock[] = (await v3get(`/masterchainBlockShardState?seqno=${n}`)).blocks
        .filter((b: { workchain: number }) => b.workchain === 0)
        .map((b: { shard: string; seqno: number; root_hash: string; file_hash: string }) => ({
          shard: fromV3(b.shard),
          seqno: b.seqno,
          root_hash: b.root_hash,
          file_hash: b.file_hash,
        }));
      const order = (l: ShardBlock[]) => [...l].sort((a, b) => (a.shard < b.shard ? -1 : 1));
      expect(order(v3shards), `masterchain block ${n}`).toEqual(order(v2shards));
      layouts.push(v2shards.length);
    }
    expect(layouts).toEqual([1, 1, 1, 2, 2, 2, 4, 4, 4, 4, 2, 2, 2, 1, 1, 1]);
  });

  it('on every block: lookupBlock and getBlockHeader against /blocks and masterchainBlockShards, flags and parents included', async () => {
    const flagged = { before_split: 0, after_split: 0, after_merge: 0 };
    for (let n = 1; n <= ROUNDS; n++) {
      const committed = (await v3get(`/masterchainBlockShards?seqno=${n}`)).blocks.filter(
        (b: { workchain: number }) => b.workchain === 0,
      );
      const v2shards = (await v2get(`/getShards?seqno=${n}`)).shards as Array<{ shard: string; seqno: number }>;
      // The blocks a masterchain block commits are exactly the shard tops v2 lists (one block per shard per round).
      expect(committed.map((b: { shard: string }) => fromV3(b.shard)).sort()).toEqual(
        v2shards.map((b) => fromV2(b.shard)).sort(),
      );
      for (const s of v2shards) {
        const shard = fromV2(s.shard);
        const looked = await v2get(`/lookupBlock?workchain=0&shard=${signed(shard)}&seqno=${s.seqno}`);
        const header = await v2get(
          `/getBlockHeader?workchain=0&shard=${signed(shard)}&seqno=${s.seqno}&root_hash=${q(looked.root_hash)}`,
        );
        const [block] = (await v3get(`/blocks?workchain=0&shard=${hex(shard)}&seqno=${s.seqno}`)).blocks;
        expect(block, `v3 block 0:${hex(shard)}:${s.seqno}`).toBeDefined();
        expect(block.root_hash).toBe(looked.root_hash);
        expect(block.file_hash).toBe(looked.file_hash);
        for (const f of ['after_merge', 'before_split', 'after_split', 'want_merge', 'want_split'] as const)
          expect(block[f], `${f} of 0:${hex(shard)}:${s.seqno}`).toBe(header[f]);
        expect(String(block.start_lt)).toBe(String(header.start_lt));
        expect(String(block.end_lt)).toBe(String(header.end_lt));
        const prev2 = (header.prev_blocks as Array<{ shard: string; seqno: number }>).map((p) => ({
          shard: fromV2(p.shard),
          seqno: p.seqno,
        }));
        const prev3 = (block.prev_blocks as Array<{ shard: string; seqno: number }>).map((p) => ({
          shard: fromV3(p.shard),
          seqno: p.seqno,
        }));
        expect(prev3, `parents of 0:${hex(shard)}:${s.seqno}`).toEqual(prev2);
        expect(prev2).toHaveLength(header.after_merge ? 2 : 1);
        for (const f of Object.keys(flagged) as (keyof typeof flagged)[]) if (header[f]) flagged[f]++;
      }
    }
    // Two splits (1 → 2, 2 → 4: before_split on 1 then 2 blocks, after_split on 2 then 4) and two merges.
    expect(flagged).toEqual({ before_split: 3, after_split: 6, after_merge: 3 });
  });

  it('on the transactions of every block: getBlockTransactions against /transactions', async () => {
    let total = 0;
    const shardsWithTxs = new Set<bigint>();
    for (let n = 1; n <= ROUNDS; n++) {
      for (const s of (await v2get(`/getShards?seqno=${n}`)).shards as Array<{
        shard: string;
        seqno: number;
        root_hash: string;
        file_hash: string;
      }>) {
        const shard = fromV2(s.shard);
        const listed = await v2get(
          `/getBlockTransactions?workchain=0&shard=${signed(shard)}&seqno=${s.seqno}` +
            `&root_hash=${q(s.root_hash)}&file_hash=${q(s.file_hash)}&count=256`,
        );
        expect(listed.incomplete).toBe(false);
        const v2txs = (listed.transactions as Array<{ lt: string; hash: string }>)
          .map((t) => `${t.lt}:${t.hash}`)
          .sort();
        const v3txs = (
          (await v3get(`/transactions?workchain=0&shard=${hex(shard)}&seqno=${s.seqno}&limit=256`))
            .transactions as Array<{
            lt: string;
            hash: string;
          }>
        )
          .map((t) => `${t.lt}:${t.hash}`)
          .sort();
        expect(v3txs, `transactions of 0:${hex(shard)}:${s.seqno}`).toEqual(v2txs);
        total += v2txs.length;
        if (v2txs.length) shardsWithTxs.add(shard);
      }
    }
    expect(total).toBeGreaterThan(ROUNDS * 3);
    // Transactions in the unsplit shard, in both halves and in every quarter.
    expect(shardsWithTxs.size).toBe(7);
  });

  it('on traces that cross shards and chains: a message that leaves its shard runs a round later, and its trace spans both blocks', async () => {
    // Each round's v4r2 transfer pays two accounts; from round 4 on they sit in other shards, so the
    // payments leave through the sender's queue and run in the next round's blocks.
    const seen = new Set<string>();
    let spanning = 0;
    for (let n = 4; n <= ROUNDS; n++) {
      const { traces } = await v3get(`/traces?mc_seqno=${n}&limit=100&include_actions=false`);
      for (const t of traces as Array<{
        trace_id: string;
        mc_seqno_start: string;
        mc_seqno_end: string;
        trace_info: { trace_state: string; pending_messages: number };
        transactions: Record<string, { mc_block_seqno: number }>;
      }>) {
        const seqnos = Object.values(t.transactions).map((x) => x.mc_block_seqno);
        if (seen.has(t.trace_id) || new Set(seqnos).size < 2) continue;
        seen.add(t.trace_id);
        spanning++;
        expect(t.trace_info.trace_state).toBe('complete');
        expect(t.trace_info.pending_messages).toBe(0);
        expect(Number(t.mc_seqno_start)).toBe(Math.min(...seqnos));
        expect(Number(t.mc_seqno_end)).toBe(Math.max(...seqnos));
      }
    }
    expect(spanning).toBeGreaterThanOrEqual(ROUNDS - 5);
  });
});
