// Finds real identifiers on the target itself (masterchain info → block → transactions → accounts),
// so the same cases run on mainnet, testnet and the local network without hard-coded data.
import type { LocalAccount } from '../../devnet/wallets.ts';
import type { ApiTarget } from './target.ts';

export interface BlockRef {
  workchain: number;
  shard: string;
  seqno: number;
  root_hash?: string;
  file_hash?: string;
}
export interface TxRef {
  account: string;
  lt: string;
  hash: string;
}
/** An internal message seen in a transaction: what tryLocate* and message lookups start from. */
export interface MessageRef {
  source: string;
  destination: string;
  created_lt: string;
  hash: string;
  destTx: TxRef;
}

export interface Discovered {
  /** latest masterchain block seen by v2 */
  mcBlock?: BlockRef;
  /** a masterchain block (recent, not the newest) that has transactions */
  txBlock?: BlockRef;
  /** a recent basechain block that has transactions (a local network's masterchain may have none) */
  shardTxBlock?: BlockRef;
  transactions: TxRef[];
  /** raw addresses known to exist, busiest first */
  accounts: string[];
  /** an internal message between two accounts, and the transaction that received it */
  message?: MessageRef;
  /** the local network's genesis accounts (with --network local and the accounts file) */
  local: LocalAccount[];
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
  return {
    workchain: Number(b.workchain),
    shard: String(b.shard),
    seqno: b.seqno,
    root_hash: b.root_hash as string,
    file_hash: b.file_hash as string,
  };
}

export async function discover(
  v2?: ApiTarget,
  v3?: ApiTarget,
  extraAccounts: string[] = [],
  local: LocalAccount[] = [],
): Promise<Discovered> {
  const d: Discovered = { transactions: [], accounts: [], notes: [], local };
  // accounts of the newest basechain block with transactions: on a network whose masterchain blocks hold only
  // tick-tock transactions (no inbound message), these are where an internal message is found
  const basechain: string[] = [];
  if (v2) {
    d.mcBlock = blockRef(obj(await v2Result(v2, 'getMasterchainInfo', {})).last);
    if (!d.mcBlock) d.notes.push('v2 getMasterchainInfo gave no block id');
    for (let back = 1; d.mcBlock && back <= 12 && d.transactions.length === 0; back++) {
      const seqno = d.mcBlock.seqno - back;
      if (seqno < 1) break;
      const res = obj(
        await v2Result(v2, 'getBlockTransactions', {
          workchain: d.mcBlock.workchain,
          shard: d.mcBlock.shard,
          seqno,
          count: 40,
        }),
      );
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
    if (d.mcBlock) await findShardTxBlock(v2, d, basechain);
    if (d.transactions.length === 0 && !d.shardTxBlock) d.notes.push('no recent block with transactions found over v2');
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
        if (typeof tx.account === 'string')
          d.transactions.push({ account: tx.account, lt: String(tx.lt), hash: String(tx.hash) });
        const mc = Number(tx.mc_block_seqno);
        if (!d.txBlock && Number.isInteger(mc) && mc > 0 && d.mcBlock)
          d.txBlock = { ...d.mcBlock, seqno: mc, root_hash: undefined, file_hash: undefined };
      }
    }
  }
  if (v3 && !d.shardTxBlock) await shardTxBlockFromIndex(v3, d);
  const counts = new Map<string, number>();
  for (const tx of d.transactions) counts.set(tx.account, (counts.get(tx.account) ?? 0) + 1);
  d.accounts = [...new Set([...extraAccounts, ...[...counts.entries()].sort((a, b) => b[1] - a[1]).map(([a]) => a)])];
  if (v2) d.message = await findMessage(v2, [...new Set([...extraAccounts, ...basechain, ...d.accounts])].slice(0, 8));
  if (v2 && !d.message) d.notes.push('no internal message found over v2 (tryLocate cases will skip)');
  return d;
}

