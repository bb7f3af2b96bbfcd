import { request as httpRequest } from 'node:http';
import { Address, beginCell, internal, toNano } from '@ton/core';
import { TonClient, type WalletContractV4 } from '@ton/ton';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Devnet } from '../../../devnet/index.ts';
import { devnetKey, openWallet } from '../../../devnet/genesis/index.ts';
import { transferBoc } from '../../../devnet/test/helpers.ts';
import type { TestDatabase } from '../../../indexer/db/fresh-database.ts';
import { emulatePending } from '../../../indexer/index.ts';
import { KeyStore, parseKeysConfig } from '../../src/auth/keys.ts';
import { MemoryRateLimiter } from '../../src/auth/limiter.ts';
import type { LitePool } from '../../../liteapi/pool.ts';
import { emulateAcceptedSends } from '../../src/pending.ts';
import { createServer, type ApiServer } from '../../src/server.ts';
import { attachStreaming } from '../../src/streaming/index.ts';
import type { EventBatch, TraceSnapshot } from '../../src/streaming/events.ts';
import type { StreamHub } from '../../src/streaming/hub.ts';
import { expirePending } from '../../../indexer/pending/cleanup.ts';
import { v2Mount } from '../../src/v2/app.ts';
import { v3Mount } from '../../src/v3/app.ts';
import { pino } from 'pino';
import { silentLogger } from '../helpers.ts';
import { followedNetwork, type FollowedNetwork } from './followed-network.ts';
import { contractReport, sse, wsConnect, type SseClient, type WsClient } from './clients.ts';

const KEY = 'stream-test-key';
const raw = (a: string) => Address.parse(a).toRawString().toUpperCase();

/**
 * The Streaming API end to end: a transfer signed by a genesis wallet and sent through v2 sendBoc reaches an
 * SSE and a WebSocket subscriber as pending (the emulation), then confirmed and finalized (the indexer,
 * following the local network, NOTIFYs each committed masterchain block), with v3's trace ids.
 */
