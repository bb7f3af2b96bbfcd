import { beginCell } from '@ton/core';
import type { LocalChain } from '../chain/local-chain.ts';
import { serializeBocMulti } from '../chain/boc.ts';
import { blockHeaderProof, configStateProof, prevBlockProof, stateRootProof } from '../chain/proofs.ts';
import { shardDescrCellOf } from '../chain/state.ts';
import { sha256 } from '../chain/local-chain.ts';
import { MASTERCHAIN, ROOT_SHARD, type BlockRecord } from '../chain/types.ts';
import { CATCHAIN_SEQNO } from '../chain/validators.ts';
import { blockCell, notFound, resolveBlock, resolveMc, shardOf, tlId, type TLBlockIdExt } from './common.ts';

/** Block-level lite_api methods: chain tip, lookups, headers, block data, shards, proofs. */

export const LITESERVER_VERSION = 0x101;
export const LITESERVER_CAPABILITIES = 7n;

export function zeroStateId(chain: LocalChain) {
  const z = chain.mc.bySeqno(0)!;
  return {
    kind: 'tonNode.zeroStateIdExt' as const,
    workchain: MASTERCHAIN,
    rootHash: z.id.rootHash,
    fileHash: z.id.fileHash,
  };
}

function headerProofBoc(rec: BlockRecord): Buffer {
  return rec.boc ? serializeBocMulti([blockHeaderProof(blockCell(rec))]) : Buffer.alloc(0);
}

export function blockHandlers(chain: LocalChain) {
  return {
    liteServer_getMasterchainInfo: async () => ({
      kind: 'liteServer.masterchainInfo',
      last: tlId(chain.lastMc.id),
      stateRootHash: chain.lastMc.state.hash(),
      init: zeroStateId(chain),
    }),
    liteServer_getMasterchainInfoExt: async (req: { mode: number }) => ({
      kind: 'liteServer.masterchainInfoExt',
      mode: req.mode,
      version: LITESERVER_VERSION,
      capabilities: LITESERVER_CAPABILITIES.toString(),
      last: tlId(chain.lastMc.id),
      lastUtime: chain.lastMc.genUtime,
      now: chain.now(),
      stateRootHash: chain.lastMc.state.hash(),
      init: zeroStateId(chain),
    }),
    liteServer_getTime: async () => ({ kind: 'liteServer.currentTime', now: chain.now() }),
    liteServer_getVersion: async () => ({
      kind: 'liteServer.version',
      mode: 0,
      version: LITESERVER_VERSION,
      capabilities: LITESERVER_CAPABILITIES.toString(),
      now: chain.now(),
    }),

    liteServer_getBlock: async (req: { id: TLBlockIdExt }) => {
      const rec = resolveBlock(chain, req.id);
      if (!rec.boc) throw notFound('block is a zero state');
      return { kind: 'liteServer.blockData', id: tlId(rec.id), data: rec.boc };
    },
    liteServer_getState: async (req: { id: TLBlockIdExt }) => {
      const rec = resolveBlock(chain, req.id);
      const data = rec.state.toBoc({ idx: false, crc32: true });
      return {
        kind: 'liteServer.blockState',
        id: tlId(rec.id),
        rootHash: rec.state.hash(),
        fileHash: sha256(data),
        data,
      };
    },
    liteServer_getBlockHeader: async (req: { id: TLBlockIdExt; mode: number }) => {
      const rec = resolveBlock(chain, req.id);
      return { kind: 'liteServer.blockHeader', id: tlId(rec.id), mode: req.mode, headerProof: headerProofBoc(rec) };
    },
    liteServer_lookupBlock: async (req: {
      mode: number;
      id: { workchain: number; shard: string; seqno: number };
      lt: string | null;
      utime: number | null;
    }) => {
      const shard = shardOf(req.id.shard);
      const wc = req.id.workchain;
      if ((wc !== MASTERCHAIN && wc !== 0) || (wc === MASTERCHAIN && shard !== ROOT_SHARD))
        throw notFound('shard not found');
      // A basechain shard id is read as an account prefix, as a liteserver does: the block of the shard
      // holding it, whichever way the basechain was split at that point.
      const lt = BigInt(req.lt ?? '0'),
        utime = req.utime ?? 0;
      let rec: BlockRecord | undefined;
      if (wc === MASTERCHAIN) {
        if (req.mode & 1) rec = chain.mc.bySeqno(req.id.seqno);
        else if (req.mode & 2) rec = chain.mc.byLt(lt);
        else if (req.mode & 4) rec = chain.mc.byUtime(utime);
      } else if (req.mode & 1) rec = chain.shards.holding(shard, req.id.seqno);
      else if (req.mode & 2) rec = chain.shards.byLt(shard, lt);
      else if (req.mode & 4) rec = chain.shards.byUtime(shard, utime);
      if (!rec) throw notFound('block not found');
      return { kind: 'liteServer.blockHeader', id: tlId(rec.id), mode: req.mode, headerProof: headerProofBoc(rec) };
    },
    liteServer_getAllShardsInfo: async (req: { id: TLBlockIdExt }) => {
      const mc = resolveMc(chain, req.id);
      const extra = mc.state.refs[3]!;
      const data = beginCell().storeBit(1).storeRef(extra.refs[0]!).endCell();
      return { kind: 'liteServer.allShardsInfo', id: tlId(mc.id), proof: headerProofBoc(mc), data: data.toBoc() };
    },
    liteServer_getShardInfo: async (req: { id: TLBlockIdExt; workchain: number; shard: string; exact: boolean }) => {
      const mc = resolveMc(chain, req.id);
      if (req.workchain !== 0) throw notFound(`workchain ${req.workchain} has no shards`);
      const want = shardOf(req.shard);
      const shard = chain.shards.holding(want, mc.id.seqno);
      if (!shard || (req.exact && shard.id.shard !== want))
        throw notFound(`shard ${want.toString(16)} not found in masterchain block ${mc.id.seqno}`);
      return {
        kind: 'liteServer.shardInfo',
        id: tlId(mc.id),
        shardblk: tlId(shard.id),
        shardProof: headerProofBoc(mc),
        shardDescr: shardDescrCellOf(mc.state, shard.id.shard).toBoc(),
      };
    },
    liteServer_getBlockProof: async (req: {
      mode: number;
      knownBlock: TLBlockIdExt;
      targetBlock: TLBlockIdExt | null;
    }) => {
      const from = resolveBlock(chain, req.knownBlock);
      if (from.id.workchain !== MASTERCHAIN) throw notFound('known block must be a masterchain block');
      const to = req.mode & 1 && req.targetBlock ? resolveBlock(chain, req.targetBlock) : chain.lastMc;
      if (to.id.workchain !== MASTERCHAIN) throw notFound('target block must be a masterchain block');
      return {
        kind: 'liteServer.partialBlockProof',
        complete: true,
        from: tlId(from.id),
        to: tlId(to.id),
        steps: blockLinks(chain, from, to),
      };
    },
    liteServer_getShardBlockProof: async (req: { id: TLBlockIdExt }) => {
      const rec = resolveBlock(chain, req.id);
      const mc = chain.mc.bySeqno(rec.mcSeqno)!;
      const links =
        rec.id.workchain === MASTERCHAIN
          ? []
          : [{ kind: 'liteServer.shardBlockLink', id: tlId(rec.id), proof: headerProofBoc(rec) }];
      return { kind: 'liteServer.shardBlockProof', masterchainId: tlId(mc.id), links };
    },
    // The messages each chain's newest state holds in its out-message queue (mode 1: one workchain's shard).
    liteServer_getOutMsgQueueSizes: async (req: { mode: number; wc: number | null; shard: string | null }) => ({
      kind: 'liteServer.outMsgQueueSizes',
      shards: [chain.lastMc, ...chain.lastShards]
        .filter(
          (b) =>
            !(req.mode & 1) ||
            (b.id.workchain === req.wc && b.id.shard === BigInt.asUintN(64, BigInt(req.shard ?? '0'))),
        )
        .map((b) => ({ kind: 'liteServer.outMsgQueueSize', id: tlId(b.id), size: b.outQueueSize ?? 0 })),
      extMsgQueueSizeLimit: 8000,
    }),
  };
}

