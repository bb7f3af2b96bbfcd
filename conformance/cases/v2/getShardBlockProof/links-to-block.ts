import { Cell } from '@ton/core';
import { check, fail, type CaseDef } from '../../../src/case.ts';
import { MC_SHARD, mcBlockArgs, sameBlock, show } from '../../../src/blocks.ts';
import { blockArgs } from '../../../src/chain/commit.ts';
import { overTransports, transportName } from '../../../src/chain/transports.ts';

/** The block a Merkle proof BOC proves: the level-0 hash of its proven cell, base64. */
const provenRoot = (boc: string): string | undefined => {
  const root = Cell.fromBase64(boc);
  return root.isExotic ? root.refs[0]?.hash(0).toString('base64') : undefined;
};

export default {
  description:
    "the proof of a block ends with that block (two shard blocks of a shard, by workchain, shard and seqno) and starts from a masterchain block committing it; from_seqno makes it start at that masterchain block and link back, each link's header proof proving its destination; a masterchain block is its own proof's target",
  mode: 'exact',
  ignore: ['/@extra'],
  covers: ['workchain', 'shard', 'seqno', 'from_seqno'],
  async run(ctx) {
    const at = mcBlockArgs(ctx);
    const newer = ctx.ok(await ctx.call({ operationId: 'getShards', args: { seqno: at.seqno } })).shards[0];
    const older = ctx
      .ok(await ctx.call({ operationId: 'getShards', args: { seqno: at.seqno - 3 } }))
      .shards.find((s) => s.workchain === newer?.workchain && s.shard === newer?.shard);
    if (!newer) fail(`masterchain block ${at.seqno} lists no shards`);
    for (const b of [newer, older].filter((x) => x !== undefined)) {
      for (const { transport, ex } of await overTransports(ctx, 'getShardBlockProof', {
        workchain: b.workchain,
        shard: b.shard,
        seqno: b.seqno,
      })) {
        const p = ctx.ok(ex);
        const where = `${transportName(transport)} ${show(b)}`;
        check(p.mc_id.workchain === -1, `${where}: mc_id ${show(p.mc_id)} is no masterchain block`);
        const last = p.links.at(-1)?.id;
        if (!sameBlock(last, blockArgs(b))) fail(`${where}: the last link is ${show(last)}, not the requested block`);
        const committed = ctx
          .ok(await ctx.call({ operationId: 'getShards', args: { seqno: p.mc_id.seqno } }))
          .shards.find((s) => s.workchain === b.workchain && s.shard === b.shard);
        check(
          committed && committed.seqno >= b.seqno,
          `${where}: mc_id ${p.mc_id.seqno} does not commit it (its shard's block there is ${show(committed)})`,
        );
      }
    }
    const from = at.seqno + 1;
    const fromId = ctx.ok(
      await ctx.call({ operationId: 'lookupBlock', args: { workchain: -1, shard: MC_SHARD, seqno: from } }),
    );
    for (const { transport, ex } of await overTransports(ctx, 'getShardBlockProof', {
      workchain: newer.workchain,
      shard: newer.shard,
      seqno: newer.seqno,
      from_seqno: from,
    })) {
      const p = ctx.ok(ex);
      const where = `${transportName(transport)} from_seqno=${from}`;
      if (!sameBlock(p.from, fromId))
        fail(`${where}: the proof starts at ${show(p.from)}, masterchain block ${from} is ${show(fromId)}`);
      check(p.mc_id.seqno <= from, `${where}: mc_id ${p.mc_id.seqno} is after from ${from}`);
      if (p.mc_id.seqno < from) {
        check(
          sameBlock(p.mc_proof[0]?.from, fromId) && sameBlock(p.mc_proof.at(-1)?.to, p.mc_id),
          `${where}: mc_proof does not link ${from} back to ${p.mc_id.seqno}`,
        );
        for (const link of p.mc_proof)
          check(
            provenRoot(link.dest_proof) === link.to.root_hash,
            `${where}: the dest_proof of the link to ${link.to.seqno} proves another block`,
          );
      }
    }
    const mcId = ctx.ok(
      await ctx.call({ operationId: 'lookupBlock', args: { workchain: -1, shard: MC_SHARD, seqno: at.seqno } }),
    );
    for (const { transport, ex } of await overTransports(ctx, 'getShardBlockProof', {
      workchain: -1,
      shard: MC_SHARD,
      seqno: at.seqno,
    })) {
      const p = ctx.ok(ex);
      if (!sameBlock(p.mc_id, mcId) || p.links.length)
        fail(
          `${transportName(transport)} masterchain block ${at.seqno}: mc_id ${show(p.mc_id)} with ${p.links.length} links, expected the block itself and none`,
        );
    }
  },
} satisfies CaseDef<'v2', 'getShardBlockProof'>;