describe('streaming API over real sockets, the local network and the indexer', () => {
  let net: FollowedNetwork;
  let d: Devnet;
  let db: TestDatabase;
  let lite: LitePool;
  let server: ApiServer;
  let base: string;
  let hub: StreamHub;

  beforeAll(async () => {
    net = await followedNetwork();
    ({ devnet: d, db, lite } = net);
    const keys = new KeyStore(
      parseKeysConfig(
        JSON.stringify({
          plans: { test: { rps: 1000, streams: 10 } },
          keyless: { rps: 1000, streams: 2 },
          keys: [
            { key: KEY, plan: 'test' },
            { key: 'testnet-only', plan: 'test', networks: ['testnet'] },
          ],
        }),
      ),
    );
    const auth = { keys, limiter: new MemoryRateLimiter(), network: 'local' };
    server = await createServer({
      apis: [v2Mount({ pool: lite, network: 'local' }), v3Mount({ db: db.pool, pool: lite, network: 'local' })],
      logger: silentLogger,
      auth,
      port: 0,
    });
    emulateAcceptedSends(server, { pool: lite, db: db.pool, logger: silentLogger, emulate: emulatePending });
    ({ hub } = await attachStreaming(server, {
      db: db.pool,
      network: 'local',
      logger: process.env.STREAM_TEST_LOG ? pino({ level: 'debug' }) : silentLogger,
      auth,
      limits: { keepaliveMs: 500 },
    }));
    await server.start();
    base = server.info.uri;
  }, 120_000);

  afterAll(async () => {
    await server?.stop({ timeout: 1000 });
    await net?.stop();
  });

  const sseUrl = () => `${base}/api/streaming/v2/sse`;
  const wsUrl = () => `${base.replace('http', 'ws')}/api/streaming/v2/ws`;
  const v3 = async (path: string) =>
    (await fetch(`${base}/api/v3${path}`, { headers: { 'X-API-Key': KEY } })).json() as Promise<any>;

  it('a transfer is pushed as pending, confirmed, finalized to SSE and WebSocket subscribers, with v3 trace ids; others get nothing', async () => {
    const wallets = d.accounts.filter((a) => a.kind === 'wallet');
    const to = raw(wallets[6]!.address);
    const { boc, wallet } = await transferBoc('v4r2', 3, 0, [
      internal({ to: Address.parse(to), value: toNano('2'), bounce: false, body: 'streamed' }),
    ]);
    const from = wallet.toRawString().toUpperCase();
    const bystander = raw(wallets[8]!.address);

    const sub = {
      types: ['transactions', 'actions'],
      addresses: [from],
      min_finality: 'pending',
      include_address_book: true,
    };
    const viaSse = await sse(sseUrl(), sub, { 'X-API-Key': KEY });
    expect(viaSse.status).toBe(200);
    await viaSse.next((m) => m.status === 'subscribed');
    const other = await sse(
      sseUrl(),
      { types: ['transactions', 'actions', 'account_state_change'], addresses: [bystander], min_finality: 'pending' },
      { 'X-API-Key': KEY },
    );
    const viaWs = await wsConnect(`${wsUrl()}?api_key=${KEY}`);
    viaWs.send({
      operation: 'subscribe',
      id: 's1',
      types: ['transactions'],
      addresses: [wallet.toString()],
      min_finality: 'pending',
    });
    expect(await viaWs.next((m) => m.id === 's1')).toEqual({
      id: 's1',
      status: 'subscribed',
      position: expect.stringMatching(/^\d+$/),
    });

    const sent = await fetch(`${base}/api/v2/sendBoc`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-API-Key': KEY },
      body: JSON.stringify({ boc: boc.toString('base64') }),
    });
    expect(sent.status).toBe(200);

    const isTx = (finality: string) => (m: any) => m.type === 'transactions' && m.finality === finality;
    const pending = await viaSse.next(isTx('pending'));
    expect(pending.transactions.map((t: any) => t.account)).toEqual([from]);
    expect(pending.transactions[0].emulated).toBe(true);
    expect(pending.address_book[from]).toBeDefined();
    const norm = pending.trace_external_hash_norm as string;
    const pendingTraces = await v3(`/pendingTraces?account=${from}`);
    expect(pendingTraces.traces.map((t: any) => t.trace_id)).toContain(pending.trace_id);
    expect((await viaWs.next(isTx('pending'))).trace_id).toBe(pending.trace_id);

    // The WebSocket now follows the whole trace by its hash: subscribe replaces the subscription.
    viaWs.send({
      operation: 'subscribe',
      id: 's2',
      types: ['transactions', 'trace'],
      addresses: [from],
      trace_external_hash_norms: [norm],
      min_finality: 'confirmed',
    });
    await viaWs.next((m) => m.id === 's2');

    for (let i = 0; i < 4; i++) await d.chain.produceBlock();
    const confirmed = await viaSse.next(isTx('confirmed'));
    const finalized = await viaSse.next(isTx('finalized'));
    expect(viaSse.messages.indexOf(confirmed)).toBeLessThan(viaSse.messages.indexOf(finalized));
    expect(finalized.trace_external_hash_norm).toBe(norm);
    expect(finalized.transactions.every((t: any) => t.account === from && t.emulated === false)).toBe(true);
    const traces = await v3(
      `/traces?tx_hash=${encodeURIComponent(finalized.transactions[0].hash)}&include_actions=true`,
    );
    expect(traces.traces[0].trace_id).toBe(finalized.trace_id);
    expect(finalized.transactions[0]).toEqual(traces.traces[0].transactions[finalized.transactions[0].hash]);
    const actions = await viaSse.next((m) => m.type === 'actions' && m.finality === 'finalized');
    expect(actions.actions.map((a: any) => a.type)).toContain('ton_transfer');
    expect(actions.trace_id).toBe(finalized.trace_id);

    const traceEvent = await viaWs.next((m) => m.type === 'trace' && m.finality === 'finalized');
    expect(traceEvent.trace_id).toBe(finalized.trace_id);
    expect(Object.keys(traceEvent.transactions).sort()).toEqual(Object.keys(traces.traces[0].transactions).sort());
    expect(traceEvent.trace.tx_hash).toBe(traces.traces[0].trace.tx_hash);
    expect(Object.values(traceEvent.transactions).map((t: any) => t.account)).toContain(to);
    // min_finality confirmed: nothing pending arrived after the re-subscribe
    const afterResubscribe = viaWs.messages.slice(viaWs.messages.findIndex((m) => m.id === 's2'));
    expect(afterResubscribe.filter((m) => m.finality === 'pending')).toEqual([]);

    // finality never goes down on one connection
    const order = viaSse.messages
      .filter((m) => m.trace_external_hash_norm === norm)
      .map((m) => ['pending', 'confirmed', 'finalized'].indexOf(m.finality));
    expect(order).toEqual([...order].sort());
    expect(other.messages.filter((m) => m.type)).toEqual([]);
    for (const c of [viaSse, other]) c.close();
    viaWs.ws.close();
  }, 120_000);

  it("a transfer sent by @ton/ton TonClient (unmodified, v2 jsonRPC) reaches SSE and WebSocket subscribers as pending, confirmed, finalized with v3's trace id", async () => {
    const key = await devnetKey();
    const client = new TonClient({ endpoint: `${base}/api/v2/jsonRPC`, apiKey: KEY });
    const wallet = client.open(openWallet('v4r2', 1, key.publicKey) as WalletContractV4);
    const from = wallet.address.toRawString().toUpperCase();
    const to = d.accounts.find((a) => a.kind === 'wallet' && a.version === 'v3r2' && a.index === 1)!.address;
    const sub = { types: ['transactions'], addresses: [wallet.address.toString()], min_finality: 'pending' };
    const viaSse = await sse(sseUrl(), sub, { 'X-API-Key': KEY });
    await viaSse.next((m) => m.status === 'subscribed');
    const viaWs = await wsConnect(`${wsUrl()}?api_key=${KEY}`);
    viaWs.send({ operation: 'subscribe', id: 'tc', ...sub });
    await viaWs.next((m) => m.id === 'tc' && m.status === 'subscribed');

    // what a wallet app does: seqno through runGetMethod, then sendTransfer → sendBoc over JSON-RPC
    const seqno = await wallet.getSeqno();
    await wallet.sendTransfer({
      seqno,
      secretKey: key.secretKey,
      messages: [internal({ to: Address.parse(to), value: toNano('0.7'), bounce: false, body: 'from TonClient' })],
    });

    const isTx = (finality: string) => (m: any) => m.type === 'transactions' && m.finality === finality;
    const pending = await viaSse.next(isTx('pending'));
    expect(pending.transactions.map((t: any) => t.account)).toEqual([from]);
    expect((await viaWs.next(isTx('pending'))).trace_external_hash_norm).toBe(pending.trace_external_hash_norm);
    for (let i = 0; i < 4; i++) await d.chain.produceBlock();
    for (const c of [viaSse, viaWs]) {
      const finalized = await c.next(isTx('finalized'));
      const levels = c.messages
        .filter((m) => m.trace_external_hash_norm === pending.trace_external_hash_norm)
        .map((m) => m.finality);
      // a trace that grows over two blocks may have two confirmed snapshots; the order never goes down
      expect([...new Set(levels)]).toEqual(['pending', 'confirmed', 'finalized']);
      expect(levels).toEqual(
        [...levels].sort(
          (x, y) => ['pending', 'confirmed', 'finalized'].indexOf(x) - ['pending', 'confirmed', 'finalized'].indexOf(y),
        ),
      );
      const confirmed = c.messages.find(isTx('confirmed'));
      const traces = await v3(`/traces?tx_hash=${encodeURIComponent(finalized.transactions[0].hash)}`);
      expect(traces.traces).toHaveLength(1);
      expect(finalized.trace_id).toBe(traces.traces[0].trace_id);
      expect(confirmed.trace_id).toBe(traces.traces[0].trace_id);
      expect(finalized.transactions[0].out_msgs.map((m: any) => m.destination)).toEqual([raw(to)]);
    }
    viaSse.close();
    viaWs.ws.close();
  }, 60_000);

  it('account_state_change carries the state after the block; GET form of SSE works with api_key', async () => {
    const wallets = d.accounts.filter((a) => a.kind === 'wallet');
    const { boc, wallet } = await transferBoc('v3r2', 2, 0, [
      internal({ to: Address.parse(wallets[7]!.address), value: toNano('1'), bounce: false }),
    ]);
    const from = wallet.toRawString().toUpperCase();
    const viaGet = await sse(
      `${sseUrl()}?types=account_state_change,transactions&addresses=${from}&api_key=${KEY}`,
      undefined,
    );
    expect(viaGet.status).toBe(200);
    await viaGet.next((m) => m.status === 'subscribed');
    const sent = await fetch(`${base}/api/v2/sendBoc`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-API-Key': KEY },
      body: JSON.stringify({ boc: boc.toString('base64') }),
    });
    expect(sent.status, await sent.clone().text()).toBe(200);
    for (let i = 0; i < 3; i++) await d.chain.produceBlock();
    const state = await viaGet.next((m) => m.type === 'account_state_change');
    expect(state).toMatchObject({ finality: 'finalized', account: from });
    const account = await v3(`/accountStates?address=${from}&include_boc=false`);
    expect(state.state.balance).toBe(account.accounts[0].balance);
    // default min_finality is finalized: no pending, no confirmed
    expect(viaGet.messages.filter((m) => m.type === 'transactions').map((m) => m.finality)).toEqual(['finalized']);
    expect(
      viaGet.messages.some((m) => m.comment === 'keepalive') ||
        (await viaGet.next((m) => m.comment === 'keepalive', 2000)),
    ).toBeTruthy();
    viaGet.close();
  }, 60_000);

  it('refuses invalid subscriptions with the documented errors, over SSE and WebSocket', async () => {
    const h = { 'X-API-Key': KEY };
    const cases: Array<[unknown, number, RegExp]> = [
      [{ types: ['nope'], addresses: ['0:' + '0'.repeat(64)] }, 422, /types/],
      [{ types: ['transactions'] }, 422, /addresses/],
      [{ types: ['trace'] }, 422, /trace_external_hash_norms/],
      [{ types: ['transactions'], addresses: ['not an address'] }, 422, /addresses: failed to parse address/],
      [{ types: ['transactions'], addresses: ['0:' + '0'.repeat(64)], min_finality: 'soon' }, 422, /min_finality/],
      ['{not json', 400, /JSON/],
    ];
    for (const [body, status, text] of cases) {
      const r = await sse(sseUrl(), body, h);
      expect(r.status, JSON.stringify(body)).toBe(status);
      expect(r.body.code).toBe(status);
      expect(r.body.error).toMatch(text);
    }
    const c = await wsConnect(wsUrl(), h);
    c.send({ operation: 'subscribe', id: 'bad', types: ['transactions'] });
    expect(await c.next((m) => m.id === 'bad')).toMatchObject({ status: 'error', code: 422 });
    c.ws.send('{oops');
    expect(await c.next((m) => m.status === 'error' && m.code === 400)).toBeDefined();
    c.send({ operation: 'unsubscribe', id: 'u0', addresses: ['0:' + '0'.repeat(64)] });
    expect(await c.next((m) => m.id === 'u0')).toMatchObject({ status: 'error', code: 422 });
    c.send({ operation: 'ping', id: 'p' });
    expect(await c.next((m) => m.id === 'p')).toEqual({ id: 'p', status: 'pong' });
    c.send({ operation: 'subscribe', id: 'ok', types: ['transactions'], addresses: ['0:' + '0'.repeat(64)] });
    await c.next((m) => m.id === 'ok' && m.status === 'subscribed');
    c.send({ operation: 'unsubscribe', id: 'u1', addresses: ['0:' + '0'.repeat(64)] });
    expect(await c.next((m) => m.id === 'u1')).toEqual({ id: 'u1', status: 'unsubscribed' });
    c.ws.close();
  });

  it("answers 401 for an unknown key, 403 for another network, 429 over the plan's connections", async () => {
    const sub = { types: ['transactions'], addresses: ['0:' + '0'.repeat(64)] };
    const bad = await sse(sseUrl(), sub, { 'X-API-Key': 'nope' });
    expect(bad.status).toBe(401);
    expect(bad.body).toEqual({ code: 401, error: 'API key does not exist' });
    await expect(wsConnect(wsUrl(), { 'X-API-Key': 'nope' })).rejects.toMatchObject({
      status: 401,
      body: { code: 401, error: 'API key does not exist' },
    });
    expect((await sse(sseUrl(), sub, { 'X-API-Key': 'testnet-only' })).status).toBe(403);

    // a WebSocket handshake refused for its headers gives its connection slot back
    for (let i = 0; i < 3; i++) {
      const status = await new Promise<number>((resolve, reject) => {
        const req = httpRequest(wsUrl().replace('ws', 'http'), {
          headers: { Connection: 'Upgrade', Upgrade: 'websocket', 'Sec-WebSocket-Version': '13' },
        });
        req.on('response', (res) => {
          res.resume();
          resolve(res.statusCode!);
        });
        req.on('error', reject);
        req.end();
      });
      expect(status).toBe(400);
    }
    await new Promise((r) => setTimeout(r, 100));
    const held: SseClient[] = [];
    for (let i = 0; i < 2; i++) held.push(await sse(sseUrl(), sub));
    expect(held.map((c) => c.status)).toEqual([200, 200]);
    const third = await sse(sseUrl(), sub);
    expect(third.status).toBe(429);
    expect(third.body.code).toBe(429);
    await expect(wsConnect(wsUrl())).rejects.toMatchObject({ status: 429 });
    held[0]!.close();
    await held[0]!.ended;
    await new Promise((r) => setTimeout(r, 200));
    const again = await sse(sseUrl(), sub);
    expect(again.status).toBe(200);
    for (const c of [held[1]!, again]) c.close();
  });

  it('an emulation dropped without its message in a block is announced as trace_invalidated', async () => {
    const wallets = d.accounts.filter((a) => a.kind === 'wallet');
    const { boc, wallet } = await transferBoc('v5r1', 1, 0, [
      internal({ to: Address.parse(wallets[0]!.address), value: toNano('1'), bounce: false }),
    ]);
    const c = await wsConnect(wsUrl(), { 'X-API-Key': KEY });
    c.send({
      operation: 'subscribe',
      id: 's',
      types: ['transactions', 'trace_invalidated'],
      addresses: [wallet.toString()],
      min_finality: 'pending',
    });
    await c.next((m) => m.id === 's');
    await fetch(`${base}/api/v2/sendBoc`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-API-Key': KEY },
      body: JSON.stringify({ boc: boc.toString('base64') }),
    });
    const pending = await c.next((m) => m.type === 'transactions' && m.finality === 'pending');
    // The indexer's own cleanup, as if the emulation had aged out (it runs in each block's transaction).
    const client = await db.pool.connect();
    try {
      await client.query('BEGIN');
      expect(await expirePending(client, 0)).toBeGreaterThan(0);
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    expect(await c.next((m) => m.type === 'trace_invalidated')).toEqual({
      type: 'trace_invalidated',
      trace_external_hash_norm: pending.trace_external_hash_norm,
      position: expect.stringMatching(/^\d+:\d+$/),
    });
    c.ws.close();
  });

  it('a consumer that stops reading is disconnected as a slow consumer; the server keeps no backlog for it', async () => {
    const account = '0:' + 'AB'.repeat(32);
    const big = 'x'.repeat(64 * 1024);
    const batch: EventBatch = {
      traces: [
        {
          finality: 'finalized',
          norm: 'n',
          traceId: 't',
          // only what the hub reads of a transaction, padded so each notification is 64 KiB
          transactions: [{ account, hash: 'h', lt: '1', big } as unknown as TraceSnapshot['transactions'][number]],
          actions: [],
          accounts: [account],
          addressBook: {},
          metadata: {},
        },
      ],
      states: [],
      jettons: [],
      invalidated: [],
    };
    const slowWs = await wsConnect(wsUrl(), { 'X-API-Key': KEY }, { unchecked: true });
    slowWs.send({ operation: 'subscribe', id: 's', types: ['transactions'], addresses: [account] });
    await slowWs.next((m) => m.id === 's');
    const slowSse = await sse(
      sseUrl(),
      { types: ['transactions'], addresses: [account] },
      { 'X-API-Key': KEY },
      { unchecked: true },
    );
    await slowSse.next((m) => m.status === 'subscribed');
    const reader = await sse(
      sseUrl(),
      { types: ['transactions'], addresses: [account] },
      { 'X-API-Key': KEY },
      { unchecked: true },
    );
    (slowWs.ws as unknown as { _socket: { pause(): void } })._socket.pause();
    slowSse.pause();
    const before = hub.connections.size;
    let rounds = 0;
    // 64 KiB a round: a peer that reads nothing fills the kernel's buffers, then the 4 MiB bound (S8)
    while (hub.connections.size > before - 2 && rounds < 2000) {
      hub.deliver(batch);
      rounds++;
      await new Promise((r) => setImmediate(r));
    }
    expect(hub.connections.size, `after ${rounds} rounds`).toBe(before - 2);
    (slowWs.ws as unknown as { _socket: { resume(): void } })._socket.resume();
    expect(await slowWs.closed).toEqual({ code: 4008, reason: 'slow consumer' });
    slowSse.resume();
    expect(await slowSse.next((m) => m.status === 'closed', 10_000)).toEqual({
      status: 'closed',
      reason: 'slow consumer',
    });
    // the reading subscriber was not affected
    await reader.next((m) => m.type === 'transactions');
    expect(reader.messages.some((m) => m.status === 'closed')).toBe(false);
    reader.close();
  }, 60_000);

  it('a jetton transfer reaches the owner as a jetton_transfer action and a jettons_change of its jetton wallet', async () => {
    const owner = d.accounts.find((a) => a.kind === 'wallet' && a.version === 'v5r1' && a.index === 2)!;
    const jw = d.accounts.find((a) => a.kind === 'jetton-wallet' && a.owner === owner.address)!;
    const to = d.accounts.find((a) => a.kind === 'wallet' && a.version === 'v3r2' && a.index === 0)!;
    const body = beginCell()
      .storeUint(0x0f8a7ea5, 32)
      .storeUint(1, 64)
      .storeCoins(1234n)
      .storeAddress(Address.parse(to.address))
      .storeAddress(Address.parse(owner.address))
      .storeBit(0)
      .storeCoins(toNano('0.01'))
      .storeBit(0)
      .endCell();
    const { boc } = await transferBoc('v5r1', 2, 0, [
      internal({ to: Address.parse(jw.address), value: toNano('0.2'), bounce: true, body }),
    ]);
    const s = await sse(
      sseUrl(),
      {
        types: ['jettons_change', 'actions'],
        addresses: [owner.address],
        include_metadata: true,
        include_address_book: true,
      },
      { 'X-API-Key': KEY },
    );
    await s.next((m) => m.status === 'subscribed');
    const sent = await fetch(`${base}/api/v2/sendBoc`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-API-Key': KEY },
      body: JSON.stringify({ boc: boc.toString('base64') }),
    });
    expect(sent.status).toBe(200);
    for (let i = 0; i < 5; i++) await d.chain.produceBlock();
    const change = await s.next((m) => m.type === 'jettons_change' && m.jetton.address === raw(jw.address));
    expect(change.jetton.owner).toBe(raw(owner.address));
    const wallets = await v3(`/jetton/wallets?address=${raw(jw.address)}`);
    expect(change.jetton.balance).toBe(wallets.jetton_wallets[0].balance);
    expect(change.address_book[raw(jw.address)]).toBeDefined();
    const actions = await s.next(
      (m) => m.type === 'actions' && m.actions.some((a: any) => a.type === 'jetton_transfer'),
    );
    expect(actions.finality).toBe('finalized');
    s.close();
  }, 60_000);

  it('every message the clients received matches the streaming contract', () => {
    expect(contractReport.violations.length, contractReport.violations.slice(0, 3).join('\n')).toBe(0);
    expect(contractReport.checked).toBeGreaterThan(20);
    for (const t of [
      'transactions',
      'actions',
      'trace',
      'trace_invalidated',
      'account_state_change',
      'jettons_change',
      'status:subscribed',
      'status:error',
      'status:pong',
      'status:unsubscribed',
    ]) {
      expect([...contractReport.types], t).toContain(t);
    }
  });

  it('closes every stream with its reason when the server stops', async () => {
    const sub = { types: ['transactions'], addresses: ['0:' + '0'.repeat(64)] };
    const s = await sse(sseUrl(), sub, { 'X-API-Key': KEY });
    await s.next((m) => m.status === 'subscribed');
    const w: WsClient = await wsConnect(wsUrl(), { 'X-API-Key': KEY });
    await server.stop({ timeout: 2000 });
    expect(await s.next((m) => m.status === 'closed')).toEqual({ status: 'closed', reason: 'server stopping' });
    expect(await w.closed).toEqual({ code: 1001, reason: 'server stopping' });
  });
});
