import { headerInfo, headerProofRoot, isNotInDb, liteError, query, type V2Deps } from '../chain.ts';
import { indexedHeader, lookupIndexedBlock, requestedBlock, type BlockLookup } from '../index-history.ts';
import { ApiError } from '../../http/errors.ts';
import {
  b64,
  bigintOf,
  blockIdExt,
  liteBlockId,
  numberOf,
  parseHash,
  shardString,
  MASTERCHAIN_SHARD,
  type LiteBlockId,
} from '../convert.ts';
import type { HandlerContext } from '../../http/types.ts';
import type { Cell } from '@ton/core';
import { loadExtBlkRef, type ExtBlkRef } from '../../../../tlb/index.ts';
import type { V2HandlerGroup } from './types.ts';

type BlockRef = {
  workchain: number | string;
  shard: number | string;
  seqno: number | string;
  root_hash?: string;
  file_hash?: string;
};

/** The block named by workchain/shard/seqno, taking root and file hash as given when both are. */
export async function resolveBlock(
  deps: V2Deps,
  ctx: HandlerContext,
  ref: BlockRef,
): Promise<{ id: LiteBlockId; headerProof?: Buffer }> {
  const workchain = numberOf(ref.workchain, 'workchain');
  const shard = shardString(bigintOf(ref.shard, 'shard'));
  const seqno = numberOf(ref.seqno, 'seqno');
  if (ref.root_hash !== undefined && ref.file_hash !== undefined) {
    return {
      id: {
        workchain,
        shard,
        seqno,
        rootHash: parseHash(ref.root_hash, 'root_hash'),
        fileHash: parseHash(ref.file_hash, 'file_hash'),
      },
    };
  }
  const header = await query<{ id: LiteBlockId; headerProof: Buffer }>(deps, ctx, 'lookupBlock', (c) =>
    c.lookupBlockByID({ workchain, shard, seqno }),
  );
  return { id: header.id, headerProof: header.headerProof };
}

type MasterchainInfo = Awaited<ReturnType<V2Deps['pool']['masterchainInfo']>>;

function masterchainAnswer(info: MasterchainInfo) {
  return {
    '@type': 'blocks.masterchainInfo' as const,
    last: blockIdExt(info.last),
    state_root_hash: b64(info.stateRootHash),
    init: blockIdExt({ ...info.init, shard: MASTERCHAIN_SHARD, seqno: 0 }),
  };
}

// The pool hands every request of the same second the same info object: its answer is built once, not per request.
const masterchainAnswers = new WeakMap<MasterchainInfo, ReturnType<typeof masterchainAnswer>>();

