/**
 * `indexer backfill` on the local network: range workers writing masterchain ranges of one block each, the later
 * ones first, leave the rows one `follow` from genesis leaves, a jetton transfer's included.
 */
import { Address, beginCell, internal, toNano } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevnet, type Devnet } from '../../devnet/index.ts';
import { genesisSender } from '../../devnet/test/helpers.ts';
import { LitePool } from '../../liteapi/pool.ts';
import { freshDatabase, type TestDatabase } from '../db/fresh-database.ts';
import { ChainSource } from '../ingest/chain.ts';
import { backfill, MC_JOB } from '../pipeline/backfill-chain.ts';
import { follow } from '../pipeline/follow.ts';
import { openRanges } from '../pipeline/ranges.ts';
import { anotherDatabase, digest, TABLES } from './index-digest.ts';

describe('backfill of a local network by masterchain ranges', () => {
  let d: Devnet;
  let db: TestDatabase;
  let lite: LitePool;
  const { send, walletOf } = genesisSender(() => d);

  beforeAll(async () => {
    [d, db] = await Promise.all([startDevnet({ blockInterval: 0 }), freshDatabase({ max: 8 })]);
    lite = await LitePool.fromGlobalConfig(d.globalConfigPath, { timeoutMs: 15_000 });
  }, 120_000);
  afterAll(async () => {
    lite?.close();
    await d?.stop();
    await db?.stop();
  });

  it('writes what following from genesis writes, whichever range goes first', async () => {
    await d.chain.produceBlock();
    const jw = d.accounts.find((a) => a.kind === 'jetton-wallet')!;
    const other = d.accounts.find((a) => a.kind === 'wallet' && a.address !== jw.owner)!.address;
    const transfer = beginCell()
      .storeUint(0x0f8a7ea5, 32)
      .storeUint(7, 64)
      .storeCoins(1000n)
      .storeAddress(Address.parse(other))
      .storeAddress(Address.parse(jw.owner!))
      .storeBit(0)
      .storeCoins(toNano('0.01'))
      .storeBit(0)
      .endCell();
    const sentAt = d.chain.lastMc.id.seqno;
    const o = walletOf(jw.owner!);
    await send(o.version, o.index, [internal({ to: Address.parse(jw.address), value: toNano('0.2'), body: transfer })]);
    for (let i = 0; i < 5; i++) await d.chain.produceBlock();
    const last = d.chain.lastMc.id.seqno;
    const chain = new ChainSource(lite);
    await follow(db.pool, chain, { from: 1, to: last, log: () => {} });

    const ranged = await anotherDatabase(db);
    try {
      // the later blocks first, as a worker ahead of another would: each range's first block finds the shard
      // tops before it on the chain, not in the index (the local network completes a trace within one block, so
      // traces cut by a boundary are held by backfill.test.ts on a recorded mainnet block)
      const mid = sentAt + 2;
      await backfill(ranged.pool, chain, { from: mid, to: last, workers: 2, rangeSize: 1 });
      const r = await backfill(ranged.pool, chain, { from: 1, to: last, workers: 2, rangeSize: 1 });
      expect(r.ranges).toBe(mid - 1);
      expect(await openRanges(ranged.pool, MC_JOB)).toBe(0);
      const tables = [
        ...TABLES,
        '(SELECT seqno, tx_count FROM indexed_mc_blocks)',
        'jetton_transfers',
        // its id is a sequence's, in the order rows were first written
        '(SELECT account, account_friendly, hash, balance, balance_extra_currencies, account_status, timestamp, last_trans_hash, last_trans_lt, frozen_hash, data_hash, code_hash, data_boc, code_boc FROM latest_account_states)',
      ];
      expect(await digest(ranged.pool, tables)).toEqual(await digest(db.pool, tables));
    } finally {
      await ranged.pool.end();
    }
  }, 240_000);
});
