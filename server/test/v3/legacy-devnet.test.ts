/** Legacy v3 operations through the liteserver path against the local network, agreeing with API v2. */
import { beginCell } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../../../indexer/db/fresh-database.ts';
import { LitePool } from '../../../liteapi/pool.ts';
import { createV3Server } from '../../src/v3/app.ts';
import { startV2OnDevnet, type V2Fixture } from '../devnet.ts';
import { json, silentLogger } from '../helpers.ts';

let fx: V2Fixture;
let db: TestDatabase;
let v3: Awaited<ReturnType<typeof createV3Server>>;

beforeAll(async () => {
  fx = await startV2OnDevnet({ blockInterval: 0 });
  await fx.devnet.chain.produceBlock();
  db = await freshDatabase();
  const pool = await LitePool.fromGlobalConfig(fx.devnet.globalConfigPath, { timeoutMs: 10_000 });
  v3 = await createV3Server({ db: db.pool, pool, network: 'local', logger: silentLogger, validateResponses: true });
}, 120_000);

afterAll(async () => {
  await v3?.stop();
  await db?.stop();
  await fx?.stop();
});

const v2 = async (path: string) => json(await fx.server.inject(`/api/v2${path}`)).result;
const v3get = async (path: string) => {
  const res = await v3.inject(`/api/v3${path}`);
  return { status: res.statusCode, body: json(res) };
};
const v3post = async (path: string, payload: object) => {
  const res = await v3.inject({ method: 'POST', url: `/api/v3${path}`, payload });
  return { status: res.statusCode, body: json(res) };
};

describe('legacy operations via the liteserver (use_v2 and POST proxies)', () => {
  it('addressInformation and walletInformation with use_v2 agree with API v2', async () => {
    const wallet = fx.devnet.accounts.find((a) => a.kind === 'wallet')!;
    const fromV2 = await v2(`/getAddressInformation?address=${wallet.address}`);
    const info = await v3get(`/addressInformation?address=${wallet.address}&use_v2=true`);
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({
      balance: fromV2.balance,
      status: 'active',
      last_transaction_lt: fromV2.last_transaction_id.lt,
      last_transaction_hash: fromV2.last_transaction_id.hash,
    });
    const w = await v3get(`/walletInformation?address=${wallet.address}&use_v2=true`);
    expect(w.status).toBe(200);
    expect(w.body).toMatchObject({ balance: fromV2.balance, seqno: 0, status: 'active' });
    expect(w.body.wallet_type).toMatch(/^wallet v/);
  });

  it('runGetMethod, estimateFee and message', async () => {
    const wallet = fx.devnet.accounts.find((a) => a.kind === 'wallet')!;
    const run = await v3post('/runGetMethod', { address: wallet.address, method: 'seqno', stack: [] });
    expect(run.status).toBe(200);
    expect(run.body).toMatchObject({ exit_code: 0, stack: [{ type: 'num', value: '0x0' }] });
    expect(run.body.gas_used).toBeGreaterThan(0);
    expect(
      (
        await v3post('/runGetMethod', {
          address: wallet.address,
          method: 'seqno',
          stack: [{ type: 'tuple', value: 'x' }],
        })
      ).status,
    ).toBe(422);
    const fee = await v3post('/estimateFee', {
      address: wallet.address,
      body: beginCell().endCell().toBoc().toString('base64'),
      ignore_chksig: true,
    });
    expect([200, 500]).toContain(fee.status);
    if (fee.status === 200) expect(typeof fee.body.source_fees.gas_fee).toBe('number');
    const notMessage = await v3post('/message', {
      boc: beginCell().storeUint(1, 8).endCell().toBoc().toString('base64'),
    });
    expect(notMessage.status).toBe(422);
    expect(v3.violations).toEqual([]);
  });
});
