import { check, otherOk, type CaseDef } from '../../../src/case.ts';
import { eventually } from '../../../src/settled.ts';
import { same } from '../../../src/values.ts';

export default {
  description: "the index's first and last masterchain blocks are the blocks API v2 finds at those seqnos",
  mode: 'schema-only',
  async run(ctx) {
    const v3 = ctx.ok(await ctx.call());
    check(v3.first.seqno <= v3.last.seqno, `first ${v3.first.seqno} > last ${v3.last.seqno}`);
    // v2 may answer from a masterchain view a second old: the index's newest block must become known to it.
    for (const b of [v3.first, v3.last]) {
      await eventually(async () => {
        const ex = await ctx.callOther('lookupBlock', {
          args: { workchain: -1, shard: '-9223372036854775808', seqno: b.seqno },
        });
        if (ex.response.status !== 200) return `v2 lookupBlock(${b.seqno}) answered ${ex.response.status}`;
        const v2 = await otherOk(ctx, 'lookupBlock', { workchain: -1, shard: '-9223372036854775808', seqno: b.seqno });
        return same(v2.root_hash, b.root_hash) && same(v2.file_hash, b.file_hash)
          ? undefined
          : `block ${b.seqno}: v3 ${b.root_hash}, v2 ${v2.root_hash}`;
      }, 5000);
    }
  },
} satisfies CaseDef<'v3', 'getMasterchainInfo'>;
