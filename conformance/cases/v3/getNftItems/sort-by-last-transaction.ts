import { check, skip, type CaseDef } from '../../../src/case.ts';
import { chainAccount } from '../../../src/semantics/account-cell.ts';
import { same } from '../../../src/values.ts';

export default {
  description:
    "sort_by_last_transaction_lt=true orders items by last_transaction_lt, newest first, then address (each lt the chain's last transaction of the item); without it, by collection then index",
  mode: 'schema-only',
  covers: ['sort_by_last_transaction_lt'],
  async run(ctx) {
    const collection = ctx.data.local.find((a) => a.kind === 'nft-collection')?.address;
    const scope = collection ? { collection_address: [collection] } : {};
    const byLt = ctx.ok(
      await ctx.call({ args: { ...scope, sort_by_last_transaction_lt: true, limit: 100 } }),
    ).nft_items;
    const plain = ctx.ok(await ctx.call({ args: { ...scope, limit: 100 } })).nft_items;
    if (new Set(byLt.map((i) => i.last_transaction_lt)).size < 2)
      skip('the listed items share one last transaction lt: the order cannot be observed');
    for (let i = 1; i < byLt.length; i++) {
      const [a, b] = [byLt[i - 1]!, byLt[i]!];
      const ok =
        BigInt(a.last_transaction_lt) > BigInt(b.last_transaction_lt) ||
        (a.last_transaction_lt === b.last_transaction_lt && a.address.toUpperCase() <= b.address.toUpperCase());
      check(
        ok,
        `item ${i} (${b.address}, lt ${b.last_transaction_lt}) comes after ${a.address} (lt ${a.last_transaction_lt})`,
      );
    }
    for (const item of byLt.slice(0, 3)) {
      const chain = await chainAccount(ctx, item.address);
      // an item may move between the two reads: only a lt newer than the chain's is impossible
      check(
        BigInt(item.last_transaction_lt) <= BigInt(chain.lastLt),
        `${item.address}: last_transaction_lt ${item.last_transaction_lt} is newer than the chain's ${chain.lastLt}`,
      );
    }
    for (let i = 1; i < plain.length; i++) {
      const [a, b] = [plain[i - 1]!, plain[i]!];
      const ca = String(a.collection_address ?? '').toUpperCase();
      const cb = String(b.collection_address ?? '').toUpperCase();
      check(
        ca < cb || (ca === cb && BigInt(a.index) <= BigInt(b.index)),
        `without sort_by_last_transaction_lt, ${b.address} (index ${b.index}) comes after ${a.address} (index ${a.index})`,
      );
    }
    if (byLt.length < 100)
      check(
        byLt.length === plain.length && byLt.every((x) => plain.some((y) => same(x.address, y.address))),
        'sort_by_last_transaction_lt changed which items are listed',
      );
  },
} satisfies CaseDef<'v3', 'getNftItems'>;
