/**
 * Two indexer processes against one database: the first writes, the second waits on the writer lock; the first
 * is killed with SIGKILL mid-run and the second takes over, continuing from the last block written, so the index
 * ends with every masterchain block once, every shard block chain unbroken and each transaction once.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { Address, internal, toNano } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevnet, type Devnet } from '../../devnet/index.ts';
import { genesisSender } from '../../devnet/test/helpers.ts';
import { freshDatabase, type TestDatabase } from '../db/fresh-database.ts';

const CLI = new URL('../bin/indexer.ts', import.meta.url).pathname;

interface Indexer {
  child: ChildProcess;
  log: () => string;
}

/** In a node process of its own (tsx as a loader, not the tsx CLI, whose wrapper process would take the SIGKILL). */
function startIndexer(d: Devnet, db: TestDatabase): Indexer {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', CLI, 'follow', '--global-config', d.globalConfigPath, '--database-url', db.url, '--from', '1'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let log = '';
  child.stderr!.on('data', (b: Buffer) => {
    log = (log + b.toString()).slice(-8000);
  });
  return { child, log: () => log };
}

async function waitFor(what: string, cond: () => Promise<boolean> | boolean, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await cond()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('indexer failover', () => {
  let d: Devnet;
  let db: TestDatabase;
  const running: Indexer[] = [];
  const { send } = genesisSender(() => d);
  const maxIndexed = async () =>
    Number((await db.pool.query('SELECT coalesce(max(seqno), 0) AS m FROM indexed_mc_blocks')).rows[0].m);

  beforeAll(async () => {
    [d, db] = await Promise.all([startDevnet({ blockInterval: 0 }), freshDatabase()]);
    await d.chain.produceBlock();
  }, 120_000);
  afterAll(async () => {
    for (const r of running) r.child.kill('SIGKILL');
    await d?.stop();
    await db?.stop();
  });

  it('a waiting indexer takes over from a killed one within seconds, with no gap and no duplicate', async () => {
    // the chain keeps moving (a block with a transfer at a time) until after the takeover
    let producing = true;
    const oneBlock = async () => {
      await send('v3r2', 1, [
        internal({ to: Address.parse(d.accounts[0]!.address), value: toNano('0.1'), bounce: false }),
      ]);
      await d.chain.produceBlock();
    };
    for (let i = 0; i < 10; i++) await oneBlock();
    // a pause between blocks: producing one may finish without touching I/O, and a loop of them would starve
    // the timers and sockets the rest of the test waits on
    const producer = (async () => {
      while (producing) {
        await oneBlock();
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const first = startIndexer(d, db);
    running.push(first);
    await waitFor('the first indexer to write', async () => (await maxIndexed()) >= 3, 120_000);
    const second = startIndexer(d, db);
    running.push(second);
    await waitFor(
      'the second indexer to wait for the lock',
      () => second.log().includes('waiting to take over'),
      60_000,
    );
    expect(second.log()).not.toContain('took over');
    // one writer lock session each: the holder's and the waiter's
    const sessions = Number(
      (
        await db.pool.query(
          `SELECT count(*) FROM pg_stat_activity WHERE application_name = 'ton-indexer (writer lock)'`,
        )
      ).rows[0].count,
    );
    expect(sessions).toBe(2);

    const killedAt = Date.now();
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));
    const stoppedAt = await maxIndexed();
    await waitFor('the second indexer to take over', () => second.log().includes('took over'), 60_000);
    const tookOver = (Date.now() - killedAt) / 1000;
    await waitFor('the next block written by the second indexer', async () => (await maxIndexed()) > stoppedAt, 60_000);
    const firstBlock = (Date.now() - killedAt) / 1000;
    console.log(
      `failover: lock taken ${tookOver.toFixed(1)} s after SIGKILL, next block written after ${firstBlock.toFixed(1)} s (first indexer killed after mc ${stoppedAt})`,
    );
    expect(tookOver).toBeLessThan(30);
    producing = false;
    await producer;
    const head = d.chain.lastMc.id.seqno;
    expect(head).toBeGreaterThan(stoppedAt);
    await waitFor('the second indexer to reach the head', async () => (await maxIndexed()) >= head, 120_000);
    second.child.kill('SIGTERM');
    await new Promise((r) => second.child.once('exit', r));

    const mc = (await db.pool.query('SELECT seqno FROM indexed_mc_blocks ORDER BY seqno')).rows.map((r) => r.seqno);
    expect(mc).toEqual(Array.from({ length: mc.at(-1) }, (_, i) => i + 1));
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
  }, 300_000);
});
