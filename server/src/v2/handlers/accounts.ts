import { beginCell, Cell } from '@ton/core';
import { readAccount, type V2Deps } from '../chain.ts';
import { fullAccountState, friendly, transactionId, viewAccount, boc } from '../account-view.ts';
import { blockIdExt, parseAddress } from '../convert.ts';
import { walletFields, walletKind } from '../wallets.ts';
import type { V2HandlerGroup } from './types.ts';

type Seqno = { seqno?: number | string };
const seqnoOf = (input: Seqno): number | undefined => (input.seqno === undefined ? undefined : Number(input.seqno));

export function accountHandlers(deps: V2Deps) {
  const testOnly = deps.network === 'testnet';
  return {
    getAddressInformation: async (input, ctx) =>
      fullAccountState(await readAccount(deps, ctx, parseAddress(input.address), seqnoOf(input))),

    getAddressBalance: async (input, ctx) =>
      viewAccount((await readAccount(deps, ctx, parseAddress(input.address), seqnoOf(input))).account).balance,

    getAddressState: async (input, ctx) =>
      viewAccount((await readAccount(deps, ctx, parseAddress(input.address), seqnoOf(input))).account).status,

    getWalletInformation: async (input, ctx) => {
      const read = await readAccount(deps, ctx, parseAddress(input.address), seqnoOf(input));
      const v = viewAccount(read.account);
      const kind = v.status === 'active' ? walletKind(v.code) : undefined;
      return {
        '@type': 'ext.accounts.walletInformation' as const,
        wallet: kind !== undefined,
        balance: v.balance,
        extra_currencies: v.extraCurrencies,
        account_state: v.status,
        ...(kind ? { wallet_type: kind, ...walletFields(kind, v.data) } : {}),
        last_transaction_id: transactionId(read.lastTx),
      };
    },

    getExtendedAddressInformation: async (input, ctx) => {
      const address = parseAddress(input.address);
      const read = await readAccount(deps, ctx, address, seqnoOf(input));
      const v = viewAccount(read.account);
      const kind = v.status === 'active' ? walletKind(v.code) : undefined;
      const fields = kind ? walletFields(kind, v.data) : {};
      let accountState;
      if (v.status === 'uninitialized')
        accountState = { '@type': 'uninited.accountState' as const, frozen_hash: v.frozenHash };
      else if (
        (kind === 'wallet v3 r1' || kind === 'wallet v3 r2') &&
        fields.seqno !== undefined &&
        fields.wallet_id !== undefined
      ) {
        accountState = { '@type': 'wallet.v3.accountState' as const, wallet_id: fields.wallet_id, seqno: fields.seqno };
      } else if (
        (kind === 'wallet v4 r1' || kind === 'wallet v4 r2') &&
        fields.seqno !== undefined &&
        fields.wallet_id !== undefined
      ) {
        accountState = { '@type': 'wallet.v4.accountState' as const, wallet_id: fields.wallet_id, seqno: fields.seqno };
      } else
        accountState = {
          '@type': 'raw.accountState' as const,
          code: boc(v.code),
          data: boc(v.data),
          frozen_hash: v.frozenHash,
        };
      return {
        '@type': 'fullAccountState' as const,
        address: { '@type': 'accountAddress' as const, account_address: friendly(address, testOnly) },
        balance: v.balance,
        extra_currencies: v.extraCurrencies,
        last_transaction_id: transactionId(read.lastTx),
        block_id: blockIdExt(read.block),
        sync_utime: read.utime,
        account_state: accountState,
        revision: 0,
      };
    },

    /** ShardAccount: `account_descr$_ account:^Account last_trans_hash:bits256 last_trans_lt:uint64`; a missing account is account_none$0 */
    getShardAccountCell: async (input, ctx) => {
      const read = await readAccount(deps, ctx, parseAddress(input.address), seqnoOf(input));
      const account = read.accountBoc.length ? Cell.fromBoc(read.accountBoc)[0]! : beginCell().storeBit(0).endCell();
      const cell = beginCell()
        .storeRef(account)
        .storeBuffer(read.lastTx?.hash ?? Buffer.alloc(32))
        .storeUint(read.lastTx?.lt ?? 0n, 64)
        .endCell();
      return { '@type': 'tvm.cell' as const, bytes: boc(cell) };
    },
  } satisfies V2HandlerGroup<
    | 'getAddressInformation'
    | 'getAddressBalance'
    | 'getAddressState'
    | 'getWalletInformation'
    | 'getExtendedAddressInformation'
    | 'getShardAccountCell'
  >;
}
