/**
 * Follow throughput: a local network in its own process (devnet CLI) is given generated load through its
 * liteserver (every genesis wallet sends a transfer with several messages per block, V5 wallets many), then the follower indexes
 * it from genesis into a fresh database; the rate counts only the indexing (blocks, states, interfaces, traces,
 * actions), not block production.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Address, internal, toNano } from '@ton/core';
import type { GenesisAccount, WalletVersion } from '../../devnet/genesis/index.ts';
import { transferBoc } from '../../devnet/test/helpers.ts';
import { LitePool } from '../../liteapi/pool.ts';
import { freshDatabase } from '../db/fresh-database.ts';
import { ChainSource } from '../ingest/chain.ts';
import { follow } from '../pipeline/follow.ts';
import { ProgressLine } from '../pipeline/progress.ts';
import { cpuNote, TARGET_TX_PER_SEC } from './import-bench.ts';

const DEVNET = new URL('../../devnet/bin/devnet.ts', import.meta.url).pathname;
const TSX = new URL('../../node_modules/.bin/tsx', import.meta.url).pathname;

async function until(cond: () => boolean | Promise<boolean>, ms: number, what: string): Promise<void> {
  const end = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function runFollowBench(
  options: { rounds?: number; v5Messages?: number; log?: (line: string) => void } = {},
): Promise<{ transactions: number; txPerSec: number }> {
  const log = options.log ?? console.log;
  const rounds = options.rounds ?? 10;
  // V3/V4 wallets send at most 4 messages per transfer, V5 up to 255: V5 wallets make the blocks busy.
  const v5 = options.v5Messages ?? 40;
  const dir = mkdtempSync(join(tmpdir(), 'indexer-follow-bench-'));
  const configPath = join(dir, 'global.config.json');
  const accountsPath = join(dir, 'accounts.json');
  const devnet = spawn(
    TSX,
    [
      DEVNET,
      '--data-dir',
      join(dir, 'chain'),
      '--block-interval',
      '400',
      '--global-config-out',
      configPath,
      '--accounts-out',
      accountsPath,
      // the genesis wallets' seqnos start at 0 and move once per round; a seeded history would have moved them
      '--no-seed',
    ],
    { stdio: 'ignore' },
  );
  const db = await freshDatabase({ prefix: 'indexer_follow_bench' });
  const pool = db.pool;
  let lite: LitePool | undefined;
  try {
    await until(() => existsSync(configPath) && existsSync(accountsPath), 120_000, 'the local network to start');
    lite = await LitePool.fromGlobalConfig(configPath, { timeoutMs: 30_000 });
    const chain = new ChainSource(lite);
    const wallets = (JSON.parse(readFileSync(accountsPath, 'utf8')) as GenesisAccount[]).filter(
      (a) => a.kind === 'wallet',
    );
    const targets = wallets.map((w) => Address.parse(w.address));
    const t0 = performance.now();
    for (let r = 0; r < rounds; r++) {
      const before = await chain.head();
      for (const [i, w] of wallets.entries()) {
        const per = w.version === 'v5r1' ? v5 : 4;
        const msgs = Array.from({ length: per }, (_, k) =>
          internal({ to: targets[(i + k + 1) % targets.length]!, value: toNano('0.01'), bounce: false }),
        );
        const { boc } = await transferBoc(w.version as WalletVersion, w.index!, r, msgs);
        await lite.run('sendMessage', (cl) => cl.sendMessage(boc));
      }
      // Next round once a block has taken this one's externals (each wallet's seqno moves once per round).
      await until(async () => (await chain.head()) >= before + 2, 60_000, 'a block');
    }
    const settle = await chain.head();
    await until(async () => (await chain.head()) >= settle + 3, 60_000, 'the last messages to land');
    const genSecs = (performance.now() - t0) / 1000;
    const head = await chain.head();
    const t1 = performance.now();
    const cpu = process.cpuUsage();
    await follow(pool, chain, {
      to: head,
      log: () => {},
      progress: new ProgressLine({ isTTY: false, write: () => true } as unknown as NodeJS.WriteStream),
    });
    const secs = (performance.now() - t1) / 1000;
    const transactions = Number((await pool.query('SELECT count(*) FROM transactions')).rows[0].count);
    const actions = Number((await pool.query('SELECT count(*) FROM actions')).rows[0].count);
    const txPerSec = transactions / secs;
    log(
      `follow of the local network: ${head} masterchain blocks, ${transactions} transactions, ${actions} actions in ${secs.toFixed(2)} s = ${txPerSec.toFixed(0)} tx/s ` +
        `(load generated in ${genSecs.toFixed(1)} s, not counted) — ${(txPerSec / TARGET_TX_PER_SEC).toFixed(2)} x the ${TARGET_TX_PER_SEC} tx/s target; ${cpuNote(cpu, transactions)}`,
    );
    return { transactions, txPerSec };
  } finally {
    lite?.close();
    devnet.kill('SIGTERM');
    await new Promise((r) => (devnet.exitCode !== null ? r(null) : devnet.once('exit', r)));
    await db.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
