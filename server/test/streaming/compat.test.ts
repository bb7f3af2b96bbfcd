import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../../../indexer/db/fresh-database.ts';
import { createServer, type ApiServer } from '../../src/server.ts';
import { attachStreaming } from '../../src/streaming/index.ts';
import { v3Mount } from '../../src/v3/app.ts';
import { silentLogger } from '../helpers.ts';
import { contractReport, sse, wsConnect } from './clients.ts';

const A = `0:${'A'.repeat(64)}`;

/**
 * What a client written from toncenter's Streaming API v2 relies on (streaming S4), over real sockets on the
 * real server: unknown fields ignored, the SSE body's `id` repeated.
 */
describe('streaming: behaviour a toncenter client relies on', () => {
  let db: TestDatabase;
  let server: ApiServer;
  let base: string;
  const sseUrl = () => `${base}/api/streaming/v2/sse`;
  const wsUrl = () => `${base.replace('http', 'ws')}/api/streaming/v2/ws`;

  beforeAll(async () => {
    db = await freshDatabase();
    server = await createServer({ apis: [v3Mount({ db: db.pool, network: 'local' })], logger: silentLogger });
    await attachStreaming(server, { db: db.pool, network: 'local', logger: silentLogger });
    await server.start();
    base = server.info.uri;
  }, 120_000);

  afterAll(async () => {
    await server?.stop({ timeout: 1000 });
    await db?.stop();
  });

  it('SSE: unknown fields are ignored, the id is repeated in the first event and in a 422', async () => {
    const s = await sse(sseUrl(), { id: 'req-7', types: ['transactions'], addresses: [A], client_extra: { a: 1 } });
    expect(s.status).toBe(200);
    expect(await s.next((m) => m.status === 'subscribed')).toEqual({ id: 'req-7', status: 'subscribed' });
    s.close();
    const get = await sse(
      `${sseUrl()}?id=q1&types=transactions&addresses=${encodeURIComponent(A)}&client_extra=1`,
      undefined,
    );
    expect(get.status).toBe(200);
    expect(await get.next((m) => m.status === 'subscribed')).toEqual({ id: 'q1', status: 'subscribed' });
    get.close();
    const bad = await sse(sseUrl(), { id: 'req-8', types: ['transactions'], client_extra: 1 });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ code: 422, id: 'req-8' });
    expect(bad.body.error).toMatch(/addresses/);
  });

  it('WebSocket: unknown fields in subscribe, unsubscribe and ping are ignored', async () => {
    const c = await wsConnect(wsUrl());
    c.send({ operation: 'subscribe', id: 's', types: ['transactions'], addresses: [A], client_extra: true });
    expect(await c.next((m) => m.id === 's')).toEqual({ id: 's', status: 'subscribed' });
    c.send({ operation: 'ping', id: 'p', client_extra: 1 });
    expect(await c.next((m) => m.id === 'p')).toEqual({ id: 'p', status: 'pong' });
    c.send({ operation: 'unsubscribe', id: 'u', addresses: [A], client_extra: 'x' });
    expect(await c.next((m) => m.id === 'u')).toEqual({ id: 'u', status: 'unsubscribed' });
    c.ws.close();
  });

  it('every message the clients received matches the streaming contract', () => {
    expect(contractReport.violations).toEqual([]);
  });
});
