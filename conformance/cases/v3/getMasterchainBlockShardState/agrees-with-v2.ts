import { check, type CaseDef } from '../../../src/case.ts';
import { otherOk } from '../../../src/case.ts';
import { same } from '../../../src/values.ts';
import { indexedMcSeqno } from '../../../src/v3-blocks.ts';

export default {
  description:
    'the shard state of a masterchain block is the set of shard tops API v2 getShards reports for that block (two blocks whose tops differ, so the seqno decides)',
  mode: 'schema-only',
  covers: ['seqno'],
  async run(ctx) {
    const newer = indexedMcSeqno(ctx);
    const key = (b: { workchain: number; seqno: number; root_hash: string }) =>
      `${b.workchain}:${b.seqno}:${Buffer.from(String(b.root_hash), 'base64').toString('hex')}`;
    for (const seqno of [newer, Math.max(1, newer - 7)]) {
      const v3 = ctx.ok(await ctx.call({ args: { seqno } })).blocks;
      const v2 = (await otherOk(ctx, 'getShards', { seqno })).shards;
      const a = v3
        .filter((b) => b.workchain !== -1)
        .map(key)
        .sort();
      const b = v2.map(key).sort();
      check(
        JSON.stringify(a) === JSON.stringify(b),
        `block ${seqno}: v3 shard tops ${a.join(', ')}; v2 ${b.join(', ')}`,
      );
      check(
        v3.every((x) => v2.some((y) => same(x.root_hash, y.root_hash)) || x.workchain === -1),
        'v3 lists a block v2 does not',
      );
    }
  },
} satisfies CaseDef<'v3', 'getMasterchainBlockShardState'>;
