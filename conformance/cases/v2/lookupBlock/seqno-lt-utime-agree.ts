import { check, type CaseDef } from '../../../src/case.ts';
import { mcBlockArgs, sameBlock, show } from '../../../src/blocks.ts';

export default {
  description: 'looking a block up by seqno, by an lt inside it and by its gen_utime finds the same block',
  mode: 'exact',
  ignore: ['/@extra'],
  async run(ctx) {
    const at = mcBlockArgs(ctx);
    const bySeqno = ctx.ok(await ctx.call({ args: at }));
    check(bySeqno.seqno === at.seqno, `lookupBlock(seqno ${at.seqno}) found ${show(bySeqno)}`);
    const header = ctx.ok(
      await ctx.call({
        operationId: 'getBlockHeader',
        args: { ...at, root_hash: bySeqno.root_hash, file_hash: bySeqno.file_hash },
      }),
    );
    const { workchain, shard } = at;
    const byLt = ctx.ok(await ctx.call({ args: { workchain, shard, lt: header.start_lt } }));
    check(
      sameBlock(byLt, bySeqno),
      `lookupBlock(lt ${header.start_lt}) found ${show(byLt)}, by seqno ${show(bySeqno)}`,
    );
    const byTime = ctx.ok(await ctx.call({ args: { workchain, shard, unixtime: header.gen_utime } }));
    // Several blocks may share a second; the one found must have been generated in it.
    if (!sameBlock(byTime, bySeqno)) {
      const other = ctx.ok(await ctx.call({ operationId: 'getBlockHeader', args: { ...byTime } }));
      check(
        other.gen_utime === header.gen_utime,
        `lookupBlock(unixtime ${header.gen_utime}) found ${show(byTime)} generated at ${other.gen_utime}`,
      );
    }
  },
} satisfies CaseDef<'v2', 'lookupBlock'>;
