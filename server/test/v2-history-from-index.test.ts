// v2 D34: history a pruned liteserver no longer keeps is answered from the index, the same objects, marked
// `X-Served-From: index`. The local network's liteserver keeps only the last KEEP masterchain blocks (devnet
// `keepBlocks`), the indexer follows it and keeps everything; what the server answered while the liteserver still
// had the blocks is the answer it must give from the index once they are pruned.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createNetServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Address } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LitePool } from '../../liteapi/pool.ts';
import { createServer, type ApiServer } from '../src/server.ts';
import { v2Mount } from '../src/v2/app.ts';
import { silentLogger } from './helpers.ts';
import { followedNetwork, type FollowedNetwork } from './streaming/followed-network.ts';
import { transfers, until } from './webhooks/setup.ts';

const KEEP = 10;
const DEST = Address.parse(`0:${'d7'.repeat(32)}`);
const BASECHAIN_SHARD = '-9223372036854775808';

interface V2Answer {
  status: number;
  servedFrom: string | null;
  /** compared whole: its shape is the contract's (response validation is the contract tests' part) */
  result: any;
}

async function v2(server: ApiServer, path: string, query: Record<string, string | number>): Promise<V2Answer> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await fetch(`${server.info.uri}/api/v2/${path}?${qs}`);
  const body = (await res.json()) as { result?: unknown };
  return { status: res.status, servedFrom: res.headers.get('x-served-from'), result: body.result };
}

