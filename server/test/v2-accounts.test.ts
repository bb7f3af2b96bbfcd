import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { startV2OnDevnet, type V2Fixture } from './devnet.ts';

let fx: V2Fixture;
beforeAll(async () => {
  // Blocks only on demand, so GET, POST and JSON-RPC read the same chain head and can be compared.
  fx = await startV2OnDevnet({ blockInterval: 0 });
  await fx.devnet.chain.produceBlock();
  await fx.devnet.chain.produceBlock();
});
afterAll(async () => fx?.stop());

/** One operation over GET, POST and JSON-RPC; all three must give the same status and result. */
async function call(method: string, params: Record<string, unknown>) {
  const qs = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();
  const get = await fetch(`${fx.url}/${method}?${qs}`);
  const post = await fetch(`${fx.url}/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(params),
  });
  const rpc = await fetch(`${fx.url}/jsonRPC`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: 7, jsonrpc: '2.0', method, params }),
  });
  const bodies = await Promise.all([get, post, rpc].map((r) => r.json() as Promise<any>));
  expect([get.status, post.status]).toEqual([rpc.status, rpc.status]);
  const strip = (b: any) => ({ ...b, '@extra': undefined, jsonrpc: undefined, id: undefined });
  expect(strip(bodies[1])).toEqual(strip(bodies[0]));
  expect(strip(bodies[2])).toEqual(strip(bodies[0]));
  expect(bodies[2]).toMatchObject({ jsonrpc: '2.0', id: 7 });
  expect(fx.violations).toEqual([]);
  return { status: get.status, body: bodies[0] };
}

describe('v2 accounts and blocks against the local network over TCP', () => {
  it('reads a genesis wallet', async () => {
    const wallet = fx.devnet.accounts.find((a) => a.kind === 'wallet')!;
    const info = await call('getAddressInformation', { address: wallet.friendly });
    expect(info.status).toBe(200);
    expect(info.body.result).toMatchObject({
      '@type': 'raw.fullAccountState',
      balance: wallet.balance,
      state: 'active',
    });
    const wi = await call('getWalletInformation', { address: wallet.address });
    expect(wi.body.result).toMatchObject({ wallet: true, account_state: 'active' });
    expect(wi.body.result.wallet_type).toMatch(/^wallet v/);
    const bal = await call('getAddressBalance', { address: wallet.address });
    expect(bal.body.result).toBe(wallet.balance);
    const st = await call('getAddressState', { address: wallet.address });
    expect(st.body.result).toBe('active');
    const ext = await call('getExtendedAddressInformation', { address: wallet.address });
    expect(ext.body.result['@type']).toBe('fullAccountState');
  });

  it('recognises every genesis wallet version with its seqno and wallet id', async () => {
    for (const [version, type] of [
      ['v3r2', 'wallet v3 r2'],
      ['v4r2', 'wallet v4 r2'],
      ['v5r1', 'wallet v5 r1'],
    ] as const) {
      const w = fx.devnet.accounts.find((a) => a.kind === 'wallet' && a.version === version)!;
      const wi = await call('getWalletInformation', { address: w.address });
      expect(wi.body.result).toMatchObject({ wallet: true, wallet_type: type, seqno: 0 });
      if (version !== 'v5r1') expect(wi.body.result.wallet_id).toBe(w.walletId);
      else expect(wi.body.result.is_signature_allowed).toBe(true);
      const ext = await call('getExtendedAddressInformation', { address: w.address });
      const expected = version === 'v5r1' ? 'raw.accountState' : `wallet.${version.slice(0, 2)}.accountState`;
      expect(ext.body.result.account_state['@type']).toBe(expected);
    }
    const minter = fx.devnet.accounts.find((a) => a.kind === 'jetton-minter')!;
    expect((await call('getWalletInformation', { address: minter.address })).body.result.wallet).toBe(false);
  });

  it('answers getAddressInformation with exactly the keys its examples show (v2 D30: no suspended)', async () => {
    const wallet = fx.devnet.accounts.find((a) => a.kind === 'wallet')!;
    const example = (name: string) =>
      parse(readFileSync(new URL(`../../spec/v2/components/examples/${name}.yaml`, import.meta.url), 'utf8')).value
        .result;
    const active = (await call('getAddressInformation', { address: wallet.address })).body.result;
    expect(Object.keys(active).sort()).toEqual(Object.keys(example('GetAddressInformationActive')).sort());
    const unused = (await call('getAddressInformation', { address: '0:' + '12'.repeat(32) })).body.result;
    expect(Object.keys(unused).sort()).toEqual(Object.keys(example('GetAddressInformationUninitialized')).sort());
    expect(active).not.toHaveProperty('suspended');
  });

  it('answers a never-used address as uninitialized with balance 0', async () => {
    const res = await call('getAddressInformation', { address: '0:' + '11'.repeat(32) });
    expect(res.body.result).toMatchObject({ balance: '0', state: 'uninitialized', code: '', data: '' });
    expect(res.body.result.last_transaction_id.lt).toBe('0');
  });

  it('rejects a bad address with 422 on every transport', async () => {
    const res = await call('getAddressInformation', { address: 'abcde' });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ ok: false, code: 422, error: 'failed to parse address' });
  });

  it('reads masterchain info, shards, headers and lookups', async () => {
    const mc = await call('getMasterchainInfo', {});
    expect(mc.body.result['@type']).toBe('blocks.masterchainInfo');
    const seqno = mc.body.result.last.seqno as number;
    const shards = await call('shards', { seqno });
    expect(shards.body.result.shards.length).toBeGreaterThan(0);
    const header = await call('getBlockHeader', { workchain: -1, shard: '-9223372036854775808', seqno });
    expect(header.body.result.id.seqno).toBe(seqno);
    const looked = await call('lookupBlock', { workchain: -1, shard: '-9223372036854775808', seqno });
    expect(looked.body.result).toEqual(mc.body.result.last);
    const byLt = await call('lookupBlock', {
      workchain: -1,
      shard: '-9223372036854775808',
      lt: header.body.result.start_lt,
    });
    expect(byLt.body.result.seqno).toBe(seqno);
    const byTime = await call('lookupBlock', {
      workchain: -1,
      shard: '-9223372036854775808',
      unixtime: header.body.result.gen_utime,
    });
    expect(byTime.body.result.seqno).toBeLessThanOrEqual(seqno);
    const none = await call('lookupBlock', { workchain: -1, shard: '-9223372036854775808' });
    expect(none.status).toBe(422);
    const atSeqno = await call('getAddressInformation', { address: fx.devnet.accounts[0]!.address, seqno });
    expect(atSeqno.body.result.block_id.seqno).toBe(seqno);
  });
});
