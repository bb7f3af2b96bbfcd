import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FRAME_BYTES } from '../../src/streaming/ws.ts';
import { bareStreamingServer, type BareServer } from './bare-server.ts';
import { sse, wsConnect } from './clients.ts';

const hex = (i: number) => i.toString(16).padStart(64, '0');
/** The largest subscription S7 allows, in the longest forms: 1000 raw masterchain addresses, 1000 hex hashes. */
const largest = {
  types: ['transactions', 'actions', 'trace', 'account_state_change', 'jettons_change'],
  addresses: Array.from({ length: 1000 }, (_, i) => `-1:${hex(i)}`),
  trace_external_hash_norms: Array.from({ length: 1000 }, (_, i) => hex(i + 1)),
  min_finality: 'pending',
  include_address_book: true,
  include_metadata: true,
  action_types: Array.from({ length: 100 }, (_, i) => `action_type_${i}`.padEnd(32, 'x')),
  supported_action_types: Array.from({ length: 100 }, (_, i) => `v${i}`.padEnd(32, 'x')),
};

/** S7: the WebSocket frame cap fits every subscription the contract allows; a frame beyond it is closed 1009, saying why. */
describe('WebSocket frame cap', () => {
  let s: BareServer;
  beforeAll(async () => {
    s = await bareStreamingServer({ keys: 'keyless: { rps: 1000, streams: 10 }' });
  }, 60_000);
  afterAll(() => s?.stop());

  it('accepts the largest valid subscription, with room to spare, on WebSocket and SSE', async () => {
    const frame = JSON.stringify({ operation: 'subscribe', id: 'i'.repeat(128), ...largest });
    expect(Buffer.byteLength(frame)).toBeGreaterThan(64 * 1024);
    expect(Buffer.byteLength(frame) * 1.25, 'a quarter to spare').toBeLessThan(MAX_FRAME_BYTES);
    const c = await wsConnect(s.wsUrl);
    c.ws.send(frame);
    expect(await c.next((m) => m.status !== undefined)).toEqual({
      id: 'i'.repeat(128),
      status: 'subscribed',
      position: expect.stringMatching(/^\d+$/),
    });
    c.ws.close();
    const viaSse = await sse(s.sseUrl, largest);
    expect(viaSse.status).toBe(200);
    await viaSse.next((m) => m.status === 'subscribed');
    viaSse.close();
  });

  it('accepts 1000 raw addresses (69 KB), the case a client meets first', async () => {
    const c = await wsConnect(s.wsUrl);
    c.send({ operation: 'subscribe', id: 'a', types: ['transactions'], addresses: largest.addresses });
    expect(await c.next((m) => m.id === 'a')).toEqual({
      id: 'a',
      status: 'subscribed',
      position: expect.stringMatching(/^\d+$/),
    });
    c.ws.close();
  });

  it('closes a connection whose frame is over the cap with 1009 and a reason', async () => {
    const c = await wsConnect(s.wsUrl);
    c.ws.send(JSON.stringify({ operation: 'ping', pad: 'x'.repeat(MAX_FRAME_BYTES) }));
    expect(await c.closed).toEqual({ code: 1009, reason: `frame over ${MAX_FRAME_BYTES} bytes` });
  });
});
