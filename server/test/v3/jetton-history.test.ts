/**
 * /jetton/balanceHistory (D35) on a local network followed by the indexer: after jetton transfers (to an owner that
 * had a wallet, to one that had none, two in one block), a burn and a transfer the wallet refused, the points of each
 * wallet are exactly the masterchain blocks at which API v2's get_wallet_data (runGetMethod at that seqno) reads a
 * new balance, with their deltas; the owner and master filters, windows, paging and 422s.
 */
import { Address, beginCell, internal, toNano } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevnet, type Devnet } from '../../../devnet/index.ts';
import { JETTON_PER_WALLET } from '../../../devnet/genesis/contracts.ts';
import { genesisSender } from '../../../devnet/test/helpers.ts';
import { freshDatabase, type TestDatabase } from '../../../indexer/db/fresh-database.ts';
import { json } from '../helpers.ts';
import { indexAndServe, type IndexedApis } from './indexed-network.ts';

interface Point {
  jetton_wallet: string;
  jetton: string | null;
  owner: string | null;
  lt: string;
  hash: string;
  utime: number;
  mc_seqno: number;
  balance: string;
  delta: string | null;
}

const raw = (a: string) => Address.parse(a).toRawString().toUpperCase();
const q = encodeURIComponent;
/** An owner with no jetton wallet and no account: a transfer to it deploys its wallet. */
const NEW_OWNER = `0:${'5e'.repeat(32)}`;
/** An owner that receives nothing: a transfer of 0 to it deploys an empty wallet. */
const EMPTY_OWNER = `0:${'6f'.repeat(32)}`;

let devnet: Devnet;
let db: TestDatabase;
let apis: IndexedApis | undefined;
const { send, walletOf } = genesisSender(() => devnet);
const genesisWallets = () => devnet.accounts.filter((a) => a.kind === 'jetton-wallet' && a.owner);

const transferBody = (amount: bigint, to: string, responseTo: string, queryId: number) =>
  beginCell()
    .storeUint(0x0f8a7ea5, 32)
    .storeUint(queryId, 64)
    .storeCoins(amount)
    .storeAddress(Address.parse(to))
    .storeAddress(Address.parse(responseTo))
    .storeBit(0)
    .storeCoins(toNano('0.01'))
    .storeBit(0)
    .endCell();

/** Sends from the owner of jetton wallet `jw` to it, then lets the cascade settle over a few blocks. */
async function ownerSends(jw: { address: string; owner?: string }, bodies: ReturnType<typeof transferBody>[]) {
  const o = walletOf(jw.owner!);
  await send(
    o.version,
    o.index,
    bodies.map((body) => internal({ to: Address.parse(jw.address), value: toNano('0.2'), body })),
  );
  for (let i = 0; i < 3; i++) await devnet.chain.produceBlock();
}

beforeAll(async () => {
  [devnet, db] = await Promise.all([startDevnet({ blockInterval: 0 }), freshDatabase()]);
  for (let i = 0; i < 6; i++) await devnet.chain.produceBlock();
  const [a, b, d] = genesisWallets();
  await ownerSends(a!, [transferBody(1000n, b!.owner!, a!.owner!, 1)]);
  await ownerSends(a!, [transferBody(2000n, NEW_OWNER, a!.owner!, 2)]);
  const burn = beginCell()
    .storeUint(0x595f07bc, 32)
    .storeUint(3, 64)
    .storeCoins(300n)
    .storeAddress(Address.parse(b!.owner!))
    .storeBit(0)
    .endCell();
  await ownerSends(b!, [burn]);
  // two transfers in one message set: their changes of a's balance may share a masterchain block
  await ownerSends(a!, [transferBody(10n, b!.owner!, a!.owner!, 4), transferBody(20n, NEW_OWNER, a!.owner!, 5)]);
  // more than the wallet holds: refused, its balance stays as it was
  await ownerSends(d!, [transferBody(JETTON_PER_WALLET + 1n, b!.owner!, d!.owner!, 6)]);
  await ownerSends(b!, [transferBody(77n, a!.owner!, b!.owner!, 7)]);
  await ownerSends(a!, [transferBody(0n, EMPTY_OWNER, a!.owner!, 8)]);
  apis = await indexAndServe(devnet, db, 60_000);
}, 180_000);

afterAll(async () => {
  await apis?.stop();
  await devnet?.stop();
  await db?.stop();
});

const v3get = (path: string) => apis!.v3get(path);

