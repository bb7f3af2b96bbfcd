import { discoveredAccount, otherOk, type CaseDef, type OkBody } from '../../../src/case.ts';
import { whenSettled } from '../../../src/settled.ts';
import { same } from '../../../src/values.ts';

export default {
  description:
    "the legacy address information is API v2's for the same account state (balance, code, data, status, last transaction)",
  mode: 'schema-only',
  async run(ctx) {
    const address = discoveredAccount(ctx);
    let v2!: OkBody<'v2', 'getAddressInformation'>;
    await whenSettled(
      async () => {
        v2 = await otherOk(ctx, 'getAddressInformation', { address });
        return v2.last_transaction_id.lt;
      },
      async () => {
        const v3 = ctx.ok(await ctx.call({ args: { address } }));
        if (
          v3.last_transaction_lt !== v2.last_transaction_id.lt ||
          !same(v3.last_transaction_hash, v2.last_transaction_id.hash)
        )
          return `last transaction ${v3.last_transaction_lt} ≠ v2 ${v2.last_transaction_id.lt}`;
        if (v3.balance !== v2.balance) return `balance ${v3.balance} ≠ v2 ${v2.balance}`;
        if (v3.code !== v2.code || v3.data !== v2.data) return 'code or data differs from v2';
        if (v3.status !== v2.state) return `status ${v3.status} ≠ v2 state ${v2.state}`;
        return undefined;
      },
    );
  },
} satisfies CaseDef<'v3', 'getAddressInformation'>;
