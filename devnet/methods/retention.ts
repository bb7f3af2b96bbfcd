// A pruned liteserver: one that keeps only the last `keepBlocks` masterchain blocks (and the shard blocks they
// committed) answers 651 "not in db" for anything older, as a non-archival TON node does once its archive is
// gone. The chain itself keeps everything: the indexer and the devnet's own code still read it in-process.
import type { LocalChain } from '../chain/local-chain.ts';
import type { BlockRecord } from '../chain/types.ts';
import type { LiteHandler, LiteHandlers } from '../liteserver/dispatch.ts';
import { notFound, shardOf, type TLBlockIdExt } from './common.ts';

interface NamedBlock {
  workchain: number;
  shard: string;
  seqno: number;
}

const isBlockId = (v: unknown): v is NamedBlock =>
  typeof v === 'object' && v !== null && 'workchain' in v && 'shard' in v && 'seqno' in v;

/** The handlers as a liteserver keeping the last `keepBlocks` masterchain blocks answers them. */
export function withRetention(chain: LocalChain, handlers: LiteHandlers, keepBlocks: number): LiteHandlers {
  if (!Number.isInteger(keepBlocks) || keepBlocks < 1) throw new Error(`keepBlocks must be a positive integer`);
  const retained = (rec: BlockRecord) => rec.mcSeqno > chain.lastMc.id.seqno - keepBlocks;
  const recordOf = (id: NamedBlock) => chain.blockOf(id.workchain, shardOf(id.shard), id.seqno);
  const refuseOld = (id: NamedBlock) => {
    const rec = recordOf(id);
    if (rec && !retained(rec))
      throw notFound(`block ${id.workchain}:${shardOf(id.shard).toString(16)}:${id.seqno} is not in db`);
  };

  const wrapped: LiteHandlers = {};
  for (const [name, handler] of Object.entries(handlers) as Array<[string, LiteHandler]>) {
    // a request naming a block by its full id (state, header, transactions of a block, account at a block)
    wrapped[name] = async (req, ctx) => {
      if (isBlockId(req?.id) && 'rootHash' in req.id) refuseOld(req.id);
      return handler(req, ctx);
    };
  }

  // lookupBlock names a block by seqno, lt or time: the answer says which one, and an old one is not there
  const lookup = handlers.liteServer_lookupBlock!;
  wrapped.liteServer_lookupBlock = async (req, ctx) => {
    const answer = await lookup(req, ctx);
    refuseOld(answer.id as TLBlockIdExt);
    return answer;
  };

  // an account's history is read block by block: it stops before the first block the node no longer has,
  // and a history that starts there is not in db
  const history = handlers.liteServer_getTransactions!;
  wrapped.liteServer_getTransactions = async (req, ctx) => {
    const answer = await history(req, ctx);
    const ids = answer.ids as TLBlockIdExt[];
    const kept = ids.findIndex((id) => !retained(recordOf(id)!));
    if (kept === -1) return answer;
    if (kept === 0) throw notFound('lt not in db');
    return history({ ...req, count: kept }, ctx);
  };
  return wrapped;
}