/** The wallet's balance as API v2 runs get_wallet_data at masterchain block `seqno`; null when it does not answer. */
async function v2Balance(wallet: string, seqno: number): Promise<string | null> {
  const res = await apis!.v2.inject({
    method: 'POST',
    url: '/api/v2/runGetMethod',
    payload: { address: wallet, method: 'get_wallet_data', stack: [], seqno },
  });
  expect(res.statusCode, `runGetMethod ${wallet} at ${seqno}: ${res.payload.slice(0, 200)}`).toBe(200);
  const r = json(res).result as { exit_code: number; stack: Array<[string, string]> };
  if (r.exit_code !== 0) return null;
  return BigInt(r.stack[0]![1]).toString();
}

async function history(query: string): Promise<Point[]> {
  return (await v3get(`/jetton/balanceHistory?${query}`)).balances;
}

describe('/jetton/balanceHistory on the local network (D35)', () => {
  let wallets: string[] = [];
  let first = 0;
  let last = 0;

  beforeAll(async () => {
    const [a, b, d] = genesisWallets();
    const created = (await v3get(`/jetton/wallets?owner_address=${q(NEW_OWNER)}`)).jetton_wallets;
    expect(created.length, 'the transfer to a new owner deployed its wallet').toBe(1);
    wallets = [a!.address, b!.address, d!.address, created[0].address].map(raw);
    const info = await v3get('/masterchainInfo');
    [first, last] = [info.first.seqno as number, info.last.seqno as number];
  });

  it('lists exactly the blocks at which v2 reads a new balance, with deltas that chain', async () => {
    expect(last - first, 'enough blocks to compare at').toBeGreaterThanOrEqual(20);
    let points = 0;
    for (const wallet of wallets) {
      // every masterchain block of the index, in order: where v2 reads a new balance is a point
      const expected: Array<Pick<Point, 'mc_seqno' | 'balance' | 'delta'>> = [];
      let before = await v2Balance(wallet, first);
      for (let seqno = first + 1; seqno <= last; seqno++) {
        const now = await v2Balance(wallet, seqno);
        if (now !== null && now !== (before ?? '0'))
          expected.push({ mc_seqno: seqno, balance: now, delta: (BigInt(now) - BigInt(before ?? '0')).toString() });
        before = now;
      }
      const rows = await history(`jetton_wallet=${q(wallet)}&sort=asc&limit=1000`);
      expect(
        rows.map((r) => ({ mc_seqno: r.mc_seqno, balance: r.balance, delta: r.delta })),
        wallet,
      ).toEqual(expected);
      for (const [i, r] of rows.entries()) {
        expect(r.jetton_wallet, wallet).toBe(wallet);
        if (i > 0) expect(BigInt(r.balance) - BigInt(rows[i - 1]!.balance), `${wallet} ${r.lt}`).toBe(BigInt(r.delta!));
        // the point's transaction is the wallet's, committed by that block
        const [tx] = (await v3get(`/transactions?account=${q(wallet)}&lt=${r.lt}`)).transactions;
        expect({ hash: tx?.hash, mc: tx?.mc_block_seqno, now: tx?.now }, `${wallet} ${r.lt}`).toEqual({
          hash: r.hash,
          mc: r.mc_seqno,
          now: r.utime,
        });
      }
      // the newest point is the balance /jetton/wallets answers
      const [latest] = (await v3get(`/jetton/wallets?address=${q(wallet)}`)).jetton_wallets;
      if (rows.length) expect(rows[rows.length - 1]!.balance, wallet).toBe(latest.balance);
      points += rows.length;
    }
    // a, b and the new wallet moved; d's refused transfer left it as it was
    const counts = await Promise.all(wallets.map(async (w) => (await history(`jetton_wallet=${q(w)}`)).length));
    expect(counts[0]).toBeGreaterThanOrEqual(3);
    expect(counts[1]).toBeGreaterThanOrEqual(3);
    expect(counts[2], 'a refused transfer is no point').toBe(0);
    expect(counts[3]).toBeGreaterThanOrEqual(1);
    expect(points).toBeGreaterThanOrEqual(8);
    expect(apis!.v3.violations).toEqual([]);
  }, 120_000);

  it('at 20 random masterchain blocks, the last point by then is what v2 reads there', async () => {
    for (const wallet of wallets) {
      const rows = await history(`jetton_wallet=${q(wallet)}&sort=asc&limit=1000`);
      const genesis = await v2Balance(wallet, first);
      for (let i = 0; i < 20; i++) {
        const seqno = first + Math.floor(Math.random() * (last - first + 1));
        const point = rows.filter((r) => r.mc_seqno <= seqno).pop();
        const v2 = await v2Balance(wallet, seqno);
        expect(point?.balance ?? genesis, `${wallet} at ${seqno}`).toBe(v2);
      }
    }
  }, 60_000);

  it('counts a new wallet from 0 and a genesis one from its zero-state balance', async () => {
    const [a, , , created] = wallets;
    const [start] = await history(`jetton_wallet=${q(created!)}&sort=asc&limit=1`);
    expect(start!.delta).toBe(start!.balance);
    expect(start!.owner).toBe(NEW_OWNER.toUpperCase());
    const [firstOfA] = await history(`jetton_wallet=${q(a!)}&sort=asc&limit=1`);
    expect(BigInt(firstOfA!.balance) - BigInt(firstOfA!.delta!)).toBe(JETTON_PER_WALLET);
  });

  it('lists no point for a wallet created empty, though the index read it', async () => {
    const [empty] = (await v3get(`/jetton/wallets?owner_address=${q(EMPTY_OWNER)}`)).jetton_wallets;
    expect(empty?.balance, 'the transfer of 0 deployed a wallet').toBe('0');
    const readings = await db.pool.query('SELECT balance::text FROM jetton_wallet_balances WHERE address = $1', [
      empty.address,
    ]);
    expect(readings.rows).toEqual([{ balance: '0' }]);
    expect(await history(`jetton_wallet=${q(empty.address)}`)).toEqual([]);
    expect(await history(`owner_address=${q(EMPTY_OWNER)}`)).toEqual([]);
  });

  it('selects by owner, narrowed by master; merges in lt order', async () => {
    const [a] = genesisWallets();
    const owner = raw(a!.owner!);
    const byWallet = await history(`jetton_wallet=${q(wallets[0]!)}&limit=1000`);
    const byOwner = await history(`owner_address=${q(owner)}&limit=1000`);
    expect(byOwner).toEqual(byWallet);
    for (const r of byOwner) expect(r.owner).toBe(owner);
    const master = byOwner[0]!.jetton!;
    expect(await history(`owner_address=${q(owner)}&jetton_address=${q(master)}&limit=1000`)).toEqual(byOwner);
    expect(await history(`owner_address=${q(owner)}&jetton_address=${q(NEW_OWNER)}`)).toEqual([]);
    expect(await history(`owner_address=${q(`0:${'71'.repeat(32)}`)}`)).toEqual([]);
  });

  it('windows, paging and sort are those of the other lists', async () => {
    const wallet = q(wallets[0]!);
    const all = await history(`jetton_wallet=${wallet}&sort=asc&limit=1000`);
    expect(all.length).toBeGreaterThanOrEqual(3);
    expect(await history(`jetton_wallet=${wallet}&sort=desc&limit=1000`)).toEqual([...all].reverse());
    expect(await history(`jetton_wallet=${wallet}&sort=asc&limit=1&offset=1`)).toEqual([all[1]]);
    const mid = all[1]!;
    expect(await history(`jetton_wallet=${wallet}&sort=asc&start_lt=${mid.lt}&end_lt=${mid.lt}`)).toEqual([mid]);
    expect(await history(`jetton_wallet=${wallet}&sort=asc&start_lt=${mid.lt}`)).toEqual(all.slice(1));
    expect(await history(`jetton_wallet=${wallet}&sort=asc&end_utime=${mid.utime}`)).toEqual(
      all.filter((r) => r.utime <= mid.utime),
    );
    expect(await history(`jetton_wallet=${wallet}&sort=asc&start_utime=${mid.utime}`)).toEqual(
      all.filter((r) => r.utime >= mid.utime),
    );
  });

  it('answers 422 for neither or both of jetton_wallet and owner_address, and for a master without an owner', async () => {
    const w = q(wallets[0]!);
    const o = q(raw(genesisWallets()[0]!.owner!));
    for (const query of [
      '',
      `jetton_wallet=${w}&owner_address=${o}`,
      `jetton_address=${w}`,
      `jetton_wallet=${w}&jetton_address=${w}`,
      'jetton_wallet=not-an-address',
      `jetton_wallet=${w}&limit=100000`,
    ]) {
      const res = await apis!.v3.inject(`/api/v3/jetton/balanceHistory?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(json(res).code, query).toBe(422);
    }
    expect(apis!.v3.violations).toEqual([]);
  });
});
