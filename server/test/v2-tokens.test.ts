import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Address } from '@ton/core';
import { startV2OnDevnet, type V2Fixture } from './devnet.ts';
import { callAll } from './transports.ts';

let fx: V2Fixture;
beforeAll(async () => {
  fx = await startV2OnDevnet({ blockInterval: 0 });
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
