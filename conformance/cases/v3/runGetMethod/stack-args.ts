import { Address, beginCell, Cell } from '@ton/core';
import { check, skip, type CaseContext, type CaseDef } from '../../../src/case.ts';
import { same } from '../../../src/values.ts';

type Ctx = CaseContext<'v3', 'runGetMethod'>;
type Arg = { type: 'num' | 'cell' | 'slice'; value: string };

async function run(ctx: Ctx, address: string, method: string, stack: Arg[]) {
  const r = ctx.ok(await ctx.call({ args: { address, method, stack } }));
  check(r.exit_code === 0, `${method}(${JSON.stringify(stack).slice(0, 120)}) on ${address} exited ${r.exit_code}`);
  return r.stack ?? [];
}

const addressOf = (entry: { type: string; value: unknown } | undefined): string | undefined => {
  if (entry?.type !== 'slice' && entry?.type !== 'cell') return undefined;
  return Cell.fromBase64(String(entry.value)).beginParse().loadAddress().toRawString();
};

export default {
  description:
    "get-methods run on the named contract with the given arguments, answered as the chain fixes them: a collection's get_nft_address_by_index(num, decimal and hex) is that item's address, a minter's get_wallet_address(slice) that owner's jetton wallet, get_nft_content(num, cell) builds on the cell passed",
  mode: 'schema-only',
  covers: ['address', 'method', 'stack'],
  async run(ctx) {
    const collection = ctx.data.local.find((a) => a.kind === 'nft-collection')?.address;
    const minter = ctx.data.local.find((a) => a.kind === 'jetton-minter')?.address;
    const items = ctx.data.local.filter((a) => a.kind === 'nft-item');
    const wallets = ctx.data.local.filter((a) => a.kind === 'jetton-wallet' && a.owner);
    if (!collection || !minter || items.length < 2 || wallets.length < 2)
      skip("needs the local network's NFT collection, items, jetton minter and wallets (--network local)");
    for (const [i, item] of items.slice(0, 3).entries()) {
      const index = Number(item.note?.match(/index (\d+)/)?.[1] ?? i);
      const value = i % 2 ? `0x${index.toString(16)}` : String(index);
      const got = addressOf((await run(ctx, collection, 'get_nft_address_by_index', [{ type: 'num', value }]))[0]);
      check(
        same(got, item.address),
        `get_nft_address_by_index(${value}) answered ${got}; item ${index} is ${item.address}`,
      );
    }
    for (const w of wallets.slice(0, 2)) {
      const owner = beginCell().storeAddress(Address.parse(w.owner!)).endCell().toBoc().toString('base64');
      const got = addressOf((await run(ctx, minter, 'get_wallet_address', [{ type: 'slice', value: owner }]))[0]);
      check(
        same(got, w.address),
        `get_wallet_address(${w.owner}) answered ${got}; that owner's jetton wallet is ${w.address}`,
      );
    }
    const individual = beginCell().storeStringTail(`conformance-${Date.now()}.json`).endCell();
    const content = await run(ctx, collection, 'get_nft_content', [
      { type: 'num', value: '0' },
      { type: 'cell', value: individual.toBoc().toString('base64') },
    ]);
    const full = content[0]?.type === 'cell' ? Cell.fromBase64(String(content[0].value)) : undefined;
    check(
      full?.refs.some((r) => r.hash().equals(individual.hash())),
      `get_nft_content did not build on the cell passed: ${JSON.stringify(content).slice(0, 200)}`,
    );
  },
} satisfies CaseDef<'v3', 'runGetMethod'>;
