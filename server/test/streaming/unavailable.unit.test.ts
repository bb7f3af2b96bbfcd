import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ApiServer } from '../../src/server.ts';
import { attachStreamingUnavailable } from '../../src/streaming/index.ts';
import { v3UnavailableMount } from '../../src/v3/app.ts';
import { silentLogger } from '../helpers.ts';
import { sse, wsConnect } from './clients.ts';

/** Without the index there is nothing to stream: 501 in the v3 error body on both transports (streaming S5). */
describe('streaming in a deployment without the index', () => {
  let server: ApiServer;
  beforeAll(async () => {
    server = await createServer({ apis: [v3UnavailableMount()], logger: silentLogger, port: 0 });
    attachStreamingUnavailable(server);
    await server.start();
  });
  afterAll(() => server?.stop());

  it('answers 501 to SSE (POST and GET) and to the WebSocket upgrade', async () => {
    const base = server.info.uri;
    const post = await sse(`${base}/api/streaming/v2/sse`, {
      types: ['transactions'],
      addresses: ['0:' + '0'.repeat(64)],
    });
    expect(post.status).toBe(501);
    expect(post.body.code).toBe(501);
    expect((await sse(`${base}/api/streaming/v2/sse?types=transactions`, undefined)).status).toBe(501);
    await expect(wsConnect(`${base.replace('http', 'ws')}/api/streaming/v2/ws`)).rejects.toMatchObject({
      status: 501,
      body: { code: 501 },
    });
  });
});
