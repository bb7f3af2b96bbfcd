import { dnsEntriesProblem } from '../../../src/chain/dns-entries.ts';
import { chainTransfer } from '../../../src/chain/transfer.ts';
import { overTransports, transportName } from '../../../src/chain/transports.ts';
import { fail, type CaseDef } from '../../../src/case.ts';

// The resolver the suite deployed (transfer.ts) resolves every name below it itself and holds records only
// this run knows: each category, and the whole set under any name, are exactly its data's.
export default {
  description:
    'the resolver the suite deployed answers exactly its records in the v2 D31 forms: all of them for its own domain and for a subdomain (named as asked), one for each category asked (wallet, site, storage, a text record, the next resolver), none for a category it does not hold',
  mode: 'schema-only',
  tags: ['send', 'local'],
  covers: ['address', 'name', 'category'],
  async run(ctx) {
    const f = await chainTransfer(ctx);
    const address = f.resolver.address.toRawString();
    const all = f.resolver.entries;
    const asks: Array<[Record<string, unknown>, Record<string, Record<string, unknown>>, string]> = [
      [{ address }, all, ''],
      [{ address, name: 'sub.domain' }, all, 'sub.domain'],
      ...Object.entries(all).map(
        ([c, e]): [Record<string, unknown>, Record<string, Record<string, unknown>>, string] => [
          { address, category: c },
          { [c]: e },
          '',
        ],
      ),
      [{ address, category: 'nothing-here' }, {}, ''],
    ];
    for (const [args, want, name] of asks)
      for (const { transport, ex } of await overTransports(ctx, 'dnsResolve', args)) {
        const problem = dnsEntriesProblem(ctx.ok(ex), want, name);
        if (problem) fail(`${transportName(transport)} ${JSON.stringify(args)}: ${problem}`);
      }
  },
} satisfies CaseDef<'v2', 'dnsResolve'>;
