/**
 * Multisig v2 end to end on the local network: the genesis multisig and its order, a new order signed from a
 * genesis wallet and its execution, indexed by the indexer's follow into a fresh PostgreSQL and served by /api/v3.
 */
import { Address, internal, toNano } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../../../indexer/db/fresh-database.ts';
import { ChainSource } from '../../../indexer/ingest/chain.ts';
import { follow } from '../../../indexer/pipeline/follow.ts';
import { startDevnet, type Devnet } from '../../../devnet/index.ts';
import { MULTISIG_PROPOSERS, MULTISIG_SIGNERS } from '../../../devnet/genesis/index.ts';
import {
  approveBody,
  MULTISIG_THRESHOLD,
  newOrderBody,
  orderAddress,
  packOrder,
} from '../../../devnet/genesis/multisig/genesis.ts';
import { tlId } from '../../../devnet/methods/index.ts';
import { genesisSender, inProcessClient } from '../../../devnet/test/helpers.ts';
import { LitePool } from '../../../liteapi/pool.ts';
import { createV3Server } from '../../src/v3/app.ts';
import { json, silentLogger } from '../helpers.ts';

let d: Devnet;
let db: TestDatabase;
let lite: LitePool;
let v3: Awaited<ReturnType<typeof createV3Server>>;
const { send } = genesisSender(() => d);
const raw = (a: Address) => `${a.workChain}:${a.hash.toString('hex').toUpperCase()}`;
const wallet = ([version, index]: readonly [string, number]) =>
  Address.parse(d.accounts.find((a) => a.kind === 'wallet' && a.version === version && a.index === index)!.address);
const balance = async (a: Address) =>
  (await inProcessClient(d).getAccountState(a, tlId(d.chain.lastMc.id))).balance.coins;
const catchUp = () => follow(db.pool, new ChainSource(lite), { to: d.chain.lastMc.id.seqno, log: () => {} });
const get = async (path: string) => {
  const res = await v3.inject(`/api/v3${path}`);
  return { status: res.statusCode, body: json(res) };
};

beforeAll(async () => {
  [d, db] = await Promise.all([startDevnet({ blockInterval: 0 }), freshDatabase()]);
  await d.chain.produceBlock();
  lite = await LitePool.fromGlobalConfig(d.globalConfigPath, { timeoutMs: 15_000 });
  v3 = await createV3Server({
    db: db.pool,
    pool: lite,
    network: 'local',
    logger: silentLogger,
    validateResponses: true,
  });
  await catchUp();
}, 120_000);

afterAll(async () => {
  await v3?.stop();
  lite?.close();
  await db?.stop();
  await d?.stop();
});

describe('multisig v2 on the local network, indexed and served by /api/v3', () => {
  it('/multisig/wallets by a signer returns the genesis multisig with its threshold, signers, proposers and pending order', async () => {
    const multisig = Address.parse(d.accounts.find((a) => a.kind === 'multisig')!.address);
    const order0 = Address.parse(d.accounts.find((a) => a.kind === 'multisig-order')!.address);
    const signers = MULTISIG_SIGNERS.map((s) => raw(wallet(s)));
    const res = await get(`/multisig/wallets?wallet_address=${wallet(MULTISIG_SIGNERS[2]).toString()}`);
    expect(res.status).toBe(200);
    expect(res.body.multisigs).toHaveLength(1);
    const m = res.body.multisigs[0];
    expect(m).toMatchObject({
      address: raw(multisig),
      next_order_seqno: '1',
      threshold: MULTISIG_THRESHOLD,
      signers,
      proposers: MULTISIG_PROPOSERS.map((s) => raw(wallet(s))),
    });
    expect(m.orders).toHaveLength(1);
    expect(m.orders[0]).toMatchObject({
      address: raw(order0),
      multisig_address: raw(multisig),
      order_seqno: '0',
      threshold: 2,
      sent_for_execution: false,
      approvals_mask: '1',
      approvals_num: 1,
      signers,
    });
    expect(res.body.address_book[raw(multisig)]).toBeDefined();
    // a proposer finds it too; a wallet that is neither does not
    expect(
      (await get(`/multisig/wallets?wallet_address=${raw(wallet(MULTISIG_PROPOSERS[0]))}`)).body.multisigs,
    ).toHaveLength(1);
    expect((await get(`/multisig/wallets?wallet_address=${raw(wallet(['v4r2', 0]))}`)).body.multisigs).toEqual([]);
    expect(v3.violations).toEqual([]);
  });

  it('/multisig/orders by multisig_address parses the order: 1 TON with a comment to V5R1 #3', async () => {
    const multisig = Address.parse(d.accounts.find((a) => a.kind === 'multisig')!.address);
    const res = await get(`/multisig/orders?multisig_address=${multisig.toString()}&parse_actions=true`);
    expect(res.status).toBe(200);
    expect(res.body.orders).toHaveLength(1);
    const [action] = res.body.orders[0].actions;
    expect(action).toMatchObject({
      destination: raw(wallet(['v5r1', 3])),
      value: toNano('1').toString(),
      send_mode: 3,
      parsed: true,
    });
    expect(v3.violations).toEqual([]);
  });

  it('a new order signed from a genesis wallet and a second approval: the order is sent for execution and its transfer happens', async () => {
    const multisig = Address.parse(d.accounts.find((a) => a.kind === 'multisig')!.address);
    const target = wallet(['v3r2', 1]);
    const before = await balance(target);
    const order = packOrder([{ mode: 3, message: internal({ to: target, value: toNano('3'), bounce: false }) }]);
    const expirationDate = Math.floor(Date.now() / 1000) + 3600;
    // signer 0 proposes (its proposal counts as its approval), signer 1 approves
    await send(MULTISIG_SIGNERS[0][0], MULTISIG_SIGNERS[0][1], [
      internal({
        to: multisig,
        value: toNano('0.5'),
        body: newOrderBody({ orderSeqno: 1n, bySigner: true, index: 0, expirationDate, order }),
      }),
    ]);
    await d.chain.produceBlock();
    const order1 = orderAddress(multisig, 1n);
    await catchUp();
    const pending = (await get(`/multisig/orders?address=${order1.toString()}`)).body.orders;
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({
      order_seqno: '1',
      sent_for_execution: false,
      approvals_num: 1,
      approvals_mask: '1',
      expiration_date: expirationDate,
    });

    await send(MULTISIG_SIGNERS[1][0], MULTISIG_SIGNERS[1][1], [
      internal({ to: order1, value: toNano('0.1'), body: approveBody(1) }),
    ]);
    await d.chain.produceBlock();
    await catchUp();
    const done = (await get(`/multisig/orders?address=${raw(order1)}`)).body.orders[0];
    expect(done).toMatchObject({ sent_for_execution: true, approvals_num: 2, approvals_mask: '3' });
    const m = (await get(`/multisig/wallets?address=${raw(multisig)}&include_orders=false`)).body.multisigs[0];
    expect(m).toMatchObject({ next_order_seqno: '2', orders: [] });
    // the indexed transfer: the target's incoming message from the multisig, and its balance up by the value less the fees
    const tx = await get(`/transactions?account=${raw(target)}&limit=5&sort=desc`);
    const paid = tx.body.transactions.filter((t: any) => t.in_msg?.source === raw(multisig));
    expect(paid).toHaveLength(1);
    expect(paid[0].in_msg.value).toBe(toNano('3').toString());
    expect((await balance(target)) - before).toBe(toNano('3') - BigInt(paid[0].total_fees));
    expect(v3.violations).toEqual([]);
  });
});
