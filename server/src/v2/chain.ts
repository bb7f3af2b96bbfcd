import { Cell, type Address, type Account } from '@ton/core';
import type { HandlerContext } from '../http/types.ts';
import { AnswerCache } from '../lite/answer-cache.ts';
import { fromLiteError, isNotInDb, LiteAnswerError } from '../lite/errors.ts';
import type { LitePool } from '../../../liteapi/pool.ts';
import type { Db } from '../v3/queries/db.ts';
import { MASTERCHAIN_SHARD, type LiteBlockId } from './convert.ts';

export interface V2Deps {
  pool: LitePool;
  /** mainnet | testnet | local: decides the testnet flag of printed addresses */
  network: string;
  /** the index (PostgreSQL): history the liteservers pruned is answered from it (D34); without it, 404 as before */
  index?: Db;
}

/** A liteserver's error answer as the API's error (status by lite/errors.ts, v2 D28), thrown. */
export function liteError(err: unknown): never {
  throw fromLiteError(err);
}

export { isNotInDb, LiteAnswerError };

export async function query<T>(
  deps: V2Deps,
  ctx: HandlerContext,
  method: string,
  fn: Parameters<LitePool['run']>[1],
  archival = false,
): Promise<T> {
  try {
    return (await deps.pool.run(method, fn, { servedBy: ctx.servedBy, archival })) as T;
  } catch (err) {
    liteError(err);
  }
}

/** The masterchain block to read at: the given seqno, else the latest. */
export async function masterchainBlock(
  deps: V2Deps,
  ctx: HandlerContext,
  seqno?: number,
): Promise<{ id: LiteBlockId; utime: number }> {
  if (seqno === undefined) {
    const info = await deps.pool.masterchainInfo({ servedBy: ctx.servedBy }).catch(liteError);
    return { id: info.last, utime: info.lastUtime };
  }
  const header = await query<{ id: LiteBlockId; headerProof: Buffer }>(deps, ctx, 'lookupBlock', (c) =>
    c.lookupBlockByID({ workchain: -1, shard: MASTERCHAIN_SHARD, seqno }),
  );
  return { id: header.id, utime: headerInfo(header.headerProof).genUtime };
}

export interface HeaderInfo {
  globalId: number;
  version: number;
  notMaster: boolean;
  afterMerge: boolean;
  beforeSplit: boolean;
  afterSplit: boolean;
  wantSplit: boolean;
  wantMerge: boolean;
  keyBlock: boolean;
  vertSeqnoIncr: boolean;
  flags: number;
  seqno: number;
  vertSeqno: number;
  genUtime: number;
  startLt: bigint;
  endLt: bigint;
  genValidatorListHashShort: number;
  genCatchainSeqno: number;
  minRefMcSeqno: number;
  prevKeyBlockSeqno: number;
  prevInfo?: Cell;
}

/** The root hash of the block a header proof proves (the MerkleProof's virtual root: its pruned block's level-0 hash). */
export function headerProofRoot(headerProof: Buffer): Buffer {
  const root = Cell.fromBoc(headerProof)[0]!;
  return root.isExotic ? root.refs[0]!.hash(0) : root.hash();
}

