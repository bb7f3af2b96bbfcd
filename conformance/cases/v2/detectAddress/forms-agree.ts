import { isDeepStrictEqual } from 'node:util';
import { Address } from '@ton/core';
import { fail, type CaseDef } from '../../../src/case.ts';
import { addressForms } from '../../../src/chain/address-forms.ts';

export default {
  description:
    'for each input form (raw, bounceable b64url, non-bounceable test-only b64, non-bounceable b64url) detectAddress prints exactly the forms @ton/core computes: lower-case raw_form, both flags in both alphabets with the input’s test-only flag, given_type and test_only',
  mode: 'exact',
  ignore: ['/@extra'],
  covers: ['address'],
  async run(ctx) {
    const a = Address.parse(String(ctx.args().address));
    for (const form of addressForms(a)) {
      const r = ctx.ok(await ctx.call({ args: { address: form.input } }));
      const variant = (bounceable: boolean) => ({
        '@type': 'ext.utils.detectedAddressVariant',
        b64: a.toString({ bounceable, testOnly: form.testOnly, urlSafe: false }),
        b64url: a.toString({ bounceable, testOnly: form.testOnly, urlSafe: true }),
      });
      const want = {
        '@type': 'ext.utils.detectedAddress',
        raw_form: a.toRawString(),
        bounceable: variant(true),
        non_bounceable: variant(false),
        given_type: form.friendly ? (form.bounceable ? 'friendly_bounceable' : 'friendly_non_bounceable') : 'raw_form',
        test_only: form.testOnly,
      };
      for (const [k, v] of Object.entries(want))
        if (!isDeepStrictEqual((r as Record<string, unknown>)[k], v))
          fail(
            `${form.label} input ${form.input}: ${k} is ${JSON.stringify((r as Record<string, unknown>)[k])}, expected ${JSON.stringify(v)}`,
          );
    }
  },
} satisfies CaseDef<'v2', 'detectAddress'>;
