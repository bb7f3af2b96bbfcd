// Reading a contract's get-method over API v2 (runGetMethodStd) from a v3 case: the chain's own answer
// that an index's derived fields (NFT owners, jetton balances) must equal.
import { Cell } from '@ton/core';
import { otherOk, type CaseContext } from './case.ts';

export type StackValue = bigint | string | undefined;

/** The stack of `method` on `address`: numbers as bigint, slices holding an address as its raw form. */
export async function getMethodStack(
  ctx: CaseContext<'v3'>,
  address: string,
  method: string,
): Promise<{ exit: number; stack: StackValue[] }> {
  const r = await otherOk(ctx, 'runGetMethodStd', { address, method, stack: [] });
  const stack = r.stack.map((e): StackValue => {
    if (e['@type'] === 'tvm.stackEntryNumber') return BigInt(e.number.number);
    if (e['@type'] === 'tvm.stackEntrySlice') {
      try {
        return Cell.fromBase64(e.slice.bytes).beginParse().loadAddressAny()?.toString() ?? 'addr_none';
      } catch {
        return undefined;
      }
    }
    return undefined;
  });
  return { exit: r.exit_code, stack };
}
