import { check, skip, type CaseDef } from '../../../src/case.ts';
import { getMethodStack } from '../../../src/get-method.ts';
import { eventually } from '../../../src/settled.ts';
import { same } from '../../../src/values.ts';

export default {
  description:
    'metadata is keyed by raw address: a jetton wallet as jetton_wallets with the owner, master and balance its get_wallet_data answers, bringing its master along; an NFT item as nft_items with its get_nft_data index; a wallet is absent',
  mode: 'schema-only',
  covers: ['address'],
  async run(ctx) {
    const jw = ctx.data.local.find((a) => a.kind === 'jetton-wallet');
    const item = ctx.data.local.find((a) => a.kind === 'nft-item');
    const wallet = ctx.data.local.find((a) => a.kind === 'wallet');
    if (!jw || !item || !wallet) skip("needs the local network's jetton wallet, NFT item and wallet (--network local)");
    const entry = (m: Record<string, unknown>, address: string) =>
      Object.entries(m).find(([k]) => same(k, address))?.[1] as
        | { token_info: Array<{ type?: string; nft_index?: string; extra?: Record<string, unknown> }> }
        | undefined;
    // a balance may move between the two reads: judged once both agree or after the index caught up
    await eventually(async () => {
      const m = ctx.ok(await ctx.call({ args: { address: [jw.address, wallet.address] } }));
      const bad = Object.keys(m).find((k) => !/^-?\d+:[0-9A-F]{64}$/.test(k));
      if (bad) return `key ${bad} is not a raw address (upper-case hex, D8)`;
      if (entry(m, wallet.address))
        return `the wallet ${wallet.address} has metadata: ${JSON.stringify(entry(m, wallet.address))}`;
      const [balance, owner, master] = (await getMethodStack(ctx, jw.address, 'get_wallet_data')).stack;
      const info = entry(m, jw.address)?.token_info[0];
      if (info?.type !== 'jetton_wallets') return `${jw.address} is ${info?.type}, not jetton_wallets`;
      const extra = info.extra ?? {};
      if (!same(extra.owner, owner) || !same(extra.jetton, master) || String(extra.balance) !== String(balance))
        return `${jw.address} extra ${JSON.stringify(extra)}; get_wallet_data says owner ${owner}, jetton ${master}, balance ${balance}`;
      if (entry(m, String(master))?.token_info[0]?.type !== 'jetton_masters')
        return `the jetton wallet did not bring its master ${master} as jetton_masters: keys ${Object.keys(m).join(', ')}`;
      return undefined;
    });
    const n = ctx.ok(await ctx.call({ args: { address: [item.address] } }));
    const [, index] = (await getMethodStack(ctx, item.address, 'get_nft_data')).stack;
    const nft = entry(n, item.address)?.token_info[0];
    check(
      nft?.type === 'nft_items' && String(nft.nft_index) === String(index),
      `${item.address} is ${JSON.stringify(nft)}; get_nft_data says index ${index}`,
    );
  },
} satisfies CaseDef<'v3', 'getMetadata'>;
