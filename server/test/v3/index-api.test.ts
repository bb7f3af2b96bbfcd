import { Address } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../../../indexer/db/fresh-database.ts';
import { listOperations, loadSpec } from '../../../contract/index.ts';
import type { ResponseViolation } from '../../src/server.ts';
import { createV3Server } from '../../src/v3/app.ts';
import { DEFAULT_WEBHOOK_SETTINGS } from '../../src/webhooks/config.ts';
import { Deliverer } from '../../src/webhooks/deliverer.ts';
import { silentLogger } from '../helpers.ts';
import {
  A,
  B,
  C,
  D,
  E,
  M,
  O,
  S,
  U,
  UNINDEXED_ITEM,
  TX1,
  TX1_LT,
  TX2,
  V,
  EXT_MSG,
  INT_MSG,
  comment,
  seed,
  walletCode,
} from './seed.ts';
import { CODE, DATA, G, H, HTX, seedHistory, Z } from './history-seed.ts';

let db: TestDatabase;
let server: Awaited<ReturnType<typeof createV3Server>>;
let deliverer: Deliverer;
const violations: ResponseViolation[] = [];
const seen = new Set<string>();

async function call(method: 'GET' | 'POST', url: string, payload?: unknown) {
  const res = await server.inject({ method, url: `/api/v3${url}`, payload: payload as object });
  const op = server.operations.find((o) => o.method === method.toLowerCase() && o.path === url.split('?')[0]);
  if (op && res.statusCode !== 500) seen.add(op.operationId);
  return { status: res.statusCode, body: JSON.parse(res.payload) };
}
const get = (url: string) => call('GET', url);
const b64 = (b: Buffer) => b.toString('base64');
const hex = (b: Buffer) => b.toString('hex');

beforeAll(async () => {
  db = await freshDatabase();
  await seed(db.pool);
  deliverer = new Deliverer({
    db: { pool: db.pool, timeoutMs: 3000 },
    network: 'mainnet',
    logger: silentLogger,
    settings: { ...DEFAULT_WEBHOOK_SETTINGS, allowedTargets: '127.0.0.0/8', maxPerKey: 2 },
  });
  server = await createV3Server({
    db: db.pool,
    network: 'mainnet',
    logger: silentLogger,
    webhooks: {
      db: { pool: db.pool, timeoutMs: 3000 },
      settings: deliverer.settings,
      deliverer,
      keyed: () => false,
    },
    validateResponses: true,
    onResponseViolation: (v) => violations.push(v),
  });
}, 120_000);

afterAll(async () => {
  await deliverer?.stop();
  await server?.stop();
  await db?.stop();
});

