/**
 * Cursor paging (v3 D36) against a real network and index: a list walked newest first by cursor while transactions
 * keep arriving neither repeats a row nor skips one of those that existed when the walk started; the same walk by
 * offset does repeat (so the walk can tell the two apart), and the cursor's refusals are 422s with their texts.
 */
import { Address, internal, toNano } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transferBoc } from '../../../devnet/test/helpers.ts';
import { lastIndexed } from '../../../indexer/index.ts';
import { CURSOR_ERRORS } from '../../src/v3/handlers/cursor.ts';
import { createV3Server } from '../../src/v3/app.ts';
import { followedNetwork, type FollowedNetwork } from '../streaming/followed-network.ts';
import { json, silentLogger } from '../helpers.ts';

let net: FollowedNetwork;
let v3: Awaited<ReturnType<typeof createV3Server>>;
/** each v5r1 genesis wallet's next seqno */
const seqnos = [0, 0, 0, 0];
let round = 0;

/**
 * One external transfer of a v5r1 wallet paying `fanout` fresh accounts, in blocks until every message is
 * processed, then indexed: 1 + fanout new transactions (a fresh account's first, one each), and more messages.
 */
async function arrive(fanout: number): Promise<void> {
  const wallet = round % 4;
  const tag = round++;
  const to = Array.from({ length: fanout }, (_, i) =>
    Address.parse(`0:${tag.toString(16).padStart(4, '0')}${i.toString(16).padStart(4, '0')}${'ab'.repeat(28)}`),
  );
  const messages = to.map((a) => internal({ to: a, value: toNano('0.01'), bounce: false }));
  const { boc } = await transferBoc('v5r1', wallet, seqnos[wallet]!++, messages);
  await net.devnet.chain.sendExternal(boc);
  await net.devnet.chain.produceBlock();
  await net.devnet.chain.produceBlock();
  await net.devnet.chain.produceBlock();
  const head = net.devnet.chain.lastMc.id.seqno;
  const deadline = Date.now() + 30_000;
  while (((await lastIndexed(net.db.pool)) ?? 0) < head) {
    if (Date.now() > deadline) throw new Error(`masterchain block ${head} was not indexed in 30 s`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function get(url: string): Promise<{ status: number; body: any }> {
  const res = await v3.inject(`/api/v3${url}`);
  return { status: res.statusCode, body: json(res) };
}

async function ok(url: string): Promise<any> {
  const r = await get(url);
  expect(r.status, `${url}: ${JSON.stringify(r.body).slice(0, 300)}`).toBe(200);
  return r.body;
}

const txKey = (t: { hash: string; lt: string }) => `${t.lt}/${t.hash}`;

async function transactionsNow(): Promise<Set<string>> {
  const { rows } = await net.db.pool.query<{ lt: string; hash: Buffer }>('SELECT lt, hash FROM transactions');
  return new Set(rows.map((r) => `${r.lt}/${r.hash.toString('base64')}`));
}

/** Walks a list page by page (`nextUrl` of the previous page's body), calling `between` after each page. */
async function walk(
  first: string,
  rowsOf: (body: any) => string[],
  nextUrl: (body: any, pageIndex: number) => string | undefined,
  between: () => Promise<void>,
): Promise<string[]> {
  const seen: string[] = [];
  let url: string | undefined = first;
  for (let i = 0; url; i++) {
    // a cursor that does not advance would walk forever
    if (i === 100) throw new Error(`the walk from ${first} did not end in 100 pages`);
    const body = await ok(url);
    seen.push(...rowsOf(body));
    url = nextUrl(body, i);
    if (url) await between();
  }
  return seen;
}

const repeats = (keys: string[]) => keys.length - new Set(keys).size;

beforeAll(async () => {
  net = await followedNetwork();
  v3 = await createV3Server({ db: net.db.pool, network: 'local', logger: silentLogger, validateResponses: true });
  // a history of a few hundred transactions to walk
  for (let i = 0; i < 4; i++) await arrive(60);
}, 120_000);

afterAll(async () => {
  await v3?.stop();
  await net?.stop();
});

describe('getTransactions by cursor (D36)', () => {
  it('walks newest first while 1,000 transactions arrive: no repeat, no gap', async () => {
    const before = await transactionsNow();
    expect(before.size).toBeGreaterThan(200);
    const walked = await walk(
      '/transactions?sort=desc&limit=20',
      (b) => b.transactions.map(txKey),
      (b) => (b.next_cursor ? `/transactions?sort=desc&limit=20&cursor=${b.next_cursor}` : undefined),
      () => arrive(90),
    );
    const arrived = (await transactionsNow()).size - before.size;
    expect(arrived).toBeGreaterThanOrEqual(1000);
    expect(repeats(walked)).toBe(0);
    const missing = [...before].filter((k) => !walked.includes(k));
    expect(missing).toEqual([]);
  }, 110_000);

  it('the same walk by offset repeats rows (what the cursor prevents)', async () => {
    const walked = await walk(
      '/transactions?sort=desc&limit=20',
      (b) => b.transactions.map(txKey),
      (_b, i) => (i < 3 ? `/transactions?sort=desc&limit=20&offset=${(i + 1) * 20}` : undefined),
      () => arrive(10),
    );
    expect(repeats(walked)).toBeGreaterThan(0);
  });

  it('ends with a null next_cursor on the page shorter than the limit', async () => {
    // a paid account of the first round: its one transaction
    const account = `0:${'0'.repeat(8)}${'ab'.repeat(28)}`;
    const short = await ok(`/transactions?account=${account}&limit=2`);
    expect(short.transactions).toHaveLength(1);
    expect(short.next_cursor).toBeNull();
    const full = await ok(`/transactions?account=${account}&limit=1`);
    expect(typeof full.next_cursor).toBe('string');
    const after = await ok(`/transactions?account=${account}&limit=1&cursor=${full.next_cursor}`);
    expect(after).toMatchObject({ transactions: [], next_cursor: null });
  });
});

describe('getMessages by cursor', () => {
  it('walks newest first while messages arrive: no repeat, no gap', async () => {
    const { rows } = await net.db.pool.query<{ msg_hash: Buffer }>('SELECT DISTINCT msg_hash FROM messages');
    const before = rows.map((r) => r.msg_hash.toString('base64'));
    const walked = await walk(
      '/messages?limit=50',
      (b) => b.messages.map((m: { hash: string }) => m.hash),
      (b) => (b.next_cursor ? `/messages?limit=50&cursor=${b.next_cursor}` : undefined),
      () => arrive(5),
    );
    expect(repeats(walked)).toBe(0);
    expect(before.filter((h) => !walked.includes(h))).toEqual([]);
  }, 90_000);
});

describe('cursor refusals', () => {
  it('are 422 with the documented texts', async () => {
    const page = await ok('/transactions?limit=5');
    const cursor: string = page.next_cursor;
    const refused = async (url: string, text: string) => {
      const r = await get(url);
      expect(r.status, url).toBe(422);
      expect(r.body.error).toBe(text);
    };
    await refused(`/transactions?limit=5&cursor=${cursor}&offset=5`, CURSOR_ERRORS.withOffset);
    await refused('/transactions?limit=5&cursor=bm90LWEtY3Vyc29y', CURSOR_ERRORS.malformed);
    await refused(`/transactions?limit=5&cursor=${cursor.slice(0, -3)}`, CURSOR_ERRORS.malformed);
    // another query: another filter, another sort, another list
    await refused(`/transactions?limit=5&workchain=0&cursor=${cursor}`, CURSOR_ERRORS.foreign);
    await refused(`/transactions?limit=5&sort=asc&cursor=${cursor}`, CURSOR_ERRORS.foreign);
    await refused(`/blocks?limit=5&cursor=${cursor}`, CURSOR_ERRORS.foreign);
    const messages = await ok('/messages?limit=5');
    await refused(`/transactions?limit=5&cursor=${messages.next_cursor}`, CURSOR_ERRORS.foreign);
    // a changed limit keeps the cursor's query
    expect((await get(`/transactions?limit=7&cursor=${cursor}`)).status).toBe(200);
  });
});