export function blockHandlers(deps: V2Deps) {
  const shards = async (input: { seqno: number | string }, ctx: HandlerContext) => {
    const { id } = await resolveBlock(deps, ctx, { workchain: -1, shard: MASTERCHAIN_SHARD, seqno: input.seqno });
    const all = await query<{ shards: Record<string, Record<string, number>> }>(deps, ctx, 'getAllShardsInfo', (c) =>
      c.getAllShardsInfo(id),
    );
    const ids: LiteBlockId[] = [];
    for (const [wc, byShard] of Object.entries(all.shards)) {
      if (Number(wc) === -1) continue;
      for (const [shard, seqno] of Object.entries(byShard)) {
        const header = await query<{ id: LiteBlockId }>(deps, ctx, 'lookupBlock', (c) =>
          c.lookupBlockByID({ workchain: Number(wc), shard: shardString(shard), seqno }),
        );
        ids.push(header.id);
      }
    }
    return { '@type': 'blocks.shards' as const, shards: ids.map(blockIdExt) };
  };

  const headerFromLiteserver = async (input: BlockRef, ctx: HandlerContext) => {
    const { id, headerProof } = await resolveBlock(deps, ctx, input);
    const proof =
      headerProof ??
      (await query<{ headerProof: Buffer }>(deps, ctx, 'getBlockHeader', (c) => c.getBlockHeader(liteBlockId(id))))
        .headerProof;
    // the lite client caches headers by workchain, shard and seqno: a header asked with other hashes must be refused
    if (!headerProof && !headerProofRoot(proof).equals(id.rootHash))
      throw new ApiError(
        404,
        `LITE_SERVER_NOTREADY: block ${id.workchain}:${BigInt.asUintN(64, BigInt(id.shard)).toString(16)}:${id.seqno} not found`,
      );
    const h = headerInfo(proof);
    const prev = prevBlocks(h.prevInfo, h, id);
    return {
      '@type': 'blocks.header' as const,
      id: blockIdExt(id),
      global_id: h.globalId,
      version: h.version,
      flags: h.flags,
      after_merge: h.afterMerge,
      after_split: h.afterSplit,
      before_split: h.beforeSplit,
      want_merge: h.wantMerge,
      want_split: h.wantSplit,
      validator_list_hash_short: h.genValidatorListHashShort | 0, // tonlib's int32: a hash with the top bit set is negative
      catchain_seqno: h.genCatchainSeqno,
      min_ref_mc_seqno: h.minRefMcSeqno,
      is_key_block: h.keyBlock,
      prev_key_block_seqno: h.prevKeyBlockSeqno,
      start_lt: h.startLt.toString(),
      end_lt: h.endLt.toString(),
      gen_utime: h.genUtime,
      vert_seqno: h.vertSeqno,
      prev_blocks: prev.map(blockIdExt),
    };
  };

  return {
    getMasterchainInfo: async (_input, ctx) => {
      const info = await deps.pool.masterchainInfo({ servedBy: ctx.servedBy }).catch(liteError);
      let answer = masterchainAnswers.get(info);
      if (!answer) masterchainAnswers.set(info, (answer = masterchainAnswer(info)));
      return answer;
    },

    getConsensusBlock: async (_input, ctx) => {
      const info = await deps.pool.masterchainInfo({ servedBy: ctx.servedBy }).catch(liteError);
      return {
        '@type': 'ext.blocks.consensusBlock' as const,
        consensus_block: info.last.seqno,
        timestamp: Math.floor(Date.now() / 1000),
      };
    },

    lookupBlock: async (input, ctx) => {
      const workchain = numberOf(input.workchain, 'workchain');
      const shard = shardString(bigintOf(input.shard, 'shard'));
      const given = [input.seqno, input.lt, input.unixtime].filter((v) => v !== undefined).length;
      if (given !== 1)
        throw new ApiError(422, 'failed to validate request: exactly one of seqno, lt, unixtime should be specified');
      const by: BlockLookup =
        input.seqno !== undefined
          ? { seqno: numberOf(input.seqno, 'seqno') }
          : input.lt !== undefined
            ? { lt: bigintOf(input.lt, 'lt') }
            : { utime: numberOf(input.unixtime, 'unixtime') };
      try {
        const header = await query<{ id: LiteBlockId }>(deps, ctx, 'lookupBlock', (c) =>
          'seqno' in by
            ? c.lookupBlockByID({ workchain, shard, seqno: by.seqno })
            : 'lt' in by
              ? c.lookupBlockByLt({ workchain, shard, lt: by.lt })
              : c.lookupBlockByUtime({ workchain, shard, utime: by.utime }),
        );
        return blockIdExt(header.id);
      } catch (err) {
        // a block the liteserver pruned, named in the index (D34)
        const id = isNotInDb(err) && deps.index && (await lookupIndexedBlock(deps.index, workchain, shard, by));
        if (!id) throw err;
        ctx.markServedFrom('index');
        return blockIdExt(id);
      }
    },

    getShards: shards,
    shards,

    getBlockHeader: async (input, ctx) => {
      try {
        return await headerFromLiteserver(input, ctx);
      } catch (err) {
        // a block the liteserver pruned, from the header fields the index keeps (D34)
        const header = isNotInDb(err) && deps.index && (await indexedHeader(deps.index, requestedBlock(input)));
        if (!header) throw err;
        ctx.markServedFrom('index');
        const { id, row, prev } = header;
        return {
          '@type': 'blocks.header' as const,
          id: blockIdExt(id),
          global_id: row.global_id,
          version: row.version,
          flags: row.flags,
          after_merge: row.after_merge,
          after_split: row.after_split,
          before_split: row.before_split,
          want_merge: row.want_merge,
          want_split: row.want_split,
          validator_list_hash_short: Number(row.validator_list_hash_short) | 0, // tonlib's int32, as below
          catchain_seqno: row.gen_catchain_seqno,
          min_ref_mc_seqno: row.min_ref_mc_seqno,
          is_key_block: row.key_block,
          prev_key_block_seqno: row.prev_key_block_seqno,
          start_lt: row.start_lt,
          end_lt: row.end_lt,
          gen_utime: Number(row.gen_utime),
          vert_seqno: row.vert_seqno,
          prev_blocks: prev.map(blockIdExt),
        };
      }
    },
  } satisfies V2HandlerGroup<
    'getMasterchainInfo' | 'getConsensusBlock' | 'lookupBlock' | 'getShards' | 'shards' | 'getBlockHeader'
  >;
}

/** prev_ref of BlockInfo: one ExtBlkRef, or two after a merge; shards follow from the block's own. */
export function prevBlocks(
  info: Cell | undefined,
  h: { afterMerge: boolean; afterSplit: boolean; notMaster: boolean },
  id: LiteBlockId,
): LiteBlockId[] {
  if (!info) return [];
  try {
    const prevCell = info.refs[h.notMaster ? 1 : 0];
    if (!prevCell || prevCell.isExotic) return [];
    const unsigned = BigInt.asUintN(64, BigInt(id.shard));
    const low = unsigned & -unsigned;
    const asId = (r: ExtBlkRef, shard: bigint): LiteBlockId => ({
      workchain: id.workchain,
      shard: shardString(BigInt.asIntN(64, shard)),
      seqno: r.seqno,
      rootHash: r.rootHash,
      fileHash: r.fileHash,
    });
    const p = prevCell.beginParse();
    if (h.afterMerge) {
      return [
        asId(loadExtBlkRef(p.loadRef().beginParse()), unsigned - (low >> 1n)),
        asId(loadExtBlkRef(p.loadRef().beginParse()), unsigned + (low >> 1n)),
      ];
    }
    return [asId(loadExtBlkRef(p), h.afterSplit ? (unsigned - low) | (low << 1n) : unsigned)];
  } catch {
    return [];
  }
}
