import type { components } from '../../../../generated/v3/types.ts';
import { ApiError } from '../../http/errors.ts';
import { b64, rawAddress, str } from '../convert.ts';
import { withClient } from '../queries/db.ts';
import { BALANCE_HISTORY_KEYS, balanceChanges, mcBlockBySeqno, mcBlockByUtime, stateAt } from '../queries/history.ts';
import { accountStatus } from './accounts.ts';
import { bigParam, cursorPaging } from './common.ts';
import type { V3Deps, V3HandlerGroup } from './types.ts';

type S = components['schemas'];

/** An account's state at a past masterchain block and the changes of its balance (D34). */
export function historyHandlers(deps: V3Deps) {
  return {
    getAccountStateAt: async (input) => {
      const account = rawAddress(input.address);
      if ((input.mc_seqno === undefined) === (input.utime === undefined))
        throw new ApiError(422, 'exactly one of mc_seqno, utime should be specified');
      return withClient(deps.db, async (c) => {
        const at =
          input.mc_seqno !== undefined
            ? await mcBlockBySeqno(c, input.mc_seqno)
            : await mcBlockByUtime(c, String(input.utime));
        const { state, lastLt, lastHash } = await stateAt(c, account, at);
        const record: S['AccountStateAt'] = {
          address: account,
          mc_seqno: at.seqno,
          utime: at.utime,
          status: accountStatus(state?.account_status ?? null) ?? 'nonexist',
          balance: str(state?.balance) ?? '0',
          extra_currencies: (state?.balance_extra_currencies ?? null) as S['ExtraCurrencies'] | null,
          code_hash: b64(state?.code_hash),
          data_hash: b64(state?.data_hash),
          frozen_hash: b64(state?.frozen_hash),
          last_transaction_lt: lastLt,
          last_transaction_hash: b64(lastHash),
        };
        return record;
      });
    },

    getBalanceHistory: async (input) => {
      const account = rawAddress(input.address);
      const p = cursorPaging('getBalanceHistory', input, BALANCE_HISTORY_KEYS);
      return withClient(deps.db, async (c) => {
        const rows = await balanceChanges(c, {
          account,
          startLt: bigParam(input.start_lt),
          endLt: bigParam(input.end_lt),
          startUtime: bigParam(input.start_utime),
          endUtime: bigParam(input.end_utime),
          limit: p.limit,
          offset: p.offset,
          sort: p.sort,
          after: p.after,
        });
        const balances: S['BalanceChange'][] = rows.map((r) => ({
          lt: r.lt,
          hash: b64(r.hash)!,
          utime: Number(r.now),
          mc_seqno: r.mc_block_seqno,
          balance: r.balance,
          delta: r.before === null ? null : (BigInt(r.balance) - BigInt(r.before)).toString(),
        }));
        return { balances, next_cursor: p.next(rows) };
      });
    },
  } satisfies V3HandlerGroup<'getAccountStateAt' | 'getBalanceHistory'>;
}
