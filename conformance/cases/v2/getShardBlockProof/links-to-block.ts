import { check, fail, type CaseDef } from '../../../src/case.ts';
import { mcBlockArgs, show } from '../../../src/blocks.ts';

export default {
  description:
    'the proof of a basechain block starts from a masterchain block that commits it and ends with that block',
  mode: 'exact',
  ignore: ['/@extra'],
  async run(ctx) {
    const at = mcBlockArgs(ctx);
    const shards = ctx.ok(await ctx.call({ operationId: 'getShards', args: { seqno: at.seqno } })).shards;
    const b = shards[0];
    if (!b) fail(`masterchain block ${at.seqno} lists no shards`);
    const p = ctx.ok(await ctx.call({ args: { workchain: b.workchain, shard: b.shard, seqno: b.seqno } }));
    check(
      p.from.workchain === -1 && p.mc_id.workchain === -1,
      `from ${show(p.from)} and mc_id ${show(p.mc_id)} must be masterchain blocks`,
    );
    check(
      p.mc_id.seqno >= at.seqno || p.from.seqno >= at.seqno,
      `the proof starts at ${show(p.mc_id)}, before block ${at.seqno} that commits the shard block`,
    );
    const last = p.links.at(-1)?.id;
    check(
      last && last.seqno === b.seqno && last.root_hash === b.root_hash,
      `the last link is ${show(last)}, expected ${show(b)}`,
    );
  },
} satisfies CaseDef<'v2', 'getShardBlockProof'>;
