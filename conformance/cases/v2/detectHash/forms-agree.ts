import { check, skip, type CaseDef } from '../../../src/case.ts';

export default {
  description: 'detectHash prints the same 32 bytes in hex, base64 and base64url, whichever form it was given',
  mode: 'exact',
  ignore: ['/@extra'],
  async run(ctx) {
    const hash = ctx.data.transactions[0]?.hash;
    if (!hash) skip('no transaction hash discovered on the target');
    const bytes = Buffer.from(hash, 'base64');
    const hex = bytes.toString('hex');
    for (const given of [hex, hash, bytes.toString('base64url') + '=']) {
      const r = ctx.ok(await ctx.call({ args: { hash: given } }));
      const forms = Object.entries(r).filter(([k, v]) => k !== '@type' && typeof v === 'string') as Array<
        [string, string]
      >;
      check(forms.length >= 2, `detectHash printed no forms: ${JSON.stringify(r)}`);
      for (const [k, v] of forms) {
        const decoded = /^[0-9a-fA-F]{64}$/.test(v)
          ? Buffer.from(v, 'hex')
          : Buffer.from(v.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
        check(decoded.toString('hex') === hex, `${k} ${v} of ${given} is not the hash ${hex}`);
      }
    }
  },
} satisfies CaseDef<'v2', 'detectHash'>;
