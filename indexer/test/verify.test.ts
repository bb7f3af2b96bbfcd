// `indexer verify` on an index of a local network whose basechain splits and merges: clean, it finds nothing
// and exits 0; each corruption of the index (a transaction row deleted, a root hash changed, a shard block or a
// masterchain block deleted) is named, by block and transaction, and turns the exit code non-zero. Each case
// restores what it changed, and the last one checks the index is clean again.
import { spawn } from 'node:child_process';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevnet, type Devnet } from '../../devnet/index.ts';
import { genesisSender, payAcrossShards } from '../../devnet/test/helpers.ts';
import { LitePool } from '../../liteapi/pool.ts';
import { freshDatabase, type TestDatabase } from '../db/fresh-database.ts';
import { ChainSource } from '../ingest/chain.ts';
import { follow } from '../pipeline/follow.ts';
import { ProgressLine } from '../pipeline/progress.ts';
import { blockName, formatFinding, formatSummary, verify, type VerifyResult } from '../pipeline/verify.ts';

const CLI = new URL('../bin/indexer.ts', import.meta.url).pathname;
const quiet = new Writable({
  write(_c, _e, cb) {
    cb();
  },
}) as unknown as NodeJS.WriteStream;

/** Rounds 1–3: one shard; 4–6: two; 7–10: four; 11–13: two; 14 on: one again. */
const SCHEDULE = { maxShards: 4, splitAt: 4, step: 3, mergeAt: 11 };
const ROUNDS = 30;

let d: Devnet;
let db: TestDatabase;
let lite: LitePool;
let chain: ChainSource;
let head: number;

beforeAll(async () => {
  [d, db] = await Promise.all([startDevnet({ blockInterval: 0, shards: SCHEDULE }), freshDatabase()]);
  const sender = genesisSender(() => d);
  for (let n = 1; n <= ROUNDS; n++) {
    await payAcrossShards(sender, n, 'v3r2');
    await d.chain.produceBlock();
  }
  head = d.chain.lastMc.id.seqno;
  lite = await LitePool.fromGlobalConfig(d.globalConfigPath, { timeoutMs: 15_000 });
  chain = new ChainSource(lite);
  await follow(db.pool, chain, { from: 1, to: head, progress: new ProgressLine(quiet), log: () => {} });
}, 240_000);

afterAll(async () => {
  lite?.close();
  await d?.stop();
  await db?.stop();
});

const run = (options: { fast?: boolean } = {}) =>
  verify(db.pool, chain, { ...options, sampleEvery: 3, progress: quiet });

function cli(args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', CLI, 'verify', '--global-config', d.globalConfigPath, '--database-url', db.url, ...args],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  let err = '';
  child.stdout!.on('data', (b: Buffer) => (out += b.toString()));
  child.stderr!.on('data', (b: Buffer) => (err += b.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, out, err })));
}

/** Runs `fn` on rows saved aside in a table of their own, so that `restore` puts them back as they were. */
async function aside(table: string, where: string, params: unknown[]) {
  const name = `saved_${table}_${Math.random().toString(36).slice(2, 8)}`;
  await db.pool.query(`CREATE TABLE ${name} AS SELECT * FROM ${table} WHERE ${where}`, params);
  const n = (await db.pool.query(`DELETE FROM ${table} WHERE ${where}`, params)).rowCount;
  return {
    n,
    restore: async () => {
      await db.pool.query(`INSERT INTO ${table} SELECT * FROM ${name}`);
      await db.pool.query(`DROP TABLE ${name}`);
    },
  };
}

const show = (r: VerifyResult) => [...r.findings.map(formatFinding), formatSummary(r)].join('\n');
const recorded = async () =>
  (await db.pool.query('SELECT last_verified_seqno, known_holes, fast FROM index_verification')).rows[0];

