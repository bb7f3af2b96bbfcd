import type { components } from '../../../../generated/v3/types.ts';
import { ApiError } from '../../http/errors.ts';
import { b64, rawAddress } from '../convert.ts';
import { withClient } from '../queries/db.ts';
import { jettonBalanceChanges } from '../queries/jetton-history.ts';
import { bigParam, paging } from './common.ts';
import type { V3Deps, V3HandlerGroup } from './types.ts';

type S = components['schemas'];

/** The change points of a jetton wallet's balance, or of an owner's wallets (D35). */
export function jettonHistoryHandlers(deps: V3Deps) {
  return {
    getJettonBalanceHistory: async (input) => {
      if ((input.jetton_wallet === undefined) === (input.owner_address === undefined))
        throw new ApiError(422, 'exactly one of jetton_wallet, owner_address should be specified');
      if (input.jetton_address !== undefined && input.owner_address === undefined)
        throw new ApiError(422, 'jetton_address narrows owner_address only');
      const filter = {
        wallet: input.jetton_wallet === undefined ? undefined : rawAddress(input.jetton_wallet),
        owner: input.owner_address === undefined ? undefined : rawAddress(input.owner_address),
        jetton: input.jetton_address === undefined ? undefined : rawAddress(input.jetton_address),
        startLt: bigParam(input.start_lt),
        endLt: bigParam(input.end_lt),
        startUtime: bigParam(input.start_utime),
        endUtime: bigParam(input.end_utime),
        ...paging(input),
      };
      return withClient(deps.db, async (c) => {
        const rows = await jettonBalanceChanges(c, filter);
        const balances: S['JettonBalanceChange'][] = rows.map((r) => ({
          jetton_wallet: r.address,
          jetton: r.jetton,
          owner: r.owner,
          lt: r.lt,
          hash: b64(r.hash)!,
          utime: Number(r.now),
          mc_seqno: r.mc_seqno,
          balance: r.balance,
          delta: r.before === null ? null : (BigInt(r.balance) - BigInt(r.before)).toString(),
        }));
        return { balances };
      });
    },
  } satisfies V3HandlerGroup<'getJettonBalanceHistory'>;
}
