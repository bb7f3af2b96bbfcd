import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiteSingleEngine } from 'ton-lite-client';
import { LiteErrorCode, LiteServerError } from '../../../liteapi/errors.ts';
import { Functions } from '../../../liteapi/schema.ts';
import { createInProcessEngine } from '../inProcessEngine.ts';
import { startLiteServer, type RunningLiteServer } from '../server.ts';
import type { LiteHandlers } from '../dispatch.ts';
import { connectSingle } from './fixtures.ts';

/** A chain tip that moves on demand, and a hook that waits for it like a liteserver does. */
function chainTip() {
  let seqno = 10;
  const waiters = new Set<() => void>();
  return {
    get seqno() {
      return seqno;
    },
    advance(to: number) {
      seqno = to;
      for (const w of waiters) w();
    },
    waitForSeqno(target: number, timeoutMs: number): Promise<void> {
      if (target <= seqno) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const check = () => {
          if (target <= seqno) {
            cleanup();
            resolve();
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new LiteServerError(LiteErrorCode.timeout, 'timeout'));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
      });
    },
  };
}

describe('liteServer.waitMasterchainSeqno prefix', () => {
  const tip = chainTip();
  const handlers: LiteHandlers = {
    // The answer reports which seqno the handler saw in ctx and where the tip was when it ran.
    liteServer_getTime: async (_req, ctx) => ({
      kind: 'liteServer.currentTime',
      now: (ctx.waitSeqno ?? -1) * 1000 + tip.seqno,
    }),
  };
  let server: RunningLiteServer;
  let engine: LiteSingleEngine;

  beforeAll(async () => {
    // The server gives up before the client does, so the answer (not the client's own timer) is seen.
    server = await startLiteServer({ handlers, waitForSeqno: (s, t) => tip.waitForSeqno(s, Math.min(t, 150)) });
    engine = await connectSingle(server.host, server.port, server.publicKey);
  });
  afterAll(async () => {
    engine?.close();
    await server?.close();
  });

  const getTime = { kind: 'liteServer.getTime' as const };

  it('runs at once when the seqno is already reached, passing it to the handler', async () => {
    const r = await engine.query(Functions.liteServer_getTime, getTime, { awaitSeqno: 7, timeout: 2000 });
    expect(r.now).toBe(7 * 1000 + 10);
  });

  it('waits until the chain reaches the seqno', async () => {
    const pending = engine.query(Functions.liteServer_getTime, getTime, { awaitSeqno: 12, timeout: 3000 });
    setTimeout(() => tip.advance(12), 100);
    expect((await pending).now).toBe(12 * 1000 + 12);
  });

  it('fails with timeout when the seqno is not reached in time', async () => {
    // LiteSingleEngine keeps only the message of a liteServer.error ("Timeout" would be its own timer).
    await expect(
      engine.query(Functions.liteServer_getTime, getTime, { awaitSeqno: 99, timeout: 2000 }),
    ).rejects.toThrow(/^timeout$/);
    const coded = await createInProcessEngine(handlers, { waitForSeqno: (s) => tip.waitForSeqno(s, 50) })
      .query(Functions.liteServer_getTime, getTime, { awaitSeqno: 99, timeout: 2000 })
      .catch((e) => e);
    expect(coded).toBeInstanceOf(LiteServerError);
    expect(coded).toMatchObject({ code: 652, message: 'timeout' });
  });
});