describe('v2 history a pruned liteserver no longer keeps, from the index (D34)', () => {
  let net: FollowedNetwork;
  let withIndex: ApiServer;
  let withoutIndex: ApiServer;
  const indexedUpTo = async () =>
    Number(
      (await net.db.pool.query<{ s: number | null }>('SELECT max(seqno) AS s FROM blocks WHERE workchain = -1')).rows[0]
        ?.s ?? -1,
    );
  const caughtUp = () =>
    until('the indexer at the head', async () => (await indexedUpTo()) >= net.devnet.chain.lastMc.id.seqno, 20_000);

  /** answers while the liteserver still had the blocks */
  let early: {
    history: V2Answer;
    block: V2Answer;
    blockExt: V2Answer;
    bySeqno: V2Answer;
    byLt: V2Answer;
    header: V2Answer;
    /** getTransactionsStd: a page with its cursor, and a range cut by to_lt */
    page: V2Answer;
    toLt: V2Answer;
    /** the first transfer's two transactions, located by its message */
    result: V2Answer;
    source: V2Answer;
  };
  let firstMessage: { source: string; destination: string; created_lt: string };
  let firstBlock: { seqno: number };

  beforeAll(async () => {
    net = await followedNetwork({ keepBlocks: KEEP });
    // each server has a liteserver pool of its own: the lite client keeps the headers it looked up by seqno, and a
    // server that looked a block up while it was kept would answer that lookup from memory once it is pruned
    const serve = async (index: boolean) => {
      const pool = await LitePool.fromGlobalConfig(net.devnet.globalConfigPath, { timeoutMs: 15_000 });
      const server = await createServer({
        apis: [
          v2Mount({ pool, network: 'local', index: index ? { pool: net.db.pool, timeoutMs: 10_000 } : undefined }),
        ],
        logger: silentLogger,
        port: 0,
        onStop: async () => pool.close(),
      });
      await server.start();
      return server;
    };
    // the indexer must read each block before the liteserver prunes it: one transfer (two blocks) at a time
    const transfer = async (server: ApiServer, seqno: number, tag: string) => {
      await transfers(server.info.uri, net, [DEST], 1, { seqno, tag });
      await caughtUp();
    };

    // four transfers to DEST, answered by the liteserver while it has them
    const before = await serve(true);
    try {
      for (let i = 0; i < 4; i++) await transfer(before, i, 'early');
      const history = await v2(before, 'getTransactions', { address: DEST.toString(), limit: 10 });
      const firstLt = history.result.at(-1).transaction_id.lt as string;
      const byLt = await v2(before, 'lookupBlock', { workchain: 0, shard: BASECHAIN_SHARD, lt: firstLt });
      firstBlock = { seqno: byLt.result.seqno };
      const at = { workchain: 0, shard: BASECHAIN_SHARD, seqno: firstBlock.seqno };
      const inMsg = history.result.at(-1).in_msg;
      firstMessage = { source: inMsg.source, destination: DEST.toString(), created_lt: inMsg.created_lt };
      early = {
        history,
        byLt,
        bySeqno: await v2(before, 'lookupBlock', at),
        block: await v2(before, 'getBlockTransactions', at),
        blockExt: await v2(before, 'getBlockTransactionsExt', at),
        header: await v2(before, 'getBlockHeader', at),
        page: await v2(before, 'getTransactionsStd', { address: DEST.toString(), limit: 3 }),
        toLt: await v2(before, 'getTransactionsStd', {
          address: DEST.toString(),
          to_lt: history.result[3].transaction_id.lt,
        }),
        result: await v2(before, 'tryLocateResultTx', firstMessage),
        source: await v2(before, 'tryLocateSourceTx', firstMessage),
      };
    } finally {
      await before.stop();
    }
    [withIndex, withoutIndex] = await Promise.all([serve(true), serve(false)]);

    // the early blocks fall out of the liteserver's retention; two more transfers stay in it
    for (let i = 0; i < KEEP; i++) {
      await net.devnet.chain.produceBlock();
      await caughtUp();
    }
    for (let i = 4; i < 6; i++) await transfer(withIndex, i, 'late');
  }, 110_000);

  afterAll(async () => {
    await withIndex?.stop();
    await withoutIndex?.stop();
    await net?.stop();
  });

  it('answered from the liteserver, unmarked, while the blocks were kept', () => {
    for (const [name, a] of Object.entries(early)) {
      expect(a.status, name).toBe(200);
      expect(a.servedFrom, name).toBeNull();
    }
    expect(early.history.result).toHaveLength(4);
    expect(early.block.result.transactions.length).toBeGreaterThan(0);
  });

  it('the liteserver has pruned them: without the index the same calls answer 404, as before', async () => {
    const at = { workchain: 0, shard: BASECHAIN_SHARD, seqno: firstBlock.seqno };
    const history = await v2(withoutIndex, 'getTransactions', { address: DEST.toString(), limit: 10 });
    expect(history.status).toBe(404);
    for (const op of ['lookupBlock', 'getBlockTransactions', 'getBlockTransactionsExt', 'getBlockHeader'])
      expect((await v2(withoutIndex, op, at)).status, op).toBe(404);
  });

  it("an account's history reaching past retention: the liteserver's part, then the index's, identical to before", async () => {
    const full = await v2(withIndex, 'getTransactions', { address: DEST.toString(), limit: 10 });
    expect(full.status).toBe(200);
    expect(full.servedFrom).toBe('index');
    expect(full.result).toHaveLength(6);
    expect(full.result.slice(2)).toStrictEqual(early.history.result);
    // the two late ones came from the liteserver: the same answer the server without the index gives for them
    const late = await v2(withoutIndex, 'getTransactions', { address: DEST.toString(), limit: 2 });
    expect(late.status).toBe(200);
    expect(full.result.slice(0, 2)).toStrictEqual(late.result);
    // JSON-RPC answers alike and carries the header on its HTTP answer
    const res = await fetch(`${withIndex.info.uri}/api/v2/jsonRPC`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'getTransactions',
        params: { address: DEST.toString(), limit: 10 },
      }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-served-from')).toBe('index');
    expect(((await res.json()) as { result: unknown }).result).toStrictEqual(full.result);
  });

  it('getTransactionsStd from the index: the same pages and cursors', async () => {
    const newest = early.history.result[0].transaction_id;
    const from = { address: DEST.toString(), lt: newest.lt, hash: newest.hash };
    const page = await v2(withIndex, 'getTransactionsStd', { ...from, limit: 3 });
    const toLt = await v2(withIndex, 'getTransactionsStd', {
      ...from,
      to_lt: early.history.result[3].transaction_id.lt,
    });
    for (const [name, a] of Object.entries({ page, toLt })) {
      expect(a.status, name).toBe(200);
      expect(a.servedFrom, name).toBe('index');
      expect(a.result, name).toStrictEqual(early[name as 'page' | 'toLt'].result);
    }
    expect(page.result.transactions).toHaveLength(3);
    expect(toLt.result.transactions).toHaveLength(3);
  });

  it("tryLocate* scan an account's history into the index", async () => {
    for (const [name, op] of [
      ['result', 'tryLocateResultTx'],
      ['source', 'tryLocateSourceTx'],
    ] as const) {
      const a = await v2(withIndex, op, firstMessage);
      expect(a.status, op).toBe(200);
      expect(a.servedFrom, op).toBe('index');
      expect(a.result, op).toStrictEqual(early[name].result);
      expect((await v2(withoutIndex, op, firstMessage)).status, op).toBe(404);
    }
  });

  it('a history starting in pruned blocks comes whole from the index', async () => {
    const start = early.history.result[1].transaction_id;
    const from = { address: DEST.toString(), lt: start.lt, hash: start.hash, limit: 10 };
    const a = await v2(withIndex, 'getTransactions', from);
    expect(a.status).toBe(200);
    expect(a.servedFrom).toBe('index');
    expect(a.result).toStrictEqual(early.history.result.slice(1));
    expect((await v2(withoutIndex, 'getTransactions', from)).status).toBe(404);
  });

  it('a pruned block: its transactions and lookups from the index, identical to before', async () => {
    const at = { workchain: 0, shard: BASECHAIN_SHARD, seqno: firstBlock.seqno };
    const lt = early.history.result.at(-1).transaction_id.lt;
    const now = {
      block: await v2(withIndex, 'getBlockTransactions', at),
      blockExt: await v2(withIndex, 'getBlockTransactionsExt', at),
      bySeqno: await v2(withIndex, 'lookupBlock', at),
      byLt: await v2(withIndex, 'lookupBlock', { workchain: 0, shard: BASECHAIN_SHARD, lt }),
      header: await v2(withIndex, 'getBlockHeader', at),
    };
    for (const [name, a] of Object.entries(now)) {
      expect(a.status, name).toBe(200);
      expect(a.servedFrom, name).toBe('index');
      expect(a.result, name).toStrictEqual(early[name as keyof typeof early].result);
    }
    // with the block's hashes, a page after the first transaction: the liteserver's paging, from the index
    const { root_hash, file_hash } = early.bySeqno.result;
    const first = early.blockExt.result.transactions[0];
    const page = await v2(withIndex, 'getBlockTransactionsExt', {
      ...at,
      root_hash,
      file_hash,
      after_lt: first.transaction_id.lt,
      after_hash: first.account,
      count: 1,
    });
    expect(page.status).toBe(200);
    expect(page.result.transactions).toStrictEqual(early.blockExt.result.transactions.slice(1, 2));
    expect(page.result.incomplete).toBe(early.blockExt.result.transactions.length > 2);
  });

  it('a liteserver that does not answer in time: 504 as before, never the index', async () => {
    // a liteserver that takes connections and never answers: the pool's deadline passes
    const silent = createNetServer((socket) => sockets.add(socket));
    const sockets = new Set<Socket>();
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const dir = mkdtempSync(join(tmpdir(), 'v2-history-'));
    const config = JSON.parse(readFileSync(net.devnet.globalConfigPath, 'utf8')) as {
      liteservers: Array<{ port: number }>;
    };
    config.liteservers[0]!.port = (silent.address() as AddressInfo).port;
    writeFileSync(join(dir, 'global.config.json'), JSON.stringify(config));
    const pool = await LitePool.fromGlobalConfig(join(dir, 'global.config.json'), { timeoutMs: 1000 });
    const server = await createServer({
      apis: [v2Mount({ pool, network: 'local', index: { pool: net.db.pool, timeoutMs: 10_000 } })],
      logger: silentLogger,
      port: 0,
    });
    await server.start();
    try {
      const tx = early.history.result[1].transaction_id;
      const { root_hash, file_hash } = early.bySeqno.result;
      const at = { workchain: 0, shard: BASECHAIN_SHARD, seqno: firstBlock.seqno, root_hash, file_hash };
      for (const [op, query] of [
        ['getTransactions', { address: DEST.toString(), lt: tx.lt, hash: tx.hash }],
        ['getBlockTransactionsExt', at],
        ['getBlockHeader', at],
      ] as const) {
        const a = await v2(server, op, query);
        expect(a.status, op).toBe(504);
        expect(a.servedFrom, op).toBeNull();
      }
    } finally {
      await server.stop();
      pool.close();
      for (const s of sockets) s.destroy();
      await new Promise((r) => silent.close(r));
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a block neither the liteserver nor the index knows stays 404', async () => {
    const at = { workchain: 0, shard: BASECHAIN_SHARD, seqno: firstBlock.seqno };
    const wrongHash = {
      ...at,
      root_hash: Buffer.alloc(32, 7).toString('base64'),
      file_hash: Buffer.alloc(32, 7).toString('base64'),
    };
    const a = await v2(withIndex, 'getBlockTransactions', wrongHash);
    expect(a.status).toBe(404);
    expect(a.servedFrom).toBeNull();
    const beyond = { workchain: 0, shard: BASECHAIN_SHARD, seqno: 1_000_000 };
    for (const op of ['lookupBlock', 'getBlockTransactions', 'getBlockHeader'])
      expect((await v2(withIndex, op, beyond)).status, op).toBe(404);
  });
});
