import { check, otherOk, skip, type CaseDef } from '../../../src/case.ts';
import { same } from '../../../src/values.ts';

export default {
  description:
    'indexed masterchain blocks have the ids, lt ranges and times API v2 reads from the chain; workchain=-1 lists only masterchain blocks',
  mode: 'schema-only',
  async run(ctx) {
    if (!ctx.other) skip('needs the v2 URL to compare with');
    const blocks = ctx.ok(await ctx.call({ args: { workchain: -1, limit: 3, sort: 'desc' } })).blocks;
    check(blocks.length > 0, 'no masterchain blocks indexed');
    for (const b of blocks) {
      check(b.workchain === -1, `workchain=-1 listed a block of workchain ${b.workchain}`);
      const v2 = await otherOk(ctx, 'lookupBlock', { workchain: -1, shard: '-9223372036854775808', seqno: b.seqno });
      check(
        same(v2.root_hash, b.root_hash) && same(v2.file_hash, b.file_hash),
        `block ${b.seqno}: v3 ${b.root_hash}, v2 ${v2.root_hash}`,
      );
      const h = await otherOk(ctx, 'getBlockHeader', { ...v2 });
      check(
        String(h.start_lt) === String(b.start_lt) &&
          String(h.end_lt) === String(b.end_lt) &&
          Number(h.gen_utime) === Number(b.gen_utime),
        `block ${b.seqno}: v3 lt ${b.start_lt}..${b.end_lt} at ${b.gen_utime}, v2 ${h.start_lt}..${h.end_lt} at ${h.gen_utime}`,
      );
    }
  },
} satisfies CaseDef<'v3', 'getBlocks'>;
