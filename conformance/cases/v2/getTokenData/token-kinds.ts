import { Address } from '@ton/core';
import { check, localAccount, type CaseDef } from '../../../src/case.ts';

export default {
  description:
    'a jetton master, a jetton wallet, an NFT collection and an NFT item are recognised as such; a plain wallet is 409',
  mode: 'schema-only',
  tags: ['local'],
  async run(ctx) {
    const kinds: Array<[string, string]> = [
      ['jetton-minter', 'jetton_master'],
      ['jetton-wallet', 'jetton_wallet'],
      ['nft-collection', 'nft_collection'],
      ['nft-item', 'nft_item'],
    ];
    for (const [kind, type] of kinds) {
      const a = localAccount(ctx, kind);
      const r = ctx.ok(await ctx.call({ args: { address: a.address } }));
      check(r.contract_type === type, `${kind} ${a.address} is reported as ${r.contract_type}, expected ${type}`);
      check(
        Address.parse(r.address).equals(Address.parse(a.address)),
        `${kind}: address ${r.address} is not ${a.address}`,
      );
    }
    const wallet = localAccount(ctx, 'wallet');
    const ex = await ctx.call({ args: { address: wallet.address } });
    check(ex.response.status === 409, `a plain wallet got HTTP ${ex.response.status}, the contract documents 409`);
  },
} satisfies CaseDef<'v2', 'getTokenData'>;
