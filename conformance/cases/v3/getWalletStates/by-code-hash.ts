import { discoveredAccount, type CaseDef } from '../../../src/case.ts';
import { codeHashFilter } from '../../../src/semantics/code-hash.ts';
import { eventually } from '../../../src/settled.ts';

export default {
  description:
    'code_hash keeps the accounts whose code has that hash on chain, with address both filters apply; include_boc=false changes nothing (wallet states carry no BOC, D33)',
  mode: 'schema-only',
  covers: ['code_hash', 'include_boc'],
  async run(ctx) {
    await codeHashFilter(ctx, 'wallets');
    const wallet = ctx.data.local.find((a) => a.kind === 'wallet')?.address ?? discoveredAccount(ctx);
    await eventually(async () => {
      const read = async (args: Record<string, unknown>) =>
        JSON.stringify(ctx.ok(await ctx.call({ args: { address: [wallet], ...args } })).wallets);
      const [plain, without] = [await read({}), await read({ include_boc: false })];
      return plain === without ? undefined : `include_boc=false changed the wallet state: ${without} ≠ ${plain}`;
    });
  },
} satisfies CaseDef<'v3', 'getWalletStates'>;
