/**
 * Follow throughput: a local network is given generated load (every genesis wallet sends transfers with several
 * messages each round), then the follower indexes it from genesis into a fresh database through the liteserver
 * over TCP; the rate counts only the indexing (blocks, states, interfaces, traces, actions), not block production.
 */
import { Address, internal, toNano } from '@ton/core';
import pg from 'pg';
import { startDevnet } from '../../devnet/index.ts';
import type { WalletVersion } from '../../devnet/genesis/index.ts';
import { transferBoc } from '../../devnet/test/helpers.ts';
import { LitePool } from '../../server/src/lite/pool.ts';
import { migrate } from '../db/migrate.ts';
import { startEmbeddedPostgres } from '../db/postgres.ts';
import { withDatabase } from '../db/testing.ts';
import { ChainSource } from '../ingest/chain.ts';
import { follow } from '../ingest/follow.ts';
import { ProgressLine } from '../ingest/progress.ts';
import { cpuNote, TARGET_TX_PER_SEC } from './import-bench.ts';

export async function runFollowBench(options: { rounds?: number; messagesPerTransfer?: number; log?: (line: string) => void } = {}): Promise<{ transactions: number; txPerSec: number }> {
  const log = options.log ?? console.log;
  const rounds = options.rounds ?? 10;
  const per = options.messagesPerTransfer ?? 4;
  const d = await startDevnet({ blockInterval: 0 });
  const server = await startEmbeddedPostgres({ log: () => {} });
  const name = `indexer_follow_bench_${Date.now()}`;
  const admin = new pg.Client(server.connectionString);
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const pool = new pg.Pool({ connectionString: withDatabase(server.connectionString, name), max: 4 });
  pool.on('error', () => {});
  const lite = await LitePool.fromGlobalConfig(d.globalConfigPath, { timeoutMs: 30_000 });
  try {
    const c = await pool.connect();
    await migrate(c);
    c.release();
    const wallets = d.accounts.filter((a) => a.kind === 'wallet');
    const targets = wallets.map((w) => Address.parse(w.address));
    const t0 = performance.now();
    for (let r = 0; r < rounds; r++) {
      for (const [i, w] of wallets.entries()) {
        const msgs = Array.from({ length: per }, (_, k) => internal({ to: targets[(i + k + 1) % targets.length]!, value: toNano('0.01'), bounce: false }));
        await d.chain.sendExternal((await transferBoc(w.version as WalletVersion, w.index!, r, msgs)).boc);
      }
      await d.chain.produceBlock();
    }
    for (let i = 0; i < 3; i++) await d.chain.produceBlock();
    const genSecs = (performance.now() - t0) / 1000;
    const head = d.chain.lastMc.id.seqno;
    const t1 = performance.now();
    const cpu = process.cpuUsage();
    await follow(pool, new ChainSource(lite), { to: head, log: () => {}, progress: new ProgressLine({ isTTY: false, write: () => true } as unknown as NodeJS.WriteStream) });
    const secs = (performance.now() - t1) / 1000;
    const note = cpuNote(cpu, 0);
    const transactions = Number((await pool.query('SELECT count(*) FROM transactions')).rows[0].count);
    const actions = Number((await pool.query('SELECT count(*) FROM actions')).rows[0].count);
    const txPerSec = transactions / secs;
    log(`follow of the local network: ${head} masterchain blocks, ${transactions} transactions, ${actions} actions in ${secs.toFixed(2)} s = ${txPerSec.toFixed(0)} tx/s ` +
      `(load generated in ${genSecs.toFixed(1)} s, not counted) — ${(txPerSec / TARGET_TX_PER_SEC).toFixed(2)} x the ${TARGET_TX_PER_SEC} tx/s target; ${note.replace(/ \(0 tx per CPU-second\)/, '')} (the local network runs in this process too)`);
    return { transactions, txPerSec };
  } finally {
    lite.close();
    await pool.end();
    await d.stop();
    if (server.kind === 'external') {
      const c = new pg.Client(server.connectionString);
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    }
    await server.stop();
  }
}
