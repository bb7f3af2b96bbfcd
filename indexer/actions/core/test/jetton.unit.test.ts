import { Address, beginCell } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { OP } from '../../parts.ts';
import { jettonBurn } from '../jetton-burn.ts';
import { jettonMint } from '../jetton-mint.ts';
import { jettonTransfer } from '../jetton-transfer.ts';
import { A, claim, trace } from './trace.ts';

const OWNER = A(1),
  WALLET = A(2),
  TO_WALLET = A(3),
  TO = A(4),
  MASTER = A(5);
const at = (s: string) => Address.parse(s);
const wallets = {
  [WALLET]: { JettonWallet: { jetton: MASTER, owner: OWNER } },
  [TO_WALLET]: { JettonWallet: { jetton: MASTER, owner: TO } },
};

// transfer#0f8a7ea5 query_id amount destination response_destination custom_payload forward_ton_amount forward_payload
const transferBody = beginCell()
  .storeUint(OP.jettonTransfer, 32)
  .storeUint(7, 64)
  .storeCoins(1_000n)
  .storeAddress(at(TO))
  .storeAddress(at(OWNER))
  .storeBit(false)
  .storeCoins(1n)
  .storeBit(false)
  .storeUint(0, 32)
  .storeStringTail('hi')
  .endCell();
const internalBody = beginCell().storeUint(OP.internalTransfer, 32).storeUint(7, 64).storeCoins(1_000n).endCell();

describe('jetton transfer matcher', () => {
  it('claims a transfer to a wallet with the receiving wallet and the notification', () => {
    const t = trace(
      [
        { account: WALLET, from: OWNER, op: OP.jettonTransfer, body: transferBody },
        { account: TO_WALLET, parent: 0, op: OP.internalTransfer, body: internalBody },
        { account: TO, parent: 1, op: OP.transferNotification },
      ],
      wallets,
    );
    const [a, ...rest] = claim(jettonTransfer, t)!;
    expect(rest).toEqual([]);
    expect(a).toMatchObject({
      type: 'jetton_transfer',
      source: OWNER,
      source_secondary: WALLET,
      destination: TO,
      destination_secondary: TO_WALLET,
      asset: MASTER,
      amount: 1_000n,
      success: true,
      jetton_transfer_data: { query_id: 7n, forward_amount: 1n, comment: 'hi', response_destination: OWNER },
    });
    expect(a!.tx_hashes).toEqual(['t0', 't1', 't2']);
  });

  it('leaves a transfer body sent as an external message (no owner sent it)', () => {
    const t = trace([{ account: WALLET, op: OP.jettonTransfer, body: transferBody }], wallets);
    expect(claim(jettonTransfer, t)).toBeNull();
  });
});

describe('jetton burn matcher', () => {
  const burnBody = beginCell().storeUint(OP.burn, 32).storeUint(1, 64).storeCoins(500n).endCell();

  it('claims a burn with the master’s notification', () => {
    const t = trace(
      [
        { account: WALLET, from: OWNER, op: OP.burn, body: burnBody },
        { account: MASTER, parent: 0, op: OP.burnNotification },
      ],
      wallets,
    );
    expect(claim(jettonBurn, t)).toMatchObject([
      { type: 'jetton_burn', source: OWNER, source_secondary: WALLET, asset: MASTER, amount: 500n },
    ]);
  });

  it('leaves a burn_notification, which is the master’s half of a burn', () => {
    const t = trace([{ account: MASTER, from: WALLET, op: OP.burnNotification, body: burnBody }], wallets);
    expect(claim(jettonBurn, t)).toBeNull();
  });
});

describe('jetton mint matcher', () => {
  const mintBody = beginCell().storeUint(OP.mint, 32).storeUint(1, 64).storeAddress(at(TO)).storeCoins(50n).endCell();

  it('claims a mint request that made the master send an internal_transfer', () => {
    const t = trace(
      [
        { account: MASTER, from: OWNER, op: OP.mint, body: mintBody },
        { account: TO_WALLET, parent: 0, op: OP.internalTransfer, body: internalBody },
      ],
      wallets,
    );
    expect(claim(jettonMint, t)).toMatchObject([
      {
        type: 'jetton_mint',
        source: MASTER,
        destination: TO,
        destination_secondary: TO_WALLET,
        asset: MASTER,
        amount: 1_000n,
        value: 50n,
        tx_hashes: ['t0', 't1'],
      },
    ]);
  });

  it('leaves a mint request the master refused (no internal_transfer)', () => {
    const t = trace([{ account: MASTER, from: OWNER, op: OP.mint, body: mintBody, exitCode: 73 }], wallets);
    expect(claim(jettonMint, t)).toBeNull();
  });
});
