import { Address } from '@ton/core';
import { check, type CaseDef } from '../../../src/case.ts';

export default {
  description:
    'packAddress turns a raw address into a user-friendly form of the same address, and unpackAddress turns it back',
  mode: 'exact',
  ignore: ['/@extra'],
  async run(ctx) {
    const raw = Address.parse(String(ctx.args().address)).toRawString();
    const packed = ctx.ok(await ctx.call({ args: { address: raw } }));
    check(
      typeof packed === 'string' && Address.isFriendly(packed),
      `packAddress gave ${JSON.stringify(packed)}, not a user-friendly address`,
    );
    check(Address.parse(packed).toRawString() === raw, `${packed} is not ${raw}`);
    const unpacked = ctx.ok(await ctx.call({ operationId: 'unpackAddress', args: { address: packed } }));
    check(
      Address.parse(String(unpacked)).toRawString() === raw,
      `unpackAddress(${packed}) gave ${unpacked}, not ${raw}`,
    );
  },
} satisfies CaseDef<'v2', 'packAddress'>;
