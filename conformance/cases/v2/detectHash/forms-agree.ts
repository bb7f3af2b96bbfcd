import { isDeepStrictEqual } from 'node:util';
import { fail, skip, type CaseDef } from '../../../src/case.ts';

export default {
  description:
    'detectHash of each input form (hex, base64, padded and unpadded base64url, v2 D29) prints exactly the same 32 bytes as padded base64, unpadded base64url and lower-case hex',
  mode: 'exact',
  ignore: ['/@extra'],
  covers: ['hash'],
  async run(ctx) {
    const hash = ctx.data.transactions[0]?.hash;
    if (!hash) skip('no transaction hash discovered on the target');
    const bytes = Buffer.from(hash, 'base64');
    const want = {
      '@type': 'ext.utils.detectedHash',
      b64: bytes.toString('base64'),
      b64url: bytes.toString('base64url'),
      hex: bytes.toString('hex'),
    };
    const url = bytes.toString('base64url');
    for (const given of [bytes.toString('hex').toUpperCase(), bytes.toString('base64'), `${url}=`, url]) {
      const r = ctx.ok(await ctx.call({ args: { hash: given } }));
      for (const [k, v] of Object.entries(want))
        if (!isDeepStrictEqual((r as Record<string, unknown>)[k], v))
          fail(
            `detectHash(${given}): ${k} is ${JSON.stringify((r as Record<string, unknown>)[k])}, expected ${JSON.stringify(v)}`,
          );
    }
  },
} satisfies CaseDef<'v2', 'detectHash'>;
