import { Address, Cell } from '@ton/core';
import { ApiError } from '../../http/errors.ts';
import type { HandlerContext } from '../../http/types.ts';
import { isNotInDb, query, readAccount, type V2Deps } from '../chain.ts';
import { b64, bigintOf, parseAddress, parseHash } from '../convert.ts';
import { extTransaction, loadTx, rawTransaction, type LoadedTx } from '../transactions.ts';
import { accountHistory } from '../index-history.ts';
import type { V2HandlerGroup } from './types.ts';

const CHUNK = 16;

interface WalkInput {
  address: string;
  limit?: number;
  lt?: string | number;
  hash?: string;
  to_lt?: string | number;
  archival?: boolean;
}

/**
 * Account history newest first, starting at (lt, hash) inclusive or at the last transaction, stopping
 * after `limit` items or before the first one with lt <= to_lt. Returns the cursor to continue from.
 */
async function walk(deps: V2Deps, ctx: HandlerContext, input: WalkInput, zeroLtIsAbsent: boolean) {
  const address = parseAddress(input.address);
  const limit = input.limit ?? 10;
  let lt = input.lt === undefined ? undefined : bigintOf(input.lt, 'lt');
  if (lt === 0n && zeroLtIsAbsent) lt = undefined;
  if ((lt === undefined) !== (input.hash === undefined)) {
    throw new ApiError(422, 'failed to validate request: lt and hash should be used together');
  }
  const toLt = input.to_lt === undefined ? 0n : bigintOf(input.to_lt, 'to_lt');
  let cursor: { lt: bigint; hash: Buffer } | null;
  if (lt !== undefined) cursor = { lt, hash: parseHash(input.hash, 'hash') };
  else cursor = (await readAccount(deps, ctx, address)).lastTx;
  const out: LoadedTx[] = [];
  const chunks = historyChunks(deps, ctx, address, input.archival === true);
  while (cursor && cursor.lt > 0n && cursor.lt > toLt && out.length < limit) {
    const loaded = await chunks(cursor, Math.min(CHUNK, limit - out.length));
    if (loaded.length === 0) break;
    for (const t of loaded) {
      if (t.tx.lt <= toLt || out.length >= limit) {
        cursor = null;
        break;
      }
      out.push(t);
      cursor = previousOf(t);
    }
  }
  return { address, items: out, next: cursor };
}

/**
 * Chunks of an account's history, newest first from `from` inclusive: from the liteserver, and once it answers
 * that it pruned the rest (651), from the index, which answers each chunk whole or not at all (D34). Only the
 * source of a chunk differs: the walk over them is the same, so both give the same pages and cursors.
 */
function historyChunks(deps: V2Deps, ctx: HandlerContext, address: Address, archival: boolean) {
  let pruned: unknown;
  return async (from: { lt: bigint; hash: Buffer }, count: number): Promise<LoadedTx[]> => {
    if (pruned === undefined) {
      try {
        const res = await query<{ transactions: Buffer }>(
          deps,
          ctx,
          'getTransactions',
          (c) => c.getAccountTransactions(address, from.lt.toString(), from.hash, count),
          archival,
        );
        return (res.transactions.length ? Cell.fromBoc(res.transactions) : []).map((c) => loadTx(c, address.workChain));
      } catch (err) {
        if (!isNotInDb(err) || !deps.index) throw err;
        pruned = err; // older chunks are pruned too: straight to the index from here
      }
    }
    const rows = deps.index && (await accountHistory(deps.index, address, from, count));
    if (!rows) throw pruned;
    ctx.markServedFrom('index');
    return rows;
  };
}

/** The transaction before `t` in its account's history (lt 0 when `t` is the first). */
const previousOf = (t: LoadedTx) => ({
  lt: t.tx.prevTransactionLt,
  hash: Buffer.from(t.tx.prevTransactionHash.toString(16).padStart(64, '0'), 'hex'),
});

