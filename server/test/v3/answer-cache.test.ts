// v3 answers kept until the index's next notification: against a real PostgreSQL, with the news sent as the
// indexer sends it (a NOTIFY inside the transaction that writes), and compared byte for byte with a server that
// keeps nothing.
import { connect, createServer as createTcpServer, type Server as TcpServer, type Socket } from 'node:net';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatIndexNews, INDEX_EVENTS_CHANNEL } from '../../../contract/index-news.ts';
import { freshDatabase, type TestDatabase } from '../../../indexer/db/fresh-database.ts';
import { createServer } from '../../src/server.ts';
import { v3Mount } from '../../src/v3/app.ts';
import { silentLogger } from '../helpers.ts';
import { A, B, TX1, seed } from './seed.ts';

let db: TestDatabase;
let mount: ReturnType<typeof v3Mount>;
let kept: Awaited<ReturnType<typeof createServer>>;
let plain: Awaited<ReturnType<typeof createServer>>;

const get = async (server: typeof kept, url: string) => {
  const res = await server.inject({ method: 'GET', url: `/api/v3${url}` });
  return { status: res.statusCode, payload: res.payload, type: res.headers['content-type'] };
};
const fees = (payload: string) => (JSON.parse(payload) as { transactions: Array<{ total_fees: string }> }).transactions;

/** A write and its news in one transaction, as the indexer commits a block (PostgreSQL delivers the NOTIFY on COMMIT). */
async function write(sql: string, params: unknown[], notify: boolean) {
  const c = await db.pool.connect();
  try {
    await c.query('BEGIN');
    await c.query(sql, params);
    if (notify)
      await c.query('SELECT pg_notify($1, $2)', [INDEX_EVENTS_CHANNEL, formatIndexNews({ kind: 'block', seqno: 999 })]);
    await c.query('COMMIT');
  } finally {
    c.release();
  }
}

async function until(check: () => Promise<boolean>, what: string) {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await sleep(25);
  }
  throw new Error(`not reached within 5 s: ${what}`);
}

/**
 * PostgreSQL reached through a TCP relay the test can cut: every relayed connection is closed from the database's
 * side at once and no new one is accepted, as when the server is killed or the machine is lost.
 */
