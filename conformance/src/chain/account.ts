// An account as its ShardAccount cell says (getShardAccountCell): the Account cell's hash is what a
// transaction's state_update names, so a cell whose hash matches is the account's state at that point, and
// every other v2 view of the account at the same block must say what the cell says.
import { type Address, Cell, loadShardAccount } from '@ton/core';

export type V2Status = 'active' | 'uninitialized' | 'frozen';

export interface AccountTruth {
  /** hash of the Account cell (account_none included), hex: what state_update old/new hashes name */
  accountHash: string;
  exists: boolean;
  /** the address the Account cell holds (absent for account_none) */
  address?: Address;
  balance: bigint;
  status: V2Status;
  code?: Cell;
  data?: Cell;
  /** hex of the frozen state hash */
  frozenHash?: string;
  lastTxLt: bigint;
  /** base64 of the last transaction hash (32 zero bytes when none) */
  lastTxHash: string;
  lastPaid: number;
  storageCells: bigint;
  storageBits: bigint;
}

/** Parses the `bytes` BOC of getShardAccountCell. */
export function accountTruth(boc: string): AccountTruth {
  const cell = Cell.fromBase64(boc);
  const shard = loadShardAccount(cell.beginParse());
  const accountCell = cell.refs[0]!;
  const a = shard.account ?? undefined;
  const state = a?.storage.state;
  return {
    accountHash: accountCell.hash().toString('hex'),
    exists: !!a,
    address: a?.addr,
    balance: a?.storage.balance.coins ?? 0n,
    status: state?.type === 'active' ? 'active' : state?.type === 'frozen' ? 'frozen' : 'uninitialized',
    code: state?.type === 'active' ? (state.state.code ?? undefined) : undefined,
    data: state?.type === 'active' ? (state.state.data ?? undefined) : undefined,
    frozenHash: state?.type === 'frozen' ? state.stateHash.toString(16).padStart(64, '0') : undefined,
    lastTxLt: shard.lastTransactionLt,
    lastTxHash: Buffer.from(shard.lastTransactionHash.toString(16).padStart(64, '0'), 'hex').toString('base64'),
    lastPaid: a?.storageStats.lastPaid ?? 0,
    storageCells: a?.storageStats.used.cells ?? 0n,
    storageBits: a?.storageStats.used.bits ?? 0n,
  };
}

/** seqno and subwallet id of a wallet v3/v4 data cell (`seqno:uint32 subwallet:uint32 public_key:bits256 …`). */
export function walletV3Data(data: Cell | undefined): { seqno: number; walletId: number } | undefined {
  if (!data || data.bits.length < 64) return undefined;
  const s = data.beginParse();
  return { seqno: s.loadUint(32), walletId: s.loadUint(32) };
}
