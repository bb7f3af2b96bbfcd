/**
 * Every list that takes a cursor (v3 D36), on a fresh seeded index: page 2 by the cursor of page 1 answers the rows
 * after page 1's, empty where the seed holds one (the keyset statement of each list runs all the same), and the statements of the cursor page plan no more
 * sequential scans than those of the first page (with seq scans priced out, a seq scan only appears where no index
 * can serve the condition): the cursor's condition is a range of the indexes the lists already read in order.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../../../indexer/db/fresh-database.ts';
import { createV3Server } from '../../src/v3/app.ts';
import { json, silentLogger } from '../helpers.ts';
import { H, seedHistory } from './history-seed.ts';
import { A, B, C, comment, INT_MSG, seed, TX1, TX1_LT } from './seed.ts';

let db: TestDatabase;
let server: Awaited<ReturnType<typeof createV3Server>>;

/** The statements the pool's clients run while `fn` runs (text and values, as sent). */
async function statementsOf<T>(fn: () => Promise<T>): Promise<{ result: T; statements: pg.QueryConfig[] }> {
  const statements: pg.QueryConfig[] = [];
  const original = pg.Client.prototype.query;
  // node-pg's query has a dozen overloads: this records the statement and passes every call on as it came
  (pg.Client.prototype as any).query = function (this: pg.Client, config: any, ...rest: unknown[]) {
    if (typeof config === 'string') statements.push({ text: config, values: rest[0] as unknown[] | undefined });
    else if (config && typeof config.text === 'string') statements.push({ text: config.text, values: config.values });
    return (original as (...a: unknown[]) => unknown).call(this, config, ...rest);
  };
  try {
    return { result: await fn(), statements };
  } finally {
    pg.Client.prototype.query = original;
  }
}