/** Walks back over the basechain blocks the recent masterchain blocks commit until one has transactions. */
async function findShardTxBlock(v2: ApiTarget, d: Discovered, accounts: string[]): Promise<void> {
  const seen = new Set<string>();
  for (let back = 1; back <= 40 && d.mcBlock && !d.shardTxBlock; back++) {
    const seqno = d.mcBlock.seqno - back;
    if (seqno < 1) break;
    const shards = obj(await v2Result(v2, 'getShards', { seqno })).shards;
    for (const s of Array.isArray(shards) ? shards : []) {
      const b = blockRef(s);
      if (!b || seen.has(`${b.workchain}:${b.shard}:${b.seqno}`)) continue;
      seen.add(`${b.workchain}:${b.shard}:${b.seqno}`);
      const res = obj(
        await v2Result(v2, 'getBlockTransactions', {
          workchain: b.workchain,
          shard: b.shard,
          seqno: b.seqno,
          count: 40,
        }),
      );
      const txs = Array.isArray(res.transactions) ? res.transactions : [];
      if (!txs.length) continue;
      d.shardTxBlock = b;
      for (const t of txs) {
        const account = obj(t).account;
        if (typeof account === 'string') accounts.push(account);
      }
      if (d.transactions.length === 0) {
        for (const t of txs) {
          const tx = obj(t);
          if (typeof tx.account === 'string')
            d.transactions.push({ account: tx.account, lt: String(tx.lt), hash: String(tx.hash) });
        }
      }
      return;
    }
  }
}

/**
 * The recent chain walk found no basechain block with transactions (a quiet network whose activity is
 * older than the walk reaches): the index names the blocks of its newest basechain transactions,
 * preferring one that holds several.
 */
async function shardTxBlockFromIndex(v3: ApiTarget, d: Discovered): Promise<void> {
  const op = v3.op('getTransactions');
  if (!op) return;
  const list = obj((await v3.call(op, { args: { workchain: 0, limit: 50, sort: 'desc' } })).response.json).transactions;
  const refs = (Array.isArray(list) ? list : [])
    .map((t) => obj(obj(t).block_ref))
    .filter((b) => typeof b.seqno === 'number');
  if (!refs.length) return;
  const key = (b: Obj): string => `${b.workchain}:${b.shard}:${b.seqno}`;
  const busiest = refs.find((b) => refs.filter((x) => key(x) === key(b)).length > 1) ?? refs[0]!;
  // v3 prints shards as 16 hex digits, v2 takes the signed 64-bit decimal.
  const shard = /^[0-9A-Fa-f]{16}$/.test(String(busiest.shard))
    ? BigInt.asIntN(64, BigInt(`0x${busiest.shard}`)).toString()
    : String(busiest.shard);
  d.shardTxBlock = { workchain: Number(busiest.workchain), shard, seqno: Number(busiest.seqno) };
}

async function findMessage(v2: ApiTarget, accounts: string[]): Promise<MessageRef | undefined> {
  for (const account of accounts) {
    const txs = await v2Result(v2, 'getTransactions', { address: account, limit: 10 });
    for (const t of Array.isArray(txs) ? txs : []) {
      const tx = obj(t);
      const inMsg = obj(tx.in_msg);
      // getTransactions prints addresses as plain strings; raw transactions wrap them in accountAddress.
      const addr = (v: unknown): unknown => (typeof v === 'string' ? v : obj(v).account_address);
      const source = addr(inMsg.source);
      const destination = addr(inMsg.destination);
      const id = obj(tx.transaction_id);
      if (typeof source === 'string' && source && typeof destination === 'string' && destination) {
        return {
          source,
          destination,
          created_lt: String(inMsg.created_lt),
          hash: String(inMsg.hash),
          destTx: { account, lt: String(id.lt), hash: String(id.hash) },
        };
      }
    }
  }
  return undefined;
}
