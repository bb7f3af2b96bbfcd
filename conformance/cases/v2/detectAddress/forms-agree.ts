import { Address } from '@ton/core';
import { check, type CaseDef } from '../../../src/case.ts';

export default {
  description:
    'every form detectAddress prints is the same address, and detecting one of them gives back the same raw form',
  mode: 'exact',
  ignore: ['/@extra'],
  async run(ctx) {
    const { address } = ctx.args();
    const raw = Address.parse(String(address)).toRawString();
    const r = ctx.ok(await ctx.call({ args: { address: raw } }));
    check(Address.parse(r.raw_form).toRawString() === raw, `raw_form ${r.raw_form} is not ${raw}`);
    check(r.given_type === 'raw_form', `given_type of a raw address is ${r.given_type}, expected raw_form`);
    for (const v of ['bounceable', 'non_bounceable'] as const) {
      for (const f of ['b64', 'b64url'] as const)
        check(Address.parse(r[v][f]).toRawString() === raw, `${v}.${f} ${r[v][f]} is another address`);
    }
    check(Address.parseFriendly(r.bounceable.b64url).isBounceable, 'bounceable.b64url is not bounceable');
    check(!Address.parseFriendly(r.non_bounceable.b64url).isBounceable, 'non_bounceable.b64url is bounceable');
    const again = ctx.ok(await ctx.call({ args: { address: r.non_bounceable.b64url } }));
    check(
      again.raw_form === r.raw_form,
      `detecting ${r.non_bounceable.b64url} gave raw_form ${again.raw_form}, not ${r.raw_form}`,
    );
    check(
      again.given_type === 'friendly_non_bounceable',
      `given_type of a non-bounceable address is ${again.given_type}`,
    );
  },
} satisfies CaseDef<'v2', 'detectAddress'>;
