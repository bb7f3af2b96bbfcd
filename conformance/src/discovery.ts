// Finds real identifiers on the target itself (masterchain info → block → transactions → accounts),
// so the same cases run on mainnet, testnet and the local network without hard-coded data.
import type { ApiTarget } from './target.ts';

export interface BlockRef { workchain: number; shard: string; seqno: number; root_hash?: string; file_hash?: string }
export interface TxRef { account: string; lt: string; hash: string }

export interface Discovered {
  /** latest masterchain block seen by v2 */
  mcBlock?: BlockRef;
  /** a masterchain block (recent, not the newest) that has transactions */
  txBlock?: BlockRef;
  transactions: TxRef[];
  /** raw addresses known to exist, busiest first */
  accounts: string[];
  /** v3's view */
  v3McSeqno?: number;
  notes: string[];
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' ? (v as Obj) : {});

async function v2Result(t: ApiTarget, opId: string, args: Obj): Promise<unknown> {
  const op = t.op(opId);
  if (!op) return undefined;
  const ex = await t.call(op, { args });
  const body = obj(ex.response.json);
  return ex.response.status === 200 && body.ok === true ? body.result : undefined;
}

function blockRef(v: unknown): BlockRef | undefined {
  const b = obj(v);
  if (typeof b.seqno !== 'number') return undefined;
  return { workchain: Number(b.workchain), shard: String(b.shard), seqno: b.seqno, root_hash: b.root_hash as string, file_hash: b.file_hash as string };
}

export async function discover(v2?: ApiTarget, v3?: ApiTarget, extraAccounts: string[] = []): Promise<Discovered> {
  const d: Discovered = { transactions: [], accounts: [], notes: [] };
  if (v2) {
    d.mcBlock = blockRef(obj(await v2Result(v2, 'getMasterchainInfo', {})).last);
    if (!d.mcBlock) d.notes.push('v2 getMasterchainInfo gave no block id');
    for (let back = 1; d.mcBlock && back <= 12 && d.transactions.length === 0; back++) {
      const seqno = d.mcBlock.seqno - back;
      if (seqno < 1) break;
      const res = obj(await v2Result(v2, 'getBlockTransactions', { workchain: d.mcBlock.workchain, shard: d.mcBlock.shard, seqno, count: 40 }));
      const txs = Array.isArray(res.transactions) ? res.transactions : [];
      if (txs.length > 0) {
        d.txBlock = blockRef(res.id) ?? { workchain: d.mcBlock.workchain, shard: d.mcBlock.shard, seqno };
        for (const t of txs) {
          const tx = obj(t);
          const account = typeof tx.account === 'string' ? tx.account : undefined;
          if (account) d.transactions.push({ account, lt: String(tx.lt), hash: String(tx.hash) });
        }
      }
    }
    if (d.transactions.length === 0) d.notes.push('no recent masterchain block with transactions found over v2');
  }
  if (v3) {
    const op = v3.op('getMasterchainInfo') ?? v3.ops.find((o) => o.path === '/masterchainInfo');
    if (op) {
      const ex = await v3.call(op);
      const last = obj(obj(ex.response.json).last);
      if (typeof last.seqno === 'number') d.v3McSeqno = last.seqno;
      d.mcBlock ??= blockRef(last);
    }
    const txOp = v3.op('getTransactions');
    if (txOp && d.transactions.length === 0) {
      const ex = await v3.call(txOp, { args: { limit: 20, sort: 'desc' } });
      const list = obj(ex.response.json).transactions;
      for (const t of Array.isArray(list) ? list : []) {
        const tx = obj(t);
        if (typeof tx.account === 'string') d.transactions.push({ account: tx.account, lt: String(tx.lt), hash: String(tx.hash) });
        const mc = Number(tx.mc_block_seqno);
        if (!d.txBlock && Number.isInteger(mc) && mc > 0 && d.mcBlock) d.txBlock = { ...d.mcBlock, seqno: mc, root_hash: undefined, file_hash: undefined };
      }
    }
  }
  const counts = new Map<string, number>();
  for (const tx of d.transactions) counts.set(tx.account, (counts.get(tx.account) ?? 0) + 1);
  d.accounts = [...new Set([...extraAccounts, ...[...counts.entries()].sort((a, b) => b[1] - a[1]).map(([a]) => a)])];
  return d;
}