/** BlockInfo fields from a header proof (MerkleProof → Block → ^BlockInfo); later refs may be pruned. */
export function headerInfo(headerProof: Buffer): HeaderInfo {
  const root = Cell.fromBoc(headerProof)[0]!;
  const block = (root.isExotic ? root.refs[0]! : root).beginParse();
  block.skip(32);
  const globalId = block.loadInt(32);
  const infoCell = block.loadRef();
  const s = infoCell.beginParse();
  if (s.loadUint(32) !== 0x9bc7a987) throw new Error('block header: bad BlockInfo tag');
  const version = s.loadUint(32);
  const [notMaster, afterMerge, beforeSplit, afterSplit, wantSplit, wantMerge, keyBlock, vertSeqnoIncr] = Array.from(
    { length: 8 },
    () => s.loadBit(),
  );
  const flags = s.loadUint(8);
  const seqno = s.loadUint(32);
  const vertSeqno = s.loadUint(32);
  s.skip(2 + 6 + 32 + 64); // shard_ident
  const genUtime = s.loadUint(32);
  const startLt = s.loadUintBig(64);
  const endLt = s.loadUintBig(64);
  const genValidatorListHashShort = s.loadUint(32);
  const genCatchainSeqno = s.loadUint(32);
  const minRefMcSeqno = s.loadUint(32);
  const prevKeyBlockSeqno = s.loadUint(32);
  return {
    globalId,
    version,
    notMaster: notMaster!,
    afterMerge: afterMerge!,
    beforeSplit: beforeSplit!,
    afterSplit: afterSplit!,
    wantSplit: wantSplit!,
    wantMerge: wantMerge!,
    keyBlock: keyBlock!,
    vertSeqnoIncr: vertSeqnoIncr!,
    flags,
    seqno,
    vertSeqno,
    genUtime,
    startLt,
    endLt,
    genValidatorListHashShort,
    genCatchainSeqno,
    minRefMcSeqno,
    prevKeyBlockSeqno,
    prevInfo: infoCell,
  };
}

export interface AccountRead {
  block: LiteBlockId;
  utime: number;
  account: Account | null;
  lastTx: { lt: bigint; hash: Buffer } | null;
  /** the Account cell as the liteserver sent it (BoC); empty for an account that does not exist */
  accountBoc: Buffer;
}

/** What a liteserver said about an account at one block (immutable), with the servers that said it. */
interface CachedRead {
  account: AccountRead['account'];
  lastTx: AccountRead['lastTx'];
  accountBoc: Buffer;
  servers: number[];
  bytes: number;
  /** the last read handed out, reused while the masterchain time it carries is the same */
  read?: AccountRead;
}

// One cache per pool, so every handler set and server over the same liteservers shares it.
const accountCaches = new WeakMap<LitePool, AnswerCache<CachedRead>>();

function accountCache(pool: LitePool): AnswerCache<CachedRead> {
  let cache = accountCaches.get(pool);
  if (!cache) accountCaches.set(pool, (cache = new AnswerCache<CachedRead>()));
  return cache;
}

/**
 * The account at the given masterchain seqno, else at the latest block. An account state at a fixed block
 * never changes, so repeated reads within one block (the 1 s masterchain window) reuse the first answer
 * instead of asking the liteserver and checking its proofs again.
 */
export async function readAccount(
  deps: V2Deps,
  ctx: HandlerContext,
  address: Address,
  seqno?: number,
): Promise<AccountRead> {
  const { id, utime } = await masterchainBlock(deps, ctx, seqno);
  const key = `${id.workchain}:${id.shard}:${id.seqno}:${id.rootHash.toString('hex')}:${address.workChain}:${address.hash.toString('hex')}`;
  const cached = await accountCache(deps.pool).get(
    key,
    async () => {
      const servedBy = new Set<number>();
      const state = await deps.pool
        .run('getAccountState', (c, t) => c.getAccountStateRaw(address, id, { timeout: t }), { servedBy })
        .catch(liteError);
      const lastTx = state.lastTx
        ? { lt: state.lastTx.lt, hash: Buffer.from(state.lastTx.hash.toString(16).padStart(64, '0'), 'hex') }
        : null;
      // parsed cells take a few times their serialised size
      return {
        account: state.state,
        lastTx,
        accountBoc: state.raw,
        servers: [...servedBy],
        bytes: 1024 + 5 * state.raw.length,
      };
    },
    (c) => c.bytes,
  );
  for (const s of cached.servers) ctx.servedBy.add(s);
  // one object per block and time, so what is derived from it (account-view.ts) is derived once
  if (cached.read?.utime !== utime)
    cached.read = { block: id, utime, account: cached.account, lastTx: cached.lastTx, accountBoc: cached.accountBoc };
  return cached.read;
}
