// getShards / shards against the commit of the suite's own transfer: the states on both sides of it are
// verified by their hashes (state-points.ts), so the masterchain block from which the sender's state includes
// the transaction must reference its shard block, and the one before must reference only earlier ones.
import { type CaseContext, type CaseDef, fail } from '../case.ts';
import { show } from '../blocks.ts';
import { shardHolds } from './commit.ts';
import { statePoints } from './state-points.ts';
import { chainTransfer } from './transfer.ts';
import { overTransports, transportName } from './transports.ts';

export function ownCommitCase(op: 'getShards' | 'shards'): CaseDef<'v2'> {
  return {
    description:
      "the masterchain block from which the sender's verified state includes the suite's transfer references the shard block holding it (or a later one of its shard); the block before references only earlier ones",
    mode: 'exact',
    tags: ['send', 'local'],
    covers: ['seqno'],
    async run(ctx: CaseContext<'v2'>) {
      const f = await chainTransfer(ctx);
      // the sender's ShardAccount is the old one at commit − 1 and the new one at commit (or the case fails there)
      await statePoints(ctx, f, ['sender']);
      const held = f.commit.block;
      for (const [seqno, holds] of [
        [f.commit.seqno, true],
        [f.commit.seqno - 1, false],
      ] as const)
        for (const { transport, ex } of await overTransports(ctx, op, { seqno })) {
          const top = ctx
            .ok(ex)
            .shards.find((s) => s.workchain === f.sender.workChain && shardHolds(String(s.shard), f.sender));
          if (!top || top.seqno >= held.seqno !== holds)
            fail(
              `${transportName(transport)} masterchain ${seqno} references ${show(top)} for the sender's shard; the transaction is in ${show(held)} and the sender's state ${holds ? 'includes' : 'excludes'} it at ${seqno}`,
            );
        }
    },
  };
}
