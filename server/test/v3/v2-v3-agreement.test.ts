/**
 * API v2 (the liteserver) and API v3 (the index) describe the same chain: on a local network with a little
 * history (wallet transfers, a jetton and an NFT transfer), followed by the indexer into PostgreSQL, every
 * genesis account has the same balance, the same last transaction and the same transaction history in both, and
 * each transaction's states chain into the next one's, ending in the balance v2 reads.
 */
import { Address } from '@ton/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedHistory } from '../../../devnet/index.ts';
import { startDevnet, type Devnet } from '../../../devnet/index.ts';
import { signingWallets } from '../../../devnet/wallets.ts';
import { freshDatabase, type TestDatabase } from '../../../indexer/db/fresh-database.ts';
import { indexAndServe, type IndexedApis } from './indexed-network.ts';

interface TxId {
  lt: string;
  hash: string;
}

/** Small pages, so that v2's lt/hash cursor is followed across several pages for the active wallets. */
const V2_PAGE = 3;
const ZERO_HASH = Buffer.alloc(32).toString('base64');

let devnet: Devnet;
let db: TestDatabase;
let apis: IndexedApis | undefined;
let activeWallets: string[] = [];

beforeAll(async () => {
  [devnet, db] = await Promise.all([startDevnet({ blockInterval: 0 }), freshDatabase()]);
  await seedHistory(devnet);
  // The wallets the seed signs for: each sent and received in every seeded round.
  activeWallets = (await signingWallets(devnet.accounts)).map((w) => w.address);
  expect(activeWallets.length).toBeGreaterThanOrEqual(2);
  apis = await indexAndServe(devnet, db, 60_000);
}, 180_000);

afterAll(async () => {
  await apis?.stop();
  await devnet?.stop();
  await db?.stop();
});

const v2get = (path: string) => apis!.v2get(path);
const v3get = (path: string) => apis!.v3get(path);
/** Answers that broke the contract since the last call (each test owns its own). */
let seenViolations = { v2: 0, v3: 0 };
function newViolations() {
  const { v2, v3 } = apis!;
  const fresh = { v2: v2.violations.slice(seenViolations.v2), v3: v3.violations.slice(seenViolations.v3) };
  seenViolations = { v2: v2.violations.length, v3: v3.violations.length };
  return fresh;
}
const q = encodeURIComponent;

/** The whole history through v2's cursor: each page starts at the last transaction of the previous one (inclusive). */
async function v2History(address: string): Promise<TxId[]> {
  const out: TxId[] = [];
  let cursor: TxId | undefined;
  for (;;) {
    const page: Array<{ transaction_id: TxId }> = await v2get(
      `/getTransactions?address=${q(address)}&limit=${V2_PAGE}` +
        (cursor ? `&lt=${cursor.lt}&hash=${q(cursor.hash)}` : ''),
    );
    const ids = page.map((t) => ({ lt: t.transaction_id.lt, hash: t.transaction_id.hash }));
    if (cursor) {
      expect(ids[0], `v2 page of ${address} must start at its cursor`).toEqual(cursor);
      ids.shift();
    }
    if (ids.length === 0) return out;
    out.push(...ids);
    cursor = ids[ids.length - 1];
  }
}

async function v3History(address: string): Promise<TxId[]> {
  const body = await v3get(`/transactions?account=${q(address)}&sort=desc&limit=1000`);
  expect(body.transactions.length, 'history longer than one v3 page').toBeLessThan(1000);
  return body.transactions.map((t: TxId) => ({ lt: t.lt, hash: t.hash }));
}

