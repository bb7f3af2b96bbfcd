import { Address, beginCell, internal, storeMessageRelaxed, toNano } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { callContract } from '../call-contract.ts';
import { failedWalletRequest } from '../failed-wallet-request.ts';
import { tickTock } from '../tick-tock.ts';
import { tonTransfer } from '../ton-transfer.ts';
import { A, claim, trace } from './trace.ts';

const WALLET = A(1),
  TO = A(2);
const commentBody = beginCell().storeUint(0, 32).storeStringTail('thanks').endCell();

describe('TON transfer matcher', () => {
  it('claims an internal message with a text comment', () => {
    const t = trace([{ account: TO, from: WALLET, op: 0, body: commentBody, value: toNano('2') }]);
    expect(claim(tonTransfer, t)).toMatchObject([
      {
        type: 'ton_transfer',
        source: WALLET,
        destination: TO,
        value: toNano('2'),
        ton_transfer_data: { content: 'thanks', encrypted: false },
      },
    ]);
  });

  it('leaves an internal message with an opcode, which is a call', () => {
    expect(claim(tonTransfer, trace([{ account: TO, from: WALLET, op: 0x12345678 }]))).toBeNull();
  });
});

describe('contract call matcher', () => {
  it('claims an internal message with any opcode, keeping the opcode', () => {
    expect(claim(callContract, trace([{ account: TO, from: WALLET, op: 0x12345678 }]))).toMatchObject([
      { type: 'call_contract', source: WALLET, destination: TO, opcode: 0x12345678 },
    ]);
  });

  it('leaves an external message, which has no sender', () => {
    expect(claim(callContract, trace([{ account: TO, op: 0x12345678 }]))).toBeNull();
  });
});

describe('tick-tock matcher', () => {
  it('claims a special account’s tick-tock transaction', () => {
    expect(claim(tickTock, trace([{ account: TO, descr: 'tick_tock' }]))).toMatchObject([{ type: 'tick_tock' }]);
  });

  it('leaves an ordinary transaction', () => {
    expect(claim(tickTock, trace([{ account: TO }]))).toBeNull();
  });
});

describe('failed wallet request matcher', () => {
  // A v4 wallet's signed body (signature, subwallet, valid_until, seqno, op) with one message of mode 3.
  const request = beginCell()
    .storeUint(0, 512)
    .storeUint(698983191, 32)
    .storeUint(0xffffffff, 32)
    .storeUint(5, 32)
    .storeUint(0, 8)
    .storeUint(3, 8)
    .storeRef(
      beginCell()
        .store(storeMessageRelaxed(internal({ to: Address.parse(TO), value: toNano('1'), body: commentBody })))
        .endCell(),
    )
    .endCell();

  it('claims a wallet’s external message that sent nothing, reporting the transfer it asked for as failed', () => {
    const t = trace([{ account: WALLET, body: request, exitCode: 33 }]);
    expect(claim(failedWalletRequest, t)).toMatchObject([
      {
        type: 'ton_transfer',
        success: false,
        source: WALLET,
        destination: TO,
        value: toNano('1'),
        ton_transfer_data: { content: 'thanks' },
      },
    ]);
  });

  it('leaves a wallet’s external message that did send its messages', () => {
    expect(claim(failedWalletRequest, trace([{ account: WALLET, body: request, extraOut: 1 }]))).toBeNull();
  });
});
