import { check, type CaseDef } from '../../../src/case.ts';
import { sameBlock, show } from '../../../src/blocks.ts';

export default {
  description:
    'the last block of getMasterchainInfo is the block lookupBlock finds by its seqno, and init is the zero state',
  mode: 'schema-only',
  async run(ctx) {
    const info = ctx.ok(await ctx.call());
    check(
      info.last.workchain === -1 && info.init.seqno === 0,
      `last must be a masterchain block and init the zero state: ${show(info.last)}, ${show(info.init)}`,
    );
    for (const b of [info.last]) {
      const found = ctx.ok(
        await ctx.call({
          operationId: 'lookupBlock',
          args: { workchain: b.workchain, shard: b.shard, seqno: b.seqno },
        }),
      );
      check(sameBlock(found, b), `lookupBlock(${b.seqno}) found ${show(found)}, getMasterchainInfo said ${show(b)}`);
    }
  },
} satisfies CaseDef<'v2', 'getMasterchainInfo'>;
