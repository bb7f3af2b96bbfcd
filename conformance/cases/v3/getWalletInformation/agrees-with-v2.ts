import { discoveredAccount, otherOk, type CaseDef, type OkBody } from '../../../src/case.ts';
import { whenSettled } from '../../../src/settled.ts';

export default {
  description: "the legacy wallet information is API v2's for the same wallet state (type, seqno, wallet id, balance)",
  mode: 'schema-only',
  async run(ctx) {
    const address = ctx.data.local.find((a) => a.kind === 'wallet')?.address ?? discoveredAccount(ctx);
    let v2!: OkBody<'v2', 'getWalletInformation'>;
    await whenSettled(
      async () => {
        v2 = await otherOk(ctx, 'getWalletInformation', { address });
        return v2.last_transaction_id.lt;
      },
      async () => {
        const v3 = ctx.ok(await ctx.call({ args: { address } }));
        if (v3.last_transaction_lt !== v2.last_transaction_id.lt)
          return `last transaction ${v3.last_transaction_lt} ≠ v2 ${v2.last_transaction_id.lt}`;
        if (v2.wallet && (v3.seqno !== v2.seqno || v3.wallet_id !== v2.wallet_id))
          return `seqno/wallet_id ${v3.seqno}/${v3.wallet_id} ≠ v2 ${v2.seqno}/${v2.wallet_id}`;
        if (v3.balance !== v2.balance) return `balance ${v3.balance} ≠ v2 ${v2.balance}`;
        return undefined;
      },
    );
  },
} satisfies CaseDef<'v3', 'getWalletInformation'>;
