// The seqno of a wallet three ways over API v2 (wallet information, legacy and standard get-method
// stacks): all three read the same contract state, so they agree unless the wallet moved meanwhile.
import { skip, type CaseContext, type CaseDef } from './case.ts';
import { whenSettled } from './settled.ts';

/** A wallet to ask: a local genesis wallet, else the busiest discovered account (which may be no wallet). */
export function walletAddress(ctx: CaseContext): string {
  const local = ctx.data.local.find((a) => a.kind === 'wallet');
  if (local) return local.address;
  const a = ctx.data.accounts[0];
  if (!a) skip('no account discovered on the target');
  return a;
}

export async function seqnoViaInformation(ctx: CaseContext<'v2'>, address: string): Promise<number | undefined> {
  const info = ctx.ok(await ctx.call({ operationId: 'getWalletInformation', args: { address } }));
  return info.wallet ? Number(info.seqno) : undefined;
}

export async function seqnoViaGetMethod(
  ctx: CaseContext<'v2'>,
  address: string,
): Promise<{ exit: number; seqno?: number }> {
  const r = ctx.ok(await ctx.call({ operationId: 'runGetMethod', args: { address, method: 'seqno', stack: [] } }));
  const top = r.stack[0];
  return { exit: r.exit_code, seqno: top?.[0] === 'num' ? Number(BigInt(top[1])) : undefined };
}

export async function seqnoViaStd(ctx: CaseContext<'v2'>, address: string): Promise<{ exit: number; seqno?: number }> {
  const r = ctx.ok(await ctx.call({ operationId: 'runGetMethodStd', args: { address, method: 'seqno', stack: [] } }));
  const top = r.stack[0];
  return {
    exit: r.exit_code,
    seqno: top?.['@type'] === 'tvm.stackEntryNumber' ? Number(top.number.number) : undefined,
  };
}

export async function lastTxOf(ctx: CaseContext<'v2'>, address: string): Promise<string> {
  return JSON.stringify(
    ctx.ok(await ctx.call({ operationId: 'getAddressInformation', args: { address } })).last_transaction_id,
  );
}

/** The three reads agree: one case, attributed to each of the three operations. */
export function walletSeqnoCase(): CaseDef<'v2'> {
  return {
    description: "a wallet's seqno agrees between getWalletInformation, runGetMethod and runGetMethodStd (same state)",
    mode: 'schema-only',
    async run(ctx) {
      const address = walletAddress(ctx);
      await whenSettled(
        () => lastTxOf(ctx, address),
        async () => {
          const info = await seqnoViaInformation(ctx, address);
          if (info === undefined) skip(`${address} is not a wallet`);
          const legacy = await seqnoViaGetMethod(ctx, address);
          const std = await seqnoViaStd(ctx, address);
          if (legacy.exit !== 0 || std.exit !== 0)
            return `get-method seqno exited ${legacy.exit} (runGetMethod) / ${std.exit} (runGetMethodStd)`;
          if (legacy.seqno !== info || std.seqno !== info)
            return `seqno: getWalletInformation ${info}, runGetMethod ${legacy.seqno}, runGetMethodStd ${std.seqno}`;
          return undefined;
        },
      );
    },
  };
}
