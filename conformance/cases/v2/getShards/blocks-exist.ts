import { check, type CaseDef } from '../../../src/case.ts';
import { mcBlockArgs, sameBlock, show } from '../../../src/blocks.ts';

export default {
  description: 'every shard block a masterchain block lists is a basechain block the server can look up by its id',
  mode: 'exact',
  ignore: ['/@extra'],
  async run(ctx) {
    const at = mcBlockArgs(ctx);
    const r = ctx.ok(await ctx.call({ args: { seqno: at.seqno } }));
    check(r.shards.length > 0, `masterchain block ${at.seqno} lists no shards`);
    for (const b of r.shards) {
      check(b.workchain !== -1, `a masterchain block is listed as a shard: ${show(b)}`);
      const found = ctx.ok(
        await ctx.call({
          operationId: 'lookupBlock',
          args: { workchain: b.workchain, shard: b.shard, seqno: b.seqno },
        }),
      );
      check(sameBlock(found, b), `lookupBlock found ${show(found)} for shard block ${show(b)}`);
    }
  },
} satisfies CaseDef<'v2', 'getShards'>;
