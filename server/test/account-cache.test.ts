import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Address, beginCell, external, internal, storeMessage, toNano } from '@ton/core';
import type { WalletContractV3R2 } from '@ton/ton';
import { devnetKey, openWallet } from '../../devnet/genesis/index.ts';
import { AnswerCache } from '../src/lite/answer-cache.ts';
import { startV2OnDevnet, type V2Fixture } from './devnet.ts';

describe('AnswerCache', () => {
  it('shares one load between concurrent and later requests of a key', async () => {
    const cache = new AnswerCache<number>();
    let loads = 0;
    const load = async () => {
      loads++;
      await new Promise((r) => setTimeout(r, 5));
      return 42;
    };
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([42, 42]);
    expect(await cache.get('a', load)).toBe(42);
    expect(loads).toBe(1);
  });

  it('forgets a failed load so the next request asks again', async () => {
    const cache = new AnswerCache<number>();
    await expect(cache.get('a', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.size).toBe(0);
    expect(await cache.get('a', async () => 7)).toBe(7);
  });

  it('drops the least recently used entry beyond its count and weight', async () => {
    const cache = new AnswerCache<string>(2, 100);
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    await cache.get('a', async () => 'a2'); // a is now the most recent
    await cache.get('c', async () => 'c');
    expect(await cache.get('a', async () => 'reloaded')).toBe('a');
    expect(await cache.get('b', async () => 'reloaded')).toBe('reloaded');

    const heavy = new AnswerCache<string>(10, 100);
    await heavy.get(
      'x',
      async () => 'x',
      () => 60,
    );
    await heavy.get(
      'y',
      async () => 'y',
      () => 60,
    );
    expect(heavy.size).toBe(1);
    expect(heavy.weight).toBe(60);
    expect(
      await heavy.get(
        'x',
        async () => 'reloaded',
        () => 60,
      ),
    ).toBe('reloaded');
  });
});

describe('account reads over the local network', () => {
  let fx: V2Fixture;
  beforeAll(async () => {
    // blocks on demand and no masterchain cache: each produced block is the head of the next request
    fx = await startV2OnDevnet({ blockInterval: 0, masterchainCacheMs: 0 });
    await fx.devnet.chain.produceBlock();
  });
  afterAll(async () => fx?.stop());

  // the pool reports every liteserver query to the server's metrics
  const accountQueries = async () => {
    const text = await fx.server.metrics.registry.getSingleMetricAsString(
      'ton_http_api_liteserver_request_duration_seconds',
    );
    const line = text
      .split('\n')
      .find(
        (l) =>
          l.startsWith('ton_http_api_liteserver_request_duration_seconds_count') &&
          l.includes('method="getAccountState"'),
      );
    return line ? Number(line.split(' ').pop()) : 0;
  };
  const info = async (address: string) => {
    const res = await fetch(`${fx.url}/getAddressInformation?address=${encodeURIComponent(address)}`);
    expect(res.status).toBe(200);
    return ((await res.json()) as { result: Record<string, any> }).result;
  };

  it('asks the liteserver once per account and block, and again once the block changes', async () => {
    const key = await devnetKey();
    const w = openWallet('v3r2', 1, key.publicKey) as WalletContractV3R2;
    const address = w.address.toRawString();
    const before = await accountQueries();
    const first = await info(address);
    const again = await Promise.all([info(address), info(w.address.toString()), info(address)]);
    for (const r of again) expect(r).toEqual(first);
    expect(await accountQueries()).toBe(before + 1);

    // a transfer in the next block: the new head is a new key and shows the new state
    const body = w.createTransfer({
      seqno: 0,
      secretKey: key.secretKey,
      messages: [internal({ to: Address.parse('0:' + '77'.repeat(32)), value: toNano('1'), bounce: false })],
    });
    const boc = beginCell()
      .store(storeMessage(external({ to: w.address, body })))
      .endCell()
      .toBoc()
      .toString('base64');
    const sent = await fetch(`${fx.url}/sendBoc`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ boc }),
    });
    expect(sent.status).toBe(200);
    await fx.devnet.chain.produceBlock();
    const after = await info(address);
    expect(after.block_id.seqno).toBeGreaterThan(first.block_id.seqno);
    expect(BigInt(after.balance)).toBeLessThan(BigInt(first.balance) - toNano('1') + 1n);
    expect(after.last_transaction_id.lt).not.toBe(first.last_transaction_id.lt);

    // the earlier block is still answered, from the first read, without a query
    const queriesNow = await accountQueries();
    const old = await fetch(`${fx.url}/getAddressInformation?address=${address}&seqno=${first.block_id.seqno}`);
    expect(((await old.json()) as { result: unknown }).result).toMatchObject({
      balance: first.balance,
      last_transaction_id: first.last_transaction_id,
    });
    expect(await accountQueries()).toBe(queriesNow);
    expect(fx.violations).toEqual([]);
  });
});