describe('API v3 over PostgreSQL', () => {
  it('blocks: masterchainInfo, filters, default order, shards and shard state', async () => {
    const info = await get('/masterchainInfo');
    expect(info.status).toBe(200);
    expect([info.body.first.seqno, info.body.last.seqno]).toEqual([100, 101]);
    expect(info.body.last.shard).toBe('8000000000000000');
    const all = await get('/blocks');
    expect(all.body.blocks.map((b: any) => b.seqno)).toEqual([101, 500, 100]);
    const asc = await get('/blocks?sort=asc&limit=1&offset=1');
    expect(asc.body.blocks.map((b: any) => b.seqno)).toEqual([500]);
    const byShard = await get('/blocks?workchain=0&shard=8000000000000000&seqno=500');
    expect(byShard.body.blocks).toHaveLength(1);
    expect((await get('/blocks?workchain=0&shard=-9223372036854775808')).body.blocks).toHaveLength(1);
    expect((await get(`/blocks?root_hash=${hex(Buffer.alloc(32, 22))}`)).body.blocks[0].seqno).toBe(500);
    expect((await get('/blocks?start_utime=1700000300')).body.blocks).toEqual([]);
    const shards = await get('/masterchainBlockShards?seqno=101');
    expect(shards.body.blocks.map((b: any) => b.seqno).sort()).toEqual([101, 500]);
    expect((await get('/masterchainBlockShards?seqno=7')).status).toBe(404);
    const state = await get('/masterchainBlockShardState?seqno=101');
    expect(state.body.blocks.map((b: any) => [b.workchain, b.seqno])).toEqual([[0, 500]]);
    expect((await get('/masterchainBlockShardState?seqno=7')).status).toBe(404);
  });

  it('transactions: messages, states, address book; by block, message and adjacency', async () => {
    const r = await get(`/transactions?account=${A}`);
    expect(r.status).toBe(200);
    const [t] = r.body.transactions;
    expect(t.hash).toBe(b64(TX1));
    expect(t.lt).toBe(TX1_LT);
    expect(t.total_fees).toBe('1234567');
    expect(t.in_msg.source).toBeNull();
    expect(t.out_msgs[0].message_content.decoded).toEqual({
      type: 'text_comment',
      '@type': 'text_comment',
      comment: 'hello',
    });
    expect(t.out_msgs[0].opcode).toBe('0x00000000');
    expect(t.account_state_after.balance).toBe('3999000000');
    expect(t.description.compute_ph.gas_used).toBe('2500');
    const friendly = Address.parseRaw(A).toString({ urlSafe: true, bounceable: false });
    expect(r.body.address_book[A]).toEqual({
      user_friendly: friendly,
      domain: 'alice.ton',
      interfaces: ['wallet_v4r2'],
    });
    const byFriendly = await get(`/transactions?account=${friendly}&account=${B}&sort=asc`);
    expect(byFriendly.body.transactions.map((x: any) => x.hash)).toEqual([b64(TX1), b64(TX2)]);
    expect((await get(`/transactions?hash=${hex(TX2)}`)).body.transactions[0].account).toBe(B);
    expect((await get('/transactions?mc_seqno=101&limit=1')).body.transactions[0].hash).toBe(b64(TX2));
    expect((await get('/transactions?mc_seqno=99')).status).toBe(404);
    expect((await get('/transactionsByMasterchainBlock?seqno=101')).body.transactions).toHaveLength(2);
    expect((await get('/transactionsByMasterchainBlock?seqno=99')).body).toEqual({
      code: 404,
      error: 'masterchain block 99 not found',
    });
    const byMsg = await get(`/transactionsByMessage?msg_hash=${b64(INT_MSG)}&direction=in`);
    expect(byMsg.body.transactions.map((x: any) => x.hash)).toEqual([b64(TX2)]);
    expect((await get('/transactionsByMessage?opcode=0')).body.transactions.map((x: any) => x.hash)).toEqual([
      b64(TX2),
    ]);
    expect((await get('/transactionsByMessage')).status).toBe(422);
    expect((await get(`/adjacentTransactions?hash=${b64(TX2)}&direction=in`)).body.transactions[0].hash).toBe(b64(TX1));
    expect((await get(`/adjacentTransactions?hash=${b64(TX1)}`)).body.transactions[0].hash).toBe(b64(TX2));
    expect((await get(`/adjacentTransactions?hash=${b64(Buffer.alloc(32, 99))}`)).status).toBe(404);
  });

  it('honours every filter upstream honours: code_hash, message ends and externals by message', async () => {
    const codeB = b64(Buffer.alloc(32, 70));
    const byCode = await get(`/accountStates?code_hash=${encodeURIComponent(codeB)}`);
    expect(byCode.status, JSON.stringify(byCode.body)).toBe(200);
    expect(byCode.body.accounts.map((a: any) => a.address)).toEqual([B]);
    expect((await get(`/accountStates?address=${A}&code_hash=${encodeURIComponent(codeB)}`)).body.accounts).toEqual([]);
    expect(
      (await get(`/accountStates?address=${A}&address=${B}&code_hash=${hex(Buffer.alloc(32, 70))}`)).body.accounts.map(
        (a: any) => a.address,
      ),
    ).toEqual([B]);
    expect((await get('/accountStates')).body).toEqual({
      code: 422,
      error: 'at least one of address, code_hash should be specified',
    });
    expect((await get('/accountStates?code_hash=nothash')).status).toBe(422);
    const wallets = await get(`/walletStates?code_hash=${hex(walletCode.hash())}&include_boc=false`);
    expect(wallets.body.wallets.map((w: any) => [w.address, w.seqno])).toEqual([[A, 5]]);
    expect((await get(`/walletStates?address=${B}&code_hash=${hex(walletCode.hash())}`)).body.wallets).toEqual([]);
    expect((await get('/walletStates')).status).toBe(422);

    // the case: a wrong source must not still find the transactions
    const msg = `/transactionsByMessage?msg_hash=${encodeURIComponent(b64(INT_MSG))}`;
    expect((await get(msg)).body.transactions).toHaveLength(2);
    expect((await get(`${msg}&source=${C}`)).body.transactions).toEqual([]);
    expect((await get(`${msg}&source=${A}`)).body.transactions).toHaveLength(2);
    expect((await get(`${msg}&destination=${A}`)).body.transactions).toEqual([]);
    expect((await get(`${msg}&destination=${B}&direction=in`)).body.transactions.map((x: any) => x.hash)).toEqual([
      b64(TX2),
    ]);
    expect((await get(`${msg}&source=null`)).body.transactions).toEqual([]);
    expect((await get(`/transactionsByMessage?opcode=0&source=${C}`)).body.transactions).toEqual([]);
    const ext = `/transactionsByMessage?msg_hash=${encodeURIComponent(b64(EXT_MSG))}`;
    expect((await get(`${ext}&source=null`)).body.transactions.map((x: any) => x.hash)).toEqual([b64(TX1)]);
    expect((await get(`${ext}&only_externals=true`)).body.transactions).toHaveLength(1);
    expect((await get(`${ext}&exclude_externals=true`)).body.transactions).toEqual([]);
    expect((await get(`${msg}&only_externals=true`)).body.transactions).toEqual([]);
    expect((await get(`${ext}&only_externals=true&exclude_externals=true`)).status).toBe(422);
    expect((await get(`${msg}&source=nonsense`)).body).toEqual({ code: 422, error: 'failed to parse address' });
  });

  it('honours X-No-Address-Book, X-No-Metadata and X-Timeout, headers over their query twins', async () => {
    const url = `/api/v3/jetton/wallets?owner_address=${A}`;
    const ask = async (path: string, headers: Record<string, string> = {}) => {
      const res = await server.inject({ method: 'GET', url: path, headers });
      return { status: res.statusCode, body: JSON.parse(res.payload), headers: res.headers };
    };
    const full = await ask(url);
    expect(Object.keys(full.body.address_book).length).toBeGreaterThan(0);
    expect(Object.keys(full.body.metadata).length).toBeGreaterThan(0);
    const bare = await ask(url, { 'X-No-Address-Book': 'true', 'X-No-Metadata': '1' });
    expect(bare.body).toEqual({ ...full.body, address_book: {}, metadata: {} });
    expect((await ask(`${url}&x_no_address_book=true`)).body).toEqual({ ...full.body, address_book: {} });
    expect((await ask(`${url}&x_no_metadata=true`)).body).toEqual({ ...full.body, metadata: {} });
    // the header wins over its query twin, both ways
    expect((await ask(`${url}&x_no_address_book=true`, { 'x-no-address-book': 'false' })).body).toEqual(full.body);
    expect((await ask(url, { 'x-no-metadata': 'true' })).body.address_book).toEqual(full.body.address_book);
    expect((await ask(`${url}&x_no_metadata=maybe`)).status).toBe(422);
    expect((await ask(url, { 'x-timeout': '0' })).status).toBe(422);
    expect((await ask(`${url}&x_timeout=10000`)).body).toEqual(full.body);
    // a budget shorter than the deployment's timeout answers 504 once spent: the table is locked meanwhile
    const locker = await db.pool.connect();
    try {
      await locker.query('BEGIN; LOCK TABLE jetton_wallets IN ACCESS EXCLUSIVE MODE');
      const started = Date.now();
      const timedOut = await ask(url, { 'x-timeout': '300' });
      const elapsed = Date.now() - started;
      expect(timedOut.body).toEqual({ code: 504, error: 'timeout: context deadline exceeded' });
      // answered on its own budget, not the deployment's 3 s
      expect(elapsed).toBeLessThan(2500);
      expect((await ask(`${url}&x_timeout=200`)).status).toBe(504);
    } finally {
      await locker.query('ROLLBACK');
      locker.release();
    }
    expect((await ask(url)).body).toEqual(full.body);
  });

  it('messages: each once with both transactions, externals last, null ends', async () => {
    const r = await get('/messages');
    expect(r.body.messages.map((m: any) => m.hash)).toEqual([b64(INT_MSG), b64(EXT_MSG)]);
    expect(r.body.messages[0]).toMatchObject({
      in_msg_tx_hash: b64(TX2),
      out_msg_tx_hash: b64(TX1),
      source: A,
      destination: B,
    });
    expect((await get('/messages?sort=asc')).body.messages.map((m: any) => m.hash)).toEqual([
      b64(INT_MSG),
      b64(EXT_MSG),
    ]);
    expect((await get('/messages?source=null')).body.messages.map((m: any) => m.hash)).toEqual([b64(EXT_MSG)]);
    expect((await get('/messages?exclude_externals=true')).body.messages).toHaveLength(1);
    expect((await get(`/messages?hash=${b64(INT_MSG)}`)).body.messages).toHaveLength(1);
    expect(
      (await get(`/messages?body_hash=${b64(comment.hash())}&direction=in&opcode=0x0`)).body.messages.map(
        (m: any) => m.hash,
      ),
    ).toEqual([b64(INT_MSG)]);
  });

  it('accounts: states, wallets, address book, metadata, top balances', async () => {
    const states = await get(`/accountStates?address=${A}&address=${C}&include_boc=false`);
    expect(states.body.accounts).toHaveLength(1);
    expect(states.body.accounts[0]).toMatchObject({
      address: A,
      balance: '3999000000',
      status: 'active',
      last_transaction_lt: TX1_LT,
    });
    expect(states.body.accounts[0].code_boc).toBeUndefined();
    expect((await get(`/accountStates?address=${B}`)).body.accounts[0].contract_methods).toEqual([97026, 81467]);
    const wallets = await get(`/walletStates?address=${A}&address=${B}`);
    const byAddr = Object.fromEntries(wallets.body.wallets.map((w: any) => [w.address, w]));
    expect(byAddr[A]).toMatchObject({ is_wallet: true, wallet_type: 'wallet v4 r2', seqno: 5, wallet_id: 698983191 });
    expect(byAddr[B].is_wallet).toBe(false);
    const book = await get(`/addressBook?address=${A}&address=nonsense`);
    expect(book.body[A].domain).toBe('alice.ton');
    expect(book.body.nonsense).toEqual({ user_friendly: null, domain: null, interfaces: [] });
    const meta = await get(`/metadata?address=${B}&address=${D}&address=${A}`);
    expect(meta.body[B].token_info[0]).toMatchObject({
      type: 'jetton_wallets',
      extra: { owner: A, jetton: C, balance: '500' },
    });
    expect(meta.body[C].token_info[0]).toMatchObject({ type: 'jetton_masters', symbol: 'TST', valid: true });
    expect(meta.body[D]).toMatchObject({ is_indexed: false, token_info: [{ type: 'nft_items', nft_index: '0' }] });
    expect(meta.body[A]).toBeUndefined();
    const tooMany = Array.from({ length: 1025 }, () => `address=${A}`).join('&');
    expect((await get(`/metadata?${tooMany}`)).body).toEqual({
      code: 422,
      error: 'failed to validate request: address must NOT have more than 1024 items',
    });
    const many = Array.from({ length: 1024 }, (_, i) => `address=0:${i.toString(16).padStart(64, '0')}`).join('&');
    expect((await get(`/metadata?${many}&address=${B}`)).status).toBe(422);
    expect(
      Object.keys((await get(`/metadata?${many.split('&').slice(1).join('&')}&address=${B}`)).body).sort(),
    ).toEqual([B, C].sort());
    expect((await get('/topAccountsByBalance?limit=1')).body).toEqual([{ account: A, balance: '3999000000' }]);
  });

  it('jettons, NFTs, DNS, multisig and vesting', async () => {
    expect((await get(`/jetton/masters?admin_address=${A}`)).body.jetton_masters[0].address).toBe(C);
    expect(
      (await get(`/jetton/wallets?owner_address=${A}&jetton_address=${C}&sort=desc`)).body.jetton_wallets[0].balance,
    ).toBe('500');
    expect((await get(`/jetton/wallets?jetton_address=${C}&jetton_address=${A}`)).status).toBe(422);
    // D3: an unknown key is ignored (upstream); the strict option keeps the 422
    const ignored = await get(`/jetton/wallets?jetton_address=${C}&owner_id=1`);
    expect(ignored.status).toBe(200);
    expect(ignored.body.jetton_wallets.length).toBeGreaterThan(0);
    const strict = await createV3Server({ db: db.pool, network: 'mainnet', logger: silentLogger, strict: true });
    try {
      const res = await strict.inject({ method: 'GET', url: `/api/v3/jetton/wallets?jetton_address=${C}&owner_id=1` });
      expect({ status: res.statusCode, body: JSON.parse(res.payload) }).toEqual({
        status: 422,
        body: { code: 422, error: 'unknown query parameter: owner_id' },
      });
      expect(
        (await strict.inject({ method: 'GET', url: `/api/v3/jetton/wallets?jetton_address=${C}&api_key=x` }))
          .statusCode,
      ).toBe(200);
    } finally {
      await strict.stop();
    }
    const tr = await get(`/jetton/transfers?owner_address=${A}&direction=out`);
    expect(tr.body.jetton_transfers[0]).toMatchObject({
      amount: '100',
      source_wallet: B,
      decoded_forward_payload: { '@type': 'text_comment' },
    });
    expect((await get(`/jetton/transfers?address=${A}&direction=in`)).body.jetton_transfers).toEqual([]);
    expect((await get(`/jetton/burns?jetton_master=${C}`)).body.jetton_burns[0]).toMatchObject({
      amount: '5',
      transaction_aborted: true,
    });
    expect((await get(`/nft/collections?owner_address=${A}`)).body.nft_collections[0].address).toBe(E);
    const items = await get(`/nft/items?collection_address=${E}&index=0`);
    expect(items.body.nft_items[0]).toMatchObject({ address: D, collection: { address: E }, on_sale: false });
    expect((await get('/nft/items?index=0')).status).toBe(422);
    expect((await get(`/nft/transfers?owner_address=${A}&direction=in`)).body.nft_transfers[0].nft_address).toBe(D);
    expect((await get(`/dns/records?wallet=${A}`)).body.records[0].domain).toBe('alice.ton');
    expect((await get('/dns/records')).status).toBe(422);
    expect((await get(`/dns/records?wallet=${A}&domain=alice.ton`)).status).toBe(422);
    const ms = await get(`/multisig/wallets?wallet_address=${A}`);
    expect(ms.body.multisigs[0]).toMatchObject({ address: M, orders: [{ address: O }] });
    expect((await get(`/multisig/orders?multisig_address=${M}&parse_actions=true`)).body.orders[0].actions).toEqual([]);
    // D25: without parse_actions the key is sent as null (upstream), not left out and not []
    const unparsed = (await get(`/multisig/orders?multisig_address=${M}`)).body.orders[0];
    expect(unparsed).toHaveProperty('actions', null);
    expect((await get('/multisig/orders')).status).toBe(422);
    expect((await get(`/vesting?wallet_address=${B}&check_whitelist=true`)).body.vesting_contracts[0]).toMatchObject({
      address: V,
      whitelist: [B],
    });
    expect((await get(`/vesting?contract_address=${V}&wallet_address=${A}`)).status).toBe(422);
  });

  it('actions and traces', async () => {
    const acts = await get(`/actions?account=${A}&include_accounts=true&include_transactions=true`);
    expect(acts.body.actions[0]).toMatchObject({
      type: 'ton_transfer',
      details: { source: A, destination: B, comment: 'hello' },
      accounts: [A, B],
    });
    expect(acts.body.actions[0].transactions_full).toHaveLength(2);
    expect((await get(`/actions?tx_hash=${b64(TX2)}`)).body.actions).toHaveLength(1);
    expect((await get(`/actions?msg_hash=${b64(EXT_MSG)}&action_type=jetton_burn`)).body.actions).toEqual([]);
    expect((await get('/actions?action_type=bad-type')).status).toBe(422);
    expect((await get('/actions?mc_seqno=5')).status).toBe(404);
    const traces = await get(`/traces?account=${B}&include_actions=true`);
    const [trace] = traces.body.traces;
    expect(trace.trace).toEqual({
      tx_hash: b64(TX1),
      in_msg_hash: b64(EXT_MSG),
      children: [{ tx_hash: b64(TX2), in_msg_hash: b64(INT_MSG), children: [] }],
    });
    expect(trace.transactions_order).toEqual([b64(TX1), b64(TX2)]);
    expect(trace.actions).toHaveLength(1);
    expect((await get('/traces?mc_seqno=101')).body.traces).toHaveLength(1);
    expect((await get(`/traces?account=${A}&tx_hash=${b64(TX1)}`)).status).toBe(422);
    // X-Actions-Version is one supported_action_types value, and replaces the query's (D33)
    const versioned = async (query: string, version: string) =>
      JSON.parse(
        (
          await server.inject({
            method: 'GET',
            url: `/api/v3/actions?account=${A}${query}`,
            headers: { 'x-actions-version': version },
          })
        ).payload,
      ).actions as unknown[];
    expect(await versioned('', 'ton_transfer')).toHaveLength(1);
    expect(await versioned('', 'jetton_burn')).toEqual([]);
    expect(await versioned('&supported_action_types=jetton_burn', 'ton_transfer')).toHaveLength(1);
    expect(await versioned('&supported_action_types=ton_transfer', 'jetton_burn')).toEqual([]);
    expect((await get(`/actions?account=${A}&supported_action_types=jetton_burn`)).body.actions).toEqual([]);
    const bad = await server.inject({
      method: 'GET',
      url: `/api/v3/actions?account=${A}`,
      headers: { 'x-actions-version': 'v2;drop' },
    });
    expect(bad.statusCode).toBe(422);
  });

  it('nft sales: sales then auctions, the item when indexed, unknown contracts left out', async () => {
    const friendly = Address.parseRaw(S).toString({ bounceable: true, urlSafe: true });
    const r = await get(`/nft/sales?address=${U}&address=${friendly}&address=${A}`);
    expect(r.status).toBe(200);
    expect(r.body.nft_sales.map((s: any) => [s.type, s.address])).toEqual([
      ['getgems_sale', S],
      ['getgems_auction', U],
    ]);
    const [sale, auction] = r.body.nft_sales;
    expect(sale).toMatchObject({
      nft_address: D,
      nft_owner_address: A,
      marketplace_address: B,
      created_at: 1700000000,
      last_transaction_lt: '900007',
      details: { is_complete: false, full_price: '5000', royalty_address: E },
    });
    expect(sale.nft_item).toMatchObject({ address: D, index: '0', collection: { address: E } });
    expect(auction).toMatchObject({
      nft_address: UNINDEXED_ITEM,
      details: { end_time: 1800000000, min_step: 5, mp_fee_factor: 5, min_bid: '1000', is_canceled: false },
    });
    expect(auction).not.toHaveProperty('nft_item');
    expect(auction).not.toHaveProperty('code_hash'); // absent, not null: upstream omits what the contract did not report
    expect(Object.keys(r.body.address_book)).toEqual(expect.arrayContaining([S, U, D, A, B, E]));
    expect((await get(`/nft/sales?address=${A}`)).body.nft_sales).toEqual([]);
    expect((await get('/nft/sales')).status).toBe(422);
    expect((await get('/nft/sales?address=nope')).body).toEqual({ code: 422, error: 'failed to parse address' });
  });

  it('balance changes of a trace and of one of its actions', async () => {
    // A pays TX1's fees and the internal message's forwarding fee, and sends 1 TON; B pays TX2's fees
    const expected = {
      changes: { [A]: -1_000_000_000 - 1_234_567 - 666, [B]: 1_000_000_000 - 1_234_567 },
      fees: { [A]: 1_234_567 + 666, [B]: 1_234_567 },
      jettons: { [A]: { [C]: '-100' }, [E]: { [C]: '100' } },
    };
    expect((await get(`/balanceChanges?trace_id=${b64(TX1)}`)).body).toEqual(expected);
    expect((await get(`/balanceChanges?trace_id=${TX1.toString('hex')}`)).body).toEqual(expected);
    // the action starts with the external message, so none of its transactions is left out
    expect((await get(`/balanceChanges?action_id=${b64(Buffer.alloc(32, 90))}`)).body).toEqual(expected);
    expect(await get(`/balanceChanges?trace_id=${b64(Buffer.alloc(32, 3))}`)).toEqual({
      status: 404,
      body: { code: 404, error: 'trace not found' },
    });
    expect(await get(`/balanceChanges?action_id=${b64(Buffer.alloc(32, 3))}`)).toEqual({
      status: 404,
      body: { code: 404, error: 'action_id not found' },
    });
    expect(
      (await get(`/balanceChanges?trace_id=${b64(Buffer.alloc(32, 3))}&action_id=${b64(Buffer.alloc(32, 90))}`)).status,
    ).toBe(404);
    expect(await get('/balanceChanges')).toEqual({
      status: 422,
      body: { code: 422, error: 'trace_id or action_id is required' },
    });
  });

  it("answers upstream's other names with the same handlers: /events, /account, /wallet", async () => {
    const traces = await get(`/traces?account=${B}&include_actions=true`);
    expect(await get(`/events?account=${B}&include_actions=true`)).toEqual(traces);
    expect(await get(`/account?address=${A}`)).toEqual(await get(`/addressInformation?address=${A}`));
    expect(await get(`/wallet?address=${A}`)).toEqual(await get(`/walletInformation?address=${A}`));
    expect((await get(`/wallet?address=${B}`)).status).toBe(409);
  });

  it('pending operations read the pending tables; legacy operations without a liteserver pool answer 501', async () => {
    // the indexer's migrations create the pending_* tables: nothing pending is 200 with empty lists (D13)
    expect(await get(`/pendingTransactions?account=${A}`)).toMatchObject({ status: 200, body: { transactions: [] } });
    expect((await get(`/pendingTraces?account=${A}`)).status).toBe(200);
    expect((await get(`/pendingActions?account=${A}`)).status).toBe(200);
    expect((await get('/pendingActions')).status).toBe(422);
    expect((await get(`/addressInformation?address=${A}&use_v2=true`)).status).toBe(501);
    expect((await call('POST', '/runGetMethod', { address: A, method: 'seqno', stack: [] })).status).toBe(501);
    expect((await call('POST', '/estimateFee', { address: A, body: comment.toBoc().toString('base64') })).status).toBe(
      501,
    );
    expect((await call('POST', '/message', { boc: comment.toBoc().toString('base64') })).status).toBe(501);
  });

  it('webhooks: every management operation answers as the contract says (D32)', async () => {
    const { createServer: httpServer } = await import('node:http');
    const rx = httpServer((req, res) => req.resume().on('end', () => res.writeHead(204).end())).listen(0, '127.0.0.1');
    await new Promise((r) => rx.once('listening', r));
    const url = `http://127.0.0.1:${(rx.address() as { port: number }).port}/hook`;
    try {
      const post = (path: string, body: object) => call('POST', path, body);
      const created = await post('/webhooks', {
        url,
        types: ['transactions', 'actions'],
        addresses: [A],
        action_types: ['ton_transfer'],
      });
      expect(created.status).toBe(200);
      const id = created.body.id;
      expect(created.body).toMatchObject({
        url,
        paused: false,
        queued: 0,
        action_types: ['ton_transfer'],
        min_finality: 'finalized',
      });
      expect((await post('/webhooks', { url, types: ['transactions'] })).body.error).toMatch(/addresses/);
      expect(
        (await post('/webhooks', { url: 'http://10.0.0.1/', types: ['transactions'], addresses: [A] })).status,
      ).toBe(422);
      expect((await get('/webhooks')).body.webhooks.map((w: any) => w.id)).toEqual([id]);
      expect((await get(`/webhook?id=${id}`)).body.secret).toBeUndefined();
      expect((await get('/webhook?id=nope')).status).toBe(422);
      const updated = await post('/webhook/update', { id, types: ['transactions'], description: 'mine' });
      expect(updated.body).toMatchObject({
        types: ['transactions'],
        description: 'mine',
        action_types: ['ton_transfer'],
      });
      expect((await post('/webhook/pause', { id })).body.paused).toBe(true);
      expect((await post('/webhook/resume', { id })).body.paused).toBe(false);
      expect((await post('/webhook/rotateSecret', { id })).body.secret).toMatch(/^whsec_/);
      const test = await post('/webhook/test', { id });
      expect(test.body).toMatchObject({ kind: 'test', status: 'delivered', last_status: 204, position: null });
      const listed = await get(`/webhook/deliveries?id=${id}&status=delivered`);
      expect(listed.body.deliveries.map((d: any) => d.id)).toEqual([test.body.id]);
      expect((await post('/webhook/replay', { id, from: '1' })).body).toEqual({ queued: 0 });
      expect((await post('/webhook/replay', { id })).status).toBe(422);
      expect((await post('/webhook/replay', { id, delivery_id: test.body.id })).status).toBe(404);
      // at most two per key here (WEBHOOK_MAX_PER_KEY)
      expect((await post('/webhooks', { url, types: ['transactions'], addresses: [A] })).status).toBe(200);
      expect((await post('/webhooks', { url, types: ['transactions'], addresses: [A] })).body).toEqual({
        code: 422,
        error: 'at most 2 webhooks per API key',
      });
      expect((await post('/webhook/delete', { id })).body).toEqual({ id, deleted: true });
      expect((await post('/webhook/delete', { id })).status).toBe(404);
    } finally {
      rx.close();
    }
  });

  it('legacy reads from the index', async () => {
    const info = await get(`/addressInformation?address=${A}`);
    expect(info.body).toMatchObject({
      balance: '3999000000',
      status: 'active',
      last_transaction_lt: TX1_LT,
      last_transaction_hash: b64(TX1),
      frozen_hash: null,
    });
    const unseen = await get(`/addressInformation?address=0:${'00'.repeat(32)}`);
    expect(unseen.body).toEqual({
      balance: '0',
      status: 'uninit',
      last_transaction_lt: '0',
      last_transaction_hash: b64(Buffer.alloc(32)),
      code: null,
      data: null,
      frozen_hash: null,
    });
    expect((await get(`/walletInformation?address=${A}`)).body).toMatchObject({
      wallet_type: 'wallet v4 r2',
      seqno: 5,
      wallet_id: 698983191,
    });
    expect((await get(`/walletInformation?address=${B}`)).body).toEqual({ code: 409, error: 'not a wallet' });
    expect((await get('/walletInformation')).status).toBe(422);
  });

  it('decode: opcodes and bodies, GET and POST', async () => {
    const g = await get(
      `/decode?opcodes=0x0f8a7ea5&opcodes=12345&bodies=${encodeURIComponent(comment.toBoc().toString('base64'))}&bodies=zz`,
    );
    expect(g.body.opcodes).toEqual(['jetton_transfer', 'unknown']);
    expect(g.body.bodies[0]).toMatchObject({ '@type': 'text_comment', comment: 'hello' });
    expect(g.body.bodies[1].error).toMatch(/^unknown/);
    const p = await call('POST', '/decode', { bodies: [comment.toBoc().toString('hex')] });
    expect(p.body.bodies[0].comment).toBe('hello');
    expect((await call('POST', '/decode', { extra: 1 })).status).toBe(422);
    expect((await call('POST', '/decode', '{not json')).status).toBe(422);
  });

  it('bad input is a documented 4xx {code, error}, never a 500', async () => {
    for (const url of [
      '/transactions?account=notanaddress',
      '/transactions?limit=1001',
      '/transactions?limit=0',
      '/transactions?offset=-1',
      '/transactions?sort=up',
      '/blocks?shard=zz',
      '/messages?opcode=xyz',
      '/transactions?hash=abc',
      '/accountStates',
      '/blocks?workchain=abc',
    ]) {
      const r = await get(url);
      expect(r.status, url).toBe(422);
      expect(r.body, url).toEqual({ code: 422, error: expect.any(String) });
    }
    expect((await get('/transactions?account=bad')).body.error).toBe('failed to parse address');
    // D3: upstream's accepted-and-ignored exclude_account is ignored here too (422 only when strict)
    expect((await get('/transactions?exclude_account=x')).status).toBe(200);
    expect((await get('/nope')).body).toEqual({ code: 404, error: 'not found' });
    expect((await call('POST', '/blocks')).status).toBe(405);
  });

  it('a statement over the query timeout is 504', async () => {
    const slow = await createV3Server({
      db: db.pool,
      network: 'mainnet',
      logger: silentLogger,
      validateResponses: true,
      queryTimeoutMs: 200,
    });
    const locker = await db.pool.connect();
    try {
      await locker.query('BEGIN; LOCK TABLE blocks IN ACCESS EXCLUSIVE MODE');
      const res = await slow.inject('/api/v3/blocks');
      expect(res.statusCode).toBe(504);
      expect(JSON.parse(res.payload)).toEqual({ code: 504, error: 'timeout: context deadline exceeded' });
    } finally {
      await locker.query('ROLLBACK');
      locker.release();
    }
    expect(slow.violations).toEqual([]);
  });

  it('accountStateAt and balanceHistory: per masterchain block, windows, paging, 404 outside the index (D34)', async () => {
    await seedHistory(db.pool, TX1);
    const at = async (q: string) => get(`/accountStateAt?${q}`);
    const balanceOf = async (q: string) => (await at(q)).body.balance;
    // before H's first transaction: not yet created
    expect((await at(`address=${H}&mc_seqno=100`)).body).toEqual({
      address: H,
      mc_seqno: 100,
      utime: 1700000000,
      status: 'nonexist',
      balance: '0',
      extra_currencies: null,
      code_hash: null,
      data_hash: null,
      frozen_hash: null,
      last_transaction_lt: null,
      last_transaction_hash: null,
    });
    expect((await at(`address=${H}&mc_seqno=101`)).body).toMatchObject({
      status: 'active',
      balance: '3000000000',
      code_hash: b64(CODE),
      data_hash: b64(DATA),
      last_transaction_lt: '2000001',
      last_transaction_hash: b64(HTX.first),
    });
    // block 102 ends with H's second transaction of it; the first one's state is never answered
    expect((await at(`address=${H}&mc_seqno=102`)).body).toMatchObject({
      balance: '2500000000',
      last_transaction_lt: '2000011',
    });
    // a state held only in account_states (a row written before migration 0011)
    expect((await at(`address=${H}&mc_seqno=103`)).body).toMatchObject({
      balance: '2500000000',
      data_hash: b64(Buffer.alloc(32, 242)),
      last_transaction_hash: b64(HTX.same),
    });
    expect(await balanceOf(`address=${H}&mc_seqno=104`)).toBe('4000000000');
    // by time: the last masterchain block generated by then, named in the answer
    expect((await at(`address=${H}&utime=1700000399`)).body).toMatchObject({
      mc_seqno: 101,
      utime: 1700000200,
      balance: '3000000000',
    });
    expect((await at(`address=${H}&utime=1700000800`)).body).toMatchObject({ mc_seqno: 104, balance: '4000000000' });
    // the seed's wallet: before its first transaction, the state that transaction started from
    expect((await at(`address=${A}&mc_seqno=100`)).body).toMatchObject({
      status: 'active',
      balance: '5000000000',
      last_transaction_lt: null,
    });
    expect(await balanceOf(`address=${A}&mc_seqno=101`)).toBe('3999000000');
    // a zero-state account without a transaction: its state throughout
    expect((await at(`address=${Z}&mc_seqno=100`)).body).toMatchObject({ status: 'active', balance: '777' });
    // an account never seen: not yet created
    expect((await at(`address=0:${'ee'.repeat(32)}&mc_seqno=104`)).body).toMatchObject({
      status: 'nonexist',
      balance: '0',
    });
    // 404: beyond the index, before it, and a state the index cannot tell
    expect((await at(`address=${H}&mc_seqno=105`)).body).toEqual({
      code: 404,
      error: 'masterchain block 105 not found',
    });
    expect((await at(`address=${H}&mc_seqno=99`)).status).toBe(404);
    expect((await at(`address=${H}&utime=1700000801`)).body).toEqual({
      code: 404,
      error: 'no indexed masterchain block at utime 1700000801',
    });
    expect((await at(`address=${H}&utime=1699999999`)).status).toBe(404);
    expect((await at(`address=${G}&mc_seqno=102`)).body).toEqual({
      code: 404,
      error: 'account state at masterchain block 102 not indexed',
    });
    // 422: neither or both of mc_seqno and utime, a bad address, a negative seqno
    for (const q of [`address=${H}`, `address=${H}&mc_seqno=101&utime=1700000200`]) {
      expect((await at(q)).body).toEqual({ code: 422, error: 'exactly one of mc_seqno, utime should be specified' });
    }
    expect((await at('address=bad&mc_seqno=101')).body).toEqual({ code: 422, error: 'failed to parse address' });
    expect((await at(`address=${H}&mc_seqno=-1`)).status).toBe(422);
    expect((await get('/accountStateAt?mc_seqno=101')).status).toBe(422);

    const history = async (q: string) => (await get(`/balanceHistory?address=${H}${q}`)).body.balances;
    const lts = async (q: string) => (await history(q)).map((r: { lt: string }) => r.lt);
    // change points only: block 103 left the balance as it was
    expect(await history('')).toEqual([
      {
        lt: '2000030',
        hash: b64(HTX.last),
        utime: 1700000700,
        mc_seqno: 104,
        balance: '4000000000',
        delta: '1500000000',
      },
      {
        lt: '2000011',
        hash: b64(HTX.end102),
        utime: 1700000300,
        mc_seqno: 102,
        balance: '2500000000',
        delta: '-500000000',
      },
      {
        lt: '2000001',
        hash: b64(HTX.first),
        utime: 1700000150,
        mc_seqno: 101,
        balance: '3000000000',
        delta: '3000000000',
      },
    ]);
    expect(await lts('&sort=asc')).toEqual(['2000001', '2000011', '2000030']);
    expect(await lts('&limit=1&offset=1')).toEqual(['2000011']);
    expect(await lts('&sort=asc&limit=2&offset=2')).toEqual(['2000030']);
    expect(await lts('&start_lt=2000011')).toEqual(['2000030', '2000011']);
    expect(await lts('&end_lt=2000011&start_lt=2000002')).toEqual(['2000011']);
    expect(await lts('&end_utime=1700000300')).toEqual(['2000011', '2000001']);
    expect(await lts('&start_utime=1700000301&end_utime=1700000699')).toEqual([]);
    // a window bounds the rows, not the balance a delta is taken from
    expect(await history('&start_lt=2000020')).toMatchObject([{ lt: '2000030', delta: '1500000000' }]);
    // the seed's wallet: from the state its first transaction started from; G: the balance before is not known
    expect((await get(`/balanceHistory?address=${A}`)).body.balances).toMatchObject([
      { lt: TX1_LT, balance: '3999000000', delta: '-1001000000', mc_seqno: 101 },
    ]);
    expect((await get(`/balanceHistory?address=${G}`)).body.balances).toMatchObject([{ balance: '1000', delta: null }]);
    expect((await get(`/balanceHistory?address=${Z}`)).body).toEqual({ balances: [], next_cursor: null });
    for (const q of [
      'address=bad',
      '',
      `address=${H}&limit=1001`,
      `address=${H}&sort=up`,
      `address=${H}&start_lt=-1`,
    ]) {
      const r = await get(`/balanceHistory?${q}`);
      expect(r.status, q).toBe(422);
      expect(r.body, q).toEqual({ code: 422, error: expect.any(String) });
    }
    expect((await get('/balanceHistory?address=bad')).body.error).toBe('failed to parse address');
  });

  it('jetton/balanceHistory answers an empty history for a wallet the index holds no reading of, and one selector (D35)', async () => {
    // its points and their agreement with get_wallet_data are tested on a local network: v3/jetton-history.test.ts
    expect((await get(`/jetton/balanceHistory?jetton_wallet=${A}`)).body).toEqual({ balances: [] });
    expect((await get(`/jetton/balanceHistory?owner_address=${A}&jetton_address=${C}`)).body).toEqual({ balances: [] });
    for (const q of ['', `jetton_wallet=${A}&owner_address=${A}`, `jetton_wallet=${A}&jetton_address=${C}`]) {
      const r = await get(`/jetton/balanceHistory?${q}`);
      expect(r.status, q).toBe(422);
    }
  });

  it('emulateTrace without an emulator (no liteserver): 501, after the body is validated (D12, D37)', async () => {
    expect(await call('POST', '/emulateTrace', { boc: b64(comment.toBoc()) })).toEqual({
      status: 501,
      body: { code: 501, error: 'trace emulation is not configured in this deployment' },
    });
    expect((await call('POST', '/emulateTrace', { boc: b64(comment.toBoc()), unknown: 1 })).status).toBe(422);
    // the emulation itself is tested on the local network (emulation.test.ts)
  });

  it('every answer matched the contract and every index operation was exercised', () => {
    expect(violations.map((v) => `${v.operationId} ${v.status}: ${v.problem}`)).toEqual([]);
    const all = listOperations(loadSpec('v3')).map((o) => o.operationId);
    expect(all.filter((id) => !seen.has(id))).toEqual([]);
  });
});
