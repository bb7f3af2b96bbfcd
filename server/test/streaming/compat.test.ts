import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../../../indexer/db/fresh-database.ts';
import { createServer, type ApiServer } from '../../src/server.ts';
import type { EventBatch, TraceSnapshot } from '../../src/streaming/events.ts';
import type { StreamHub } from '../../src/streaming/hub.ts';
import { attachStreaming } from '../../src/streaming/index.ts';
import { v3Mount } from '../../src/v3/app.ts';
import { silentLogger } from '../helpers.ts';
import { contractReport, sse, wsConnect } from './clients.ts';

const A = `0:${'A'.repeat(64)}`;
const B = `0:${'B'.repeat(64)}`;
const book = (a: string) => ({ [a]: { user_friendly: 'x', domain: null } });

/** One trace at one finality touching `account`, cut the way the hub cuts every snapshot (no index needed). */
function snapshot(account: string, finality: TraceSnapshot['finality'], n: number): TraceSnapshot {
  const norm = Buffer.alloc(32, n).toString('base64');
  const tx = { account, hash: Buffer.alloc(32, n).toString('base64'), lt: String(n) };
  const action = { type: n % 2 ? 'ton_transfer' : 'call_contract', trace_id: norm, action_id: norm };
  return {
    finality,
    norm,
    traceId: norm,
    transactions: [tx as unknown as TraceSnapshot['transactions'][number]],
    actions: [{ action: action as unknown as TraceSnapshot['actions'][number]['action'], accounts: [account] }],
    accounts: [account],
    addressBook: book(account) as unknown as TraceSnapshot['addressBook'],
    metadata: {},
  };
}
const batch = (...traces: TraceSnapshot[]): EventBatch => ({ traces, states: [], jettons: [], invalidated: [] });

/**
 * What a client written from toncenter's Streaming API v2 relies on (streaming S4, S12, S15), over real sockets on the
 * real server: unknown fields ignored, the SSE body's `id` repeated, named SSE events, a second WebSocket
 * subscribe that keeps the settings it omits, trace_invalidated to whoever had pending data. Notifications are pushed into the hub directly.
 */
