import { check, type CaseDef } from '../../../src/case.ts';
import { mcBlockArgs } from '../../../src/blocks.ts';

export default {
  description: '/shards is an alias: the same shards as /getShards for the same masterchain block',
  mode: 'exact',
  ignore: ['/@extra'],
  async run(ctx) {
    const { seqno } = mcBlockArgs(ctx);
    const a = ctx.ok(await ctx.call({ args: { seqno } }));
    const b = ctx.ok(await ctx.call({ operationId: 'getShards', args: { seqno } }));
    check(
      JSON.stringify(a) === JSON.stringify(b),
      `shards ${JSON.stringify(a).slice(0, 200)} ≠ getShards ${JSON.stringify(b).slice(0, 200)}`,
    );
  },
} satisfies CaseDef<'v2', 'shards'>;
