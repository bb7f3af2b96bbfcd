/**
 * Recorded mainnet blocks imported by the indexer are served by /api/v3/blocks and /api/v3/transactions with
 * every transaction's hash, lt, previous transaction, time, statuses (tongo's known answers) and fee (the
 * block's own per-transaction fee augmentation) unchanged.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../../../indexer/db/fresh-database.ts';
import { Cell } from '@ton/core';
import { blockId, parseBlock } from '../../../tlb/index.ts';
import { fixturePath, fixturesSkipReason, haveFixtures } from '../../../tools/fixtures.ts';
import { createV3Server } from '../../src/v3/app.ts';
import { silentLogger } from '../helpers.ts';
import { withClient, type Db } from '../../src/v3/queries/db.ts';
import { missingFromBook } from '../../src/v3/handlers/complete-book.ts';
import { run } from '../../src/v3/queries/statements.ts';
import {
  loadTransactions,
  readTransactions,
  selectTransactions,
  transactionAddresses,
  type TransactionPage,
} from '../../src/v3/queries/transactions.ts';
import type { TransactionRow } from '../../src/v3/queries/rows.ts';

const importModule = fileURLToPath(new URL('../../../indexer/pipeline/import.ts', import.meta.url));
const haveImport = existsSync(importModule);
const skipReason = !haveFixtures
  ? fixturesSkipReason
  : !haveImport
    ? `indexer import function not available (${importModule}, see server/src/v3/SCHEMA-NEEDS.md §2)`
    : '';

const TONGO = [1, 2, 3, 4, 5].map((n) => fixturePath('tongo', `block-${n}`, 'block.bin'));
const TONUTILS = fixturePath('tonutils-go', 'block_0_8000000000000000_71398501.boc');

interface Expected {
  Accounts: Record<
    string,
    {
      Transactions: Record<
        string,
        { Lt: number; PrevTransHash: string; PrevTransLt: number; Now: number; OrigStatus: string; EndStatus: string }
      >;
    }
  >;
  TxHashes: string[] | null;
}

const status = (s: string) => (s === 'uninit' ? 'uninit' : s);

describe.skipIf(Boolean(skipReason))(
  `v3 serves recorded mainnet blocks ${skipReason ? `(skipped: ${skipReason})` : ''}`,
  () => {
    let db: TestDatabase;
    let server: Awaited<ReturnType<typeof createV3Server>>;

    beforeAll(async () => {
      db = await freshDatabase();
      const { importFiles } = (await import(importModule)) as {
        importFiles: (pool: unknown, files: string[]) => Promise<unknown>;
      };
      await importFiles(db.pool, [...TONGO, TONUTILS]);
      server = await createV3Server({ db: db.pool, network: 'mainnet', logger: silentLogger, validateResponses: true });
    }, 300_000);

    afterAll(async () => {
      await server?.stop();
      await db?.stop();
    });

    const get = async (url: string) => {
      const res = await server.inject(`/api/v3${url}`);
      expect(res.statusCode, url).toBe(200);
      return JSON.parse(res.payload);
    };

    for (const file of [...TONGO, TONUTILS]) {
      it(`block ${file.split('/').slice(-2).join('/')}`, async () => {
        const parsed = parseBlock(readFileSync(file));
        const id = blockId(parsed);
        const wc = id.workchain;
        const shard = id.shardHex.toUpperCase();
        const { blocks } = await get(`/blocks?workchain=${wc}&shard=${shard}&seqno=${parsed.info.seqno}`);
        expect(blocks).toHaveLength(1);
        expect(blocks[0]).toMatchObject({
          root_hash: parsed.rootHash.toString('base64'),
          start_lt: String(parsed.info.startLt),
          tx_count: parsed.transactions.length,
        });

        const { transactions } = await get(
          `/transactions?workchain=${wc}&shard=${shard}&seqno=${parsed.info.seqno}&limit=1000&sort=asc`,
        );
        expect(transactions).toHaveLength(parsed.transactions.length);
        const byHash = new Map(transactions.map((t: any) => [Buffer.from(t.hash, 'base64').toString('hex'), t]));
        for (const bt of parsed.transactions) {
          const t = byHash.get(bt.hash.toString('hex')) as any;
          expect(t, bt.hash.toString('hex')).toBeDefined();
          expect(t.lt).toBe(bt.lt.toString());
          expect(t.account).toBe(`${wc}:${bt.account.toString('hex').toUpperCase()}`);
          expect(t.total_fees).toBe(bt.fees.grams.toString());
        }
        const expectedFile = file.replace(/block\.bin$/, 'block.expected.json');
        if (file !== TONUTILS && existsSync(expectedFile)) {
          const expected = JSON.parse(readFileSync(expectedFile, 'utf8')) as Expected;
          expect([...byHash.keys()].sort()).toEqual(expected.TxHashes ?? []);
          for (const [acc, { Transactions }] of Object.entries(expected.Accounts ?? {})) {
            for (const e of Object.values(Transactions)) {
              const t = transactions.find((x: any) => x.lt === String(e.Lt) && x.account.endsWith(acc.toUpperCase()));
              expect(t, `${acc}@${e.Lt}`).toBeDefined();
              expect([t.prev_trans_hash, t.prev_trans_lt, t.now, t.orig_status, t.end_status]).toEqual([
                Buffer.from(e.PrevTransHash, 'hex').toString('base64'),
                String(e.PrevTransLt),
                e.Now,
                status(e.OrigStatus),
                status(e.EndStatus),
              ]);
            }
          }
        }
        expect(server.violations).toEqual([]);
      }, 60_000);
    }

    it('serves each message with the body and StateInit indexed for it, read or kept', async () => {
      const { rows } = await db.pool.query<{
        msg_hash: Buffer;
        body_hash: Buffer | null;
        init_state_hash: Buffer | null;
      }>('SELECT msg_hash, body_hash, init_state_hash FROM messages');
      const indexed = new Map(rows.map((r) => [r.msg_hash.toString('base64'), r]));
      expect(rows.some((r) => r.init_state_hash)).toBe(true);
      const asIndexed = (content: { hash: string; body: string } | null, hash: Buffer | null, what: string) => {
        expect(content?.hash ?? null, what).toBe(hash?.toString('base64') ?? null);
        // the body is the content the hash names
        if (content) expect(Cell.fromBase64(content.body).hash().toString('base64'), what).toBe(content.hash);
      };
      // twice: contents read from the index, then the same contents kept from the first reading
      for (let round = 0; round < 2; round++) {
        let seen = 0;
        for (const file of [...TONGO, TONUTILS]) {
          const parsed = parseBlock(readFileSync(file));
          const id = blockId(parsed);
          const { transactions } = await get(
            `/transactions?workchain=${id.workchain}&shard=${id.shardHex.toUpperCase()}&seqno=${parsed.info.seqno}&limit=1000`,
          );
          for (const t of transactions)
            for (const m of [t.in_msg, ...t.out_msgs].filter(Boolean)) {
              const row = indexed.get(m.hash);
              expect(row, m.hash).toBeDefined();
              asIndexed(m.message_content, row!.body_hash, `${m.hash} body`);
              asIndexed(m.init_state, row!.init_state_hash, `${m.hash} init`);
              seen++;
            }
        }
        expect(seen).toBeGreaterThan(100);
        // the messages list reads them the same way: each message of a sample (StateInits among them), 20 a request
        const sample = [
          ...rows.filter((r) => r.init_state_hash).slice(0, 20),
          ...rows.filter((r) => r.body_hash && !r.init_state_hash).slice(0, 60),
        ];
        for (let i = 0; i < sample.length; i += 20) {
          const part = sample.slice(i, i + 20);
          const query = part.map((r) => `msg_hash=${encodeURIComponent(r.msg_hash.toString('base64'))}`).join('&');
          const { messages } = await get(`/messages?${query}&limit=100`);
          expect(messages.map((m: any) => m.hash).sort()).toEqual(
            part.map((r) => r.msg_hash.toString('base64')).sort(),
          );
          for (const m of messages) {
            const row = indexed.get(m.hash)!;
            asIndexed(m.message_content, row.body_hash, `${m.hash} body in /messages`);
            asIndexed(m.init_state, row.init_state_hash, `${m.hash} init in /messages`);
          }
        }
      }
      expect(server.violations).toEqual([]);
    }, 60_000);

    it('gives every transactions answer a book of every address its records carry (the walk is not run on them)', async () => {
      const q = async (sql: string) => (await db.pool.query(sql)).rows;
      const accounts = await q('SELECT account FROM transactions GROUP BY account ORDER BY count(*) DESC LIMIT 20');
      const messages = await q(`SELECT encode(msg_hash, 'hex') AS h FROM messages ORDER BY tx_lt, msg_hash LIMIT 40`);
      const [{ seqno }] = await q('SELECT max(mc_block_seqno) AS seqno FROM transactions');
      const urls = [
        ...accounts.map((a) => `/transactions?account=${a.account}&limit=50`),
        ...accounts.slice(0, 5).map((a) => `/transactions?account=${a.account}&start_utime=1&limit=50`),
        ...messages.map((m) => `/transactionsByMessage?msg_hash=${m.h}`),
        `/transactionsByMasterchainBlock?seqno=${seqno}&limit=200`,
        `/transactions?limit=500`,
      ];
      let addresses = 0;
      for (const url of urls) {
        const body = await get(url);
        expect(body.transactions.length, url).toBeGreaterThan(0);
        expect(missingFromBook(body, body.address_book), url).toEqual([]);
        addresses += Object.keys(body.address_book).length;
      }
      expect(addresses).toBeGreaterThan(500);
    });

    it("reads a page's rows and messages at once, and a transaction only one of the two statements saw", async () => {
      const d: Db = { pool: db.pool, timeoutMs: 10_000 };
      const {
        rows: [{ account }],
      } = await db.pool.query(
        `SELECT account FROM transactions t WHERE EXISTS (SELECT 1 FROM messages m WHERE m.tx_hash = t.hash AND m.tx_lt = t.lt AND m.direction = 'out')
         GROUP BY account HAVING count(*) >= 4 ORDER BY count(*) DESC, account LIMIT 1`,
      );
      const pageOf = (limit: number) =>
        withClient(d, (c) =>
          selectTransactions(c, { accounts: [account] }, 'desc', limit, 0),
        ) as Promise<TransactionPage>;
      const [three, four] = [await pageOf(3), await pageOf(4)];
      const rowsOf = (p: TransactionPage) =>
        withClient(d, async (c) => (await run<TransactionRow>(c, p.rows, p.params)).rows);
      // each page read row by row, its messages by key after the rows: the reference
      const byKey = async (p: TransactionPage) => withClient(d, async (c) => loadTransactions(c, await rowsOf(p)));
      const read = (p: TransactionPage) => withClient(d, (c) => readTransactions(c, p, async (addresses) => addresses));
      for (const p of [three, four]) {
        const { transactions, book } = await read(p);
        expect(transactions).toEqual(await byKey(p));
        expect(transactions.some((t) => t.in_msg && t.out_msgs.length > 0)).toBe(true);
        // the book is asked for the addresses of the records, in their order
        expect(book).toEqual(transactionAddresses(transactions));
      }
      // The messages statement run on another connection saw another page (a transaction written between the two
      // statements): the rows' oldest transaction is missing from it, or it has one more than the rows.
      const unseen = await read({ rows: four.rows, messages: three.messages, params: four.params });
      expect(unseen.transactions).toEqual(await byKey(four));
      expect(unseen.transactions[3]!.in_msg ?? unseen.transactions[3]!.out_msgs[0]).toBeTruthy();
      const extra = await read({ rows: three.rows, messages: four.messages, params: three.params });
      expect(extra.transactions).toEqual(await byKey(three));
      expect(extra.book).toEqual(transactionAddresses(extra.transactions));
    });
  },
);