/** Account history newest first from `start` (inclusive), fetched in chunks as it is consumed. */
async function* history(
  deps: V2Deps,
  ctx: HandlerContext,
  address: Address,
  start: { lt: bigint; hash: Buffer } | null,
  archival = false,
) {
  let cursor = start;
  const chunks = historyChunks(deps, ctx, address, archival);
  while (cursor && cursor.lt > 0n) {
    const loaded = await chunks(cursor, CHUNK);
    if (loaded.length === 0) return;
    for (const t of loaded) {
      yield t;
      cursor = previousOf(t);
    }
  }
}

/** How far back tryLocate* looks before answering 404. */
const LOCATE_SCAN_LIMIT = 2000;

function sameAddress(a: unknown, b: Address): boolean {
  return a instanceof Address && a.equals(b);
}

export function transactionHandlers(deps: V2Deps) {
  const fmt = { testOnly: deps.network === 'testnet' };
  return {
    getTransactions: async (input, ctx) =>
      (await walk(deps, ctx, input, true)).items.map((t) => extTransaction(t, fmt)),

    getTransactionsStd: async (input, ctx) => {
      const { items, next } = await walk(deps, ctx, input, false);
      return {
        '@type': 'raw.transactions' as const,
        transactions: items.map((t) => rawTransaction(t, fmt)),
        previous_transaction_id: {
          '@type': 'internal.transactionId' as const,
          lt: next ? next.lt.toString() : '0',
          hash: b64(next ? next.hash : Buffer.alloc(32)),
        },
      };
    },

    tryLocateTx: (input, ctx) => locateResult(input, ctx),
    tryLocateResultTx: (input, ctx) => locateResult(input, ctx),

    /** The source's transaction that sent `destination` the message created at `created_lt`. */
    tryLocateSourceTx: async (input, ctx) => {
      const source = parseAddress(input.source);
      const destination = parseAddress(input.destination);
      const createdLt = bigintOf(input.created_lt, 'created_lt');
      let scanned = 0;
      try {
        for await (const t of history(deps, ctx, source, (await readAccount(deps, ctx, source)).lastTx)) {
          if (++scanned > LOCATE_SCAN_LIMIT || t.tx.lt < createdLt - 1_000_000n) break;
          if (t.tx.lt >= createdLt) continue;
          const hit = t.outMsgs.some(
            ({ message: { info } }) =>
              info.type === 'internal' && info.createdLt === createdLt && sameAddress(info.dest, destination),
          );
          if (hit) return extTransaction(t, fmt);
        }
      } catch (err) {
        if (!isNotInDb(err)) throw err; // history older than the liteserver and the index keep: not found (v2 D28, D34)
      }
      throw new ApiError(404, 'transaction was not found');
    },
  } satisfies V2HandlerGroup<
    'getTransactions' | 'getTransactionsStd' | 'tryLocateTx' | 'tryLocateResultTx' | 'tryLocateSourceTx'
  >;

  /** The destination's transaction whose inbound message came from `source`, created at `created_lt`. */
  async function locateResult(
    input: { source: string; destination: string; created_lt: string | number },
    ctx: HandlerContext,
  ) {
    const source = parseAddress(input.source);
    const destination = parseAddress(input.destination);
    const createdLt = bigintOf(input.created_lt, 'created_lt');
    let scanned = 0;
    try {
      for await (const t of history(deps, ctx, destination, (await readAccount(deps, ctx, destination)).lastTx)) {
        if (++scanned > LOCATE_SCAN_LIMIT || t.tx.lt <= createdLt) break;
        const info = t.inMsg?.message.info;
        if (info?.type === 'internal' && info.createdLt === createdLt && sameAddress(info.src, source))
          return extTransaction(t, fmt);
      }
    } catch (err) {
      if (!isNotInDb(err)) throw err;
    }
    throw new ApiError(404, 'transaction was not found');
  }
}
