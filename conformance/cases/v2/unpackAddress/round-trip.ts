import { Address } from '@ton/core';
import { check, type CaseDef } from '../../../src/case.ts';

export default {
  description:
    'unpackAddress of each user-friendly form (bounceable or not, base64 or base64url) is the same raw address',
  mode: 'exact',
  ignore: ['/@extra'],
  async run(ctx) {
    const a = Address.parse(String(ctx.args().address));
    for (const bounceable of [true, false]) {
      for (const urlSafe of [true, false]) {
        const friendly = a.toString({ bounceable, urlSafe });
        const r = ctx.ok(await ctx.call({ args: { address: friendly } }));
        check(
          typeof r === 'string' && /^-?\d+:[0-9a-fA-F]{64}$/.test(r),
          `unpackAddress(${friendly}) gave ${JSON.stringify(r)}, not a raw address`,
        );
        check(Address.parse(r).equals(a), `unpackAddress(${friendly}) gave ${r}, not ${a.toRawString()}`);
      }
    }
  },
} satisfies CaseDef<'v2', 'unpackAddress'>;