describe('indexer verify', () => {
  it('finds nothing on the index as written, exits 0 and records the range', async () => {
    const shards = await db.pool.query(
      'SELECT count(DISTINCT shard) AS layouts FROM blocks WHERE workchain = 0 AND mc_block_seqno <= $1',
      [head],
    );
    expect(Number(shards.rows[0].layouts)).toBeGreaterThan(2);
    const full = await run();
    console.log(formatSummary(full));
    expect(full.findings.map(formatFinding)).toEqual([]);
    expect(full.mcBlocks).toBe(head);
    expect(full.shardBlocks).toBeGreaterThan(head);
    expect(full.transactions).toBeGreaterThan(ROUNDS * 3);
    expect(full.accounts).toBeGreaterThan(0);
    const fast = await run({ fast: true });
    console.log(formatSummary(fast));
    expect(fast.findings.map(formatFinding)).toEqual([]);
    expect(fast.shardBlocks).toBe(full.shardBlocks);

    const r = await cli([]);
    expect(r.code, `${r.out}\n${r.err}`).toBe(0);
    expect(r.out).toContain(`verified mc 1..${head}`);
    expect(r.out).toContain('0 gaps, 0 extras, 0 mismatches');
    expect(await recorded()).toEqual({ last_verified_seqno: head, known_holes: 0, fast: false });
  }, 120_000);

  it('names the block and the transaction of a deleted transaction row', async () => {
    const tx = (
      await db.pool.query(
        `SELECT account, lt::text AS lt, hash, block_workchain AS wc, block_shard::text AS shard, block_seqno AS seqno
         FROM transactions WHERE block_workchain = 0 ORDER BY lt DESC LIMIT 1 OFFSET 5`,
      )
    ).rows[0];
    const saved = await aside('transactions', 'hash = $1 AND lt = $2', [tx.hash, tx.lt]);
    expect(saved.n).toBe(1);
    try {
      const r = await run();
      const block = blockName(tx.wc, tx.shard, tx.seqno);
      const gap = r.findings.find((f) => f.kind === 'gap' && f.block === block);
      expect(gap?.what, show(r)).toContain(
        `transaction ${tx.account} lt ${tx.lt} hash ${tx.hash.toString('hex').toUpperCase()}`,
      );
      // the block's count of rows is one short: fast mode sees it too
      const fast = await run({ fast: true });
      expect(
        fast.findings.some((f) => f.kind === 'mismatch' && f.block === block),
        show(fast),
      ).toBe(true);
      const c = await cli(['--fast']);
      expect(c.code, `${c.out}\n${c.err}`).toBe(4);
      expect(c.out).toContain(block);
    } finally {
      await saved.restore();
    }
  }, 120_000);

  it("finds a block whose root hash differs from the chain's, on the masterchain and in a shard", async () => {
    const mc = Math.floor(head / 2);
    const shard = (
      await db.pool.query(
        `SELECT workchain, shard::text AS shard, seqno, root_hash FROM blocks
         WHERE workchain = 0 AND mc_block_seqno = $1 LIMIT 1`,
        [mc + 1],
      )
    ).rows[0];
    const mcRoot = (await db.pool.query('SELECT root_hash FROM blocks WHERE workchain = -1 AND seqno = $1', [mc]))
      .rows[0].root_hash as Buffer;
    const bad = Buffer.alloc(32, 0xab);
    await db.pool.query('UPDATE blocks SET root_hash = $1 WHERE workchain = -1 AND seqno = $2', [bad, mc]);
    await db.pool.query('UPDATE blocks SET root_hash = $1 WHERE workchain = 0 AND shard = $2 AND seqno = $3', [
      bad,
      shard.shard,
      shard.seqno,
    ]);
    try {
      const r = await run();
      const wrong = r.findings.filter((f) => f.kind === 'mismatch' && f.what.startsWith('root_hash is AB'));
      expect(wrong.map((f) => f.block).sort(), show(r)).toEqual(
        [blockName(-1, '-9223372036854775808', mc), blockName(0, shard.shard, shard.seqno)].sort(),
      );
      expect(wrong.find((f) => f.block?.startsWith('-1:'))?.what).toContain(mcRoot.toString('hex').toUpperCase());
    } finally {
      await db.pool.query('UPDATE blocks SET root_hash = $1 WHERE workchain = -1 AND seqno = $2', [mcRoot, mc]);
      await db.pool.query('UPDATE blocks SET root_hash = $1 WHERE workchain = 0 AND shard = $2 AND seqno = $3', [
        shard.root_hash,
        shard.shard,
        shard.seqno,
      ]);
    }
  }, 120_000);

  it("finds an account state whose balance differs from the liteserver's at a sampled block", async () => {
    // sampled blocks are 1, 4, 7, … (sampleEvery 3 from 1); the first accounts by address are compared there
    const mc = [4, 7, 10, 13].find((n) => n <= head)!;
    const t = (
      await db.pool.query(
        `SELECT DISTINCT ON (account) account, account_state_hash_after AS state FROM transactions
         WHERE mc_block_seqno = $1 AND end_status <> 'nonexist' ORDER BY account, lt DESC LIMIT 1`,
        [mc],
      )
    ).rows[0];
    expect(t, `no transaction committed by masterchain block ${mc}`).toBeDefined();
    const changed = await db.pool.query('UPDATE account_states SET balance = balance + 1 WHERE hash = $1', [t.state]);
    expect(changed.rowCount).toBe(1);
    try {
      const r = await run();
      expect(
        r.findings.map(formatFinding).filter((f) => f.includes(`account ${t.account}`)),
        show(r),
      ).toEqual([expect.stringMatching(new RegExp(`^mismatch +mc ${mc}: account ${t.account}: state .* has balance`))]);
    } finally {
      await db.pool.query('UPDATE account_states SET balance = balance - 1 WHERE hash = $1', [t.state]);
    }
  }, 120_000);

  it('reports a deleted shard block as a gap, in full and in fast mode, and records the holes', async () => {
    const b = (
      await db.pool.query(
        `SELECT workchain, shard::text AS shard, seqno, mc_block_seqno AS mc, start_lt::text AS lo, end_lt::text AS hi
         FROM blocks WHERE workchain = 0 AND tx_count > 0 AND mc_block_seqno BETWEEN 3 AND $1
         ORDER BY mc_block_seqno DESC LIMIT 1 OFFSET 3`,
        [head - 2],
      )
    ).rows[0];
    const name = blockName(0, b.shard, b.seqno);
    const block = await aside('blocks', 'workchain = 0 AND shard = $1 AND seqno = $2', [b.shard, b.seqno]);
    const txs = await aside(
      'transactions',
      'block_workchain = 0 AND block_shard = $1 AND block_seqno = $2 AND lt BETWEEN $3 AND $4',
      [b.shard, b.seqno, b.lo, b.hi],
    );
    expect(block.n).toBe(1);
    expect(txs.n).toBeGreaterThan(0);
    try {
      const full = await run();
      expect(
        full.findings.filter((f) => f.kind === 'gap').map((f) => [f.mcSeqno, f.block]),
        show(full),
      ).toEqual([[b.mc, name]]);
      expect(await recorded()).toEqual({ last_verified_seqno: head, known_holes: 1, fast: false });
      const fast = await run({ fast: true });
      expect(
        fast.findings.some((f) => f.kind === 'gap' && f.block === name && f.mcSeqno >= b.mc),
        show(fast),
      ).toBe(true);
      expect((await recorded()).fast).toBe(true);
      const c = await cli([]);
      expect(c.code, `${c.out}\n${c.err}`).toBe(4);
      expect(c.out).toMatch(new RegExp(`^gap +mc ${b.mc} block ${name}: the block is on chain`, 'm'));
    } finally {
      await block.restore();
      await txs.restore();
    }
  }, 120_000);

  it('reports a deleted masterchain block as a gap in both modes; restored, the index is clean again', async () => {
    const mc = head - 4;
    const block = await aside('blocks', 'workchain = -1 AND seqno = $1', [mc]);
    const marked = await aside('indexed_mc_blocks', 'seqno = $1', [mc]);
    try {
      for (const r of [await run(), await run({ fast: true })]) {
        const gaps = r.findings.filter((f) => f.kind === 'gap');
        expect(gaps.length, show(r)).toBeGreaterThan(0);
        expect(
          gaps.every((f) => f.mcSeqno === mc),
          show(r),
        ).toBe(true);
      }
    } finally {
      await block.restore();
      await marked.restore();
    }
    const clean = await run();
    expect(clean.findings.map(formatFinding)).toEqual([]);
    expect(await recorded()).toEqual({ last_verified_seqno: head, known_holes: 0, fast: false });
  }, 120_000);
});
