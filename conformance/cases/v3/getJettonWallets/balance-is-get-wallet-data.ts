import { skip, type CaseDef } from '../../../src/case.ts';
import { getMethodStack } from '../../../src/get-method.ts';
import { eventually } from '../../../src/settled.ts';
import { same } from '../../../src/values.ts';

export default {
  description: 'an indexed jetton wallet\'s balance, owner and master are what its get_wallet_data answers on chain (API v2)',
  mode: 'schema-only',
  async run(ctx) {
    const wallets = ctx.ok(await ctx.call({ args: { limit: 3 } })).jetton_wallets as any[];
    if (!wallets.length) skip('the index lists no jetton wallet');
    for (const w of wallets) {
      await eventually(async () => {
        const now = (ctx.ok(await ctx.call({ args: { address: w.address } })).jetton_wallets as any[])[0];
        const { exit, stack } = await getMethodStack(ctx, w.address, 'get_wallet_data');
        if (exit !== 0) return `get_wallet_data of ${w.address} exited ${exit}`;
        const [balance, owner, master] = stack;
        if (!now) return `${w.address} is no longer listed`;
        if (String(now.balance) !== String(balance)) return `${w.address}: balance ${now.balance}, get_wallet_data says ${balance}`;
        if (!same(now.owner, owner)) return `${w.address}: owner ${now.owner}, get_wallet_data says ${owner}`;
        if (!same(now.jetton, master)) return `${w.address}: jetton ${now.jetton}, get_wallet_data says ${master}`;
        return undefined;
      });
    }
  },
} satisfies CaseDef;
