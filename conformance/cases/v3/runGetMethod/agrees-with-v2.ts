import { discoveredAccount, otherOk, type CaseDef, type OkBody } from '../../../src/case.ts';
import { whenSettled } from '../../../src/settled.ts';

export default {
  description: 'get-method seqno of a wallet answers the seqno API v2 reports for the same state',
  mode: 'schema-only',
  covers: ['address', 'method'],
  async run(ctx) {
    const address = ctx.data.local.find((a) => a.kind === 'wallet')?.address ?? discoveredAccount(ctx);
    let v2!: OkBody<'v2', 'getWalletInformation'>;
    await whenSettled(
      async () => {
        v2 = await otherOk(ctx, 'getWalletInformation', { address });
        return v2.last_transaction_id.lt;
      },
      async () => {
        const r = ctx.ok(await ctx.call({ args: { address, method: 'seqno', stack: [] } }));
        if (!v2.wallet) return r.exit_code === 0 ? `${address} is no wallet but seqno ran` : undefined;
        if (r.exit_code !== 0) return `seqno exited ${r.exit_code}`;
        const top = r.stack?.[0];
        const value = top?.value;
        return typeof value === 'string' && v2.seqno !== undefined && BigInt(value) === BigInt(v2.seqno)
          ? undefined
          : `seqno ${JSON.stringify(top)} ≠ v2 ${v2.seqno}`;
      },
    );
  },
} satisfies CaseDef<'v3', 'runGetMethod'>;
