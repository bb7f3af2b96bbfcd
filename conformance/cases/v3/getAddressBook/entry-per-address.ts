import { Address } from '@ton/core';
import { discoveredAccount, check, type CaseDef } from '../../../src/case.ts';
import { same } from '../../../src/values.ts';

export default {
  description:
    'the book has one entry per requested address (keyed as given), whose user_friendly form is that address',
  mode: 'schema-only',
  async run(ctx) {
    const addresses = ctx.data.accounts.slice(0, 3);
    if (!addresses.length) discoveredAccount(ctx);
    const book = ctx.ok(await ctx.call({ args: { address: addresses } })) as Record<string, { user_friendly: string }>;
    for (const a of addresses) {
      const key = Object.keys(book).find((k) => same(k, a));
      check(key, `no entry for ${a}; keys: ${Object.keys(book).join(', ')}`);
      check(
        Address.parse(book[key]!.user_friendly).equals(Address.parse(a)),
        `${a}: user_friendly ${book[key]!.user_friendly} is another address`,
      );
    }
  },
} satisfies CaseDef<'v3', 'getAddressBook'>;
