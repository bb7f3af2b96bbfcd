import { fail, type CaseDef } from '../../../src/case.ts';
import { MC_SHARD, mcBlockArgs, sameBlock, show } from '../../../src/blocks.ts';
import { overTransports, transportName } from '../../../src/chain/transports.ts';

export default {
  description:
    'the signatures are those of the requested masterchain block: for two consecutive seqnos, over every transport, the id is the full id lookupBlock finds for that seqno',
  mode: 'exact',
  ignore: ['/@extra'],
  covers: ['seqno'],
  async run(ctx) {
    const at = mcBlockArgs(ctx);
    for (const seqno of [at.seqno, at.seqno - 1]) {
      const id = ctx.ok(
        await ctx.call({ operationId: 'lookupBlock', args: { workchain: -1, shard: MC_SHARD, seqno } }),
      );
      for (const { transport, ex } of await overTransports(ctx, 'getMasterchainBlockSignatures', { seqno })) {
        const r = ctx.ok(ex);
        if (!sameBlock(r.id, id))
          fail(`${transportName(transport)}: signatures are for ${show(r.id)}, block ${seqno} is ${show(id)}`);
      }
    }
  },
} satisfies CaseDef<'v2', 'getMasterchainBlockSignatures'>;
