import { check, type CaseDef } from '../../../src/case.ts';
import { whenSettled } from '../../../src/settled.ts';

export default {
  description: 'getAddressBalance is the balance getAddressInformation reports for the same account state',
  mode: 'schema-only',
  async run(ctx) {
    const { address } = ctx.args();
    const lastTx = async () =>
      JSON.stringify(
        ctx.ok(await ctx.call({ operationId: 'getAddressInformation', args: { address } })).last_transaction_id,
      );
    await whenSettled(lastTx, async () => {
      const balance = ctx.ok(await ctx.call({ args: { address } }));
      const info = ctx.ok(await ctx.call({ operationId: 'getAddressInformation', args: { address } }));
      check(typeof balance === 'string', `balance is ${JSON.stringify(balance)}`);
      return String(balance) === String(info.balance)
        ? undefined
        : `getAddressBalance ${balance} ≠ getAddressInformation.balance ${info.balance}`;
    });
  },
} satisfies CaseDef<'v2', 'getAddressBalance'>;
