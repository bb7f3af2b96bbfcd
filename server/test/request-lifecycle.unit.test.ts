import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request as httpRequest } from 'node:http';
import type { HandlerMap } from '../src/http/types.ts';
import { json, miniDoc, testServer } from './helpers.ts';

const ADDRESS = 'EQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqB2N';

describe('request lifecycle over real HTTP', () => {
  const seen: Array<{ aborted: boolean; atEnd?: boolean }> = [];
  let release: () => void = () => undefined;
  const handlers: HandlerMap = {
    // waits for the test to let it go, then reports whether the client had left meanwhile
    getAddressBalance: async (_input, ctx) => {
      const entry: { aborted: boolean; atEnd?: boolean } = { aborted: false };
      seen.push(entry);
      ctx.signal.addEventListener('abort', () => (entry.aborted = true));
      await new Promise<void>((r) => (release = r));
      entry.atEnd = ctx.signal.aborted;
      return 'done';
    },
    sendBoc: async () => 'sent',
    getBroken: async () => 42,
  };
  let ctx: Awaited<ReturnType<typeof testServer>>;
  let base: string;
  beforeAll(async () => {
    ctx = await testServer({ doc: miniDoc(), handlers });
    await ctx.server.start();
    base = ctx.server.info.uri;
  });
  afterAll(async () => ctx.server.stop());

  it('aborts the handler signal when the client leaves before the answer, not after a normal answer', async () => {
    const left = httpRequest(`${base}/api/v2/getAddressBalance?address=${ADDRESS}`);
    left.on('error', () => undefined);
    left.end();
    await expect.poll(() => seen.length).toBe(1);
    left.destroy();
    await expect.poll(() => seen[0]!.aborted).toBe(true);
    release();

    const pending = fetch(`${base}/api/v2/getAddressBalance?address=${ADDRESS}`);
    await expect.poll(() => seen.length).toBe(2);
    release();
    const res = await pending;
    expect(res.status).toBe(200);
    expect(((await res.json()) as { result: string }).result).toBe('done');
    await new Promise((r) => setTimeout(r, 50));
    expect(seen[1]).toEqual({ aborted: false, atEnd: false });
  });

  it('ignores cookies: a malformed Cookie header a browser sends for another site on the domain is no 400', async () => {
    for (const cookie of ['a="b', '=;;', 'session=x; theme=dark']) {
      // reaches validation (the address is missing) instead of failing on the cookie
      const res = await ctx.server.inject({ method: 'GET', url: '/api/v2/getAddressBalance', headers: { cookie } });
      expect(res.statusCode, cookie).toBe(422);
      expect(json(res).error).toBe('failed to validate request: address is required');
    }
  });
});
