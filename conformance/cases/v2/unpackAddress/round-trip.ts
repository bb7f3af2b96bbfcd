import { Address } from '@ton/core';
import { check, type CaseDef } from '../../../src/case.ts';
import { addressForms, letteredCompanion } from '../../../src/chain/address-forms.ts';

export default {
  description:
    'unpackAddress of each input form (raw, bounceable or not, test-only or not, base64 or base64url) is the raw address with upper-case hex (v2 D18)',
  mode: 'exact',
  ignore: ['/@extra'],
  covers: ['address'],
  async run(ctx) {
    const given = Address.parse(String(ctx.args().address));
    for (const a of [given, letteredCompanion(given)]) {
      const [wc, hex] = a.toRawString().split(':');
      const want = `${wc}:${hex!.toUpperCase()}`;
      for (const form of addressForms(a)) {
        const r = ctx.ok(await ctx.call({ args: { address: form.input } }));
        check(r === want, `unpackAddress(${form.label} ${form.input}) gave ${JSON.stringify(r)}, expected ${want}`);
      }
    }
  },
} satisfies CaseDef<'v2', 'unpackAddress'>;
