import { fail, skip, type CaseDef } from '../../../src/case.ts';
import { mcBlockArgs, show } from '../../../src/blocks.ts';
import { headerFromProof, type HeaderTruth } from '../../../src/chain/block-info.ts';
import { blockArgs } from '../../../src/chain/commit.ts';

// Header proofs come with getShardBlockProof: the link to a shard block proves that block, a masterchain link
// back proves its destination (dest_proof); each is used only for the block its proven root hash names.
export default {
  description:
    "every header field (global_id, version, split and merge flags, key block, seqnos, shard, time, lt range, validator list hash, catchain seqno, min_ref_mc_seqno, prev_key_block_seqno, previous blocks) of a shard block and of a masterchain block is what the block's own header proof holds",
  mode: 'exact',
  ignore: ['/@extra'],
  async run(ctx) {
    const at = mcBlockArgs(ctx);
    const b = ctx.ok(await ctx.call({ operationId: 'getShards', args: { seqno: at.seqno } })).shards[0];
    if (!b) skip(`masterchain block ${at.seqno} lists no shards`);
    const p = ctx.ok(
      await ctx.call({
        operationId: 'getShardBlockProof',
        args: { workchain: b.workchain, shard: b.shard, seqno: b.seqno, from_seqno: at.seqno + 1 },
      }),
    );
    const proven: Array<[ReturnType<typeof blockArgs>, HeaderTruth]> = [];
    for (const l of p.links) {
      const h = headerFromProof(l.proof, l.id.root_hash);
      if (h) proven.push([blockArgs(l.id), h]);
    }
    for (const l of p.mc_proof) {
      const h = headerFromProof(l.dest_proof, l.to.root_hash);
      if (h) proven.push([blockArgs(l.to), h]);
    }
    if (!proven.length) skip("the target's block proofs hold no header proof of a block they name");
    for (const [id, truth] of proven) {
      const h = ctx.ok(await ctx.call({ args: id })) as unknown as Record<string, unknown>;
      for (const [k, v] of Object.entries(truth)) {
        const got =
          k === 'workchain' || k === 'shard' || k === 'seqno'
            ? (h.id as Record<string, unknown>)[k]
            : k === 'prev_blocks'
              ? (h.prev_blocks as Array<Record<string, unknown>>).map((b) => `${b.seqno} ${b.root_hash} ${b.file_hash}`)
              : h[k];
        if (String(got) !== String(v))
          fail(`header of ${show(id)}: ${k} is ${JSON.stringify(got)}, its header proof holds ${v}`);
      }
    }
  },
} satisfies CaseDef<'v2', 'getBlockHeader'>;
