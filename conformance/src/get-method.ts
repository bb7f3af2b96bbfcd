// Reading a contract's get-method over API v2 (runGetMethodStd) from a v3 case: the chain's own answer
// that an index's derived fields (NFT owners, jetton balances) must equal.
import { Cell } from '@ton/core';
import { otherOk, type CaseContext } from './case.ts';

export type StackValue = bigint | string | undefined;

/** The stack of `method` on `address`: numbers as bigint, slices holding an address as its raw form. */
export async function getMethodStack(
  ctx: CaseContext,
  address: string,
  method: string,
): Promise<{ exit: number; stack: StackValue[] }> {
  const r = await otherOk(ctx, 'runGetMethodStd', { address, method, stack: [] });
  const stack = ((r.stack as any[]) ?? []).map((e): StackValue => {
    if (e?.number?.number !== undefined) return BigInt(e.number.number);
    if (e?.slice?.bytes) {
      try {
        return Cell.fromBase64(e.slice.bytes).beginParse().loadAddressAny()?.toString() ?? 'addr_none';
      } catch {
        return undefined;
      }
    }
    return undefined;
  });
  return { exit: Number(r.exit_code), stack };
}
