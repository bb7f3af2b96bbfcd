import { spawn, type ChildProcess } from 'node:child_process';
import { Address, beginCell, internal, toNano } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevnet, type Devnet } from '../../devnet/index.ts';
import { genesisSender } from '../../devnet/test/helpers.ts';
import { freshDatabase, type TestDatabase } from '../db/fresh-database.ts';

const CLI = new URL('../bin/indexer.ts', import.meta.url).pathname;

/**
 * The indexer runs in a node process of its own with tsx as a loader, not under the tsx CLI: the CLI is a
 * wrapper around a second process, so a SIGKILL would end only the wrapper and leave the indexer running.
 */
function startIndexer(d: Devnet, db: TestDatabase): ChildProcess {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', CLI, 'follow', '--global-config', d.globalConfigPath, '--database-url', db.url, '--from', '1'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let log = '';
  child.stderr!.on('data', (b: Buffer) => {
    log = (log + b.toString()).slice(-4000);
  });
  Object.defineProperty(child, 'log', { get: () => log });
  return child;
}

async function waitFor(cond: () => Promise<boolean>, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await cond()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('timed out');
}

describe('following a local network', () => {
  let d: Devnet;
  let db: TestDatabase;
  const { send, walletOf: wallet } = genesisSender(() => d);
  const maxIndexed = async () =>
    Number((await db.pool.query('SELECT coalesce(max(seqno), 0) AS m FROM indexed_mc_blocks')).rows[0].m);

  beforeAll(async () => {
    [d, db] = await Promise.all([startDevnet({ blockInterval: 0 }), freshDatabase()]);
    await d.chain.produceBlock();
  }, 120_000);
  afterAll(async () => {
    await d?.stop();
    await db?.stop();
  });

  it('indexes wallet, jetton and NFT activity and catches up with the head', async () => {
    const jw = d.accounts.find((a) => a.kind === 'jetton-wallet')!;
    const item = d.accounts.find((a) => a.kind === 'nft-item')!;
    const jOwner = wallet(jw.owner!);
    const nOwner = wallet(item.owner!);
    const other = Address.parse(
      d.accounts.find((a) => a.kind === 'wallet' && a.address !== jw.owner && a.address !== item.owner)!.address,
    );
    await send('v4r2', 0, [internal({ to: other, value: toNano('1.5'), bounce: false, body: 'hello' })]);
    const jettonTransfer = beginCell()
      .storeUint(0x0f8a7ea5, 32)
      .storeUint(7, 64)
      .storeCoins(1000n)
      .storeAddress(other)
      .storeAddress(Address.parse(jw.owner!))
      .storeBit(0)
      .storeCoins(toNano('0.01'))
      .storeBit(0)
      .endCell();
    await send(jOwner.version, jOwner.index, [
      internal({ to: Address.parse(jw.address), value: toNano('0.2'), body: jettonTransfer }),
    ]);
    for (let i = 0; i < 4; i++) await d.chain.produceBlock();
    const nftTransfer = beginCell()
      .storeUint(0x5fcc3d14, 32)
      .storeUint(9, 64)
      .storeAddress(other)
      .storeAddress(Address.parse(item.owner!))
      .storeBit(0)
      .storeCoins(toNano('0.01'))
      .storeBit(0)
      .endCell();
    await send(nOwner.version, nOwner.index, [
      internal({ to: Address.parse(item.address), value: toNano('0.2'), body: nftTransfer }),
    ]);
    for (let i = 0; i < 4; i++) await d.chain.produceBlock();
    const head = d.chain.lastMc.id.seqno;

    const child = startIndexer(d, db);
    try {
      await waitFor(async () => (await maxIndexed()) >= head, 60_000).catch((e) => {
        throw new Error(`${e.message}; indexer said: ${(child as unknown as { log: string }).log}`);
      });
    } finally {
      child.kill('SIGTERM');
    }
    const ops = (
      await db.pool.query(`SELECT DISTINCT opcode FROM messages WHERE direction = 'in' AND opcode IS NOT NULL`)
    ).rows.map((r) => r.opcode >>> 0);
    expect(ops).toEqual(expect.arrayContaining([0x0f8a7ea5, 0x178d4519, 0x7362d09c, 0x5fcc3d14, 0x05138d91]));
    const tr = (
      await db.pool.query(
        `SELECT t.state, t.nodes_ FROM traces t JOIN messages m ON m.trace_id = t.trace_id WHERE m.opcode = $1 AND m.direction = 'in'`,
        [0x0f8a7ea5],
      )
    ).rows[0];
    expect(tr.state).toBe('complete');
    expect(Number(tr.nodes_)).toBeGreaterThanOrEqual(4);
    const item2 = (
      await db.pool.query(`SELECT count(*) FROM latest_account_states WHERE account = $1 AND code_hash IS NOT NULL`, [
        Address.parse(item.address).toRawString().toUpperCase().replace(/^0:/, '0:'),
      ])
    ).rows[0];
    expect(Number(item2.count)).toBe(1);
  }, 120_000);

  it('killed mid-run and restarted, leaves no gaps and no duplicates', async () => {
    const from = await maxIndexed();
    for (let i = 0; i < 25; i++) {
      await send('v3r2', 1, [
        internal({ to: Address.parse(d.accounts[0]!.address), value: toNano('0.1'), bounce: false }),
      ]);
      await d.chain.produceBlock();
    }
    const head = d.chain.lastMc.id.seqno;
    const first = startIndexer(d, db);
    await waitFor(async () => (await maxIndexed()) >= from + 5, 60_000);
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));
    const stoppedAt = await maxIndexed();
    expect(stoppedAt).toBeLessThan(head);
    const second = startIndexer(d, db);
    try {
      await waitFor(async () => (await maxIndexed()) >= head, 60_000);
    } finally {
      second.kill('SIGTERM');
    }
    const mc = (await db.pool.query('SELECT seqno FROM indexed_mc_blocks ORDER BY seqno')).rows.map((r) => r.seqno);
    expect(mc).toEqual(Array.from({ length: head }, (_, i) => i + 1));
    const blocks = (
      await db.pool.query('SELECT workchain, shard::text, array_agg(seqno ORDER BY seqno) s FROM blocks GROUP BY 1, 2')
    ).rows;
    for (const b of blocks) {
      const s: number[] = b.s;
      expect(s, `${b.workchain}:${b.shard}`).toEqual(Array.from({ length: s.length }, (_, i) => s[0]! + i));
    }
    const c = (
      await db.pool.query(`SELECT (SELECT count(*) FROM transactions) t, (SELECT count(DISTINCT hash) FROM transactions) dt,
      (SELECT sum(tx_count) FROM blocks) bt, (SELECT sum(nodes_) FROM traces) n`)
    ).rows[0];
    expect(Number(c.t)).toBe(Number(c.dt));
    expect(Number(c.t)).toBe(Number(c.bt));
    expect(Number(c.n)).toBe(Number(c.t));
  }, 180_000);
});
