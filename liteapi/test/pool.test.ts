import { afterEach, describe, expect, it } from 'vitest';
import { LitePoolTimeoutError, LiteServerError } from '../errors.ts';
import { startLiteServer, type RunningLiteServer } from '../../devnet/liteserver/server.ts';
import { LitePool } from '../pool.ts';

const zero = Buffer.alloc(32);
const block = (seqno: number) => ({
  kind: 'tonNode.blockIdExt' as const,
  workchain: -1,
  shard: '-9223372036854775808',
  seqno,
  rootHash: zero,
  fileHash: zero,
});

/** A liteserver's answers at a fixed masterchain block, or at `head.seqno` as it moves. */
function handlers(seqno: number | { seqno: number }, delayMs = 0, fail?: LiteServerError) {
  let calls = 0;
  const at = () => (typeof seqno === 'number' ? seqno : seqno.seqno);
  return {
    calls: () => calls,
    handlers: {
      liteServer_getMasterchainInfo: async () => {
        calls++;
        if (fail) throw fail;
        if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
        return {
          kind: 'liteServer.masterchainInfo',
          last: block(at()),
          stateRootHash: zero,
          init: { kind: 'tonNode.zeroStateIdExt', workchain: -1, rootHash: zero, fileHash: zero },
        };
      },
      liteServer_getMasterchainInfoExt: async () => {
        calls++;
        if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
        return {
          kind: 'liteServer.masterchainInfoExt',
          mode: 0,
          version: 0x101,
          capabilities: '7',
          last: block(at()),
          lastUtime: 1,
          now: 1,
          stateRootHash: zero,
          init: { kind: 'tonNode.zeroStateIdExt', workchain: -1, rootHash: zero, fileHash: zero },
        };
      },
      liteServer_getBlock: async () => {
        throw LiteServerError.notReady('block is not applied');
      },
    },
  };
}

const running: RunningLiteServer[] = [];
const pools: LitePool[] = [];
afterEach(async () => {
  for (const p of pools.splice(0)) p.close();
  for (const s of running.splice(0)) await s.close();
});

async function serve(h: ReturnType<typeof handlers>, waitForSeqno?: (seqno: number, ms: number) => Promise<void>) {
  const s = await startLiteServer({ handlers: h.handlers, logger: { error: () => {} }, waitForSeqno });
  running.push(s);
  return s;
}

