import { check, type CaseDef } from '../../../src/case.ts';
import { mcBlockArgs, sameBlock, show } from '../../../src/blocks.ts';

export default {
  description: 'the header echoes the requested block id, its lt range is ordered and its previous block is seqno − 1',
  mode: 'exact',
  ignore: ['/@extra'],
  async run(ctx) {
    const at = mcBlockArgs(ctx);
    const id = ctx.ok(await ctx.call({ operationId: 'lookupBlock', args: at }));
    const h = ctx.ok(await ctx.call({ args: { ...id } }));
    check(sameBlock(h.id, id), `header id ${show(h.id)} is not the requested ${show(id)}`);
    check(BigInt(h.start_lt) <= BigInt(h.end_lt), `start_lt ${h.start_lt} > end_lt ${h.end_lt}`);
    check(
      h.prev_blocks[0]?.seqno === id.seqno - 1,
      `prev_blocks ${JSON.stringify(h.prev_blocks.map((b) => b.seqno))} of block ${id.seqno}`,
    );
    const prev = ctx.ok(await ctx.call({ args: { ...h.prev_blocks[0]! } }));
    check(
      BigInt(prev.end_lt) <= BigInt(h.start_lt) && prev.gen_utime <= h.gen_utime,
      `the previous block ends at lt ${prev.end_lt} (time ${prev.gen_utime}), after this one starts at ${h.start_lt} (time ${h.gen_utime})`,
    );
  },
} satisfies CaseDef<'v2', 'getBlockHeader'>;
