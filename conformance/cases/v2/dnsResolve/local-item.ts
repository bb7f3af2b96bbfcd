import { createHash } from 'node:crypto';
import { Address } from '@ton/core';
import { check, localAccount, type CaseDef } from '../../../src/case.ts';

const key = (category: string) => createHash('sha256').update(category).digest('base64');

export default {
  description:
    "the DNS item's own records are one entry per category keyed by the SHA-256 of its name, the wallet record is the genesis wallet, category filters, a plain wallet is 409",
  mode: 'exact',
  tags: ['local'],
  async run(ctx) {
    const item = localAccount(ctx, 'dns-item');
    const all = ctx.ok(await ctx.call({ args: { address: item.address } }));
    check(
      all['@type'] === 'dns.resolved' && all.entries.length > 0,
      `no records: ${JSON.stringify(all).slice(0, 200)}`,
    );
    const categories = all.entries.map((e) => e.category);
    check(new Set(categories).size === categories.length, `a category is answered twice: ${categories.join(', ')}`);
    const wallet = all.entries.find((e) => e.category === key('wallet'));
    check(
      wallet?.entry['@type'] === 'dns.entryDataSmcAddress',
      `no wallet record under sha256("wallet"): ${JSON.stringify(all.entries).slice(0, 300)}`,
    );
    const expected = /wallet record (\S+)/.exec(item.note ?? '')?.[1];
    if (expected)
      check(
        Address.parse(wallet.entry.smc_address.account_address).equals(Address.parse(expected)),
        `wallet record ${wallet.entry.smc_address.account_address} is not ${expected}`,
      );
    const only = ctx.ok(await ctx.call({ args: { address: item.address, category: 'wallet' } }));
    check(
      only.entries.length === 1 && only.entries[0]!.category === key('wallet'),
      `category=wallet answered ${only.entries.length} entries`,
    );
    const plain = await ctx.call({ args: { address: localAccount(ctx, 'wallet').address } });
    check(
      plain.response.status === 409,
      `a plain wallet got HTTP ${plain.response.status}, the contract documents 409`,
    );
  },
} satisfies CaseDef<'v2', 'dnsResolve'>;
