import { Address, internal, toNano } from '@ton/core';
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

/**
 * Two API replicas on one index (S14, S16): each piece of news is built once, both deliver the same notifications at
 * the same positions, and a subscriber that leaves one replica resumes on the other with nothing missing.
 */
describe('streaming across replicas through the index', () => {
  let d: Devnet;
  let db: TestDatabase;
  let lite: LitePool;
  // each replica is its own process in a deployment, with its own pool (each holds a LISTEN connection or two)
  const pools: pg.Pool[] = [];
  const replicas: ApiServer[] = [];
  const built: string[][] = [[], []];
  const abort = new AbortController();
  let following: Promise<unknown>;

  beforeAll(async () => {
    [d, db] = await Promise.all([startDevnet({ blockInterval: 0 }), freshDatabase()]);
    lite = await LitePool.fromGlobalConfig(d.globalConfigPath, { timeoutMs: 15_000 });
    await d.chain.produceBlock();
    await follow(db.pool, new ChainSource(lite), { to: d.chain.lastMc.id.seqno, log: () => {} });
    following = follow(db.pool, new ChainSource(lite), { pollMs: 100, signal: abort.signal, log: () => {} });
    for (let i = 0; i < 2; i++) {
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
        onBatch: (news, _ms, wasBuilt) => {
          if (wasBuilt) built[i]!.push(news);
        },
      });
      await server.start();
      replicas.push(server);
    }
  }, 120_000);

  afterAll(async () => {
    abort.abort();
    await following?.catch(() => {});
    for (const s of replicas) await s.stop({ timeout: 1000 });
    for (const p of pools) await p.end().catch(() => {});
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

  it('a subscriber that leaves one replica resumes on the other from its last position, missing nothing', async () => {
    const wallets = d.accounts.filter((a) => a.kind === 'wallet');
    const to = Address.parse(wallets[6]!.address).toRawString().toUpperCase();
    const body = { types: ['transactions'], addresses: [to] };
    const [a, b] = replicas.map((r) => `${r.info.uri}/api/streaming/v2/sse`);
    const watcher = await sse(b!, body);
    await watcher.next((m) => m.status === 'subscribed');
    const first = await sse(a!, body);
    const start = await first.next((m) => m.status === 'subscribed');
    const send = async (seqno: number) => {
      const { boc } = await transferBoc('v3r2', 2, seqno, [
        internal({ to: Address.parse(to), value: toNano('0.1'), bounce: false }),
      ]);
      await d.chain.sendExternal(boc);
      for (let i = 0; i < 3; i++) await d.chain.produceBlock();
    };
    await send(0);
    const seen = await first.next((m) => m.type === 'transactions');
    first.close();
    await send(1);
    await send(2);
    // the watcher, connected all along, is the truth: its notifications after `seen` are what was missed
    const missedSoFar = () => {
      const truth = watcher.messages.filter((m) => m.type);
      return truth.slice(truth.findIndex((m) => m.position === seen.position) + 1);
    };
    await watcher.next(() => missedSoFar().length >= 2, 30_000);
    const missed = missedSoFar();
    expect(missed.length, 'transfers after the disconnect').toBeGreaterThanOrEqual(2);
    const resumed = await sse(b!, body, { 'last-event-id': seen.position });
    await resumed.next((m) => m.status === 'subscribed');
    await resumed.next((m) => m.position === missed.at(-1).position, 30_000);
    expect(resumed.messages.filter((m) => m.type)).toEqual(missed);
    expect(start.position, 'a new subscription says where it starts').toMatch(/^\d+$/);
    for (const s of [watcher, resumed]) s.close();
  }, 90_000);
});
