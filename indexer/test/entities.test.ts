import { Address, beginCell, internal, toNano } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevnet, type Devnet } from '../../devnet/index.ts';
import { JETTON_PER_WALLET } from '../../devnet/genesis/contracts.ts';
import { genesisSender } from '../../devnet/test/helpers.ts';
import { LitePool } from '../../liteapi/pool.ts';
import { freshDatabase, type TestDatabase } from '../db/fresh-database.ts';
import { ChainSource } from '../ingest/chain.ts';
import { follow } from '../pipeline/follow.ts';

const raw = (a: string) => {
  const x = Address.parse(a);
  return `${x.workChain}:${x.hash.toString('hex').toUpperCase()}`;
};

describe('interfaces and entity tables from following a local network', () => {
  let d: Devnet;
  let db: TestDatabase;
  let lite: LitePool;
  const { send, walletOf } = genesisSender(() => d);
  const q = async (sql: string, params: unknown[] = []) => (await db.pool.query(sql, params)).rows;

  beforeAll(async () => {
    [d, db] = await Promise.all([startDevnet({ blockInterval: 0 }), freshDatabase()]);
    lite = await LitePool.fromGlobalConfig(d.globalConfigPath, { timeoutMs: 15_000 });
  }, 120_000);
  afterAll(async () => {
    lite?.close();
    await d?.stop();
    await db?.stop();
  });

  it('fills jetton, NFT, vesting (and DNS) tables from genesis and records a jetton and an NFT transfer', async () => {
    await d.chain.produceBlock();
    const jw = d.accounts.find((a) => a.kind === 'jetton-wallet')!;
    const item = d.accounts.find((a) => a.kind === 'nft-item')!;
    const other = d.accounts.find(
      (a) => a.kind === 'wallet' && a.address !== jw.owner && a.address !== item.owner && a.version === 'v5r1',
    )!.address;
    const amount = 1234567n;
    const burned = 777n;
    const jt = beginCell()
      .storeUint(0x0f8a7ea5, 32)
      .storeUint(7, 64)
      .storeCoins(amount)
      .storeAddress(Address.parse(other))
      .storeAddress(Address.parse(jw.owner!))
      .storeBit(0)
      .storeCoins(toNano('0.01'))
      .storeBit(0)
      .endCell();
    const o = walletOf(jw.owner!);
    await send(o.version, o.index, [internal({ to: Address.parse(jw.address), value: toNano('0.2'), body: jt })]);
    for (let i = 0; i < 3; i++) await d.chain.produceBlock();
    const nt = beginCell()
      .storeUint(0x5fcc3d14, 32)
      .storeUint(9, 64)
      .storeAddress(Address.parse(other))
      .storeAddress(Address.parse(item.owner!))
      .storeBit(0)
      .storeCoins(toNano('0.01'))
      .storeBit(0)
      .endCell();
    const n = walletOf(item.owner!);
    await send(n.version, n.index, [internal({ to: Address.parse(item.address), value: toNano('0.2'), body: nt })]);
    for (let i = 0; i < 3; i++) await d.chain.produceBlock();
    // A burn by another holder: its wallet balance and the total supply go down by the amount.
    const bw = d.accounts
      .filter((a) => a.kind === 'jetton-wallet')
      .find((a) => a.owner !== other && a.address !== jw.address)!;
    const burnBody = beginCell()
      .storeUint(0x595f07bc, 32)
      .storeUint(11, 64)
      .storeCoins(burned)
      .storeAddress(Address.parse(bw.owner!))
      .storeBit(0)
      .endCell();
    const b = walletOf(bw.owner!);
    await send(b.version, b.index, [internal({ to: Address.parse(bw.address), value: toNano('0.2'), body: burnBody })]);
    for (let i = 0; i < 3; i++) await d.chain.produceBlock();

    await follow(db.pool, new ChainSource(lite), { to: d.chain.lastMc.id.seqno, log: () => {} });

    const minter = d.accounts.find((a) => a.kind === 'jetton-minter')!;
    const genesisWallets = d.accounts.filter((a) => a.kind === 'jetton-wallet');
    const [m] = await q(
      'SELECT total_supply::text, admin_address, mintable, jetton_content, code_hash, jetton_wallet_code_hash FROM jetton_masters WHERE address = $1',
      [raw(minter.address)],
    );
    expect(m, 'jetton master').toBeDefined();
    expect(m.total_supply).toBe((JETTON_PER_WALLET * BigInt(genesisWallets.length) - burned).toString());
    expect(m.admin_address).toBe(raw(minter.owner!));
    expect(m.jetton_content.symbol).toBe('DVJ');
    expect(m.code_hash).not.toBeNull();
    expect(m.jetton_wallet_code_hash).not.toBeNull();

    const wallets = new Map(
      (await q('SELECT address, balance::text, owner, jetton FROM jetton_wallets')).map((r) => [r.address, r]),
    );
    for (const w of genesisWallets) {
      const row = wallets.get(raw(w.address));
      expect(row, `jetton wallet ${w.address}`).toBeDefined();
      expect(row.owner).toBe(raw(w.owner!));
      expect(row.jetton).toBe(raw(minter.address));
      const expected =
        w.address === jw.address
          ? JETTON_PER_WALLET - amount
          : w.owner === other
            ? JETTON_PER_WALLET + amount
            : w.address === bw.address
              ? JETTON_PER_WALLET - burned
              : JETTON_PER_WALLET;
      expect(row.balance).toBe(expected.toString());
      // the balance history (0017): the zero state's reading, then one row for the change, on its transaction
      const history = await q(
        `SELECT b.balance::text, b.owner, b.jetton, b.tx_hash IS NULL AS genesis, t.hash IS NOT NULL AS has_tx
         FROM jetton_wallet_balances b LEFT JOIN transactions t ON t.account = b.address AND t.lt = b.tx_lt
           AND t.hash = b.tx_hash
         WHERE b.address = $1 ORDER BY b.tx_lt`,
        [raw(w.address)],
      );
      const start = { balance: JETTON_PER_WALLET.toString(), genesis: true, has_tx: false };
      const moved = { balance: expected.toString(), genesis: false, has_tx: true };
      expect(history, `balance history of ${w.address}`).toMatchObject(
        expected === JETTON_PER_WALLET ? [start] : [start, moved],
      );
      for (const h of history) expect(h).toMatchObject({ owner: raw(w.owner!), jetton: raw(minter.address) });
    }
    const [burn] = await q(
      'SELECT amount::text, owner, jetton_wallet_address, jetton_master_address, query_id::text, response_destination FROM jetton_burns',
    );
    expect(burn).toMatchObject({
      amount: burned.toString(),
      owner: raw(bw.owner!),
      jetton_wallet_address: raw(bw.address),
      jetton_master_address: raw(minter.address),
      query_id: '11',
      response_destination: raw(bw.owner!),
    });

    const [tr] = await q(
      'SELECT amount::text, source, destination, jetton_wallet_address, jetton_master_address, query_id::text, tx_aborted, trace_id FROM jetton_transfers',
    );
    expect(tr).toMatchObject({
      amount: amount.toString(),
      source: raw(jw.owner!),
      destination: raw(other),
      jetton_wallet_address: raw(jw.address),
      jetton_master_address: raw(minter.address),
      query_id: '7',
      tx_aborted: false,
    });
    expect(tr.trace_id).not.toBeNull();

    const coll = d.accounts.find((a) => a.kind === 'nft-collection')!;
    const [c] = await q(
      'SELECT owner_address, next_item_index::text, collection_content FROM nft_collections WHERE address = $1',
      [raw(coll.address)],
    );
    expect(c.owner_address).toBe(raw(coll.owner!));
    expect(c.collection_content.name).toBe('Devnet Collection');
    const items = new Map(
      (await q('SELECT address, owner_address, collection_address, index::text, init FROM nft_items')).map((r) => [
        r.address,
        r,
      ]),
    );
    for (const it of d.accounts.filter((a) => a.kind === 'nft-item')) {
      const row = items.get(raw(it.address));
      expect(row, `nft item ${it.address}`).toBeDefined();
      expect(row.collection_address).toBe(raw(coll.address));
      expect(row.owner_address).toBe(it.address === item.address ? raw(other) : raw(it.owner!));
    }
    expect(Number(c.next_item_index)).toBe(d.accounts.filter((a) => a.kind === 'nft-item').length);
    const [nt2] = await q(
      'SELECT old_owner, new_owner, nft_item_address, nft_collection_address, query_id::text FROM nft_transfers',
    );
    expect(nt2).toMatchObject({
      old_owner: raw(item.owner!),
      new_owner: raw(other),
      nft_item_address: raw(item.address),
      nft_collection_address: raw(coll.address),
      query_id: '9',
    });

    const vest = d.accounts.find((a) => a.kind === 'vesting-wallet')!;
    const [v] = await q(
      'SELECT owner_address, vesting_total_amount::text, vesting_total_duration::text, unlock_period::text FROM vesting_contracts WHERE address = $1',
      [raw(vest.address)],
    );
    expect(v.owner_address).toBe(raw(vest.owner!));
    expect(v.vesting_total_duration).toBe(String(365 * 86400));
    expect(v.unlock_period).toBe('86400');

    const dns = d.accounts.find((a) => a.kind === 'dns-item');
    if (dns) {
      const [e] = await q('SELECT domain, nft_item_owner, dns_wallet FROM dns_entries WHERE nft_item_address = $1', [
        raw(dns.address),
      ]);
      expect(e.domain).toBe('devnet.ton');
      expect(e.dns_wallet).not.toBeNull();
    }
    const methods = await q('SELECT count(*)::int AS n FROM contract_methods');
    expect(methods[0].n).toBeGreaterThan(3);
  }, 120_000);

  it('classifies every complete trace and writes its actions with their accounts', async () => {
    const states = await q(`SELECT state, classification_state, count(*)::int AS n FROM traces GROUP BY 1, 2`);
    expect(states.filter((r) => r.state === 'complete' && r.classification_state !== 'ok')).toEqual([]);
    const jw = d.accounts.find((a) => a.kind === 'jetton-wallet')!;
    const minter = d.accounts.find((a) => a.kind === 'jetton-minter')!;
    const [jt] = await q(
      `SELECT a.*, array_length(a.tx_hashes, 1) AS ntx FROM actions a WHERE type = 'jetton_transfer'`,
    );
    expect(jt).toMatchObject({
      source: raw(jw.owner!),
      source_secondary: raw(jw.address),
      asset: raw(minter.address),
      amount: '1234567',
      success: true,
    });
    expect(jt.ntx).toBeGreaterThanOrEqual(3);
    expect(jt.data.jetton_transfer_data.query_id).toBe('7');
    const accounts = (await q('SELECT account FROM action_accounts WHERE action_id = $1', [jt.action_id])).map(
      (r) => r.account,
    );
    expect(accounts).toEqual(expect.arrayContaining([raw(jw.owner!), raw(jw.address)]));
    const item = d.accounts.find((a) => a.kind === 'nft-item')!;
    const [burnAction] = await q(`SELECT * FROM actions WHERE type = 'jetton_burn'`);
    expect(burnAction).toMatchObject({ amount: '777', asset: raw(minter.address), success: true });
    const [nt] = await q(`SELECT * FROM actions WHERE type = 'nft_transfer'`);
    expect(nt).toMatchObject({ source: raw(item.owner!), asset_secondary: raw(item.address) });
    // The wallets' external messages are the trace roots: each trace has the external hash on its actions.
    expect(
      Number(
        (await q(`SELECT count(*) FROM actions WHERE trace_external_hash IS NULL AND type <> 'tick_tock'`))[0].count,
      ),
    ).toBe(0);
  });
});