describe('API v2 and API v3 agree on the local network', () => {
  beforeEach(() => {
    if (apis) newViolations();
  });

  it('on the balance of every genesis account', async () => {
    const addresses = devnet.accounts.map((a) => a.address);
    const states = (
      await v3get(`/accountStates?include_boc=false&${addresses.map((a) => `address=${q(a)}`).join('&')}`)
    ).accounts as Array<{ address: string; balance: string }>;
    for (const address of addresses) {
      const info = await v2get(`/getAddressInformation?address=${q(address)}`);
      expect(await v2get(`/getAddressBalance?address=${q(address)}`), address).toBe(info.balance);
      const state = states.find((s) => Address.parse(s.address).equals(Address.parse(address)));
      expect(state, `${address} is missing from v3 /accountStates`).toBeDefined();
      expect(state!.balance, address).toBe(info.balance);
    }
    // Balances moved since genesis: the comparison is not between two untouched snapshots.
    const moved = devnet.accounts.filter((a) =>
      states.some((s) => Address.parse(s.address).equals(Address.parse(a.address)) && s.balance !== a.balance),
    );
    expect(moved.length).toBeGreaterThanOrEqual(activeWallets.length);
    expect(newViolations()).toEqual({ v2: [], v3: [] });
  });

  it('on the last transaction of every genesis account', async () => {
    let withTransactions = 0;
    for (const { address } of devnet.accounts) {
      const last: TxId = (await v2get(`/getAddressInformation?address=${q(address)}`)).last_transaction_id;
      const newest = (await v3get(`/transactions?account=${q(address)}&limit=1&sort=desc`)).transactions as TxId[];
      if (last.lt === '0') {
        expect(last.hash, address).toBe(ZERO_HASH);
        expect(newest, `${address} has no transaction in v2 but has in v3`).toEqual([]);
        continue;
      }
      expect(
        newest.map((t) => ({ lt: t.lt, hash: t.hash })),
        address,
      ).toEqual([{ lt: last.lt, hash: last.hash }]);
      withTransactions++;
    }
    expect(withTransactions).toBeGreaterThanOrEqual(activeWallets.length);
    expect(newViolations()).toEqual({ v2: [], v3: [] });
  });

  it('on the whole transaction history of every genesis account, in the same order', async () => {
    let compared = 0;
    for (const { address } of devnet.accounts) {
      const fromV2 = await v2History(address);
      expect(await v3History(address), address).toEqual(fromV2);
      compared += fromV2.length;
      if (activeWallets.includes(address))
        expect(fromV2.length, `history of wallet ${address}`).toBeGreaterThan(V2_PAGE);
    }
    expect(compared).toBeGreaterThan(2 * activeWallets.length);
    expect(newViolations()).toEqual({ v2: [], v3: [] });
  });

  it('on the state at 20 random masterchain blocks of each wallet and more, and on where each balance changed (D34)', async () => {
    const info = await v3get('/masterchainInfo');
    const [first, last] = [info.first.seqno as number, info.last.seqno as number];
    expect(last - first).toBeGreaterThan(5);
    const others = devnet.accounts.map((a) => a.address).filter((a) => !activeWallets.includes(a));
    const v2Status = (s: string) => (s === 'nonexist' || s === 'uninit' ? 'uninitialized' : s);
    const nonexistent = `0:${'5e'.repeat(32)}`;
    for (const address of [...activeWallets, ...others.slice(0, 3), nonexistent]) {
      for (let i = 0; i < 20; i++) {
        const seqno = first + Math.floor(Math.random() * (last - first + 1));
        const at = await v3get(`/accountStateAt?address=${q(address)}&mc_seqno=${seqno}`);
        const v2 = await v2get(`/getAddressInformation?address=${q(address)}&seqno=${seqno}`);
        const where = `${address} at ${seqno}`;
        expect(at.mc_seqno, where).toBe(seqno);
        expect(at.balance, where).toBe(v2.balance);
        expect(v2Status(at.status), where).toBe(v2.state);
        expect(at.last_transaction_lt ?? '0', where).toBe(v2.last_transaction_id.lt);
        if (at.last_transaction_hash) expect(at.last_transaction_hash, where).toBe(v2.last_transaction_id.hash);
        // by that block's time: the last block generated by then, as v2 reads it there
        const byTime = await v3get(`/accountStateAt?address=${q(address)}&utime=${at.utime}`);
        expect(byTime.mc_seqno, where).toBeGreaterThanOrEqual(seqno);
        expect(byTime.utime, where).toBe(at.utime);
        expect(byTime.balance, where).toBe(
          await v2get(`/getAddressBalance?address=${q(address)}&seqno=${byTime.mc_seqno}`),
        );
      }
    }
    const beyond = await apis!.v3.inject(`/api/v3/accountStateAt?address=${q(activeWallets[0]!)}&mc_seqno=${last + 1}`);
    expect(beyond.statusCode).toBe(404);
    // the blocks at which v2 reads a new balance are exactly the rows of /balanceHistory, with their deltas
    for (const address of activeWallets) {
      const changes: Array<{ mc_seqno: number; balance: string; delta: string }> = [];
      let before = await v2get(`/getAddressBalance?address=${q(address)}&seqno=${first}`);
      for (let seqno = first + 1; seqno <= last; seqno++) {
        const now = await v2get(`/getAddressBalance?address=${q(address)}&seqno=${seqno}`);
        if (now !== before)
          changes.push({ mc_seqno: seqno, balance: now, delta: (BigInt(now) - BigInt(before)).toString() });
        before = now;
      }
      expect(changes.length, address).toBeGreaterThan(1);
      const rows = (await v3get(`/balanceHistory?address=${q(address)}&sort=asc&limit=1000`)).balances;
      expect(
        rows
          .filter((r: { mc_seqno: number }) => r.mc_seqno > first)
          .map((r: { mc_seqno: number; balance: string; delta: string }) => ({
            mc_seqno: r.mc_seqno,
            balance: r.balance,
            delta: r.delta,
          })),
        address,
      ).toEqual(changes);
    }
    expect(newViolations()).toEqual({ v2: [], v3: [] });
  });

  it('on the states of every wallet transaction: each ends where the next begins, the last in the balance', async () => {
    // the indexer wrote the states it took on the rows of the transactions that ended in them (migration 0011),
    // each as account_states holds it
    const rows = await db.pool.query<{ carrying: number; differing: number }>(
      `SELECT count(*)::int AS carrying, count(*) FILTER (WHERE s.hash IS NULL OR (s.balance, s.account_status,
         s.balance_extra_currencies, s.frozen_hash, s.data_hash, s.code_hash) IS DISTINCT FROM (t.state_after_balance,
         t.state_after_account_status, t.state_after_balance_extra_currencies, t.state_after_frozen_hash,
         t.state_after_data_hash, t.state_after_code_hash))::int AS differing
       FROM transactions t LEFT JOIN account_states s ON s.hash = t.account_state_hash_after
       WHERE t.state_after_account_status IS NOT NULL`,
    );
    expect(rows.rows[0]!.carrying).toBeGreaterThanOrEqual(activeWallets.length);
    expect(rows.rows[0]!.differing).toBe(0);
    type State = { hash: string; balance: string | null };
    for (const address of activeWallets) {
      const txs = (await v3get(`/transactions?account=${q(address)}&sort=desc&limit=1000`)).transactions as Array<{
        account_state_before: State;
        account_state_after: State;
      }>;
      expect(txs.length, address).toBeGreaterThan(1);
      for (let i = 0; i + 1 < txs.length; i++)
        expect(txs[i]!.account_state_before, `${address} transaction ${i}`).toEqual(txs[i + 1]!.account_state_after);
      expect(txs[0]!.account_state_after.balance, address).toBe(
        await v2get(`/getAddressBalance?address=${q(address)}`),
      );
    }
    expect(newViolations()).toEqual({ v2: [], v3: [] });
  });
});