/**
 * The links from the known block to the target, shaped as a liteserver's. A newer target is proved
 * forward from the last key block (the devnet's only key block is the zero state, whose config names
 * the validators): a back link from the known block to it when the known block is not that key block,
 * then a forward link with the target's header proof, the key block's config proof (params 34 etc.: who
 * signs) and the target's validator signatures. An older target: one back link with the target's header
 * proof, the known block's header proof (which commits to its state hash) and the path in that state's
 * prev_blocks to the target. The zero state has no header: its dest_proof is the state's root cell.
 */
function blockLinks(chain: LocalChain, from: BlockRecord, to: BlockRecord) {
  if (from.id.seqno === to.id.seqno) return [];
  const header = (rec: BlockRecord) =>
    serializeBocMulti([rec.boc ? blockHeaderProof(blockCell(rec)) : stateRootProof(rec.state)]);
  const back = (a: BlockRecord, b: BlockRecord) => ({
    kind: 'liteServer.blockLinkBack',
    toKeyBlock: b.id.seqno === 0,
    from: tlId(a.id),
    to: tlId(b.id),
    destProof: header(b),
    proof: serializeBocMulti([prevBlockProof(a.state, b.id.seqno)]),
    stateProof: header(a),
  });
  if (to.id.seqno < from.id.seqno) return [back(from, to)];
  const key = chain.mc.bySeqno(0)!;
  return [
    ...(from.id.seqno === 0 ? [] : [back(from, key)]),
    {
      kind: 'liteServer.blockLinkForward',
      toKeyBlock: false,
      from: tlId(key.id),
      to: tlId(to.id),
      destProof: header(to),
      configProof: serializeBocMulti([configStateProof(key.state)]),
      signatures: {
        kind: 'liteServer.signatureSet',
        validatorSetHash: chain.validators.mcListHashShort | 0,
        catchainSeqno: CATCHAIN_SEQNO,
        signatures: (to.signatures ?? []).map((x) => ({
          kind: 'liteServer.signature',
          nodeIdShort: x.nodeIdShort,
          signature: x.signature,
        })),
      },
    },
  ];
}
