// An account's latest state as the chain holds it: API v2's getShardAccountCell is the ShardAccount cell, whose
// first reference is the Account cell (its hash is the account state hash a transaction's state_update names).
import { Cell, loadShardAccount } from '@ton/core';
import { otherOk, type CaseContext } from '../case.ts';

export interface ChainAccount {
  stateHash: string;
  status: 'active' | 'uninit' | 'frozen' | 'nonexist';
  balance: string;
  lastLt: string;
  lastHash: string;
  codeHash?: string;
  dataHash?: string;
  frozenHash?: string;
}

const b64 = (b: Buffer | bigint): string =>
  (typeof b === 'bigint' ? Buffer.from(b.toString(16).padStart(64, '0'), 'hex') : b).toString('base64');

export async function chainAccount(ctx: CaseContext<'v3'>, address: string): Promise<ChainAccount> {
  const cell = Cell.fromBase64((await otherOk(ctx, 'getShardAccountCell', { address })).bytes);
  const sa = loadShardAccount(cell.beginParse());
  const account = cell.refs[0];
  const base = { lastLt: String(sa.lastTransactionLt), lastHash: b64(sa.lastTransactionHash) };
  if (!sa.account || !account) return { ...base, stateHash: '', status: 'nonexist', balance: '0' };
  const { state, balance } = sa.account.storage;
  return {
    ...base,
    stateHash: b64(account.hash()),
    status: state.type,
    balance: String(balance.coins),
    ...(state.type === 'active' && state.state.code ? { codeHash: b64(state.state.code.hash()) } : {}),
    ...(state.type === 'active' && state.state.data ? { dataHash: b64(state.state.data.hash()) } : {}),
    ...(state.type === 'frozen' ? { frozenHash: b64(state.stateHash) } : {}),
  };
}

/** The cell hash of a BoC, base64, or a note that it is unreadable. */
export function bocHash(boc: unknown): string {
  try {
    return Cell.fromBase64(String(boc)).hash().toString('base64');
  } catch {
    return `unreadable BoC ${String(boc).slice(0, 20)}`;
  }
}
