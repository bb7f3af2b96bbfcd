import { createHash } from 'node:crypto';
import { check, type CaseDef } from '../../../src/case.ts';

export default {
  description: "a library hash nobody published is answered with no library (not an error, not someone else's code)",
  mode: 'exact',
  ignore: ['/@extra'],
  async run(ctx) {
    const hash = createHash('sha256').update('conformance: no such library').digest('base64');
    const r = ctx.ok(await ctx.call({ args: { libraries: [hash] } }));
    const found = (r.result as Array<{ hash: string; data: string }>).filter((l) => l.data);
    check(found.length === 0, `an unknown library hash returned ${JSON.stringify(found).slice(0, 200)}`);
  },
} satisfies CaseDef<'v2', 'getLibraries'>;
