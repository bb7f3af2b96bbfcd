import { Address, Cell, internal, loadMessage, toNano } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevnet, type Devnet } from '../../../devnet/index.ts';
import { transferBoc } from '../../../devnet/test/helpers.ts';
import { freshDatabase, type TestDatabase } from '../../../indexer/db/fresh-database.ts';
import { ChainSource } from '../../../indexer/ingest/chain.ts';
import { follow } from '../../../indexer/pipeline/follow.ts';
import { emulatePending } from '../../../indexer/index.ts';
import { LitePool } from '../../../liteapi/pool.ts';
import { emulateAcceptedSends } from '../../src/pending.ts';
import { createServer, type ApiServer, type ResponseViolation } from '../../src/server.ts';
import { v2Mount } from '../../src/v2/app.ts';
import { v3Mount } from '../../src/v3/app.ts';
import { silentLogger } from '../helpers.ts';

/** A send through the API shows up in v3's pending views before its block, and leaves them once indexed. */
describe('pending data for messages sent through the API', () => {
  let d: Devnet;
  let db: TestDatabase;
  let lite: LitePool;
  let server: ApiServer;
  const violations: ResponseViolation[] = [];

  beforeAll(async () => {
    [d, db] = await Promise.all([startDevnet({ blockInterval: 0 }), freshDatabase()]);
    lite = await LitePool.fromGlobalConfig(d.globalConfigPath, { timeoutMs: 15_000 });
    await d.chain.produceBlock();
    await follow(db.pool, new ChainSource(lite), { to: d.chain.lastMc.id.seqno, log: () => {} });
    server = await createServer({
      apis: [v2Mount({ pool: lite, network: 'local' }), v3Mount({ db: db.pool, pool: lite, network: 'local' })],
      logger: silentLogger,
      validateResponses: true,
      onResponseViolation: (v) => violations.push(v),
    });
    emulateAcceptedSends(server, { pool: lite, db: db.pool, logger: silentLogger, emulate: emulatePending });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    lite?.close();
    await d?.stop();
    await db?.stop();
  });

  type Msg = { message_content: { hash: string; decoded: unknown } | null };
  const pendingOf = async (account: string) => {
    const res = await server.inject(`/api/v3/pendingTransactions?account=${encodeURIComponent(account)}`);
    expect(res.statusCode).toBe(200);
    return (JSON.parse(res.payload) as { transactions: { hash: string }[] }).transactions;
  };

  async function until<T>(read: () => Promise<T>, done: (v: T) => boolean): Promise<T> {
    for (let i = 0; i < 100; i++) {
      const v = await read();
      if (done(v)) return v;
      await new Promise((r) => setTimeout(r, 100));
    }
    return read();
  }

  it('v2 sendBoc and JSON-RPC sendBoc are emulated into pendingTransactions until the block is indexed', async () => {
    const to = d.accounts.filter((a) => a.kind === 'wallet')[5]!;
    const rest = await transferBoc('v4r2', 2, 0, [
      internal({ to: Address.parse(to.address), value: toNano('1.5'), bounce: false, body: 'via REST' }),
    ]);
    const wallet = rest.wallet.toRawString();
    expect(await pendingOf(wallet)).toEqual([]);

    const sent = await server.inject({
      method: 'POST',
      url: '/api/v2/sendBoc',
      payload: { boc: rest.boc.toString('base64') },
    });
    expect(sent.statusCode).toBe(200);
    const pending = await until(
      () => pendingOf(wallet),
      (txs) => txs.length > 0,
    );
    expect(pending).toHaveLength(1);
    // its messages carry the bodies the emulator stored: the signed external body, the transfer's comment
    const [tx] = pending as unknown as Array<{ in_msg: Msg; out_msgs: Msg[] }>;
    expect(tx!.in_msg.message_content?.hash).toBe(
      loadMessage(Cell.fromBoc(rest.boc)[0]!.beginParse()).body.hash().toString('base64'),
    );
    expect(tx!.out_msgs.map((m) => m.message_content?.decoded)).toEqual([
      { type: 'text_comment', '@type': 'text_comment', comment: 'via REST' },
    ]);

    for (let i = 0; i < 3; i++) await d.chain.produceBlock();
    await follow(db.pool, new ChainSource(lite), { to: d.chain.lastMc.id.seqno, log: () => {} });
    expect(await pendingOf(wallet)).toEqual([]);

    const rpc = await transferBoc('v4r2', 2, 1, [
      internal({ to: Address.parse(to.address), value: toNano('1'), bounce: false, body: 'via JSON-RPC' }),
    ]);
    const viaRpc = await server.inject({
      method: 'POST',
      url: '/api/v2/jsonRPC',
      payload: { jsonrpc: '2.0', id: 7, method: 'sendBoc', params: { boc: rpc.boc.toString('base64') } },
    });
    expect(viaRpc.statusCode).toBe(200);
    expect(
      (
        await until(
          () => pendingOf(wallet),
          (txs) => txs.length > 0,
        )
      ).length,
    ).toBe(1);
    expect(violations).toEqual([]);
  }, 120_000);

  it('a refused send writes nothing pending', async () => {
    const bad = await server.inject({ method: 'POST', url: '/api/v2/sendBoc', payload: { boc: 'not a boc' } });
    expect(bad.statusCode).toBe(422);
    const count = await db.pool.query('SELECT count(*)::int AS n FROM pending_traces');
    const before = count.rows[0].n as number;
    await new Promise((r) => setTimeout(r, 300));
    expect((await db.pool.query('SELECT count(*)::int AS n FROM pending_traces')).rows[0].n).toBe(before);
  });
});
