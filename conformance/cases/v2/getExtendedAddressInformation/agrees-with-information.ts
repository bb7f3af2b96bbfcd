import { Address } from '@ton/core';
import type { CaseDef } from '../../../src/case.ts';
import { whenSettled } from '../../../src/settled.ts';

export default {
  description: 'the extended information names the same account, balance and last transaction as getAddressInformation',
  mode: 'schema-only',
  async run(ctx) {
    const { address } = ctx.args();
    const lastTx = async () =>
      JSON.stringify(
        ctx.ok(await ctx.call({ operationId: 'getAddressInformation', args: { address } })).last_transaction_id,
      );
    await whenSettled(lastTx, async () => {
      const ext = ctx.ok(await ctx.call({ args: { address } }));
      const info = ctx.ok(await ctx.call({ operationId: 'getAddressInformation', args: { address } }));
      if (!Address.parse(ext.address.account_address).equals(Address.parse(String(address))))
        return `address ${ext.address.account_address} is not ${address}`;
      if (ext.balance !== info.balance) return `balance ${ext.balance} ≠ getAddressInformation.balance ${info.balance}`;
      if (JSON.stringify(ext.last_transaction_id) !== JSON.stringify(info.last_transaction_id))
        return `last_transaction_id ${JSON.stringify(ext.last_transaction_id)} ≠ ${JSON.stringify(info.last_transaction_id)}`;
      return undefined;
    });
  },
} satisfies CaseDef<'v2', 'getExtendedAddressInformation'>;
