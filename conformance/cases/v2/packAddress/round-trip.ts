import { Address } from '@ton/core';
import { check, type CaseDef } from '../../../src/case.ts';
import { addressForms } from '../../../src/chain/address-forms.ts';

export default {
  description:
    'packAddress of each input form is exactly the url-safe form @ton/core computes, keeping a friendly input’s flags and making raw input bounceable mainnet (v2 D18); unpackAddress turns it back',
  mode: 'exact',
  ignore: ['/@extra'],
  covers: ['address'],
  async run(ctx) {
    const a = Address.parse(String(ctx.args().address));
    for (const form of addressForms(a)) {
      const packed = ctx.ok(await ctx.call({ args: { address: form.input } }));
      const want = a.toString({ urlSafe: true, bounceable: form.bounceable, testOnly: form.testOnly });
      check(
        packed === want,
        `packAddress(${form.label} ${form.input}) gave ${JSON.stringify(packed)}, expected ${want}`,
      );
    }
    const packed = a.toString({ urlSafe: true, bounceable: true, testOnly: false });
    const unpacked = ctx.ok(await ctx.call({ operationId: 'unpackAddress', args: { address: packed } }));
    check(
      String(unpacked).toLowerCase() === a.toRawString(),
      `unpackAddress(${packed}) gave ${unpacked}, not ${a.toRawString()}`,
    );
  },
} satisfies CaseDef<'v2', 'packAddress'>;