/** Sequential scans in the plans of `statements` with seq scans priced out (only where no index can serve). */
async function seqScans(statements: pg.QueryConfig[]): Promise<string[]> {
  const c = await db.pool.connect();
  try {
    await c.query('SET enable_seqscan = off');
    const found: string[] = [];
    for (const s of statements) {
      if (!/^\s*(\(\s*)?(SELECT|WITH)\b/i.test(s.text)) continue;
      const { rows } = await c.query(`EXPLAIN (FORMAT JSON) ${s.text}`, s.values);
      const walk = (node: { 'Node Type'?: string; 'Relation Name'?: string; Plans?: unknown[] }) => {
        if (node['Node Type'] === 'Seq Scan') found.push(node['Relation Name'] ?? '?');
        for (const p of node.Plans ?? []) walk(p as typeof node);
      };
      walk(rows[0]['QUERY PLAN'][0].Plan);
    }
    return found.sort();
  } finally {
    await c.query('RESET enable_seqscan');
    c.release();
  }
}

const LISTS: Array<[url: string, records: string]> = [
  [`/transactions?account=${A}`, 'transactions'],
  ['/transactions?workchain=0&start_utime=1', 'transactions'],
  ['/transactionsByMasterchainBlock?seqno=101', 'transactions'],
  [`/transactionsByMessage?msg_hash=${INT_MSG.toString('hex')}`, 'transactions'],
  [`/transactionsByMessage?body_hash=${comment.hash().toString('hex')}`, 'transactions'],
  ['/messages?direction=in', 'messages'],
  ['/messages?start_utime=1', 'messages'],
  [`/actions?account=${A}`, 'actions'],
  [`/actions?account=${A}&start_utime=1`, 'actions'],
  [`/traces?account=${B}`, 'traces'],
  [`/jetton/transfers?owner_address=${A}`, 'jetton_transfers'],
  [`/jetton/burns?jetton_master=${C}`, 'jetton_burns'],
  [`/nft/transfers?owner_address=${A}&direction=in`, 'nft_transfers'],
  ['/blocks?workchain=-1', 'blocks'],
  ['/masterchainBlockShards?seqno=101', 'blocks'],
  [`/events?account=${B}`, 'traces'],
  ['/jetton/masters?', 'jetton_masters'],
  ['/nft/collections?', 'nft_collections'],
  [`/balanceHistory?address=${H}`, 'balances'],
];

beforeAll(async () => {
  db = await freshDatabase();
  await seed(db.pool);
  await seedHistory(db.pool, TX1);
  server = await createV3Server({ db: db.pool, network: 'mainnet', logger: silentLogger, validateResponses: true });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await db?.stop();
});

describe('cursor pages on a fresh index (D36)', () => {
  for (const [url, records] of LISTS) {
    it(`${url}: page 2 follows page 1 and plans no sequential scan page 1 does not`, async () => {
      const get = async (u: string) => {
        const res = await server.inject(`/api/v3${u}`);
        expect(res.statusCode, `${u}: ${res.payload.slice(0, 300)}`).toBe(200);
        return json(res);
      };
      const whole = (await get(`${url}&limit=1000`))[records] as unknown[];
      // one row is enough: its full page of limit=1 has a cursor, and the page after it runs the keyset statement
      expect(whole.length, 'the seed holds a row of this list').toBeGreaterThanOrEqual(1);
      const first = await statementsOf(() => get(`${url}&limit=1`));
      expect(first.result[records]).toEqual(whole.slice(0, 1));
      expect(typeof first.result.next_cursor).toBe('string');
      const second = await statementsOf(() => get(`${url}&limit=1&cursor=${first.result.next_cursor}`));
      expect(second.result[records]).toEqual(whole.slice(1, 2));
      const rest = await get(`${url}&limit=1000&cursor=${first.result.next_cursor}`);
      expect(rest[records]).toEqual(whole.slice(1));
      expect(rest.next_cursor).toBeNull();
      const [before, after] = [await seqScans(first.statements), await seqScans(second.statements)];
      expect(
        after.length,
        `seq scans: first page ${before.join(', ')}; cursor page ${after.join(', ')}`,
      ).toBeLessThanOrEqual(before.length);
    });
  }

  it('a cursor whose key was altered out of its column type is 422, never a database error', async () => {
    const first = json(await server.inject('/api/v3/blocks?workchain=-1&limit=1'));
    const body = JSON.parse(Buffer.from(first.next_cursor, 'base64url').toString());
    for (const [i, value] of [
      [1, '2147483648'],
      [2, '9223372036854775808'],
      [0, 'x'],
    ] as const) {
      const k = [...body.k];
      k[i] = value;
      const cursor = Buffer.from(JSON.stringify({ ...body, k })).toString('base64url');
      const res = await server.inject(`/api/v3/blocks?workchain=-1&limit=1&cursor=${cursor}`);
      expect([res.statusCode, json(res).error], `key ${i} = ${value}`).toEqual([422, 'cursor is malformed']);
    }
  });

  it('walks across rows that share their leading key: lt descending, then account ascending (a mixed-direction key)', async () => {
    // five more transactions at TX1's lt and time, each of another account: only the tie-breaker orders them
    for (let i = 1; i <= 5; i++) {
      const account = `0:${String(i).repeat(64)}`;
      await db.pool.query(
        `INSERT INTO transactions SELECT (jsonb_populate_record(NULL::transactions,
           to_jsonb(t) || jsonb_build_object('account', $2::text, 'hash', '\\x' || encode($3::bytea, 'hex')))).*
         FROM transactions t WHERE t.hash = $1`,
        [TX1, account, Buffer.alloc(32, 0x40 + i)],
      );
    }
    const ids = (b: { transactions: Array<{ account: string; hash: string }> }) =>
      b.transactions.map((t) => `${t.account}/${t.hash}`);
    const get = async (u: string) => json(await server.inject(`/api/v3${u}`));
    const utime = (await get(`/transactions?hash=${TX1.toString('hex')}`)).transactions[0].now;
    for (const q of [
      `start_lt=${TX1_LT}&end_lt=${TX1_LT}&sort=desc`,
      `start_lt=${TX1_LT}&end_lt=${TX1_LT}&sort=asc`,
      `start_utime=${utime}&end_utime=${utime}&sort=desc`,
    ]) {
      const whole = ids(await get(`/transactions?${q}&limit=100`));
      expect(whole.length, q).toBeGreaterThanOrEqual(6);
      const walked: string[] = [];
      let page = await get(`/transactions?${q}&limit=2`);
      for (let n = 0; n < 10; n++) {
        walked.push(...ids(page));
        if (!page.next_cursor) break;
        page = await get(`/transactions?${q}&limit=2&cursor=${page.next_cursor}`);
      }
      expect(walked, q).toEqual(whole);
    }
  });
});
