import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiteClient, LiteRoundRobinEngine, type LiteSingleEngine } from 'ton-lite-client';
import { Functions } from '../../../liteapi/schema.ts';
import { startLiteServer, type RunningLiteServer } from '../server.ts';
import { createInProcessEngine } from '../inProcessEngine.ts';
import {
  BIG_BLOCK_SEQNO,
  bigBlockData,
  blockId,
  connectSingle,
  masterchainInfo,
  NOW,
  testHandlers,
} from './fixtures.ts';

describe('liteserver over ADNL/TCP with the unmodified ton-lite-client', () => {
  let server: RunningLiteServer;
  let engine: LiteSingleEngine;
  let client: LiteClient;
  const logged: string[] = [];

  beforeAll(async () => {
    server = await startLiteServer({
      handlers: testHandlers(),
      logger: { error: (obj) => logged.push(JSON.stringify(obj)) },
    });
    engine = await connectSingle(server.host, server.port, server.publicKey);
    client = new LiteClient({ engine });
  });
  afterAll(async () => {
    engine?.close();
    await server?.close();
  });

  it('answers getTime, getVersion and getMasterchainInfo', async () => {
    expect(await client.getCurrentTime()).toBe(NOW);
    const version = await client.getVersion();
    expect(version).toMatchObject({ kind: 'liteServer.version', version: 0x101, capabilities: '7', now: NOW });
    const info = await client.getMasterchainInfo();
    expect(info.last.seqno).toBe(4242);
    expect(info.last.rootHash.equals(blockId.rootHash)).toBe(true);
    expect(info.init.fileHash.equals(masterchainInfo.init.fileHash)).toBe(true);
  });

  it('gives the same answers through the in-process engine', async () => {
    const local = new LiteClient({ engine: createInProcessEngine(testHandlers()) });
    expect(await local.getMasterchainInfo()).toEqual(await client.getMasterchainInfo());
    expect(await local.getVersion()).toEqual(await client.getVersion());
    expect(await local.getCurrentTime()).toEqual(await client.getCurrentTime());
  });

  it('delivers a handler LiteServerError as the client-side error', async () => {
    const missing = { ...blockId, seqno: 1 };
    await expect(
      engine.query(Functions.liteServer_getBlock, { kind: 'liteServer.getBlock', id: missing }),
    ).rejects.toThrow('block is not applied');
    const ok = await engine.query(Functions.liteServer_getBlock, { kind: 'liteServer.getBlock', id: blockId });
    expect(ok.data.toString('hex')).toBe('b5ee9c72');
  });

  it('hides unexpected handler failures behind a generic error', async () => {
    const req = { kind: 'liteServer.getBlockHeader' as const, id: blockId, mode: 0 };
    const err = await engine.query(Functions.liteServer_getBlockHeader, req).catch((e: Error) => e);
    expect((err as Error).message).toBe('internal error');
    const bad = await engine
      .query(Functions.liteServer_getState, { kind: 'liteServer.getState', id: blockId })
      .catch((e: Error) => e);
    expect((bad as Error).message).toBe('internal error');
    expect(logged.some((l) => l.includes('handler bug with a secret detail'))).toBe(true);
  });

  it('answers a function without handler with TON\'s "unknown query"', async () => {
    await expect(client.getConfig(blockId)).rejects.toThrow('unknown query');
  });

  it('carries multi-megabyte requests and answers', async () => {
    const body = Buffer.alloc(3 * 1024 * 1024, 1);
    const sent = await engine.query(
      Functions.liteServer_sendMessage,
      { kind: 'liteServer.sendMessage', body },
      { timeout: 20_000 },
    );
    expect(sent.status).toBe(body.length);
    const big = await engine.query(
      Functions.liteServer_getBlock,
      { kind: 'liteServer.getBlock', id: { ...blockId, seqno: BIG_BLOCK_SEQNO } },
      { timeout: 20_000 },
    );
    expect(big.data.equals(bigBlockData)).toBe(true);
  });

  it('serves 50 concurrent queries on one connection', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2 ? client.getCurrentTime() : client.getMasterchainInfo().then((m) => m.last.seqno),
      ),
    );
    expect(answers.filter((a) => a === NOW)).toHaveLength(25);
    expect(answers.filter((a) => a === 4242)).toHaveLength(25);
    expect(server.connectionCount()).toBe(1);
  });

  it('serves 20 connections querying at once', async () => {
    const engines = await Promise.all(
      Array.from({ length: 20 }, () => connectSingle(server.host, server.port, server.publicKey)),
    );
    try {
      expect(server.connectionCount()).toBeGreaterThanOrEqual(21);
      const seqnos = await Promise.all(
        engines.flatMap((e) =>
          Array.from({ length: 10 }, () =>
            new LiteClient({ engine: e }).getMasterchainInfo().then((m) => m.last.seqno),
          ),
        ),
      );
      expect(seqnos).toEqual(Array(200).fill(4242));
    } finally {
      for (const e of engines) e.close();
    }
  });

  it('works behind LiteRoundRobinEngine with several connections', async () => {
    const engines = await Promise.all([0, 1, 2].map(() => connectSingle(server.host, server.port, server.publicKey)));
    const rr = new LiteRoundRobinEngine(engines);
    try {
      const rrClient = new LiteClient({ engine: rr });
      const times = await Promise.all(Array.from({ length: 12 }, () => rrClient.getCurrentTime()));
      expect(times).toEqual(Array(12).fill(NOW));
      expect((await rrClient.getMasterchainInfo()).last.seqno).toBe(4242);
    } finally {
      rr.close();
    }
  });

  async function measure(label: string, c: LiteClient, total: number, window: number): Promise<number> {
    const started = performance.now();
    let sent = 0;
    await Promise.all(
      Array.from({ length: window }, async () => {
        while (sent < total) {
          sent++;
          expect(await c.getCurrentTime()).toBe(NOW);
        }
      }),
    );
    const rate = Math.round(total / ((performance.now() - started) / 1000));
    console.log(`liteserver bench: ${label}: ${total} getTime, ${window} in flight: ${rate} req/s`);
    return rate;
  }

  it('measures getTime requests per second over TCP and in process', async () => {
    expect(await measure('one TCP connection', client, 4000, 64)).toBeGreaterThan(0);
    expect(
      await measure('in-process engine', new LiteClient({ engine: createInProcessEngine(testHandlers()) }), 4000, 64),
    ).toBeGreaterThan(0);
  });
});
