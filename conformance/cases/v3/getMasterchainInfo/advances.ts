import { otherOk, type CaseDef } from '../../../src/case.ts';
import { eventually } from '../../../src/settled.ts';

export default {
  description:
    'the index follows the chain: last advances over time, and never falls behind what v2 saw before it was read',
  mode: 'schema-only',
  async run(ctx) {
    const before = ctx.ok(await ctx.call()).last.seqno as number;
    await eventually(async () => {
      const now = ctx.ok(await ctx.call()).last.seqno as number;
      return now > before ? undefined : `last stayed at ${now}`;
    }, 30_000);
    if (!ctx.other) return;
    const v2 = Number((await otherOk(ctx, 'getMasterchainInfo')).last.seqno);
    await eventually(async () => {
      const v3 = ctx.ok(await ctx.call()).last.seqno as number;
      return v3 >= v2 ? undefined : `v3 last ${v3} is behind v2's ${v2}`;
    }, 15_000);
  },
} satisfies CaseDef<'v3', 'getMasterchainInfo'>;
