import { Address, beginCell } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { OP } from '../../parts.ts';
import { nftItemPurchase } from '../nft-item-purchase.ts';
import { nftMint } from '../nft-mint.ts';
import { nftTransfer } from '../nft-transfer.ts';
import { A, claim, trace } from './trace.ts';

const OWNER = A(1),
  ITEM = A(2),
  NEW_OWNER = A(3),
  COLLECTION = A(4),
  SALE = A(5),
  SELLER = A(6);
const item = { [ITEM]: { NftItem: { collection_address: COLLECTION, index: 3 } } };

// transfer#5fcc3d14 query_id new_owner response_destination custom_payload forward_amount forward_payload
const transferBody = beginCell()
  .storeUint(OP.nftTransfer, 32)
  .storeUint(9, 64)
  .storeAddress(Address.parse(NEW_OWNER))
  .storeAddress(Address.parse(OWNER))
  .storeBit(false)
  .storeCoins(1n)
  .storeBit(false)
  .endCell();
const assignedBody = beginCell()
  .storeUint(OP.ownershipAssigned, 32)
  .storeUint(9, 64)
  .storeAddress(Address.parse(OWNER))
  .storeBit(false)
  .endCell();

describe('NFT transfer matcher', () => {
  it('claims an owner’s transfer with the new owner’s ownership_assigned', () => {
    const t = trace(
      [
        { account: ITEM, from: OWNER, op: OP.nftTransfer, body: transferBody },
        { account: NEW_OWNER, parent: 0, op: OP.ownershipAssigned, body: assignedBody },
      ],
      item,
    );
    expect(claim(nftTransfer, t)).toMatchObject([
      {
        type: 'nft_transfer',
        source: OWNER,
        destination: NEW_OWNER,
        asset: COLLECTION,
        asset_secondary: ITEM,
        nft_transfer_data: { query_id: 9n, is_purchase: false, nft_item_index: 3, forward_amount: 1n },
        tx_hashes: ['t0', 't1'],
      },
    ]);
  });

  it('claims a fixed-price sale’s payout of the item as a purchase too', () => {
    const t = trace(
      [
        { account: SALE, from: NEW_OWNER, op: 0, value: 5_000_000_000n },
        { account: ITEM, parent: 0, op: OP.nftTransfer, body: transferBody },
        { account: SELLER, parent: 0, op: 0, value: 4_500_000_000n },
      ],
      {
        ...item,
        [SALE]: { NftSale: { full_price: 5_000_000_000n, marketplace_address: A(7), nft_owner_address: SELLER } },
      },
    );
    expect(claim(nftTransfer, t, 1)).toMatchObject([
      { type: 'nft_transfer', source: SALE, nft_transfer_data: { is_purchase: true, real_prev_owner: SELLER } },
      { type: 'nft_purchase', nft_transfer_data: { payout_amount: 4_500_000_000n, marketplace_address: A(7) } },
    ]);
  });

  it('leaves an ownership_assigned, which is the new owner’s half of a transfer', () => {
    const t = trace([{ account: NEW_OWNER, from: ITEM, op: OP.ownershipAssigned, body: assignedBody }], item);
    expect(claim(nftTransfer, t)).toBeNull();
  });
});

describe('NFT item purchase matcher', () => {
  const steps = [
    { account: ITEM, from: NEW_OWNER, op: 0, value: 10_000_000_000n },
    { account: NEW_OWNER, parent: 0, op: OP.ownershipAssigned, body: assignedBody },
    { account: SELLER, parent: 0, op: OP.telemintPayout, value: 9_000_000_000n },
  ];

  it('claims a payment to an item that assigned itself to the payer and paid the seller', () => {
    expect(claim(nftItemPurchase, trace(steps, item))).toMatchObject([
      {
        type: 'nft_transfer',
        source: SELLER,
        destination: NEW_OWNER,
        asset: COLLECTION,
        asset_secondary: ITEM,
        nft_transfer_data: { is_purchase: true, price: 10_000_000_000n, marketplace: 'fragment', nft_item_index: 3 },
        tx_hashes: ['t0', 't1', 't2'],
      },
    ]);
  });

  it('leaves the same payment to an account not known as an NFT item', () => {
    expect(claim(nftItemPurchase, trace(steps, {}))).toBeNull();
  });
});

describe('NFT mint matcher', () => {
  const minted = (fromCollection: boolean) =>
    trace(
      [
        { account: COLLECTION, from: OWNER, op: 1 },
        {
          account: ITEM,
          ...(fromCollection ? { parent: 0 } : { from: OWNER }),
          op: 1,
          deploys: true,
        },
        { account: NEW_OWNER, parent: 1, op: OP.ownershipAssigned, body: assignedBody },
      ],
      item,
    );

  it('claims an item deployed by its collection, and its first owner’s assignment as a transfer from nobody', () => {
    expect(claim(nftMint, minted(true), 1)).toMatchObject([
      {
        type: 'nft_mint',
        source: COLLECTION,
        destination: ITEM,
        asset: COLLECTION,
        nft_mint_data: { nft_item_index: 3 },
      },
      {
        type: 'nft_transfer',
        source: null,
        destination: NEW_OWNER,
        nft_transfer_data: { query_id: 9n, is_purchase: false },
      },
    ]);
  });

  it('leaves an item deployed by a message from outside the trace (no collection sent it)', () => {
    expect(claim(nftMint, minted(false), 1)).toBeNull();
  });
});
