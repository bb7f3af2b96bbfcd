import { Address } from '@ton/core';
import { check, discoveredAccount, otherOk, type CaseDef } from '../../../src/case.ts';
import { chainAccount } from '../../../src/semantics/account-cell.ts';

export default {
  description:
    'the book has one entry per input string, keyed exactly as sent (raw in either case, user-friendly, or not an address at all); each user_friendly form is that address, non-bounceable exactly for wallets and accounts without code, test-only exactly on testnet (D8); a non-address maps to nulls',
  mode: 'schema-only',
  covers: ['address'],
  async run(ctx) {
    const wallet = ctx.data.local.find((a) => a.kind === 'wallet')?.address ?? discoveredAccount(ctx);
    const contract =
      ctx.data.local.find((a) => a.kind === 'jetton-minter')?.address ?? ctx.data.accounts.find((a) => a !== wallet);
    const inputs = [
      wallet.toLowerCase(),
      Address.parse(wallet).toString({ urlSafe: true, bounceable: true, testOnly: ctx.options.network === 'testnet' }),
      ...(contract ? [contract.toUpperCase()] : []),
      'not-an-address',
    ];
    const book = ctx.ok(await ctx.call({ args: { address: inputs } }));
    check(
      JSON.stringify(Object.keys(book).sort()) === JSON.stringify([...inputs].sort()),
      `keys ${Object.keys(book).join(', ')} are not the inputs as sent: ${inputs.join(', ')}`,
    );
    const junk = book['not-an-address'];
    check(
      junk?.user_friendly === null && junk.domain === null && junk.interfaces.length === 0,
      `a non-address maps to ${JSON.stringify(junk)}, not {user_friendly: null, domain: null, interfaces: []}`,
    );
    for (const input of inputs.slice(0, -1)) {
      const entry = book[input]!;
      const address = Address.parse(input);
      const friendly = String(entry.user_friendly);
      check(/^[A-Za-z0-9_-]{48}$/.test(friendly), `${input}: user_friendly ${friendly} is not base64url`);
      const parsed = Address.parseFriendly(friendly);
      check(parsed.address.equals(address), `${input}: user_friendly ${friendly} is another address`);
      const isWallet = (await otherOk(ctx, 'getWalletInformation', { address: input })).wallet;
      const hasCode = (await chainAccount(ctx, address.toRawString())).codeHash !== undefined;
      check(
        parsed.isBounceable === (!isWallet && hasCode),
        `${input}: user_friendly ${friendly} is ${parsed.isBounceable ? '' : 'non-'}bounceable for ${isWallet ? 'a wallet' : hasCode ? 'a contract with code' : 'an account without code'}`,
      );
      check(
        parsed.isTestOnly === (ctx.options.network === 'testnet'),
        `${input}: user_friendly ${friendly} is ${parsed.isTestOnly ? '' : 'not '}test-only on ${ctx.options.network}`,
      );
      check(
        JSON.stringify(entry.interfaces) === JSON.stringify([...entry.interfaces].sort()),
        `${input}: interfaces ${entry.interfaces.join(', ')} are not sorted`,
      );
    }
  },
} satisfies CaseDef<'v3', 'getAddressBook'>;
