import type { CaseDef, OkBody } from '../../../src/case.ts';
import { whenSettled } from '../../../src/settled.ts';

export default {
  description: 'last_transaction_id is the newest transaction getTransactions lists for the account',
  mode: 'schema-only',
  async run(ctx) {
    const { address } = ctx.args();
    let info!: OkBody<'v2', 'getAddressInformation'>;
    await whenSettled(
      async () => {
        info = ctx.ok(await ctx.call({ args: { address } }));
        return JSON.stringify(info.last_transaction_id);
      },
      async () => {
        const txs = ctx.ok(await ctx.call({ operationId: 'getTransactions', args: { address, limit: 1 } }));
        const want = info.last_transaction_id;
        if (want.lt === '0')
          return txs.length === 0
            ? undefined
            : `last_transaction_id is empty but getTransactions lists ${txs[0]?.transaction_id?.lt}`;
        const got = txs[0]?.transaction_id;
        return got?.lt === want.lt && got?.hash === want.hash
          ? undefined
          : `last_transaction_id ${want.lt}/${want.hash} ≠ newest transaction ${got?.lt}/${got?.hash}`;
      },
    );
  },
} satisfies CaseDef<'v2', 'getAddressInformation'>;
