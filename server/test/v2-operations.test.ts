import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import {
  ADNLAddress,
  Address,
  beginCell,
  Cell,
  external,
  internal,
  loadShardAccount,
  storeMessage,
  toNano,
} from '@ton/core';
import type { WalletContractV3R2 } from '@ton/ton';
import { listOperations, loadSpec } from '../../contract/index.ts';
import { devnetKey, openWallet } from '../../devnet/genesis/index.ts';
import { DNS_SITE_ADNL, DNS_STORAGE_BAG } from '../../devnet/genesis/contracts.ts';
import { startV2OnDevnet, type V2Fixture } from './devnet.ts';
import { callAll } from './transports.ts';

const MC = '-9223372036854775808';
let fx: V2Fixture;
let last: number;
beforeAll(async () => {
  // blocks on demand and no masterchain cache: each produced block is visible to the next request
  fx = await startV2OnDevnet({ blockInterval: 0, masterchainCacheMs: 0 });
  for (let i = 0; i < 3; i++) await fx.devnet.chain.produceBlock();
  last = (await callAll(fx, 'getMasterchainInfo', {})).body.result.last.seqno;
});
afterAll(async () => fx?.stop());

const json422 = (r: { status: number; body: any }) => r.status === 422 && r.body.code === 422;
const wallet = () => fx.devnet.accounts.find((a) => a.kind === 'wallet')!;

