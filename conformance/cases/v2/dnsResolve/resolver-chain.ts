import { isDeepStrictEqual } from 'node:util';
import { Address } from '@ton/core';
import { fail, localAccount, type CaseDef } from '../../../src/case.ts';
import { categoryKey, friendly } from '../../../src/chain/resolver.ts';
import { overTransports, transportName } from '../../../src/chain/transports.ts';
import { at, records } from '../../../src/values.ts';

const NEXT = categoryKey('dns_next_resolver').toString('base64');

// The local network resolves devnet.ton from the root as mainnet does: the root hands `ton` to the .ton
// collection, the collection hands `devnet` to the item, the item holds the records (devnet/README.md).
export default {
  description:
    "from the root resolver, name devnet.ton with ttl 0 answers the next resolver (the .ton collection) for the part resolved, ttl 1 the next one (the item), ttl 2 the item's own records; another name ends where the chain has no record; category keeps only its records and a partial resolution's next-resolver entry (v2 D31)",
  mode: 'exact',
  tags: ['local'],
  ignore: ['/@extra'],
  covers: ['address', 'name', 'ttl', 'category'],
  async run(ctx) {
    const root = localAccount(ctx, 'dns-root').address;
    const collection = Address.parse(localAccount(ctx, 'dns-collection').address);
    const item = Address.parse(localAccount(ctx, 'dns-item').address);
    const own = ctx.ok(await ctx.call({ args: { address: item.toRawString() } })).entries;
    const next = (resolver: Address, name: string) => [
      {
        '@type': 'dns.entry',
        name,
        category: NEXT,
        entry: {
          '@type': 'dns.entryDataNextResolver',
          resolver: { '@type': 'accountAddress', account_address: friendly(resolver) },
        },
      },
    ];
    const wallet = own.filter((e) => e.category === categoryKey('wallet').toString('base64'));
    const asks: Array<[Record<string, unknown>, unknown[], (e: unknown[]) => boolean]> = [
      [
        { address: root, name: 'devnet.ton', ttl: 0 },
        next(collection, 'ton'),
        (e) => isDeepStrictEqual(e, next(collection, 'ton')),
      ],
      [
        { address: root, name: 'devnet.ton', ttl: 1 },
        next(item, 'devnet'),
        (e) => at(e, 0, 'entry', 'resolver', 'account_address') === friendly(item) && e.length === 1,
      ],
      [
        { address: root, name: 'devnet.ton', ttl: 2 },
        own,
        (e) =>
          isDeepStrictEqual(
            e.map((x) => at(x, 'entry')),
            own.map((x) => x.entry),
          ),
      ],
      [
        { address: root, name: 'devnet.ton', ttl: 2, category: 'wallet' },
        wallet,
        (e) =>
          isDeepStrictEqual(
            e.map((x) => at(x, 'entry')),
            wallet.map((x) => x.entry),
          ),
      ],
      [
        { address: root, name: 'devnet.ton', ttl: 0, category: 'wallet' },
        next(collection, 'ton'),
        (e) => isDeepStrictEqual(e, next(collection, 'ton')),
      ],
      [{ address: root, name: 'nosuchname.ton', ttl: 2 }, [], (e) => e.length === 0],
      [
        { address: collection.toRawString(), name: 'devnet' },
        next(item, 'devnet'),
        (e) => isDeepStrictEqual(e, next(item, 'devnet')),
      ],
    ];
    for (const [args, want, ok] of asks)
      for (const { transport, ex } of await overTransports(ctx, 'dnsResolve', args)) {
        const entries = records(at(ctx.ok(ex), 'entries'));
        if (!ok(entries))
          fail(
            `${transportName(transport)} ${JSON.stringify(args)}: entries ${JSON.stringify(entries).slice(0, 300)}, expected ${JSON.stringify(want).slice(0, 300)}`,
          );
      }
  },
} satisfies CaseDef<'v2', 'dnsResolve'>;
