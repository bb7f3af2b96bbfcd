import type { CaseDef } from '../../../src/case.ts';
import { whenSettled } from '../../../src/settled.ts';

export default {
  description:
    'getAddressState is the state getAddressInformation reports, and an account with transactions is not nonexist',
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
      if (state !== info.state) return `getAddressState ${state} ≠ getAddressInformation.state ${info.state}`;
      if (info.last_transaction_id?.lt !== '0' && state === 'nonexist')
        return 'an account with transactions is reported nonexist';
      return undefined;
    });
  },
} satisfies CaseDef;