describe('streaming: behaviour a toncenter client relies on', () => {
  let db: TestDatabase;
  let server: ApiServer;
  let hub: StreamHub;
  let base: string;
  const sseUrl = () => `${base}/api/streaming/v2/sse`;
  const wsUrl = () => `${base.replace('http', 'ws')}/api/streaming/v2/ws`;

  beforeAll(async () => {
    db = await freshDatabase();
    server = await createServer({ apis: [v3Mount({ db: db.pool, network: 'local' })], logger: silentLogger });
    ({ hub } = await attachStreaming(server, { db: db.pool, network: 'local', logger: silentLogger }));
    await server.start();
    base = server.info.uri;
  }, 120_000);

  afterAll(async () => {
    await server?.stop({ timeout: 1000 });
    await db?.stop();
  });

  it('SSE: unknown fields are ignored, the id is repeated in the connected event and in a 422', async () => {
    const s = await sse(sseUrl(), { id: 'req-7', types: ['transactions'], addresses: [A], client_extra: { a: 1 } });
    expect(s.status).toBe(200);
    expect(await s.next((m) => m.status === 'subscribed')).toEqual({
      id: 'req-7',
      status: 'subscribed',
      position: expect.stringMatching(/^\d+$/),
    });
    s.close();
    const get = await sse(
      `${sseUrl()}?id=q1&types=transactions&addresses=${encodeURIComponent(A)}&client_extra=1`,
      undefined,
    );
    expect(get.status).toBe(200);
    expect(await get.next((m) => m.status === 'subscribed')).toEqual({
      id: 'q1',
      status: 'subscribed',
      position: expect.stringMatching(/^\d+$/),
    });
    get.close();
    const bad = await sse(sseUrl(), { id: 'req-8', types: ['transactions'], client_extra: 1 });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ code: 422, id: 'req-8' });
    expect(bad.body.error).toMatch(/addresses/);
  });

  it('WebSocket: unknown fields in subscribe, unsubscribe and ping are ignored', async () => {
    const c = await wsConnect(wsUrl());
    c.send({ operation: 'subscribe', id: 's', types: ['transactions'], addresses: [A], client_extra: true });
    expect(await c.next((m) => m.id === 's')).toEqual({
      id: 's',
      status: 'subscribed',
      position: expect.stringMatching(/^\d+$/),
    });
    c.send({ operation: 'ping', id: 'p', client_extra: 1 });
    expect(await c.next((m) => m.id === 'p')).toEqual({ id: 'p', status: 'pong' });
    c.send({ operation: 'unsubscribe', id: 'u', addresses: [A], client_extra: 'x' });
    expect(await c.next((m) => m.id === 'u')).toEqual({ id: 'u', status: 'unsubscribed' });
    c.ws.close();
  });

  it('SSE events are named as upstream names them: connected first, event for notifications', async () => {
    // the notifications here are synthetic (not the contract's records): their frames are what is judged
    const s = await sse(
      sseUrl(),
      { types: ['transactions'], addresses: [A], min_finality: 'confirmed' },
      {},
      { unchecked: true },
    );
    await s.next((m) => m.status === 'subscribed');
    hub.deliver(batch(snapshot(A, 'confirmed', 1)));
    await s.next((m) => m.type === 'transactions');
    expect(s.names.slice(0, 2)).toEqual(['connected', 'event']);
    s.close();
  });

  it('a second WebSocket subscribe replaces types, addresses and hashes and keeps the settings it omits', async () => {
    const c = await wsConnect(wsUrl(), {}, { unchecked: true });
    c.send({
      operation: 'subscribe',
      id: 's1',
      types: ['transactions', 'actions'],
      addresses: [A],
      min_finality: 'confirmed',
      include_address_book: true,
      action_types: ['ton_transfer'],
    });
    await c.next((m) => m.id === 's1');
    // only types and addresses given: min_finality, include_address_book and action_types stay
    c.send({ operation: 'subscribe', id: 's2', types: ['actions', 'transactions'], addresses: [B] });
    await c.next((m) => m.id === 's2');
    hub.deliver(batch(snapshot(A, 'confirmed', 3), snapshot(B, 'confirmed', 5), snapshot(B, 'confirmed', 6)));
    const tx = await c.next((m) => m.type === 'transactions');
    expect(tx.transactions.map((t: { account: string }) => t.account)).toEqual([B]);
    expect(tx.finality).toBe('confirmed');
    expect(tx.address_book).toBeDefined();
    const actions = await c.next((m) => m.type === 'actions');
    expect(actions.actions.map((a: { type: string }) => a.type)).toEqual(['ton_transfer']);
    // an empty action_types keeps the filter too (upstream replaces it only when the list has an element);
    // a setting given is replaced
    c.send({
      operation: 'subscribe',
      id: 's3',
      types: ['actions'],
      addresses: [B],
      action_types: [],
      include_address_book: false,
    });
    await c.next((m) => m.id === 's3');
    const from = c.messages.length;
    hub.deliver(batch(snapshot(B, 'confirmed', 7), snapshot(B, 'confirmed', 8)));
    hub.deliver(batch(snapshot(B, 'finalized', 9)));
    const last = await c.next((m) => m.type === 'actions' && m.finality === 'finalized');
    const after = c.messages.slice(from).filter((m) => m.type);
    expect(after.map((m) => m.actions[0].type)).toEqual(['ton_transfer', 'ton_transfer']);
    expect(last.address_book).toBeUndefined();
    c.ws.close();
  });

  it('trace_invalidated reaches every connection that received pending data of the trace, listed or not', async () => {
    const open = async (id: string, fields: object) => {
      const c = await wsConnect(wsUrl(), {}, { unchecked: true });
      c.send({ operation: 'subscribe', id, ...fields });
      expect(await c.next((m) => m.id === id)).toEqual({
        id,
        status: 'subscribed',
        position: expect.stringMatching(/^\d+$/),
      });
      return c;
    };
    const unlisted = await open('u', { types: ['transactions'], addresses: [A], min_finality: 'pending' });
    const listed = await open('l', {
      types: ['actions', 'trace_invalidated'],
      addresses: [A],
      min_finality: 'pending',
    });
    // never received pending data: finalized only, or the trace's hash subscribed but nothing sent yet
    const finalOnly = await open('f', { types: ['transactions'], addresses: [A] });
    const pending = snapshot(A, 'pending', 21);
    const byHash = await open('h', { types: ['trace'], trace_external_hash_norms: [pending.norm] });
    hub.deliver(batch(pending));
    await unlisted.next((m) => m.type === 'transactions' && m.finality === 'pending');
    await listed.next((m) => m.type === 'actions' && m.finality === 'pending');
    hub.deliver({ traces: [], states: [], jettons: [], invalidated: [pending.norm] });
    const expected = { type: 'trace_invalidated', trace_external_hash_norm: pending.norm };
    expect(await unlisted.next((m) => m.type === 'trace_invalidated')).toEqual(expected);
    expect(await listed.next((m) => m.type === 'trace_invalidated')).toEqual(expected);
    // a later batch on every connection: whatever the others would have received has arrived by then
    hub.deliver(batch(snapshot(A, 'finalized', 23)));
    await finalOnly.next((m) => m.type === 'transactions' && m.finality === 'finalized');
    await unlisted.next((m) => m.type === 'transactions' && m.finality === 'finalized');
    expect(finalOnly.messages.filter((m) => m.type === 'trace_invalidated')).toEqual([]);
    expect(byHash.messages.filter((m) => m.type)).toEqual([]);
    // once: a second announcement of the same trace is not repeated
    hub.deliver({ traces: [], states: [], jettons: [], invalidated: [pending.norm] });
    hub.deliver(batch(snapshot(A, 'finalized', 25)));
    await unlisted.next((m) => m.type === 'transactions' && m.transactions[0].lt === '25');
    expect(unlisted.messages.filter((m) => m.type === 'trace_invalidated')).toHaveLength(1);
    for (const c of [unlisted, listed, finalOnly, byHash]) c.ws.close();
  });

  it('every message the clients received matches the streaming contract', () => {
    expect(contractReport.violations).toEqual([]);
  });
});
