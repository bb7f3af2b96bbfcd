import type { Address, Account, Cell } from '@ton/core';
import type { AccountRead } from './chain.ts';
import { b64, blockIdExt } from './convert.ts';

export type AccountStatus = 'uninitialized' | 'active' | 'frozen';

export interface AccountView {
  status: AccountStatus;
  balance: string;
  code?: Cell;
  data?: Cell;
  frozenHash: string;
  extraCurrencies: Array<{ '@type': 'extraCurrency'; id: number; amount: string }>;
}

export function viewAccount(account: Account | null): AccountView {
  if (!account) return { status: 'uninitialized', balance: '0', frozenHash: '', extraCurrencies: [] };
  const { balance, state } = account.storage;
  const extraCurrencies = balance.other
    ? [...balance.other].map(([id, amount]) => ({
        '@type': 'extraCurrency' as const,
        id: Number(id),
        amount: amount.toString(),
      }))
    : [];
  const coins = balance.coins < 0n ? '0' : balance.coins.toString();
  if (state.type === 'active') {
    return {
      status: 'active',
      balance: coins,
      code: state.state.code ?? undefined,
      data: state.state.data ?? undefined,
      frozenHash: '',
      extraCurrencies,
    };
  }
  if (state.type === 'frozen') {
    return {
      status: 'frozen',
      balance: coins,
      frozenHash: Buffer.from(state.stateHash.toString(16).padStart(64, '0'), 'hex').toString('base64'),
      extraCurrencies,
    };
  }
  return { status: 'uninitialized', balance: coins, frozenHash: '', extraCurrencies };
}

// Cells are immutable and account reads are shared within a block, so each code and data cell is serialised once.
const bocs = new WeakMap<Cell, string>();

export function boc(cell: Cell | undefined): string {
  if (!cell) return '';
  let text = bocs.get(cell);
  if (text === undefined) bocs.set(cell, (text = b64(cell.toBoc({ idx: false }))));
  return text;
}

export function transactionId(lastTx: AccountRead['lastTx']) {
  return {
    '@type': 'internal.transactionId' as const,
    lt: lastTx ? lastTx.lt.toString() : '0',
    hash: b64(lastTx ? lastTx.hash : Buffer.alloc(32)),
  };
}

// Reads are shared within a block (chain.ts), and handlers only serialise this answer, never change it.
const fullStates = new WeakMap<AccountRead, ReturnType<typeof buildFullAccountState>>();

export function fullAccountState(read: AccountRead) {
  let state = fullStates.get(read);
  if (!state) fullStates.set(read, (state = buildFullAccountState(read)));
  return state;
}

function buildFullAccountState(read: AccountRead) {
  const v = viewAccount(read.account);
  return {
    '@type': 'raw.fullAccountState' as const,
    balance: v.balance,
    extra_currencies: v.extraCurrencies,
    code: boc(v.code),
    data: boc(v.data),
    last_transaction_id: transactionId(read.lastTx),
    block_id: blockIdExt(read.block),
    frozen_hash: v.frozenHash,
    sync_utime: read.utime,
    state: v.status,
  };
}

/** Friendly form tonlib prints for account addresses: url-safe, bounceable, test flag per network. */
export function friendly(address: Address, testOnly: boolean): string {
  return address.toString({ urlSafe: true, bounceable: true, testOnly });
}
