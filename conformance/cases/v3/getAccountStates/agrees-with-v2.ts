import { discoveredAccount, otherOk, type CaseDef } from '../../../src/case.ts';
import { eventually } from '../../../src/settled.ts';
import { same } from '../../../src/values.ts';

export default {
  description: "an account's indexed state (balance, status, last transaction) is what API v2 reads from the chain",
  mode: 'schema-only',
  async run(ctx) {
    const address = discoveredAccount(ctx);
    await eventually(async () => {
      const v2 = await otherOk(ctx, 'getAddressInformation', { address });
      const a = ctx.ok(await ctx.call({ args: { address: [address] } })).accounts?.[0];
      if (!a) return `v3 has no state for ${address}`;
      if (
        a.last_transaction_lt !== v2.last_transaction_id.lt ||
        !same(a.last_transaction_hash, v2.last_transaction_id.hash)
      )
        return `last transaction ${a.last_transaction_lt}/${a.last_transaction_hash} ≠ v2 ${v2.last_transaction_id.lt}/${v2.last_transaction_id.hash}`;
      if (a.balance !== v2.balance) return `balance ${a.balance} ≠ v2 ${v2.balance} at the same last transaction`;
      if (a.status !== v2.state) return `status ${a.status} ≠ v2 state ${v2.state}`;
      return undefined;
    });
  },
} satisfies CaseDef<'v3', 'getAccountStates'>;
