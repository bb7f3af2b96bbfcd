import type { TupleItem } from '@ton/core';
import { readAccount, type V2Deps } from '../chain.ts';
import { blockIdExt, parseAddress } from '../convert.ts';
import { transactionId, viewAccount } from '../account-view.ts';
import { methodIdOf, runGetMethodLocally, type GetMethodRun } from '../emulation.ts';
import { legacyEntry, parseLegacyStack, parseTypedEntry, typedEntry } from '../stack.ts';
import { liteError } from '../chain.ts';
import type { HandlerContext } from '../../http/types.ts';
import type { V2HandlerGroup } from './types.ts';

/** exit code tonlib reports for a get-method on an account without code */
const NO_CODE_EXIT = -13;

export function getMethodHandlers(deps: V2Deps) {
  async function run(
    input: { address: string; method: string | number; seqno?: number | string },
    stack: TupleItem[],
    ctx: HandlerContext,
  ) {
    const address = parseAddress(input.address);
    const read = await readAccount(deps, ctx, address, input.seqno === undefined ? undefined : Number(input.seqno));
    const v = viewAccount(read.account);
    let result: GetMethodRun = { exitCode: NO_CODE_EXIT, gasUsed: 0, stack: [] };
    if (v.status === 'active' && v.code) {
      result = await runGetMethodLocally(deps, ctx, {
        address,
        code: v.code,
        data: v.data ?? new (await import('@ton/core')).Cell(),
        balance: BigInt(v.balance),
        block: read.block,
        utime: read.utime,
        methodId: methodIdOf(input.method),
        stack,
      }).catch(liteError);
    }
    return { read, result };
  }

  return {
    runGetMethod: async (input, ctx) => {
      const { read, result } = await run(input, parseLegacyStack(input.stack as unknown[]), ctx);
      return {
        '@type': 'smc.runResult' as const,
        gas_used: result.gasUsed,
        exit_code: result.exitCode,
        stack: result.stack.map(legacyEntry),
        block_id: blockIdExt(read.block),
        last_transaction_id: transactionId(read.lastTx),
      };
    },
    runGetMethodStd: async (input, ctx) => {
      const { result } = await run(input, input.stack.map(parseTypedEntry), ctx);
      return {
        '@type': 'smc.runResult' as const,
        gas_used: result.gasUsed,
        exit_code: result.exitCode,
        stack: result.stack.map(typedEntry),
      };
    },
  } satisfies V2HandlerGroup<'runGetMethod' | 'runGetMethodStd'>;
}
