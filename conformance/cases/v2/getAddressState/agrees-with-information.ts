import type { CaseDef } from '../../../src/case.ts';
import { whenSettled } from '../../../src/settled.ts';

export default {
  description: 'getAddressState is the state getAddressInformation reports',
  mode: 'schema-only',
  async run(ctx) {
    const { address } = ctx.args();
    const lastTx = async () =>
      JSON.stringify(
        ctx.ok(await ctx.call({ operationId: 'getAddressInformation', args: { address } })).last_transaction_id,
      );
    await whenSettled(lastTx, async () => {
      const state = ctx.ok(await ctx.call({ args: { address } }));
      const info = ctx.ok(await ctx.call({ operationId: 'getAddressInformation', args: { address } }));
      // (the schema's state enum has no `nonexist`: the response checks refuse it)
      if (state !== info.state) return `getAddressState ${state} ≠ getAddressInformation.state ${info.state}`;
      return undefined;
    });
  },
} satisfies CaseDef<'v2', 'getAddressState'>;
