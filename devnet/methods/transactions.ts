import { Cell } from '@ton/core';
import { LiteErrorCode, LiteServerError } from '../../liteapi/errors.ts';
import type { LocalChain } from '../chain/local-chain.ts';
import { serializeBocMulti } from '../chain/boc.ts';
import { accountKey } from '../chain/indexes.ts';
import type { TxRecord } from '../chain/types.ts';
import { blockTransactionsProof } from '../chain/proofs.ts';
import type { BlockRecord } from '../chain/types.ts';
import { blockCell, Memo, resolveBlock, tlId, type TLBlockIdExt } from './common.ts';

/** Transaction lite_api methods over the chain's own index, and sendMessage. */

/** A real liteserver returns at most this many transactions per getTransactions call. */
export const MAX_TRANSACTIONS = 16;
/** A real liteserver lists at most this many block transactions per call. */
export const MAX_BLOCK_TRANSACTIONS = 256;

interface After {
  account: Buffer;
  lt: string;
}
interface ListReq {
  id: TLBlockIdExt;
  mode: number;
  count: number;
  after: After | null;
}

function listSlice(txs: TxRecord[], req: ListReq): { items: TxRecord[]; incomplete: boolean } {
  const reverse = (req.mode & 64) !== 0;
  let list = reverse ? [...txs].reverse() : txs;
  if (req.mode & 128 && req.after) {
    const acc = Buffer.from(req.after.account);
    const lt = BigInt(req.after.lt);
    const cmp = (t: TxRecord) => {
      const c = t.account.compare(acc);
      return c !== 0 ? c : t.lt < lt ? -1 : t.lt > lt ? 1 : 0;
    };
    list = list.filter((t) => (reverse ? cmp(t) < 0 : cmp(t) > 0));
  }
  const count = Math.max(0, Math.min(req.count, MAX_BLOCK_TRANSACTIONS));
  return { items: list.slice(0, count), incomplete: list.length > count };
}

export function transactionHandlers(chain: LocalChain) {
  const proofs = new Memo<Buffer>(10_000);
  const allTx = new WeakMap<BlockRecord, Set<string>>();
  /** MerkleProof of the block down to these transactions (whole for one transaction, pruned for a list). */
  const txProof = (rec: BlockRecord, txs: TxRecord[], full: boolean): Buffer => {
    if (!txs.length) return Buffer.alloc(0);
    const hashes = txs.map((t) => t.hash.toString('hex'));
    return proofs.get(`${rec.id.rootHash.toString('hex')}:${full ? 1 : 0}:${hashes.join(',')}`, () => {
      let all = allTx.get(rec);
      if (!all) allTx.set(rec, (all = new Set(rec.txs.map((t) => t.hash.toString('hex')))));
      return serializeBocMulti([blockTransactionsProof(blockCell(rec), new Set(hashes), all, full)]);
    });
  };
  return {
    liteServer_sendMessage: async (req: { body: Buffer }) => {
      let cell: Cell;
      try {
        cell = Cell.fromBoc(Buffer.from(req.body))[0]!;
      } catch {
        throw new LiteServerError(
          LiteErrorCode.protoviolation,
          'cannot deserialize external message: invalid bag of cells',
        );
      }
      try {
        await chain.sendExternal(cell.toBoc());
      } catch (e) {
        const detail = e instanceof Error ? e.message.split('\n')[0] : String(e);
        throw new LiteServerError(
          0,
          `cannot apply external message to current state : External message was not accepted (${detail})`,
        );
      }
      return { kind: 'liteServer.sendMsgStatus', status: 1 };
    },
    liteServer_getTransactions: async (req: {
      count: number;
      account: { workchain: number; id: Buffer };
      lt: string;
      hash: Buffer;
    }) => {
      const key = accountKey(req.account.workchain, Buffer.from(req.account.id));
      let lt = BigInt(req.lt);
      let hash: Buffer = Buffer.from(req.hash);
      const out: TxRecord[] = [];
      const count = Math.min(Math.max(req.count, 0), MAX_TRANSACTIONS);
      while (out.length < count && lt !== 0n) {
        const tx = chain.accounts.txByLt(key, lt);
        if (!tx?.hash.equals(hash)) {
          if (out.length === 0)
            throw new LiteServerError(0, `cannot locate transaction in block with specified logical time ${lt}`);
          break;
        }
        out.push(tx);
        lt = tx.prevLt;
        hash = tx.prevHash;
      }
      return {
        kind: 'liteServer.transactionList',
        ids: out.map((t) => tlId(t.block)),
        transactions: out.length ? serializeBocMulti(out.map((t) => t.cell)) : Buffer.alloc(0),
      };
    },
    liteServer_getOneTransaction: async (req: {
      id: TLBlockIdExt;
      account: { workchain: number; id: Buffer };
      lt: string;
    }) => {
      const rec = resolveBlock(chain, req.id);
      const acc = Buffer.from(req.account.id);
      const tx = rec.txs.find((t) => t.account.equals(acc) && t.lt === BigInt(req.lt));
      return {
        kind: 'liteServer.transactionInfo',
        id: tlId(rec.id),
        proof: tx ? txProof(rec, [tx], true) : Buffer.alloc(0),
        transaction: tx ? tx.cell.toBoc() : Buffer.alloc(0),
      };
    },
    liteServer_listBlockTransactions: async (req: ListReq) => {
      const rec = resolveBlock(chain, req.id);
      const { items, incomplete } = listSlice(rec.txs, req);
      const m = req.mode & 7;
      return {
        kind: 'liteServer.blockTransactions',
        id: tlId(rec.id),
        reqCount: req.count,
        incomplete,
        ids: items.map((t) => ({
          kind: 'liteServer.transactionId',
          mode: m,
          account: m & 1 ? t.account : null,
          lt: m & 2 ? t.lt.toString() : null,
          hash: m & 4 ? t.hash : null,
        })),
        proof: req.mode & 32 ? txProof(rec, items, false) : Buffer.alloc(0),
      };
    },
    liteServer_listBlockTransactionsExt: async (req: ListReq) => {
      const rec = resolveBlock(chain, req.id);
      const { items, incomplete } = listSlice(rec.txs, req);
      return {
        kind: 'liteServer.blockTransactionsExt',
        id: tlId(rec.id),
        reqCount: req.count,
        incomplete,
        transactions: items.length ? serializeBocMulti(items.map((t) => t.cell)) : Buffer.alloc(0),
        proof: req.mode & 32 ? txProof(rec, items, false) : Buffer.alloc(0),
      };
    },
  };
}