describe('liteserver pool over real ADNL/TCP', () => {
  it('fails over to another liteserver when one is down', async () => {
    const a = await serve(handlers(100));
    const b = await serve(handlers(200));
    const pool = new LitePool(
      [a, b].map((s) => ({ host: s.host, port: s.port, publicKey: s.publicKey })),
      { timeoutMs: 4000, masterchainCacheMs: 0 },
    );
    pools.push(pool);
    const seen = new Set<number>();
    for (let i = 0; i < 4; i++)
      seen.add((await pool.run('mc', (c, t) => c.getMasterchainInfo({ timeout: t }))).last.seqno);
    expect(seen).toEqual(new Set([100, 200]));
    await a.close();
    for (let i = 0; i < 4; i++) {
      const servedBy = new Set<number>();
      const info = await pool.run('mc', (c, t) => c.getMasterchainInfo({ timeout: t }), { servedBy });
      expect(info.last.seqno).toBe(200);
      expect([...servedBy]).toEqual([1]);
    }
  });

  it('avoids a liteserver that lags more than 3 blocks behind', async () => {
    const behind = await serve(handlers(100));
    const ahead = await serve(handlers(200));
    const pool = new LitePool(
      [behind, ahead].map((s) => ({ host: s.host, port: s.port, publicKey: s.publicKey })),
      { timeoutMs: 4000, masterchainCacheMs: 0 },
    );
    pools.push(pool);
    await pool.health();
    for (let i = 0; i < 6; i++) expect((await pool.masterchainInfo()).last.seqno).toBe(200);
  });

  it('broadcasts to several liteservers and succeeds when one of them is down', async () => {
    const a = handlers(1);
    const b = handlers(1);
    const sa = await serve(a);
    const sb = await serve(b);
    const pool = new LitePool(
      [sa, sb].map((s) => ({ host: s.host, port: s.port, publicKey: s.publicKey })),
      { timeoutMs: 3000 },
    );
    pools.push(pool);
    await pool.health();
    const servedBy = new Set<number>();
    await pool.broadcast('mc', (c, t) => c.getMasterchainInfo({ timeout: t }), 4, { servedBy });
    await new Promise((r) => setTimeout(r, 100));
    expect([a.calls(), b.calls()].every((n) => n >= 1)).toBe(true);
    await sb.close();
    const info = await pool.broadcast('mc', (c, t) => c.getMasterchainInfo({ timeout: t }), 4);
    expect(info.last.seqno).toBe(1);
  });

  it('fails with LITE_SERVER_NETWORK timeout when no liteserver answers in time', async () => {
    const slow = await serve(handlers(1, 3000));
    const pool = new LitePool([{ host: slow.host, port: slow.port, publicKey: slow.publicKey }], { timeoutMs: 500 });
    pools.push(pool);
    const started = Date.now();
    const err = await pool.run('mc', (c, t) => c.getMasterchainInfo({ timeout: t })).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(LitePoolTimeoutError);
    expect(err).toMatchObject({ message: 'LITE_SERVER_NETWORK timeout' });
    // a deadline the pool sets: given up on its own 500 ms, not after the liteserver's 3 s answer
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('passes a liteserver error answer through without trying elsewhere', async () => {
    const a = handlers(5);
    const s = await serve(a);
    const pool = new LitePool([{ host: s.host, port: s.port, publicKey: s.publicKey }], { timeoutMs: 3000 });
    pools.push(pool);
    const { Functions } = await import('ton-lite-client/dist/schema.js');
    const err = await pool
      .run('block', (c, t) =>
        c.engine.query(Functions.liteServer_getBlock, { kind: 'liteServer.getBlock', id: block(9) }, { timeout: t }),
      )
      .catch((e: Error) => e);
    // the code survives the wire, so "not in db" is told apart from other failures
    expect(err).toBeInstanceOf(LiteServerError);
    expect(err).toMatchObject({ code: 651, message: 'block is not applied' });
    expect(a.calls()).toBe(0);
    const other = await pool
      .run('cfg', (c, t) =>
        c.engine.query(
          Functions.liteServer_getConfigAll,
          { kind: 'liteServer.getConfigAll', mode: 0, id: block(9) },
          { timeout: t },
        ),
      )
      .catch((e: Error) => e);
    expect(other).toBeInstanceOf(LiteServerError);
    expect(other).not.toMatchObject({ code: 651 });
  });

  it('moves on to another liteserver when one reports its own query deadline (-503)', async () => {
    const late = await serve(handlers(7, 0, new LiteServerError(-503, 'timeout')));
    const fine = await serve(handlers(8));
    const pool = new LitePool(
      [late, fine].map((s) => ({ host: s.host, port: s.port, publicKey: s.publicKey })),
      { timeoutMs: 3000, masterchainCacheMs: 0 },
    );
    pools.push(pool);
    for (let i = 0; i < 4; i++)
      expect((await pool.run('mc', (c, t) => c.getMasterchainInfo({ timeout: t }))).last.seqno).toBe(8);
    const alone = new LitePool([{ host: late.host, port: late.port, publicKey: late.publicKey }], { timeoutMs: 800 });
    pools.push(alone);
    const err = await alone.run('mc', (c, t) => c.getMasterchainInfo({ timeout: t })).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(LitePoolTimeoutError);
  });

  it('routes archival requests to archival servers and caches the latest masterchain info', async () => {
    const normal = handlers(10);
    const archive = handlers(11);
    const n = await serve(normal);
    const ar = await serve(archive);
    const pool = new LitePool(
      [
        { host: n.host, port: n.port, publicKey: n.publicKey },
        { host: ar.host, port: ar.port, publicKey: ar.publicKey, archival: true },
      ],
      { timeoutMs: 3000, masterchainCacheMs: 60_000 },
    );
    pools.push(pool);
    for (let i = 0; i < 3; i++)
      expect(
        (await pool.run('mc', (c, t) => c.getMasterchainInfo({ timeout: t }), { archival: true })).last.seqno,
      ).toBe(11);
    const first = await pool.masterchainInfo();
    const callsAfterFirst = normal.calls() + archive.calls();
    for (let i = 0; i < 5; i++) expect((await pool.masterchainInfo()).last.seqno).toBe(first.last.seqno);
    expect(normal.calls() + archive.calls()).toBe(callsAfterFirst);
    const health = await pool.health();
    expect(health).toMatchObject({ ok: true, last_seqno: 11 });
  });

  it('answers health probes that arrive together with one query per liteserver', async () => {
    const slow = handlers(20, 100);
    const s = await serve(slow);
    const pool = new LitePool([{ host: s.host, port: s.port, publicKey: s.publicKey }], { timeoutMs: 3000 });
    pools.push(pool);
    const reports = await Promise.all(Array.from({ length: 5 }, () => pool.health()));
    for (const r of reports) expect(r).toMatchObject({ ok: true, last_seqno: 20 });
    expect(slow.calls()).toBe(1);
    // a probe after the last one finished asks again
    expect(await pool.health()).toMatchObject({ ok: true, last_seqno: 20 });
    expect(slow.calls()).toBe(2);
  });

  it('keeps the latest masterchain info until a newer block is known, then asks once for all waiting', async () => {
    const head = { seqno: 10 };
    const h = handlers(head);
    const s = await serve(h);
    const pool = new LitePool([{ host: s.host, port: s.port, publicKey: s.publicKey }], {
      timeoutMs: 3000,
      masterchainCacheMs: 60_000,
    });
    pools.push(pool);
    expect((await pool.masterchainInfo()).last.seqno).toBe(10);
    const asked = h.calls();
    head.seqno = 11;
    // nothing here knows of block 11 yet: the kept answer stands, no liteserver query per request
    for (let i = 0; i < 3; i++) expect((await pool.masterchainInfo()).last.seqno).toBe(10);
    expect(h.calls()).toBe(asked);
    // announced (a streaming event of block 11): every request from now on sees it, one query for all
    pool.masterchainReached(11);
    const after = await Promise.all(Array.from({ length: 5 }, () => pool.masterchainInfo()));
    expect(after.map((i) => i.last.seqno)).toEqual([11, 11, 11, 11, 11]);
    expect(h.calls()).toBe(asked + 1);
    pool.masterchainReached(9);
    expect((await pool.masterchainInfo()).last.seqno).toBe(11);
    expect(h.calls()).toBe(asked + 1);
    // a liteserver showing a newer block (here the health probe) counts as knowing of it
    head.seqno = 12;
    expect(await pool.health()).toMatchObject({ last_seqno: 12 });
    expect((await pool.masterchainInfo()).last.seqno).toBe(12);
  });

  it('waits for a liteserver behind a block already known, and answers the newest there is when none gets there', async () => {
    const head = { seqno: 10 };
    const h = handlers(head);
    // liteServer.waitMasterchainSeqno as a liteserver serves it: answers once its masterchain gets there
    const s = await serve(h, async (seqno, ms) => {
      const end = Date.now() + ms;
      while (head.seqno < seqno) {
        if (Date.now() > end) throw new Error('timeout');
        await new Promise((r) => setTimeout(r, 20));
      }
    });
    const pool = new LitePool([{ host: s.host, port: s.port, publicKey: s.publicKey }], {
      timeoutMs: 3000,
      masterchainCacheMs: 60_000,
    });
    pools.push(pool);
    expect((await pool.masterchainInfo()).last.seqno).toBe(10);
    // the indexer got block 12 from another liteserver; this one applies it a moment later
    pool.masterchainReached(12);
    setTimeout(() => (head.seqno = 12), 300);
    expect((await pool.masterchainInfo()).last.seqno).toBe(12);
    // a block no liteserver reaches: still an answer (no error), kept until a newer block is known
    pool.masterchainReached(50);
    expect((await pool.masterchainInfo()).last.seqno).toBe(12);
    const asked = h.calls();
    for (let i = 0; i < 3; i++) expect((await pool.masterchainInfo()).last.seqno).toBe(12);
    expect(h.calls()).toBe(asked);
  });
});
