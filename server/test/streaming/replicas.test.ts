import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer as netServer } from 'node:net';
import { Address, internal, toNano } from '@ton/core';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevnet, type Devnet } from '../../../devnet/index.ts';
import { transferBoc } from '../../../devnet/test/helpers.ts';
import { freshDatabase, type TestDatabase } from '../../../indexer/db/fresh-database.ts';
import { ChainSource } from '../../../indexer/ingest/chain.ts';
import { follow } from '../../../indexer/pipeline/follow.ts';
import { LitePool } from '../../../liteapi/pool.ts';
import { createServer, type ApiServer } from '../../src/server.ts';
import { attachStreaming } from '../../src/streaming/index.ts';
import { v3Mount } from '../../src/v3/app.ts';
import { silentLogger } from '../helpers.ts';
import { sse } from './clients.ts';

const REDIS = '/usr/bin/redis-server';
const haveRedis = existsSync(REDIS);

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = netServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** Two API replicas on one index and one Redis (S14): each block's events are built once and both deliver them. */
describe.skipIf(!haveRedis)(
  `streaming across replicas through Redis${haveRedis ? '' : ` (skipped: ${REDIS} not found)`}`,
  () => {
    let d: Devnet;
    let db: TestDatabase;
    let lite: LitePool;
    let redisServer: ChildProcess;
    const redises: Redis[] = [];
    // each replica is its own process in a deployment, with its own pool (each holds a LISTEN connection or two)
    const pools: pg.Pool[] = [];
    const replicas: ApiServer[] = [];
    const built: string[][] = [[], []];
    const abort = new AbortController();
    let following: Promise<unknown>;

    beforeAll(async () => {
      const port = await freePort();
      redisServer = spawn(REDIS, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
        stdio: 'ignore',
      });
      [d, db] = await Promise.all([startDevnet({ blockInterval: 0 }), freshDatabase()]);
      lite = await LitePool.fromGlobalConfig(d.globalConfigPath, { timeoutMs: 15_000 });
      await d.chain.produceBlock();
      await follow(db.pool, new ChainSource(lite), { to: d.chain.lastMc.id.seqno, log: () => {} });
      following = follow(db.pool, new ChainSource(lite), { pollMs: 100, signal: abort.signal, log: () => {} });
      for (let i = 0; i < 2; i++) {
        const redis = new Redis(port, '127.0.0.1', { maxRetriesPerRequest: 3 });
        redises.push(redis);
        const pool = new pg.Pool({ connectionString: db.url, max: 4 });
        pool.on('error', () => {});
        pools.push(pool);
        const server = await createServer({
          apis: [v3Mount({ db: pool, network: 'local' })],
          logger: silentLogger,
          port: 0,
        });
        await attachStreaming(server, {
          db: pool,
          network: 'local',
          logger: silentLogger,
          redis,
          onBatch: (news) => built[i]!.push(news),
        });
        await server.start();
        replicas.push(server);
      }
    }, 120_000);

    afterAll(async () => {
      abort.abort();
      await following?.catch(() => {});
      for (const s of replicas) await s.stop({ timeout: 1000 });
      for (const r of redises) r.disconnect();
      for (const p of pools) await p.end().catch(() => {});
      redisServer?.kill('SIGTERM');
      lite?.close();
      await d?.stop();
      await db?.stop();
    });

    it('a subscriber on each replica receives the finalized trace; each block is built by one replica', async () => {
      const wallets = d.accounts.filter((a) => a.kind === 'wallet');
      const { boc, wallet } = await transferBoc('v3r2', 1, 0, [
        internal({ to: Address.parse(wallets[5]!.address), value: toNano('3'), bounce: false }),
      ]);
      const from = wallet.toRawString().toUpperCase();
      const subs = await Promise.all(
        replicas.map((r) => sse(`${r.info.uri}/api/streaming/v2/sse`, { types: ['transactions'], addresses: [from] })),
      );
      for (const s of subs) await s.next((m) => m.status === 'subscribed');
      await d.chain.sendExternal(boc);
      for (let i = 0; i < 3; i++) await d.chain.produceBlock();
      const got = await Promise.all(
        subs.map((s) => s.next((m) => m.type === 'transactions' && m.finality === 'finalized')),
      );
      expect(got[0]).toEqual(got[1]);
      expect(got[0].transactions[0].account).toBe(from);
      for (const s of subs) s.close();
      const blocks = [...built[0]!, ...built[1]!].filter((n) => n.startsWith('block:'));
      expect(blocks.length).toBeGreaterThan(0);
      expect(new Set(blocks).size, 'no block built twice').toBe(blocks.length);
    }, 60_000);
  },
);
