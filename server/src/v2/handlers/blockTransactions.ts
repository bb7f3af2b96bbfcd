import { Address, Cell } from '@ton/core';
import { LiteFunctions } from '../../../../liteapi/registry.ts';
import { ApiError } from '../../http/errors.ts';
import type { HandlerContext } from '../../http/types.ts';
import { isNotInDb, query, type V2Deps } from '../chain.ts';
import { b64, bigintOf, blockIdExt, liteBlockId, type LiteBlockId } from '../convert.ts';
import { indexedBlock, requestedBlock } from '../index-history.ts';
import { loadTx, rawTransaction, type LoadedTx } from '../transactions.ts';
import { resolveBlock } from './blocks.ts';
import type { V2HandlerGroup } from './types.ts';

const PAGE = 256;
// mode bits: 1 account, 2 lt, 4 hash, 128 after-cursor (always sent, zero when none was given)
const MODE = 1 + 2 + 4 + 128;

interface ListInput {
  workchain: number | string;
  shard: number | string;
  seqno: number | string;
  root_hash?: string;
  file_hash?: string;
  after_lt?: string | number;
  after_hash?: string;
  count?: number;
}

/** after_hash names the account of the last item seen: any address form, or its 32-byte id as hex/base64. */
function accountId(value: string): Buffer {
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  try {
    return Address.parse(value).hash;
  } catch {
    const buf = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (buf.length === 32) return buf;
  }
  throw new ApiError(422, 'failed to validate request: after_hash is neither an address nor a 256-bit account id');
}

type Fetch<T> = (
  id: LiteBlockId,
  count: number,
  after: { account: Buffer; lt: string },
) => Promise<{ items: T[]; incomplete: boolean; cursor?: { account: Buffer; lt: string } }>;

function checkCursor(input: ListInput) {
  if ((input.after_lt === undefined) !== (input.after_hash === undefined)) {
    throw new ApiError(422, 'failed to validate request: after_lt and after_hash should be used together');
  }
}

async function pages<T>(input: ListInput, id: LiteBlockId, fetch: Fetch<T>) {
  const count = input.count ?? 40;
  let after =
    input.after_lt !== undefined
      ? { account: accountId(input.after_hash!), lt: bigintOf(input.after_lt, 'after_lt').toString() }
      : { account: Buffer.alloc(32), lt: '0' };
  const items: T[] = [];
  let incomplete = true;
  while (items.length < count && incomplete) {
    const page = await fetch(id, Math.min(PAGE, count - items.length), after);
    items.push(...page.items);
    incomplete = page.incomplete;
    if (!page.cursor || page.items.length === 0) break;
    after = page.cursor;
  }
  return { id, count, items, incomplete };
}

/**
 * The block's list from the liteserver, or, when the liteserver pruned the block (651) and the index holds it
 * whole, from the index (D34): the same pages cut from the index's rows in the liteserver's order.
 */
async function blockPages<T>(
  deps: V2Deps,
  ctx: HandlerContext,
  input: ListInput,
  fromLiteserver: Fetch<T>,
  fromIndex: (t: LoadedTx, id: LiteBlockId) => T,
) {
  checkCursor(input);
  try {
    return await pages(input, (await resolveBlock(deps, ctx, input)).id, fromLiteserver);
  } catch (err) {
    if (!isNotInDb(err) || !deps.index) throw err;
    const block = await indexedBlock(deps.index, requestedBlock(input));
    if (!block) throw err;
    ctx.markServedFrom('index');
    const txs = block.transactions;
    return pages(input, block.id, async (id, count, after) => {
      // the liteserver lists after the cursor (account, lt) in account order, then lt
      const start = txs.findIndex((t) => {
        const byAccount = Buffer.compare(t.address.hash, after.account);
        return byAccount > 0 || (byAccount === 0 && t.tx.lt > BigInt(after.lt));
      });
      const page = start === -1 ? [] : txs.slice(start, start + count);
      const last = page.at(-1);
      return {
        items: page.map((t) => fromIndex(t, id)),
        incomplete: start !== -1 && start + count < txs.length,
        cursor: last ? { account: last.address.hash, lt: last.tx.lt.toString() } : undefined,
      };
    });
  }
}

export function blockTransactionHandlers(deps: V2Deps) {
  const fmt = { testOnly: deps.network === 'testnet' };
  const extItem = (t: LoadedTx) => ({ ...rawTransaction(t, fmt), account: t.address.toRawString() });
  return {
    getBlockTransactions: async (input, ctx) => {
      const r = await blockPages(
        deps,
        ctx,
        input,
        async (id, count, after) => {
          const res = await query<{
            incomplete: boolean;
            ids: Array<{ mode: number; account: Buffer | null; lt: string | null; hash: Buffer | null }>;
          }>(deps, ctx, 'listBlockTransactions', (c) =>
            c.listBlockTransactions(liteBlockId(id), {
              mode: MODE,
              count,
              after: { kind: 'liteServer.transactionId3', account: after.account, lt: after.lt },
            }),
          );
          const last = res.ids.at(-1);
          return {
            items: res.ids.map((t) => ({
              '@type': 'blocks.shortTxId' as const,
              mode: t.mode,
              account: `${id.workchain}:${(t.account ?? Buffer.alloc(32)).toString('hex')}`,
              lt: t.lt ?? '0',
              hash: b64(t.hash ?? Buffer.alloc(32)),
            })),
            incomplete: res.incomplete,
            cursor: last?.account && last.lt ? { account: last.account, lt: last.lt } : undefined,
          };
        },
        (t, id) => ({
          '@type': 'blocks.shortTxId' as const,
          // what the liteserver sends back per item: the fields asked for (account, lt, hash)
          mode: MODE & 7,
          account: `${id.workchain}:${t.address.hash.toString('hex')}`,
          lt: t.tx.lt.toString(),
          hash: b64(t.cell.hash()),
        }),
      );
      return {
        '@type': 'blocks.transactions' as const,
        id: blockIdExt(r.id),
        req_count: r.count,
        incomplete: r.incomplete,
        transactions: r.items,
      };
    },

    getBlockTransactionsExt: async (input, ctx) => {
      const r = await blockPages(
        deps,
        ctx,
        input,
        async (id, count, after) => {
          const res = await query<{ incomplete: boolean; transactions: Buffer }>(
            deps,
            ctx,
            'listBlockTransactionsExt',
            (c) =>
              c.engine.query(LiteFunctions.liteServer_listBlockTransactionsExt, {
                kind: 'liteServer.listBlockTransactionsExt',
                id: liteBlockId(id),
                mode: MODE,
                count,
                after: { kind: 'liteServer.transactionId3', account: after.account, lt: after.lt },
                reverseOrder: null,
                wantProof: null,
              }),
          );
          const cells = res.transactions.length ? Cell.fromBoc(res.transactions) : [];
          const loaded = cells.map((cell) => loadTx(cell, id.workchain));
          const last = loaded.at(-1);
          return {
            items: loaded.map((t) => extItem(t)),
            incomplete: res.incomplete,
            cursor: last ? { account: last.address.hash, lt: last.tx.lt.toString() } : undefined,
          };
        },
        extItem,
      );
      return {
        '@type': 'blocks.transactionsExt' as const,
        id: blockIdExt(r.id),
        req_count: r.count,
        incomplete: r.incomplete,
        transactions: r.items,
      };
    },
  } satisfies V2HandlerGroup<'getBlockTransactions' | 'getBlockTransactionsExt'>;
}
