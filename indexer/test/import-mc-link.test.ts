import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Address, internal, toNano } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevnet, type Devnet } from '../../devnet/index.ts';
import { transferBoc } from '../../devnet/test/helpers.ts';
import { LitePool } from '../../liteapi/pool.ts';
import { parseBlock, shardSigned } from '../../tlb/index.ts';
import { freshDatabase, type TestDatabase } from '../db/fresh-database.ts';
import { ChainSource } from '../ingest/chain.ts';
import { importFiles } from '../pipeline/import.ts';

describe('import derives mc_block_seqno of shard blocks from the imported masterchain blocks', () => {
  let d: Devnet;
  let db: TestDatabase;
  let lite: LitePool;
  let dir: string;
  beforeAll(async () => {
    [d, db] = await Promise.all([startDevnet({ blockInterval: 0 }), freshDatabase()]);
    lite = await LitePool.fromGlobalConfig(d.globalConfigPath, { timeoutMs: 15_000 });
    dir = mkdtempSync(join(tmpdir(), 'indexer-mclink-'));
  }, 120_000);
  afterAll(async () => {
    lite?.close();
    await d?.stop();
    await db?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('whatever the file order', async () => {
    for (let i = 0; i < 6; i++) {
      const { boc } = await transferBoc('v3r2', 0, i, [
        internal({ to: Address.parse(d.accounts[1]!.address), value: toNano('0.1'), bounce: false }),
      ]);
      await d.chain.sendExternal(boc);
      await d.chain.produceBlock();
    }
    const chain = new ChainSource(lite);
    const head = d.chain.lastMc.id.seqno;
    const files: string[] = [];
    const expected = new Map<string, number>();
    let prevTop = 0;
    for (let n = 1; n <= head; n++) {
      const ref = await chain.mcBlockRef(n);
      const boc = await chain.blockBoc(ref);
      files.push(join(dir, `mc-${n}.boc`));
      writeFileSync(files.at(-1)!, boc);
      for (const sh of parseBlock(boc).mcExtra?.shards ?? []) {
        for (let k = prevTop + 1; k <= sh.seqno; k++) {
          const sref = {
            workchain: sh.workchain,
            shard: shardSigned(sh.shard),
            seqno: k,
            rootHash: Buffer.alloc(0),
            fileHash: Buffer.alloc(0),
          };
          // Blocks below the top are fetched by their id from the liteserver's lookup.
          const r = await lite.run('lookupBlock', (c) =>
            c.lookupBlockByID({ workchain: sh.workchain, shard: sref.shard, seqno: k }),
          );
          const sb = await chain.blockBoc({ ...sref, rootHash: r.id.rootHash, fileHash: r.id.fileHash });
          files.push(join(dir, `shard-${k}.boc`));
          writeFileSync(files.at(-1)!, sb);
          expected.set(`${sh.workchain}:${k}`, n);
        }
        prevTop = sh.seqno;
      }
    }
    expect(expected.size).toBeGreaterThanOrEqual(6);
    const r = await importFiles(db.pool, [...files].reverse());
    expect(r.linked).toBe(expected.size);
    const rows = (await db.pool.query('SELECT workchain, seqno, mc_block_seqno FROM blocks WHERE workchain = 0')).rows;
    expect(rows).toHaveLength(expected.size);
    for (const b of rows) expect(b.mc_block_seqno, `shard block ${b.seqno}`).toBe(expected.get(`0:${b.seqno}`));
    const orphans = (await db.pool.query('SELECT count(*) FROM transactions WHERE mc_block_seqno IS NULL')).rows[0]
      .count;
    expect(Number(orphans)).toBe(0);
    const msgs = (await db.pool.query('SELECT count(*) FROM messages WHERE mc_seqno IS NULL')).rows[0].count;
    expect(Number(msgs)).toBe(0);
  }, 120_000);
});
