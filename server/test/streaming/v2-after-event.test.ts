// A client told of a block over the streaming interface and then asking API v2 for the latest masterchain block is
// never answered an older one: the local network over TCP, the indexer following it into PostgreSQL, one server
// serving v2 (from its own liteserver pool, as in production) and the streaming interface.
import { setTimeout as sleep } from 'node:timers/promises';
import { Address, internal, toNano } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Devnet } from '../../../devnet/index.ts';
import { transferBoc } from '../../../devnet/test/helpers.ts';
import type { TestDatabase } from '../../../indexer/db/fresh-database.ts';
import { LitePool } from '../../../liteapi/pool.ts';
import { createServer, type ApiServer } from '../../src/server.ts';
import { attachStreaming } from '../../src/streaming/index.ts';
import { v2Mount } from '../../src/v2/app.ts';
import { silentLogger } from '../helpers.ts';
import { followedNetwork, type FollowedNetwork } from './followed-network.ts';
import { contractReport, sse, wsConnect } from './clients.ts';

describe('API v2 after a streaming event, on the local network', () => {
  let net: FollowedNetwork;
  let d: Devnet;
  let db: TestDatabase;
  let v2Lite: LitePool;
  let server: ApiServer;
  let base: string;

  beforeAll(async () => {
    net = await followedNetwork();
    ({ devnet: d, db } = net);
    // The latest masterchain info is kept far longer than the default second, so that what this test judges
    // does not hang on timing: kept answers stand for the whole test unless a newer block is made known.
    v2Lite = await LitePool.fromGlobalConfig(d.globalConfigPath, { timeoutMs: 10_000, masterchainCacheMs: 600_000 });
    server = await createServer({ apis: [v2Mount({ pool: v2Lite, network: 'local' })], logger: silentLogger, port: 0 });
    await attachStreaming(server, { db: db.pool, network: 'local', logger: silentLogger, pool: v2Lite });
    await server.start();
    base = server.info.uri;
  }, 120_000);

  afterAll(async () => {
    await server?.stop({ timeout: 1000 });
    v2Lite?.close();
    await net?.stop();
  });

  const v2Seqno = async () => {
    const res = await fetch(`${base}/api/v2/getMasterchainInfo`);
    expect(res.status).toBe(200);
    return ((await res.json()) as { result: { last: { seqno: number } } }).result.last.seqno;
  };

  it('answers getMasterchainInfo at least at the block of each transaction event just received, over SSE and WebSocket', async () => {
    const wallets = d.accounts.filter((a) => a.kind === 'wallet');
    const { boc, wallet } = await transferBoc('v4r2', 3, 0, [
      internal({ to: Address.parse(wallets[7]!.address), value: toNano('1'), bounce: false, body: 'then v2' }),
    ]);
    const sub = { types: ['transactions'], addresses: [wallet.toString()], min_finality: 'confirmed' };
    const viaSse = await sse(`${base}/api/streaming/v2/sse`, sub);
    expect(viaSse.status).toBe(200);
    await viaSse.next((m) => m.status === 'subscribed');
    const viaWs = await wsConnect(`${base.replace('http', 'ws')}/api/streaming/v2/ws`);
    viaWs.send({ operation: 'subscribe', id: 'w', ...sub });
    await viaWs.next((m) => m.id === 'w' && m.status === 'subscribed');

    // v2 keeps the head as it is now, before the transfer's block exists
    const before = await v2Seqno();
    const sent = await fetch(`${base}/api/v2/sendBoc`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ boc: boc.toString('base64') }),
    });
    expect(sent.status).toBe(200);
    const produced = (async () => {
      for (let i = 0; i < 4; i++) {
        await d.chain.produceBlock();
        await sleep(20); // let timers (the indexer's poll, the event delivery) run between blocks
      }
    })();

    const isTx = (finality: string) => (m: any) => m.type === 'transactions' && m.finality === finality;
    for (const [client, finality] of [
      [viaSse, 'confirmed'],
      [viaWs, 'confirmed'],
      [viaSse, 'finalized'],
      [viaWs, 'finalized'],
    ] as const) {
      const event = await client.next(isTx(finality));
      const block = Math.max(...event.transactions.map((t: any) => t.mc_block_seqno as number));
      // the event is of a block v2 had not answered yet: a v2 answer older than it is the defect judged here
      expect(block).toBeGreaterThan(before);
      expect(await v2Seqno(), `v2 after a ${finality} event of block ${block}`).toBeGreaterThanOrEqual(block);
    }
    await produced;
    viaSse.close();
    viaWs.ws.close();
    expect(contractReport.violations).toEqual([]);
  }, 120_000);
});
