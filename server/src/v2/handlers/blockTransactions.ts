import { Address, Cell } from '@ton/core';
import { LiteFunctions } from '../../../../liteapi/registry.ts';
import { ApiError } from '../../http/errors.ts';
import type { HandlerContext } from '../../http/types.ts';
import { query, type V2Deps } from '../chain.ts';
import { b64, bigintOf, blockIdExt, liteBlockId, type LiteBlockId } from '../convert.ts';
import { loadTx, rawTransaction } from '../transactions.ts';
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

async function pages<T>(
  deps: V2Deps,
  ctx: HandlerContext,
  input: ListInput,
  fetch: (
    id: LiteBlockId,
    count: number,
    after: { account: Buffer; lt: string },
  ) => Promise<{ items: T[]; incomplete: boolean; cursor?: { account: Buffer; lt: string } }>,
) {
  if ((input.after_lt === undefined) !== (input.after_hash === undefined)) {
    throw new ApiError(422, 'failed to validate request: after_lt and after_hash should be used together');
  }
  const { id } = await resolveBlock(deps, ctx, input);
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

export function blockTransactionHandlers(deps: V2Deps) {
  const fmt = { testOnly: deps.network === 'testnet' };
  return {
    getBlockTransactions: async (input, ctx) => {
      const r = await pages(deps, ctx, input, async (id, count, after) => {
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
      });
      return {
        '@type': 'blocks.transactions' as const,
        id: blockIdExt(r.id),
        req_count: r.count,
        incomplete: r.incomplete,
        transactions: r.items,
      };
    },

    getBlockTransactionsExt: async (input, ctx) => {
      const r = await pages(deps, ctx, input, async (id, count, after) => {
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
          items: loaded.map((t) => ({ ...rawTransaction(t, fmt), account: t.address.toRawString() })),
          incomplete: res.incomplete,
          cursor: last ? { account: last.address.hash, lt: last.tx.lt.toString() } : undefined,
        };
      });
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
