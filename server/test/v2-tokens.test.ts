import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Address, beginCell, type Cell, internal, toNano } from '@ton/core';
import { sha256_sync } from '@ton/crypto';
import { DNS_DOMAIN, DNS_SITE_ADNL, DNS_STORAGE_BAG } from '../../devnet/genesis/contracts.ts';
import { TON_DNS_COLLECTION } from '../../devnet/genesis/system/index.ts';
import { genesisSender } from '../../devnet/test/helpers.ts';
import { startV2OnDevnet, type V2Fixture } from './devnet.ts';
import { callAll } from './transports.ts';

let fx: V2Fixture;
beforeAll(async () => {
  fx = await startV2OnDevnet({ blockInterval: 0, masterchainCacheMs: 0 });
  await fx.devnet.chain.produceBlock();
});
afterAll(async () => fx?.stop());

const account = (kind: string) => fx.devnet.accounts.find((a) => a.kind === kind)!;
const same = (a: string, b: string) => Address.parse(a).equals(Address.parse(b));

describe('getTokenData over the genesis jetton and NFT contracts', () => {
  it('recognises the jetton master', async () => {
    const r = await callAll(fx, 'getTokenData', { address: account('jetton-minter').address });
    expect(r.status).toBe(200);
    expect(r.body.result).toMatchObject({ '@type': 'ext.tokens.jettonMasterData', contract_type: 'jetton_master' });
    expect(same(r.body.result.admin_address, account('jetton-minter').owner!)).toBe(true);
  });

  it('recognises a jetton wallet verified against its master', async () => {
    const w = account('jetton-wallet');
    const r = await callAll(fx, 'getTokenData', { address: w.address });
    expect(r.body.result).toMatchObject({ '@type': 'ext.tokens.jettonWalletData', contract_type: 'jetton_wallet' });
    expect(same(r.body.result.jetton, account('jetton-minter').address)).toBe(true);
    expect(same(r.body.result.owner, w.owner!)).toBe(true);
  });

  it('recognises the NFT collection and an item', async () => {
    const c = await callAll(fx, 'getTokenData', { address: account('nft-collection').address });
    expect(c.body.result).toMatchObject({ '@type': 'ext.tokens.nftCollectionData', contract_type: 'nft_collection' });
    const i = await callAll(fx, 'getTokenData', { address: account('nft-item').address });
    expect(i.body.result).toMatchObject({ '@type': 'ext.tokens.nftItemData', contract_type: 'nft_item', init: true });
    expect(same(i.body.result.collection_address, account('nft-collection').address)).toBe(true);
  });

  it('answers 409 for a wallet', async () => {
    const r = await callAll(fx, 'getTokenData', { address: account('wallet').address });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ ok: false, code: 409, error: 'Smart contract is not Jetton or NFT' });
  });
});

describe('getTokenData on the .ton DNS item devnet.ton (v2 D20, the form of the C++ server)', () => {
  const item = () => account('dns-item');
  const addrStd = (a: Address) => ({ '@type': 'addr_std', workchain_id: a.workChain, address: a.hash.toString('hex') });
  const wallet = () => Address.parse(fx.devnet.accounts.find((a) => a.kind === 'wallet')!.address);
  const genesisRecords = () => ({
    wallet: { '@type': 'dns_smc_address', smc_addr: addrStd(wallet()) },
    site: { '@type': 'dns_adnl_address', adnl_addr: DNS_SITE_ADNL.toString('hex') },
    storage: { '@type': 'dns_storage_address', bag_id: DNS_STORAGE_BAG.toString('hex') },
  });
  const content = async () => {
    const r = await callAll(fx, 'getTokenData', { address: item().address });
    expect(r.status).toBe(200);
    expect(r.body.result).toMatchObject({
      '@type': 'ext.tokens.nftItemData',
      contract_type: 'nft_item',
      init: true,
      index: BigInt(`0x${sha256_sync(DNS_DOMAIN).toString('hex')}`).toString(),
    });
    expect(same(r.body.result.collection_address, TON_DNS_COLLECTION.toString())).toBe(true);
    expect(same(r.body.result.owner_address, item().owner!)).toBe(true);
    return r.body.result.content;
  };
  // change_dns_record from the owner (V4R2 #0): a record cell sets the category's record, none deletes it
  const sender = genesisSender(() => fx.devnet);
  const change = (category: Buffer, record?: Cell) => {
    const body = beginCell().storeUint(0x4eb1f0f9, 32).storeUint(0, 64).storeBuffer(category);
    if (record) body.storeRef(record);
    return internal({ to: Address.parse(item().address), value: toNano('0.1'), body: body.endCell() });
  };
  const owner = () => fx.devnet.accounts.find((a) => a.kind === 'wallet' && a.address === item().owner!)!;
  const send = async (...messages: ReturnType<typeof change>[]) => {
    const o = owner();
    await sender.send(o.version as 'v4r2', o.index!, messages);
    await fx.devnet.chain.produceBlock();
    await fx.devnet.chain.produceBlock();
  };
  const custom = sha256_sync('devnet-custom-category');

  it('answers its domain and its genesis records wallet, site and storage, each in its TL-B form', async () => {
    expect(await content()).toEqual({ domain: `${DNS_DOMAIN}.ton`, data: genesisRecords() });
  });

  it('names dns_next_resolver, keys another category by its upper-case hex and leaves out a text record', async () => {
    const text = Buffer.from('hello', 'utf8');
    await send(
      change(
        sha256_sync('dns_next_resolver'),
        beginCell().storeUint(0xba93, 16).storeAddress(TON_DNS_COLLECTION).endCell(),
      ),
      change(custom, beginCell().storeUint(0x9fd3, 16).storeAddress(TON_DNS_COLLECTION).storeUint(0, 8).endCell()),
      change(
        sha256_sync('devnet-text-category'),
        beginCell().storeUint(0x1eda, 16).storeUint(1, 8).storeUint(text.length, 8).storeBuffer(text).endCell(),
      ),
    );
    const c = await content();
    expect(c).toEqual({
      domain: `${DNS_DOMAIN}.ton`,
      data: {
        ...genesisRecords(),
        dns_next_resolver: { '@type': 'dns_next_resolver', resolver: addrStd(TON_DNS_COLLECTION) },
        [custom.toString('hex').toUpperCase()]: { '@type': 'dns_smc_address', smc_addr: addrStd(TON_DNS_COLLECTION) },
      },
    });
    // the text record is there: dnsResolve lists it
    const resolved = await callAll(fx, 'dnsResolve', { address: item().address });
    expect(resolved.body.result.entries.map((e: { entry: { '@type': string } }) => e.entry['@type'])).toContain(
      'dns.entryDataText',
    );
  });

  it('keeps its NFT content once every record is deleted (dnsresolve answers no dictionary)', async () => {
    const categories = ['wallet', 'site', 'storage', 'dns_next_resolver'].map((n) => sha256_sync(n));
    await send(...categories.map((k) => change(k)));
    await send(change(custom), change(sha256_sync('devnet-text-category')));
    expect(await content()).toEqual({
      type: 'onchain',
      data: { name: `${DNS_DOMAIN}.ton`, description: 'TEP-81 DNS item of the local devnet' },
    });
  });
});