async function relayTo(url: string): Promise<{ url: string; cut(): Promise<void> }> {
  const target = new URL(url);
  const pairs: Socket[] = [];
  const relay: TcpServer = createTcpServer((inbound) => {
    const outbound = connect(Number(target.port), target.hostname);
    pairs.push(inbound, outbound);
    inbound.pipe(outbound).pipe(inbound);
    inbound.on('error', () => outbound.destroy());
    outbound.on('error', () => inbound.destroy());
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const through = new URL(url);
  through.searchParams.delete('host'); // a Unix socket the relay would bypass
  through.hostname = '127.0.0.1';
  through.port = String((relay.address() as { port: number }).port);
  return {
    url: through.toString(),
    cut: async () => {
      relay.close();
      await Promise.all(
        pairs.map((s) => (s.destroyed ? undefined : new Promise((closed) => s.destroy().once('close', closed)))),
      );
    },
  };
}

beforeAll(async () => {
  db = await freshDatabase();
  await seed(db.pool);
  mount = v3Mount({ db: db.pool, network: 'mainnet' });
  kept = await createServer({ apis: [mount], logger: silentLogger, validateResponses: true });
  plain = await createServer({
    apis: [v3Mount({ db: db.pool, network: 'mainnet', answerCacheBytes: 0 })],
    logger: silentLogger,
    validateResponses: true,
  });
  await kept.start();
  await until(async () => mount.answers!.cache.live, 'the answer cache listens');
}, 120_000);

afterAll(async () => {
  await kept?.stop();
  await plain?.stop();
  await db?.stop();
});

describe('v3 answers kept until the index changes', () => {
  const queries = [
    `/transactions?account=${A}&limit=10&offset=0&sort=desc`,
    `/transactions?account=${A}&limit=1&offset=0&sort=desc`,
    `/transactions?account=${A}&limit=10&offset=1&sort=desc`,
    `/transactions?account=${A}&limit=10&offset=0&sort=asc`,
    `/transactions?account=${B}&limit=10&offset=0&sort=desc`,
    `/transactions?account=${A}&limit=10&offset=0&sort=desc&no_address_book=true`,
    `/transactions?account=${A}&limit=10&offset=0&sort=desc&no_metadata=true`,
    `/addressBook?address=${A}`,
    `/addressBook?address=${B}`,
    '/masterchainInfo',
    '/transactions?limit=5',
  ];

  it('answers every query with the bytes, status and type a server keeping nothing answers, first and kept', async () => {
    for (const q of queries) {
      const want = await get(plain, q);
      expect(want.status, q).toBe(200);
      expect(await get(kept, q), q).toEqual(want);
      expect(await get(kept, q), `${q} (kept)`).toEqual(want);
    }
    // distinct queries made distinct entries: none answered another's bytes (checked above), each one kept
    expect(mount.answers!.cache.hits).toBeGreaterThanOrEqual(queries.length);
  });

  it('keeps an answer while the index announces nothing, and answers anew after its next notification', async () => {
    const q = queries[0]!;
    const before = (await get(kept, q)).payload;
    const tx1 = (t: { hash: string }) => t.hash === TX1.toString('base64');
    expect(fees(before).find(tx1 as never)?.total_fees).toBe('1234567');
    // a change nobody announced (no write of the index does this) stays unseen: proof the answer is kept
    await write('UPDATE transactions SET total_fees = 7654321 WHERE hash = $1', [TX1], false);
    expect((await get(kept, q)).payload).toBe(before);
    expect((await get(plain, q)).payload).not.toBe(before);
    // the same kind of change with its NOTIFY: the next answer is the new one, equal to the uncached server's
    await write('UPDATE transactions SET total_fees = 1111111 WHERE hash = $1', [TX1], true);
    await until(async () => (await get(kept, q)).payload !== before, 'the answer changes after the notification');
    const after = await get(kept, q);
    expect(fees(after.payload).find(tx1 as never)?.total_fees).toBe('1111111');
    expect(after).toEqual(await get(plain, q));
    await write('UPDATE transactions SET total_fees = 1234567 WHERE hash = $1', [TX1], true);
    await until(async () => (await get(kept, q)).payload === before, 'the answer is back after the notification');
  });

  it('answers a request sent again byte for byte from what it kept, with the headers its reading gave', async () => {
    await write('SELECT 1', [], true); // drops what is kept
    await until(async () => mount.answers!.cache.bytes === 0, 'the kept answers are dropped');
    const full = async (server: typeof kept, url: string, headers: Record<string, string> = {}) => {
      const res = await server.inject({ method: 'GET', url: `/api/v3${url}`, headers });
      const { date: _date, 'x-request-id': _id, ...rest } = res.headers;
      return { status: res.statusCode, payload: res.payload, headers: rest };
    };
    // an ignored key, its value percent-encoded, a declared header: what the reading of the query and headers gives
    const q = `/transactions?account=${encodeURIComponent(A)}&limit=3&sort=desc&colour=%62lue`;
    const asked = { 'x-no-address-book': 'true' };
    const want = await full(plain, q, asked);
    expect(want.headers['x-ignored-parameters']).toBe('colour');
    const first = await full(kept, q, asked);
    const hits = mount.answers!.cache.hits;
    const again = await full(kept, q, asked);
    expect(mount.answers!.cache.hits - hits).toBe(1);
    expect(first).toEqual(want);
    expect(again).toEqual(want);
    // the same target with another value of a declared header is another request: it is read, not given the
    // kept answer of the first
    const other = await full(kept, q, { 'x-no-address-book': 'false' });
    expect(other).toEqual(await full(plain, q, { 'x-no-address-book': 'false' }));
    expect(other.payload).not.toBe(want.payload);
    // after the index's news the request is read again, and its answer is the new one
    await write('UPDATE transactions SET total_fees = 2222222 WHERE hash = $1', [TX1], true);
    await until(async () => (await full(kept, q, asked)).payload !== want.payload, 'read again after the news');
    expect(await full(kept, q, asked)).toEqual(await full(plain, q, asked));
    await write('UPDATE transactions SET total_fees = 1234567 WHERE hash = $1', [TX1], true);
    await until(async () => (await full(kept, q, asked)).payload === want.payload, 'the answer is back');
  });

  it('reads once for identical requests arriving together', async () => {
    await write('SELECT 1', [], true); // drops what is kept
    await until(async () => mount.answers!.cache.bytes === 0, 'the kept answers are dropped');
    const q = `/transactions?account=${A}&limit=9&offset=0&sort=desc`;
    const misses = mount.answers!.cache.misses;
    const answers = await Promise.all(Array.from({ length: 8 }, () => get(kept, q)));
    expect(new Set(answers.map((a) => a.payload)).size).toBe(1);
    expect(answers[0]!.status).toBe(200);
    expect(mount.answers!.cache.misses - misses).toBe(1);
  });

  it('keeps no error: each request for a block the index lacks is read again', async () => {
    const q = '/masterchainBlockShards?seqno=5000000';
    const first = await get(kept, q);
    expect(first.status).toBe(404);
    const misses = mount.answers!.cache.misses;
    expect(await get(kept, q)).toEqual(first);
    expect(await get(kept, q)).toEqual(await get(plain, q));
    expect(mount.answers!.cache.misses - misses).toBe(2);
  });

  it('keeps nothing while the notifications are lost, and again once it listens anew', async () => {
    const q = queries[1]!;
    await get(kept, q);
    // the listening connection goes away (a restart of PostgreSQL, an administrator)
    await db.pool.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = $1 AND pid <> pg_backend_pid()',
      [`LISTEN ${INDEX_EVENTS_CHANNEL}`],
    );
    await until(async () => !mount.answers!.cache.live, 'the cache stops keeping answers');
    await write('UPDATE transactions SET total_fees = 2222222 WHERE hash = $1', [TX1], false);
    // unannounced, yet answered: nothing is answered from memory while the news could be missed
    expect((await get(kept, q)).payload).toBe((await get(plain, q)).payload);
    expect((await get(kept, q)).payload).toContain('2222222');
    await until(async () => mount.answers!.cache.live, 'the cache listens again');
    await write('UPDATE transactions SET total_fees = 1234567 WHERE hash = $1', [TX1], true);
    await until(async () => (await get(kept, q)).payload === (await get(plain, q)).payload, 'answers agree');
  });

  it('answers as the query path does from the turn the listening connection is cut, not served from memory', async () => {
    const relay = await relayTo(db.url);
    const pool = new pg.Pool({ connectionString: relay.url, max: 2 });
    pool.on('error', () => {});
    const cutMount = v3Mount({ db: pool, network: 'mainnet' });
    const server = await createServer({ apis: [cutMount], logger: silentLogger, validateResponses: true });
    await server.start();
    try {
      await until(async () => cutMount.answers!.cache.live, 'the answer cache listens through the relay');
      const q = queries[3]!;
      const first = await get(server, q);
      expect(first.status).toBe(200);
      const hits = cutMount.answers!.cache.hits;
      expect(await get(server, q)).toEqual(first);
      expect(cutMount.answers!.cache.hits - hits).toBe(1);
      await relay.cut();
      // One turn of the event loop: the end of each relayed stream reaches the server's sockets, which close
      // only a turn later; a kept answer served now would be a 200 from a database that is gone.
      await nextTurn();
      const down = await get(server, q);
      expect(JSON.parse(down.payload)).toEqual({ code: 503, error: 'database unavailable' });
      expect(down.status).toBe(503);
      expect(cutMount.answers!.cache.live).toBe(false);
    } finally {
      await server.stop();
      await pool.end().catch(() => {});
    }
  });
});