/** Each case: the operation, its params, and what its 200 result must show beyond the spec check. */
const cases: Record<string, () => Promise<void>> = {
  detectAddress: async () => {
    const r = await callAll(fx, 'detectAddress', { address: wallet().address });
    expect(r.body.result).toMatchObject({
      '@type': 'ext.utils.detectedAddress',
      raw_form: wallet().address,
      given_type: 'raw_form',
      test_only: false,
    });
  },
  packAddress: async () => {
    const r = await callAll(fx, 'packAddress', { address: wallet().address });
    expect(Address.parse(r.body.result).toRawString()).toBe(wallet().address);
    expect(r.body.result).toMatch(/^EQ/);
  },
  unpackAddress: async () => {
    const r = await callAll(fx, 'unpackAddress', { address: wallet().friendly });
    expect(r.body.result).toBe(wallet().address.toUpperCase()); // v2 D18: upper-case hex
    expect(r.body.result).toMatch(/^-?\d+:[0-9A-F]{64}$/);
  },
  detectHash: async () => {
    const hex = 'ab'.repeat(32);
    const r = await callAll(fx, 'detectHash', { hash: hex });
    expect(r.body.result).toMatchObject({ hex, b64: Buffer.from(hex, 'hex').toString('base64') });
    // v2 D29: unpadded base64url is accepted (as the C++ server); unpadded standard base64 is not
    const unpadded = await callAll(fx, 'detectHash', { hash: 'CPUE4WXeEJT-Dwz1fY_rkreWvYnsOt3I44i1G5ojJPM' });
    expect(unpadded.body.result.hex).toBe('08f504e165de1094fe0f0cf57d8feb92b796bd89ec3addc8e388b51b9a2324f3');
    const standard = await callAll(fx, 'detectHash', { hash: 'CPUE4WXeEJT+Dwz1fY/rkreWvYnsOt3I44i1G5ojJPM' });
    expect(standard.status).toBe(422);
  },
  getShardAccountCell: async () => {
    const w = wallet();
    const r = await callAll(fx, 'getShardAccountCell', { address: w.address });
    expect(r.body.result['@type']).toBe('tvm.cell');
    const shard = loadShardAccount(Cell.fromBase64(r.body.result.bytes).beginParse());
    const info = (await callAll(fx, 'getAddressInformation', { address: w.address })).body.result;
    expect(String(shard.lastTransactionLt)).toBe(info.last_transaction_id.lt);
    expect(Buffer.from(shard.lastTransactionHash.toString(16).padStart(64, '0'), 'hex').toString('base64')).toBe(
      info.last_transaction_id.hash,
    );
    expect(shard.account!.addr.equals(Address.parse(w.address))).toBe(true);
    expect(shard.account!.storage.balance.coins.toString()).toBe(info.balance);
    // an account that does not exist: account_none, no last transaction
    const none = await callAll(fx, 'getShardAccountCell', { address: `0:${'77'.repeat(32)}` });
    const empty = Cell.fromBase64(none.body.result.bytes).beginParse();
    expect(empty.loadRef().bits.length).toBe(1);
    expect([empty.loadUintBig(256), empty.loadUintBig(64)]).toEqual([0n, 0n]);
  },
  dnsResolve: async () => {
    const sha = (s: string) => createHash('sha256').update(s).digest('base64');
    const item = fx.devnet.accounts.find((a) => a.kind === 'dns-item')!;
    const r = await callAll(fx, 'dnsResolve', { address: item.address });
    const byCategory = Object.fromEntries(r.body.result.entries.map((e: any) => [e.category, e.entry]));
    expect(Object.keys(byCategory).sort()).toEqual([sha('wallet'), sha('site'), sha('storage')].sort());
    const walletRecord = /wallet record (\S+)/.exec(item.note!)![1]!;
    expect(
      Address.parse(byCategory[sha('wallet')].smc_address.account_address).equals(Address.parse(walletRecord)),
    ).toBe(true);
    expect(byCategory[sha('site')].adnl_address.adnl_address).toBe(new ADNLAddress(DNS_SITE_ADNL).toString());
    expect(byCategory[sha('storage')].bag_id).toBe(DNS_STORAGE_BAG.toString('hex'));
    const site = await callAll(fx, 'dnsResolve', { address: item.address, category: 'site', ttl: 3 });
    expect(site.body.result.entries.map((e: any) => e.category)).toEqual([sha('site')]);
    const notResolver = await callAll(fx, 'dnsResolve', { address: wallet().address });
    expect(notResolver.status).toBe(409);
    expect((await callAll(fx, 'dnsResolve', { address: item.address, ttl: 17 })).status).toBe(422);
  },
  getConsensusBlock: async () => {
    const r = await callAll(fx, 'getConsensusBlock', {});
    expect(r.body.result.consensus_block).toBe(last);
  },
  getConfigParam: async () => {
    const r = await callAll(fx, 'getConfigParam', { config_id: 34 });
    expect(r.body.result).toMatchObject({ '@type': 'configInfo', config: { '@type': 'tvm.cell' } });
    const alias = await callAll(fx, 'getConfigParam', { param: 34 });
    expect(alias.body.result).toEqual(r.body.result);
    const both = await callAll(fx, 'getConfigParam', { param: 34, config_id: 34 });
    expect(both.status).toBe(422);
  },
  getConfigAll: async () => {
    const r = await callAll(fx, 'getConfigAll', { seqno: last });
    expect(r.body.result.config.bytes.length).toBeGreaterThan(100);
  },
  getLibraries: async () => {
    const r = await callAll(fx, 'getLibraries', { libraries: ['cd'.repeat(32)] });
    expect(r.body.result).toEqual({ '@type': 'smc.libraryResult', result: [] });
  },
  getMasterchainBlockSignatures: async () => {
    const r = await callAll(fx, 'getMasterchainBlockSignatures', { seqno: last });
    expect(r.body.result.id.seqno).toBe(last);
  },
  getShardBlockProof: async () => {
    const shards = (await callAll(fx, 'shards', { seqno: last })).body.result.shards;
    const s = shards[0];
    const r = await callAll(fx, 'getShardBlockProof', { workchain: s.workchain, shard: s.shard, seqno: s.seqno });
    expect(r.body.result['@type']).toBe('blocks.shardBlockProof');
    const from = await callAll(fx, 'getShardBlockProof', {
      workchain: s.workchain,
      shard: s.shard,
      seqno: s.seqno,
      from_seqno: last - 1,
    });
    expect(from.status).toBe(200);
  },
  getOutMsgQueueSize: async () => {
    const r = await callAll(fx, 'getOutMsgQueueSize', {});
    expect(r.body.result['@type']).toBe('blocks.outMsgQueueSizes');
  },
  getBlockTransactions: async () => {
    const r = await callAll(fx, 'getBlockTransactions', { workchain: -1, shard: MC, seqno: last, count: 2 });
    expect(r.body.result).toMatchObject({ '@type': 'blocks.transactions', req_count: 2 });
    const page = r.body.result.transactions;
    if (page.length === 2 && r.body.result.incomplete) {
      const next = await callAll(fx, 'getBlockTransactions', {
        workchain: -1,
        shard: MC,
        seqno: last,
        count: 2,
        after_lt: page[1].lt,
        after_hash: page[1].account,
      });
      expect(next.body.result.transactions[0]?.lt).not.toBe(page[1].lt);
    }
    const half = await callAll(fx, 'getBlockTransactions', { workchain: -1, shard: MC, seqno: last, after_lt: '5' });
    expect(half.status).toBe(422);
  },
  getBlockTransactionsExt: async () => {
    const r = await callAll(fx, 'getBlockTransactionsExt', { workchain: -1, shard: MC, seqno: last });
    expect(r.body.result['@type']).toBe('blocks.transactionsExt');
    for (const t of r.body.result.transactions) expect(t.account).toMatch(/^-1:/);
  },
  sendBocReturnHash: async () => {
    const key = await devnetKey();
    const w = openWallet('v3r2', 1, key.publicKey) as WalletContractV3R2;
    const body = w.createTransfer({
      seqno: 0,
      secretKey: key.secretKey,
      messages: [internal({ to: Address.parse('0:' + '55'.repeat(32)), value: toNano('1'), bounce: false })],
    });
    const msg = beginCell()
      .store(storeMessage(external({ to: w.address, body })))
      .endCell();
    const r = await callAll(fx, 'sendBocReturnHash', { boc: msg.toBoc().toString('base64') }, { only: 'post' });
    expect(r.status).toBe(200);
    expect(r.body.result.hash).toBe(msg.hash().toString('base64'));
    await fx.devnet.chain.produceBlock();
    const body1 = w.createTransfer({
      seqno: 1,
      secretKey: key.secretKey,
      messages: [internal({ to: Address.parse('0:' + '55'.repeat(32)), value: toNano('1'), bounce: false })],
    });
    const msg1 = beginCell()
      .store(storeMessage(external({ to: w.address, body: body1 })))
      .endCell();
    const rpc = await callAll(fx, 'sendBocReturnHash', { boc: msg1.toBoc().toString('base64') }, { only: 'jsonrpc' });
    expect(rpc.body).toMatchObject({ ok: true, jsonrpc: '2.0', id: 'x' });
    expect(rpc.body.result.hash_norm).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    const notExternal = await callAll(
      fx,
      'sendBoc',
      { boc: beginCell().storeUint(1, 8).endCell().toBoc().toString('base64') },
      { getless: true },
    );
    expect(json422(notExternal)).toBe(true);
    expect(notExternal.status).toBe(422);
    await fx.devnet.chain.produceBlock();
    const txs = await callAll(fx, 'getTransactionsStd', { address: w.address.toRawString(), limit: 5 });
    expect(txs.body.result.transactions).toHaveLength(2);
    // the normalised hash is what identifies the inbound external message of the transaction
    expect(txs.body.result.transactions[0].in_msg.hash).toBe(msg1.hash().toString('base64'));
  },
  estimateFee: async () => {
    const body = beginCell().storeUint(0, 32).storeStringTail('hello').endCell().toBoc().toString('base64');
    const r = await callAll(fx, 'estimateFee', { address: '0:' + '77'.repeat(32), body }, { getless: true });
    expect(r.status).toBe(200);
    // nobody there to accept it: priced like tonlib does, import fee only
    expect(r.body.result.source_fees).toMatchObject({ '@type': 'fees', gas_fee: 0, fwd_fee: 0 });
    expect(r.body.result.source_fees.in_fwd_fee).toBeGreaterThan(0);
  },
  getTransactionsStd: async () => {
    const r = await callAll(fx, 'getTransactionsStd', { address: '0:' + '99'.repeat(32) });
    expect(r.body.result).toMatchObject({
      '@type': 'raw.transactions',
      transactions: [],
      previous_transaction_id: { lt: '0' },
    });
  },
  getTransactions: async () => {
    const key = await devnetKey();
    const w = openWallet('v3r2', 2, key.publicKey) as WalletContractV3R2;
    for (const seqno of [0, 1]) {
      const body = w.createTransfer({
        seqno,
        secretKey: key.secretKey,
        messages: [
          internal({ to: Address.parse('0:' + '66'.repeat(32)), value: toNano('1'), bounce: false, body: `n${seqno}` }),
        ],
      });
      const sent = await callAll(
        fx,
        'sendBoc',
        {
          boc: beginCell()
            .store(storeMessage(external({ to: w.address, body })))
            .endCell()
            .toBoc()
            .toString('base64'),
        },
        { only: seqno ? 'jsonrpc' : 'post' },
      );
      expect(sent.body.result).toEqual({ '@type': 'ok' });
      await fx.devnet.chain.produceBlock();
    }
    const all = await callAll(fx, 'getTransactions', { address: w.address.toString(), limit: 10 });
    expect(all.body.result).toHaveLength(2);
    expect(BigInt(all.body.result[0].transaction_id.lt)).toBeGreaterThan(BigInt(all.body.result[1].transaction_id.lt));
    expect(all.body.result[0].out_msgs[0].message).toBe('n1');
    const second = all.body.result[1].transaction_id;
    const fromHex = await callAll(fx, 'getTransactions', {
      address: w.address.toString(),
      lt: second.lt,
      hash: Buffer.from(second.hash, 'base64').toString('hex'),
      limit: 5,
    });
    expect(fromHex.body.result.map((t: any) => t.transaction_id)).toEqual([second]);
    const std = await callAll(fx, 'getTransactionsStd', { address: w.address.toString(), limit: 1 });
    expect(std.body.result.previous_transaction_id).toEqual({ ...second, '@type': 'internal.transactionId' });
    const pairing = await callAll(fx, 'getTransactions', { address: w.address.toString(), lt: second.lt });
    expect(pairing.status).toBe(422);
  },
};

describe('every v2 operation over GET, POST and JSON-RPC, responses checked against the contract', () => {
  for (const [name, run] of Object.entries(cases)) it(name, run);

  it('leaves no operation untested here or in the other suites', () => {
    const elsewhere = [
      'getAddressInformation',
      'getExtendedAddressInformation',
      'getWalletInformation',
      'getAddressBalance',
      'getAddressState',
      'getMasterchainInfo',
      'lookupBlock',
      'getShards',
      'shards',
      'getBlockHeader', // v2-accounts.test.ts
      'runGetMethod',
      'runGetMethodStd', // v2-getmethods.test.ts
      'sendBoc',
      'tryLocateTx',
      'tryLocateResultTx',
      'tryLocateSourceTx', // clients.test.ts
      'getTokenData', // v2-tokens.test.ts
    ];
    const ops = listOperations(loadSpec('v2'))
      .map((o) => o.operationId)
      .filter((id) => id !== 'jsonRPC' && !id.endsWith('Post'));
    const covered = new Set([...Object.keys(cases), ...elsewhere]);
    expect(ops.filter((id) => !covered.has(id))).toEqual([]);
  });
});
