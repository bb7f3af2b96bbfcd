import { check, otherOk, type CaseDef } from '../../../src/case.ts';
import { same } from '../../../src/values.ts';
import { indexedMcSeqno } from '../../../src/v3-blocks.ts';

export default {
  description:
    'the blocks a masterchain block commits are that block itself (as API v2 knows it) and shard blocks that name it as master, including the shard tops API v2 reports for it',
  mode: 'schema-only',
  covers: ['seqno'],
  async run(ctx) {
    const seqno = indexedMcSeqno(ctx);
    const v3 = ctx.ok(await ctx.call({ args: { seqno, limit: 100 } })).blocks;
    const tops = (await otherOk(ctx, 'getShards', { seqno })).shards;
    for (const t of tops) {
      // Sibling shards share a seqno after a split: the shard tells them apart (v2 signed decimal, v3 hex).
      const found = v3.find(
        (b) =>
          b.workchain === t.workchain &&
          b.seqno === t.seqno &&
          BigInt(`0x${b.shard}`) === BigInt.asUintN(64, BigInt(t.shard)),
      );
      // A top already committed by an earlier masterchain block is not new in this one.
      if (found)
        check(same(found.root_hash, t.root_hash), `shard block ${t.seqno}: v3 ${found.root_hash}, v2 ${t.root_hash}`);
    }
    // the masterchain block itself is listed: the one v2 knows at that seqno
    const mc = v3.find((b) => b.workchain === -1);
    const v2mc = await otherOk(ctx, 'lookupBlock', { workchain: -1, shard: '-9223372036854775808', seqno });
    check(
      mc && mc.seqno === seqno && same(mc.root_hash, v2mc.root_hash),
      `masterchain block ${seqno} (${v2mc.root_hash}) is not listed as committing itself: ${mc ? `${mc.seqno} ${mc.root_hash}` : 'no masterchain block'}`,
    );
    for (const b of v3.filter((x) => x.workchain !== -1))
      check(
        b.masterchain_block_ref.seqno === seqno,
        `block ${b.workchain}:${b.seqno} belongs to masterchain block ${b.masterchain_block_ref.seqno}, not ${seqno}`,
      );
  },
} satisfies CaseDef<'v3', 'getMasterchainBlockShards'>;
