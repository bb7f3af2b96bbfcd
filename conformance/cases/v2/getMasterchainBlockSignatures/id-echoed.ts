import { check, type CaseDef } from '../../../src/case.ts';
import { mcBlockArgs, sameBlock, show } from '../../../src/blocks.ts';

export default {
  description: 'the signatures are those of the requested masterchain block (its full id, as lookupBlock finds it)',
  mode: 'exact',
  ignore: ['/@extra'],
  async run(ctx) {
    const at = mcBlockArgs(ctx);
    const r = ctx.ok(await ctx.call({ args: { seqno: at.seqno } }));
    const id = ctx.ok(await ctx.call({ operationId: 'lookupBlock', args: at }));
    check(sameBlock(r.id, id), `signatures are for ${show(r.id)}, block ${at.seqno} is ${show(id)}`);
  },
} satisfies CaseDef<'v2', 'getMasterchainBlockSignatures'>;
