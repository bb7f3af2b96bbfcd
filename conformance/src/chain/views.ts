// What each v2 view of an account must say, given the account's verified ShardAccount cell (account.ts): the
// comparisons the state cases share. Each returns the first disagreement, or undefined.
import { Address, Cell } from '@ton/core';
import { at, fields } from '../values.ts';
import { type BlockIdExt, sameBlock, show } from '../blocks.ts';
import { type AccountTruth, walletV3Data } from './account.ts';
import type { BlockArgs } from './commit.ts';

/** Root hash (hex) of a BOC, '' for an empty string, undefined when it is no BOC. */
export function bocRootHash(boc: unknown): string | undefined {
  if (boc === '') return '';
  if (typeof boc !== 'string') return undefined;
  try {
    return Cell.fromBase64(boc).hash().toString('hex');
  } catch {
    return undefined;
  }
}

const cellHash = (c: Cell | undefined): string => (c ? c.hash().toString('hex') : '');

export function lastTxProblem(printed: unknown, t: AccountTruth): string | undefined {
  const id = fields(printed);
  return String(id?.lt) === t.lastTxLt.toString() && id?.hash === t.lastTxHash
    ? undefined
    : `last_transaction_id ${id?.lt}/${id?.hash}, the cell's last transaction is ${t.lastTxLt}/${t.lastTxHash}`;
}

export function balanceProblem(printed: unknown, t: AccountTruth): string | undefined {
  return String(printed) === t.balance.toString() ? undefined : `balance ${printed}, the cell holds ${t.balance}`;
}

/** The masterchain block printed for a read at a seqno: that block's full id. */
export function blockIdProblem(printed: unknown, block: BlockArgs): string | undefined {
  return sameBlock(fields(printed) as BlockIdExt | undefined, block)
    ? undefined
    : `block_id ${show(fields(printed) as BlockIdExt | undefined)} is not masterchain block ${show(block)}`;
}

/** sync_utime of a read at a seqno: the time of that masterchain block. */
export function syncProblem(printed: unknown, utime: number): string | undefined {
  return printed === utime ? undefined : `sync_utime ${printed}, masterchain block time ${utime}`;
}

/** raw.fullAccountState (getAddressInformation). */
export function fullStateProblem(
  r: unknown,
  t: AccountTruth,
  block: { id: BlockArgs; utime: number },
): string | undefined {
  const checks = [
    balanceProblem(at(r, 'balance'), t),
    lastTxProblem(at(r, 'last_transaction_id'), t),
    at(r, 'state') === t.status ? undefined : `state ${at(r, 'state')}, the cell's is ${t.status}`,
    bocRootHash(at(r, 'code')) === cellHash(t.code) ? undefined : "code is not the cell's code",
    bocRootHash(at(r, 'data')) === cellHash(t.data) ? undefined : "data is not the cell's data",
    t.status === 'frozen' || at(r, 'frozen_hash') === ''
      ? undefined
      : `frozen_hash ${at(r, 'frozen_hash')} of an account that is not frozen`,
    blockIdProblem(at(r, 'block_id'), block.id),
    syncProblem(at(r, 'sync_utime'), block.utime),
  ];
  return checks.find((c) => c !== undefined);
}

/** The account_state tonlib recognises: a wallet v3 with its seqno and id, an unrecognised contract raw, none uninited. */
export function accountStateProblem(printed: unknown, t: AccountTruth, walletCode?: Cell): string | undefined {
  const s = fields(printed);
  const type = s?.['@type'];
  if (t.status !== 'active')
    return t.status === 'uninitialized' && type !== 'uninited.accountState'
      ? `account_state is ${type} for an account without code`
      : undefined;
  if (walletCode && t.code?.equals(walletCode)) {
    const w = walletV3Data(t.data)!;
    return type === 'wallet.v3.accountState' && s?.seqno === w.seqno && s?.wallet_id === w.walletId
      ? undefined
      : `account_state ${JSON.stringify(s)}, the data says wallet v3 seqno ${w.seqno}, wallet_id ${w.walletId}`;
  }
  if (type !== 'raw.accountState') return undefined;
  return bocRootHash(s?.code) === cellHash(t.code) && bocRootHash(s?.data) === cellHash(t.data)
    ? undefined
    : "account_state code/data are not the cell's";
}

export function addressProblem(printed: unknown, a: Address): string | undefined {
  try {
    return typeof printed === 'string' && (printed === a.toRawString() || Address.parse(printed).equals(a))
      ? undefined
      : `address ${printed} is not ${a.toRawString()}`;
  } catch {
    return `address ${printed} is not an address`;
  }
}
