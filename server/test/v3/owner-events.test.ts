// An owner's jetton and NFT transfers on either side are read as two index-ordered scans (received, and sent to
// others) rather than one `receiver = x OR sender = x` condition: the pages must be exactly that condition's, in
// its order, across partitions, self-transfers, aborted transfers and every page of a sort.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureLtPartitions } from '../../../indexer/db/partitions.ts';
import { freshDatabase, type TestDatabase } from '../../../indexer/db/fresh-database.ts';
import { createV3Server } from '../../src/v3/app.ts';
import { silentLogger } from '../helpers.ts';

const party = (n: number) => `0:${n.toString(16).padStart(2, '0').repeat(32).toUpperCase()}`;
const PARTIES = [1, 2, 3, 4].map(party);
const [X, Y] = PARTIES as [string, string];
// two lt partitions and more: each owner's history spans them
const LTS = Array.from({ length: 60 }, (_, i) => String(1_000_000 + i * 7_919_131 + (i % 3)));

let db: TestDatabase;
let server: Awaited<ReturnType<typeof createV3Server>>;
beforeAll(async () => {
  db = await freshDatabase({ prefix: 'owner_events' });
  const c = await db.pool.connect();
  await ensureLtPartitions(c, LTS).finally(() => c.release());
  let seed = 7;
  const pick = () => PARTIES[(seed = (seed * 1103515245 + 12345) % 2 ** 31) % PARTIES.length]!;
  for (const [i, lt] of LTS.entries()) {
    // some transfers share an lt (the order then falls to the hash); some are self-transfers
    const [from, to] = i % 11 === 0 ? [X, X] : [pick(), pick()];
    const common = { tx_hash: randomBytes(32), tx_lt: i % 13 === 5 ? LTS[i - 1] : lt, tx_now: 1_700_000_000 + i };
    await db.pool.query(
      `INSERT INTO jetton_transfers (tx_hash, tx_lt, tx_now, tx_aborted, query_id, amount, source, destination,
         jetton_wallet_address, jetton_master_address) VALUES ($1, $2, $3, $4, 0, 1, $5, $6, $7, $7)`,
      [common.tx_hash, common.tx_lt, common.tx_now, i % 9 === 4, from, to, party(9)],
    );
    await db.pool.query(
      `INSERT INTO nft_transfers (tx_hash, tx_lt, tx_now, tx_aborted, query_id, nft_item_address, old_owner, new_owner)
       VALUES ($1, $2, $3, $4, 0, $5, $6, $7)`,
      [common.tx_hash, common.tx_lt, common.tx_now, false, party(8), from, to],
    );
  }
  server = await createV3Server({ db: db.pool, network: 'mainnet', logger: silentLogger, answerCacheBytes: 0 });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await db?.stop();
});

const hashes = (rows: Array<{ tx_hash: Buffer }>) => rows.map((r) => r.tx_hash.toString('base64'));

describe("an owner's transfers on either side", () => {
  for (const kind of [
    {
      path: '/jetton/transfers',
      list: 'jetton_transfers',
      table: 'jetton_transfers',
      to: 'destination',
      from: 'source',
      extra: 'AND NOT tx_aborted',
    },
    {
      path: '/nft/transfers',
      list: 'nft_transfers',
      table: 'nft_transfers',
      to: 'new_owner',
      from: 'old_owner',
      extra: '',
    },
  ])
    it(`${kind.path}: the rows and order of the plain condition, on every page`, async () => {
      let compared = 0;
      for (const owner of [X, Y])
        for (const sort of ['desc', 'asc'] as const)
          for (const [limit, offset] of [
            [10, 0],
            [7, 0],
            [5, 4],
            [9, 18],
            [50, 0],
          ] as const) {
            const dir = sort.toUpperCase();
            const { rows } = await db.pool.query(
              `SELECT tx_hash FROM ${kind.table} WHERE (${kind.to} = $1 OR ${kind.from} = $1) ${kind.extra}
               ORDER BY tx_lt ${dir}, tx_hash ${dir} LIMIT ${limit} OFFSET ${offset}`,
              [owner],
            );
            const res = await server.inject(
              `/api/v3${kind.path}?owner_address=${owner}&sort=${sort}&limit=${limit}&offset=${offset}`,
            );
            expect(res.statusCode, res.payload.slice(0, 200)).toBe(200);
            const got = JSON.parse(res.payload)[kind.list].map((t: { transaction_hash: string }) => t.transaction_hash);
            expect(got, `${owner} ${sort} ${limit}/${offset}`).toEqual(hashes(rows));
            compared += rows.length;
          }
      // the pages were not all empty: the comparison proves something
      expect(compared).toBeGreaterThan(100);
    });
});
