import { discoveredAccount, otherOk, type CaseDef } from '../../../src/case.ts';
import { eventually } from '../../../src/settled.ts';

export default {
  description:
    "a wallet's indexed state (type, seqno, wallet id, balance) is what API v2 getWalletInformation reads from the chain",
  mode: 'schema-only',
  async run(ctx) {
    const address = ctx.data.local.find((a) => a.kind === 'wallet')?.address ?? discoveredAccount(ctx);
    await eventually(async () => {
      const v2 = await otherOk(ctx, 'getWalletInformation', { address });
      const w = ctx.ok(await ctx.call({ args: { address: [address] } })).wallets?.[0];
      if (!w) return `v3 has no wallet state for ${address}`;
      if (w.last_transaction_lt !== v2.last_transaction_id.lt)
        return `last transaction lt ${w.last_transaction_lt} ≠ v2 ${v2.last_transaction_id.lt}`;
      if (w.is_wallet !== v2.wallet) return `is_wallet ${w.is_wallet} ≠ v2 wallet ${v2.wallet}`;
      if (v2.wallet && (w.seqno !== v2.seqno || w.wallet_type !== v2.wallet_type || w.wallet_id !== v2.wallet_id))
        return `seqno/type/id ${w.seqno}/${w.wallet_type}/${w.wallet_id} ≠ v2 ${v2.seqno}/${v2.wallet_type}/${v2.wallet_id}`;
      if (w.balance !== v2.balance) return `balance ${w.balance} ≠ v2 ${v2.balance}`;
      return undefined;
    });
  },
} satisfies CaseDef<'v3', 'getWalletStates'>;
