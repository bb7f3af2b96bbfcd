import { Functions } from 'ton-lite-client/dist/schema.js';
import { LiteFunctions } from '../../../../liteapi/registry.ts';
import { query, type V2Deps } from '../chain.ts';
import { b64, blockIdExt, liteBlockId, numberOf, MASTERCHAIN_SHARD, type LiteBlockId } from '../convert.ts';
import { resolveBlock } from './blocks.ts';
import type { HandlerContext } from '../../http/types.ts';
import type { V2HandlerGroup } from './types.ts';

type Link = {
  kind: string;
  toKeyBlock: boolean;
  from: LiteBlockId;
  to: LiteBlockId;
  destProof: Buffer;
  proof?: Buffer;
  stateProof?: Buffer;
  signatures?: { signatures: Array<{ nodeIdShort: Buffer; signature: Buffer }> };
};

async function mcBlock(deps: V2Deps, ctx: HandlerContext, seqno: number | string): Promise<LiteBlockId> {
  return (await resolveBlock(deps, ctx, { workchain: -1, shard: MASTERCHAIN_SHARD, seqno })).id;
}

async function blockProof(deps: V2Deps, ctx: HandlerContext, known: LiteBlockId, target: LiteBlockId): Promise<Link[]> {
  const res = await query<{ steps: Link[] }>(deps, ctx, 'getBlockProof', (c) =>
    c.engine.query(Functions.liteServer_getBlockProof, {
      kind: 'liteServer.getBlockProof',
      mode: 1,
      knownBlock: liteBlockId(known),
      targetBlock: liteBlockId(target),
    }),
  );
  return res.steps;
}

export function proofHandlers(deps: V2Deps) {
  return {
    /** Validator signatures of a masterchain block, from the forward link that proves it from its predecessor. */
    getMasterchainBlockSignatures: async (input, ctx) => {
      const seqno = numberOf(input.seqno, 'seqno');
      const target = await mcBlock(deps, ctx, seqno);
      const known = seqno > 1 ? await mcBlock(deps, ctx, seqno - 1) : target;
      const steps = known === target ? [] : await blockProof(deps, ctx, known, target);
      const forward = steps.filter((s) => s.kind === 'liteServer.blockLinkForward' && s.to.seqno === seqno).at(-1);
      return {
        '@type': 'blocks.blockSignatures' as const,
        id: blockIdExt(target),
        signatures: (forward?.signatures?.signatures ?? []).map((s) => ({
          '@type': 'blocks.signature' as const,
          node_id_short: b64(s.nodeIdShort),
          signature: b64(s.signature),
        })),
      };
    },

    getShardBlockProof: async (input, ctx) => {
      const { id } = await resolveBlock(deps, ctx, input);
      const res = await query<{ masterchainId: LiteBlockId; links: Array<{ id: LiteBlockId; proof: Buffer }> }>(
        deps,
        ctx,
        'getShardBlockProof',
        (c) =>
          c.engine.query(Functions.liteServer_getShardBlockProof, {
            kind: 'liteServer.getShardBlockProof',
            id: liteBlockId(id),
          }),
      );
      let from = res.masterchainId;
      let mcProof: Link[] = [];
      if (input.from_seqno !== undefined && numberOf(input.from_seqno, 'from_seqno') !== res.masterchainId.seqno) {
        from = await mcBlock(deps, ctx, input.from_seqno);
        mcProof = (await blockProof(deps, ctx, from, res.masterchainId)).filter(
          (s) => s.kind === 'liteServer.blockLinkBack',
        );
      }
      return {
        '@type': 'blocks.shardBlockProof' as const,
        from: blockIdExt(from),
        mc_id: blockIdExt(res.masterchainId),
        links: res.links.map((l) => ({
          '@type': 'blocks.shardBlockLink' as const,
          id: blockIdExt(l.id),
          proof: b64(l.proof),
        })),
        mc_proof: mcProof.map((l) => ({
          '@type': 'blocks.blockLinkBack' as const,
          to_key_block: l.toKeyBlock,
          from: blockIdExt(l.from),
          to: blockIdExt(l.to),
          dest_proof: b64(l.destProof),
          proof: b64(l.proof),
          state_proof: b64(l.stateProof),
        })),
      };
    },

    getOutMsgQueueSize: async (_input, ctx) => {
      const res = await query<{ shards: Array<{ id: LiteBlockId; size: number }>; extMsgQueueSizeLimit: number }>(
        deps,
        ctx,
        'getOutMsgQueueSizes',
        (c) =>
          c.engine.query(LiteFunctions.liteServer_getOutMsgQueueSizes, {
            kind: 'liteServer.getOutMsgQueueSizes',
            mode: 0,
            wc: null,
            shard: null,
          }),
      );
      return {
        '@type': 'blocks.outMsgQueueSizes' as const,
        shards: res.shards.map((s) => ({
          '@type': 'blocks.outMsgQueueSize' as const,
          id: blockIdExt(s.id),
          size: s.size,
        })),
        ext_msg_queue_size_limit: res.extMsgQueueSizeLimit,
      };
    },
  } satisfies V2HandlerGroup<'getMasterchainBlockSignatures' | 'getShardBlockProof' | 'getOutMsgQueueSize'>;
}
